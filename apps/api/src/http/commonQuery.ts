/**
 * What every family's routes share on the server side. The request schemas themselves (common query properties,
 * paging, text limits) live with the contracts in @shop/api-clients/common/schemas.
 */

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** The paging of a list query; the schema's defaults (1, 20) are filled in by validation, this says so to the type. */
export function pagingOf(q: { pageNo?: number; pageSize?: number }): Paging {
  return { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 20 };
}
