import { RULE_MESSAGES } from '../messages';
import { isBlank } from '../text';
import type { RuleResult } from './types';

const ZIP_CODE = /^[A-Za-z0-9\-() ]+$/;

/** Required, then only ASCII letters, digits, hyphen, round brackets and the half-width space. */
export function zipCode(value: string): RuleResult {
  if (isBlank(value)) return RULE_MESSAGES.required;
  return ZIP_CODE.test(value) ? null : RULE_MESSAGES.zipCode;
}
