import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtCollections } from '../../src/catalog/debt/collections.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { briefCollectionRights } from '../../src/debt/briefCollectionRights.js';
import { addPeriod, usHolidayDates } from '../../src/debt/_lib/letterDates.js';
import { LETTER_PLACEHOLDERS } from '../../src/debt/_lib/letterPlaceholders.js';
import { BRIEF_COLLECTION_RIGHTS_MESSAGES, REGULATOR_ROLE_MESSAGES } from '../../src/debt/messages/briefCollectionRights.js';
import { US_LEGAL_PUBLIC_HOLIDAYS } from '../../src/debt/rules/collectionsUsHolidays.js';

const asOf = '2026-11-20'; // a Friday, the week before Thanksgiving (2026-11-26)
const COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
const DOCUMENTED = new Set<string>(LETTER_PLACEHOLDERS);
const holidays = US_LEGAL_PUBLIC_HOLIDAYS.versions[0]!.value;

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return error.field;
    throw error;
  }
  return undefined;
}

const placeholdersIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe('briefCollectionRights', () => {
  it('briefs US consumers on the FDCPA and Regulation F', () => {
    const brief = briefCollectionRights({ country: 'US' }, { asOf });
    expect(brief.rights.map((r) => r.id)).toEqual([
      'validation_notice',
      'dispute_in_writing',
      'calling_hours',
      'call_frequency',
      'cease_communication',
      'time_barred_suit_ban',
      'statutory_damages',
      'suit_deadline',
    ]);
    const text = brief.rights.map((r) => r.summary).join(' ');
    // 15 U.S.C. 1692g(a): 5 days; 1692g(b): 30 days; 1692c(a)(1): 8 a.m.-9 p.m.; 12 CFR 1006.14(b)(2): 7 in 7; 1692k(a)(2)(A): $1,000.
    for (const fact of ['within 5 days', 'within 30 days', 'before 8 a.m. or after 9 p.m.', 'more than 7 times in 7 days', '$1,000', '12 CFR 1006.26(b)']) {
      expect(text).toContain(fact);
    }
    expect(brief.reporting_resources.map((r) => r.id)).toEqual(['cfpb', 'state_ag', 'ftc']);
    expect(brief.reporting_resources[0]!.url).toBe('https://www.consumerfinance.gov/complaint/');
    expect(brief.unverified_rules).toContain('us.fdcpa_suit_deadline');
    expect(brief.rules_applied.find((r) => r.id === 'us.fdcpa_validation')?.verified).not.toBeNull();
  });

  it('briefs UK consumers on CONC 7, the £1 agreement request, breathing space and the ombudsman', () => {
    const brief = briefCollectionRights({ country: 'UK', collector: 'Lowell' }, { asOf });
    expect(brief.rights.map((r) => r.id)).toEqual(['fair_treatment_in_arrears', 'agreement_request', 'breathing_space', 'ombudsman']);
    expect(brief.rights[1]!.summary).toContain('£1');
    expect(brief.letters[0]!.body).toContain('section 78(1) of the Consumer Credit Act 1974');
    expect(brief.letters[0]!.body).toContain('£1');
    expect(brief.deadlines.find((d) => d.id === 'agreement_request_reply')).toMatchObject({ period: 12, unit: 'working_days', due_date: null });
    expect(brief.reporting_resources.map((r) => r.id)).toEqual(['fos', 'fca']);
  });

  it('briefs Canadian consumers on Ontario\'s figures and points to the provincial regulator', () => {
    const brief = briefCollectionRights({ country: 'CA' }, { asOf });
    const text = brief.rights.map((r) => r.summary).join(' ');
    expect(text).toContain('wait 6 days');
    expect(text).toContain('more than 3 times in 7 days');
    expect(text).toContain('between 1 p.m. and 5 p.m.');
    expect(brief.reporting_resources.map((r) => r.id)).toEqual(['provincial_consumer_affairs', 'fcac', 'obsi']);
    expect(brief.warnings[0]).toContain('Ontario');
  });

  it('briefs Australian consumers on the ACCC/ASIC guideline, hardship and AFCA', () => {
    const brief = briefCollectionRights({ country: 'AU' }, { asOf });
    const text = brief.rights.map((r) => r.summary).join(' ');
    // ACCC/ASIC Debt collection guideline part 2 s5 (3 a week, 10 a month) and s4 (7.30 a.m.-9 p.m. weekdays).
    expect(text).toContain('3 times a week or 10 times a month');
    expect(text).toContain('between 7:30 a.m. and 9 p.m. on weekdays');
    expect(brief.rights.map((r) => r.id)).toContain('hardship_notice');
    expect(brief.reporting_resources.map((r) => r.id)).toEqual(['afca', 'accc', 'asic']);
  });

  it('fills the collector, the date and the situation into both letters, leaving only documented placeholders', () => {
    const brief = briefCollectionRights({ country: 'US', collector: 'Acme Recovery LLC', situation: 'They call me at work.' }, { asOf });
    expect(brief.letters.map((l) => l.id)).toEqual(['debt_validation_request', 'cease_and_desist']);
    for (const letter of brief.letters) {
      expect(letter.body).toContain('Acme Recovery LLC');
      expect(letter.body.startsWith(asOf)).toBe(true);
      expect(letter.body).not.toContain('{collector}');
      expect(letter.placeholders_to_fill).toEqual(['your_name', 'your_address', 'collector_address', 'account_number']);
    }
    expect(brief.letters[0]!.body).toContain('Details of my situation: They call me at work.');
    expect(brief.letters[1]!.body).not.toContain('They call me at work.');
    // The situation goes before the signature.
    expect(brief.letters[0]!.body.endsWith('They call me at work.\n\n{your_name}')).toBe(true);
  });

  it('keeps {collector} visible when no collector is given', () => {
    const brief = briefCollectionRights({}, { asOf });
    expect(brief.country).toBe('US');
    expect(brief.letters[0]!.placeholders_to_fill).toContain('collector');
    expect(brief.letters[0]!.body).toContain('{collector}');
    expect(brief.narrative).toContain('the collector');
  });

  it('fills any collector and situation in every country and language, with no undocumented placeholder', () => {
    const name = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '' && !/[{}]/.test(s));
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.constantFrom('en' as const, 'es' as const), name, fc.option(name, { nil: undefined }), (country, lang, collector, situation) => {
        const input = Object.freeze({ country, collector, ...(situation === undefined ? {} : { situation }) });
        const copy = structuredClone(input);
        const brief = briefCollectionRights(input, { asOf, lang });
        expect(input).toEqual(copy);
        for (const letter of brief.letters) {
          expect(letter.body).toContain(collector.trim());
          const found = placeholdersIn(letter.body);
          for (const p of found) expect(DOCUMENTED.has(p), p).toBe(true);
          expect(new Set(found)).toEqual(new Set(letter.placeholders_to_fill));
          expect(found).not.toContain('collector');
        }
      }),
      { numRuns: 150 },
    );
  });

  it('dates the US validation period, skipping weekends and Thanksgiving for a mailed notice', () => {
    const d = Object.fromEntries(briefCollectionRights({ country: 'US' }, { asOf }).deadlines.map((x) => [x.id, x]));
    // Received 2026-11-20 + 30 days = 2026-12-20. Mailed 2026-11-20: five business days are 23, 24, 25, 27 and
    // 30 November (26 November 2026 is Thanksgiving, the fourth Thursday), then 30 days: 2026-12-30.
    expect(d.validation_notice_due!.due_date).toBe('2026-11-25');
    expect(d.validation_period_end_if_received_today!.due_date).toBe('2026-12-20');
    expect(d.validation_period_end_if_mailed_today!.due_date).toBe('2026-12-30');
    expect(d.fdcpa_suit_deadline!.due_date).toBe('2027-11-20');
    for (const x of Object.values(d)) expect(x.estimate).toBe(true);
  });

  it('skips Juneteenth when counting Regulation F business days', () => {
    // 2026-06-15 is a Monday; Friday 2026-06-19 is Juneteenth: business days 16, 17, 18, 22, 23 June.
    const d = briefCollectionRights({ country: 'US' }, { asOf: '2026-06-15' }).deadlines.find((x) => x.id === 'validation_period_end_if_mailed_today');
    expect(d?.due_date).toBe('2026-07-23');
  });

  it('matches the 2026 federal holiday calendar published by OPM (statutory dates, not observed days)', () => {
    // OPM, Federal Holidays 2026: Jan 1, Jan 19, Feb 16, May 25, Jun 19, Jul 4 (observed Jul 3), Sep 7, Oct 12, Nov 11, Nov 26, Dec 25.
    expect([...usHolidayDates(2026, holidays)].sort()).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-04', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });

  it('never ends a business-day period on a weekend or a holiday, and never before a calendar-day count would', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 1, max: 30 }), (offset, days) => {
        const start = addPeriod('2022-01-01', offset, 'calendar_days');
        const end = addPeriod(start, days, 'business_days', { holidays });
        const date = new Date(`${end}T00:00:00Z`);
        expect([0, 6]).not.toContain(date.getUTCDay());
        expect(usHolidayDates(date.getUTCFullYear(), holidays).has(end)).toBe(false);
        expect(end >= addPeriod(start, days, 'calendar_days')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('applies the Regulation F rules only from 2021-11-30', () => {
    const before = briefCollectionRights({ country: 'US' }, { asOf: '2021-11-29' });
    expect(before.rights.map((r) => r.id)).not.toContain('call_frequency');
    expect(before.deadlines.map((d) => d.id)).not.toContain('validation_period_end_if_mailed_today');
    const after = briefCollectionRights({ country: 'US' }, { asOf: '2021-11-30' });
    expect(after.rights.map((r) => r.id)).toContain('call_frequency');
  });

  it('dates the UK ombudsman and breathing-space periods', () => {
    const d = Object.fromEntries(briefCollectionRights({ country: 'UK' }, { asOf }).deadlines.map((x) => [x.id, x.due_date]));
    // 8 weeks = 56 days after 2026-11-20; 6 months later; 60 days later.
    expect(d).toMatchObject({ firm_final_response: '2027-01-15', ombudsman_referral: '2027-05-20', breathing_space_end: '2027-01-19' });
  });

  it('recognizes the situation at word starts, in English and Spanish', () => {
    const flags = (situation: string) => briefCollectionRights({ situation }, { asOf }).situation_flags;
    expect(flags('They keep calling me at work and threatened to sue')).toEqual(['harassment', 'lawsuit']);
    expect(flags('This debt is very old and not mine')).toEqual(['not_mine', 'old_debt']);
    expect(flags('I sold my car and told them')).toEqual([]);
    expect(flags('Me llaman todos los días; ya la pagué')).toEqual(['harassment', 'paid']);
    expect(briefCollectionRights({ situation: 'I was sued' }, { asOf }).situation_tips[0]).toContain('default judgment');
  });

  it('writes everything in Spanish with complete catalogs', () => {
    expect(Object.keys(BRIEF_COLLECTION_RIGHTS_MESSAGES.es).sort()).toEqual(Object.keys(BRIEF_COLLECTION_RIGHTS_MESSAGES.en).sort());
    expect(Object.keys(REGULATOR_ROLE_MESSAGES.es).sort()).toEqual(Object.keys(REGULATOR_ROLE_MESSAGES.en).sort());
    const brief = briefCollectionRights({ country: 'US', collector: 'Acme' }, { asOf, lang: 'es' });
    expect(brief.letters[0]!.title).toBe('Solicitud de validación de la deuda');
    expect(brief.letters[0]!.body).toContain('disputo esta deuda');
    expect(brief.rights[2]!.summary).toContain('antes de las 8:00 ni después de las 21:00');
    expect(brief.narrative).toContain('Frente a Acme');
  });

  it('rejects bad arguments naming the field', () => {
    expect(fieldOf(() => briefCollectionRights({ collector: '  ' }, { asOf }))).toBe('collector');
    expect(fieldOf(() => briefCollectionRights({ collector: 'x'.repeat(201) }, { asOf }))).toBe('collector');
    expect(fieldOf(() => briefCollectionRights({ situation: 'x'.repeat(501) }, { asOf }))).toBe('situation');
    expect(fieldOf(() => briefCollectionRights({ country: 'NZ' as never }, { asOf }))).toBe('country');
    expect(fieldOf(() => briefCollectionRights({}, { asOf, lang: 'it' as never }))).toBe('lang');
    expect(fieldOf(() => briefCollectionRights({}, { asOf: '2026-02-30' }))).toBe('asOf');
    expect(fieldOf(() => briefCollectionRights({}, { asOf: '1970-01-01' }))).toBe('asOf');
  });
});

describe('debtCollections endpoint', () => {
  it('answers 200 with letters filled from the query', async () => {
    const out = await invokeEndpoint(debtCollections, { country: 'au', collector: 'Credit Corp', situation: 'calls every day' }, { asOf });
    expect(out.status).toBe(200);
    const body = out.body as { country: string; letters: { body: string }[]; situation_flags: string[] };
    expect(body.country).toBe('AU');
    expect(body.letters[0]!.body).toContain('Credit Corp');
    expect(body.situation_flags).toEqual(['harassment']);
  });

  it('answers 400 naming the bad field', async () => {
    const bad = await invokeEndpoint(debtCollections, { country: 'FR' }, { asOf });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"field":"country"');
    const long = await invokeEndpoint(debtCollections, { situation: 'x'.repeat(501) }, { asOf });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('"field":"situation"');
  });
});
