import { RULE_MESSAGES as M } from '../../messages';
import {
  bankAccount,
  customerOrderItemBranchNumber,
  customerOrderItemBranchNumberWithLocalCharacter,
  email,
  isMainlandMobile,
  max,
  min,
  newTaxNo,
  openingBank,
  procurementCustomerOrderItemBranchNumber,
  procurementCustomerOrderItemBranchNumberWithLocalCharacter,
  quantity,
  required,
  taxNo,
  taxNoDisable,
  tel,
  zipCode,
} from '..';

type Case = readonly [input: string, expected: string | null];

describe('required', () => {
  it.each<Case>([
    ['', M.required],
    ['   ', M.required],
    ['\u3000', M.required], // full-width space only
    ['\t', M.required],
    ['a', null],
    [' 中 ', null],
    ['0', null],
  ])('%j -> %s', (input, expected) => expect(required(input)).toBe(expected));
});

describe('max / min count code points', () => {
  it.each<readonly [string, number, string | null]>([
    ['', 0, null],
    ['abc', 3, null],
    ['abcd', 3, M.max(3)],
    ['中文字', 3, null],
    ['中文字符', 3, M.max(3)],
    ['𠮷𠮷', 2, null], // 4 UTF-16 units, 2 characters
    ['𠮷𠮷𠮷', 2, M.max(2)],
    ['😀😀', 2, null],
  ])('max(%j, %i) -> %s', (input, n, expected) => expect(max(input, n)).toBe(expected));

  it.each<readonly [string, number, string | null]>([
    ['', 3, null], // empty passes; "required" is a separate rule
    ['ab', 3, M.min(3)],
    ['abc', 3, null],
    ['𠮷𠮷', 3, M.min(3)], // 4 UTF-16 units but 2 characters
    ['𠮷𠮷𠮷', 3, null],
  ])('min(%j, %i) -> %s', (input, n, expected) => expect(min(input, n)).toBe(expected));
});

describe('tel', () => {
  it.each<Case>([
    ['', null],
    ['010-12345678', null],
    ['0755-8888-9999', null],
    ['13812345678', null],
    ['8613812345678', null],
    ['17951 13812345678', M.tel],
    ['+8613812345678', M.tel],
    ['010 12345678', M.tel],
    ['(010)12345678', M.tel],
    ['０１０-１２３４', M.tel], // full-width digits
    ['abc', M.tel],
    ['1381234567８', M.tel],
  ])('%j -> %s', (input, expected) => expect(tel(input)).toBe(expected));
});

describe('isMainlandMobile (the mobile alternative of tel)', () => {
  const tail = '12345678';
  it.each([
    ...['130', '135', '139', '150', '151', '152', '153', '155', '159', '176', '177', '178', '180', '189', '145', '147'].map(
      (p) => [`${p}${tail}`, true] as const,
    ),
    ['0' + '13812345678', true],
    ['86' + '13812345678', true],
    ['17951' + '13812345678', true],
    ['17951' + '14712345678', true],
    // 14x other than 145/147, 154, 17x other than 176-178, 16x/19x and 12x are not in the pattern
    ...['140', '141', '142', '143', '144', '146', '148', '149', '154', '170', '171', '175', '179', '166', '199', '120'].map(
      (p) => [`${p}${tail}`, false] as const,
    ),
    ['1381234567', false], // 10 digits
    ['138123456789', false], // 12 digits
    ['8713812345678', false], // unknown prefix
    ['+8613812345678', false],
    ['0086' + '13812345678', false],
    ['', false],
  ] as const)('%s -> %s', (input, expected) => expect(isMainlandMobile(input)).toBe(expected));

  it('tel still accepts excluded ranges, because they are digits only', () => {
    expect(tel('14012345678')).toBeNull();
    expect(tel('15412345678')).toBeNull();
  });
});

describe('zipCode', () => {
  it.each<Case>([
    ['', M.required],
    ['   ', M.required],
    ['100000', null],
    ['SW1A 1AA', null],
    ['123-4567', null],
    ['(1234)', null],
    ['1000\u30000', M.zipCode], // full-width space
    ['１００', M.zipCode],
    ['100_000', M.zipCode],
    ['100000#', M.zipCode],
    ['北京', M.zipCode],
  ])('%j -> %s', (input, expected) => expect(zipCode(input)).toBe(expected));
});

describe('customerOrderItemBranchNumber (half-width only)', () => {
  it.each<readonly [string, number, string | null]>([
    ['', 5, null],
    ['AB-01', 10, null],
    ['a+b-c.d,e #$%&()=@*;:?/_', 40, null],
    ['a\tb', 5, null],
    ['ABCDEF', 5, M.max(5)],
    ['ABCDE', 5, null],
    ['Ａ１', 10, M.branchNumber], // full-width letter and digit
    ['A\u3000B', 10, M.branchNumber], // full-width space
    ['A"B', 10, M.branchNumber],
    ["A'B", 10, M.branchNumber],
    ['A!B', 10, M.branchNumber],
    ['A[B', 10, M.branchNumber],
    ['A\nB', 10, M.branchNumber],
    ['中文', 10, M.branchNumber],
    ['①', 10, M.branchNumber],
  ])('%j (max %i) -> %s', (input, n, expected) => expect(customerOrderItemBranchNumber(input, n)).toBe(expected));
});

describe('procurementCustomerOrderItemBranchNumber', () => {
  it.each<readonly [string, number, string | null]>([
    ['', 5, null],
    ['A"B', 10, null],
    ["A'B", 10, null],
    [`"'+-.,#$%&()=@*;:?/_ `, 40, null],
    ['Ａ１', 10, M.procurementBranchNumber],
    ['A!B', 10, M.procurementBranchNumber],
    ['中', 10, M.procurementBranchNumber],
    ['"""', 2, M.max(2)],
  ])('%j (max %i) -> %s', (input, n, expected) => expect(procurementCustomerOrderItemBranchNumber(input, n)).toBe(expected));
});

describe('customerOrderItemBranchNumberWithLocalCharacter', () => {
  const bad = M.branchNumberWithLocalCharacter;
  it.each<readonly [string, number, string | null]>([
    ['', 5, null],
    ['订单-001', 10, null],
    ['Ａ１（备注）', 10, null], // full-width forms are local characters here
    ['注文番号', 10, null],
    ['a[b<c>\\^~`', 20, null], // ASCII outside the forbidden list
    ['中文\u3000备注', 10, null],
    ['“引号”', 10, null], // typographic quotes are not the ASCII ones
    ['订单号码超长了', 6, M.max(6)],
    ['𠮷𠮷𠮷', 3, null],
    ...[']', '!', '|', "'", '"', '{', '}'].map((c) => [`A${c}B`, 20, bad] as const),
    ...['①', '⑳', '㉑', '⑴', 'Ⓐ', '❶', '➀'].map((c) => [`订单${c}`, 20, bad] as const), // circled / enclosed
    ...['Ⅰ', 'Ⅳ', 'Ⅹ', 'ⅰ', 'ⅳ'].map((c) => [`第${c}期`, 20, bad] as const), // roman numerals
    ...[
      '㎜',
      '㎝',
      '㎞',
      '㎎',
      '㎏',
      '㏄',
      '㎡',
      '㍉',
      '㌔',
      '㌢',
      '㍍',
      '㌘',
      '㌧',
      '㌃',
      '㌶',
      '㍑',
      '㍗',
      '㌍',
      '㌦',
      '㌣',
      '㌫',
      '㍊',
      '㌻',
      '㍻',
      '㏍',
    ].map((c) => [`10${c}`, 20, bad] as const),
    ...['㈱', '㈲', '㈹', '㊤', '㊥', '㊦', '㊧', '㊨'].map((c) => [`${c}公司`, 20, bad] as const),
    ...['∑', '№', '℡', '≒', '≡', '∫', '∮', '√', '⊥', '∠', '∟', '⊿', '∵', '∩', '∪', '〝', '〟'].map((c) => [`a${c}b`, 20, bad] as const),
    ['a\u0000b', 20, bad], // control character
    ['a\nb', 20, bad],
    ['a\ue000b', 20, bad], // private use (user-defined character)
    ['a\ud800b', 20, bad], // lone surrogate
  ])('%j (max %i) -> %s', (input, n, expected) => expect(customerOrderItemBranchNumberWithLocalCharacter(input, n)).toBe(expected));
});

describe('procurementCustomerOrderItemBranchNumberWithLocalCharacter', () => {
  const bad = M.procurementBranchNumberWithLocalCharacter;
  it.each<readonly [string, number, string | null]>([
    ['', 5, null],
    ['备注"A"', 10, null],
    ["备注'A'", 10, null],
    ...[']', '!', '|', '{', '}'].map((c) => [`A${c}B`, 20, bad] as const),
    ['①', 5, bad],
    ['Ⅳ', 5, bad],
    ['㎜', 5, bad],
    ['"""', 2, M.max(2)],
  ])('%j (max %i) -> %s', (input, n, expected) =>
    expect(procurementCustomerOrderItemBranchNumberWithLocalCharacter(input, n)).toBe(expected),
  );
});

describe('taxNo', () => {
  it.each<Case>([
    ['', M.required],
    ['  ', M.required],
    ['91310000MA1FL0XXXX', null],
    ['ABC-123/x', null],
    ['ABC 123', M.taxNoSpace],
    [' ABC', M.taxNoSpace],
    ['ABC\t1', M.taxNoSpace],
    ['ABC\u30001', M.taxNoSpace],
    ['ＡＢＣ123', M.taxNoAscii],
    ['税号123', M.taxNoAscii],
  ])('%j -> %s', (input, expected) => expect(taxNo(input)).toBe(expected));
});

describe('taxNoDisable', () => {
  it.each<Case>([
    ['', null],
    ['91310000MA1FL0XXXX', null],
    ['abcdefghijklmnopqrstuvwxyz', null], // lowercase is not this rule's business
    ...['I', 'O', 'Z', 'S', 'V'].map((c) => [`91310000MA1${c}L0XXXX`, M.taxNoForbiddenLetters] as const),
  ])('%j -> %s', (input, expected) => expect(taxNoDisable(input)).toBe(expected));
});

describe('newTaxNo', () => {
  const bad = M.taxNoForbiddenLetters;
  it.each<Case>([
    ['', null],
    ['12345678901234', null],
    ...['I', 'O', 'Z', 'S', 'V'].flatMap((c) => [
      [`${c}`, bad] as const,
      [`1234567890123${c}`, bad] as const, // 14 characters
      [`12345678901234${c}`, null] as const, // 15 characters: allowed
      [`91310000MA1FL0${c}XXX`, null] as const, // 18 characters
    ]),
  ])('%j -> %s', (input, expected) => expect(newTaxNo(input)).toBe(expected));
});

describe('openingBank', () => {
  it.each<Case>([
    ['', null],
    ['中国工商银行北京分行', null],
    ['ICBC 北京分行', null],
    ['6222-0200', M.openingBank],
    ['123456', M.openingBank],
    ['Bank of China', M.openingBank], // pure ASCII
    ['１２３４', M.openingBank], // non-ASCII but no letters
    ['——', M.openingBank],
  ])('%j -> %s', (input, expected) => expect(openingBank(input)).toBe(expected));
});

describe('bankAccount', () => {
  it.each<Case>([
    ['', null],
    ['6222020200112233445', null],
    ['6222-0202.0011', null],
    ['6222 0202', M.bankAccount],
    ['６２２２', M.bankAccount],
    ['6222a', M.bankAccount],
  ])('%j -> %s', (input, expected) => expect(bankAccount(input)).toBe(expected));
});

describe('email', () => {
  it.each<Case>([
    ['', null],
    ['user@example.com', null],
    ['first.last_name-1@mail.example.com.cn', null],
    ['a@b-c.io', null],
    ['user@example', M.email],
    ['user@example.c', M.email],
    ['user@example.c0m', M.email],
    ['user+tag@example.com', M.email],
    ['user@@example.com', M.email],
    ['@example.com', M.email],
    ['user@.com', M.email],
    ['user@example..com', M.email],
    ['用户@example.com', M.email],
    ['user@example.com ', M.email],
    ['ｕｓｅｒ＠example.com', M.email],
  ])('%j -> %s', (input, expected) => expect(email(input)).toBe(expected));
});

describe('quantity', () => {
  const bad = M.quantity(1, 9999);
  it.each<Case>([
    ['', null],
    ['1', null],
    ['9999', null],
    ['0010', null], // leading zeros read as 10
    ['0', bad],
    ['10000', bad],
    ['-1', bad],
    ['1.5', bad],
    ['1.0', bad],
    ['1e3', bad],
    ['+5', bad],
    [' 5', bad],
    ['５', bad], // full-width digit
    ['abc', bad],
    ['99999999999999999999999', bad],
  ])('%j -> %s', (input, expected) => expect(quantity(input, 1, 9999)).toBe(expected));

  it('accepts negative bounds', () => {
    expect(quantity('-3', -5, 5)).toBeNull();
    expect(quantity('-6', -5, 5)).toBe(M.quantity(-5, 5));
  });
});
