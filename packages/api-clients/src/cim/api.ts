import { shopApi } from '../shopApi';
import {
  CimPaths,
  type AfterSalesApply,
  type ApplyCreateRequest,
  type ApplyReason,
  type ApplySearchQuery,
  type ApplySearchResult,
  type SatisfactionRequest,
} from './types';

/** After-sales applications and satisfaction (SPEC §7 /cim/api/, served under /api). */
export const cimApi = shopApi.injectEndpoints({
  endpoints: (b) => ({
    applyReasons: b.query<ApplyReason[], void>({ query: () => ({ url: CimPaths.reasons }) }),
    applySearch: b.query<ApplySearchResult, ApplySearchQuery | void>({
      query: (p) => ({ url: CimPaths.applySearch, params: p ?? {} }),
      providesTags: (r) => [
        { type: 'AfterSalesApply', id: 'LIST' },
        ...(r?.applyList ?? []).map((a) => ({ type: 'AfterSalesApply' as const, id: a.applyNum })),
      ],
    }),
    applyDetail: b.query<AfterSalesApply, { applyNum: string }>({
      query: (p) => ({ url: CimPaths.applyDetail, params: p }),
      providesTags: (_r, _e, p) => [{ type: 'AfterSalesApply', id: p.applyNum.toUpperCase() }],
    }),
    applyCreate: b.mutation<AfterSalesApply, ApplyCreateRequest>({
      query: (body) => ({ url: CimPaths.applyCreate, method: 'POST', body }),
      invalidatesTags: (_r, _e, req) => [
        { type: 'AfterSalesApply', id: 'LIST' },
        { type: 'OrderAuth', id: req.soSlipNumber.toUpperCase() },
      ],
    }),
    satisfactionCreate: b.mutation<AfterSalesApply, SatisfactionRequest>({
      query: (body) => ({ url: CimPaths.satisfaction, method: 'POST', body }),
      invalidatesTags: (_r, _e, req) => [{ type: 'AfterSalesApply', id: req.applyNum.toUpperCase() }],
    }),
  }),
});

export const { useApplyReasonsQuery, useApplySearchQuery, useApplyDetailQuery, useApplyCreateMutation, useSatisfactionCreateMutation } =
  cimApi;
