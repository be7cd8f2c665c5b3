import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import { useShipToUpdateMutation } from '@shop/api-clients/shipTo/api';
import {
  SHIP_TO_LABELS,
  SHIP_TO_LIMITS,
  SHIP_TO_RULES,
  ShipToMessages,
  type ShipTo,
  type ShipToField,
} from '@shop/api-clients/shipTo/types';
import { errorText } from '@shop/shared-ui';
import { ThrottledButton } from '@shop/shared-ui/controls';
import { notify } from '@shop/shared-ui/notify';
import { checkMobileInput, toAntdRules } from '@shop/validation';

type FormValues = Record<ShipToField, string> & { isDefault: boolean };

const EMPTY: FormValues = {
  receiverName: '',
  companyName: '',
  department: '',
  zipCode: '',
  province: '',
  city: '',
  district: '',
  address: '',
  tel: '',
  mobile: '',
  isDefault: false,
};

const MAX_LENGTH: Record<ShipToField, number> = {
  receiverName: SHIP_TO_LIMITS.receiverNameMax,
  companyName: SHIP_TO_LIMITS.companyNameMax,
  department: SHIP_TO_LIMITS.departmentMax,
  zipCode: SHIP_TO_LIMITS.zipCodeMax,
  province: SHIP_TO_LIMITS.provinceMax,
  city: SHIP_TO_LIMITS.cityMax,
  district: SHIP_TO_LIMITS.districtMax,
  address: SHIP_TO_LIMITS.addressMax,
  tel: SHIP_TO_LIMITS.telMax,
  mobile: SHIP_TO_LIMITS.mobileMax,
};

const PLACEHOLDER: Partial<Record<ShipToField, string>> = {
  receiverName: '收货人姓名',
  companyName: '选填，打印在面单上',
  department: '选填',
  zipCode: '如 215123',
  province: '如 江苏省',
  city: '如 苏州市',
  district: '如 苏州工业园区',
  address: '街道、门牌号、楼栋及收货处',
  tel: '如 0512-62887788',
  mobile: '11 位手机号',
};

/** The form's rules are the server's (SHIP_TO_RULES), so both answer with the same words. */
const rulesOf = (field: ShipToField) => toAntdRules(SHIP_TO_RULES[field]);
const mobileRule = {
  validator: (_: unknown, value: unknown) => {
    const message = checkMobileInput(typeof value === 'string' ? value.trim() : '');
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
};

/** At least one of tel and mobile: the carrier calls before delivering. Shown under 手机, re-checked when 电话 changes. */
const phoneRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, value: unknown) => {
    const tel = String(getFieldValue('tel') ?? '').trim();
    const mobile = String(value ?? '').trim();
    return tel === '' && mobile === '' ? Promise.reject(new Error(ShipToMessages.PHONE_REQUIRED)) : Promise.resolve();
  },
});

function Field({ name, span = 12 }: { name: ShipToField; span?: number }) {
  const extra = name === 'mobile' ? [mobileRule, phoneRule] : [];
  return (
    <Col span={span}>
      <Form.Item
        label={SHIP_TO_LABELS[name]}
        name={name}
        rules={[...rulesOf(name), ...extra]}
        dependencies={name === 'mobile' ? ['tel'] : undefined}
        validateFirst
      >
        <Input maxLength={MAX_LENGTH[name]} placeholder={PLACEHOLDER[name]} autoComplete="off" />
      </Form.Item>
    </Col>
  );
}

/**
 * Add (editing null) or edit an address in a modal, mounted while open (so each opening starts from the address). The fields carry the server's rules; what the server still
 * refuses (another owner's id, the 50 limit, a flag changed meanwhile) is shown above the fields.
 */
export function ShipToForm({ editing, onClose }: { editing: ShipTo | null; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [save, saving] = useShipToUpdateMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setServerError(null);
    try {
      await save({ ...values, ...(editing ? { shipToId: editing.shipToId } : {}) }).unwrap();
      notify(editing ? '收货地址已保存' : '收货地址已新增', 'success');
      onClose();
    } catch (e) {
      setServerError(errorText(e, '保存失败，请稍后重试'));
    }
  };

  return (
    <Modal
      open
      title={editing ? '编辑收货地址' : '新增收货地址'}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <ThrottledButton key="save" type="primary" loading={saving.isLoading} onClick={() => void submit()}>
          保存
        </ThrottledButton>,
      ]}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark
        data-testid="ship-to-form"
        initialValues={editing ? { ...EMPTY, ...editing, isDefault: editing.isDefault } : EMPTY}
      >
        {serverError ? (
          <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} data-testid="ship-to-form-error" />
        ) : null}
        <Row gutter={12}>
          <Field name="receiverName" />
          <Field name="mobile" />
          <Field name="tel" />
          <Field name="zipCode" />
          <Field name="province" span={8} />
          <Field name="city" span={8} />
          <Field name="district" span={8} />
          <Field name="address" span={24} />
          <Field name="companyName" />
          <Field name="department" />
        </Row>
        <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox disabled={editing?.isDefault}>设为默认收货地址{editing?.isDefault ? '（当前默认）' : ''}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
