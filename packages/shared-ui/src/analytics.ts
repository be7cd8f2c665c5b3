/**
 * Analytics hooks of SPEC §7: dialog clicks and unfit items added to the cart, with the unfit-type codes and the
 * product classification of SPEC §4. The analytics object is the page's `window.shopAnalytics` (or one set with
 * setAnalytics); when there is none, events are dropped with a console warning — analytics never breaks a page.
 */

export interface Analytics {
  track(event: string, payload: Record<string, unknown>): void;
}

declare global {
  interface Window {
    shopAnalytics?: Analytics;
  }
}

export const ANALYTICS_BATCH_SIZE = 10;
export const ANALYTICS_EVENTS = {
  dialogClick: 'dialog_click',
  unfitAddToCart: 'unfit_add_to_cart',
} as const;

/** One error of a cart line as the cart call answers it. */
export interface CartLineError {
  errorCode: string;
  errorMessage?: string | null;
}

/** Cart line of SPEC §3 (analytics). */
export interface CartLine {
  partNumber: string;
  innerCode?: string | null;
  seriesCode?: string | null;
  productName?: string | null;
  brandCode?: string | null;
  brandName?: string | null;
  quantity: number;
  /** SPEC §4 unfit-type code; '0' or absent means fit */
  unfitType?: string | null;
  /** a delegate (agent) handles the item; turns type 6 into "multiple non-own-brand" */
  hasDelegate?: boolean | null;
  /** '1' = permanently discontinued */
  discontinueFlag?: string | null;
  isDiscontinued?: boolean | null;
  errorList?: readonly CartLineError[] | null;
}

let injected: Analytics | null = null;

/** Replaces window.shopAnalytics (tests, or a page that owns its tracker); null goes back to the window's. */
export function setAnalytics(target: Analytics | null): void {
  injected = target;
}

function target(): Analytics | null {
  if (injected) return injected;
  const w = typeof window === 'undefined' ? undefined : window;
  return w?.shopAnalytics && typeof w.shopAnalytics.track === 'function' ? w.shopAnalytics : null;
}

function warnMissing(event: string): void {
  console.warn(`[analytics] no analytics object (window.shopAnalytics); event "${event}" dropped`);
}

/** Sends one event; false when there is no analytics object or it threw (both only warn). */
function send(event: string, payload: Record<string, unknown>, analytics = target()): boolean {
  if (!analytics) {
    warnMissing(event);
    return false;
  }
  try {
    analytics.track(event, payload);
    return true;
  } catch (e) {
    console.warn(`[analytics] event "${event}" failed`, e);
    return false;
  }
}

// ---------------------------------------------------------------- unfit types (SPEC §4)

export type UnfitTypeKey =
  | 'shortLeadTimeBox'
  | 'largeVolume'
  | 'specialOrder'
  | 'nonStandard'
  | 'unregistered'
  | 'multiple'
  | 'multipleNonOwnBrand'
  | 'businessUnit'
  | 'eachTime'
  | 'other'
  | 'system'
  | 'unknown';

export interface UnfitType {
  code: string;
  key: UnfitTypeKey;
  label: string;
}

const UNFIT_TYPES: Readonly<Record<string, { key: UnfitTypeKey; label: string }>> = {
  '1': { key: 'shortLeadTimeBox', label: '短交期箱' },
  '2': { key: 'largeVolume', label: '大批量' },
  '3': { key: 'specialOrder', label: '特注' },
  '4': { key: 'nonStandard', label: '非标' },
  '5': { key: 'unregistered', label: '未登录' },
  '6': { key: 'multiple', label: '多个' },
  '7': { key: 'businessUnit', label: '事业部' },
  '8': { key: 'eachTime', label: '每次' },
  '9': { key: 'other', label: '其他' },
  s: { key: 'system', label: '系统' },
};
const MULTIPLE_NON_OWN_BRAND = { key: 'multipleNonOwnBrand', label: '多个非自有品牌' } as const;

/** The line's unfit type, or null when it is fit ('0', empty or absent). Unknown codes are reported as they are. */
export function unfitTypeOf(line: Pick<CartLine, 'unfitType' | 'hasDelegate'>): UnfitType | null {
  const code = (line.unfitType ?? '').trim();
  if (code === '' || code === '0') return null;
  const known = UNFIT_TYPES[code] ?? UNFIT_TYPES[code.toLowerCase()];
  if (!known) return { code, key: 'unknown', label: code };
  if (known.key === 'multiple' && line.hasDelegate) return { code, ...MULTIPLE_NON_OWN_BRAND };
  return { code, ...known };
}

// ---------------------------------------------------------------- product classification (SPEC §4)

export type ProductClass =
  'normal' | 'discontinued' | 'discontinuedWithReplacement' | 'temporarilyDiscontinued' | 'temporarilyDiscontinuedWithReplacement';

const TEMPORARILY_DISCONTINUED_ERROR = 'CE7062';
const REPLACEMENT_ERROR = 'CE6088';
/** Text in half- or full-width angle brackets: the replacement's part number in an error message. */
const ANGLE_BRACKETED = /[<＜]\s*[^<>＜＞\s][^<>＜＞]*[>＞]/;

/** Whether the line's errors announce a replacement product: CE6088, or an S code whose message has <…>. */
export function hasReplacement(line: Pick<CartLine, 'errorList'>): boolean {
  return (line.errorList ?? []).some(
    (e) => e.errorCode === REPLACEMENT_ERROR || (e.errorCode.toUpperCase().includes('S') && ANGLE_BRACKETED.test(e.errorMessage ?? '')),
  );
}

export function classifyProduct(line: Pick<CartLine, 'discontinueFlag' | 'isDiscontinued' | 'errorList'>): ProductClass {
  const permanently = line.discontinueFlag === '1' || line.isDiscontinued === true;
  const temporarily = !permanently && (line.errorList ?? []).some((e) => e.errorCode === TEMPORARILY_DISCONTINUED_ERROR);
  if (!permanently && !temporarily) return 'normal';
  const replaced = hasReplacement(line);
  if (permanently) return replaced ? 'discontinuedWithReplacement' : 'discontinued';
  return replaced ? 'temporarilyDiscontinuedWithReplacement' : 'temporarilyDiscontinued';
}

// ---------------------------------------------------------------- events

export function trackDialogClick(dialogName: string, button: string): boolean {
  return send(ANALYTICS_EVENTS.dialogClick, { dialogName, button });
}

function describeLine(line: CartLine): Record<string, unknown> {
  const unfit = unfitTypeOf(line);
  return {
    partNumber: line.partNumber,
    innerCode: line.innerCode ?? null,
    seriesCode: line.seriesCode ?? null,
    productName: line.productName ?? null,
    brandCode: line.brandCode ?? null,
    brandName: line.brandName ?? null,
    quantity: line.quantity,
    unfitType: unfit?.code ?? null,
    unfitTypeName: unfit?.label ?? null,
    unfitTypeKey: unfit?.key ?? null,
    hasDelegate: !!line.hasDelegate,
    discontinueFlag: line.discontinueFlag ?? null,
    productClass: classifyProduct(line),
    errorCodes: (line.errorList ?? []).map((e) => e.errorCode),
  };
}

/** A line worth reporting: unfit, or discontinued (permanently or temporarily). */
function isReportableLine(line: CartLine): boolean {
  return unfitTypeOf(line) !== null || classifyProduct(line) !== 'normal';
}

/**
 * Reports the unfit (or discontinued) lines of an add-to-cart. Fit lines are left out; nothing is sent when none
 * remain. A bulk add (e.g. a pasted list of part numbers) goes out in events of at most 10 lines. Returns the
 * number of events sent.
 */
export function trackUnfitAddToCart(lines: readonly CartLine[], options: { bulk?: boolean } = {}): number {
  const reported = lines.filter(isReportableLine).map(describeLine);
  if (reported.length === 0) return 0;
  const analytics = target();
  if (!analytics) {
    warnMissing(ANALYTICS_EVENTS.unfitAddToCart);
    return 0;
  }
  const bulk = options.bulk === true;
  const batches: Record<string, unknown>[][] = [];
  if (bulk) for (let i = 0; i < reported.length; i += ANALYTICS_BATCH_SIZE) batches.push(reported.slice(i, i + ANALYTICS_BATCH_SIZE));
  else batches.push(reported);
  let sent = 0;
  batches.forEach((batch, index) => {
    if (send(ANALYTICS_EVENTS.unfitAddToCart, { bulk, batchIndex: index, batchCount: batches.length, lines: batch }, analytics)) sent += 1;
  });
  return sent;
}
