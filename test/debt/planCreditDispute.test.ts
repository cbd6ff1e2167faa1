import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtDispute } from '../../src/catalog/debt/dispute.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { LETTER_PLACEHOLDERS } from '../../src/debt/_lib/letterPlaceholders.js';
import { usHolidayDates } from '../../src/debt/_lib/letterDates.js';
import { PLAN_CREDIT_DISPUTE_MESSAGES } from '../../src/debt/messages/planCreditDispute.js';
import { planCreditDispute } from '../../src/debt/planCreditDispute.js';
import { US_LEGAL_PUBLIC_HOLIDAYS } from '../../src/debt/rules/collectionsUsHolidays.js';

const asOf = '2026-11-22'; // a Sunday
const COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
const DOCUMENTED = new Set<string>(LETTER_PLACEHOLDERS);
// Allowed bureaus, transcribed from issue #3 (not from the rule table).
const ALLOWED = { US: ['equifax', 'experian', 'transunion'], UK: ['experian', 'equifax', 'transunion'], CA: ['equifax', 'transunion'], AU: ['equifax', 'experian', 'illion'] } as const;

function errorOf(fn: () => unknown): { field: string | undefined; message: string } | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return { field: error.field, message: error.message };
    throw error;
  }
  return undefined;
}

const placeholdersIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const due = (plan: ReturnType<typeof planCreditDispute>, id: string) => plan.deadlines.find((d) => d.id === id)?.due_date;

describe('planCreditDispute', () => {
  it('lists each country\'s bureaus as the allowed values', () => {
    for (const country of COUNTRIES) {
      expect(planCreditDispute({ country }, { asOf }).bureaus.map((b) => b.id)).toEqual([...ALLOWED[country]]);
    }
  });

  it('accepts a bureau in any case and fills its name into the bureau letter', () => {
    const plan = planCreditDispute({ country: 'US', bureau: ' Experian ', negative_items: ['Late payment, Acme Card, 2025-03'] }, { asOf });
    expect(plan.bureau?.id).toBe('experian');
    const letter = plan.letters[0]!;
    expect(letter.id).toBe('bureau_dispute_1');
    expect(letter.body).toContain('Experian\n{bureau_address}');
    expect(letter.body).toContain('Late payment, Acme Card, 2025-03');
    expect(letter.body).toContain('section 611 of the Fair Credit Reporting Act');
    expect(letter.placeholders_to_fill).toEqual(['your_name', 'your_address', 'bureau_address', 'account_number']);
    expect(letter.title).toBe('Dispute with the credit bureau: Late payment, Acme Card, 2025-03');
  });

  it('rejects a bureau that does not serve the country, listing the allowed values', () => {
    for (const country of COUNTRIES) {
      const error = errorOf(() => planCreditDispute({ country, bureau: country === 'AU' ? 'transunion' : 'illion' }, { asOf }));
      expect(error?.field).toBe('bureau');
      expect(error?.message).toContain(ALLOWED[country].join(', '));
    }
    expect(errorOf(() => planCreditDispute({ bureau: 42 as never }, { asOf }))?.field).toBe('bureau');
  });

  it('writes a bureau dispute and a furnisher dispute per item, then one goodwill request', () => {
    const items = ['Collection, XYZ Recovery', 'Charge-off, Big Bank'];
    const plan = planCreditDispute({ country: 'US', negative_items: items }, { asOf });
    expect(plan.letters.map((l) => l.id)).toEqual(['bureau_dispute_1', 'furnisher_dispute_1', 'bureau_dispute_2', 'furnisher_dispute_2', 'goodwill_request']);
    expect(plan.letters[1]!.body).toContain('section 623(a)(8)');
    expect(plan.letters[3]!.body).toContain('Charge-off, Big Bank');
    const goodwill = plan.letters[4]!;
    for (const item of items) expect(goodwill.body).toContain(`- ${item}`);
    expect(goodwill.placeholders_to_fill).not.toContain('item');
    expect(plan.warnings.join(' ')).toContain('No bureau was given');
  });

  it('keeps {item} and {bureau} visible when nothing was given', () => {
    const plan = planCreditDispute({ country: 'UK' }, { asOf });
    expect(plan.letters).toHaveLength(3);
    expect(plan.letters[0]!.placeholders_to_fill).toEqual(expect.arrayContaining(['bureau', 'item']));
    expect(plan.letters[2]!.placeholders_to_fill).toContain('item');
    expect(plan.warnings.some((w) => w.includes('No negative items'))).toBe(true);
  });

  it('fills every item into its letters in every country and language, with no undocumented placeholder', () => {
    const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && !/[{}]/.test(s));
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.constantFrom('en' as const, 'es' as const), fc.array(text, { minLength: 1, maxLength: 5 }), fc.boolean(), (country, lang, items, withBureau) => {
        const bureau = withBureau ? ALLOWED[country][0] : undefined;
        const input = Object.freeze({ country, negative_items: Object.freeze([...items]), ...(bureau === undefined ? {} : { bureau }) });
        const copy = structuredClone(input);
        const plan = planCreditDispute(input, { asOf, lang });
        expect(input).toEqual(copy);
        expect(plan.letters).toHaveLength(2 * items.length + 1);
        items.forEach((item, i) => {
          expect(plan.letters[2 * i]!.body).toContain(item.trim());
          expect(plan.letters[2 * i + 1]!.body).toContain(item.trim());
        });
        for (const letter of plan.letters) {
          const found = placeholdersIn(letter.body);
          for (const p of found) expect(DOCUMENTED.has(p), p).toBe(true);
          expect(new Set(found)).toEqual(new Set(letter.placeholders_to_fill));
          expect(found).not.toContain('item');
          if (bureau !== undefined) expect(found).not.toContain('bureau');
        }
        for (const d of plan.deadlines) if (d.due_date !== null) expect(d.due_date > asOf).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('dates the FCRA deadlines from the day the bureau receives the dispute', () => {
    const plan = planCreditDispute({ country: 'US' }, { asOf });
    // 15 U.S.C. 1681i: received Sunday 2026-11-22. Furnisher notice within 5 business days: 23, 24, 25, 27, 30 Nov
    // (26 Nov is Thanksgiving) → 2026-11-30. Reinvestigation 30 days → 2026-12-22; with new information 45 days →
    // 2027-01-06. Results 5 business days after 2026-12-22: 23, 24, 28, 29, 30 Dec (25 Dec is Christmas) → 2026-12-30.
    expect(due(plan, 'furnisher_notified')).toBe('2026-11-30');
    expect(due(plan, 'reinvestigation_complete')).toBe('2026-12-22');
    expect(due(plan, 'reinvestigation_complete_extended')).toBe('2027-01-06');
    expect(due(plan, 'results_sent')).toBe('2026-12-30');
    expect(due(plan, 'direct_dispute_complete')).toBe('2026-12-22');
    expect(plan.narrative).toContain('by 2026-12-22');
    expect(plan.deadlines.every((d) => d.estimate)).toBe(true);
  });

  it('never lands a business-day deadline on a weekend or a federal holiday', () => {
    const holidays = US_LEGAL_PUBLIC_HOLIDAYS.versions[0]!.value;
    fc.assert(
      fc.property(fc.date({ min: new Date('2022-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        const plan = planCreditDispute({ country: 'US' }, { asOf: day });
        for (const d of plan.deadlines.filter((x) => x.unit === 'business_days')) {
          const end = new Date(`${d.due_date}T00:00:00Z`);
          expect([0, 6]).not.toContain(end.getUTCDay());
          expect(usHolidayDates(end.getUTCFullYear(), holidays).has(d.due_date!)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives UK consumers one calendar month, ending on the month\'s last day when there is no matching date', () => {
    // ICO guidance on time limits: a request received on 31 January must be answered by 28 (or 29) February.
    const plan = planCreditDispute({ country: 'UK' }, { asOf: '2026-01-31' });
    expect(due(plan, 'rectification_response')).toBe('2026-02-28');
    expect(due(plan, 'lender_final_response')).toBe('2026-03-28');
    expect(plan.letters[0]!.body).toContain('article 16 of the UK GDPR');
    expect(plan.unverified_rules).toContain('uk.cca_s159_correction');
  });

  it('escalates to each country\'s bodies', () => {
    const ladder = (country: (typeof COUNTRIES)[number]) => planCreditDispute({ country }, { asOf }).escalation.map((e) => e.body.id);
    expect(ladder('US')).toEqual(['cfpb', 'state_ag', 'ftc']);
    expect(ladder('UK')).toEqual(['fos', 'fca', 'ico']);
    expect(ladder('CA')).toEqual(['provincial_consumer_affairs', 'fcac', 'obsi', 'opc']);
    expect(ladder('AU')).toEqual(['afca', 'oaic']);
    const au = planCreditDispute({ country: 'AU', negative_items: ['Default, Telco'] }, { asOf });
    expect(due(au, 'correction_decision')).toBe('2026-12-22');
    expect(au.letters[0]!.body).toContain('section 20T of the Privacy Act 1988');
    expect(au.escalation[0]!.when).toContain('30 days');
    const ca = planCreditDispute({ country: 'CA' }, { asOf });
    expect(ca.escalation.find((e) => e.body.id === 'obsi')?.when).toContain('56 days');
  });

  it('writes everything in Spanish with complete catalogs', () => {
    expect(Object.keys(PLAN_CREDIT_DISPUTE_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_CREDIT_DISPUTE_MESSAGES.en).sort());
    const plan = planCreditDispute({ country: 'US', negative_items: ['Cobro, XYZ'], bureau: 'equifax' }, { asOf, lang: 'es' });
    expect(plan.letters[0]!.title).toBe('Disputa ante la agencia de crédito: Cobro, XYZ');
    expect(plan.narrative).toContain('Dispute 1 partida ante Equifax'); // one item: singular, never "partida(s)"
  });

  it('rejects bad items naming the field', () => {
    expect(errorOf(() => planCreditDispute({ negative_items: 'late' as never }, { asOf }))?.field).toBe('negative_items');
    expect(errorOf(() => planCreditDispute({ negative_items: ['ok', ' '] }, { asOf }))?.field).toBe('negative_items[1]');
    expect(errorOf(() => planCreditDispute({ negative_items: ['x'.repeat(121)] }, { asOf }))?.field).toBe('negative_items[0]');
    expect(errorOf(() => planCreditDispute({ negative_items: Array.from({ length: 51 }, () => 'x') }, { asOf }))?.field).toBe('negative_items');
    expect(errorOf(() => planCreditDispute({ country: 'DE' as never }, { asOf }))?.field).toBe('country');
    expect(errorOf(() => planCreditDispute({}, { asOf: 'today' }))?.field).toBe('asOf');
  });
});

describe('debtDispute endpoint', () => {
  it('answers 200 with letters for each listed item', async () => {
    const out = await invokeEndpoint(debtDispute, { country: 'CA', negative_items: 'Late payment RBC Visa,Collection ABC', bureau: 'TransUnion' }, { asOf });
    expect(out.status).toBe(200);
    const body = out.body as { bureau: { name: string }; letters: { body: string }[] };
    expect(body.bureau.name).toBe('TransUnion Canada');
    expect(body.letters).toHaveLength(5);
    expect(body.letters[2]!.body).toContain('Collection ABC');
  });

  it('answers 400 for an unknown bureau, naming the field and the allowed values', async () => {
    const out = await invokeEndpoint(debtDispute, { country: 'CA', bureau: 'experian' }, { asOf });
    expect(out.status).toBe(400);
    const errors = (out.body as { errors: { field: string; detail: string }[] }).errors;
    expect(errors[0]!.field).toBe('bureau');
    expect(errors[0]!.detail).toContain('equifax, transunion');
    const badCountry = await invokeEndpoint(debtDispute, { country: 'MX' }, { asOf });
    expect(badCountry.status).toBe(400);
    expect(JSON.stringify(badCountry.body)).toContain('"field":"country"');
  });
});
