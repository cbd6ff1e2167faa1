import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtRights } from '../../src/catalog/debt/rights.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import type { RuleTable } from '../../src/core/ruleTable.js';
import { briefCollectionRights } from '../../src/debt/briefCollectionRights.js';
import { SUMMARIZE_CONSUMER_RIGHTS_MESSAGES } from '../../src/debt/messages/summarizeConsumerRights.js';
import { planCreditDispute } from '../../src/debt/planCreditDispute.js';
import * as au from '../../src/debt/rules/collectionsAu.js';
import * as ca from '../../src/debt/rules/collectionsCa.js';
import * as uk from '../../src/debt/rules/collectionsUk.js';
import * as us from '../../src/debt/rules/collectionsUs.js';
import * as holidays from '../../src/debt/rules/collectionsUsHolidays.js';
import * as dau from '../../src/debt/rules/disputeAu.js';
import { DISPUTE_BUREAUS } from '../../src/debt/rules/disputeBureaus.js';
import * as dca from '../../src/debt/rules/disputeCa.js';
import * as duk from '../../src/debt/rules/disputeUk.js';
import * as dus from '../../src/debt/rules/disputeUs.js';
import { REGULATORS } from '../../src/debt/rules/regulators.js';
import { summarizeConsumerRights } from '../../src/debt/summarizeConsumerRights.js';

const asOf = '2026-11-22';
const COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

const TABLES: RuleTable<unknown>[] = [
  ...[us, uk, ca, au, holidays, dus, duk, dca, dau].flatMap((m) => Object.values(m) as RuleTable<unknown>[]),
  ...Object.values(DISPUTE_BUREAUS),
  ...Object.values(REGULATORS).flat(),
];

describe('summarizeConsumerRights', () => {
  it('gives every rule row a source, an effective date and a verification date or null', () => {
    expect(TABLES.length).toBeGreaterThan(30);
    for (const table of TABLES) {
      expect(table.id).toMatch(/^[a-z]{2}\.[a-z0-9_.]+$/);
      for (const row of table.versions) {
        expect(row.source.trim().length, table.id).toBeGreaterThan(10);
        expect(row.effective, table.id).toMatch(ISO);
        expect(row.verified === null || ISO.test(row.verified), table.id).toBe(true);
        if (row.verified === null) expect(row.note, `${table.id} says why it is unverified`).toBeTruthy();
      }
    }
    expect(new Set(TABLES.map((t) => t.id)).size).toBe(TABLES.length);
  });

  it('names the regulators of issue #3 for each country', () => {
    // Issue #3: CFPB, state AG, FTC; FCA/FOS and ICO; provincial regulator and FCAC; ASIC/AFCA/ACCC and OAIC.
    const expected = {
      US: ['cfpb', 'state_ag', 'ftc'],
      UK: ['fca', 'fos', 'ico'],
      CA: ['provincial_consumer_affairs', 'fcac'],
      AU: ['asic', 'afca', 'accc', 'oaic'],
    } as const;
    for (const country of COUNTRIES) {
      const ids = summarizeConsumerRights({ country }, { asOf }).regulators.map((r) => r.id);
      expect(ids).toEqual(expect.arrayContaining([...expected[country]]));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('agrees with the collections and dispute engines it summarizes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.constantFrom('en' as const, 'es' as const), (country, lang) => {
        const summary = summarizeConsumerRights(Object.freeze({ country }), { asOf, lang });
        const collections = briefCollectionRights({ country }, { asOf, lang });
        const dispute = planCreditDispute({ country }, { asOf, lang });
        expect(summary.collection_rights).toEqual(collections.rights);
        expect(summary.credit_report_rights).toEqual(dispute.rights);
        expect(summary.key_deadlines).toEqual([...collections.deadlines, ...dispute.deadlines]);
        const ids = new Set([...collections.rules_applied, ...dispute.rules_applied].map((r) => r.id));
        expect(new Set(summary.rules_applied.map((r) => r.id))).toEqual(ids);
        expect(summary.unverified_rules).toEqual(summary.rules_applied.filter((r) => r.unverified).map((r) => r.id));
        for (const r of [...summary.collection_rights, ...summary.credit_report_rights]) expect(r.citation.length).toBeGreaterThan(3);
      }),
    );
  });

  it('summarizes each country in its own terms', () => {
    const facts = {
      US: ['FDCPA', 'Fair Credit Reporting Act'],
      UK: ['CONC 7', 'UK GDPR'],
      CA: ['provincial laws'],
      AU: ['ACCC/ASIC', 'Privacy Act'],
    } as const;
    for (const country of COUNTRIES) {
      const summary = summarizeConsumerRights({ country }, { asOf });
      for (const fact of facts[country]) expect(summary.narrative).toContain(fact);
      expect(summary.narrative).toContain(summary.regulators[0]!.name);
      expect(summary.credit_report_rights.length).toBeGreaterThan(0);
      expect(summary.collection_rights.length).toBeGreaterThan(0);
    }
    expect(summarizeConsumerRights({}, { asOf }).country).toBe('US');
  });

  it('writes the summary in Spanish with a complete catalog', () => {
    expect(Object.keys(SUMMARIZE_CONSUMER_RIGHTS_MESSAGES.es).sort()).toEqual(Object.keys(SUMMARIZE_CONSUMER_RIGHTS_MESSAGES.en).sort());
    expect(summarizeConsumerRights({ country: 'AU' }, { asOf, lang: 'es' }).narrative).toContain('Dónde reclamar');
  });

  it('rejects bad arguments naming the field', () => {
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return isGuidekitError(e) ? e.field : 'not a GuidekitError';
      }
      return undefined;
    };
    expect(field(() => summarizeConsumerRights({ country: 'FR' as never }, { asOf }))).toBe('country');
    expect(field(() => summarizeConsumerRights({}, { asOf, lang: 'it' as never }))).toBe('lang');
    expect(field(() => summarizeConsumerRights({}, { asOf: '26-11-22' }))).toBe('asOf');
  });
});

describe('debtRights endpoint', () => {
  it('answers 200 for every country', async () => {
    for (const country of COUNTRIES) {
      const out = await invokeEndpoint(debtRights, { country: country.toLowerCase() }, { asOf });
      expect(out.status).toBe(200);
      expect((out.body as { country: string }).country).toBe(country);
    }
  });

  it('answers 400 naming the bad field', async () => {
    const out = await invokeEndpoint(debtRights, { country: 'NZ' }, { asOf });
    expect(out.status).toBe(400);
    expect(JSON.stringify(out.body)).toContain('"field":"country"');
    const lang = await invokeEndpoint(debtRights, { lang: 'english' }, { asOf });
    expect(JSON.stringify(lang.body)).toContain('"field":"lang"');
  });
});
