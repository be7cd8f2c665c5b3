/**
 * Auth and user family contract schemas (`/api/auth/*`, `/api/user/v1/*`, status envelope): written once here, for
 * the server and tests at run time (see ../common/schemas.ts). The session entity of SPEC §3 is @shop/session's
 * (stored in the browser); the schemas below must describe it exactly, which the type checks at the end hold them to.
 */
import type { AuthCheckResult, CustomerInfo, UserSession } from '@shop/session';
import { Answers, Nullable, OptionalBody, Query, Type, type Static } from '../common/schemas';

/**
 * A string the page sends, whose type and content the route checks itself with the form's rules (shared with the
 * page), answering their Chinese messages (请输入账号和密码, 用户名：格式不正确 ...). The schema only caps its length,
 * well above the form's limits, and refuses NUL; it names no JSON type and may be missing, so validation neither
 * coerces a wrong type nor answers a missing or wrong field before the route's own message.
 */
export const FormText = (maxLength: number) =>
  Type.Optional(
    Type.Unsafe<string>({
      maxLength,
      pattern: '^[^\\u0000]*$',
      description: `string (at most ${maxLength} characters); checked by the route`,
    }),
  );

export const LoginRequest = OptionalBody({ loginId: FormText(1000), password: FormText(1000) });
export type LoginRequest = { loginId: string; password: string };

export const RefreshRequest = OptionalBody({ refreshTokenHash: FormText(1000) });
export type RefreshRequest = { refreshTokenHash: string };

const PurchaseListItem = Type.Object(
  { partNumber: Type.String(), quantity: Type.Number(), seriesCode: Type.Optional(Type.String()) },
  // its fields beyond these are not specified (SPEC §3): kept as they are
  { additionalProperties: true },
);

/** Login and refresh both answer the full user session of SPEC §3, and when the sessionId stops being accepted. */
export const LoginResponse = Type.Object({
  userName: Type.String(),
  userCode: Type.String(),
  sessionId: Type.String(),
  customerCode: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  customerType: Nullable(Type.String()),
  settlementType: Nullable(Type.String()),
  settlementTypeDisp: Nullable(Type.String()),
  newTabFlag: Type.String(),
  permissionList: Type.Array(Type.String()),
  sessionStatus: Type.String(),
  refreshTokenHash: Type.String(),
  purchaseLinkFlag: Type.String(),
  promptDeliveryFlag: Type.String(),
  purchaseList: Type.Array(PurchaseListItem),
  /** ISO 8601 */
  sessionExpiresAt: Type.String(),
});

export const AuthCheckResponse = Type.Object({ permissionList: Type.Array(Type.String()), cellularPhone: Nullable(Type.String()) });

/** customerCode is null for an individual customer without a company. */
export const CustomerInfoResponse = Type.Object({
  shipToManageFlag: Type.String(),
  shipToChangeFlag: Type.String(),
  customerCode: Nullable(Type.String()),
  serviceStopType: Type.String(),
  orderCancelDisplayFlag: Type.String(),
});

/** Request and response schemas of each auth and user route, as the server declares them. */
export const UserRoutes = {
  login: { querystring: Query({}), body: LoginRequest, response: Answers(LoginResponse) },
  refresh: { querystring: Query({}), body: RefreshRequest, response: Answers(LoginResponse) },
  /** sessionId in the query or the body, with the msm_sid cookie */
  logout: { querystring: Query({}), body: OptionalBody({}), response: Answers(Type.Null()) },
  authCheck: { querystring: Query({}), response: Answers(AuthCheckResponse) },
  customerInfo: { querystring: Query({}), response: Answers(CustomerInfoResponse) },
};

// ---- the schemas describe @shop/session's entities exactly (a change on either side fails the typecheck)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type WithoutList<T> = Omit<T, 'purchaseList'>;
export type SchemaChecks = [
  Holds<Same<WithoutList<Static<typeof LoginResponse>>, WithoutList<UserSession> & { sessionExpiresAt: string }>>,
  Holds<Same<Static<typeof AuthCheckResponse>, AuthCheckResult>>,
  Holds<Same<Static<typeof CustomerInfoResponse>, CustomerInfo>>,
  Holds<Static<typeof PurchaseListItem> extends UserSession['purchaseList'][number] ? true : false>,
];
