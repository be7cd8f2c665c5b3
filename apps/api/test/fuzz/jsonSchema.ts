import fc from 'fast-check';

/** The part of JSON Schema (as TypeBox, Fastify route schemas and OpenAPI 3 emit it) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
}

/** Resolves `$ref`s ('#/components/schemas/X' of an OpenAPI document, or '#/definitions/X') against a root. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

export const noRefs: RefResolver = () => undefined;

export function deref(schema: JsonSchema | undefined, resolve: RefResolver, depth = 0): JsonSchema {
  if (!schema) return {};
  if (schema.$ref && depth < 20) return deref(resolve(schema.$ref), resolve, depth + 1);
  if (schema.allOf?.length) {
    // TypeBox Intersect: merge the parts' properties and required lists
    const parts = schema.allOf.map((s) => deref(s, resolve, depth + 1));
    return {
      ...Object.assign({}, ...parts),
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
      allOf: undefined,
    };
  }
  return schema;
}

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function patternRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 24, Math.max(minLength, 24));
  const re = s.pattern ? patternRegExp(s.pattern) : undefined;
  if (re) {
    // stringMatching knows nothing of lengths: keep what fits (a base that misses is still bad input, never an error)
    const matching = fc
      .stringMatching(re, { size: 'xsmall' })
      .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
    // random text filtered by the pattern only where random text often fits it: a filter that never passes (a date
    // pattern such as ^[0-9]{4}-[0-9]{2}-[0-9]{2}$) would keep fast-check drawing for ever
    const random = fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
    const fits = fc.sample(random, { numRuns: 100, seed: 1 }).filter((v) => re.test(v)).length;
    return fits >= 10
      ? fc.oneof(
          matching,
          random.filter((v) => re.test(v)),
        )
      : matching;
  }
  if (s.format === 'date-time')
    return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2099-12-31') }).map((d) => d.toISOString());
  if (s.format === 'date')
    return fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2099-12-31') })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'email') return fc.emailAddress();
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function bound(v: number | boolean | undefined, exclusive: number | boolean | undefined, step: number, fallback: number): number {
  if (typeof exclusive === 'number') return exclusive + step;
  if (typeof v === 'number') return exclusive === true ? v + step : v;
  return fallback;
}

/** Values the schema accepts (best effort: what comes out is the base a bad request spoils in one place). */
export function validValue(schema: JsonSchema | undefined, resolve: RefResolver = noRefs, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema, resolve);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validValue(a, resolve, depth + 1)));
  const type = typesOf(s).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
      return fc.integer({ min: bound(s.minimum, s.exclusiveMinimum, 1, -1000), max: bound(s.maximum, s.exclusiveMaximum, -1, 1000) });
    case 'number':
      return fc.double({
        min: bound(s.minimum, s.exclusiveMinimum, 0.001, -1000),
        max: bound(s.maximum, s.exclusiveMaximum, -0.001, 1000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 3, Math.max(minLength, 3));
      return depth > 6 ? fc.constant([]) : fc.array(validValue(s.items, resolve, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const props = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of props) record[k] = validValue(v, resolve, depth + 1);
      return fc.record(record, { requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)) });
    }
    default:
      return validString(s);
  }
}

/**
 * Values the schema refuses, from its own limits: past each bound, the wrong type, outside the enum, a string that
 * breaks the pattern. Deterministic (the fixed list adds the rest), so every limit of every field is tried.
 */
export function valuesBreaking(schema: JsonSchema | undefined, resolve: RefResolver = noRefs): unknown[] {
  const s = deref(schema, resolve);
  const types = typesOf(s);
  const out: unknown[] = [];
  const num = types.includes('integer') || types.includes('number');
  if (num) {
    const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
    const max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
    if (typeof min === 'number') out.push(min - 1, min - 0.5);
    if (typeof max === 'number') out.push(max + 1, max + 0.5);
    if (types.includes('integer') && !types.includes('number')) out.push(1.5);
    out.push('abc', '');
  }
  if (types.includes('string')) {
    if (typeof s.maxLength === 'number') out.push('x'.repeat(s.maxLength + 1), '轴'.repeat(s.maxLength + 1));
    if (typeof s.minLength === 'number' && s.minLength > 0) out.push('x'.repeat(s.minLength - 1));
    if (s.pattern || s.format) out.push('!@#$%^&*() 非法', '\u0000');
    out.push(12345, true);
  }
  if (s.enum?.length || s.const !== undefined) out.push('__not_in_enum__', 999999);
  if (types.includes('boolean')) out.push('maybe', 2);
  if (types.includes('array')) {
    out.push('not-an-array', { 0: 'a' });
    if (typeof s.maxItems === 'number') out.push(Array.from({ length: s.maxItems + 1 }, () => firstExample(s.items, resolve)));
    if (typeof s.minItems === 'number' && s.minItems > 0) out.push([]);
  }
  if (types.includes('object')) out.push('not-an-object', [1, 2]);
  if (!types.includes('null') && !s.nullable) out.push(null);
  return out;
}

/** One plain value of the schema (for arrays over maxItems). */
export function firstExample(schema: JsonSchema | undefined, resolve: RefResolver = noRefs): unknown {
  const s = deref(schema, resolve);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const type = typesOf(s)[0];
  if (type === 'integer' || type === 'number') return typeof s.minimum === 'number' ? s.minimum : 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    const o: Record<string, unknown> = {};
    for (const k of s.required ?? []) o[k] = firstExample(s.properties?.[k], resolve);
    return o;
  }
  return 'A';
}
