import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STALE_SUMMARY_MESSAGES } from '../../../src/catalog/addStaleToSummary.js';
import { DOMAIN_CATALOGS } from '../../../src/catalog/listEndpointLanguages.js';
import type { MessageCatalogs } from '../../../src/core/i18n/createTranslate.js';

const PLURAL_CATEGORY_BEFORE = /(?:zero|one|two|few|many|other|=\d+)\s*$/;

/**
 * The placeholders of a message: `{name}`, `{name, money}`, `{name, money, GBP}` and `{name, plural, …}` (the form is
 * part of the placeholder, so a money placeholder written as a plain one is a difference), and `#` inside a plural
 * branch. Plural branch bodies (`one {…}`) are not placeholders.
 */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\{(\w+)(, (?:money(?:, [A-Z]{3})?|plural))?(?=[,}])/g)) {
    if (text.includes(', plural,') && PLURAL_CATEGORY_BEFORE.test(text.slice(0, m.index))) continue;
    found.add(`{${m[1]}${m[2] ?? ''}}`);
  }
  if (/\{\w+, plural,/.test(text) && text.includes('#')) found.add('#');
  return [...found].sort();
}

/** The plural categories the message's plural placeholders offer, so a German message cannot drop the `one` branch. */
function pluralBranches(text: string): string[] {
  if (!text.includes(', plural,')) return [];
  return [...new Set([...text.matchAll(/\b(zero|one|two|few|many|other)\s*\{/g)].map((m) => m[1]!))].sort();
}

/** True when nothing but placeholders, punctuation and digits is left: a layout such as `{country}: {program}.`. */
function nothingToTranslate(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
}

/**
 * German strings that may equal the English one: proper names, codes and form titles that are written the same in a
 * German text (each listed by catalog and key, with why).
 */
const SAME_AS_ENGLISH: Readonly<Record<string, string>> = {
  "authority_Canada=Veterans Affairs Canada (VAC)": 'the Canadian authority’s own name',
  "authority_NewZealand=Veterans' Affairs New Zealand": 'the New Zealand authority’s own name',
  'plan_uk_plan1=Plan 1': 'the name of a UK student-loan plan (Student Loans Company)',
  'plan_uk_plan2=Plan 2': 'the name of a UK student-loan plan',
  'plan_uk_plan5=Plan 5': 'the name of a UK student-loan plan',
  'plan_rap=Repayment Assistance Plan (RAP)': 'the name of the US (and Canadian) federal repayment plan',
  'plan_ca_rap=Repayment Assistance Plan (RAP)': 'the name of the Canadian federal repayment plan',
  'opt_uk_ttp=Time to Pay (online)': 'the name of the HMRC arrangement, written so in German advice too',
  'fee_tier_only={percent}%': 'a bare percentage',
};

/** Every catalog the debt and veterans endpoints use, named `file:EXPORT`. */
const named: (readonly [string, MessageCatalogs<string>])[] = [['addStaleToSummary.ts:STALE_SUMMARY_MESSAGES', STALE_SUMMARY_MESSAGES]];
for (const dir of ['src/debt/messages', 'src/vet/messages']) {
  for (const file of readdirSync(dir).filter((f) => /^[A-Za-z]+\.ts$/.test(f))) {
    const mod = (await import(`../../../${dir}/${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'object' && value !== null && 'en' in value && 'es' in value) named.push([`${file}:${name}`, value as MessageCatalogs<string>]);
    }
  }
}
const used = new Set<unknown>([...(DOMAIN_CATALOGS.debt ?? []), ...(DOMAIN_CATALOGS.vet ?? [])]);
const catalogs = named.filter(([, c]) => used.has(c));

describe('German catalogs of the debt and veterans endpoints', () => {
  it('exist for every catalog the two domains write from', () => {
    expect(catalogs.length).toBe(used.size);
    expect(catalogs.filter(([, c]) => c.de === undefined).map(([name]) => name)).toEqual([]);
  });

  it.each(catalogs)('%s: every German message keeps exactly the English placeholders, plural and money forms', (_name, catalog: MessageCatalogs<string>) => {
    const de = catalog.de;
    if (de === undefined) return;
    const diffs: string[] = [];
    for (const [key, en] of Object.entries(catalog.en)) {
      const text = de[key] ?? '';
      if (placeholders(text).join(' ') !== placeholders(en).join(' ')) diffs.push(`${key}: en ${placeholders(en).join(' ')} / de ${placeholders(text).join(' ')}`);
      if (pluralBranches(text).join(' ') !== pluralBranches(en).join(' ')) diffs.push(`${key}: plural branches ${pluralBranches(en).join(' ')} / ${pluralBranches(text).join(' ')}`);
    }
    expect(diffs).toEqual([]);
  });

  it.each(catalogs)('%s: no German message is the English one, unless it is a listed proper name or code', (_name, catalog: MessageCatalogs<string>) => {
    const de = catalog.de;
    if (de === undefined) return;
    const same = Object.entries(catalog.en)
      .filter(([key, en]) => de[key] === en && !nothingToTranslate(en) && !(`${key}=${en}` in SAME_AS_ENGLISH))
      .map(([key, en]) => `${key}=${en}`);
    expect(same).toEqual([]);
  });
});
