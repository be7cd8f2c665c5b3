import { RULE_MESSAGES } from '../messages';
import type { RuleResult } from './types';

/** At least one letter outside ASCII: a bank name is written in Chinese (or another local script). */
const LOCAL_LETTER = /\P{ASCII}/u;
const LETTER = /\p{L}/u;
const BANK_ACCOUNT = /^[0-9.-]+$/;

function hasLocalLetter(value: string): boolean {
  for (const ch of value) {
    if (LOCAL_LETTER.test(ch) && LETTER.test(ch)) return true;
  }
  return false;
}

/**
 * Empty allowed. Rejects digits-and-hyphens only and pure ASCII; beyond the spec's wording it also
 * rejects text whose only non-ASCII characters are not letters (e.g. full-width digits "１２３").
 */
export function openingBank(value: string): RuleResult {
  if (value === '') return null;
  return hasLocalLetter(value) ? null : RULE_MESSAGES.openingBank;
}

/** Empty allowed; otherwise only half-width digits, dot and hyphen. */
export function bankAccount(value: string): RuleResult {
  if (value === '') return null;
  return BANK_ACCOUNT.test(value) ? null : RULE_MESSAGES.bankAccount;
}
