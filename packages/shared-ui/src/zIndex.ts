/** Layering and timing constants of SPEC §9 shared by every dialog, tooltip and button of the shop. */

/** Ordinary modals (popup, confirm boxes, company nudge, feedback dialog). */
export const Z_INDEX_MODAL = 10000;
/** The global error dialog: above every modal, since the error may come from inside one. */
export const Z_INDEX_DIALOG = 20001;
/** Messages of notify() sit above the error dialog so a notice is never hidden behind an open modal. */
export const Z_INDEX_NOTIFY = Z_INDEX_DIALOG + 10;

export const TOOLTIP_MAX_WIDTH = 350;
/** Shared buttons accept one click per this many milliseconds. */
export const BUTTON_THROTTLE_MS = 1000;
export const NOTIFY_DURATION_MS = 3000;
/** The "choose a second-level reason" tip of the feedback dialog. */
export const SECOND_LEVEL_TIP_MS = 2700;
