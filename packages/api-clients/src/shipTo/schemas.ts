/**
 * Address book contract schemas (SPEC §7 shipToInfo/*, served under `/api/user/v1/`): written once here, the types
 * derived from them (re-exported as types by ./types.ts). Server and tests only at run time — see
 * ../common/schemas.ts.
 *
 * The update body's text fields are optional shapes with generous caps: the rules a customer can run into (required,
 * lengths, zip code, telephone, mobile) are SHIP_TO_RULES, checked by the server after the access check, with the same
 * Chinese messages the form shows.
 */
import { Answers, Body, Nullable, PagingProperties, Query, Text, Type, type Static } from '../common/schemas';

const ShipToId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** generous cap: the real limits are SHIP_TO_LIMITS, answered in Chinese */
const Field = () => Type.Optional(Text(1000));

export const ShipTo = Type.Object({
  shipToId: Type.Integer(),
  receiverName: Type.String(),
  companyName: Type.String(),
  department: Type.String(),
  zipCode: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  address: Type.String(),
  tel: Type.String(),
  mobile: Type.String(),
  /** one default per company (or individual); checkout starts from it */
  isDefault: Type.Boolean(),
  /** ISO 8601 */
  updatedAt: Type.String(),
});
export type ShipTo = Static<typeof ShipTo>;

/** GET /api/user/v1/shipToInfo/search: paging optional (pageSize up to 100 covers the 50 an owner may keep). */
export const ShipToSearchQuery = Query({ ...PagingProperties });
export type ShipToSearchQuery = Static<typeof ShipToSearchQuery>;
export const ShipToSearchResult = Type.Object({
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  /** SHIP_TO_LIMITS.maxPerOwner: the page says how many more may be added */
  maxCount: Type.Integer(),
  /**
   * whether this caller may add, edit and delete: an individual customer always (their own addresses); a company user
   * when customerInfo's shipToManageFlag is '1' for them
   */
  manageable: Type.Boolean(),
  /** the default first, then newest first */
  shipToList: Type.Array(ShipTo),
});
export type ShipToSearchResult = Static<typeof ShipToSearchResult>;

/**
 * POST /api/user/v1/shipToInfo/update: without shipToId adds an address, with one edits it (fields left out keep
 * their value; so `{ shipToId, isDefault: true }` sets the default). isDefault true makes it the only default.
 */
export const ShipToUpdateRequest = Body({
  shipToId: Type.Optional(ShipToId),
  receiverName: Field(),
  companyName: Field(),
  department: Field(),
  zipCode: Field(),
  province: Field(),
  city: Field(),
  district: Field(),
  address: Field(),
  tel: Field(),
  mobile: Field(),
  isDefault: Type.Optional(Type.Boolean()),
});
export type ShipToUpdateRequest = Static<typeof ShipToUpdateRequest>;

/** POST /api/user/v1/shipToInfo/delete */
export const ShipToDeleteRequest = Body({ shipToId: ShipToId });
export type ShipToDeleteRequest = Static<typeof ShipToDeleteRequest>;
export const ShipToDeleteResult = Type.Object({
  shipToId: Type.Integer(),
  /** the default after the delete (the newest address when the default was deleted); null when none is left */
  defaultShipToId: Nullable(Type.Integer()),
});
export type ShipToDeleteResult = Static<typeof ShipToDeleteResult>;

/** Request and response schemas of each address-book route, as the server declares them. */
export const ShipToRoutes = {
  search: { querystring: ShipToSearchQuery, response: Answers(ShipToSearchResult) },
  update: { querystring: Query({}), body: ShipToUpdateRequest, response: Answers(ShipTo) },
  delete: { querystring: Query({}), body: ShipToDeleteRequest, response: Answers(ShipToDeleteResult) },
};
