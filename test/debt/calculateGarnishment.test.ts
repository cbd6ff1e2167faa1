import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { calculateGarnishment, GARNISHMENT_DEBT_TYPES, type CalculateGarnishmentInput } from '../../src/debt/calculateGarnishment.js';
import { US_STATE_GARNISHMENT_RULES, NO_CONSUMER_GARNISHMENT_STATES } from '../../src/debt/rules/garnishmentUsStates.js';
import { AU_GARNISHMENT_RULES, CA_GARNISHMENT_RULES, UK_GARNISHMENT_RULES } from '../../src/debt/rules/garnishmentIntl.js';
import { US_JURISDICTION_CODES } from '../../src/debt/rules/limitationPeriodsUs.js';
import { PAY_FREQUENCIES } from '../../src/debt/rules/garnishmentUsFederal.js';
import { US_STATE_MINIMUM_WAGES } from '../../src/debt/rules/garnishmentUsStateMinimumWages.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtGarnishment } from '../../src/catalog/debt/garnishment.js';

const AS_OF = '2026-11-22';
const opts = { asOf: AS_OF };
const CONSUMER = ['credit_card', 'medical', 'auto', 'personal_loan', 'payday', 'bnpl', 'other', 'mortgage', 'private_student_loan'] as const;

function thrown(fn: () => unknown): { code: string; field: string | undefined; message: string } {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

const perPeriod = (input: CalculateGarnishmentInput) => calculateGarnishment(input, opts).max_garnishment_per_period?.toFixed(2);
const money = fc.integer({ min: 0, max: 5_000_000 }).map((c) => (c / 100).toFixed(2));

describe('calculateGarnishment', () => {
  describe('federal limit (15 U.S.C. § 1673(a); DOL Fact Sheet #30)', () => {
    // Fact Sheet #30: no garnishment while weekly disposable earnings are $217.50 (30 × $7.25) or less; between $217.50
    // and $290 only the excess; from $290 at most 25%. Other periods use $435 (biweekly), $471.25 (semimonthly) and
    // $942.50 (monthly). Expected values below are worked by hand from those published amounts.
    it('takes nothing at or below the weekly floor of $217.50 ($210 a week = $910 a month)', () => {
      expect(perPeriod({ income: '910', pay_frequency: 'weekly' })).toBe('0.00');
    });

    it('takes only the excess over $217.50 between $217.50 and $290 a week ($240 a week: $22.50)', () => {
      expect(perPeriod({ income: '1040', pay_frequency: 'weekly' })).toBe('22.50');
    });

    it('takes 25% from $290 a week ($300 a week: $75)', () => {
      expect(perPeriod({ income: '1300', pay_frequency: 'weekly' })).toBe('75.00');
    });

    it('uses $435 for biweekly pay ($480: $45; $600: 25% = $150)', () => {
      expect(perPeriod({ income: '1040', pay_frequency: 'biweekly' })).toBe('45.00');
      expect(perPeriod({ income: '1300', pay_frequency: 'biweekly' })).toBe('150.00');
    });

    it('uses $471.25 for semimonthly pay ($500: $28.75)', () => {
      expect(perPeriod({ income: '1000', pay_frequency: 'semimonthly' })).toBe('28.75');
    });

    it('uses $942.50 for monthly pay, the default ($1,000: $57.50; $942.50: nothing; $2,000: $500)', () => {
      expect(perPeriod({ income: '1000' })).toBe('57.50');
      expect(perPeriod({ income: '942.50' })).toBe('0.00');
      expect(perPeriod({ income: '2000' })).toBe('500.00');
      const r = calculateGarnishment({ income: '1000' }, opts);
      expect(r.pay_frequency).toBe('monthly');
      expect(r.protected_per_month?.toFixed(2)).toBe('942.50');
      expect(r.binding_rule).toBe('federal');
    });

    it('gives the monthly total for weekly pay as 52/12 of the weekly amount ($300 a week: $75 × 52 / 12 = $325)', () => {
      expect(calculateGarnishment({ income: '1300', pay_frequency: 'weekly' }, opts).max_garnishment_per_month?.toFixed(2)).toBe('325.00');
    });
  });

  describe('state rules', () => {
    it('covers the 50 states and DC', () => {
      expect(Object.keys(US_STATE_GARNISHMENT_RULES).sort()).toEqual([...US_JURISDICTION_CODES].sort());
    });

    it('bars consumer garnishment in Texas, Pennsylvania, North Carolina and South Carolina', () => {
      expect([...NO_CONSUMER_GARNISHMENT_STATES].sort()).toEqual(['NC', 'PA', 'SC', 'TX']);
      for (const state of ['TX', 'PA', 'NC', 'SC']) {
        const r = calculateGarnishment({ state, income: '6000' }, opts);
        expect(r.garnishment_allowed, state).toBe(false);
        expect(r.max_garnishment_per_month?.toFixed(2), state).toBe('0.00');
        expect(r.binding_rule).toBe('state_bar');
      }
    });

    it('protects 40 × the minimum wage in Virginia (Va. Code § 34-29; DOLI: $290 a week): $300 a week leaves $10', () => {
      expect(perPeriod({ state: 'VA', income: '1300', pay_frequency: 'weekly' })).toBe('10.00');
      expect(calculateGarnishment({ state: 'VA', income: '1300', pay_frequency: 'weekly' }, opts).binding_rule).toBe('state');
    });

    it('applies California\'s SB 1477 formula: lesser of 20% or 40% of the excess over 48 × $16.90 a week (CCP § 706.050)', () => {
      // Monthly floor 48 × 16.90 × 13/3 = 3,515.20; $4,000: 40% × 484.80 = 193.92 (20% would be 800).
      const r = calculateGarnishment({ state: 'CA', income: '4000' }, opts);
      expect(r.max_garnishment_per_month?.toFixed(2)).toBe('193.92');
      expect(r.federal_max_per_period?.toFixed(2)).toBe('1000.00');
      expect(r.binding_rule).toBe('state');
    });

    it('takes at most 15% in Massachusetts and keeps 50 × $15 a week (M.G.L. c. 246 § 28)', () => {
      // Monthly floor 50 × $15 × 130/30 = $3,250: $3,500 gives $250 (15% would be $525); $6,000 gives 15% = $900.
      expect(perPeriod({ state: 'MA', income: '3500' })).toBe('250.00');
      expect(perPeriod({ state: 'MA', income: '6000' })).toBe('900.00');
    });

    it('exempts a Florida head of family (Fla. Stat. § 222.11) and warns when it is not said', () => {
      expect(perPeriod({ state: 'FL', income: '3000', head_of_household: true })).toBe('0.00');
      expect(perPeriod({ state: 'FL', income: '3000', head_of_household: false })).toBe('750.00');
      expect(calculateGarnishment({ state: 'FL', income: '3000' }, opts).warnings.join(' ')).toMatch(/head of household/);
    });

    it('lowers the share to 10% for a Missouri head of family (Mo. Rev. Stat. § 525.030)', () => {
      expect(perPeriod({ state: 'MO', income: '3000', head_of_household: true })).toBe('300.00');
    });

    it('says when a state rule is only partly modelled or its minimum wage is dated', () => {
      expect(calculateGarnishment({ state: 'MN', income: '3000' }, opts).warnings.join(' ')).toMatch(/does not model/);
      // In February 2027 the 2026 figure ($17.13) is the last on record: its year has passed, so it is reported stale.
      const later = calculateGarnishment({ state: 'WA', income: '3000' }, { asOf: '2027-02-01' });
      expect(later.warnings.join(' ')).toMatch(/minimum wage of \$17\.13 from 2026-01-01, the last figure on record/);
      expect(later.stale_rules).toContain('us.wa.minimum_wage');
      expect(later.stale_note).toMatch(/us\.wa\.minimum_wage/);
      expect(calculateGarnishment({ state: 'WA', income: '3000' }, opts).stale_rules).toEqual([]);
    });
  });

  describe('state minimum wages (2026 figures)', () => {
    it('picks Washington\'s 2025 wage on 2025-12-31 and its 2026 wage on 2026-01-02 for the floor (RCW 6.27.150(4))', () => {
      // Lesser of 20% or the excess over 35 × the state minimum wage a week; a month is 130/30 weeks.
      // 2025: 35 × 16.66 × 13/3 = 2,526.7667; $2,800 → min(560, 273.2333) = 273.23.
      // 2026: 35 × 17.13 × 13/3 = 2,598.05;   $2,800 → min(560, 201.95)   = 201.95.
      const before = calculateGarnishment({ state: 'WA', income: '2800' }, { asOf: '2025-12-31' });
      const after = calculateGarnishment({ state: 'WA', income: '2800' }, { asOf: '2026-01-02' });
      expect(before.max_garnishment_per_month?.toFixed(2)).toBe('273.23');
      expect(after.max_garnishment_per_month?.toFixed(2)).toBe('201.95');
      expect(before.state_minimum_wage).toMatchObject({ effective: '2025-01-01', stale: false, used_in_floor: true });
      expect(before.state_minimum_wage?.hourly.toFixed(2)).toBe('16.66');
      expect(after.state_minimum_wage?.hourly.toFixed(2)).toBe('17.13');
      expect(after.rules_applied.map((r) => `${r.id}@${r.effective}`)).toContain('us.wa.minimum_wage@2026-01-01');
    });

    it('keeps the 2025 rows, so a 2025 date picks 2025 wages', () => {
      const expected: [string, string][] = [['CO', '14.81'], ['CT', '16.35'], ['ME', '14.65'], ['CA', '16.50'], ['AZ', '14.70']];
      for (const [state, wage] of expected) {
        expect(calculateGarnishment({ state, income: '3000' }, { asOf: '2025-06-01' }).state_minimum_wage?.hourly.toFixed(2), state).toBe(wage);
      }
    });

    it('shows both New York wages when no region is given, and uses the one given (Lab. Law § 652(1); CPLR 5231(b))', () => {
      // At most 10%, and nothing below 30 × the minimum wage a week; a month is 130/30 weeks.
      // 2026 rest of state: 30 × 16.00 × 13/3 = 2,080 → $2,300: min(230, 220) = 220.00.
      // 2026 NYC, Long Island, Westchester: 30 × 17.00 × 13/3 = 2,210 → min(230, 90) = 90.00.
      const asOf = { asOf: '2026-03-01' };
      const open = calculateGarnishment({ state: 'NY', income: '2300' }, asOf);
      expect(open.max_garnishment_per_month?.toFixed(2)).toBe('220.00');
      expect(open.state_minimum_wage).toMatchObject({ region: 'rest_of_state' });
      expect(open.wage_regions.map((r) => [r.region, r.hourly.toFixed(2), r.max_garnishment_per_month?.toFixed(2)])).toEqual([
        ['rest_of_state', '16.00', '220.00'],
        ['nyc_long_island_westchester', '17.00', '90.00'],
      ]);
      expect(open.warnings.join(' ')).toMatch(/differs by region/);
      const nyc = calculateGarnishment({ state: 'NY', income: '2300', wage_region: 'nyc_long_island_westchester' }, asOf);
      expect(nyc.max_garnishment_per_month?.toFixed(2)).toBe('90.00');
      expect(nyc.warnings.join(' ')).not.toMatch(/differs by region/);
      // 2025: 15.50 and 16.50 → floors 2,015 and 2,145: $2,300 → 230.00 (10%) and 155.00.
      const y2025 = calculateGarnishment({ state: 'NY', income: '2300' }, { asOf: '2025-06-01' });
      expect(y2025.wage_regions.map((r) => r.max_garnishment_per_month?.toFixed(2))).toEqual(['230.00', '155.00']);
      expect(thrown(() => calculateGarnishment({ state: 'NY', wage_region: 'Buffalo' }, asOf))).toMatchObject({ code: 'invalid_value', field: 'wage_region' });
      expect(calculateGarnishment({ state: 'WA', income: '2300', wage_region: 'Buffalo' }, asOf).wage_regions).toEqual([]);
    });

    it('has a 2026-01-01 row for every state that changed its minimum wage that day, with its source', () => {
      // Figures as listed by Governing, Ballotpedia and Business Insider for 2026-01-01.
      const expected: Record<string, string> = {
        AZ: '15.15', CA: '16.90', CO: '15.16', CT: '16.94', HI: '16.00', ME: '15.10', MI: '13.73', MN: '11.41', MO: '15.00', MT: '10.85',
        NE: '15.00', NJ: '15.92', NY: '16.00', OH: '11.00', RI: '16.00', SD: '11.85', VA: '12.77', VT: '14.42', WA: '17.13',
      };
      for (const [state, wage] of Object.entries(expected)) {
        const version = US_STATE_MINIMUM_WAGES[state]!.versions.find((v) => v.effective === '2026-01-01');
        expect(version?.value.hourly, state).toBe(wage);
        expect(version?.source.length, state).toBeGreaterThan(10);
      }
      expect(US_STATE_MINIMUM_WAGES.NY!.versions.find((v) => v.effective === '2026-01-01')?.value.regions?.[0]?.hourly).toBe('17.00');
    });

    it('declares an annual cadence on every minimum-wage table and has a wage for every floor that uses one', () => {
      for (const table of Object.values(US_STATE_MINIMUM_WAGES)) expect(table.cadence, table.id).toBe('annual');
      for (const [state, table] of Object.entries(US_STATE_GARNISHMENT_RULES)) {
        if (table.versions.some((v) => v.value.floor_wage === 'state_minimum')) {
          const r = calculateGarnishment({ state, income: '3000' }, opts);
          expect(r.state_minimum_wage?.used_in_floor, state).toBe(true);
          expect(r.stale_rules, state).toEqual([]);
        }
      }
    });

    it('never takes more after a state minimum wage rises (2025-12-31 → 2026-01-02)', () => {
      const risers = ['CA', 'CO', 'CT', 'ME', 'NY', 'WA'] as const;
      fc.assert(fc.property(fc.constantFrom(...risers), money, fc.constantFrom(...PAY_FREQUENCIES), (state, income, pay_frequency) => {
        const before = calculateGarnishment({ state, income, pay_frequency }, { asOf: '2025-12-31' }).max_garnishment_per_month!;
        const after = calculateGarnishment({ state, income, pay_frequency }, { asOf: '2026-01-02' }).max_garnishment_per_month!;
        expect(after.lte(before)).toBe(true);
      }));
    });
  });

  describe('states and provinces as users write them', () => {
    it('reads codes and names in any case for every country', () => {
      const cases: [CalculateGarnishmentInput, string][] = [
        [{ country: 'CA', state: 'Ontario' }, 'CA-ON'], [{ country: 'CA', state: 'québec' }, 'CA-QC'], [{ country: 'CA', state: 'British Columbia' }, 'CA-BC'],
        [{ country: 'AU', state: 'new south wales' }, 'AU-NSW'], [{ country: 'AU', state: 'Tas' }, 'AU-TAS'], [{ country: 'AU', state: 'VICTORIA' }, 'AU-VIC'],
        [{ country: 'UK', state: 'northern ireland' }, 'UK-NIR'], [{ country: 'US', state: 'new york' }, 'US-NY'],
      ];
      for (const [input, jurisdiction] of cases) expect(calculateGarnishment(input, opts).jurisdiction, JSON.stringify(input)).toBe(jurisdiction);
      expect(thrown(() => calculateGarnishment({ country: 'AU', state: 'Ontario' }, opts))).toMatchObject({ code: 'invalid_state', field: 'state' });
    });
  });

  describe('exceptions to the ordinary limit', () => {
    it('allows federal student-loan wage garnishment of 15% even in Texas (20 U.S.C. § 1095a)', () => {
      const r = calculateGarnishment({ state: 'TX', income: '3000', debt_type: 'student_loan' }, opts);
      expect(r.max_garnishment_per_month?.toFixed(2)).toBe('450.00');
      expect(r.binding_rule).toBe('student_loan_awg');
    });

    it('allows support orders of 50% with another family to support and 60% without (15 U.S.C. § 1673(b)(2))', () => {
      expect(perPeriod({ income: '2000', debt_type: 'child_support', dependents: 1 })).toBe('1000.00');
      expect(perPeriod({ income: '2000', debt_type: 'child_support' })).toBe('1200.00');
    });

    it('gives no amount for an IRS levy (Publication 1494 tables are not computed)', () => {
      const r = calculateGarnishment({ income: '3000', debt_type: 'tax' }, opts);
      expect(r.max_garnishment_per_month).toBeNull();
      expect(r.unverified_rules).toContain('us.irc.6334d.wage_levy_exemption');
    });
  });

  describe('UK, Canada and Australia', () => {
    it('leaves the amount to the court in England and Wales (Attachment of Earnings Act 1971)', () => {
      const r = calculateGarnishment({ country: 'UK', income: '2000' }, opts);
      expect(r.max_garnishment_per_month).toBeNull();
      expect(r.binding_rule).toBe('court_set');
      expect(r.currency).toBe('GBP');
      expect(r.how_to_object.join(' ')).toMatch(/N56/);
    });

    it('takes 20% of net pay in Ontario (Wages Act s. 7) and in Tasmania (r. 920)', () => {
      expect(perPeriod({ country: 'CA', state: 'ON', income: '3000' })).toBe('600.00');
      expect(perPeriod({ country: 'AU', state: 'TAS', income: '3000' })).toBe('600.00');
    });

    it('keeps $587.50 a week in NSW (Legal Aid NSW figure from 1 April 2024) and warns that it is dated', () => {
      // $3,250 a month paid weekly = $750 a week; $750 − $587.50 = $162.50 may be attached.
      const r = calculateGarnishment({ country: 'AU', state: 'nsw', income: '3250', pay_frequency: 'weekly' }, opts);
      expect(r.max_garnishment_per_period?.toFixed(2)).toBe('162.50');
      expect(r.warnings.join(' ')).toMatch(/indexed every April and October/);
      expect(r.stale_rules).toEqual(['au.nsw.cpa_s122.protected_weekly']);
      expect(r.rules_applied.find((x) => x.id === 'au.nsw.cpa_s122.protected_weekly')).toMatchObject({ effective: '2024-04-01', stale: true, stale_since: '2024-10-01' });
      // Before April 2024 the Local Court's 1 October 2020 figure ($527.40) applies: $750 − $527.40 = $222.60.
      const earlier = calculateGarnishment({ country: 'AU', state: 'nsw', income: '3250', pay_frequency: 'weekly' }, { asOf: '2024-03-31' });
      expect(earlier.max_garnishment_per_period?.toFixed(2)).toBe('222.60');
    });

    it('warns that the NSW amount is dated only while the table is stale, not from a fixed date', () => {
      const at = (asOf: string) => calculateGarnishment({ country: 'AU', state: 'nsw', income: '3250', pay_frequency: 'weekly' }, { asOf });
      // Inside the period of the April 2024 figure: current, no warning.
      expect(at('2024-06-01').warnings.join(' ')).not.toMatch(/indexed every April and October/);
      expect(at('2024-06-01').stale_rules).toEqual([]);
      // From October 2024 the next indexation is missing: stale, and the warning says so.
      expect(at('2024-10-01').warnings.join(' ')).toMatch(/indexed every April and October/);
      // The October 2020 figure was stale from April 2021 on.
      expect(at('2022-01-01').warnings.join(' ')).toMatch(/indexed every April and October/);
    });

    it('applies Alberta\'s $800 + 50% up to $2,400 plus $200 per dependant', () => {
      // $3,000: exempt min(800 + 1,100, 2,400) + 2 × 200 = 2,300 → $700.
      expect(perPeriod({ country: 'CA', state: 'AB', income: '3000', dependents: 2 })).toBe('700.00');
    });

    it('knows every province, territory, Australian state and UK nation, giving null amounts where not researched', () => {
      expect(Object.keys(CA_GARNISHMENT_RULES)).toHaveLength(13);
      expect(Object.keys(AU_GARNISHMENT_RULES)).toHaveLength(8);
      expect(Object.keys(UK_GARNISHMENT_RULES)).toHaveLength(4);
      expect(calculateGarnishment({ country: 'CA', state: 'QC', income: '3000' }, opts).max_garnishment_per_month).toBeNull();
    });
  });

  describe('rule tables', () => {
    it('give every version a source and an effective date, and verified null or an ISO date', () => {
      const tables = [...Object.values(US_STATE_GARNISHMENT_RULES), ...Object.values(CA_GARNISHMENT_RULES), ...Object.values(AU_GARNISHMENT_RULES), ...Object.values(UK_GARNISHMENT_RULES)];
      for (const table of tables) {
        for (const version of table.versions) {
          expect(version.source.length, table.id).toBeGreaterThan(0);
          expect(version.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(version.verified === null || /^\d{4}-\d{2}-\d{2}$/.test(version.verified)).toBe(true);
        }
      }
    });

    it('lists unverified rules in the response', () => {
      const r = calculateGarnishment({ state: 'CA', income: '4000' }, opts);
      expect(r.unverified_rules).toContain('us.ca.wage_garnishment');
      expect(r.rules_applied.map((x) => x.id)).toContain('us.ccpa.1673a.ordinary_garnishment_limit');
    });
  });

  describe('properties', () => {
    const consumerInput = fc.record({
      state: fc.constantFrom(...US_JURISDICTION_CODES),
      income: money,
      pay_frequency: fc.constantFrom(...PAY_FREQUENCIES),
      head_of_household: fc.option(fc.boolean(), { nil: undefined }),
      debt_type: fc.constantFrom(...CONSUMER),
    });

    it('never exceeds the federal cap and is never negative', () => {
      fc.assert(fc.property(consumerInput, (input) => {
        const r = calculateGarnishment(input, opts);
        const withoutState = calculateGarnishment({ ...input, state: undefined }, opts);
        expect(r.max_garnishment_per_period!.gte(0)).toBe(true);
        expect(r.max_garnishment_per_period!.lte(withoutState.max_garnishment_per_period!)).toBe(true);
        expect(r.max_garnishment_per_month!.lte(withoutState.max_garnishment_per_month!)).toBe(true);
        expect(r.protected_per_month!.plus(r.max_garnishment_per_month!).eq(new Decimal(input.income))).toBe(true);
      }));
    });

    it('is monotone non-decreasing in income for consumer debt in a given state', () => {
      fc.assert(fc.property(consumerInput, money, (input, other) => {
        const [lo, hi] = new Decimal(input.income).lte(other) ? [input.income, other] : [other, input.income];
        const a = calculateGarnishment({ ...input, income: lo }, opts).max_garnishment_per_month!;
        const b = calculateGarnishment({ ...input, income: hi }, opts).max_garnishment_per_month!;
        expect(a.lte(b)).toBe(true);
      }));
    });

    it('is zero in the four no-garnishment states for consumer debt', () => {
      fc.assert(fc.property(consumerInput, fc.constantFrom('TX', 'PA', 'NC', 'SC'), (input, state) => {
        expect(calculateGarnishment({ ...input, state }, opts).max_garnishment_per_month!.isZero()).toBe(true);
      }));
    });

    it('gives the same monthly federal amount whatever the pay frequency, within a cent per pay period', () => {
      fc.assert(fc.property(money, (income) => {
        const amounts = PAY_FREQUENCIES.map((f) => calculateGarnishment({ income, pay_frequency: f }, opts).max_garnishment_per_month!);
        for (const x of amounts) expect(x.minus(amounts[0]!).abs().lte('0.06')).toBe(true);
      }));
    });

    it('never mutates its input', () => {
      fc.assert(fc.property(consumerInput, (input) => {
        const copy = structuredClone(input);
        calculateGarnishment(input, opts);
        expect(input).toEqual(copy);
      }), { numRuns: 30 });
    });
  });

  describe('errors and language', () => {
    it('rejects an unknown state, listing the allowed codes', () => {
      const e = thrown(() => calculateGarnishment({ state: 'ZZ' }, opts));
      expect([e.code, e.field]).toEqual(['invalid_state', 'state']);
      expect(e.message).toMatch(/^calculateGarnishment: .*AK, AL, AR/);
      expect(thrown(() => calculateGarnishment({ country: 'AU', state: 'XX' }, opts)).message).toMatch(/ACT, NSW, NT/);
    });

    it('names the field of every other bad argument', () => {
      expect(thrown(() => calculateGarnishment({ debt_type: 'loan' as never }, opts)).field).toBe('debt_type');
      expect(thrown(() => calculateGarnishment({ pay_frequency: 'daily' as never }, opts)).field).toBe('pay_frequency');
      expect(thrown(() => calculateGarnishment({ income: '-1' }, opts)).field).toBe('income');
      expect(thrown(() => calculateGarnishment({ dependents: 1.5 }, opts)).field).toBe('dependents');
      expect(thrown(() => calculateGarnishment({}, { asOf: '2026-13-01' })).field).toBe('asOf');
    });

    it('answers without income with the rules and no amounts', () => {
      const r = calculateGarnishment({ state: 'NY' }, opts);
      expect(r.max_garnishment_per_period).toBeNull();
      expect(r.rules.length).toBe(2);
      expect(r.how_to_object.length).toBeGreaterThan(2);
    });

    it('writes Spanish narrative', () => {
      const r = calculateGarnishment({ state: 'VA', income: '2000' }, { asOf: AS_OF, lang: 'es' });
      expect(r.summary).toMatch(/como máximo 500,00\u00a0US\$ al mes/);
      // Monthly pay: one amount, not "at most X per month, about X a month" (issue 22).
      expect(r.summary.match(/500,00\u00a0US\$/g)).toHaveLength(1);
      expect(GARNISHMENT_DEBT_TYPES).toContain('child_support');
    });
  });

  describe('GET /api/debt/garnishment', () => {
    it('answers 200 with the amounts for a state', async () => {
      const out = await invokeEndpoint(debtGarnishment, { state: 'va', income: '1300', pay_frequency: 'weekly' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject({ jurisdiction: 'US-VA', debt_type: 'credit_card', pay_frequency: 'weekly' });
      expect((out.body as { max_garnishment_per_period: Decimal }).max_garnishment_per_period.toFixed(2)).toBe('10.00');
    });

    it('answers 200 for a province written as a name and takes wage_region', async () => {
      const tas = await invokeEndpoint(debtGarnishment, { country: 'AU', state: 'Tasmania', income: '3000' }, { asOf: AS_OF });
      expect(tas.status).toBe(200);
      expect(tas.body).toMatchObject({ jurisdiction: 'AU-TAS' });
      const nyc = await invokeEndpoint(debtGarnishment, { state: 'New York', income: '2300', wage_region: 'nyc_long_island_westchester' }, { asOf: AS_OF });
      expect(nyc.status).toBe(200);
      expect((nyc.body as { max_garnishment_per_month: Decimal }).max_garnishment_per_month.toFixed(2)).toBe('90.00');
    });

    it('answers 400 naming state, with the allowed values, for an unknown state', async () => {
      const out = await invokeEndpoint(debtGarnishment, { state: 'ZZ' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      const body = out.body as { errors: { field: string; detail: string }[] };
      expect(body.errors.map((e) => e.field)).toEqual(['state']);
      expect(body.errors[0]!.detail).toMatch(/WY/);
    });

    it('answers 400 naming debt_type, income or pay_frequency for bad values', async () => {
      for (const [input, field] of [[{ debt_type: 'loan' }, 'debt_type'], [{ income: 'lots' }, 'income'], [{ pay_frequency: 'daily' }, 'pay_frequency'], [{ head_of_household: 'maybe' }, 'head_of_household']] as const) {
        const out = await invokeEndpoint(debtGarnishment, input, { asOf: AS_OF });
        expect(out.status, field).toBe(400);
        expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
      }
    });
  });
});
