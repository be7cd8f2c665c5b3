// @shop/shared-ui/analytics: SPEC §7 analytics events (dialog clicks, unfit lines added to the cart) and the SPEC §4
// unfit-type and product classification, for the pages that add to the cart; no React, no antd.
export * from '../analytics';
