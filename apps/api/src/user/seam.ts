/**
 * The user family's declared seam (shop/boundaries); user imports no other family.
 *
 * Used by the WeChat login family: `users` is the table its bindings reference (foreign key, cascade on delete),
 * where its sign-in finds the user a binding names, creates an individual customer on first WeChat login, and
 * where its seed finds the demo account it pre-binds.
 */
export { users } from './tables';
