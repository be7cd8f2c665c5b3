/**
 * SPEC §7: every call carries applicationId and lang, and sessionId when logged in (some in the body).
 * Route schemas spread these properties in; the limits keep junk out, the values are not otherwise used
 * by the catalogue.
 */
export const commonQueryProperties = {
  applicationId: { type: 'string', maxLength: 64 },
  lang: { type: 'string', maxLength: 16 },
  sessionId: { type: 'string', maxLength: 256 },
} as const;

export const pagingProperties = {
  pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export interface Paging {
  pageNo: number;
  pageSize: number;
}
