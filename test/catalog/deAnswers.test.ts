// Every debt and veterans endpoint answered in German (issue 22, item 5): with the requests of the cross-jurisdiction
// test sent with lang=de, the prose a reader sees (exactly the strings a translator would be given: the fields the
// response schema marks as prose) holds no English sentence and no unfilled placeholder, and the answer says no
// lang_note (German is served from the shipped catalogs, not machine-translated or replaced by English). The German
// answer also passes the cross-jurisdiction scan: translating must not bring back another country's law or money.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { localizeResponse } from '../../src/core/i18n/localizeResponse.js';
import { toJsonText } from '../../src/core/toJsonText.js';
import { JURISDICTION_CASES } from './_jurisdictionCases.js';
import { CURRENCY_OF, scanForForeign } from './_jurisdictionScan.js';

const AS_OF = '2026-11-25';
const BY_ID = new Map(ENDPOINTS.map((e) => [e.operationId, e]));

/** English function words that German text does not use (so a proper name such as "Aid and Attendance" scores low). */
const ENGLISH = new Set(['the', 'and', 'you', 'your', 'is', 'are', 'was', 'be', 'will', 'can', 'to', 'of', 'for', 'with', 'not', 'this', 'that', 'it', 'on', 'by', 'if', 'or', 'from', 'at', 'an', 'has', 'have', 'no', 'may', 'must', 'when', 'than', 'they', 'their', 'would', 'should', 'which']);
/** German function words, to weigh a sentence that quotes an English name. */
const GERMAN = new Set(['der', 'die', 'das', 'und', 'Sie', 'ist', 'sind', 'nicht', 'mit', 'für', 'von', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'zu', 'auf', 'im', 'in', 'oder', 'wird', 'werden', 'kann', 'können', 'muss', 'Ihr', 'Ihre', 'Ihren', 'nach', 'bei', 'als', 'auch', 'noch', 'wenn', 'daher']);

/**
 * Sentences that read as English: at least four English function words and more of them than German ones. Names of
 * programmes, forms and laws ("Examination for Housebound Status or Permanent Need for Regular Aid and Attendance")
 * sit inside German sentences, which outweigh them.
 */
function englishSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?:;])\s+|\n+/)
    .filter((sentence) => {
      const words = withoutNamesAndQuotes(sentence).split(/[^\p{L}']+/u).filter(Boolean);
      const en = words.filter((w) => ENGLISH.has(w.toLowerCase())).length;
      const de = words.filter((w) => GERMAN.has(w) || GERMAN.has(w.toLowerCase())).length;
      return en >= 4 && en > de;
    });
}

/**
 * The sentence without what stays English in German text on purpose: parenthesised glosses, quoted statute text, and
 * proper names (runs of capitalised words, joined by of/and/for/the: "Office of the Privacy Commissioner of Canada").
 */
function withoutNamesAndQuotes(sentence: string): string {
  return sentence
    .replace(/\([^()]*\)/g, ' ')
    .replace(/"[^"]*"|„[^“]*“|“[^”]*”/g, ' ')
    .replace(/\b[A-Z][\w'’.&-]*(?:\s+(?:(?:of|and|for|the|on|in|to|&)\s+)*[A-Z][\w'’.&-]*)+/g, ' ');
}

/** The prose of an answer: what localizeResponse would hand a translator, in order. */
async function proseOf(operationId: string, body: unknown): Promise<string[]> {
  const texts: string[] = [];
  const schema = BY_ID.get(operationId)!.response;
  await localizeResponse(body, { lang: 'de', translator: { translate: async (t) => (texts.push(...t), t) }, ...(schema === undefined ? {} : { schema }) });
  return texts;
}

/** The letter fields a caller fills in by hand (`{your_name}`), which a letter keeps visible on purpose. */
function fillIns(body: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'placeholders_to_fill' && Array.isArray(item)) for (const n of item) names.add(String(n).replace(/[{}]/g, ''));
        else visit(item);
      }
    }
  };
  visit(body);
  return names;
}

const CASES = JURISDICTION_CASES.filter((c) => c.params.lang === undefined).map((c) => ({ ...c, params: { ...c.params, lang: 'de' } }));

describe('German answers of the debt and veterans endpoints', () => {
  it('cover all 31 endpoints', () => {
    expect(new Set(CASES.map((c) => c.operationId)).size).toBe(31);
  });

  it.each(CASES.map((c) => [`${c.operationId} ${c.name}`, c] as const))('%s: German prose, no English sentence, no unfilled placeholder, no foreign law', async (_name, c) => {
    const out = await invokeEndpoint(BY_ID.get(c.operationId)!, c.params, { asOf: AS_OF });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(200);
    const body = out.body as Record<string, unknown>;
    expect(body.lang_note, 'German ships for this endpoint').toBeUndefined();
    const prose = await proseOf(c.operationId, body);
    expect(prose.length).toBeGreaterThan(0);
    const allowed = fillIns(body);
    const english = prose.flatMap(englishSentences);
    const unfilled = prose.flatMap((t) => [...t.matchAll(/\{(\w+)(?:,[^{}]*)?\}/g)].map((m) => m[1]!)).filter((n) => !allowed.has(n));
    expect(english).toEqual([]);
    expect(unfilled).toEqual([]);
    const currency = c.country === null ? null : CURRENCY_OF[c.country];
    const foreign = scanForForeign(JSON.parse(toJsonText(body)) as Record<string, unknown>, { country: c.country, currency });
    expect(foreign.map((f) => `${f.path} [${f.what}] …${f.text}…`)).toEqual([]);
  });
});

describe('the English-sentence check', () => {
  it('finds an English sentence and passes German with English names in it', () => {
    expect(englishSentences('Reichen Sie es ein. You can file the claim online at any time.')).toEqual(['You can file the claim online at any time.']);
    expect(englishSentences('Lassen Sie eine Ärztin VA Form 21-2680 (Examination for Housebound Status or Permanent Need for Regular Aid and Attendance) ausfüllen.')).toEqual([]);
    expect(englishSentences('Beschwerdestellen: Office of the Privacy Commissioner of Canada, Ombudsman for Banking Services and Investments.')).toEqual([]);
    expect(englishSentences('Die Hilfe ist für den Veteranen kostenlos, wenn er die Voraussetzungen der Aid and Attendance erfüllt.')).toEqual([]);
  });
});
