import fc from 'fast-check';
import { RULE_MESSAGES as M } from '../../messages';
import { codePointLength, truncateToMaxLength } from '../../text';
import { validate } from '../../validate';
import {
  BRANCH_NUMBER_SYMBOLS,
  LOCAL_FORBIDDEN_ASCII,
  PROCUREMENT_EXTRA_SYMBOLS,
  PROCUREMENT_LOCAL_FORBIDDEN_ASCII,
  bankAccount,
  customerOrderItemBranchNumber,
  customerOrderItemBranchNumberWithLocalCharacter,
  email,
  isMainlandMobile,
  max,
  newTaxNo,
  procurementCustomerOrderItemBranchNumber,
  procurementCustomerOrderItemBranchNumberWithLocalCharacter,
  quantity,
  required,
  taxNo,
  taxNoDisable,
  tel,
} from '..';

const chars = (s: string) => fc.constantFrom(...Array.from(s));
const fromRange = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((cp) => String.fromCodePoint(cp));
/** Any single code point except surrogate halves. */
const anyChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
const insertAt = (base: string, ch: string, at: number) => {
  const cps = Array.from(base);
  const i = at % (cps.length + 1);
  return [...cps.slice(0, i), ch, ...cps.slice(i)].join('');
};

const ASCII_ALLOWED = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 \t${BRANCH_NUMBER_SYMBOLS}`;
const PROCUREMENT_ALLOWED = ASCII_ALLOWED + PROCUREMENT_EXTRA_SYMBOLS;

/** NEC special characters and the blocks they come from. */
const necSpecial = fc.oneof(
  fromRange(0x2160, 0x2188),
  fromRange(0x2460, 0x24ff),
  fromRange(0x2776, 0x2793),
  fromRange(0x3200, 0x32ff),
  fromRange(0x3300, 0x33ff),
  fromRange(0x1f100, 0x1f2ff),
  chars('№℡∑√∟∠∩∪∫∮∵≒≡⊥⊿〝〞〟'),
);
/** Characters a local-character field must accept: CJK, kana, hangul, full-width forms and safe ASCII. */
const localSafe = fc.oneof(
  fromRange(0x4e00, 0x9fff),
  fromRange(0x3041, 0x3096),
  fromRange(0xac00, 0xd7a3),
  fromRange(0xff01, 0xff5e),
  chars('ABCxyz0189 +-.,#$%&()=@*;:?/_[<>\\^~`'),
  fromRange(0x20000, 0x2a6df), // CJK extension B, outside the BMP
);

const N = fc.integer({ min: 1, max: 40 });

describe('branch-number rules (properties)', () => {
  const asciiVariants = [
    [customerOrderItemBranchNumber, ASCII_ALLOWED, M.branchNumber],
    [procurementCustomerOrderItemBranchNumber, PROCUREMENT_ALLOWED, M.procurementBranchNumber],
  ] as const;

  it.each(asciiVariants)('%p: strings of the allowed set pass up to N and fail above N', (rule, allowed) => {
    fc.assert(
      fc.property(N, fc.string({ unit: chars(allowed), maxLength: 60 }), (n, s) => {
        expect(rule(s, n)).toBe(s.length <= n ? null : M.max(n));
      }),
    );
  });

  it.each(asciiVariants)('%p: any character outside the set is rejected wherever it stands', (rule, allowed, message) => {
    const outside = anyChar.filter((c) => !allowed.includes(c));
    fc.assert(
      fc.property(fc.string({ unit: chars(allowed), maxLength: 20 }), outside, fc.nat(), (s, c, at) => {
        expect(rule(insertAt(s, c, at), 1000)).toBe(message);
      }),
    );
  });

  const localVariants = [
    [customerOrderItemBranchNumberWithLocalCharacter, LOCAL_FORBIDDEN_ASCII, M.branchNumberWithLocalCharacter],
    [
      procurementCustomerOrderItemBranchNumberWithLocalCharacter,
      PROCUREMENT_LOCAL_FORBIDDEN_ASCII,
      M.procurementBranchNumberWithLocalCharacter,
    ],
  ] as const;

  it.each(localVariants)('%p: any string holding a forbidden character is rejected', (rule, forbiddenAscii, message) => {
    const forbidden = fc.oneof(chars(forbiddenAscii), necSpecial);
    fc.assert(
      fc.property(fc.string({ unit: localSafe, maxLength: 20 }), forbidden, fc.nat(), (s, c, at) => {
        expect(rule(insertAt(s, c, at), 1000)).toBe(message);
      }),
    );
  });

  it.each(localVariants)('%p: local text without forbidden characters passes up to N code points', (rule) => {
    fc.assert(
      fc.property(N, fc.string({ unit: localSafe, maxLength: 60 }), (n, s) => {
        expect(rule(s, n)).toBe(codePointLength(s) <= n ? null : M.max(n));
      }),
    );
  });

  it('the procurement local variant accepts quotes the plain one rejects', () => {
    fc.assert(
      fc.property(fc.string({ unit: localSafe, maxLength: 10 }), chars(`"'`), fc.nat(), (s, q, at) => {
        const v = insertAt(s, q, at);
        expect(procurementCustomerOrderItemBranchNumberWithLocalCharacter(v, 100)).toBeNull();
        expect(customerOrderItemBranchNumberWithLocalCharacter(v, 100)).toBe(M.branchNumberWithLocalCharacter);
      }),
    );
  });
});

describe('length rules (properties)', () => {
  const text = fc.string({ unit: 'binary', maxLength: 50 });

  it('max:N accepts exactly N code points and rejects N+1', () => {
    fc.assert(
      fc.property(text, anyChar, (s, extra) => {
        const n = codePointLength(s);
        expect(validate(s, `max:${n}`)).toBeNull();
        expect(validate(s + extra, `max:${n}`)).toBe(M.max(n));
      }),
    );
  });

  it('min:N accepts exactly N code points and rejects N-1', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 2, maxLength: 50 }), (s) => {
        const n = codePointLength(s);
        expect(validate(s, `min:${n}`)).toBeNull();
        expect(validate(Array.from(s).slice(1).join(''), `min:${n}`)).toBe(M.min(n));
      }),
    );
  });

  it('truncateToMaxLength keeps a prefix of at most N code points that passes max:N', () => {
    fc.assert(
      fc.property(text, fc.nat({ max: 60 }), (s, n) => {
        const t = truncateToMaxLength(s, n);
        expect(s.startsWith(t)).toBe(true);
        expect(codePointLength(t)).toBe(Math.min(n, codePointLength(s)));
        expect(max(t, n)).toBeNull();
      }),
    );
  });
});

describe('other rules (properties)', () => {
  it('required fails exactly on blank values', () => {
    const blank = fc.string({ unit: chars(' \t\u3000\n'), maxLength: 5 });
    fc.assert(fc.property(blank, (s) => expect(required(s)).toBe(M.required)));
    fc.assert(
      fc.property(
        blank,
        fc.string({ unit: 'grapheme', minLength: 1 }).filter((s) => s.trim() !== ''),
        (b, s) => expect(required(b + s)).toBeNull(),
      ),
    );
  });

  it('tel accepts any non-empty string of digits and hyphens', () => {
    fc.assert(fc.property(fc.string({ unit: chars('0123456789-'), minLength: 1, maxLength: 30 }), (s) => expect(tel(s)).toBeNull()));
  });

  it('every number built from a valid prefix, segment and 8 digits is a mainland mobile', () => {
    const segment = fc.constantFrom(
      ...['130', '131', '132', '133', '134', '135', '136', '137', '138', '139', '145', '147'],
      ...['150', '151', '152', '153', '155', '156', '157', '158', '159', '176', '177', '178'],
      ...['180', '181', '182', '183', '184', '185', '186', '187', '188', '189'],
    );
    const rest = fc.string({ unit: chars('0123456789'), minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(fc.constantFrom('', '0', '86', '17951'), segment, rest, (p, s, r) => expect(isMainlandMobile(p + s + r)).toBe(true)),
    );
  });

  it('taxNo accepts any printable ASCII without spaces and rejects an inserted space', () => {
    const printable = fc.string({ unit: fromRange(0x21, 0x7e), minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(printable, fc.nat(), (s, at) => {
        expect(taxNo(s)).toBeNull();
        expect(taxNo(insertAt(s, ' ', at + 1))).toBe(M.taxNoSpace);
      }),
    );
  });

  it('taxNoDisable rejects any value holding I, O, Z, S or V; newTaxNo only below 15 characters', () => {
    const base = fc.string({ unit: chars('0123456789ABCDEFGHJKLMNPQRTUWXY'), maxLength: 25 });
    fc.assert(
      fc.property(base, chars('IOZSV'), fc.nat(), (s, c, at) => {
        const v = insertAt(s, c, at);
        expect(taxNoDisable(v)).toBe(M.taxNoForbiddenLetters);
        expect(newTaxNo(v)).toBe(codePointLength(v) >= 15 ? null : M.taxNoForbiddenLetters);
        expect(taxNoDisable(s)).toBeNull();
        expect(newTaxNo(s)).toBeNull();
      }),
    );
  });

  it('bankAccount accepts digits, dots and hyphens only', () => {
    fc.assert(fc.property(fc.string({ unit: chars('0123456789.-'), minLength: 1 }), (s) => expect(bankAccount(s)).toBeNull()));
    fc.assert(
      fc.property(
        fc.string({ unit: chars('0123456789.-') }),
        anyChar.filter((c) => !'0123456789.-'.includes(c)),
        fc.nat(),
        (s, c, at) => expect(bankAccount(insertAt(s, c, at))).toBe(M.bankAccount),
      ),
    );
  });

  it('email accepts every address of the documented shape', () => {
    const word = (set: string) => fc.string({ unit: chars(set), minLength: 1, maxLength: 10 });
    const alnum = 'abcXYZ0189';
    const address = fc
      .tuple(
        word(alnum + '._-'),
        fc.array(word(alnum + '-'), { minLength: 1, maxLength: 3 }),
        fc.string({ unit: chars('abcXYZ'), minLength: 2, maxLength: 6 }),
      )
      .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
    fc.assert(fc.property(address, (a) => expect(email(a)).toBeNull()));
  });

  it('quantity accepts exactly the integers between min and max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: -2000, max: 2000 }),
        (lo, span, n) => {
          const hi = lo + span;
          expect(quantity(String(n), lo, hi)).toBe(n >= lo && n <= hi ? null : M.quantity(lo, hi));
          expect(quantity(`${n}.5`, lo, hi)).toBe(M.quantity(lo, hi));
        },
      ),
    );
  });
});
