import { RULES_REJECTING_EMPTY, parseRules } from './registry';
import { validateParsed, type ValidateOptions } from './validate';

/**
 * The part of antd's Form `Rule` this package produces, declared structurally so antd stays an
 * optional peer and is never imported at runtime. Assignable to antd's `FormRule`.
 */
export interface AntdValidatorRule {
  /** Set when the rule string makes the field mandatory, so Form.Item shows its required mark. */
  readonly required?: boolean;
  readonly validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * Turns a rule string into antd Form `rules`. One validator runs the whole string, so the form shows
 * exactly the message `validate` (and therefore the API) would return.
 */
export function toAntdRules(rules: string, options: ValidateOptions = {}): AntdValidatorRule[] {
  const parsed = parseRules(rules, options.params);
  const isRequired = parsed.some((rule) => rule.valid && RULES_REJECTING_EMPTY.includes(rule.name));
  const validator = (_rule: unknown, value: unknown): Promise<void> => {
    const message = validateParsed(value, parsed, options.field);
    return message === null ? Promise.resolve() : Promise.reject(new Error(message));
  };
  return [isRequired ? { required: true, validator } : { validator }];
}
