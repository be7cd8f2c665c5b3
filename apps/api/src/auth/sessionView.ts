import type { CustomerInfoResponse, LoginResponse } from '@shop/api-clients/user/types';
import type { CustomerRow, IssuedSession, UserRow } from './sessionService';

/** SPEC §4: any sessionStatus other than '1' (and not empty) means logged in. */
const SESSION_STATUS_LOGGED_IN = '0';

/** customerType of a user without a company (companies carry '1'). */
const INDIVIDUAL_CUSTOMER_TYPE = '2';

/** The user session entity of SPEC §3 as login and refresh answer it. */
export function toLoginResponse(issued: IssuedSession): LoginResponse {
  const { user, customer } = issued;
  return {
    userName: user.userName,
    userCode: user.userCode,
    sessionId: issued.sessionId,
    customerCode: user.customerCode,
    customerName: customer?.customerName ?? null,
    customerType: customer?.customerType ?? INDIVIDUAL_CUSTOMER_TYPE,
    settlementType: customer?.settlementType ?? null,
    settlementTypeDisp: customer?.settlementTypeDisp ?? null,
    newTabFlag: user.newTabFlag,
    permissionList: user.permissionList,
    sessionStatus: SESSION_STATUS_LOGGED_IN,
    refreshTokenHash: issued.refreshToken,
    purchaseLinkFlag: user.purchaseLinkFlag,
    promptDeliveryFlag: user.promptDeliveryFlag,
    purchaseList: [],
    sessionExpiresAt: issued.sessionExpiresAt.toISOString(),
  };
}

/**
 * SPEC §3 customer info. Managing ship-to addresses is the main account's job; changing the ship-to of an order
 * follows the company's flag. An individual customer has no company: customerCode null, every flag '0'.
 */
export function toCustomerInfo(user: Pick<UserRow, 'isMain'>, customer: CustomerRow | null): CustomerInfoResponse {
  if (!customer) {
    return { shipToManageFlag: '0', shipToChangeFlag: '0', customerCode: null, serviceStopType: '0', orderCancelDisplayFlag: '0' };
  }
  return {
    shipToManageFlag: customer.shipToManageFlag === '1' && user.isMain ? '1' : '0',
    shipToChangeFlag: customer.shipToChangeFlag,
    customerCode: customer.customerCode,
    serviceStopType: customer.serviceStopType,
    orderCancelDisplayFlag: customer.orderCancelDisplayFlag,
  };
}
