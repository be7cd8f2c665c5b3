/** Business constants from SPEC §9 that the rules and checks depend on. */

/** newTaxNo: from this many characters on, I/O/Z/S/V are allowed (older long-form numbers). */
export const NEW_TAX_NO_MIN_LENGTH_ALLOWING_LETTERS = 15;

export const FEEDBACK_MAX_FILES = 5;
export const FEEDBACK_IMAGE_MAX_MB = 6;
export const FEEDBACK_VIDEO_MAX_MB = 10;
export const FEEDBACK_IMAGE_MAX_BYTES = FEEDBACK_IMAGE_MAX_MB * 1024 * 1024;
export const FEEDBACK_VIDEO_MAX_BYTES = FEEDBACK_VIDEO_MAX_MB * 1024 * 1024;
export const FEEDBACK_DESCRIPTION_MAX_LENGTH = 2000;
export const FEEDBACK_CONTACT_MAX_LENGTH = 20;
export const FEEDBACK_DAILY_LIMIT = 10;

/** Field name used in the generic invalid-rule message when the caller gives none. */
export const DEFAULT_FIELD_NAME = '该字段';
