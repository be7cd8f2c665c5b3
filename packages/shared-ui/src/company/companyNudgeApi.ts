import { apiCall } from '@shop/api-clients';
import { loadUserSession } from '@shop/session';

/** Coupon service checkCouponStatus answer (SPEC §7). */
export interface CouponStatus {
  returnFlg: number;
  status: number;
}

/** The new-customer gift pack's coupon event. */
export const NEW_CUSTOMER_COUPON_EVENT_ID = 1;
export const CHECK_COUPON_STATUS_PATH = '/api/Customer/coupon/checkCouponStatus';

// written out, not href('BindCompany'): importing @shop/routes here splits shared-ui's start-up chunk (+0.3 KB gzip on
// every entry page); packages/routes/test/links.test.ts checks that a route table serves these paths
export const BIND_COMPANY_PATH = '/account/regist/bindCompany';
export const JOIN_COMPANY_PATH = '/account/regist/bindCompany?mode=join';

export const COMPANY_NUDGE_MESSAGES = {
  /** status 1: the gift pack is not on offer (already taken or over) */
  plain: '完善企业信息后即可下单和询价',
  gift: '完善企业信息，即可领取新客专享礼包（优惠券）',
} as const;

export async function sessionCustomerCode(): Promise<string | null> {
  return loadUserSession()?.customerCode ?? null;
}

/** Default coupon check: POST {eventId} to the coupon service; the status may sit at the top level or under data. */
export async function fetchCouponStatus(eventId: number): Promise<CouponStatus> {
  const answer = await apiCall<Partial<CouponStatus> & { data?: Partial<CouponStatus> | null }>({
    url: CHECK_COUPON_STATUS_PATH,
    method: 'POST',
    service: 'customer',
    sessionIdIn: 'body',
    body: { eventId },
  });
  const status = answer?.status ?? answer?.data?.status;
  return { returnFlg: answer?.returnFlg ?? 0, status: typeof status === 'number' ? status : Number(status) };
}
