import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { assessInsolvency, type AssessInsolvencyInput, type InsolvencyOption } from '../../src/debt/assessInsolvency.js';
import { US_MEANS_TEST_MEDIAN_INCOME } from '../../src/debt/rules/insolvencyUsMedianIncome.js';
import { US_CHAPTER_13_DEBT_LIMITS } from '../../src/debt/rules/insolvencyUs.js';
import { AU_PART_IX_BASE, AU_PART_IX_MULTIPLES, CA_CONSUMER_PROPOSAL_LIMIT, CA_INSOLVENT_PERSON_MIN_DEBT, UK_BANKRUPTCY_FEE, UK_DRO_CRITERIA } from '../../src/debt/rules/insolvencyIntl.js';
import { US_JURISDICTION_CODES } from '../../src/debt/rules/limitationPeriodsUs.js';
import type { RuleTable } from '../../src/core/ruleTable.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtInsolvency } from '../../src/catalog/debt/insolvency.js';
import { formatMoney } from '../../src/core/formatMoney.js';
import { SHIPPED_LANGUAGES } from '../../src/core/i18n/resolveLang.js';
import { ASSESS_INSOLVENCY_MESSAGES } from '../../src/debt/messages/assessInsolvency.js';

const AS_OF = '2026-11-22';
const opts = { asOf: AS_OF };

function thrown(fn: () => unknown): { code: string; field: string | undefined; message: string } {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

const optionOf = (input: AssessInsolvencyInput, id: string, asOf = AS_OF): InsolvencyOption => {
  const found = assessInsolvency(input, { asOf }).options.find((o) => o.id === id);
  if (found === undefined) throw new Error(`no option ${id}`);
  return found;
};
const limitOf = (o: InsolvencyOption, test: string) => o.tests.find((x) => x.test === test)?.limit?.toFixed(2);
const card = (balance: string, extra: object = {}) => ({ creditor: 'Card', balance, rate: 20, minPayment: '25', ...extra });

describe('assessInsolvency', () => {
  describe('United States', () => {
    it('passes the means test at or below the state median (11 U.S.C. § 707(b)(7); UST table of 2024-11-01)', () => {
      // Utah, 4 people: $120,630 a year in the table for cases filed from November 1, 2024.
      const at = optionOf({ state: 'UT', income: '10052.50', household_size: 4 }, 'chapter_7', '2025-01-15');
      expect(at.verdict).toBe('likely_eligible');
      expect(limitOf(at, 'means_test')).toBe('120630.00');
      const above = optionOf({ state: 'UT', income: '10052.51', household_size: 4 }, 'chapter_7', '2025-01-15');
      expect(above.verdict).toBe('unknown');
    });

    it('adds $9,900 per person above 4 in the 2024-11-01 table (Utah, 6 people: $140,430)', () => {
      expect(limitOf(optionOf({ state: 'UT', income: '5000', household_size: 6 }, 'chapter_7', '2025-01-15'), 'means_test')).toBe('140430.00');
    });

    it('uses the table for cases filed from 2025-11-01 (Texas, 4 people: $114,938; 6 people: + 2 × $11,100)', () => {
      expect(limitOf(optionOf({ state: 'TX', income: '5000', household_size: 4 }, 'chapter_7'), 'means_test')).toBe('114938.00');
      expect(limitOf(optionOf({ state: 'TX', income: '5000', household_size: 6 }, 'chapter_7'), 'means_test')).toBe('137138.00');
    });

    it('uses the highest median for the same number of people or fewer, in every shipped table', () => {
      for (const version of US_MEANS_TEST_MEDIAN_INCOME.versions) {
        expect(Object.keys(version.value.by_state).sort()).toEqual([...US_JURISDICTION_CODES].sort());
        for (const state of US_JURISDICTION_CODES) {
          const row = version.value.by_state[state]!;
          expect(limitOf(optionOf({ state, income: '1', household_size: 3 }, 'chapter_7', version.effective), 'means_test')).toBe(Math.max(row[0], row[1], row[2]).toFixed(2));
        }
      }
    });

    it('is unknown without a state or income, and without household size only above the one-person median', () => {
      expect(optionOf({ income: '2000' }, 'chapter_7').verdict).toBe('unknown');
      expect(optionOf({ state: 'TX' }, 'chapter_7').verdict).toBe('unknown');
      expect(optionOf({ state: 'TX', income: '2000' }, 'chapter_7').verdict).toBe('likely_eligible');
      expect(optionOf({ state: 'TX', income: '9000' }, 'chapter_7').verdict).toBe('unknown');
    });

    it('warns when a newer median table was due, and not before', () => {
      expect(assessInsolvency({ state: 'TX', income: '2000' }, opts).warnings.join(' ')).toMatch(/2025-11-01/);
      expect(assessInsolvency({ state: 'TX', income: '2000' }, { asOf: '2025-12-01' }).warnings.join(' ')).not.toMatch(/justice\.gov\/ust/);
    });

    it('applies the Chapter 13 limits in force from 2025-04-01: debts less than $526,700 unsecured and $1,580,125 secured', () => {
      const under = optionOf({ income: '5000', debts: [card('526699.99'), card('1580124.99', { creditor: 'Home', secured: true })] }, 'chapter_13');
      expect(under.verdict).toBe('likely_eligible');
      expect(limitOf(under, 'unsecured_debt_limit')).toBe('526700.00');
      expect(limitOf(under, 'secured_debt_limit')).toBe('1580125.00');
      expect(optionOf({ income: '5000', debts: [card('526700')] }, 'chapter_13').verdict).toBe('likely_ineligible');
    });

    it('applies the earlier limits by date: $465,275 in 2024 and the $2,750,000 combined limit of 2022–2024 (BTATCA)', () => {
      expect(limitOf(optionOf({ income: '5000', debts: [card('500000')] }, 'chapter_13', '2024-12-01'), 'unsecured_debt_limit')).toBe('465275.00');
      const btatca = optionOf({ income: '5000', debts: [card('2000000')] }, 'chapter_13', '2023-06-01');
      expect(btatca.verdict).toBe('likely_eligible');
      expect(limitOf(btatca, 'combined_debt_limit')).toBe('2750000.00');
    });

    it('reads a total of debts conservatively: pass below the unsecured limit, fail at both limits together, else unknown', () => {
      expect(optionOf({ income: '5000', debts: '100000' }, 'chapter_13').verdict).toBe('likely_eligible');
      expect(optionOf({ income: '5000', debts: '900000' }, 'chapter_13').verdict).toBe('unknown');
      expect(optionOf({ income: '5000', debts: '2106825' }, 'chapter_13').verdict).toBe('likely_ineligible');
    });

    it('needs regular income for Chapter 13', () => {
      expect(optionOf({ income: '0', debts: '1000' }, 'chapter_13').verdict).toBe('likely_ineligible');
      expect(optionOf({ debts: '1000' }, 'chapter_13').verdict).toBe('unknown');
    });
  });

  describe('England and Wales', () => {
    it('applies the DRO limits from 2024-06-28: debts £50,000, surplus £75, assets £2,000, no fee', () => {
      const dro = optionOf({ country: 'UK', debts: '50000', income: '75', assets: '2000' }, 'dro');
      expect(dro.verdict).toBe('likely_eligible');
      expect([limitOf(dro, 'dro_debt_limit'), limitOf(dro, 'dro_surplus_income'), limitOf(dro, 'dro_assets')]).toEqual(['50000.00', '75.00', '2000.00']);
      expect(dro.fee?.toFixed(2)).toBe('0.00');
      expect(optionOf({ country: 'UK', debts: '50000.01', income: '75', assets: '2000' }, 'dro').verdict).toBe('likely_ineligible');
    });

    it('used £30,000 and a £90 fee before April 2024', () => {
      const dro = optionOf({ country: 'UK', debts: '40000' }, 'dro', '2024-03-01');
      expect(dro.verdict).toBe('likely_ineligible');
      expect(dro.fee?.toFixed(2)).toBe('90.00');
    });

    it('treats assets between £2,000 and £6,000 as unknown (a vehicle up to £4,000 is left out)', () => {
      expect(optionOf({ country: 'UK', debts: '1000', income: '10', assets: '5000' }, 'dro').verdict).toBe('unknown');
      expect(optionOf({ country: 'UK', debts: '1000', income: '10', assets: '6000.01' }, 'dro').verdict).toBe('likely_ineligible');
    });

    it('cannot tell surplus income from income above £75 without expenses', () => {
      expect(optionOf({ country: 'UK', debts: '1000', income: '1500', assets: '0' }, 'dro').verdict).toBe('unknown');
    });

    it('gives the bankruptcy fee of £680 and IVA needs income', () => {
      expect(optionOf({ country: 'UK', debts: '9000' }, 'bankruptcy').fee?.toFixed(2)).toBe('680.00');
      expect(optionOf({ country: 'UK', debts: '9000', income: '0' }, 'iva').verdict).toBe('likely_ineligible');
    });

    it('warns that Scotland has its own procedures', () => {
      expect(assessInsolvency({ country: 'UK', state: 'Scotland', debts: '9000' }, opts).warnings.join(' ')).toMatch(/Scotland/);
    });
  });

  describe('Canada', () => {
    it('leaves the principal-residence mortgage out of the C$250,000 consumer proposal limit (BIA s. 66.11)', () => {
      const debts = [card('50000'), { creditor: 'Bank', balance: '400000', rate: 5, minPayment: '2000', type: 'mortgage' as const }];
      const proposal = optionOf({ country: 'CA', debts, income: '4000' }, 'consumer_proposal');
      expect(proposal.verdict).toBe('likely_eligible');
      expect(limitOf(proposal, 'proposal_debt_limit')).toBe('250000.00');
      expect(optionOf({ country: 'CA', debts: '450000', income: '4000' }, 'consumer_proposal').verdict).toBe('unknown');
      expect(optionOf({ country: 'CA', debts: [card('250000.01')], income: '4000' }, 'consumer_proposal').verdict).toBe('likely_ineligible');
    });

    it('needs C$1,000 of debt to be an insolvent person (BIA s. 2)', () => {
      expect(optionOf({ country: 'CA', debts: '999.99' }, 'bankruptcy').verdict).toBe('likely_ineligible');
      expect(optionOf({ country: 'CA', debts: '1000' }, 'bankruptcy').verdict).toBe('likely_eligible');
    });
  });

  describe('Australia', () => {
    it('reproduces AFSA\'s Part IX limits of 20 September 2024: $107,739.45 income, $143,652.60 debts, $287,305.20 property', () => {
      const partIx = optionOf({ country: 'AU', debts: '1000', income: '1000', assets: '0' }, 'part_ix', '2024-10-01');
      expect([limitOf(partIx, 'part_ix_income'), limitOf(partIx, 'part_ix_debt_limit'), limitOf(partIx, 'part_ix_property')]).toEqual(['107739.45', '143652.60', '287305.20']);
      expect(partIx.verdict).toBe('likely_eligible');
    });

    it('reproduces the limits of 20 March 2024: $105,009.45, $140,012.60 and $280,025.20', () => {
      const partIx = optionOf({ country: 'AU', debts: '1000' }, 'part_ix', '2024-04-01');
      expect([limitOf(partIx, 'part_ix_income'), limitOf(partIx, 'part_ix_debt_limit'), limitOf(partIx, 'part_ix_property')]).toEqual(['105009.45', '140012.60', '280025.20']);
    });

    it('reproduces the limits in force on 31 January 2024 (20 September 2023 indexation): $103,153.05, $137,537.40 and $275,074.80', () => {
      // AFSA "Indexed amounts in bankruptcy law—updated 31 January 2024" (copy on AFSA's govCMS host).
      const partIx = optionOf({ country: 'AU', debts: '1000' }, 'part_ix', '2024-01-31');
      expect([limitOf(partIx, 'part_ix_income'), limitOf(partIx, 'part_ix_debt_limit'), limitOf(partIx, 'part_ix_property')]).toEqual(['103153.05', '137537.40', '275074.80']);
      const r = assessInsolvency({ country: 'AU', debts: '1000' }, { asOf: '2024-01-31' });
      expect(r.stale_rules).toEqual([]);
      expect(r.rules_applied.find((x) => x.id === 'au.afsa.indexed_amounts.part_ix_base')).toMatchObject({ effective: '2023-09-20', stale: false, verified: null });
      // Before it, the 20 September 2022 base is still reported stale from 20 March 2023.
      expect(assessInsolvency({ country: 'AU', debts: '1000' }, { asOf: '2023-09-19' }).stale_rules).toEqual(['au.afsa.indexed_amounts.part_ix_base']);
    });

    it('fails Part IX when after-tax income is over a current limit (20 September 2024 base, asked on 2024-10-01)', () => {
      const partIx = optionOf({ country: 'AU', debts: '1000', income: '9000', assets: '0' }, 'part_ix', '2024-10-01');
      expect(partIx.verdict).toBe('likely_ineligible');
      expect(assessInsolvency({ country: 'AU', debts: '1000' }, { asOf: '2024-10-01' }).stale_rules).toEqual([]);
    });

    it('reports the base stale from 20 March 2025 (AFSA re-indexes every 20 March and 20 September) and leaves a figure above it undecided', () => {
      // $108,000 a year is above the last known limit ($107,739.45) but may be within the limit in force in November 2026.
      const r = assessInsolvency({ country: 'AU', debts: '1000', income: '9000', assets: '0' }, { asOf: '2026-11-25' });
      const partIx = r.options.find((o) => o.id === 'part_ix')!;
      expect(partIx.tests.find((x) => x.test === 'part_ix_income')).toMatchObject({ outcome: 'unknown' });
      expect(partIx.verdict).toBe('unknown');
      expect(r.stale_rules).toEqual(['au.afsa.indexed_amounts.part_ix_base']);
      expect(r.rules_applied.find((x) => x.id === 'au.afsa.indexed_amounts.part_ix_base')).toMatchObject({ effective: '2024-09-20', stale: true, stale_since: '2025-03-20' });
      expect(r.warnings.join(' ')).toMatch(/2024-09-20.*2025-03-20/);
      // Within the stale limits is within the current ones: indexation only raises the base.
      expect(optionOf({ country: 'AU', debts: '1000', income: '1000', assets: '0' }, 'part_ix', '2026-11-25').verdict).toBe('likely_eligible');
    });

    it('is not stale on the day before the next indexation was due, and is stale on it', () => {
      expect(assessInsolvency({ country: 'AU', debts: '1000' }, { asOf: '2025-03-19' }).stale_rules).toEqual([]);
      expect(assessInsolvency({ country: 'AU', debts: '1000' }, { asOf: '2025-03-20' }).stale_rules).toEqual(['au.afsa.indexed_amounts.part_ix_base']);
    });

    it('reproduces the earlier published limits: 20 September 2022 ($96,396.30 / $128,528.40 / $257,056.80, Worrells) and 20 March 2019 before the 2019 reform ($86,800.35 / $115,733.80 debts and property, ADAIS)', () => {
      const y2022 = optionOf({ country: 'AU', debts: '1000' }, 'part_ix', '2022-10-01');
      expect([limitOf(y2022, 'part_ix_income'), limitOf(y2022, 'part_ix_debt_limit'), limitOf(y2022, 'part_ix_property')]).toEqual(['96396.30', '128528.40', '257056.80']);
      const y2019 = optionOf({ country: 'AU', debts: '1000' }, 'part_ix', '2019-04-01');
      expect([limitOf(y2019, 'part_ix_income'), limitOf(y2019, 'part_ix_debt_limit'), limitOf(y2019, 'part_ix_property')]).toEqual(['86800.35', '115733.80', '115733.80']);
      // March 2020 (BT Acumen): $88,547.55 / $118,063.40 / $236,126.80.
      const y2020 = optionOf({ country: 'AU', debts: '1000' }, 'part_ix', '2020-04-01');
      expect([limitOf(y2020, 'part_ix_income'), limitOf(y2020, 'part_ix_debt_limit'), limitOf(y2020, 'part_ix_property')]).toEqual(['88547.55', '118063.40', '236126.80']);
    });

    it('declares its semiannual cadence and dates every indexed row on a 20 March or 20 September', () => {
      expect(AU_PART_IX_BASE.cadence).toBe('semiannual');
      for (const v of AU_PART_IX_BASE.versions) expect(v.effective, v.value.base).toMatch(/-(03|09)-20$/);
    });

    it('never fails a Part IX limit test on a stale base', () => {
      fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (debt, assets, income) => {
        const r = assessInsolvency({ country: 'AU', debts: (debt / 100).toFixed(2), assets: (assets / 100).toFixed(2), income: (income / 100).toFixed(2) }, { asOf: '2026-11-25' });
        for (const test of r.options.find((o) => o.id === 'part_ix')!.tests) expect(test.outcome).not.toBe('fail');
      }), { numRuns: 50 });
    });
  });

  describe('rule tables', () => {
    it('give every version a source and an effective date', () => {
      for (const table of [US_MEANS_TEST_MEDIAN_INCOME, US_CHAPTER_13_DEBT_LIMITS, UK_DRO_CRITERIA, UK_BANKRUPTCY_FEE, CA_CONSUMER_PROPOSAL_LIMIT, CA_INSOLVENT_PERSON_MIN_DEBT, AU_PART_IX_BASE, AU_PART_IX_MULTIPLES] as readonly RuleTable<unknown>[]) {
        for (const v of table.versions) {
          expect(v.source.length, table.id).toBeGreaterThan(0);
          expect(v.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    });

    it('report the unverified median table, and the 2024 Chapter 13 limits as unverified but the 2025 ones as checked', () => {
      const r = assessInsolvency({ state: 'TX', income: '2000', debts: '1000' }, opts);
      expect(r.unverified_rules).toEqual(['us.ust.means_test.median_family_income']);
      expect(r.rules_applied.find((x) => x.id === 'us.bankruptcy.109e.chapter13_debt_limits')?.effective).toBe('2025-04-01');
      expect(assessInsolvency({ income: '2000', debts: '1000' }, { asOf: '2024-12-01' }).unverified_rules).toContain('us.bankruptcy.109e.chapter13_debt_limits');
    });
  });

  describe('properties', () => {
    const country = fc.constantFrom('US', 'UK', 'CA', 'AU') as fc.Arbitrary<'US' | 'UK' | 'CA' | 'AU'>;
    const money = fc.integer({ min: 0, max: 300_000_000 }).map((c) => (c / 100).toFixed(2));
    const base = fc.record({
      country,
      income: fc.option(fc.integer({ min: 0, max: 3_000_000 }).map((c) => (c / 100).toFixed(2)), { nil: undefined }),
      assets: fc.option(money, { nil: undefined }),
      household_size: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    }).map((x) => ({ ...x, ...(x.country === 'US' ? { state: 'CA' } : {}) }));
    const rank = { pass: 2, unknown: 1, fail: 0 } as const;

    it('never lets more debt make a debt-limit test pass that failed (totals and lists)', () => {
      fc.assert(fc.property(base, money, money, fc.boolean(), (input, a, b, asList) => {
        const [lo, hi] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        const debts = (x: string) => (asList ? [card(x)] : x);
        const before = assessInsolvency({ ...input, debts: debts(lo) }, opts);
        const after = assessInsolvency({ ...input, debts: debts(hi) }, opts);
        before.options.forEach((option, i) => option.tests.forEach((test, j) => {
          if (test.kind !== 'debt_limit') return;
          expect(rank[after.options[i]!.tests[j]!.outcome], `${option.id}/${test.test}`).toBeLessThanOrEqual(rank[test.outcome]);
        }));
      }));
    });

    it('never lets more income make an income-limit test pass that failed', () => {
      fc.assert(fc.property(base, money, money, (input, a, b) => {
        const [lo, hi] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        const before = assessInsolvency({ ...input, income: lo, debts: '1000' }, opts);
        const after = assessInsolvency({ ...input, income: hi, debts: '1000' }, opts);
        before.options.forEach((option, i) => option.tests.forEach((test, j) => {
          if (test.kind !== 'income_limit') return;
          expect(rank[after.options[i]!.tests[j]!.outcome]).toBeLessThanOrEqual(rank[test.outcome]);
        }));
      }));
    });

    it('never folds an unknown test into an eligible verdict', () => {
      fc.assert(fc.property(base, fc.option(money, { nil: undefined }), (input, debts) => {
        for (const option of assessInsolvency({ ...input, ...(debts === undefined ? {} : { debts }) }, opts).options) {
          if (option.tests.some((x) => x.outcome === 'unknown')) expect(option.verdict).not.toBe('likely_eligible');
          if (option.tests.some((x) => x.outcome === 'fail')) expect(option.verdict).toBe('likely_ineligible');
          expect(option.reasons.length).toBeGreaterThanOrEqual(option.tests.length);
        }
      }));
    });

    it('never mutates its input', () => {
      fc.assert(fc.property(base, money, (input, balance) => {
        const full = { ...input, debts: [card(balance)] };
        const copy = structuredClone(full);
        assessInsolvency(full, opts);
        expect(full).toEqual(copy);
      }), { numRuns: 30 });
    });
  });

  describe('answer text', () => {
    // Every string anywhere in an answer (summary, warnings, option names, reasons, test reasons, citations).
    const textsOf = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : value !== null && typeof value === 'object' && !(value instanceof Decimal) ? Object.values(value).flatMap(textsOf) : [];
    const inputs: AssessInsolvencyInput[] = [
      {},
      { debts: '12000', income: '60', assets: '500' },
      { debts: [card('8000'), { creditor: 'Bank', balance: '150000', rate: 4, minPayment: '900', type: 'mortgage' as const }], income: '3000', assets: '90000', household_size: 3 },
      { debts: '999.99', income: '0', assets: '0' },
    ];
    const places: { country: 'US' | 'UK' | 'CA' | 'AU'; state?: string }[] = [
      { country: 'UK' }, { country: 'UK', state: 'ENG' }, { country: 'UK', state: 'WLS' }, { country: 'UK', state: 'SCT' }, { country: 'UK', state: 'NIR' },
      { country: 'US', state: 'CA' }, { country: 'US' }, { country: 'CA' }, { country: 'AU' },
    ];
    // Dates on both sides of the DRO limit changes of 2021 and 2024.
    const dates = ['2022-01-10', '2024-05-01', AS_OF];

    it('fills every placeholder in every answer text, in every UK nation and every language (and the other countries)', () => {
      let checked = 0;
      for (const lang of SHIPPED_LANGUAGES) for (const place of places) for (const input of inputs) for (const asOf of dates) {
        const result = assessInsolvency({ ...input, ...place }, { asOf, lang });
        for (const text of textsOf(result)) {
          expect(text, `${lang} ${place.country}-${place.state ?? ''} ${asOf}`).not.toMatch(/[{}]/);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });

    it('writes the bankruptcy fee and the DRO vehicle allowance with the money formatter of the language, from the rule tables', () => {
      for (const lang of SHIPPED_LANGUAGES) for (const asOf of dates) {
        const options = assessInsolvency({ country: 'UK', debts: '9000' }, { asOf, lang }).options;
        const fee = UK_BANKRUPTCY_FEE.versions[0]!.value;
        const vehicle = [...UK_DRO_CRITERIA.versions].sort((a, b) => a.effective.localeCompare(b.effective)).filter((v) => v.effective <= asOf).at(-1)!.value.max_vehicle;
        expect(options.find((o) => o.id === 'bankruptcy')!.reasons.join(' '), `${lang} ${asOf}`).toContain(formatMoney(fee, { currency: 'GBP', lang }));
        expect(options.find((o) => o.id === 'dro')!.reasons.join(' '), `${lang} ${asOf}`).toContain(formatMoney(vehicle, { currency: 'GBP', lang }));
      }
    });

    it('writes the Canadian insolvent-person minimum from its rule table', () => {
      for (const lang of SHIPPED_LANGUAGES) {
        const reasons = assessInsolvency({ country: 'CA', debts: '5000' }, { asOf: AS_OF, lang }).options.find((o) => o.id === 'bankruptcy')!.reasons.join(' ');
        expect(reasons).toContain(formatMoney(CA_INSOLVENT_PERSON_MIN_DEBT.versions.at(-1)!.value, { currency: 'CAD', lang }));
      }
    });

    it('hard-codes no currency sign in its catalogs: amounts go through {x, money} placeholders or the formatted test values', () => {
      for (const [lang, catalog] of Object.entries(ASSESS_INSOLVENCY_MESSAGES)) {
        for (const [key, text] of Object.entries(catalog as Record<string, string>)) {
          expect(text, `${lang}.${key}`).not.toMatch(/£|€|[ACU]S?\$|\$\s?(?:CA|AU|US)\b|\d\s?\$|\$\s?\d/);
        }
      }
    });
  });

  describe('errors and language', () => {
    it('rejects an unknown state, listing the allowed values', () => {
      const e = thrown(() => assessInsolvency({ state: 'ZZ' }, opts));
      expect([e.code, e.field]).toEqual(['invalid_state', 'state']);
      expect(e.message).toMatch(/^assessInsolvency: state must be one of AK, AL/);
      expect(thrown(() => assessInsolvency({ country: 'UK', state: 'Wessex' }, opts)).message).toMatch(/ENG/);
      expect(thrown(() => assessInsolvency({ country: 'CA', state: 'XX' }, opts)).message).toMatch(/AB, BC, MB/);
      expect(assessInsolvency({ country: 'AU', state: 'vic', debts: '1000' }, opts).jurisdiction).toBe('AU');
    });

    it('names the field of every other bad argument', () => {
      expect(thrown(() => assessInsolvency({ household_size: 0 }, opts)).field).toBe('household_size');
      expect(thrown(() => assessInsolvency({ debts: '-5' }, opts)).field).toBe('debts');
      expect(thrown(() => assessInsolvency({ assets: 'x' }, opts)).field).toBe('assets');
      expect(thrown(() => assessInsolvency({ debts: [card('-1')] }, opts)).field).toBe('debts[0].balance');
    });

    it('writes Spanish narrative', () => {
      const r = assessInsolvency({ country: 'UK', debts: '12000', income: '60', assets: '500' }, { asOf: AS_OF, lang: 'es' });
      expect(r.options[0]!.name).toBe('Orden de alivio de deudas (DRO)');
      expect(r.summary).toMatch(/probablemente puede optar a/);
    });
  });

  describe('GET /api/debt/insolvency', () => {
    it('answers 200 for a total and for a list of debts', async () => {
      const total = await invokeEndpoint(debtInsolvency, { state: 'ut', income: '5000', debts: '40000', household_size: '4' }, { asOf: AS_OF });
      expect(total.status).toBe(200);
      expect(total.body).toMatchObject({ jurisdiction: 'US-UT', household_size: 4 });
      const list = await invokeEndpoint(debtInsolvency, { country: 'AU', debts: JSON.stringify([card('20000')]), income: '4000' }, { asOf: AS_OF });
      expect(list.status).toBe(200);
      expect((list.body as { options: InsolvencyOption[] }).options.map((o) => o.id)).toEqual(['part_ix', 'part_x', 'bankruptcy']);
    });

    it('answers 400 naming the bad field', async () => {
      for (const [input, field] of [[{ state: 'ZZ' }, 'state'], [{ household_size: '0' }, 'household_size'], [{ debts: 'many' }, 'debts'], [{ assets: '-3' }, 'assets']] as const) {
        const out = await invokeEndpoint(debtInsolvency, input, { asOf: AS_OF });
        expect(out.status, field).toBe(400);
        expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
      }
    });
  });
});
