import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import { ORDER_FIELD_RULES } from '@shop/api-clients/order/types';
import type { InvoiceType } from '@shop/api-clients/order/types';
import { toAntdRules } from '@shop/validation';

export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  '1': '增值税专用发票',
  '2': '增值税普通发票',
};

/**
 * The invoice part of the confirm form, its values under `invoice`. A special VAT invoice (专用) needs the bank and
 * account the buyer's company deducts input tax with; an ordinary one may leave them out. Rules are the contract's
 * rule strings (SPEC §5 taxNo, newTaxNo, openingBank, bankAccount, tel), the same ones the server runs.
 */
export function InvoiceFields() {
  const invoiceType = Form.useWatch(['invoice', 'invoiceType']) as InvoiceType | undefined;
  const special = invoiceType === '1';
  // the type is read when the rule runs, not when the page rendered: switching to 普通 then submitting at once must
  // not meet the 专用 rules of the previous render
  const bankRules = (rule: string) => [
    ({ getFieldValue }: { getFieldValue: (name: (string | number)[]) => unknown }) => ({
      validator: (r: unknown, value: unknown) =>
        toAntdRules(getFieldValue(['invoice', 'invoiceType']) === '1' ? `required|${rule}` : rule)[0]!.validator(r, value),
    }),
  ];
  return (
    <div data-testid="invoice-fields">
      <Form.Item label="发票类型" name={['invoice', 'invoiceType']} rules={toAntdRules('required')}>
        <Radio.Group
          options={(Object.keys(INVOICE_TYPE_LABELS) as InvoiceType[]).map((value) => ({ value, label: INVOICE_TYPE_LABELS[value] }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="发票抬头" name={['invoice', 'invoiceTitle']} rules={toAntdRules(ORDER_FIELD_RULES.invoiceTitle)}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="纳税人识别号" name={['invoice', 'taxNo']} rules={toAntdRules(ORDER_FIELD_RULES.taxNo)}>
            <Input maxLength={30} style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="开户银行"
            name={['invoice', 'openingBank']}
            required={special}
            rules={bankRules(ORDER_FIELD_RULES.openingBank)}
            dependencies={[['invoice', 'invoiceType']]}
          >
            <Input maxLength={100} placeholder={special ? '如 中国工商银行苏州工业园区支行' : '选填'} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="银行账号"
            name={['invoice', 'bankAccount']}
            required={special}
            rules={bankRules(ORDER_FIELD_RULES.bankAccount)}
            dependencies={[['invoice', 'invoiceType']]}
          >
            <Input maxLength={40} placeholder={special ? '' : '选填'} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="注册地址" name={['invoice', 'registeredAddress']} rules={toAntdRules(ORDER_FIELD_RULES.registeredAddress)}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="注册电话" name={['invoice', 'registeredTel']} rules={toAntdRules(ORDER_FIELD_RULES.registeredTel)}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}
