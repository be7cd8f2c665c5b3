import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import type { AfterSalesApply, ApplyStatus } from '@shop/api-clients/cim/types';

const STATUS_COLORS: Record<ApplyStatus, string> = {
  PENDING: 'gold',
  APPROVED: 'blue',
  RETURNING: 'cyan',
  REFUNDING: 'purple',
  COMPLETED: 'green',
  CANCELLED: 'default',
};

export function ApplyStatusTag({ apply }: { apply: Pick<AfterSalesApply, 'status' | 'statusDisp'> }) {
  return <Tag color={STATUS_COLORS[apply.status]}>{apply.statusDisp}</Tag>;
}

/** One application's facts, as the detail and satisfaction pages show them. */
export function ApplySummary({ apply }: { apply: AfterSalesApply }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      data-testid="apply-summary"
      items={[
        { key: 'applyNum', label: '售后单号', children: apply.applyNum },
        { key: 'status', label: '处理状态', children: <ApplyStatusTag apply={apply} /> },
        { key: 'order', label: '订单号', children: `${apply.soSlipNumber}（第 ${apply.soLineNumber} 行）` },
        { key: 'applyDate', label: '申请日期', children: apply.applyDate },
        { key: 'partNumber', label: '型号', children: apply.partNumber },
        { key: 'productName', label: '商品名称', children: apply.productName },
        { key: 'reason', label: '申请原因', children: apply.reasonName },
        { key: 'quantity', label: '申请数量', children: `${apply.quantity} 件` },
        { key: 'applicant', label: '申请人', children: apply.applyUserName },
        { key: 'description', label: '问题描述', span: 'filled', children: apply.description || '—' },
      ]}
    />
  );
}
