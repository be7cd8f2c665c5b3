import { validate } from '@shop/validation';
import { WECHAT_REGISTER_FIELDS } from '@shop/api-clients/user/wechatTypes';

type RegisterField = keyof typeof WECHAT_REGISTER_FIELDS;
const ORDER: readonly RegisterField[] = ['loginId', 'password', 'userName', 'email', 'mobile'];

/**
 * The register step's field checks (same rules as the form): the first failing field's message (generic rule
 * messages prefixed with the field's label), or null. Values must already be strings or absent (optional fields).
 */
export function registerFieldError(values: Partial<Record<RegisterField, unknown>>): string | null {
  for (const field of ORDER) {
    const def = WECHAT_REGISTER_FIELDS[field];
    const raw = values[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') return `${def.label}：格式不正确`;
    const value = typeof raw === 'string' ? raw : '';
    const generic = validate(value, def.rules, { field: def.label });
    if (generic) return `${def.label}：${generic}`;
    // these messages name their field already
    if (value !== '' && def.pattern && !def.pattern.test.test(value)) return def.pattern.message;
  }
  return null;
}
