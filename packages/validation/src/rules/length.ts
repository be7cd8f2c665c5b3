import { RULE_MESSAGES } from '../messages';
import { codePointLength } from '../text';
import type { RuleResult } from './types';

export function max(value: string, n: number): RuleResult {
  // value.length (UTF-16 units) is never smaller than the code-point count: a cheap early pass.
  if (value.length <= n) return null;
  return codePointLength(value) > n ? RULE_MESSAGES.max(n) : null;
}

export function min(value: string, n: number): RuleResult {
  if (value === '') return null;
  return codePointLength(value) < n ? RULE_MESSAGES.min(n) : null;
}
