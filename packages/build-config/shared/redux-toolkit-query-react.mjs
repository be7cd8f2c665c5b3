/*
 * '@reduxjs/toolkit/query/react' as the shop shares it: the one value the shop imports from it (shopApi's createApi).
 * Checked by apps/shell/test/reduxToolkitSharing.test.ts.
 */
export { createApi } from 'redux-toolkit-query-react-package';
