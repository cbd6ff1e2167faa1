import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtCredit } from '../../src/catalog/debt/credit.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { PLAN_CREDIT_REPAIR_MESSAGES } from '../../src/debt/messages/planCreditRepair.js';
import { planCreditRepair } from '../../src/debt/planCreditRepair.js';

const asOf = '2026-11-22';
const COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
// The published scales (myFICO; Experian, Equifax and TransUnion UK; Equifax/TransUnion Canada; Equifax Australia).
const RANGE = { US: [300, 850], UK: [0, 1000], CA: [300, 900], AU: [0, 1200] } as const;

function errorOf(fn: () => unknown): { field: string | undefined; message: string } | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return { field: error.field, message: error.message };
    throw error;
  }
  return undefined;
}

describe('planCreditRepair', () => {
  it('recognises each kind of negative item from free words', () => {
    const words = ['30 days late', '60-day late payment', 'Late 90 days', 'Collection account', 'Medical collection', 'Charged off card', 'Auto repo',
      'Foreclosure', 'Default', 'Chapter 7 bankruptcy', 'Chapter 13', 'Civil judgment', 'Tax lien', 'Hard inquiry', 'High utilization'];
    const plan = planCreditRepair({ score: 600, negatives: words }, { asOf });
    expect(plan.items.map((i) => i.item)).toEqual(['late_30', 'late_60', 'late_90', 'collection', 'medical_collection', 'charge_off', 'repossession',
      'foreclosure', 'default', 'bankruptcy_ch7', 'bankruptcy_ch13', 'judgment', 'tax_lien', 'hard_inquiry', 'high_utilization']);
  });

  it('applies the FCRA § 605 periods: bankruptcy 10 years, late payments 7, collections 7 after 180 days, inquiries 2 (scored 1)', () => {
    // 15 U.S.C. 1681c(a)(1) (10 years), (a)(5) (7 years), (c)(1) (180 days from the first delinquency); bureau practice for inquiries.
    const plan = planCreditRepair({ score: 600, negatives: ['bankruptcy chapter 7', '30 day late', 'collection', 'inquiry'] }, { asOf });
    const [bk, late, coll, inq] = plan.items.map((i) => i.reporting_period);
    expect(bk?.months).toBe(120);
    expect(late?.months).toBe(84);
    expect([coll?.months, coll?.extra_days]).toEqual([84, 180]);
    expect([inq?.months, inq?.scored_months]).toEqual([24, 12]);
  });

  it('applies the UK 6-year, Canadian 6-year and Australian 5-year and 2-year periods', () => {
    const period = (country: 'UK' | 'CA' | 'AU', item: string) => planCreditRepair({ score: RANGE[country][1], country, negatives: [item] }, { asOf }).items[0]!.reporting_period?.months;
    expect(period('UK', 'default')).toBe(72);
    expect(period('CA', 'collection')).toBe(72);
    // Privacy Act 1988 (Cth) s 20W: default information 5 years, repayment history information 2 years.
    expect(period('AU', 'default')).toBe(60);
    expect(period('AU', '30 days late')).toBe(24);
  });

  it('says judgments and tax liens left US bureau files with the National Consumer Assistance Plan (2017-07-01, 2018-04-16)', () => {
    const reported = (day: string) => planCreditRepair({ score: 600, negatives: ['judgment', 'tax lien'] }, { asOf: day }).items.map((i) => i.reported);
    expect(reported('2017-06-30')).toEqual([true, true]);
    expect(reported('2017-07-01')).toEqual([false, null]);
    expect(reported('2018-04-16')).toEqual([false, false]);
    expect(planCreditRepair({ score: 600, negatives: ['judgment'] }, { asOf }).actions.map((a) => a.id)).toContain('public_records');
  });

  it('marks point ranges as editorial and unverified, and gives none outside the US', () => {
    const us = planCreditRepair({ score: 600, negatives: ['collection'] }, { asOf });
    expect(us.items[0]!.typical_point_drop).toMatchObject({ editorial: true, verified: null });
    expect(us.unverified_rules).toContain('credit.negative_item_impact');
    expect(us.warnings.join(' ')).toContain('editorial');
    const uk = planCreditRepair({ score: 600, country: 'UK', negatives: ['collection'] }, { asOf });
    expect(uk.items[0]!.typical_point_drop).toBeNull();
  });

  it('describes the bureaus\u2019 medical-collection policy for a US medical item', () => {
    const plan = planCreditRepair({ score: 600, negatives: ['hospital bill in collections'] }, { asOf });
    expect(plan.items[0]!.item).toBe('medical_collection');
    expect(plan.items[0]!.notes.join(' ')).toContain('$500.00');
    expect(plan.actions.map((a) => a.id)).toContain('medical_rules');
  });

  it('reads a numeric goal on the same scale and echoes a goal in words', () => {
    expect(planCreditRepair({ score: 640, goal: '720' }, { asOf }).goal).toMatchObject({ target_score: 720, points_needed: 80 });
    expect(planCreditRepair({ score: 640, goal: 'buy a home' }, { asOf }).goal).toMatchObject({ text: 'buy a home', target_score: null });
    expect(errorOf(() => planCreditRepair({ score: 640, goal: '900' }, { asOf }))?.field).toBe('goal');
  });

  it('rejects a score outside the country\u2019s range, naming the score and the range', () => {
    const us = errorOf(() => planCreditRepair({ score: 900 }, { asOf }));
    expect(us?.field).toBe('score');
    expect(us?.message).toContain('900');
    expect(us?.message).toContain('300–850');
    expect(errorOf(() => planCreditRepair({ score: 901, country: 'CA' }, { asOf }))?.message).toContain('300–900');
    expect(errorOf(() => planCreditRepair({ score: 1100, country: 'UK' }, { asOf }))?.message).toContain('TransUnion 0–710');
    expect(errorOf(() => planCreditRepair({ score: 1100, country: 'AU' }, { asOf }))).toBeUndefined();
  });

  it('accepts every score inside the range and rejects every score outside it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.integer({ min: -50, max: 1300 }), (country, score) => {
        const [min, max] = RANGE[country];
        const error = errorOf(() => planCreditRepair({ score, country }, { asOf }));
        expect(error === undefined).toBe(score >= min && score <= max);
        if (error !== undefined) expect(error.field).toBe('score');
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every listed item, in order, and lists the unrecognised ones as unknown without mutating the input', () => {
    const word = fc.constantFrom('late', '60 days', 'collection', 'medical', 'chapter 13', 'lien', 'inquiry', 'maxed out', 'zzz', 'mystery item', 'foreclosure');
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.array(word, { maxLength: 12 }), (country, negatives) => {
        const input = Object.freeze({ score: RANGE[country][1], country, negatives: Object.freeze([...negatives]) });
        const copy = structuredClone(input);
        const plan = planCreditRepair(input, { asOf });
        expect(input).toEqual(copy);
        expect(plan.items.map((i) => i.input)).toEqual(negatives);
        expect(plan.unknown_items).toEqual(plan.items.filter((i) => i.item === 'unknown').map((i) => i.input));
        expect(plan.unknown_items.every((u) => u === 'zzz' || u === 'mystery item')).toBe(true);
        expect(plan.actions[0]!.id).toBe('get_reports');
        expect(new Set(plan.actions.map((a) => a.id)).size).toBe(plan.actions.length);
        for (const a of plan.actions) expect(a.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('writes Spanish with the same keys as English', () => {
    expect(Object.keys(PLAN_CREDIT_REPAIR_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_CREDIT_REPAIR_MESSAGES.en).sort());
    expect(planCreditRepair({ score: 600, negatives: ['cobranza'] }, { asOf, lang: 'es' }).narrative).toContain('Su puntuación');
  });

  it('rejects bad arguments naming the field', () => {
    expect(errorOf(() => planCreditRepair({ score: 600.5 }, { asOf }))?.field).toBe('score');
    expect(errorOf(() => planCreditRepair({ score: 600, country: 'NZ' as never }, { asOf }))?.field).toBe('country');
    expect(errorOf(() => planCreditRepair({ score: 600, negatives: 'late' as never }, { asOf }))?.field).toBe('negatives');
    expect(errorOf(() => planCreditRepair({ score: 600 }, { asOf: '2026-02-30' }))?.field).toBe('asOf');
  });
});

describe('debtCredit endpoint', () => {
  it('answers 200 from query strings', async () => {
    const outcome = await invokeEndpoint(debtCredit, { score: '612', negatives: '30 day late,collection,unknown thing', goal: '700' }, { asOf });
    expect(outcome.status).toBe(200);
    const body = outcome.body as { items: { item: string }[]; unknown_items: string[]; goal: { points_needed: number } };
    expect(body.items.map((i) => i.item)).toEqual(['late_30', 'collection', 'unknown']);
    expect(body.unknown_items).toEqual(['unknown thing']);
    expect(body.goal.points_needed).toBe(88);
  });

  it('answers 400 naming the score and the range, and naming a bad country', async () => {
    const bad = await invokeEndpoint(debtCredit, { score: '250' }, { asOf });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"field":"score"');
    expect(JSON.stringify(bad.body)).toContain('300–850');
    const country = await invokeEndpoint(debtCredit, { score: '600', country: 'FR' }, { asOf });
    expect(JSON.stringify(country.body)).toContain('"field":"country"');
    const missing = await invokeEndpoint(debtCredit, {}, { asOf });
    expect(JSON.stringify(missing.body)).toContain('"field":"score"');
  });
});
