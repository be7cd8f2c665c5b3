/**
 * The fixed list every route gets besides what its schema suggests: input that broke real services somewhere.
 * `value`s go into one field (a query parameter, a path parameter, a JSON body property); `raw` query fragments and
 * `payload`s are sent byte for byte, so they can be what no serializer would produce.
 */

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

export interface FixedValue {
  what: string;
  value: unknown;
}

export const FIXED_VALUES: FixedValue[] = [
  { what: 'null byte', value: '\u0000' },
  { what: 'null byte inside', value: 'ab\u0000cd' },
  { what: 'control characters', value: '\u0001\u0007\u001b[31m\r\n' },
  { what: '10,000 ASCII characters', value: 'a'.repeat(10_000) },
  { what: '10,000 Chinese characters', value: '轴'.repeat(10_000) },
  { what: 'empty string', value: '' },
  { what: 'blanks', value: '   \t ' },
  { what: 'emoji and combining marks', value: '😀👨‍👩‍👧 é Z̤͔ͧ̑̓' },
  { what: 'lone surrogate', value: '\uD800x' },
  { what: 'right-to-left override', value: '\u202Eabc\u202C' },
  { what: 'full-width digits', value: '１２３' },
  { what: 'SQL quote', value: "' OR 1=1 --" },
  { what: 'SQL statement', value: "'; drop table users; --" },
  { what: 'LIKE wildcards', value: '%_%' },
  { what: 'backslash escape', value: '\\%\\_\\' },
  { what: 'path traversal', value: '../../etc/passwd' },
  { what: 'HTML', value: '<script>alert(1)</script>' },
  { what: 'literal percent-encoding', value: '%E0%A4%A' },
  { what: 'negative number', value: -1 },
  { what: 'zero', value: 0 },
  { what: 'fraction', value: 0.5 },
  { what: 'below int32', value: -2_147_483_649 },
  { what: 'above int64', value: 9_223_372_036_854_775_808 },
  { what: 'past MAX_SAFE_INTEGER', value: 2 ** 53 + 2 },
  { what: 'huge number', value: 1e308 },
  { what: 'numeric text overflowing', value: '99999999999999999999999999' },
  { what: 'NaN text', value: 'NaN' },
  { what: 'Infinity text', value: '-Infinity' },
  { what: 'boolean', value: true },
  { what: 'null', value: null },
  { what: 'empty array', value: [] },
  { what: 'array of strings', value: ['a', 'b'] },
  { what: 'empty object', value: {} },
  { what: 'object', value: { $gt: '' } },
  { what: 'deep array', value: JSON.parse(deepArray(200)) as unknown },
];

/** Query-string fragments appended unencoded to a field name: malformed percent-encoding and friends. */
export const RAW_QUERY_VALUES: { what: string; raw: string }[] = [
  { what: 'lone percent', raw: '%' },
  { what: 'truncated escape', raw: '%E0%A4' },
  { what: 'invalid escape', raw: '%zz%G1' },
  { what: 'encoded null byte', raw: '%00' },
  { what: 'overlong UTF-8', raw: '%C0%AF' },
  { what: 'encoded surrogate', raw: '%ED%A0%80' },
  { what: 'repeated key', raw: 'a&{key}=b&{key}=c' },
  { what: 'array brackets', raw: 'a&{key}[]=b&{key}[0]=c' },
];

/** Whole bodies of POST/PUT/PATCH/DELETE routes: [what, content-type, payload]. */
export const RAW_BODIES: [string, string, string | Buffer][] = [
  ['invalid JSON', 'application/json', '{"a":'],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '[]'],
  ['JSON string', 'application/json', '"text"'],
  ['JSON number', 'application/json', '1e400'],
  ['deep JSON array (5,000 levels)', 'application/json', deepArray(5_000)],
  ['deep JSON object (2,000 levels)', 'application/json', deepObject(2_000)],
  ['__proto__ pollution', 'application/json', '{"__proto__":{"isAdmin":true}}'],
  ['constructor pollution', 'application/json', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['null byte in JSON', 'application/json', '{"a":"\\u0000"}'],
  ['invalid UTF-8', 'application/json', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')])],
  ['charset latin1', 'application/json; charset=latin1', '{"a":"b"}'],
  ['form body', 'application/x-www-form-urlencoded', 'a=%&b=%zz'],
  ['text body', 'text/plain', 'hello'],
  ['XML body', 'application/xml', '<a/>'],
  ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
  [
    'multipart with broken part',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="\u0000.pdf"\r\n\r\nabc',
  ],
];

/** Appended to a route's path: what the router itself must refuse in the envelope. */
export const PATH_SUFFIXES: [string, string][] = [
  ['trailing percent', '%'],
  ['invalid escape', '%zz'],
  ['encoded slash and dots', '/..%2F..%2Fetc'],
  ['encoded null byte', '%00'],
  ['150-character segment', `/${'a'.repeat(150)}`],
];
