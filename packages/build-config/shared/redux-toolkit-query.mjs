/*
 * '@reduxjs/toolkit/query' as the shop shares it: what RTK Query's React entry imports from it (the shop's own code
 * imports only its types). Checked by apps/shell/test/reduxToolkitSharing.test.ts.
 */
export { QueryStatus, buildCreateApi, copyWithStructuralSharing, coreModule, setupListeners, skipToken } from 'redux-toolkit-query-package';
