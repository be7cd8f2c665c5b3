import {
  FEEDBACK_CONTACT_MAX_LENGTH,
  FEEDBACK_DAILY_LIMIT,
  FEEDBACK_DESCRIPTION_MAX_LENGTH,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_FILES,
  FEEDBACK_VIDEO_MAX_BYTES,
  NEW_TAX_NO_MIN_LENGTH_ALLOWING_LETTERS,
} from '../constants';
import { FEEDBACK_MESSAGES as F, checkFeedbackDailyLimit, validateFeedback } from '../feedback';

const valid = {
  description: '页面加载很慢',
  contactUser: '张三',
  contactPhone: '13812345678',
  topSuggestCode: 'A1',
  secondSuggestCode: 'A1-2',
  fileIds: ['f1', 'f2'],
};

describe('constants (SPEC §9)', () => {
  it('match the spec', () => {
    expect(FEEDBACK_MAX_FILES).toBe(5);
    expect(FEEDBACK_IMAGE_MAX_BYTES).toBe(6 * 1024 * 1024);
    expect(FEEDBACK_VIDEO_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(FEEDBACK_DESCRIPTION_MAX_LENGTH).toBe(2000);
    expect(FEEDBACK_CONTACT_MAX_LENGTH).toBe(20);
    expect(FEEDBACK_DAILY_LIMIT).toBe(10);
    expect(NEW_TAX_NO_MIN_LENGTH_ALLOWING_LETTERS).toBe(15);
  });
});

describe('validateFeedback', () => {
  it('accepts a complete submission', () => {
    expect(validateFeedback(valid)).toEqual({});
    expect(validateFeedback({ ...valid, fileIds: undefined })).toEqual({});
  });

  it('reports every missing field at once', () => {
    expect(validateFeedback({})).toEqual({
      description: F.descriptionRequired,
      contactUser: '联系人为必填项。',
      contactPhone: '联系电话为必填项。',
      topSuggestCode: F.topSuggestRequired,
      secondSuggestCode: F.secondSuggestRequired,
    });
  });

  it('reports only the second level when only it is missing', () => {
    expect(validateFeedback({ ...valid, secondSuggestCode: '' })).toEqual({ secondSuggestCode: F.secondSuggestRequired });
  });

  it.each([
    ['description', '字'.repeat(2000), undefined],
    ['description', '字'.repeat(2001), F.descriptionTooLong],
    ['description', '𠮷'.repeat(2000), undefined], // counted in characters, not UTF-16 units
    ['description', ' \n ', F.descriptionRequired],
    ['contactUser', '名'.repeat(20), undefined],
    ['contactUser', '名'.repeat(21), F.contactUserTooLong],
    ['contactPhone', '1'.repeat(20), undefined],
    ['contactPhone', '1'.repeat(21), F.contactPhoneTooLong],
    ['contactPhone', '010-1234', '请输入正确的联系电话。'],
  ] as const)('%s = %j -> %s', (field, value, expected) => {
    expect(validateFeedback({ ...valid, [field]: value })[field]).toBe(expected);
  });

  it('allows five attachments, not six', () => {
    expect(validateFeedback({ ...valid, fileIds: ['1', '2', '3', '4', '5'] })).toEqual({});
    expect(validateFeedback({ ...valid, fileIds: ['1', '2', '3', '4', '5', '6'] })).toEqual({ fileIds: '最多只能上传5个文件' });
  });

  it('limits submissions to 10 a day', () => {
    expect(checkFeedbackDailyLimit(0)).toBeNull();
    expect(checkFeedbackDailyLimit(9)).toBeNull();
    expect(checkFeedbackDailyLimit(10)).toBe(F.dailyLimitReached);
  });
});
