import { DEFAULT_FIELD_NAME } from './constants';
import { RULE_MESSAGES } from './messages';
import { parseRules, runRule, type ParsedRule } from './registry';
import { toText } from './text';

export interface ValidateOptions {
  /** Name used in the generic '{field} is not valid.' message; defaults to 该字段. */
  readonly field?: string;
  /** Rule parameters by rule name, replacing those in the rule string: `{ max: 20, quantity: [1, 99] }`. */
  readonly params?: Readonly<Record<string, unknown>>;
}

/** Checks already parsed rules in order; the first failure's message, or null. */
export function validateParsed(value: unknown, rules: readonly ParsedRule[], field?: string): string | null {
  const text = toText(value);
  const invalid = RULE_MESSAGES.invalid(field ?? DEFAULT_FIELD_NAME);
  if (text === undefined) return invalid;
  for (const rule of rules) {
    const result = runRule(rule, text);
    if (result === undefined) return invalid;
    if (result !== null) return result;
  }
  return null;
}

/**
 * Checks `value` against a pipe-separated rule string such as "required|max:20|tel" in order and
 * returns the first failing rule's message, or null when every rule passes.
 */
export function validate(value: string, rules: string, options: ValidateOptions = {}): string | null {
  return validateParsed(value, parseRules(rules, options.params), options.field);
}
