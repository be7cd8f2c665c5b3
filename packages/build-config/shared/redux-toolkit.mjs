/*
 * The @reduxjs/toolkit every app of the shop shares, as a list of exports (see react-router.mjs for why: a shared
 * module is never tree-shaken, this list is). Two groups: what the shop's code imports, and what RTK Query's own
 * files import from '@reduxjs/toolkit' (they reach this module through the same share key).
 * apps/shell/test/reduxToolkitSharing.test.ts fails when either group misses a name: add it here, then.
 */
export {
  // the shop
  combineSlices,
  configureStore,
  createSelector,
  createSlice,
  // RTK Query (dist/query/rtk-query.modern.mjs, dist/query/react/rtk-query-react.modern.mjs)
  SHOULD_AUTOBATCH,
  combineReducers,
  createAction,
  createAsyncThunk,
  createNextState,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'redux-toolkit-package';
