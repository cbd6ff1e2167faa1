import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOMAIN_CATALOGS, listEndpointLanguages } from '../../../src/catalog/listEndpointLanguages.js';

/** Every exported catalog (an object with `en` and `es` string maps) of the message files of a domain. */
async function exportedCatalogs(dir: string): Promise<{ name: string; catalog: unknown }[]> {
  const out: { name: string; catalog: unknown }[] = [];
  for (const file of readdirSync(dir).filter((f) => /^[A-Za-z]+\.ts$/.test(f))) {
    const mod = (await import(`../../../${dir}/${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'object' && value !== null && 'en' in value && 'es' in value) out.push({ name: `${file}:${name}`, catalog: value });
    }
  }
  return out;
}

describe('listEndpointLanguages', () => {
  it.each(['debt', 'vet'] as const)('counts every %s message catalog when it decides the domain’s languages', async (domain) => {
    const listed = new Set<unknown>(DOMAIN_CATALOGS[domain]);
    const missing = (await exportedCatalogs(`src/${domain}/messages`)).filter((c) => !listed.has(c.catalog)).map((c) => c.name);
    expect(missing).toEqual([]);
  });

  it('offers a language for a domain only when every catalog of the domain has it', () => {
    for (const domain of ['debt', 'vet'] as const) {
      const catalogs = DOMAIN_CATALOGS[domain] ?? [];
      for (const lang of listEndpointLanguages({ domain })) expect(catalogs.every((c) => c[lang] !== undefined)).toBe(true);
    }
    expect(listEndpointLanguages({ domain: 'markets' })).toEqual(['en', 'es']);
  });
});
