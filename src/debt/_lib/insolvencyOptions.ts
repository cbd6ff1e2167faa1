import Decimal from 'decimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import { pickRule } from '../../core/pickRule.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { AssessInsolvencyMessageKey } from '../messages/assessInsolvency.js';
import { AU_PART_IX_BASE, AU_PART_IX_MULTIPLES, type PartIxMultiples, CA_CONSUMER_PROPOSAL_LIMIT, CA_INSOLVENT_PERSON_MIN_DEBT, UK_BANKRUPTCY_FEE, UK_DRO_CRITERIA } from '../rules/insolvencyIntl.js';
import { US_CHAPTER_13_DEBT_LIMITS } from '../rules/insolvencyUs.js';
import { US_MEANS_TEST_MEDIAN_INCOME } from '../rules/insolvencyUsMedianIncome.js';
import { formatGarnishmentMoney } from './garnishmentText.js';
import { limitOutcome, verdictOf, type InsolvencyTest, type InsolvencyVerdict, type TestOutcome } from './insolvencyTests.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';

/** One insolvency option with its verdict and the tests behind it. */
export interface InsolvencyOption {
  /** `chapter_7`, `chapter_13`, `dro`, `iva`, `bankruptcy`, `consumer_proposal`, `part_ix`, `part_x`. */
  readonly id: string;
  readonly name: string;
  readonly verdict: InsolvencyVerdict;
  /** Why, one sentence per test plus notes. */
  readonly reasons: readonly string[];
  readonly tests: readonly InsolvencyTest[];
  /** Fee to apply, in the jurisdiction's currency; null when not tabulated. */
  readonly fee: Decimal | null;
}

/** What the option builders know about the debtor (money in currency units, null when not given). */
export interface InsolvencyFacts {
  readonly asOf: string;
  readonly monthlyIncome: Decimal | null;
  readonly totalDebts: Decimal | null;
  /** Null when debts came as a total (split unknown). */
  readonly securedDebts: Decimal | null;
  readonly unsecuredDebts: Decimal | null;
  /** Debts of type `mortgage` (taken as the principal-residence mortgage); null for a total. */
  readonly mortgageDebts: Decimal | null;
  readonly assets: Decimal | null;
  readonly householdSize: number | null;
  readonly stateCode: string | null;
  readonly currency: 'USD' | 'GBP' | 'CAD' | 'AUD';
  readonly lang: ShippedLanguage;
}

type T = Translate<AssessInsolvencyMessageKey>;
type Out = { options: InsolvencyOption[]; applied: AppliedRule<unknown>[]; warnings: string[] };

const d = (v: Decimal.Value) => new Decimal(v);

/** Builds one test; `messageId` picks a more specific reason than the test id (e.g. a missing state). */
function makeTest(f: InsolvencyFacts, t: T) {
  const fmt = (v: Decimal | null) => (v === null ? '?' : formatGarnishmentMoney(v, f.currency, f.lang));
  return (id: string, kind: InsolvencyTest['kind'], outcome: TestOutcome, value: Decimal | null, limit: Decimal | null, messageId = id): InsolvencyTest => {
    const key = `${messageId}_${outcome}` as AssessInsolvencyMessageKey;
    return { test: id, kind, outcome, value, limit, reason: t(key, { value: fmt(value), limit: fmt(limit) }) };
  };
}

function option(t: T, id: string, tests: InsolvencyTest[], fee: Decimal | null, notes: string[] = []): InsolvencyOption {
  return { id, name: t(`name_${id}` as AssessInsolvencyMessageKey), verdict: verdictOf(tests), reasons: [...tests.map((x) => x.reason), ...notes], tests, fee };
}

const hasDebt = (f: InsolvencyFacts): TestOutcome => (f.totalDebts === null ? 'unknown' : f.totalDebts.gt(0) ? 'pass' : 'fail');
const hasIncome = (f: InsolvencyFacts): TestOutcome => (f.monthlyIncome === null ? 'unknown' : f.monthlyIncome.gt(0) ? 'pass' : 'fail');

/**
 * US: Chapter 7 (means test, 11 U.S.C. § 707(b)) and Chapter 13 (debt limits and regular income, § 109(e)).
 *
 * @param f - What is known about the debtor.
 * @param t - The assessInsolvency translator.
 * @returns The options with their tests, the rules applied and warnings.
 * @example
 * ```ts
 * usOptions(facts, t).options.map((o) => o.verdict)
 * ```
 */
export function usOptions(f: InsolvencyFacts, t: T): Out {
  const test = makeTest(f, t);
  const applied: AppliedRule<unknown>[] = [];
  const warnings: string[] = [];
  // Dates before the first shipped median table get an unknown means test rather than an error.
  const table = pickRule(US_MEANS_TEST_MEDIAN_INCOME, f.asOf);
  if (table !== undefined) applied.push(table);
  if (table !== undefined && f.asOf >= table.value.next_update_expected) warnings.push(t('median_stale', { effective: table.effective }));
  const annual = f.monthlyIncome === null ? null : f.monthlyIncome.times(12);
  const row = f.stateCode === null || table === undefined ? undefined : table.value.by_state[f.stateCode];
  // § 707(b)(7): the highest median for a household of the same size or fewer, plus a fixed amount per person over 4.
  const medianFor = (size: number) => row === undefined || table === undefined ? null : d(Math.max(...row.slice(0, Math.min(size, 4)))).plus(Math.max(0, size - 4) * table.value.per_extra_person);
  const median = medianFor(f.householdSize ?? 1);
  let means: TestOutcome = 'unknown';
  if (annual !== null && median !== null && annual.lte(median)) means = 'pass';
  const messageId = table === undefined ? 'means_test_no_table' : row === undefined ? 'means_test_no_state' : annual === null ? 'means_test_no_income' : f.householdSize === null && means === 'unknown' ? 'means_test_no_size' : 'means_test';
  const meansTest = test('means_test', 'income_limit', means, annual, median, messageId);
  const ch7 = option(t, 'chapter_7', [meansTest], null, [t('ch7_other_requirements')]);

  const limits = requireRule(US_CHAPTER_13_DEBT_LIMITS, f.asOf);
  applied.push(limits);
  const tests: InsolvencyTest[] = [];
  if (limits.value.kind === 'combined') {
    tests.push(test('combined_debt_limit', 'debt_limit', limitOutcome(f.totalDebts, d(limits.value.combined), { inclusive: false }), f.totalDebts, d(limits.value.combined)));
  } else if (f.unsecuredDebts !== null && f.securedDebts !== null) {
    tests.push(test('unsecured_debt_limit', 'debt_limit', limitOutcome(f.unsecuredDebts, d(limits.value.unsecured), { inclusive: false }), f.unsecuredDebts, d(limits.value.unsecured)));
    tests.push(test('secured_debt_limit', 'debt_limit', limitOutcome(f.securedDebts, d(limits.value.secured), { inclusive: false }), f.securedDebts, d(limits.value.secured)));
  } else {
    // A total below the unsecured limit passes both tests; one at or above both limits together fails one of them.
    const u = d(limits.value.unsecured);
    const both = u.plus(limits.value.secured);
    const outcome: TestOutcome = f.totalDebts === null ? 'unknown' : f.totalDebts.lt(u) ? 'pass' : f.totalDebts.gte(both) ? 'fail' : 'unknown';
    tests.push(test('total_debt_limit', 'debt_limit', outcome, f.totalDebts, u));
  }
  tests.push(test('regular_income', 'requirement', hasIncome(f), f.monthlyIncome, null));
  return { options: [ch7, option(t, 'chapter_13', tests, null, [t('ch13_plan')])], applied, warnings };
}

/**
 * England and Wales: debt relief order, IVA and bankruptcy.
 *
 * @param f - What is known about the debtor.
 * @param t - The assessInsolvency translator.
 * @returns The options with their tests, the rules applied and warnings.
 * @example
 * ```ts
 * ukOptions(facts, t).options.map((o) => o.verdict)
 * ```
 */
export function ukOptions(f: InsolvencyFacts, t: T): Out {
  const test = makeTest(f, t);
  const dro = requireRule(UK_DRO_CRITERIA, f.asOf);
  const fee = requireRule(UK_BANKRUPTCY_FEE, f.asOf);
  const c = dro.value;
  const assetsOutcome: TestOutcome = f.assets === null ? 'unknown' : f.assets.lte(c.max_assets) ? 'pass' : f.assets.gt(d(c.max_assets).plus(c.max_vehicle)) ? 'fail' : 'unknown';
  const surplus: TestOutcome = f.monthlyIncome === null ? 'unknown' : f.monthlyIncome.lte(c.max_surplus_income) ? 'pass' : 'unknown';
  const droOption = option(t, 'dro', [
    test('dro_debt_limit', 'debt_limit', limitOutcome(f.totalDebts, d(c.max_debts), { inclusive: true }), f.totalDebts, d(c.max_debts)),
    test('dro_surplus_income', 'income_limit', surplus, f.monthlyIncome, d(c.max_surplus_income)),
    test('dro_assets', 'asset_limit', assetsOutcome, f.assets, d(c.max_assets)),
  ], d(c.fee), [t('dro_other', { vehicle: c.max_vehicle })]);
  const iva = option(t, 'iva', [test('has_debt', 'requirement', hasDebt(f), f.totalDebts, null), test('iva_income', 'requirement', hasIncome(f), f.monthlyIncome, null)], null, [t('iva_note')]);
  const bankruptcy = option(t, 'bankruptcy', [test('has_debt', 'requirement', hasDebt(f), f.totalDebts, null)], d(fee.value), [t('uk_bankruptcy_note', { fee: fee.value })]);
  return { options: [droOption, iva, bankruptcy], applied: [dro, fee], warnings: [] };
}

/**
 * Canada: consumer proposal (BIA s. 66.11) and bankruptcy (insolvent person, BIA s. 2).
 *
 * @param f - What is known about the debtor.
 * @param t - The assessInsolvency translator.
 * @returns The options with their tests, the rules applied and warnings.
 * @example
 * ```ts
 * caOptions(facts, t).options.map((o) => o.verdict)
 * ```
 */
export function caOptions(f: InsolvencyFacts, t: T): Out {
  const test = makeTest(f, t);
  const limit = requireRule(CA_CONSUMER_PROPOSAL_LIMIT, f.asOf);
  const min = requireRule(CA_INSOLVENT_PERSON_MIN_DEBT, f.asOf);
  const counted = f.totalDebts === null ? null : f.mortgageDebts === null ? f.totalDebts : f.totalDebts.minus(f.mortgageDebts);
  const insolvent = test('insolvent_person', 'requirement', f.totalDebts === null ? 'unknown' : f.totalDebts.gte(min.value) ? 'pass' : 'fail', f.totalDebts, d(min.value));
  const proposal = option(t, 'consumer_proposal', [
    insolvent,
    test('proposal_debt_limit', 'debt_limit', limitOutcome(counted, d(limit.value), { inclusive: true, valueIsUpperBound: f.mortgageDebts === null }), counted, d(limit.value)),
    test('regular_income', 'requirement', hasIncome(f), f.monthlyIncome, null),
  ], null, [t('proposal_note')]);
  const bankruptcy = option(t, 'bankruptcy', [insolvent], null, [t('ca_bankruptcy_note')]);
  return { options: [proposal, bankruptcy], applied: [limit, min], warnings: [] };
}

/**
 * Australia: Part IX debt agreement (indexed limits), Part X personal insolvency agreement and bankruptcy.
 *
 * @param f - What is known about the debtor.
 * @param t - The assessInsolvency translator.
 * @returns The options with their tests, the rules applied and warnings.
 * @example
 * ```ts
 * auOptions(facts, t).options.map((o) => o.verdict)
 * ```
 */
export function auOptions(f: InsolvencyFacts, t: T): Out {
  const test = makeTest(f, t);
  const base = pickRule(AU_PART_IX_BASE, f.asOf);
  const m = pickRule(AU_PART_IX_MULTIPLES, f.asOf);
  // A base whose half-year ended with no newer indexation on record: the limits in force are higher than these.
  const stale = base?.stale === true;
  const warnings = stale ? [t('part_ix_stale', { effective: base.effective, since: base.stale_since ?? '' })] : [];
  // Dates before the first shipped base leave the limits unknown.
  const limit = (k: keyof PartIxMultiples) => (base === undefined || m === undefined ? null : d(base.value.base).times(m.value[k]));
  const debtLimit = limit('unsecured_debts');
  const propertyLimit = limit('divisible_property');
  const incomeLimit = limit('income');
  const unsecured = f.unsecuredDebts ?? f.totalDebts;
  const annual = f.monthlyIncome === null ? null : f.monthlyIncome.times(12);
  // Indexation never lowers the base, so a figure within a stale limit is within the current one; a figure above it
  // may still be within the current (unknown) limit, so that outcome is unknown rather than a failure.
  const within = (value: Decimal | null, max: Decimal | null, upper = false): TestOutcome => (max === null ? 'unknown' : limitOutcome(value, max, { inclusive: true, valueIsUpperBound: upper || stale }));
  const reasonId = (id: string, value: Decimal | null, max: Decimal | null) => (stale && value !== null && max !== null && value.gt(max) ? `${id}_stale` : id);
  const partIx = option(t, 'part_ix', [
    test('part_ix_debt_limit', 'debt_limit', within(unsecured, debtLimit, f.unsecuredDebts === null), unsecured, debtLimit, reasonId('part_ix_debt_limit', unsecured, debtLimit)),
    test('part_ix_property', 'asset_limit', within(f.assets, propertyLimit), f.assets, propertyLimit, reasonId('part_ix_property', f.assets, propertyLimit)),
    test('part_ix_income', 'income_limit', within(annual, incomeLimit), annual, incomeLimit, reasonId('part_ix_income', annual, incomeLimit)),
  ], null, [t('part_ix_note')]);
  const partX = option(t, 'part_x', [test('has_debt', 'requirement', hasDebt(f), f.totalDebts, null)], null, [t('part_x_note')]);
  const bankruptcy = option(t, 'bankruptcy', [test('has_debt', 'requirement', hasDebt(f), f.totalDebts, null)], null, [t('au_bankruptcy_note')]);
  return { options: [partIx, partX, bankruptcy], applied: [base, m].filter((x) => x !== undefined), warnings };
}
