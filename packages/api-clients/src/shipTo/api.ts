import { shopApi } from '../shopApi';
import {
  ShipToPaths,
  type ShipTo,
  type ShipToDeleteRequest,
  type ShipToDeleteResult,
  type ShipToSearchQuery,
  type ShipToSearchResult,
  type ShipToUpdateRequest,
} from './types';

/** The address book (SPEC §7 shipToInfo/*); its own tag, so the checkout's address picker refreshes after a change. */
export const shipToApi = shopApi.enhanceEndpoints({ addTagTypes: ['ShipTo'] }).injectEndpoints({
  endpoints: (b) => ({
    shipToSearch: b.query<ShipToSearchResult, ShipToSearchQuery | void>({
      query: (p) => ({ url: ShipToPaths.search, params: { pageSize: 100, ...(p ?? {}) } }),
      providesTags: [{ type: 'ShipTo', id: 'LIST' }],
    }),
    shipToUpdate: b.mutation<ShipTo, ShipToUpdateRequest>({
      query: (body) => ({ url: ShipToPaths.update, method: 'POST', body }),
      invalidatesTags: [{ type: 'ShipTo', id: 'LIST' }],
    }),
    shipToDelete: b.mutation<ShipToDeleteResult, ShipToDeleteRequest>({
      query: (body) => ({ url: ShipToPaths.delete, method: 'POST', body }),
      invalidatesTags: [{ type: 'ShipTo', id: 'LIST' }],
    }),
  }),
});

export const { useShipToSearchQuery, useShipToUpdateMutation, useShipToDeleteMutation } = shipToApi;
