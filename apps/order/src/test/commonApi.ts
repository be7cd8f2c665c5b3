import type { Routes } from '@shop/test-support';

/** The coupon check the company nudge makes (shared-ui's companyNudgeApi.ts writes the path out the same way). */
export const CHECK_COUPON_STATUS_PATH = '/api/Customer/coupon/checkCouponStatus';

/**
 * Answers any order page may need whatever its family: the company nudge's coupon check (status 1: the gift pack is
 * not on offer, so the nudge shows its plain text).
 */
export function commonRoutes(): Routes {
  return {
    [CHECK_COUPON_STATUS_PATH]: () => ({ status: 200, body: { returnFlg: 0, returnMSG: '', status: 1 } }),
  };
}
