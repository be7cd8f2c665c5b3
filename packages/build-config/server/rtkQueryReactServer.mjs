// RTK Query's React entry for the server build: the same exports, but createApi starts a query while rendering
// (reactHooksModule's unstable__sideEffectsInRender), since effects never run in a server render.
import { buildCreateApi, coreModule } from 'rtk-query-core-original';
import { reactHooksModule } from 'rtk-query-react-original';

export * from 'rtk-query-react-original';
export const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: true }));
