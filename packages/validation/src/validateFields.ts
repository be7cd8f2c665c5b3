import { parseRules } from './registry';
import { validateParsed, type ValidateOptions } from './validate';

export interface ValidateFieldsOptions {
  /** Display names for the generic '{field} is not valid.' message; the key is used otherwise. */
  readonly labels?: Readonly<Record<string, string>>;
  /** Rule parameters per field, as ValidateOptions.params. */
  readonly params?: Readonly<Record<string, ValidateOptions['params']>>;
}

/**
 * Validates every field named in `schema` (field -> rule string). Missing values count as empty;
 * fields not in the schema are ignored. Returns only the failing fields, each with its first message.
 */
export function validateFields(
  values: Readonly<Record<string, unknown>>,
  schema: Readonly<Record<string, string>>,
  options: ValidateFieldsOptions = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rules] of Object.entries(schema)) {
    const value = Object.hasOwn(values, field) ? values[field] : undefined;
    const label = options.labels && Object.hasOwn(options.labels, field) ? options.labels[field] : field;
    const params = options.params && Object.hasOwn(options.params, field) ? options.params[field] : undefined;
    const message = validateParsed(value, parseRules(rules, params), label);
    if (message !== null) errors[field] = message;
  }
  return errors;
}
