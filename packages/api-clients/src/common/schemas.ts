/**
 * Building blocks of every family's contract schemas (TypeBox, plain JSON Schema at run time).
 *
 * The schemas modules (`<family>/schemas.ts`) are imported at run time only by the server and by tests: TypeBox must
 * never reach a browser bundle. Browser code imports their types only (`import type`, or the `export type` lines of
 * `<family>/types.ts`), which the compiler erases.
 */
import Type, { type Static, type TProperties, type TSchema } from 'typebox';

export { Type, type Static, type TSchema };

/** A string field; NUL is refused because PostgreSQL text cannot hold it. */
export const Text = (maxLength: number, minLength = 0) =>
  Type.String({ maxLength, ...(minLength ? { minLength } : {}), pattern: '^[^\\u0000]*$' });

/** SPEC §7: every call carries applicationId and lang, and sessionId when logged in. */
export const CommonQueryProperties = {
  applicationId: Type.Optional(Text(64)),
  lang: Type.Optional(Text(16)),
  sessionId: Type.Optional(Text(256)),
};
export const CommonQuery = Type.Object(CommonQueryProperties);
export type CommonQuery = Static<typeof CommonQuery>;

/** pageNo (1-based) and pageSize of every list call; the server fills in the defaults. */
export const PagingProperties = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

/** A querystring: the common properties plus the route's own. */
export const Query = <P extends TProperties>(properties: P) => Type.Object({ ...CommonQueryProperties, ...properties });

/** A JSON body: sessionId (SPEC §7: some calls carry it in the body) plus the route's own properties. */
export const Body = <P extends TProperties>(properties: P) => Type.Object({ sessionId: CommonQueryProperties.sessionId, ...properties });

/**
 * A JSON body the route also accepts left out (a POST whose parameters may all travel in the query, or whose route
 * answers a missing body with its own message): the body's schema without `type: 'object'`, which a missing body
 * passes while a present one is still checked property by property.
 */
export const OptionalBody = <P extends TProperties>(properties: P) => {
  const { type: _object, ...schema } = Body(properties);
  return Type.Unsafe<Static<ReturnType<typeof Body<P>>> | undefined>(schema);
};

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The status envelope of a success (SPEC §3): status 0, errorMessage '', the data. */
export const OkEnvelope = <T extends TSchema>(data: T) => Type.Object({ status: Type.Literal(0), errorMessage: Type.String(), data });

/** The status envelope of a failure: status = the HTTP status, a Chinese errorMessage, a machine-readable errorCode. */
export const FailEnvelope = Type.Object({
  status: Type.Integer(),
  errorMessage: Type.String(),
  errorCode: Type.String(),
  data: Type.Null(),
});
export type FailEnvelope = Static<typeof FailEnvelope>;

/** The response schemas of a status-envelope route: its data on 200, the failure envelope on 4xx and 5xx. */
export const Answers = <T extends TSchema>(data: T) => ({ 200: OkEnvelope(data), '4xx': FailEnvelope, '5xx': FailEnvelope });
