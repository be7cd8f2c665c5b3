import type { Rule as FormRule } from 'antd/es/form';
import { toAntdRules } from '@shop/validation';
import { WECHAT_REGISTER_FIELDS, type WechatFieldRule } from '@shop/api-clients/user/wechatTypes';

/** antd rules of one register field: the same rule string and extra pattern the API checks. */
function fieldRules(def: WechatFieldRule): FormRule[] {
  const rules: FormRule[] = [...toAntdRules(def.rules)];
  const pattern = def.pattern;
  if (pattern) {
    rules.push({
      validator: (_rule: unknown, value: unknown) =>
        typeof value !== 'string' || value === '' || pattern.test.test(value)
          ? Promise.resolve()
          : Promise.reject(new Error(pattern.message)),
    });
  }
  return rules;
}

export const REGISTER_RULES = {
  loginId: fieldRules(WECHAT_REGISTER_FIELDS.loginId),
  password: fieldRules(WECHAT_REGISTER_FIELDS.password),
  userName: fieldRules(WECHAT_REGISTER_FIELDS.userName),
  email: fieldRules(WECHAT_REGISTER_FIELDS.email),
  mobile: fieldRules(WECHAT_REGISTER_FIELDS.mobile),
};

export const PASSWORD_MISMATCH = '两次输入的密码不一致';
