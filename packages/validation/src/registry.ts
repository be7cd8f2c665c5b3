import * as r from './rules';
import type { RuleResult } from './rules';

type ParamKind = 'length' | 'integer';

interface RuleDefinition {
  readonly params: readonly ParamKind[];
  readonly check: (value: string, params: readonly number[]) => RuleResult;
}

const none: readonly ParamKind[] = [];
const oneLength: readonly ParamKind[] = ['length'];

/** Rule names as they appear in rule strings. A Map, so names like "constructor" are simply unknown. */
const RULES: ReadonlyMap<string, RuleDefinition> = new Map<string, RuleDefinition>([
  ['required', { params: none, check: (v) => r.required(v) }],
  ['max', { params: oneLength, check: (v, [n]) => r.max(v, n as number) }],
  ['min', { params: oneLength, check: (v, [n]) => r.min(v, n as number) }],
  ['tel', { params: none, check: (v) => r.tel(v) }],
  ['zipCode', { params: none, check: (v) => r.zipCode(v) }],
  ['customerOrderItemBranchNumber', { params: oneLength, check: (v, [n]) => r.customerOrderItemBranchNumber(v, n as number) }],
  [
    'customerOrderItemBranchNumberWithLocalCharacter',
    { params: oneLength, check: (v, [n]) => r.customerOrderItemBranchNumberWithLocalCharacter(v, n as number) },
  ],
  [
    'procurementCustomerOrderItemBranchNumber',
    { params: oneLength, check: (v, [n]) => r.procurementCustomerOrderItemBranchNumber(v, n as number) },
  ],
  [
    'procurementCustomerOrderItemBranchNumberWithLocalCharacter',
    { params: oneLength, check: (v, [n]) => r.procurementCustomerOrderItemBranchNumberWithLocalCharacter(v, n as number) },
  ],
  ['taxNo', { params: none, check: (v) => r.taxNo(v) }],
  ['taxNoDisable', { params: none, check: (v) => r.taxNoDisable(v) }],
  ['newTaxNo', { params: none, check: (v) => r.newTaxNo(v) }],
  ['openingBank', { params: none, check: (v) => r.openingBank(v) }],
  ['bankAccount', { params: none, check: (v) => r.bankAccount(v) }],
  ['email', { params: none, check: (v) => r.email(v) }],
  ['quantity', { params: ['integer', 'integer'], check: (v, [lo, hi]) => r.quantity(v, lo as number, hi as number) }],
]);

/** Rules that fail on an empty value; every other rule lets an empty value through. */
export const RULES_REJECTING_EMPTY: readonly string[] = ['required', 'zipCode', 'taxNo'];

export const RULE_NAMES: readonly string[] = [...RULES.keys()];

export interface ParsedRule {
  /** The segment as written, e.g. "max:20". */
  readonly source: string;
  readonly name: string;
  readonly params: readonly number[];
  /** False for an unknown name or parameters that do not fit the rule; such a rule always fails. */
  readonly valid: boolean;
}

const LENGTH_PARAM = /^[0-9]+$/;
const INTEGER_PARAM = /^-?[0-9]+$/;

function paramsFromOption(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((p) => (typeof p === 'number' || typeof p === 'string' ? String(p).trim() : '\u0000'));
}

function parseParams(kinds: readonly ParamKind[], raw: readonly string[]): number[] | null {
  if (raw.length !== kinds.length) return null;
  const out: number[] = [];
  for (const [i, kind] of kinds.entries()) {
    const text = raw[i] as string;
    const pattern = kind === 'length' ? LENGTH_PARAM : INTEGER_PARAM;
    if (!pattern.test(text)) return null;
    const n = Number(text);
    if (!Number.isSafeInteger(n)) return null;
    out.push(n);
  }
  return out;
}

/**
 * Splits "required|max:20|quantity:1,9999" into rules. Blank segments are skipped. `params`, keyed by
 * rule name (`{ max: 20 }`, `{ quantity: [1, 9999] }`), replaces the parameters written in the string.
 */
export function parseRules(rules: string, params?: Readonly<Record<string, unknown>>): ParsedRule[] {
  const parsed: ParsedRule[] = [];
  for (const segment of rules.split('|')) {
    const source = segment.trim();
    if (source === '') continue;
    const colon = source.indexOf(':');
    const name = (colon === -1 ? source : source.slice(0, colon)).trim();
    const written =
      colon === -1
        ? []
        : source
            .slice(colon + 1)
            .split(',')
            .map((p) => p.trim());
    const fromOption = params && Object.hasOwn(params, name) ? paramsFromOption(params[name]) : undefined;
    const definition = RULES.get(name);
    const values = definition ? parseParams(definition.params, fromOption ?? written) : null;
    parsed.push({ source, name, params: values ?? [], valid: values !== null });
  }
  return parsed;
}

/** Runs one parsed rule; `null` when it passes. Invalid rules return `undefined` so callers word the message. */
export function runRule(rule: ParsedRule, value: string): RuleResult | undefined {
  const definition = rule.valid ? RULES.get(rule.name) : undefined;
  return definition ? definition.check(value, rule.params) : undefined;
}
