import { isBlank } from './text';

/** On-blur messages of the shared input component, verbatim from SPEC §5. */
export const INPUT_MESSAGES = {
  telephone: '请输入正确的联系人电话信息',
  mobile: '请输入正确的联系人手机号码',
  email: '请输入正确的邮箱地址',
  contactNameRequired: '联系人为必填项。',
  contactPhoneRequired: '联系电话为必填项。',
  contactPhoneDigits: '请输入正确的联系电话。',
} as const;

const TELEPHONE = /^[0-9][0-9*-]*$/;
const DIGITS = /^[0-9]+$/;

/** SPEC §5 mobile number: 11 digits, 1 then 3-9 (checkMobileInput; the WeChat register form of @shop/api-clients). */
export const MOBILE_PATTERN = /^1[3-9][0-9]{9}$/;

/** Telephone type: digits, asterisks and hyphens, starting with a digit. Empty is left to "required". */
export function checkTelephoneInput(value: string): string | null {
  return value === '' || TELEPHONE.test(value) ? null : INPUT_MESSAGES.telephone;
}

/** Mobile type: 11 digits, 1 then 3-9. */
export function checkMobileInput(value: string): string | null {
  return value === '' || MOBILE_PATTERN.test(value) ? null : INPUT_MESSAGES.mobile;
}

/** Email type: only checks for an at sign; the form rule `email` is the strict check. */
export function checkEmailInput(value: string): string | null {
  return value === '' || value.includes('@') ? null : INPUT_MESSAGES.email;
}

export function checkContactNameInput(value: string): string | null {
  return isBlank(value) ? INPUT_MESSAGES.contactNameRequired : null;
}

/** Required, then half-width digits only. */
export function checkContactPhoneInput(value: string): string | null {
  if (isBlank(value)) return INPUT_MESSAGES.contactPhoneRequired;
  return DIGITS.test(value) ? null : INPUT_MESSAGES.contactPhoneDigits;
}

export type InputCheckKind = 'telephone' | 'mobile' | 'email' | 'contactName' | 'contactPhone';

const INPUT_CHECKS: Readonly<Record<InputCheckKind, (value: string) => string | null>> = {
  telephone: checkTelephoneInput,
  mobile: checkMobileInput,
  email: checkEmailInput,
  contactName: checkContactNameInput,
  contactPhone: checkContactPhoneInput,
};

export function checkInputOnBlur(kind: InputCheckKind, value: string): string | null {
  return INPUT_CHECKS[kind](value);
}
