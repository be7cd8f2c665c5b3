import { RULE_MESSAGES } from '../messages';
import { max } from './length';
import { isNecSpecialCharacter, isUnstorableCodePoint } from './specialCharacters';
import type { RuleResult } from './types';

/** The half-width symbols every branch-number variant accepts (besides letters, digits, space, tab). */
export const BRANCH_NUMBER_SYMBOLS = '+-.,#$%&()=@*;:?/_';
/** Procurement variants additionally accept these. */
export const PROCUREMENT_EXTRA_SYMBOLS = '"\'';
/** ASCII characters the local-character variant rejects; the procurement one drops the quotes. */
export const LOCAL_FORBIDDEN_ASCII = ']!|\'"{}';
export const PROCUREMENT_LOCAL_FORBIDDEN_ASCII = ']!|{}';

const ASCII_BRANCH = /^[A-Za-z0-9 \t+\-.,#$%&()=@*;:?/_]*$/;
const ASCII_PROCUREMENT_BRANCH = /^[A-Za-z0-9 \t+\-.,#$%&()=@*;:?/_"']*$/;

function hasForbiddenLocalCharacter(value: string, forbiddenAscii: string): boolean {
  for (const ch of value) {
    const cp = ch.codePointAt(0) as number;
    if (forbiddenAscii.includes(ch) || isNecSpecialCharacter(cp) || isUnstorableCodePoint(cp)) return true;
  }
  return false;
}

/** Half-width only: ASCII letters, digits, space/tab and + - . , # $ % & ( ) = @ * ; : ? / _ ; at most n. */
export function customerOrderItemBranchNumber(value: string, n: number): RuleResult {
  if (value === '') return null;
  if (!ASCII_BRANCH.test(value)) return RULE_MESSAGES.branchNumber;
  return max(value, n);
}

/** Local (Chinese etc.) text allowed; rejects ] ! | ' " { } and NEC special characters; at most n. */
export function customerOrderItemBranchNumberWithLocalCharacter(value: string, n: number): RuleResult {
  if (value === '') return null;
  if (hasForbiddenLocalCharacter(value, LOCAL_FORBIDDEN_ASCII)) return RULE_MESSAGES.branchNumberWithLocalCharacter;
  return max(value, n);
}

/** As customerOrderItemBranchNumber, and the double quote and apostrophe are allowed. */
export function procurementCustomerOrderItemBranchNumber(value: string, n: number): RuleResult {
  if (value === '') return null;
  if (!ASCII_PROCUREMENT_BRANCH.test(value)) return RULE_MESSAGES.procurementBranchNumber;
  return max(value, n);
}

/** As customerOrderItemBranchNumberWithLocalCharacter, and the double quote and apostrophe are allowed. */
export function procurementCustomerOrderItemBranchNumberWithLocalCharacter(value: string, n: number): RuleResult {
  if (value === '') return null;
  if (hasForbiddenLocalCharacter(value, PROCUREMENT_LOCAL_FORBIDDEN_ASCII)) {
    return RULE_MESSAGES.procurementBranchNumberWithLocalCharacter;
  }
  return max(value, n);
}
