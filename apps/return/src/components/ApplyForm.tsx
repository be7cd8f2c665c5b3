import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useApplyCreateMutation, useApplyReasonsQuery } from '@shop/api-clients/cim/api';
import { CIM_LIMITS, CimMessages, type AfterSalesApply } from '@shop/api-clients/cim/types';
import type { ApplicableLine, OrderAuthCheckResult } from '@shop/api-clients/order/types';
import { toAntdRules, validate } from '@shop/validation';
import { errorText } from '@shop/shared-ui';

interface ApplyValues {
  soLineNumber?: string;
  reasonCode?: string;
  quantity?: number | null;
  description?: string;
}

const lineLabel = (l: ApplicableLine) => `第 ${l.soLineNumber} 行  ${l.partNumber}  ${l.productName}（可申请 ${l.applicableQty} 件）`;

/**
 * The after-sales application form, shown only once the order-authorisation check has passed. Quantity uses the
 * SPEC §5 quantity rule (1 to what the line still allows); the server checks everything again.
 */
export function ApplyForm({ check, onCreated }: { check: OrderAuthCheckResult; onCreated: (apply: AfterSalesApply) => void }) {
  const [form] = Form.useForm<ApplyValues>();
  const reasons = useApplyReasonsQuery();
  const [create, creating] = useApplyCreateMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const lines = check.lineList.filter((l) => l.applicableQty > 0);
  const fixed = check.soLineNumber !== undefined;
  const lineNumber = Form.useWatch('soLineNumber', form);
  const reasonCode = Form.useWatch('reasonCode', form);
  const reasonOf = (code: unknown) => reasons.data?.find((r) => r.reasonCode === code);
  const lineOf = (no: unknown) => lines.find((l) => l.soLineNumber === no);
  const line = lineOf(lineNumber);
  const reason = reasonOf(reasonCode);

  // rules read the other fields when they run, so they never lag behind a choice just made
  const quantityRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: unknown) => {
      const max = lineOf(getFieldValue('soLineNumber'))?.applicableQty ?? 1;
      const message = validate(value === undefined || value === null ? '' : String(value), `required|quantity:1,${max}`);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
  const descriptionRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: unknown) =>
      reasonOf(getFieldValue('reasonCode'))?.descriptionRequired && !String(value ?? '').trim()
        ? Promise.reject(new Error(CimMessages.DESCRIPTION_REQUIRED))
        : Promise.resolve(),
  });

  const submit = async (v: ApplyValues) => {
    setSubmitError(null);
    try {
      const apply = await create({
        soSlipNumber: check.soSlipNumber,
        soLineNumber: v.soLineNumber!,
        reasonCode: v.reasonCode!,
        quantity: v.quantity!,
        description: v.description?.trim() ?? '',
      }).unwrap();
      onCreated(apply);
    } catch (e) {
      setSubmitError(errorText(e));
    }
  };

  return (
    <Form<ApplyValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      style={{ maxWidth: 720 }}
      initialValues={{ soLineNumber: fixed || lines.length === 1 ? lines[0]?.soLineNumber : undefined }}
      onFinish={submit}
      data-testid="apply-form"
    >
      <Form.Item label="申请明细" name="soLineNumber" rules={[{ required: true, message: CimMessages.LINE_REQUIRED }]}>
        <Select
          aria-label="申请明细"
          disabled={fixed}
          placeholder="请选择订单明细"
          options={lines.map((l) => ({ value: l.soLineNumber, label: lineLabel(l) }))}
          onChange={() => form.getFieldValue('quantity') !== undefined && void form.validateFields(['quantity']).catch(() => undefined)}
        />
      </Form.Item>
      <Form.Item label="申请原因" name="reasonCode" rules={[{ required: true, message: CimMessages.REASON_REQUIRED }]}>
        <Select
          aria-label="申请原因"
          placeholder="请选择申请原因"
          loading={reasons.isLoading}
          options={(reasons.data ?? []).map((r) => ({ value: r.reasonCode, label: r.reasonName }))}
        />
      </Form.Item>
      <Form.Item
        label="申请数量"
        name="quantity"
        extra={line ? `本行已发货 ${line.shippedQty} 件，最多可申请 ${line.applicableQty} 件` : undefined}
        required
        rules={[quantityRule]}
      >
        <InputNumber aria-label="申请数量" precision={0} style={{ width: 160 }} placeholder="请输入数量" />
      </Form.Item>
      <Form.Item
        label="问题描述"
        name="description"
        required={!!reason?.descriptionRequired}
        rules={[descriptionRule, ...toAntdRules(`max:${CIM_LIMITS.descriptionMax}`)]}
      >
        <Input.TextArea
          aria-label="问题描述"
          rows={4}
          showCount
          maxLength={CIM_LIMITS.descriptionMax}
          placeholder="请描述遇到的问题，如外观、规格、数量等情况"
        />
      </Form.Item>
      {submitError ? <Alert type="error" showIcon title={submitError} style={{ marginBottom: 16 }} data-testid="apply-error" /> : null}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={creating.isLoading}>
          提交申请
        </Button>
      </Form.Item>
    </Form>
  );
}
