import { describe, expect, it } from 'vitest';
import { DOMAIN_CATALOGS } from '../../src/catalog/listEndpointLanguages.js';

/** Every debt and vet catalog that has a French part (named by its first key), with its English part. */
const FR_CATALOG_PAIRS = [...new Set([...(DOMAIN_CATALOGS.debt ?? []), ...(DOMAIN_CATALOGS.vet ?? [])])]
  .filter((c) => c.fr !== undefined)
  .map((c) => ({ name: Object.keys(c.en)[0]!, en: c.en as Readonly<Record<string, string>>, fr: c.fr as Readonly<Record<string, string>> }));

/** Every placeholder of a template, as `name`, `name,money[,CUR]` or `name,plural`, sorted (a multiset). */
function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)(?:, (money|plural)(?:, ([A-Z]{3}))?)?[},]/g)].map((m) => [m[1], m[2], m[3]].filter(Boolean).join(',')).sort();
}

/** The branch names of each plural placeholder, in order. */
function pluralBranches(template: string): string[][] {
  return [...template.matchAll(/\{\w+, plural, ((?:\w+ \{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}\s*)+)\}/g)].map((m) => [...m[1]!.matchAll(/(\w+) \{/g)].map((b) => b[1]!));
}

it('covers the catalogs written so far', () => expect(FR_CATALOG_PAIRS.length).toBeGreaterThanOrEqual(24));

describe.each(FR_CATALOG_PAIRS.map((p) => [p.name, p] as const))('French catalog %s', (_name, { en, fr }) => {
  it('has exactly the English keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps every placeholder of each English message, with its money or plural syntax', () => {
    for (const key of Object.keys(en)) expect(placeholders(fr[key]!), key).toEqual(placeholders(en[key]!));
  });

  it('gives each plural a `one` and an `other` branch, and writes no "$" of its own', () => {
    for (const key of Object.keys(en)) {
      for (const branches of pluralBranches(fr[key]!)) expect(branches, key).toEqual(expect.arrayContaining(['one', 'other']));
      expect((fr[key]!.match(/\$/g) ?? []).length, key).toBeLessThanOrEqual((en[key]!.match(/\$/g) ?? []).length);
    }
  });

  it('is written in French: most messages differ from the English', () => {
    const same = Object.keys(en).filter((key) => fr[key] === en[key] && /[a-z]{4,}/.test(en[key]!.replace(/\{[^}]*\}/g, '')));
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(Math.max(2, Math.floor(Object.keys(en).length / 10)));
  });
});
