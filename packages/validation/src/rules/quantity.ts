import { RULE_MESSAGES } from '../messages';
import type { RuleResult } from './types';

const INTEGER = /^-?[0-9]+$/;

/**
 * Empty allowed; otherwise a whole number written in half-width digits with min <= n <= max.
 * Decimals, exponents, signs other than a leading minus, spaces and full-width digits are rejected.
 */
export function quantity(value: string, minimum: number, maximum: number): RuleResult {
  if (value === '') return null;
  if (!INTEGER.test(value)) return RULE_MESSAGES.quantity(minimum, maximum);
  const n = Number(value);
  return n >= minimum && n <= maximum ? null : RULE_MESSAGES.quantity(minimum, maximum);
}
