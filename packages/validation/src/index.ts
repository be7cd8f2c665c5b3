/**
 * @shop/validation — one set of form rules for the browser forms and the API. Pure TypeScript:
 * no React and no antd at runtime.
 */
export * from './constants';
export { RULE_MESSAGES } from './messages';
export { codePointLength, truncateToMaxLength } from './text';
export * from './rules';
export { parseRules, RULE_NAMES, RULES_REJECTING_EMPTY, type ParsedRule } from './registry';
export { validate, type ValidateOptions } from './validate';
export { toAntdRules, type AntdValidatorRule } from './antd';
export { validateFields, type ValidateFieldsOptions } from './validateFields';
export * from './inputChecks';
export * from './files';
export * from './feedback';
