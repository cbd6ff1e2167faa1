// Every debt and veterans rule table says whose law it is (docs/jurisdiction.md), in the form answers rely on, and
// agrees with its id: a `us.` table is a US rule, a `us.il.` table Illinois's, a `debt.` or `credit.` table INTL or
// one country's.
import { describe, expect, it } from 'vitest';
import { loadRuleExports } from '../../scripts/loadRuleExports.js';
import { findRuleTables } from '../../scripts/renderRuleTables.js';

const FORM = /^(?:(US|UK|CA|AU|NZ|DE)(?:-[A-Z]{2,3})?|INTL)$/;
const PREFIX: Readonly<Record<string, string>> = { us: 'US', uk: 'UK', ca: 'CA', au: 'AU', nz: 'NZ', de: 'DE' };
const US_STATES = new Set('al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy pr gu vi'.split(' '));

describe.each(['debt', 'vet'] as const)('%s rule tables', (domain) => {
  it('each name a jurisdiction, written as a country, a subdivision or INTL, matching the id', async () => {
    const tables = findRuleTables(await loadRuleExports(domain));
    expect(tables.size).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const [path, table] of tables) {
      const j = table.jurisdiction;
      if (j === undefined || !FORM.test(j)) {
        wrong.push(`${path} (${table.id}): ${String(j)}`);
        continue;
      }
      const [first, second] = table.id.split('.');
      const country = PREFIX[first!];
      if (country !== undefined && j.split('-')[0] !== country) wrong.push(`${table.id}: ${j} is not ${country}`);
      // A US state's table is that state's (but us.va.* is the US Department of Veterans Affairs, not Virginia).
      if (first === 'us' && second !== undefined && US_STATES.has(second) && second !== 'va' && j !== `US-${second.toUpperCase()}`) wrong.push(`${table.id}: ${j}`);
    }
    expect(wrong).toEqual([]);
  });
});
