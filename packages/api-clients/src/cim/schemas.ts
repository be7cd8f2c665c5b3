/**
 * After-sales family contract schemas (SPEC §7 "/cim/api/", served under `/api/cim/api/...`): written once here, the
 * types derived from them (re-exported as types by ./types.ts). Server and tests only at run time — see
 * ../common/schemas.ts.
 *
 * Request schemas are shapes with generous caps that keep junk out. The limits a customer can run into (reason,
 * quantity, description and comment length, rating range) are checked by the server after the order-authorisation
 * check, with the Chinese messages of CimMessages; so those fields are optional here.
 */
import { Answers, Body, Nullable, PagingProperties, Query, Text, Type, type Static } from '../common/schemas';

/** GET /api/cim/api/reasons */
export const ApplyReason = Type.Object({
  reasonCode: Type.String(),
  reasonName: Type.String(),
  /** the description is required with this reason */
  descriptionRequired: Type.Boolean(),
});
export type ApplyReason = Static<typeof ApplyReason>;

/** PENDING 待审核 → APPROVED 审核通过 → RETURNING 待退货 → REFUNDING 退款中 → COMPLETED 已完成; or CANCELLED 已取消 */
export const ApplyStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('RETURNING'),
  Type.Literal('REFUNDING'),
  Type.Literal('COMPLETED'),
  Type.Literal('CANCELLED'),
]);
export type ApplyStatus = Static<typeof ApplyStatus>;

/** POST /api/cim/api/apply/create (sessionId in the query) */
export const ApplyCreateRequest = Body({
  soSlipNumber: Text(32, 1),
  soLineNumber: Text(8, 1),
  reasonCode: Type.Optional(Text(16)),
  quantity: Type.Optional(Type.Number()),
  description: Type.Optional(Text(4000)),
});
export type ApplyCreateRequest = Static<typeof ApplyCreateRequest>;

export const Satisfaction = Type.Object({
  /** 1..5 */
  rating: Type.Integer(),
  comment: Type.String(),
  ratedUserName: Type.String(),
  /** ISO 8601 */
  ratedAt: Type.String(),
});
export type Satisfaction = Static<typeof Satisfaction>;

export const AfterSalesApply = Type.Object({
  applyNum: Type.String(),
  soSlipNumber: Type.String(),
  soLineNumber: Type.String(),
  partNumber: Type.String(),
  productName: Type.String(),
  reasonCode: Type.String(),
  reasonName: Type.String(),
  quantity: Type.Integer(),
  description: Type.String(),
  status: ApplyStatus,
  statusDisp: Type.String(),
  applyUserName: Type.String(),
  /** YYYY-MM-DD (China time) */
  applyDate: Type.String(),
  satisfaction: Nullable(Satisfaction),
  /** status COMPLETED and not rated yet */
  canRate: Type.Boolean(),
});
export type AfterSalesApply = Static<typeof AfterSalesApply>;

/** GET /api/cim/api/apply/search */
export const ApplySearchQuery = Query({
  applyNum: Type.Optional(Text(32)),
  soSlipNumber: Type.Optional(Text(32)),
  status: Type.Optional(ApplyStatus),
  ...PagingProperties,
});
export type ApplySearchQuery = Static<typeof ApplySearchQuery>;
export const ApplySearchResult = Type.Object({
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  /** newest first */
  applyList: Type.Array(AfterSalesApply),
});
export type ApplySearchResult = Static<typeof ApplySearchResult>;

/** GET /api/cim/api/apply/detail */
export const ApplyDetailQuery = Query({ applyNum: Text(32, 1) });
export type ApplyDetailQuery = Static<typeof ApplyDetailQuery>;

/** POST /api/cim/api/satisfaction */
export const SatisfactionRequest = Body({
  applyNum: Text(32, 1),
  rating: Type.Optional(Type.Number()),
  comment: Type.Optional(Text(2000)),
});
export type SatisfactionRequest = Static<typeof SatisfactionRequest>;

/** Request and response schemas of each after-sales route, as the server declares them. */
export const CimRoutes = {
  reasons: { querystring: Query({}), response: Answers(Type.Array(ApplyReason)) },
  applyCreate: { querystring: Query({}), body: ApplyCreateRequest, response: Answers(AfterSalesApply) },
  applySearch: { querystring: ApplySearchQuery, response: Answers(ApplySearchResult) },
  applyDetail: { querystring: ApplyDetailQuery, response: Answers(AfterSalesApply) },
  satisfaction: { querystring: Query({}), body: SatisfactionRequest, response: Answers(AfterSalesApply) },
};
