import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { fieldIssuesFromZod } from '../../core/fieldIssuesFromZod.js';
import { englishIssueMessage } from '../../core/_lib/englishIssueMessage.js';
import { debtListSchema, type DebtInput } from '../debtInputSchema.js';

/**
 * Validates a `debts` argument with the shared debt schema. Decimal instances are accepted for money fields (read
 * through their exact text); the caller's objects are never touched.
 *
 * @throws GuidekitError with code `invalid_debts` and one issue per bad field (`debts[2].balance`).
 */
export function validateDebts(debts: unknown, fn: string): DebtInput[] {
  const candidate = Array.isArray(debts)
    ? debts.map((d) => {
        if (typeof d !== 'object' || d === null) return d;
        const entries = Object.entries(d as Record<string, unknown>).map(([k, v]) => [k, Decimal.isDecimal(v) ? (v as Decimal).toFixed() : v]);
        return Object.fromEntries(entries);
      })
    : debts;
  const parsed = debtListSchema.safeParse(candidate, { error: englishIssueMessage });
  if (!parsed.success) {
    const issues = fieldIssuesFromZod(parsed.error.issues, { prefix: 'debts' });
    const first = issues[0];
    throw new GuidekitError(`${fn}: invalid debts${first ? ` (${first.field}: ${first.message})` : ''}`, {
      code: 'invalid_debts',
      issues,
    });
  }
  return parsed.data;
}

/** Checks that an option is one of the listed values. */
export function validateChoice<T extends string>(value: unknown, allowed: readonly T[], fallback: T, fn: string, field: string): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new GuidekitError(`${fn}: ${field} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`, {
    code: 'invalid_value',
    field,
  });
}

/**
 * Validated debts in a canonical order (creditor, then every other field), so engines that list per-debt findings
 * give the same answer whatever order the caller used.
 */
export function canonicalOrder(debts: readonly DebtInput[]): DebtInput[] {
  const keyed = debts.map((d) => ({ d, key: JSON.stringify(Object.entries(d).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) }));
  keyed.sort((a, b) => (a.d.creditor < b.d.creditor ? -1 : a.d.creditor > b.d.creditor ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map((k) => k.d);
}
