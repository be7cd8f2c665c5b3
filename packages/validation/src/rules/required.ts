import { RULE_MESSAGES } from '../messages';
import { isBlank } from '../text';
import type { RuleResult } from './types';

export function required(value: string): RuleResult {
  return isBlank(value) ? RULE_MESSAGES.required : null;
}
