/**
 * SPEC §7: every call carries applicationId and lang, and sessionId when logged in (some in the body).
 * Route schemas spread these properties in; the limits keep junk out, the values are not otherwise used
 * by the catalogue.
 */
/** A string field; NUL is refused because PostgreSQL text cannot hold it. */
export const text = (maxLength: number, minLength = 0) =>
  ({ type: 'string', maxLength, ...(minLength ? { minLength } : {}), pattern: '^[^\\u0000]*$' }) as const;

export const commonQueryProperties = {
  applicationId: text(64),
  lang: text(16),
  sessionId: text(256),
} as const;

/** A querystring schema: the common properties plus the route's own. */
export const query = <P extends Record<string, unknown>>(properties: P, required: string[] = []) => ({
  type: 'object',
  properties: { ...commonQueryProperties, ...properties },
  required,
});

/** A JSON body schema: sessionId (SPEC §7: some calls carry it in the body) plus the route's own properties. */
export const body = <P extends Record<string, unknown>>(properties: P, required: string[] = []) => ({
  type: 'object',
  required,
  properties: { sessionId: commonQueryProperties.sessionId, ...properties },
});

export const pagingProperties = {
  pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export interface Paging {
  pageNo: number;
  pageSize: number;
}
