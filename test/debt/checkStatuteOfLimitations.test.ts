import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkStatuteOfLimitations,
  STATUTE_DEBT_TYPES,
  type CheckStatuteOfLimitationsInput,
} from '../../src/debt/checkStatuteOfLimitations.js';
import { US_JURISDICTION_CODES, US_LIMITATION_PERIODS } from '../../src/debt/rules/limitationPeriodsUs.js';
import { AU_LIMITATION_PERIODS, CA_LIMITATION_PERIODS, UK_LIMITATION_PERIODS } from '../../src/debt/rules/limitationPeriodsIntl.js';
import { requireRule } from '../../src/core/requireRule.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtStatute } from '../../src/catalog/debt/statute.js';

const AS_OF = '2026-11-22';
const opts = { asOf: AS_OF };
const NON_FEDERAL_TYPES = ['credit_card', 'medical', 'auto', 'personal_loan'] as const;

/** Adds whole years to an ISO date by hand (Feb 29 falls back to Feb 28 in a common year), independent of the engine. */
function plusYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function plusMonthsApprox(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

function thrown(fn: () => unknown): { code: string; field: string | undefined; message: string } {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

const isoDate = fc
  .date({ min: new Date(Date.UTC(1995, 0, 1)), max: new Date(Date.UTC(2026, 10, 22)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const anyJurisdiction = fc.oneof(
  fc.constantFrom(...US_JURISDICTION_CODES).map((state) => ({ country: 'US' as const, state })),
  fc.constantFrom(...Object.keys(CA_LIMITATION_PERIODS)).map((province) => ({ country: 'CA' as const, province })),
  fc.constantFrom(...Object.keys(AU_LIMITATION_PERIODS)).map((province) => ({ country: 'AU' as const, province })),
  fc.constantFrom(...Object.keys(UK_LIMITATION_PERIODS)).map((province) => ({ country: 'UK' as const, province })),
);

describe('checkStatuteOfLimitations', () => {
  describe('coverage', () => {
    it('knows the 50 states and DC', () => {
      expect(US_JURISDICTION_CODES).toHaveLength(51);
      expect(US_JURISDICTION_CODES).toContain('DC');
    });

    it('gives every US jurisdiction a period for every debt type', () => {
      for (const state of US_JURISDICTION_CODES) {
        for (const debt_type of NON_FEDERAL_TYPES) {
          const r = checkStatuteOfLimitations({ debt_type, country: 'US', state, last_payment: '2024-01-15' }, opts);
          expect(r.sol_years, `${state} ${debt_type}`).toBeGreaterThan(0);
          expect(r.sol_status, `${state} ${debt_type}`).not.toBe('unknown');
          expect(r.rules_applied.length).toBeGreaterThan(0);
        }
        const privateLoan = checkStatuteOfLimitations({ debt_type: 'student_loan', student_loan_type: 'private', state, last_payment: '2024-01-15' }, opts);
        expect(privateLoan.sol_years, `${state} private student loan`).toBeGreaterThan(0);
      }
    });

    it('gives every Canadian province and territory, Australian state and territory and UK nation a period', () => {
      const provinces = { CA: CA_LIMITATION_PERIODS, AU: AU_LIMITATION_PERIODS, UK: UK_LIMITATION_PERIODS } as const;
      expect(Object.keys(CA_LIMITATION_PERIODS).sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
      expect(Object.keys(AU_LIMITATION_PERIODS).sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
      for (const [country, table] of Object.entries(provinces) as ['CA' | 'AU' | 'UK', Record<string, unknown>][]) {
        for (const province of Object.keys(table)) {
          for (const debt_type of NON_FEDERAL_TYPES) {
            const r = checkStatuteOfLimitations({ debt_type, country, province }, opts);
            expect(r.sol_years, `${country}-${province}`).toBeGreaterThan(0);
          }
        }
      }
    });
  });

  describe('reference periods from the statutes', () => {
    it('applies New York\'s 3-year consumer-credit period to a card that defaulted after 2022-04-07 (N.Y. CPLR 214-i)', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'NY', last_payment: '2023-01-10' }, opts);
      expect(r.sol_years).toBe(3);
      expect(r.sol_expiry_date).toBe('2026-01-10');
      expect(r.sol_status).toBe('expired');
      expect(r.revival_after_expiry).toBe('never');
    });

    it('marks a New York card that defaulted before the CCFA as disputed between 3 and 6 years (CPLR 213(2) then 214-i)', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'NY', last_payment: '2021-06-01' }, opts);
      expect([r.sol_years_shortest, r.sol_years]).toEqual([3, 6]);
      expect(r.sol_status).toBe('disputed');
      expect(r.is_zombie_debt).toBe(false);
    });

    it('applies Texas\'s 4-year period for debt and open accounts (Tex. Civ. Prac. & Rem. Code § 16.004(a)(3), (c))', () => {
      for (const debt_type of ['credit_card', 'personal_loan'] as const) {
        const r = checkStatuteOfLimitations({ debt_type, state: 'TX', last_payment: '2020-03-01' }, opts);
        expect(r.sol_years).toBe(4);
        expect(r.sol_years_shortest).toBeNull();
        expect(r.sol_expiry_date).toBe('2024-03-01');
        expect(r.is_zombie_debt).toBe(true);
      }
    });

    it('applies California\'s 4 years for written contracts and book accounts (CCP § 337) and has 2 for oral ones (§ 339)', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'personal_loan', state: 'CA', last_payment: '2024-05-31' }, opts);
      expect(r.sol_years).toBe(4);
      expect(r.sol_expiry_date).toBe('2028-05-31');
      expect(r.sol_status).toBe('active');
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'CA' }, opts).sol_years).toBe(4);
      expect(requireRule(US_LIMITATION_PERIODS.CA!.periods.oral!, AS_OF).value.years).toBe(2);
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'CA' }, opts).revival_after_expiry).toBe('signed_writing_only');
    });

    it('applies Colorado\'s 6 years for liquidated debt (C.R.S. § 13-80-103.5) and Maryland\'s 3 (CJP § 5-101)', () => {
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'CO' }, opts).sol_years).toBe(6);
      expect(checkStatuteOfLimitations({ debt_type: 'medical', state: 'MD' }, opts).sol_years).toBe(3);
    });

    it('applies Scotland\'s 5-year prescription, which extinguishes the debt (1973 Act s 6)', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'UK', province: 'SCT', last_payment: '2020-01-01' }, opts);
      expect(r.sol_years).toBe(5);
      expect(r.sol_expiry_date).toBe('2025-01-01');
      expect(r.debt_extinguished_on_expiry).toBe(true);
      expect(r.sol_status).toBe('expired');
    });

    it('applies 6 years in England and Wales (Limitation Act 1980 s 5) and Northern Ireland (NI Order 1989 art 4)', () => {
      for (const province of ['ENG', 'WLS', 'NIR']) {
        const r = checkStatuteOfLimitations({ debt_type: 'personal_loan', country: 'UK', province, last_payment: '2021-02-01' }, opts);
        expect(r.sol_years).toBe(6);
        expect(r.revival_after_expiry).toBe('never');
      }
    });

    it('applies 3 years in the Northern Territory (Limitation Act 1981 (NT) s 12(1)(a)) and 6 in NSW, which extinguishes (s 14, s 63)', () => {
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'AU', province: 'NT' }, opts).sol_years).toBe(3);
      const nsw = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'AU', province: 'NSW' }, opts);
      expect(nsw.sol_years).toBe(6);
      expect(nsw.debt_extinguished_on_expiry).toBe(true);
    });

    it('applies Quebec\'s 3-year prescription (C.c.Q. art. 2925) and Manitoba\'s 2 years since 2022-09-30 (SM 2021 c 44)', () => {
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'CA', province: 'QC' }, opts).sol_years).toBe(3);
      const mb = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'CA', province: 'MB', last_payment: '2023-03-01' }, opts);
      expect(mb.sol_years).toBe(2);
      expect(mb.sol_expiry_date).toBe('2025-03-01');
    });

    it('keeps Manitoba\'s old 6 years for a claim that arose before 2022-09-30, but only until 2024-09-30 (SM 2021 c 44, transition)', () => {
      // Transition: a claim discovered before the Act came into force must be brought before the earlier of two years
      // after 2022-09-30 or the end of the old period (Fillmore Riley 2022; MLT Aikins 2024).
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'CA', province: 'MB', last_payment: '2021-03-01' }, opts);
      expect(r.sol_years).toBe(6);
      expect(r.sol_years_shortest).toBeNull();
      expect(r.sol_expiry_date).toBe('2024-09-30');
      expect(r.sol_status).toBe('expired');
      expect(r.transition).toMatchObject({ changed_on: '2022-09-30', old_years: 6, new_years: 2, latest: '2024-09-30', capped: true });
      const before = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'CA', province: 'MB', last_payment: '2021-03-01' }, { asOf: '2023-01-01' });
      expect(before.sol_status).toBe('active');
    });

    it('applies New York\'s 3-year medical-debt period as the shorter reading (CPLR 213-d)', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'medical', state: 'NY', last_payment: '2021-01-01' }, opts);
      expect(r.sol_years_shortest).toBe(3);
    });

    it('extinguishes Wisconsin debts (Wis. Stat. § 893.05) and bars revival in Maryland (CJP § 5-1202)', () => {
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'WI' }, opts).debt_extinguished_on_expiry).toBe(true);
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'MD' }, opts).revival_after_expiry).toBe('never');
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'TX' }, opts).revival_after_expiry).toBe('not_for_debt_buyers');
    });

    it('estimates the FCRA removal date as 180 days plus 7 years after the proxy date (15 U.S.C. 1681c(c))', () => {
      // 2020-03-01 + 180 days = 2020-08-28 (30 + 30 + 31 + 30 + 31 + 28 days), then 7 years.
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'TX', last_payment: '2020-03-01' }, opts);
      expect(r.credit_reporting_status.estimated_removal_date).toBe('2027-08-28');
      expect(r.credit_reporting_status.estimate_is_proxy).toBe(true);
      expect(r.credit_reporting_status.likely_still_reportable).toBe(true);
    });

    it('cites the Reg F ban on suing on time-barred debt in every US answer (12 CFR 1006.26(b))', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'OR', last_payment: '2015-01-01' }, opts);
      expect(r.critical_warnings.some((w) => w.includes('1006.26(b)'))).toBe(true);
    });
  });

  describe('law changes with a transition rule (Ohio S.B. 13, 134th G.A.)', () => {
    // S.B. 13 shortened the written-contract period (R.C. 2305.06) from 8 to 6 years, the oral-contract period
    // (R.C. 2305.07(A)) from 6 to 4, and gave consumer transactions 6 years (R.C. 2305.07(C)). Section 4: a claim that
    // accrued before the effective date must be brought by the earlier of the old period (from accrual) or six (four)
    // years after the effective date. The Ohio Revised Code gives the effective date as 2021-06-16; summaries written
    // at signature counted 2021-06-14, so the deadline 2027-06-14 quoted in some sources is two days earlier.
    const AS_OF_CASE = { asOf: '2026-11-25' };

    it('ends a written-contract claim that accrued 2016-03-01 with its old 8 years, on 2024-03-01 (earlier than 2027-06-16)', () => {
      for (const debt_type of ['credit_card', 'medical'] as const) {
        const r = checkStatuteOfLimitations({ debt_type, state: 'OH', last_payment: '2016-03-01' }, AS_OF_CASE);
        expect(r.sol_years, debt_type).toBe(8);
        expect(r.sol_expiry_date, debt_type).toBe('2024-03-01');
        expect(r.sol_status, debt_type).toBe('expired');
        expect(r.transition, debt_type).toMatchObject({ changed_on: '2021-06-16', old_years: 8, new_years: 6, latest: '2027-06-16', capped: false });
      }
    });

    it('keeps a claim that accrued 2020-01-15 suable until the transition deadline 2027-06-16, not time-barred on 2026-11-25', () => {
      // 2020-01-15 + 8 years = 2028-01-15, later than six years after the effective date, so the deadline governs.
      const card = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'OH', last_payment: '2020-01-15' }, AS_OF_CASE);
      expect(card.sol_expiry_date).toBe('2027-06-16');
      expect(card.sol_years_shortest).toBeNull();
      expect(card.sol_status).toBe('active');
      expect(card.is_zombie_debt).toBe(false);
      expect(card.transition).toMatchObject({ rule_id: 'us.oh.limitation.consumer_credit.transition', latest: '2027-06-16', capped: true });
      expect(card.rules_applied.map((r) => r.id)).toContain('us.oh.limitation.consumer_credit.transition');
      expect(card.critical_warnings.some((w) => w.includes('2027-06-16') && w.includes('S.B. 13'))).toBe(true);
      expect(card.summary).toContain('2027-06-16');
      // A medical bill may also be an open account (6 years, R.C. 2305.07): the written-contract reading still runs to 2027-06-16.
      const medical = checkStatuteOfLimitations({ debt_type: 'medical', state: 'OH', last_payment: '2020-01-15' }, AS_OF_CASE);
      expect(medical.sol_expiry_date).toBe('2027-06-16');
      expect(medical.is_zombie_debt).toBe(false);
    });

    it('counts 6 years for a claim that accrued after the effective date, from 30 days after the last payment for consumer debt', () => {
      const written = checkStatuteOfLimitations({ debt_type: 'medical', state: 'OH', last_payment: '2022-01-15' }, AS_OF_CASE);
      expect([written.sol_years, written.sol_expiry_date, written.transition]).toEqual([6, '2028-01-15', null]);
      // R.C. 2305.07(C): a consumer-transaction claim accrues thirty days after the later of the last charge or payment.
      const card = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'OH', last_payment: '2022-01-15' }, AS_OF_CASE);
      expect(card.accrual_date).toBe('2022-02-14');
      expect(card.sol_expiry_date).toBe('2028-02-14');
      expect(card.transition).toBeNull();
    });

    it('caps a claim from before S.B. 224 (15 years until 2012-09-28) at 2020-09-28', () => {
      // S.B. 224 (129th G.A.): 15 → 8 years from 2012-09-28; older claims had to be filed by 2020-09-28 (Lexology, 2012).
      const r = checkStatuteOfLimitations({ debt_type: 'personal_loan', state: 'OH', last_payment: '2010-05-01' }, AS_OF_CASE);
      expect(r.sol_years).toBe(15);
      expect(r.sol_expiry_date).toBe('2020-09-28');
      expect(r.transition).toMatchObject({ changed_on: '2012-09-28', old_years: 15, new_years: 8, latest: '2020-09-28' });
      expect(r.sol_status).toBe('expired');
    });

    it('records the oral-contract deadline four years after the effective date (R.C. 2305.07(A))', () => {
      const oral = US_LIMITATION_PERIODS.OH!.transitions!.oral!;
      expect(requireRule(oral, '2026-11-25').value).toEqual({ rule: 'earlier_of_old_period_or_latest', latest: '2025-06-16' });
      expect(requireRule(US_LIMITATION_PERIODS.OH!.periods.oral!, '2021-06-15').value.years).toBe(6);
      expect(requireRule(US_LIMITATION_PERIODS.OH!.periods.oral!, '2021-06-16').value.years).toBe(4);
    });
  });

  describe('states and provinces as users write them', () => {
    it('reads Australian and Canadian states and provinces by code or name, in state or province, any case', () => {
      const cases: [CheckStatuteOfLimitationsInput, string][] = [
        [{ debt_type: 'credit_card', country: 'AU', state: 'NSW' }, 'AU-NSW'],
        [{ debt_type: 'credit_card', country: 'AU', state: 'new south wales' }, 'AU-NSW'],
        [{ debt_type: 'credit_card', country: 'AU', province: ' Victoria ' }, 'AU-VIC'],
        [{ debt_type: 'credit_card', country: 'AU', state: 'qld' }, 'AU-QLD'],
        [{ debt_type: 'credit_card', country: 'AU', state: 'Western_Australia' }, 'AU-WA'],
        [{ debt_type: 'credit_card', country: 'CA', state: 'Ontario' }, 'CA-ON'],
        [{ debt_type: 'credit_card', country: 'CA', state: 'bc' }, 'CA-BC'],
        [{ debt_type: 'credit_card', country: 'CA', province: 'British Columbia' }, 'CA-BC'],
        [{ debt_type: 'credit_card', country: 'CA', province: 'Québec' }, 'CA-QC'],
        [{ debt_type: 'credit_card', country: 'CA', state: 'QUEBEC' }, 'CA-QC'],
        [{ debt_type: 'credit_card', country: 'UK', state: 'scotland' }, 'UK-SCT'],
        [{ debt_type: 'credit_card', country: 'US', state: 'new york' }, 'US-NY'],
      ];
      for (const [input, jurisdiction] of cases) {
        expect(checkStatuteOfLimitations(input, opts).jurisdiction, JSON.stringify(input)).toBe(jurisdiction);
      }
    });

    it('prefers province over state outside the US and names the field it could not read', () => {
      expect(checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'CA', state: 'Ontario', province: 'Alberta' }, opts).jurisdiction).toBe('CA-AB');
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'CA', state: 'Texas' }, opts))).toMatchObject({ code: 'invalid_state', field: 'state' });
    });

    it('answers a UK debt without a nation under England and Wales and shows Scotland and Northern Ireland beside it', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'UK', last_payment: '2021-01-01' }, opts);
      expect(r.jurisdiction).toBe('UK-ENG');
      expect(r.jurisdiction_name).toBe('England and Wales');
      expect(r.jurisdiction_assumed).toBe(true);
      expect(r.sol_years).toBe(6); // Limitation Act 1980 s 5
      expect(r.sol_status).not.toBe('unknown');
      expect(r.critical_warnings[0]).toMatch(/England and Wales/);
      const byCode = Object.fromEntries(r.other_jurisdictions.map((o) => [o.jurisdiction, o]));
      expect(Object.keys(byCode).sort()).toEqual(['UK-NIR', 'UK-SCT']);
      expect(byCode['UK-SCT']).toMatchObject({ sol_years: 5, sol_expiry_date: '2026-01-01', sol_status: 'expired', debt_extinguished_on_expiry: true }); // 1973 Act s 6
      expect(byCode['UK-NIR']).toMatchObject({ sol_years: 6, sol_expiry_date: '2027-01-01' }); // NI Order 1989 art 4
      expect(r.rules_applied.map((x) => x.id)).toEqual(expect.arrayContaining(['uk.eng.limitation.general', 'uk.sct.limitation.general', 'uk.nir.limitation.general']));
      const given = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'UK', province: 'WLS', last_payment: '2021-01-01' }, opts);
      expect([given.jurisdiction_assumed, given.other_jurisdictions]).toEqual([false, []]);
    });
  });

  describe('missing and unverified information', () => {
    it('answers unknown, naming the missing state, when a US state is not given', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'US', last_payment: '2020-01-01' }, opts);
      expect(r.sol_status).toBe('unknown');
      expect(r.sol_years).toBeNull();
      expect(r.sol_expiry_date).toBeNull();
      expect(r.critical_warnings[0]).toMatch(/state/);
    });

    it('answers unknown, naming the missing province, outside the US', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'CA' }, opts);
      expect(r.sol_status).toBe('unknown');
      expect(r.critical_warnings[0]).toMatch(/province/);
    });

    it('answers unknown with no expiry when last_payment is missing', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'TX' }, opts);
      expect(r.sol_status).toBe('unknown');
      expect(r.sol_years).toBe(4);
      expect(r.sol_expiry_date).toBeNull();
      expect(r.credit_reporting_status.estimated_removal_date).toBeNull();
    });

    it('lists unverified periods and says so in the warnings', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'IL', last_payment: '2020-01-01' }, opts);
      expect(r.unverified_rules).toContain('us.il.limitation.credit_card');
      expect(r.critical_warnings.some((w) => w.includes('us.il.limitation.credit_card'))).toBe(true);
    });

    it('reads UK nation names as well as codes', () => {
      for (const [name, code] of [['Northern Ireland', 'NIR'], ['northern_ireland', 'NIR'], ['scotland', 'SCT'], ['Wales', 'WLS'], ['eng', 'ENG']]) {
        expect(checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'UK', province: name! }, opts).jurisdiction).toBe(`UK-${code}`);
      }
    });

    it('answers government student loans outside the US without a period', () => {
      const r = checkStatuteOfLimitations({ debt_type: 'student_loan', country: 'UK', province: 'ENG', last_payment: '2010-01-01' }, opts);
      expect(r.sol_status).toBe('unknown');
      expect(r.sol_years).toBeNull();
    });

    it('writes Spanish narrative when asked', () => {
      const en = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'NY', last_payment: '2023-01-10' }, opts);
      const es = checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'NY', last_payment: '2023-01-10' }, { ...opts, lang: 'es' });
      expect(es.summary).not.toBe(en.summary);
      expect(es.summary).toMatch(/plazo/);
      expect(es.critical_warnings).toHaveLength(en.critical_warnings.length);
      expect([...es.critical_warnings, es.summary].join(' ')).not.toMatch(/\{\w+\}/);
    });
  });

  describe('bad arguments', () => {
    it('rejects a state outside the 50 states and DC on field state', () => {
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'ZZ' }, opts))).toMatchObject({ code: 'invalid_state', field: 'state' });
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'PR' }, opts)).message).toMatch(/^checkStatuteOfLimitations:/);
    });

    it('rejects an unknown province, AU state or UK nation on field province', () => {
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'CA', province: 'XX' }, opts)).field).toBe('province');
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'AU', province: 'ON' }, opts)).field).toBe('province');
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'UK', province: 'Texas' }, opts)).field).toBe('province');
    });

    it('rejects a last payment after asOf, a bad date and a bad debt type', () => {
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'TX', last_payment: '2027-01-01' }, opts))).toMatchObject({ code: 'out_of_range', field: 'last_payment' });
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'TX', last_payment: '2023-02-30' }, opts)).field).toBe('last_payment');
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'mortgage' as never, state: 'TX' }, opts)).field).toBe('debt_type');
      expect(thrown(() => checkStatuteOfLimitations({ debt_type: 'credit_card', state: 'TX' }, { asOf: 'today' })).field).toBe('asOf');
    });
  });

  describe('properties', () => {
    const arbitraryInput = fc.record({
      jurisdiction: anyJurisdiction,
      debt_type: fc.constantFrom(...NON_FEDERAL_TYPES),
      last_payment: isoDate,
    });

    it('puts the expiry date sol_years after the accrual date, or on the transition deadline when that comes first', () => {
      fc.assert(fc.property(arbitraryInput, ({ jurisdiction, debt_type, last_payment }) => {
        const r = checkStatuteOfLimitations({ debt_type, last_payment, ...jurisdiction }, opts);
        const accrual = r.accrual_date!;
        // Accrual is the last payment, or at most 30 days later where a statute says so (Ohio § 2305.07(C)).
        expect(accrual >= last_payment && accrual <= plusMonthsApprox(last_payment, 1)).toBe(true);
        const uncapped = plusYears(accrual, r.sol_years!);
        const latest = r.transition?.latest;
        expect(r.sol_expiry_date).toBe(latest !== undefined && latest < uncapped ? latest : uncapped);
        expect(r.transition === null || r.transition.capped === (r.transition.latest < uncapped)).toBe(true);
        if (r.sol_years_shortest !== null) {
          expect(r.sol_expiry_date_shortest! < r.sol_expiry_date!).toBe(true);
          expect(r.sol_years_shortest).toBeLessThanOrEqual(r.sol_years!);
        } else {
          expect(r.sol_expiry_date_shortest).toBeNull();
        }
      }), { numRuns: 300 });
    });

    it('reports a status consistent with asOf and the expiry dates', () => {
      const laterDate = fc
        .date({ min: new Date(Date.UTC(2023, 0, 1)), max: new Date(Date.UTC(2035, 11, 31)), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
      fc.assert(fc.property(arbitraryInput, laterDate, ({ jurisdiction, debt_type, last_payment }, laterCandidate) => {
        const asOf = laterCandidate < last_payment ? last_payment : laterCandidate;
        const r = checkStatuteOfLimitations({ debt_type, last_payment, ...jurisdiction }, { asOf });
        const longest = r.sol_expiry_date!;
        const shortest = r.sol_expiry_date_shortest ?? longest;
        const soon = plusMonthsApprox(asOf, 6);
        switch (r.sol_status) {
          case 'expired': expect(asOf > longest).toBe(true); break;
          case 'disputed': expect(asOf > shortest && asOf <= longest).toBe(true); break;
          // The status follows sol_expiry_date (the longest reading); a shorter reading that ends soon is a warning.
          case 'expiring_soon': expect(asOf <= longest && longest <= soon).toBe(true); break;
          case 'active':
            expect(longest > soon).toBe(true);
            if (shortest <= soon) expect(r.critical_warnings.some((w) => w.includes(shortest) && w.includes(longest))).toBe(true);
            break;
          default: throw new Error(`unexpected status ${r.sol_status}`);
        }
        expect(r.is_zombie_debt).toBe(r.sol_status === 'expired');
      }), { numRuns: 300 });
    });

    it('always answers no_limit for US federal student loans', () => {
      fc.assert(fc.property(fc.constantFrom(...US_JURISDICTION_CODES), fc.option(isoDate, { nil: undefined }), (state, last_payment) => {
        const r = checkStatuteOfLimitations({ debt_type: 'student_loan', state, ...(last_payment === undefined ? {} : { last_payment }) }, opts);
        expect(r.sol_status).toBe('no_limit');
        expect(r.sol_years).toBeNull();
        expect(r.is_zombie_debt).toBe(false);
        expect(r.rules_applied.map((x) => x.id)).toContain('us.federal_student_loans.no_limitation');
      }));
    });

    it('never mutates its input and gives the same answer twice', () => {
      fc.assert(fc.property(arbitraryInput, fc.constantFrom(...STATUTE_DEBT_TYPES), ({ jurisdiction, last_payment }, debt_type) => {
        const input: CheckStatuteOfLimitationsInput = Object.freeze({ debt_type, last_payment, ...jurisdiction });
        const copy = structuredClone(input);
        const first = checkStatuteOfLimitations(input, opts);
        expect(input).toEqual(copy);
        expect(checkStatuteOfLimitations(input, opts)).toEqual(first);
      }), { numRuns: 100 });
    });
  });

  describe('through the catalog (GET /api/debt/statute)', () => {
    it('answers 200 with the statute fields', async () => {
      const out = await invokeEndpoint(debtStatute, { state: 'tx', last_payment: '2020-03-01' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject({ sol_years: 4, sol_status: 'expired', sol_expiry_date: '2024-03-01', is_zombie_debt: true });
      const uk = await invokeEndpoint(debtStatute, { country: 'UK', province: 'Northern Ireland', debt_type: 'medical', lang: 'es' }, { asOf: AS_OF });
      expect(uk.status).toBe(200);
      expect(uk.body).toMatchObject({ jurisdiction: 'UK-NIR', sol_years: 6 });
    });

    it('answers 400 naming state for an invalid state', async () => {
      for (const state of ['ZZ', 'Texass', 'Puerto Rico']) {
        const out = await invokeEndpoint(debtStatute, { state }, { asOf: AS_OF });
        expect(out.status).toBe(400);
        expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['state']);
      }
    });

    it('answers 400 naming province, last_payment or debt_type for those bad values', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ country: 'CA', province: 'XX' }, 'province'],
        [{ country: 'AU', province: 'ON' }, 'province'],
        [{ state: 'NY', last_payment: '2020-13-01' }, 'last_payment'],
        [{ state: 'NY', last_payment: '2027-01-01' }, 'last_payment'],
        [{ debt_type: 'mortgage' }, 'debt_type'],
      ];
      for (const [input, field] of cases) {
        const out = await invokeEndpoint(debtStatute, input, { asOf: AS_OF });
        expect(out.status, JSON.stringify(input)).toBe(400);
        expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
      }
    });

    it('answers 200 for provinces and states written as names, and for a UK debt without a nation', async () => {
      const au = await invokeEndpoint(debtStatute, { country: 'AU', state: 'New South Wales', last_payment: '2020-03-01' }, { asOf: AS_OF });
      expect(au.status).toBe(200);
      expect(au.body).toMatchObject({ jurisdiction: 'AU-NSW', sol_years: 6 });
      const ca = await invokeEndpoint(debtStatute, { country: 'CA', province: 'Québec' }, { asOf: AS_OF });
      expect(ca.body).toMatchObject({ jurisdiction: 'CA-QC', sol_years: 3 });
      const uk = await invokeEndpoint(debtStatute, { country: 'UK', last_payment: '2020-03-01' }, { asOf: AS_OF });
      expect(uk.status).toBe(200);
      expect(uk.body).toMatchObject({ jurisdiction: 'UK-ENG', jurisdiction_assumed: true, sol_years: 6 });
    });

    it('answers 200 with unknown status when the state is missing', async () => {
      const out = await invokeEndpoint(debtStatute, { last_payment: '2020-03-01' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject({ sol_status: 'unknown', sol_years: null });
    });
  });

  describe('one answer, one story (issue 22: Illinois said 10 years, "expiring soon" and 2027 at once)', () => {
    it('gives Illinois card debt the 5 years of 735 ILCS 5/13-205 (Portfolio Acquisitions v. Feltman, 2009), not a 5-or-10 range', () => {
      const r = checkStatuteOfLimitations({ country: 'US', state: 'IL', debt_type: 'credit_card', last_payment: '2022-01-10' }, { asOf: '2026-11-25' });
      expect(r.sol_years).toBe(5);
      expect(r.sol_years_shortest).toBeNull();
      expect(r.sol_expiry_date).toBe(plusYears('2022-01-10', 5));
      expect(r.sol_status).toBe('expiring_soon');
      expect(r.critical_warnings[0]).toContain(r.sol_expiry_date!);
      expect(r.rules_applied.map((x) => x.id)).toContain('us.il.limitation.credit_card');
      expect(r.rules_applied.find((x) => x.id === 'us.il.limitation.credit_card')!.source).toContain('Feltman');
    });

    it('states a status that matches sol_expiry_date, and dates only sol_expiry_date or its shorter reading, in every state and debt type', () => {
      fc.assert(
        fc.property(fc.constantFrom(...US_JURISDICTION_CODES), fc.constantFrom(...NON_FEDERAL_TYPES), isoDate, (state, debt_type, last_payment) => {
          const r = checkStatuteOfLimitations({ country: 'US', state, debt_type, last_payment }, opts);
          if (r.sol_expiry_date === null) return;
          const soon = plusMonthsApprox(AS_OF, 6);
          if (r.sol_status === 'expiring_soon') expect(r.sol_expiry_date > AS_OF && r.sol_expiry_date <= soon, `${state} ${debt_type}`).toBe(true);
          if (r.sol_status === 'active') expect(r.sol_expiry_date > soon, `${state} ${debt_type}`).toBe(true);
          if (r.sol_status === 'expired') expect(r.sol_expiry_date < AS_OF).toBe(true);
          const allowed = new Set([r.sol_expiry_date, r.sol_expiry_date_shortest, r.accrual_date, last_payment, r.transition?.changed_on, r.transition?.latest].filter((d) => d != null));
          const dates = [r.summary, ...r.critical_warnings].flatMap((text) => text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []);
          for (const d of dates) expect(allowed.has(d), `${state} ${debt_type}: ${d} in the text is not a date of the answer`).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  });

});
