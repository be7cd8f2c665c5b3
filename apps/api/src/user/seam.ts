/**
 * The user family's declared seam (shop/boundaries); user imports no other family.
 *
 * Used by the WeChat login family: `users` is the table its bindings reference (foreign key, cascade on delete),
 * where its sign-in finds the user a binding names, creates an individual customer on first WeChat login, and
 * where its seed finds the demo account it pre-binds.
 */
export { users } from './tables';
/** order family (checkout): the company's settlementType, orderCancelDisplayFlag and invoice defaults */
export { customers } from './tables';

/**
 * The address book, for the checkout (order family): the one address the caller may ship to (their company's, or
 * their own as an individual; any other id throws 404 收货地址不存在), and the default one checkout starts from.
 */
export { findShipToForCaller, findDefaultShipTo, toShipTo, type ShipToRow } from './shipTo/service';
