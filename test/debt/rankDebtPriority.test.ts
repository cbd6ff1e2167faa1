import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtPriority } from '../../src/catalog/debt/priority.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { toJsonText } from '../../src/core/toJsonText.js';
import { DEBT_TYPES } from '../../src/debt/debtInputSchema.js';
import { RANK_DEBT_PRIORITY_MESSAGES } from '../../src/debt/messages/rankDebtPriority.js';
import { rankDebtPriority } from '../../src/debt/rankDebtPriority.js';
import { PRIORITY_LIMITATION_CHECK } from '../../src/debt/rules/priorityLimitationCheck.js';

const asOf = '2026-11-22';

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return error.field;
    throw error;
  }
  return undefined;
}

const card = { creditor: 'Card', balance: '3000', rate: 29.99, minPayment: '90' };

describe('rankDebtPriority', () => {
  it('puts a lawsuit first, then collateral at risk, then the expensive card', () => {
    const r = rankDebtPriority(
      [
        card,
        { creditor: 'Car', balance: '9000', rate: 6, minPayment: '320', type: 'auto', months_behind: 2 },
        { creditor: 'Judgment', balance: '1500', rate: 0, minPayment: '0', lawsuit: true },
      ],
      { asOf },
    );
    expect(r.ranked_debts.map((d) => d.creditor)).toEqual(['Judgment', 'Car', 'Card']);
    expect(r.ranked_debts[1]!.reasons.join(' ')).toContain('car is at risk');
    expect(r.ranked_debts[2]!.recommendation).toContain('extra money');
  });

  it('treats tax debt and collections as legal risk', () => {
    const r = rankDebtPriority(
      [card, { creditor: 'IRS', balance: '4000', rate: 7, minPayment: '100', type: 'tax' }, { creditor: 'Collector', balance: '800', rate: 0, minPayment: '0', in_collections: true }],
      { asOf },
    );
    expect(r.ranked_debts[0]!.creditor).toBe('IRS');
    expect(r.ranked_debts.find((d) => d.creditor === 'Collector')!.components.legal_risk).toBeGreaterThan(0);
  });

  it('flags "check the limitation period" once the shortest period in the country has passed since the last payment', () => {
    const threshold = PRIORITY_LIMITATION_CHECK.US.versions[0]!.value;
    const r = rankDebtPriority(
      [
        { ...card, creditor: 'Old', last_payment: '2022-11-22' }, // 48 months before asOf
        { ...card, creditor: 'Recent', last_payment: '2025-11-22' }, // 12 months
        { ...card, creditor: 'Sued', last_payment: '2019-01-01', lawsuit: true },
        { ...card, creditor: 'Unknown' },
      ],
      { asOf },
    );
    const by = (name: string) => r.ranked_debts.find((d) => d.creditor === name)!;
    expect(48 >= threshold && 12 < threshold).toBe(true);
    expect(by('Old').limitation_check).toMatchObject({ status: 'check', months_since_last_payment: 48 });
    expect(by('Old').components.limitation).toBeLessThan(0);
    expect(by('Recent').limitation_check.status).toBe('within');
    expect(by('Sued').limitation_check.status).toBe('not_applicable');
    expect(by('Unknown').limitation_check.status).toBe('unknown');
    expect(r.unverified_rules).toContain('us.limitation_check_months');
  });

  it('uses the shorter Canadian placeholder period', () => {
    const r = rankDebtPriority([{ ...card, last_payment: '2024-06-01' }], { asOf, country: 'CA' });
    expect(r.ranked_debts[0]!.limitation_check.status).toBe('check');
  });

  it('writes reasons in Spanish', () => {
    const r = rankDebtPriority([card], { asOf, lang: 'es' });
    expect(r.ranked_debts[0]!.reasons[0]).toContain('Tasa de interés');
    expect(Object.keys(RANK_DEBT_PRIORITY_MESSAGES.es).sort()).toEqual(Object.keys(RANK_DEBT_PRIORITY_MESSAGES.en).sort());
  });

  const debtArb = fc.record({
    creditor: fc.constantFrom('A', 'B', 'C'),
    balance: fc.integer({ min: 0, max: 1_000_000 }).map((c) => (c / 100).toFixed(2)),
    rate: fc.integer({ min: 0, max: 4000 }).map((b) => b / 100),
    minPayment: fc.integer({ min: 0, max: 50_000 }).map((c) => (c / 100).toFixed(2)),
    type: fc.option(fc.constantFrom(...DEBT_TYPES), { nil: undefined }),
    secured: fc.option(fc.boolean(), { nil: undefined }),
    months_behind: fc.option(fc.integer({ min: 0, max: 24 }), { nil: undefined }),
    last_payment: fc.option(fc.constantFrom('2018-03-01', '2023-01-15', '2026-10-01'), { nil: undefined }),
    in_collections: fc.option(fc.boolean(), { nil: undefined }),
    lawsuit: fc.option(fc.boolean(), { nil: undefined }),
  });

  it('ranks the same way whatever the input order', () => {
    fc.assert(
      fc.property(
        fc.array(debtArb, { minLength: 1, maxLength: 8 }).chain((debts) =>
          fc.tuple(fc.constant(debts), fc.shuffledSubarray(debts, { minLength: debts.length, maxLength: debts.length })),
        ),
        ([debts, shuffled]) => {
          expect(toJsonText(rankDebtPriority(shuffled, { asOf }))).toBe(toJsonText(rankDebtPriority(debts, { asOf })));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives ranks 1..n in non-increasing score order, each score the sum of its components', () => {
    fc.assert(
      fc.property(fc.array(debtArb, { minLength: 1, maxLength: 10 }), (debts) => {
        const ranked = rankDebtPriority(debts, { asOf }).ranked_debts;
        expect(ranked.map((d) => d.rank)).toEqual(ranked.map((_, i) => i + 1));
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
        for (const d of ranked) {
          const c = d.components;
          expect(d.score).toBeCloseTo(c.legal_risk + c.collateral + c.interest_rate + c.account_health + c.limitation, 6);
          expect(d.reasons.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('orders any two different debts strictly, the same way in either order', () => {
    fc.assert(
      fc.property(debtArb, debtArb, (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        const ab = rankDebtPriority([a, b], { asOf }).ranked_debts;
        const ba = rankDebtPriority([b, a], { asOf }).ranked_debts;
        expect(toJsonText(ab)).toBe(toJsonText(ba));
      }),
      { numRuns: 300 },
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(fc.array(debtArb, { minLength: 1, maxLength: 5 }), (debts) => {
        const frozen = Object.freeze(debts.map((d) => Object.freeze({ ...d })));
        const copy = structuredClone(debts);
        rankDebtPriority(frozen, Object.freeze({ asOf }));
        expect(frozen).toEqual(copy);
      }),
      { numRuns: 50 },
    );
  });

  it('rejects bad arguments naming the field', () => {
    expect(fieldOf(() => rankDebtPriority([{ ...card, last_payment: '2027-01-01' }], { asOf }))).toBe('debts[0].last_payment');
    expect(fieldOf(() => rankDebtPriority([card, { ...card, rate: -1 }], { asOf }))).toBe('debts[1].rate');
    expect(fieldOf(() => rankDebtPriority([{ ...card, months_behind: 2.5 }], { asOf }))).toBe('debts[0].months_behind');
    expect(fieldOf(() => rankDebtPriority([], { asOf }))).toBe('debts');
    expect(fieldOf(() => rankDebtPriority([card], { asOf: 'today' }))).toBe('asOf');
  });
});

describe('rankDebtPriority in the UK, Canada and Australia', () => {
  const debt = (creditor: string, extra: object = {}) => ({ creditor, balance: '1200', rate: 0, minPayment: '50', ...extra });
  const categoryOf = (country: 'UK' | 'CA' | 'AU', d: object) => rankDebtPriority([d as typeof card], { country, asOf }).ranked_debts[0]!.priority_debt?.category ?? null;

  it('puts UK council tax at 0 % ahead of a 39.9 % credit card (Citizens Advice: deal with priority debts first)', () => {
    const r = rankDebtPriority([{ ...card, rate: 39.9 }, debt('Birmingham City Council')], { country: 'UK', asOf });
    expect(r.ranked_debts.map((d) => d.creditor)).toEqual(['Birmingham City Council', 'Card']);
    const first = r.ranked_debts[0]!;
    expect(first.priority_debt).toMatchObject({ category: 'council_tax', matched_by: 'creditor' });
    expect(first.reasons.join(' ')).toMatch(/liability order/);
    expect(first.recommendation).toMatch(/council/);
    expect(r.notes[0]).toMatch(/^Priority debts first/);
    expect(r.rules_applied.map((x) => x.id)).toContain('uk.priority_debts');
  });

  it.each([
    ['UK', debt('Rent arrears (landlord)'), 'rent'],
    ['UK', debt('Nationwide', { type: 'mortgage', months_behind: 2 }), 'mortgage'],
    ['UK', debt('Council Tax'), 'council_tax'],
    ['UK', debt('British Gas'), 'energy'],
    ['UK', debt('Magistrates court fine'), 'court_fine'],
    ['UK', debt('TV Licensing'), 'tv_licence'],
    ['UK', debt('Child Maintenance Service'), 'child_maintenance'],
    ['UK', debt('HM Revenue & Customs'), 'tax'],
    ['UK', debt('Self employed 2024-25', { type: 'tax' }), 'tax'],
    ['CA', debt('Landlord - rent'), 'rent'],
    ['CA', debt('City of Toronto property tax'), 'property_tax'],
    ['CA', debt('Hydro One'), 'utilities'],
    ['CA', debt('Canada Revenue Agency'), 'tax'],
    ['CA', debt('Family Responsibility Office'), 'child_maintenance'],
    ['CA', debt('Provincial Offences fine'), 'court_fine'],
    ['AU', debt('Ray White (rent)'), 'rent'],
    ['AU', debt('Brisbane City Council rates'), 'council_rates'],
    ['AU', debt('AGL'), 'utilities'],
    ['AU', debt('Australian Taxation Office'), 'tax'],
    ['AU', debt('Child Support'), 'child_maintenance'],
    ['AU', debt('Revenue NSW fines'), 'court_fine'],
  ] as const)('%s: recognises %o as %s', (country, d, category) => {
    expect(categoryOf(country, d)).toBe(category);
  });

  it('never reads a priority debt into a debt whose type says what it is, or into a US answer', () => {
    expect(categoryOf('UK', debt('Octopus card', { type: 'credit_card' }))).toBeNull();
    expect(categoryOf('UK', debt('Barclaycard'))).toBeNull();
    expect(rankDebtPriority([debt('British Gas')], { country: 'US', asOf }).ranked_debts[0]!.priority_debt).toBeNull();
  });

  it('uses no US law or US terms in a UK, Canadian or Australian answer, in English or Spanish', () => {
    const debts = [
      { ...card, lawsuit: true },
      { ...card, creditor: 'Collector', in_collections: true },
      debt('Tax bill', { type: 'tax' }),
      debt('Home loan', { type: 'mortgage', months_behind: 3, rate: 5 }),
      debt('Car finance', { type: 'auto', months_behind: 2, rate: 9 }),
      { ...card, creditor: 'Store card', months_behind: 2 },
      { ...card, creditor: 'Old loan', last_payment: '2019-01-01' },
    ];
    for (const country of ['UK', 'CA', 'AU'] as const) {
      for (const lang of ['en', 'es'] as const) {
        const text = toJsonText(rankDebtPriority(debts, { country, asOf, lang }));
        expect(text, `${country}/${lang}`).not.toMatch(/\bIRS\b|Internal Revenue|Title III|FDCPA|Chapter (7|13)\b|validate the debt|levies|levy|\bstate or province\b|estado o la provincia/i);
        if (country !== 'CA') expect(text, `${country}/${lang}`).not.toMatch(/foreclosure|ejecuci[oó]n hipotecaria/i);
        if (country === 'UK') expect(text, `${country}/${lang}`).not.toMatch(/garnish|embarg/i);
      }
    }
  });

  it('words the same signals in each country\'s terms', () => {
    const ranked = (country: 'UK' | 'CA' | 'AU') => rankDebtPriority([{ ...card, lawsuit: true }, debt('Tax', { type: 'tax' })], { country, asOf }).ranked_debts;
    expect(ranked('UK')[0]!.reasons[0]).toMatch(/county court judgment/);
    expect(ranked('UK')[1]!.reasons[0]).toMatch(/HMRC/);
    expect(ranked('CA')[1]!.reasons[0]).toMatch(/CRA/);
    expect(ranked('AU')[1]!.reasons[0]).toMatch(/ATO/);
    expect(ranked('AU')[0]!.recommendation).toMatch(/National Debt Helpline/);
  });

  it('ranks a priority debt above an otherwise identical debt that is not one', () => {
    const names = { UK: ['Council Tax', 'British Gas', 'TV Licensing', 'HMRC'], CA: ['Hydro One', 'CRA'], AU: ['AGL', 'ATO', 'Council rates'] } as const;
    fc.assert(fc.property(
      fc.constantFrom('UK', 'CA', 'AU') as fc.Arbitrary<'UK' | 'CA' | 'AU'>,
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 100, max: 1_000_000 }),
      fc.integer({ min: 0, max: 9_000 }),
      fc.integer({ min: 0, max: 12 }),
      fc.boolean(),
      (country, pick, cents, ratex100, months, inCollections) => {
        const list = names[country];
        const shared = { balance: (cents / 100).toFixed(2), rate: ratex100 / 100, minPayment: '10', months_behind: months, in_collections: inCollections };
        const priorityName = list[pick % list.length]!;
        const r = rankDebtPriority([{ creditor: 'Zeta Loans', ...shared }, { creditor: priorityName, ...shared }], { country, asOf });
        expect(r.ranked_debts[0]!.creditor).toBe(priorityName);
      },
    ), { numRuns: 80 });
  });
});

describe('debtPriority endpoint', () => {
  it('answers a UK household with its priority debts first', async () => {
    const debts = JSON.stringify([{ ...card, rate: 39.9 }, { creditor: 'EDF Energy', balance: '800', rate: 0, minPayment: '40' }]);
    const outcome = await invokeEndpoint(debtPriority, { debts, country: 'UK' }, { asOf });
    expect(outcome.status).toBe(200);
    const body = outcome.body as { ranked_debts: { creditor: string; priority_debt: { category: string } | null }[] };
    expect(body.ranked_debts[0]).toMatchObject({ creditor: 'EDF Energy', priority_debt: { category: 'energy' } });
    expect(body.ranked_debts[1]!.priority_debt).toBeNull();
  });

  it('answers 200 with the ranking', async () => {
    const debts = JSON.stringify([card, { creditor: 'Car', balance: '9000', rate: 6, minPayment: '320', type: 'auto', secured: true, months_behind: '3' }]);
    const outcome = await invokeEndpoint(debtPriority, { debts, country: 'US', lang: 'es' }, { asOf });
    expect(outcome.status).toBe(200);
    const body = outcome.body as { ranked_debts: { creditor: string }[] };
    expect(body.ranked_debts[0]!.creditor).toBe('Car');
  });

  it('answers 400 naming the bad field', async () => {
    const bad = await invokeEndpoint(debtPriority, { debts: '[{"creditor":"A","balance":"1","rate":5,"minPayment":"1","last_payment":"2026-13-01"}]' }, { asOf });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"field":"debts[0].last_payment"');
    const none = await invokeEndpoint(debtPriority, {}, { asOf });
    expect(JSON.stringify(none.body)).toContain('"field":"debts"');
  });
});
