// Wording of every debt and veterans answer, in English and Spanish (issue 22, item 6): a count agrees with its noun
// ("1 rating", never "1 ratings"), an amount is not said twice in one sentence ("at most $401.95 per month, about
// $401.95 a month"), and an answer that gives a combined rating does not follow it with a second, estimated one.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { toJsonText } from '../../src/core/toJsonText.js';
import { JURISDICTION_CASES } from './_jurisdictionCases.js';

const AS_OF = '2026-11-25';
const BY_ID = new Map(ENDPOINTS.map((e) => [e.operationId, e]));

/** Requests that put a count of one (one debt, one condition, one rating, one month behind) into the text. */
const SINGULAR_CASES: readonly { readonly operationId: string; readonly params: Record<string, unknown> }[] = [
  { operationId: 'debtPayoff', params: { debts: JSON.stringify([{ creditor: 'Card', balance: '300', rate: 20, minPayment: '290' }]) } },
  { operationId: 'debtSnapshot', params: { debts: JSON.stringify([{ creditor: 'Card', balance: '300', rate: 20, minPayment: '290' }]), income: '3000' } },
  { operationId: 'debtPriority', params: { debts: JSON.stringify([{ creditor: 'Card', balance: '300', rate: 20, minPayment: '30', months_behind: 1 }]) } },
  { operationId: 'debtFreedomRoadmap', params: { debts: JSON.stringify([{ creditor: 'Card', balance: '300', rate: 20, minPayment: '290' }]), income: '3000' } },
  { operationId: 'debtConsolidate', params: { debts: JSON.stringify([{ creditor: 'Card', balance: '3000', rate: 25, minPayment: '90' }]), credit_score: 700 } },
  { operationId: 'debtNegotiate', params: { creditor: 'Card', balance: '3000', months_behind: 1 } },
  { operationId: 'debtSettle', params: { creditor: 'Card', balance: '3000', months_behind: 1 } },
  { operationId: 'debtStudent', params: { balance: '9000', country: 'UK', income: '2400' } },
  { operationId: 'debtPayday', params: { balance: '300', fee_rate: '$45', term_days: 1 } },
  { operationId: 'debtBNPL', params: { platform: 'Klarna', balance: '100', payments_remaining: 1, payment_amount: '100' } },
  { operationId: 'debtTax', params: { amount_owed: '900', years_behind: 1, months: 1 } },
  { operationId: 'debtGarnishment', params: { state: 'CA', income: '3000', pay_frequency: 'monthly' } },
  { operationId: 'debtDispute', params: { negative_items: 'late payment' } },
  { operationId: 'debtCredit', params: { score: 600, negatives: 'collection' } },
  { operationId: 'vetDisability', params: { conditions: 'PTSD 50' } },
  { operationId: 'vetDisability', params: { conditions: 'PTSD' } },
  { operationId: 'vetDisability', params: { conditions: 'PTSD', country: 'UK' } },
  { operationId: 'vetClaimBuilder', params: { conditions: 'tinnitus', previous_denials: 'tinnitus' } },
  { operationId: 'vetTdiu', params: { disability_ratings: '60', income: '1000' } },
];

/** Nouns that must not follow a bare 1 in English or Spanish (the count is 1, so the noun is singular). */
const PLURAL_AFTER_ONE =
  /(?<![\w.,/-])1 (ratings|conditions|debts|months|years|days|weeks|payments|items|accounts|letters|creditors|loans|plans|instalments|installments|steps|points|calificaciones|afecciones|deudas|meses|años|días|semanas|pagos|partidas|cuentas|cartas|acreedores|préstamos|planes|cuotas|puntos)\b/;

/** Every string of an answer, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path === '' ? k : `${path}.${k}`));
  return [];
}

/** Money written twice in one sentence with "about"/"unos" between: the same figure restated. */
function restatedAmount(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const amounts = sentence.match(/(?:[A-Z]{0,2}\$|£|€)\d[\d,]*\.\d{2}|\d[\d.]*,\d{2} (?:[A-Z]{0,2}\$|£|€)/g) ?? [];
    const seen = new Set<string>();
    for (const a of amounts) {
      if (seen.has(a) && /\b(about|around|unos|alrededor)\b/i.test(sentence)) return sentence;
      seen.add(a);
    }
  }
  return null;
}

/** The wording slips an answer carries, one line each. */
function slips(body: unknown): string[] {
  const out: string[] = [];
  for (const [path, text] of strings(body)) {
    const plural = PLURAL_AFTER_ONE.exec(text);
    if (plural !== null) out.push(`${path}: "1 ${plural[1]}" in …${text.slice(Math.max(0, plural.index - 40), plural.index + 40)}…`);
    const twice = restatedAmount(text);
    if (twice !== null) out.push(`${path}: amount said twice: ${twice}`);
    if (/combine to \d+%|se combinan en un \d+/.test(text) && /[Ll]ikely combined rating|[Cc]alificación combinada probable/.test(text)) out.push(`${path}: a combined rating and an estimated one in one text: ${text}`);
    // Letters keep their fill-in fields ({your_name}); anywhere else a brace is a placeholder the engine forgot to fill.
    const unfilled = /\{\w+, (?:money|plural)/.test(text) || (!/(^|\.)(body|template)$|letters?\b/.test(path) && /\{\w+\}/.test(text));
    if (unfilled) out.push(`${path}: placeholder left in the text: ${text.slice(0, 120)}`);
  }
  return out;
}

async function answer(operationId: string, params: Record<string, unknown>): Promise<unknown> {
  const out = await invokeEndpoint(BY_ID.get(operationId)!, params, { asOf: AS_OF });
  expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
  return JSON.parse(toJsonText(out.body));
}

describe('wording of debt and veterans answers', () => {
  const cases = [
    ...JURISDICTION_CASES.map((c) => ({ name: `${c.operationId} ${c.name}`, operationId: c.operationId, params: c.params })),
    ...SINGULAR_CASES.flatMap((c) => [
      { name: `${c.operationId} one ${JSON.stringify(c.params).slice(0, 60)}`, operationId: c.operationId, params: c.params },
      { name: `${c.operationId} one es ${JSON.stringify(c.params).slice(0, 60)}`, operationId: c.operationId, params: { ...c.params, lang: 'es' } },
    ]),
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s: counts agree, no amount is said twice, no stray placeholder', async (_name, c) => {
    expect(slips(await answer(c.operationId, c.params))).toEqual([]);
  });

  it('catches the slips the issue quotes (a test of the test)', () => {
    expect(slips({ summary: 'The 1 ratings you gave combine to 50%.' })).toHaveLength(1);
    expect(slips({ summary: 'A creditor may take at most $401.95 per month, about $401.95 a month.' })).toHaveLength(1);
    expect(slips({ summary: 'The 3 ratings you gave combine to 70%. Likely combined rating 50% to 80%.' })).toHaveLength(1);
    expect(slips({ summary: 'Plan 1 borrowers repay 9% above £26,900.00; 2 ratings combine to 60%.' })).toEqual([]);
  });
});
