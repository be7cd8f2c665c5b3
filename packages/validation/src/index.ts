/**
 * @shop/validation — one set of form rules for the browser forms and the API. Pure TypeScript:
 * no React and no antd at runtime.
 *
 * Names are listed one by one (no `export *`): the API runs this TypeScript through tsx as CommonJS, where Node's
 * ESM importer finds only the names a module lists itself, so a star re-export left `checkMobileInput` missing.
 */
export {
  NEW_TAX_NO_MIN_LENGTH_ALLOWING_LETTERS,
  FEEDBACK_MAX_FILES,
  FEEDBACK_IMAGE_MAX_MB,
  FEEDBACK_VIDEO_MAX_MB,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_VIDEO_MAX_BYTES,
  FEEDBACK_DESCRIPTION_MAX_LENGTH,
  FEEDBACK_CONTACT_MAX_LENGTH,
  FEEDBACK_DAILY_LIMIT,
  DEFAULT_FIELD_NAME,
} from './constants';
export { RULE_MESSAGES } from './messages';
export { codePointLength, truncateToMaxLength } from './text';
export type { RuleResult } from './rules';
export {
  required,
  max,
  min,
  tel,
  isMainlandMobile,
  MAINLAND_MOBILE_PATTERN,
  zipCode,
  customerOrderItemBranchNumber,
  customerOrderItemBranchNumberWithLocalCharacter,
  procurementCustomerOrderItemBranchNumber,
  procurementCustomerOrderItemBranchNumberWithLocalCharacter,
  BRANCH_NUMBER_SYMBOLS,
  PROCUREMENT_EXTRA_SYMBOLS,
  LOCAL_FORBIDDEN_ASCII,
  PROCUREMENT_LOCAL_FORBIDDEN_ASCII,
  isNecSpecialCharacter,
  isUnstorableCodePoint,
  taxNo,
  taxNoDisable,
  newTaxNo,
  openingBank,
  bankAccount,
  email,
  EMAIL_PATTERN,
  quantity,
} from './rules';
export { parseRules, RULE_NAMES, RULES_REJECTING_EMPTY, type ParsedRule } from './registry';
export { validate, type ValidateOptions } from './validate';
export { toAntdRules, type AntdValidatorRule } from './antd';
export { validateFields, type ValidateFieldsOptions } from './validateFields';
export {
  INPUT_MESSAGES,
  MOBILE_PATTERN,
  checkTelephoneInput,
  checkMobileInput,
  checkEmailInput,
  checkContactNameInput,
  checkContactPhoneInput,
  checkInputOnBlur,
  type InputCheckKind,
} from './inputChecks';
export {
  FILE_MESSAGES,
  ALLOWED_FILE_MIME_TYPES,
  normalizeMime,
  fileKindOf,
  isImageMime,
  checkFile,
  checkDetectedMime,
  type FileKind,
  type FileLike,
} from './files';
export {
  FEEDBACK_MESSAGES,
  validateFeedback,
  checkFeedbackDailyLimit,
  type FeedbackInput,
  type FeedbackField,
  type FeedbackErrors,
} from './feedback';
