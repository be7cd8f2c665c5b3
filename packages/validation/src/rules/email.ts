import { RULE_MESSAGES } from '../messages';
import type { RuleResult } from './types';

/** local@label.label.tld: local part of letters, digits, . _ -; domain labels; a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export function email(value: string): RuleResult {
  if (value === '') return null;
  return EMAIL_PATTERN.test(value) ? null : RULE_MESSAGES.email;
}
