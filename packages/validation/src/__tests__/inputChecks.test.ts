import {
  INPUT_MESSAGES as I,
  checkContactNameInput,
  checkContactPhoneInput,
  checkEmailInput,
  checkInputOnBlur,
  checkMobileInput,
  checkTelephoneInput,
} from '../inputChecks';
import { truncateToMaxLength } from '../text';

describe('on-blur input checks (SPEC §5, exact messages)', () => {
  it('uses the spec wording verbatim', () => {
    expect(I).toEqual({
      telephone: '请输入正确的联系人电话信息',
      mobile: '请输入正确的联系人手机号码',
      email: '请输入正确的邮箱地址',
      contactNameRequired: '联系人为必填项。',
      contactPhoneRequired: '联系电话为必填项。',
      contactPhoneDigits: '请输入正确的联系电话。',
    });
  });

  it.each([
    ['', null],
    ['010-12345678', null],
    ['138****5678', null],
    ['0', null],
    ['-010', I.telephone],
    ['*123', I.telephone],
    ['010 1234', I.telephone],
    ['０１０', I.telephone],
    ['abc', I.telephone],
  ])('telephone %j -> %s', (value, expected) => expect(checkTelephoneInput(value)).toBe(expected));

  it.each([
    ['', null],
    ['13812345678', null],
    ['19912345678', null],
    ['16612345678', null],
    ['12812345678', I.mobile],
    ['10812345678', I.mobile],
    ['1381234567', I.mobile],
    ['138123456789', I.mobile],
    ['23812345678', I.mobile],
    ['138-1234-5678', I.mobile],
  ])('mobile %j -> %s', (value, expected) => expect(checkMobileInput(value)).toBe(expected));

  it.each([
    ['', null],
    ['a@b', null],
    ['user@example.com', null],
    ['user.example.com', I.email],
    ['user＠example.com', I.email], // full-width at sign
  ])('email %j -> %s', (value, expected) => expect(checkEmailInput(value)).toBe(expected));

  it.each([
    ['', I.contactNameRequired],
    ['  ', I.contactNameRequired],
    ['张三', null],
  ])('contact name %j -> %s', (value, expected) => expect(checkContactNameInput(value)).toBe(expected));

  it.each([
    ['', I.contactPhoneRequired],
    ['\u3000', I.contactPhoneRequired],
    ['13812345678', null],
    ['010-1234', I.contactPhoneDigits],
    ['１３８', I.contactPhoneDigits],
  ])('contact phone %j -> %s', (value, expected) => expect(checkContactPhoneInput(value)).toBe(expected));

  it('dispatches by kind', () => {
    expect(checkInputOnBlur('mobile', '123')).toBe(I.mobile);
    expect(checkInputOnBlur('telephone', '123')).toBeNull();
    expect(checkInputOnBlur('email', 'x')).toBe(I.email);
    expect(checkInputOnBlur('contactName', '')).toBe(I.contactNameRequired);
    expect(checkInputOnBlur('contactPhone', 'a')).toBe(I.contactPhoneDigits);
  });
});

describe('truncateToMaxLength', () => {
  it.each([
    ['abcdef', 3, 'abc'],
    ['abc', 3, 'abc'],
    ['abc', undefined, 'abc'],
    ['中文字符', 2, '中文'],
    ['𠮷𠮷𠮷', 2, '𠮷𠮷'], // never splits a surrogate pair
    ['a😀b', 2, 'a😀'],
    ['abc', 0, ''],
  ] as const)('%j to %s -> %j', (value, n, expected) => expect(truncateToMaxLength(value, n)).toBe(expected));
});
