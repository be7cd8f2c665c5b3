/**
 * After-sales family contract (SPEC §7 "/cim/api/", served under `/api/cim/api/...`). Shared by apps/api/src/cim
 * and the RTK Query endpoints in ./api.ts. Answers use the status envelope like every /api family, so a 401
 * SESSION_EXPIRED from the session check drives the same refresh-and-retry. The request and response schemas are
 * written once in ./schemas.ts (TypeBox); the types below are derived from them and re-exported type-only, so no
 * TypeBox reaches a browser bundle.
 */
import type { ApplyStatus } from './schemas';

export type {
  AfterSalesApply,
  ApplyCreateRequest,
  ApplyDetailQuery,
  ApplyReason,
  ApplySearchQuery,
  ApplySearchResult,
  ApplyStatus,
  Satisfaction,
  SatisfactionRequest,
} from './schemas';

export const CimPaths = {
  reasons: '/api/cim/api/reasons',
  applyCreate: '/api/cim/api/apply/create',
  applySearch: '/api/cim/api/apply/search',
  applyDetail: '/api/cim/api/apply/detail',
  satisfaction: '/api/cim/api/satisfaction',
} as const;

/** Limits shared by the form and the server. */
export const CIM_LIMITS = {
  descriptionMax: 500,
  commentMax: 200,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export const CimMessages = {
  APPLY_NOT_FOUND: '售后申请不存在',
  APPLY_FORBIDDEN: '无权查看该售后申请',
  REASON_REQUIRED: '请选择申请原因',
  REASON_UNKNOWN: '申请原因不存在',
  LINE_REQUIRED: '请选择要申请售后的订单明细',
  QUANTITY_REQUIRED: '请输入申请数量',
  QUANTITY_INTEGER: '申请数量必须是正整数',
  /** {max} is replaced by the applicable quantity */
  QUANTITY_TOO_MANY: '申请数量不能超过可申请数量 {max}',
  NOTHING_APPLICABLE: '该订单明细暂无可申请售后的数量',
  DESCRIPTION_TOO_LONG: `问题描述最多 ${CIM_LIMITS.descriptionMax} 个字符`,
  DESCRIPTION_REQUIRED: '选择“其他”原因时请填写问题描述',
  RATING_RANGE: `请选择 ${CIM_LIMITS.ratingMin} 到 ${CIM_LIMITS.ratingMax} 星的评分`,
  COMMENT_TOO_LONG: `评价内容最多 ${CIM_LIMITS.commentMax} 个字符`,
  ALREADY_RATED: '该售后申请已评价，不能重复评价',
  NOT_COMPLETED: '售后处理完成后才能评价',
  /** 403 for a caller without ORDER on apply create and satisfaction (whoever may order may claim and rate) */
  NO_ORDER_PERMISSION: '您没有下单权限，只能为自己下的订单申请售后或评价售后；如需开通，请联系公司主账号',
} as const;

export const CimErrorCode = {
  APPLY_NOT_FOUND: 'APPLY_NOT_FOUND',
  APPLY_FORBIDDEN: 'APPLY_FORBIDDEN',
  ALREADY_RATED: 'ALREADY_RATED',
  NOT_COMPLETED: 'NOT_COMPLETED',
  NOTHING_APPLICABLE: 'NOTHING_APPLICABLE',
} as const;

export const APPLY_STATUS_LABELS: Record<ApplyStatus, string> = {
  PENDING: '待审核',
  APPROVED: '审核通过',
  RETURNING: '待退货',
  REFUNDING: '退款中',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
};

/** Pattern of an application number: AS + year + six digits (e.g. AS2026000101). */
export const APPLY_NUM_PATTERN = /^AS\d{10}$/;
