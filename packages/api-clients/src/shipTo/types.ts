/**
 * Address book contract (SPEC §7 user: shipToInfo/search, update, delete; served under `/api/user/v1/`). Shared by
 * apps/api/src/user/shipTo and the RTK Query endpoints in ./api.ts. The request and response schemas are written
 * once in ./schemas.ts (TypeBox); the types below are derived from them and re-exported type-only, so no TypeBox
 * reaches a browser bundle. The field rules (SHIP_TO_RULES) are @shop/validation rule strings that the form
 * (toAntdRules) and the server (validateFields) both run, so both sides answer with the same words.
 */
export type {
  ShipTo,
  ShipToDeleteRequest,
  ShipToDeleteResult,
  ShipToSearchQuery,
  ShipToSearchResult,
  ShipToUpdateRequest,
} from './schemas';

export const ShipToPaths = {
  search: '/api/user/v1/shipToInfo/search',
  update: '/api/user/v1/shipToInfo/update',
  delete: '/api/user/v1/shipToInfo/delete',
} as const;

/** Limits shared by the form and the server (lengths in characters, code points). */
export const SHIP_TO_LIMITS = {
  /** addresses one company (or one individual customer) may keep */
  maxPerOwner: 50,
  receiverNameMax: 20,
  companyNameMax: 50,
  departmentMax: 30,
  zipCodeMax: 10,
  provinceMax: 20,
  cityMax: 20,
  districtMax: 20,
  addressMax: 100,
  telMax: 20,
  mobileMax: 11,
} as const;

/** The editable text fields of an address, in form order. */
export const SHIP_TO_FIELDS = [
  'receiverName',
  'companyName',
  'department',
  'zipCode',
  'province',
  'city',
  'district',
  'address',
  'tel',
  'mobile',
] as const;
export type ShipToField = (typeof SHIP_TO_FIELDS)[number];

/** What each field is called on the form and in the server's messages. */
export const SHIP_TO_LABELS: Record<ShipToField, string> = {
  receiverName: '收货人',
  companyName: '公司名称',
  department: '部门',
  zipCode: '邮政编码',
  province: '省份',
  city: '城市',
  district: '区县',
  address: '详细地址',
  tel: '电话',
  mobile: '手机',
};

/**
 * @shop/validation rule strings (SPEC §5 zipCode and tel). The mobile number is checked with checkMobileInput
 * (SPEC §5 input rule: 11 digits, 1 then 3-9) on both sides, since no rule string names it.
 */
export const SHIP_TO_RULES: Record<ShipToField, string> = {
  receiverName: `required|max:${SHIP_TO_LIMITS.receiverNameMax}`,
  companyName: `max:${SHIP_TO_LIMITS.companyNameMax}`,
  department: `max:${SHIP_TO_LIMITS.departmentMax}`,
  zipCode: `zipCode|max:${SHIP_TO_LIMITS.zipCodeMax}`,
  province: `required|max:${SHIP_TO_LIMITS.provinceMax}`,
  city: `required|max:${SHIP_TO_LIMITS.cityMax}`,
  district: `max:${SHIP_TO_LIMITS.districtMax}`,
  address: `required|max:${SHIP_TO_LIMITS.addressMax}`,
  tel: `tel|max:${SHIP_TO_LIMITS.telMax}`,
  mobile: `max:${SHIP_TO_LIMITS.mobileMax}`,
};

export const ShipToMessages = {
  NOT_FOUND: '收货地址不存在',
  /** 403 for a company user when the company's shipToManageFlag (as customerInfo gives it to this user) is not '1' */
  NO_MANAGE: '您没有管理收货地址的权限，请联系公司主账号',
  LIMIT_REACHED: `收货地址最多保存 ${SHIP_TO_LIMITS.maxPerOwner} 个，请先删除不再使用的地址`,
  PHONE_REQUIRED: '电话和手机请至少填写一项',
  /** the page's note when the list is read-only */
  READ_ONLY_NOTE: '收货地址由公司主账号统一管理，您可以在下单时选择这些地址；如需新增或修改，请联系公司主账号。',
} as const;

/** A field's refusal as the server words it: the field's name, then the rule's message (收货人：此项为必填项). */
export const shipToFieldMessage = (field: ShipToField, message: string) => `${SHIP_TO_LABELS[field]}：${message}`;

export const ShipToErrorCode = {
  SHIP_TO_NOT_FOUND: 'SHIP_TO_NOT_FOUND',
  SHIP_TO_LIMIT: 'SHIP_TO_LIMIT',
} as const;
