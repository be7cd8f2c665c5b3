import { NEW_TAX_NO_MIN_LENGTH_ALLOWING_LETTERS } from '../constants';
import { RULE_MESSAGES } from '../messages';
import { codePointLength, isBlank } from '../text';
import type { RuleResult } from './types';

const WHITESPACE = /\s/u;
const ASCII_PRINTABLE = /^[\x21-\x7e]+$/;
/** Letters the unified social credit code never uses, because they look like 1, 0, 2, 5 and U. */
const TAX_NO_FORBIDDEN_LETTERS = /[IOZSV]/;

/** Required, no whitespace at all, only printable half-width ASCII. */
export function taxNo(value: string): RuleResult {
  if (isBlank(value)) return RULE_MESSAGES.required;
  if (WHITESPACE.test(value)) return RULE_MESSAGES.taxNoSpace;
  return ASCII_PRINTABLE.test(value) ? null : RULE_MESSAGES.taxNoAscii;
}

/** Uppercase I, O, Z, S and V are not allowed (lowercase letters are left to other rules). */
export function taxNoDisable(value: string): RuleResult {
  return TAX_NO_FORBIDDEN_LETTERS.test(value) ? RULE_MESSAGES.taxNoForbiddenLetters : null;
}

/** As taxNoDisable, but values of 15 or more characters may contain those letters. */
export function newTaxNo(value: string): RuleResult {
  if (codePointLength(value) >= NEW_TAX_NO_MIN_LENGTH_ALLOWING_LETTERS) return null;
  return taxNoDisable(value);
}
