import fc from 'fast-check';
import type { FormRule } from 'antd';
import { DEFAULT_FIELD_NAME } from '../constants';
import { RULE_MESSAGES as M } from '../messages';
import { RULE_NAMES, RULES_REJECTING_EMPTY, parseRules } from '../registry';
import { email, max, required, tel } from '../rules';
import { toAntdRules } from '../antd';
import { validate } from '../validate';
import { validateFields } from '../validateFields';

/** A valid rule string for each rule name, so every rule can be run through the engine. */
const SAMPLE_PARAMS: Record<string, string> = {
  max: ':5',
  min: ':2',
  customerOrderItemBranchNumber: ':5',
  customerOrderItemBranchNumberWithLocalCharacter: ':5',
  procurementCustomerOrderItemBranchNumber: ':5',
  procurementCustomerOrderItemBranchNumberWithLocalCharacter: ':5',
  quantity: ':1,9999',
};
const withParams = (name: string) => name + (SAMPLE_PARAMS[name] ?? '');

describe('validate', () => {
  it('knows every rule of SPEC §5', () => {
    expect([...RULE_NAMES].sort()).toEqual(
      [
        'required',
        'max',
        'min',
        'tel',
        'zipCode',
        'customerOrderItemBranchNumber',
        'customerOrderItemBranchNumberWithLocalCharacter',
        'procurementCustomerOrderItemBranchNumber',
        'procurementCustomerOrderItemBranchNumberWithLocalCharacter',
        'taxNo',
        'taxNoDisable',
        'newTaxNo',
        'openingBank',
        'bankAccount',
        'email',
        'quantity',
      ].sort(),
    );
  });

  it.each(RULE_NAMES.map((name) => [name, RULES_REJECTING_EMPTY.includes(name)] as const))(
    'an empty value against %s fails: %s',
    (name, rejects) => {
      expect(validate('', withParams(name)) !== null).toBe(rejects);
    },
  );

  it.each([
    ['', 'required|max:20|tel', M.required],
    ['123456789012345678901', 'required|max:20|tel', M.max(20)],
    ['12345abc', 'required|max:20|tel', M.tel],
    ['010-12345678', 'required|max:20|tel', null],
    ['', 'max:20|tel', null],
    ['50', 'quantity:1,9999', null],
    ['0', 'quantity:1,9999', M.quantity(1, 9999)],
    ['abc', ' required | max:2 ', M.max(2)],
    ['abc', 'required||max:5|', null],
    ['abc', '', null],
  ])('validate(%j, %j) -> %s', (value, rules, expected) => {
    expect(validate(value, rules)).toBe(expected);
  });

  it('returns the first failing rule in written order', () => {
    expect(validate('ab@', 'max:2|email')).toBe(M.max(2));
    expect(validate('ab@', 'email|max:2')).toBe(M.email);
  });

  it.each([
    ['unknownRule'],
    ['required|foo'],
    ['max'], // missing parameter
    ['max:abc'],
    ['max:-1'],
    ['max:1.5'],
    ['quantity:1'],
    ['quantity:1,2,3'],
    ['required:1'],
    ['constructor'],
    ['__proto__'],
    ['toString'],
  ])('%j is not a usable rule: the generic message with the field name', (rules) => {
    expect(validate('x', rules, { field: '电话' })).toBe('电话 is not valid.');
    expect(validate('x', rules)).toBe(`${DEFAULT_FIELD_NAME} is not valid.`);
  });

  it('an earlier failing rule still wins over a later unknown one', () => {
    expect(validate('', 'required|foo')).toBe(M.required);
  });

  it('options.params supplies or replaces rule parameters by rule name', () => {
    expect(validate('abc', 'max', { params: { max: 2 } })).toBe(M.max(2));
    expect(validate('abc', 'max:2', { params: { max: 5 } })).toBeNull();
    expect(validate('abc', 'max', { params: { max: '2' } })).toBe(M.max(2));
    expect(validate('10', 'quantity', { params: { quantity: [1, 5] } })).toBe(M.quantity(1, 5));
    expect(validate('abc', 'max', { params: { max: { n: 2 } } })).toBe(`${DEFAULT_FIELD_NAME} is not valid.`);
  });

  it('never throws on values that are not strings at runtime', () => {
    const loose = validate as (value: unknown, rules: string) => string | null;
    expect(loose(undefined, 'required')).toBe(M.required);
    expect(loose(null, 'tel')).toBeNull();
    expect(loose(42, 'quantity:1,99')).toBeNull();
    expect(loose({ a: 1 }, 'max:100')).toBe(`${DEFAULT_FIELD_NAME} is not valid.`);
  });

  it('is the first non-null result of the individual rules (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 25 }), fc.integer({ min: 0, max: 30 }), (s, n) => {
        const expected = required(s) ?? max(s, n) ?? email(s) ?? tel(s);
        expect(validate(s, `required|max:${n}|email|tel`)).toBe(expected);
      }),
    );
  });

  it('parseRules reports each segment', () => {
    expect(parseRules('required|quantity:1,10|nope')).toEqual([
      { source: 'required', name: 'required', params: [], valid: true },
      { source: 'quantity:1,10', name: 'quantity', params: [1, 10], valid: true },
      { source: 'nope', name: 'nope', params: [], valid: false },
    ]);
  });
});

describe('toAntdRules', () => {
  const run = async (rules: FormRule[], value: unknown): Promise<string | null> => {
    const [rule] = rules;
    if (!rule || typeof rule === 'function' || !rule.validator) throw new Error('expected one validator rule');
    try {
      await rule.validator({}, value, () => undefined);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('produces rules antd accepts, with the required mark when the field is mandatory', () => {
    const rules: FormRule[] = toAntdRules('required|max:20|tel');
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ required: true });
    expect(toAntdRules('zipCode')[0]).toMatchObject({ required: true });
    expect(toAntdRules('max:20|tel')[0]).not.toHaveProperty('required');
  });

  it.each([
    ['', 'required|max:20|tel', M.required],
    [undefined, 'required', M.required],
    ['12345abc', 'required|max:20|tel', M.tel],
    ['010-1234', 'required|max:20|tel', null],
    [12, 'quantity:1,9999', null],
    [0, 'quantity:1,9999', M.quantity(1, 9999)],
    ['x', 'bogus', '电话 is not valid.'],
  ])('validator(%j) for %j -> %s', async (value, rules, expected) => {
    expect(await run(toAntdRules(rules, { field: '电话' }), value)).toBe(expected);
  });

  it('agrees with validate on every input (property)', async () => {
    const rules = 'required|customerOrderItemBranchNumberWithLocalCharacter:8';
    const antdRules = toAntdRules(rules);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 12 }), async (s) => {
        expect(await run(antdRules, s)).toBe(validate(s, rules));
      }),
    );
  });
});

describe('validateFields', () => {
  const schema = { name: 'required|max:5', phone: 'tel', email: 'required|email', qty: 'quantity:1,10' };

  it('returns the first message of every failing field and nothing for valid ones', () => {
    expect(validateFields({ name: '张三', phone: '010-1234', email: 'a@b.cn', qty: '3' }, schema)).toEqual({});
    expect(validateFields({ name: '张三李四王五', phone: 'abc', email: '', qty: '11' }, schema)).toEqual({
      name: M.max(5),
      phone: M.tel,
      email: M.required,
      qty: M.quantity(1, 10),
    });
  });

  it('treats missing fields as empty and ignores fields outside the schema', () => {
    expect(validateFields({ extra: '!!!' }, schema)).toEqual({ name: M.required, email: M.required });
  });

  it('names the field in the generic message, using labels when given', () => {
    expect(validateFields({ a: 'x' }, { a: 'oops' })).toEqual({ a: 'a is not valid.' });
    expect(validateFields({ a: 'x' }, { a: 'oops' }, { labels: { a: '税号' } })).toEqual({ a: '税号 is not valid.' });
    expect(validateFields({ a: ['x'] }, { a: 'max:5' })).toEqual({ a: 'a is not valid.' });
  });

  it('takes rule parameters per field', () => {
    expect(validateFields({ a: 'abc' }, { a: 'max' }, { params: { a: { max: 2 } } })).toEqual({ a: M.max(2) });
  });

  it('does not read inherited properties of the values object', () => {
    expect(validateFields({}, { toString: 'required' })).toEqual({ toString: M.required });
  });
});
