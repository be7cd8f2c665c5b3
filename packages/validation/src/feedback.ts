import { FEEDBACK_CONTACT_MAX_LENGTH, FEEDBACK_DAILY_LIMIT, FEEDBACK_DESCRIPTION_MAX_LENGTH, FEEDBACK_MAX_FILES } from './constants';
import { FILE_MESSAGES } from './files';
import { INPUT_MESSAGES } from './inputChecks';
import { codePointLength, isBlank, toText } from './text';

export const FEEDBACK_MESSAGES = {
  descriptionRequired: '请填写问题描述',
  descriptionTooLong: `问题描述最多输入${FEEDBACK_DESCRIPTION_MAX_LENGTH}个字符`,
  contactUserRequired: INPUT_MESSAGES.contactNameRequired,
  contactUserTooLong: `联系人最多输入${FEEDBACK_CONTACT_MAX_LENGTH}个字符`,
  contactPhoneRequired: INPUT_MESSAGES.contactPhoneRequired,
  contactPhoneDigits: INPUT_MESSAGES.contactPhoneDigits,
  contactPhoneTooLong: `联系电话最多输入${FEEDBACK_CONTACT_MAX_LENGTH}个字符`,
  topSuggestRequired: '请选择一级反馈原因',
  secondSuggestRequired: '请选择二级反馈原因',
  tooManyFiles: FILE_MESSAGES.tooMany,
  dailyLimitReached: `今日反馈次数已达上限（每天最多${FEEDBACK_DAILY_LIMIT}次），请明天再试`,
} as const;

/** Field names follow the feedback submission entity (SPEC §3). */
export interface FeedbackInput {
  readonly description?: unknown;
  readonly contactUser?: unknown;
  readonly contactPhone?: unknown;
  readonly topSuggestCode?: unknown;
  readonly secondSuggestCode?: unknown;
  /** Uploaded files' ids (or any list with one entry per attachment). */
  readonly fileIds?: readonly unknown[];
}

export type FeedbackField = 'description' | 'contactUser' | 'contactPhone' | 'topSuggestCode' | 'secondSuggestCode' | 'fileIds';
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

const DIGITS = /^[0-9]+$/;

function text(value: unknown): string {
  return toText(value) ?? '';
}

function requiredWithin(value: string, maxLength: number, requiredMessage: string, tooLongMessage: string): string | null {
  if (isBlank(value)) return requiredMessage;
  return codePointLength(value) > maxLength ? tooLongMessage : null;
}

/** Checks a feedback submission; returns only the failing fields. An empty object means it may be sent. */
export function validateFeedback(input: FeedbackInput): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const m = FEEDBACK_MESSAGES;

  const description = requiredWithin(text(input.description), FEEDBACK_DESCRIPTION_MAX_LENGTH, m.descriptionRequired, m.descriptionTooLong);
  if (description) errors.description = description;

  const contactUser = requiredWithin(text(input.contactUser), FEEDBACK_CONTACT_MAX_LENGTH, m.contactUserRequired, m.contactUserTooLong);
  if (contactUser) errors.contactUser = contactUser;

  const phone = text(input.contactPhone);
  const contactPhone =
    requiredWithin(phone, FEEDBACK_CONTACT_MAX_LENGTH, m.contactPhoneRequired, m.contactPhoneTooLong) ??
    (DIGITS.test(phone) ? null : m.contactPhoneDigits);
  if (contactPhone) errors.contactPhone = contactPhone;

  if (isBlank(text(input.topSuggestCode))) errors.topSuggestCode = m.topSuggestRequired;
  if (isBlank(text(input.secondSuggestCode))) errors.secondSuggestCode = m.secondSuggestRequired;

  if ((input.fileIds?.length ?? 0) > FEEDBACK_MAX_FILES) errors.fileIds = m.tooManyFiles;
  return errors;
}

/** `submittedToday` is how many feedbacks the account has sent today; null while more are allowed. */
export function checkFeedbackDailyLimit(submittedToday: number): string | null {
  return submittedToday >= FEEDBACK_DAILY_LIMIT ? FEEDBACK_MESSAGES.dailyLimitReached : null;
}
