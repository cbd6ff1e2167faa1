import { describe, expect, it } from 'vitest';
import { addStaleToSummary } from '../../src/catalog/addStaleToSummary.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetDisability } from '../../src/catalog/vet/disability.js';
import { vetEducation } from '../../src/catalog/vet/education.js';
import { debtSettle } from '../../src/catalog/debt/settle.js';

describe('addStaleToSummary', () => {
  it('says in the summary, not only in stale_note, that the VA rate table is out of date on 2026-12-01 (issue 22)', async () => {
    const out = await invokeEndpoint(vetDisability, { conditions: 'PTSD 50, tinnitus 10' }, { asOf: '2026-12-01' });
    const body = out.body as { summary: string; stale_rules: string[]; stale_note?: string };
    expect(body.stale_rules).toEqual(['us.va.disability_compensation_rates']);
    expect(body.stale_note).toBeDefined();
    expect(body.summary).toMatch(/One table this answer uses is out of date: VA disability compensation .*out of date since 2026-12-01/);
  });

  it('names every stale table once, with its date, in English and Spanish', async () => {
    const en = (await invokeEndpoint(vetEducation, { chapter: '30' }, { asOf: '2026-11-25' })).body as { summary: string; stale_rules: string[] };
    expect(en.stale_rules.length).toBeGreaterThan(1);
    expect(en.summary).toContain(`${en.stale_rules.length} tables this answer uses are out of date`);
    expect(en.summary.match(/out of date since 2026-10-01/g)).toHaveLength(en.stale_rules.length);
    const es = (await invokeEndpoint(vetEducation, { chapter: '30', lang: 'es' }, { asOf: '2026-11-25' })).body as { summary: string };
    expect(es.summary).toMatch(/tablas que usa esta respuesta están desactualizadas/);
  });

  it('leaves an answer with every table current as it was', async () => {
    const out = await invokeEndpoint(debtSettle, { creditor: 'A', balance: '100', months_behind: 3 }, { asOf: '2026-11-25' });
    const body = out.body as { narrative: string; stale_rules: string[] };
    expect(body.stale_rules).toEqual([]);
    expect(body.narrative).not.toMatch(/out of date/);
    const plain = { narrative: 'x', stale_rules: [] };
    expect(addStaleToSummary(plain, 'en')).toBe(plain);
  });
});
