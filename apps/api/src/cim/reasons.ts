import type { ApplyReason } from '@shop/api-clients/cim/types';

/** After-sales reasons offered to customers; '99' (其他) needs a description. */
export const APPLY_REASONS: readonly ApplyReason[] = [
  { reasonCode: '01', reasonName: '产品质量问题', descriptionRequired: false },
  { reasonCode: '02', reasonName: '发错货（型号或规格不符）', descriptionRequired: false },
  { reasonCode: '03', reasonName: '运输途中破损', descriptionRequired: false },
  { reasonCode: '04', reasonName: '数量短缺', descriptionRequired: false },
  { reasonCode: '05', reasonName: '下错单或不再需要', descriptionRequired: false },
  { reasonCode: '99', reasonName: '其他', descriptionRequired: true },
];

export function reasonByCode(code: string): ApplyReason | undefined {
  return APPLY_REASONS.find((r) => r.reasonCode === code);
}
