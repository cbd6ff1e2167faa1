import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecallIndex } from '../../src/safety/createRecallIndex.js';
import { matchRecalls } from '../../src/safety/matchRecalls.js';
import { RECALL_SOURCE_IDS, type RecallSourceId } from '../../src/safety/recallTypes.js';
import { ALL_OK, AS_OF, allRecalls } from './fixtures.js';

const recalls = allRecalls();
const index = createRecallIndex(recalls);
const opts = { asOf: AS_OF, sources: ALL_OK };

describe('matchRecalls', () => {
  it('calls a product recalled when its barcode and brand match a CPSC notice', () => {
    const r = matchRecalls({ upc: '628078802274', brand: 'Arizer' }, index, opts);
    expect(r.status).toBe('recalled');
    expect(r.matches[0]).toMatchObject({ source: 'cpsc', recall_id: '26565', matched_on: 'gtin', brand_agreement: 'agree', confidence: 0.95 });
    expect(r.unverified_rules).toContain('safety.recall_match_confidence');
  });
  it('only suggests a match on a barcode without a brand, since barcodes get reused', () => {
    const r = matchRecalls({ upc: '8401204820784' }, index, opts);
    expect(r.status).toBe('possible_match');
    expect(r.matches[0]).toMatchObject({ recall_id: 'SR/01948/26', brand_agreement: 'unknown' });
  });
  it('matches a model number typed differently, with the brand', () => {
    const r = matchRecalls({ model: 'lomb-2004 pk', brand: 'Lomi' }, index, opts);
    expect(r).toMatchObject({ status: 'recalled', query: { model_normalized: 'LOMB2004PK' } });
    expect(r.matches[0]).toMatchObject({ recall_id: '26576', matched_on: 'model' });
  });
  it('covers a longer model of a recalled series', () => {
    const r = matchRecalls({ model: 'PBH113J35AA1', brand: 'Amana' }, index, opts);
    expect(r.status).toBe('recalled');
    expect(r.matches[0]).toMatchObject({ matched_on: 'model_prefix', recall_id: '26581', confidence: 0.7 });
  });
  it('does not match another brand through a model prefix', () => {
    const r = matchRecalls({ model: 'PBH113J35AA1', brand: 'Frigidaire' }, index, opts);
    expect(r.status).toBe('no_match');
  });
  it('says possible_match on a name alone', () => {
    const r = matchRecalls({ product: 'LCD writing tablet', brand: 'Fidget & Co' }, index, opts);
    expect(r.status).toBe('possible_match');
    expect(r.matches[0]).toMatchObject({ source: 'accc', matched_on: 'name' });
    expect(r.matches[0]!.confidence).toBeLessThanOrEqual(0.5);
  });
  it('answers no_match when every source is current and nothing matches', () => {
    const r = matchRecalls({ upc: '036000291452', brand: 'Acme', model: 'ZZ9000' }, index, opts);
    expect(r.status).toBe('no_match');
    expect(r.matches).toEqual([]);
  });
  it('answers unknown, never no_match, when a source is unavailable or stale', () => {
    const q = { upc: '036000291452', brand: 'Acme' };
    const down = matchRecalls(q, index, { asOf: AS_OF, sources: { ...ALL_OK, 'safety-gate': { status: 'unavailable' } } });
    expect(down.status).toBe('unknown');
    expect(down.reasons.join(' ')).toMatch(/safety-gate/);
    const stale = matchRecalls(q, index, { asOf: AS_OF, sources: { ...ALL_OK, cpsc: { status: 'ok', fetched_at: '2026-06-01' } } });
    expect(stale.status).toBe('unknown');
    expect(stale.sources.find((s) => s.id === 'cpsc')).toMatchObject({ status: 'stale', age_days: 34 });
    const undated = matchRecalls(q, index, { asOf: AS_OF, sources: { cpsc: { status: 'ok' } } });
    expect(undated.status).toBe('unknown');
  });
  it('still reports a confirmed recall when another source is down', () => {
    const r = matchRecalls({ upc: '628078802274', brand: 'Arizer' }, index, { asOf: AS_OF, sources: { ...ALL_OK, accc: { status: 'unavailable' } } });
    expect(r.status).toBe('recalled');
  });
  it('never matches on a barcode with a wrong check digit', () => {
    const r = matchRecalls({ upc: '628078802275' }, index, opts);
    expect(r.matches).toEqual([]);
    expect(r.status).toBe('unknown');
    expect(r.reasons.join(' ')).toMatch(/check digit/);
  });
  it('gives the same answer from records or from an index, in Spanish too', () => {
    const q = { model: 'AE093J35AA', brand: 'Amana' };
    expect(matchRecalls(q, recalls, opts)).toEqual(matchRecalls(q, index, opts));
    expect(matchRecalls(q, index, { ...opts, lang: 'es' }).reasons[0]).toMatch(/^Una retirada incluye/);
  });
  it('does not change its inputs', () => {
    const q = { product: 'Pure maple syrup', brand: "L'Erabeille" };
    const copy = structuredClone(recalls);
    matchRecalls(q, recalls, opts);
    expect(recalls).toEqual(copy);
  });
  it('rejects an empty query and bad options', () => {
    expect(() => matchRecalls({}, index, opts)).toThrow(expect.objectContaining({ code: 'required', field: 'query' }));
    expect(() => matchRecalls({ upc: '1' }, index, { asOf: '2026-13-01', sources: ALL_OK })).toThrow(expect.objectContaining({ field: 'asOf' }));
    expect(() => matchRecalls({ upc: '1' }, index, { asOf: AS_OF, sources: { cpsc: { status: 'maybe' as 'ok' } } })).toThrow(
      expect.objectContaining({ field: 'sources.cpsc.status' }),
    );
  });

  const wordArb = fc.constantFrom('smoke', 'detector', 'kettle', 'laser', 'projector', 'toy', 'rope', 'tablet', 'maple', 'syrup', 'arizer', 'amana', 'pull', 'cord');
  const queryArb = fc.record(
    {
      product: fc.array(wordArb, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
      brand: fc.constantFrom('Arizer', 'Amana', 'Moni', 'Sandowi', 'Lomi', 'Courant', 'Acme'),
    },
    { requiredKeys: [] },
  );
  it('never says recalled on a name or brand alone', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        fc.pre(q.product !== undefined || q.brand !== undefined);
        const r = matchRecalls(q, index, opts);
        expect(r.status).not.toBe('recalled');
        for (const m of r.matches) expect(m.status).toBe('possible_match');
      }),
    );
  });
  it('answers unknown whenever a needed source is unavailable and no recall is confirmed', () => {
    const fullQuery = fc.record(
      { product: fc.array(wordArb, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')), brand: fc.constantFrom('Arizer', 'Amana', 'Acme'), model: fc.constantFrom('AE093J35AA', 'LOMB2003PK', 'ZZ1234'), upc: fc.constantFrom('628078802274', '036000291452', '8401204820784') },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fullQuery, fc.constantFrom(...RECALL_SOURCE_IDS), (q, down: RecallSourceId) => {
        fc.pre(Object.keys(q).length > 0);
        const r = matchRecalls(q, index, { asOf: AS_OF, sources: { ...ALL_OK, [down]: { status: 'unavailable' } } });
        expect(r.status === 'unknown' || r.status === 'recalled').toBe(true);
        expect(r.status).not.toBe('no_match');
      }),
    );
  });
});

describe('createRecallIndex', () => {
  it('indexes barcodes, usable model numbers and name words', () => {
    expect(index.byGtin.get('00628078802274')).toHaveLength(1);
    expect(index.byModel.has('LOMB2003PK')).toBe(true);
    expect(index.byModel.has('RDX')).toBe(false);
    expect(index.records).toBe(recalls);
  });
  it('throws on something that is not a list of records', () => {
    expect(() => createRecallIndex({} as never)).toThrow(expect.objectContaining({ code: 'invalid_type', field: 'recalls' }));
    expect(() => createRecallIndex([null] as never)).toThrow(expect.objectContaining({ field: 'recalls[0]' }));
  });
});
