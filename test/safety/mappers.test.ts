import { describe, expect, it } from 'vitest';
import { mapAcccRecall } from '../../src/safety/mapAcccRecall.js';
import { mapCpscRecall } from '../../src/safety/mapCpscRecall.js';
import { mapHealthCanadaRecall } from '../../src/safety/mapHealthCanadaRecall.js';
import { mapNhtsaRecall } from '../../src/safety/mapNhtsaRecall.js';
import { mapSafetyGateAlert } from '../../src/safety/mapSafetyGateAlert.js';
import { rawAccc, rawCpsc, rawHealthCanada, rawNhtsa, rawSafetyGate } from './fixtures.js';

// Expected values below are read off the fixture records themselves (test/fixtures/*/PROVENANCE.md).
const byId = <T extends Record<string, unknown>>(rows: T[], key: string, id: string): T => rows.find((r) => r[key] === id)!;

describe('mapCpscRecall', () => {
  it('reads the UPC list, the date and the dba brand of the Arizer recall', () => {
    const raw = byId(rawCpsc, 'RecallNumber', '26565');
    const r = mapCpscRecall(raw)!;
    expect(r).toMatchObject({ source: 'cpsc', id: '26565', date: '2026-06-18', jurisdictions: ['US'] });
    expect(r.gtins).toEqual(['00628078802274']);
    expect(r.brands).toContain('Arizer');
    expect(r.remedies[0]).toBe('Replace');
    expect(r.url).toBe(raw.URL);
  });
  it('pulls model numbers out of the description and captions', () => {
    const amana = mapCpscRecall(byId(rawCpsc, 'RecallNumber', '26581'))!;
    expect(amana.model_numbers).toEqual(expect.arrayContaining(['PBH113J35AA', 'AE093J35AA', 'AH123J35AA']));
    expect(amana.model_numbers).not.toContain('PB');
    expect(amana.brands).toEqual(expect.arrayContaining(['Daikin Comfort Technologies Manufacturing', 'Amana']));
    const lomi = mapCpscRecall(byId(rawCpsc, 'RecallNumber', '26576'))!;
    expect(lomi.model_numbers).toEqual(['LOMB2003PK', 'LOMB2004PK']);
  });
  it('returns null for the in-band error record', () => {
    // Minimal shape of the error record described in the research notes (no real copy was available).
    expect(mapCpscRecall({ RecallID: 0, Title: 'Error retrieving Recalls. Please try again later.' })).toBeNull();
  });
  it('does not change its input', () => {
    const raw = structuredClone(rawCpsc[0]!);
    const before = JSON.stringify(raw);
    mapCpscRecall(raw);
    expect(JSON.stringify(raw)).toBe(before);
  });
  it('throws on something that is not a record', () => {
    expect(() => mapCpscRecall(null as never)).toThrow(expect.objectContaining({ code: 'invalid_record', field: 'raw' }));
    expect(() => mapCpscRecall({ Title: 'x' })).toThrow(/^mapCpscRecall:/);
  });
});

describe('mapHealthCanadaRecall', () => {
  it('reads spaced EAN-13s and brands from the detail table', () => {
    const r = mapHealthCanadaRecall(byId(rawHealthCanada, 'NID', '82262'));
    expect(r).toMatchObject({ source: 'health-canada', id: '82262', date: '2026-06-30', brands: ['Wu Xian Zhai'], jurisdictions: ['CA'] });
    expect(r.gtins).toEqual(['06924878900955']);
  });
  it('splits a cell holding two UPCs and keeps the misprinted one aside', () => {
    const r = mapHealthCanadaRecall(byId(rawHealthCanada, 'NID', '82260'));
    expect(r.gtins).toEqual(['00627843726142', '00627713379379']);
    expect(r.invalid_codes).toEqual(['874348002048']);
    expect(r.brands).toEqual(["L'Érabeille", '9227-8712 Québec Inc.']);
  });
  it('reads catalogue numbers once each', () => {
    expect(mapHealthCanadaRecall(byId(rawHealthCanada, 'NID', '82279')).model_numbers).toEqual(['HYBRID007J', 'HYBRID007D']);
  });
  it('throws without an NID', () => {
    expect(() => mapHealthCanadaRecall({ Title: 'x' })).toThrow(expect.objectContaining({ code: 'invalid_record', field: 'raw.NID' }));
  });
});

describe('mapSafetyGateAlert', () => {
  it('uses the English version, the EAN and the model type', () => {
    const r = mapSafetyGateAlert(byId(rawSafetyGate, 'reference', 'SR/01948/26'));
    expect(r).toMatchObject({ source: 'safety-gate', id: 'SR/01948/26', date: '2026-07-01', brands: ['Sandowi'], model_numbers: ['Q-JC21'], jurisdictions: ['EU'] });
    expect(r.gtins).toEqual(['08401204820784']);
    expect(r.products).toEqual(['Laser projector', 'Luz de escenario láser']);
    expect(r.hazards[0]).toBe('Damage to sight');
    expect(r.remedies).toEqual(['Product withdrawal from market']);
    expect(r.url).toBe('https://ec.europa.eu/safety-gate-alerts/screen/webReport/alertDetail/10099455');
  });
  it('keeps internal references that are not GTINs out of the barcodes', () => {
    const r = mapSafetyGateAlert(byId(rawSafetyGate, 'reference', 'SR/01950/26'));
    expect(r.gtins).toEqual([]);
    expect(r.invalid_codes).toEqual(['BCD25042500206593', 'S24061300040000101']);
    expect(r.brands).toEqual([]);
  });
});

describe('mapAcccRecall', () => {
  it('strips section headings and reads models and SKUs from the description', () => {
    const r = mapAcccRecall(byId(rawAccc, 'id', '2-ton-low-profile-fiernero-branded-hydraulic-trolley-jack'));
    expect(r).toMatchObject({ source: 'accc', date: '2026-07-03', brands: ['Fiernero', 'Trade Hero Australia'], jurisdictions: ['AU'] });
    expect(r.model_numbers).toEqual(expect.arrayContaining(['OY1052L', '2TLWPROJACK']));
    expect(r.hazards[1]).toBe('Risk of serious injury or death from crushing injury if the jack fails while in use.');
    expect(r.remedies[0]).toMatch(/^Stop using affected jacks immediately\./);
  });
  it('reads a list of eight model numbers', () => {
    expect(mapAcccRecall(byId(rawAccc, 'id', 'courant-kalimba-arborist-rope-range')).model_numbers).toHaveLength(8);
  });
  it('finds no identifier where the notice gives none', () => {
    const r = mapAcccRecall(byId(rawAccc, 'id', '12-lcd-writing-tablet'));
    expect(r.model_numbers).toEqual([]);
    expect(r.gtins).toEqual([]);
  });
});

describe('mapNhtsaRecall', () => {
  it('reads the day-first report date and the misspelt consequence member', () => {
    const r = mapNhtsaRecall(rawNhtsa[0]!);
    // 19V182000: filed March 2019, recall began April 10, 2019 (see the remedy text).
    expect(r).toMatchObject({ source: 'nhtsa', id: '19V182000', date: '2019-03-06', products: ['2012 ACURA RDX'], brands: ['ACURA', 'Honda (American Honda Motor Co.)'] });
    expect(r.hazards[0]).toMatch(/^An explosion of an inflator/);
    expect(mapNhtsaRecall(rawNhtsa[1]!).date).toBe('2016-02-03');
  });
  it('reads the current API spelling too', () => {
    expect(mapNhtsaRecall({ NHTSACampaignNumber: '25V164000', ReportReceivedDate: '14/03/2025', Consequence: 'crash risk' })).toMatchObject({ date: '2025-03-14', hazards: ['crash risk'] });
  });
  it('throws without a campaign number', () => {
    expect(() => mapNhtsaRecall({})).toThrow(expect.objectContaining({ code: 'invalid_record', field: 'raw.NHTSACampaignNumber' }));
  });
});
