import { RULE_MESSAGES } from '../messages';
import type { RuleResult } from './types';

const DIGITS_AND_HYPHENS = /^[0-9-]+$/;

/**
 * Mainland mobile number: optional prefix 0, 86 or 17951, then 13x, 145/147, 15x without 154,
 * 176-178 or 18x, then 8 digits.
 */
export const MAINLAND_MOBILE_PATTERN = /^(?:0|86|17951)?(?:13[0-9]|14[57]|15[0-35-9]|17[678]|18[0-9])[0-9]{8}$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(value);
}

/**
 * Every mobile number is also "digits only", so the mobile alternative never widens what passes;
 * it is kept because the spec states the rule that way and isMainlandMobile is useful on its own.
 */
export function tel(value: string): RuleResult {
  if (value === '') return null;
  return DIGITS_AND_HYPHENS.test(value) || isMainlandMobile(value) ? null : RULE_MESSAGES.tel;
}
