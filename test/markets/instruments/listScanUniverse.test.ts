import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { listBasketConstituents } from '../../../src/markets/instruments/listBasketConstituents.js';
import { listScanUniverse } from '../../../src/markets/instruments/listScanUniverse.js';
import { BASKET_THEMES, BASKET_THEME_RULES } from '../../../src/markets/rules/basketThemes.js';
import { FUTURES_CATEGORIES } from '../../../src/markets/rules/instruments.js';

const asOf = '2026-11-25';

describe('listScanUniverse', () => {
  // Counts from the specification's scanner rows: forex 28 pairs; market 42 (28 FX plus metals, indices, crypto CFDs);
  // cmi 13 commodity, metal and index CFDs.
  it('holds 28 FX pairs, 42 cross-asset and 13 commodity/metal/index instruments', () => {
    expect(listScanUniverse('forex', { asOf }).instruments).toHaveLength(28);
    expect(listScanUniverse('market', { asOf }).instruments).toHaveLength(42);
    expect(listScanUniverse('cmi', { asOf }).instruments).toHaveLength(13);
  });

  it('builds the cross-asset list from the 28 pairs plus metals, indices and crypto', () => {
    const market = listScanUniverse('market', { asOf }).instruments;
    const forex = listScanUniverse('forex', { asOf }).instruments.map((s) => s.id);
    expect(market.slice(0, 28).map((s) => s.id)).toEqual(forex);
    expect(new Set(market.slice(28).map((s) => s.assetClass))).toEqual(new Set(['metal', 'index', 'crypto']));
    expect(new Set(market.map((s) => s.id)).size).toBe(42);
  });

  it('keeps the cmi list to commodities, metals and indices', () => {
    const cmi = listScanUniverse('cmi', { asOf }).instruments;
    expect(cmi.every((s) => ['commodity', 'metal', 'index'].includes(s.assetClass))).toBe(true);
    expect(new Set(cmi.map((s) => s.id)).size).toBe(13);
  });

  it('lists futures by category, each root in its own category', () => {
    const seen = new Set<string>();
    for (const category of FUTURES_CATEGORIES) {
      const roots = listScanUniverse(`futures.${category}`, { asOf }).instruments;
      expect(roots.length).toBeGreaterThan(0);
      for (const root of roots) {
        expect(root.futures?.category).toBe(category);
        seen.add(root.id);
      }
    }
    expect(seen.size).toBe(30);
  });

  it('marks the lists the specification does not enumerate as unverified', () => {
    expect(listScanUniverse('forex', { asOf }).rule.unverified).toBe(false);
    expect(listScanUniverse('market', { asOf }).rule.unverified).toBe(true);
  });

  it('rejects an unknown universe on its field', () => {
    expect(() => listScanUniverse('bonds' as never, { asOf })).toThrow(GuidekitError);
    try {
      listScanUniverse('bonds' as never, { asOf });
    } catch (error) {
      expect((error as GuidekitError).field).toBe('universe');
    }
  });
});

describe('listBasketConstituents', () => {
  it('gives every one of the eight themes a cited, dated list of US tickers', () => {
    expect(BASKET_THEMES).toHaveLength(8);
    for (const theme of BASKET_THEMES) {
      const basket = listBasketConstituents(theme, { asOf });
      expect(basket.tickers.length).toBeGreaterThanOrEqual(8);
      expect(basket.tickers.every((t) => /^[A-Z]{1,5}$/.test(t))).toBe(true);
      expect(new Set(basket.tickers).size).toBe(basket.tickers.length);
      expect(basket.rule.source).toMatch(/https:\/\//);
      expect(basket.rule.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names the reference ETFs', () => {
    expect(listBasketConstituents('semis', { asOf }).etf).toBe('SMH');
    expect(listBasketConstituents('defense', { asOf }).etf).toBe('ITA');
    expect(listBasketConstituents('china-tech', { asOf }).etf).toBe('KWEB');
    expect(listBasketConstituents('quantum', { asOf }).etf).toBe('QTUM');
  });

  it('keeps every list unverified: none was read on the issuer\'s holdings file', () => {
    for (const theme of BASKET_THEMES) expect(BASKET_THEME_RULES[theme].versions.every((v) => v.verified === null)).toBe(true);
  });

  it('refuses a date before a theme\'s first list and an unknown theme', () => {
    expect(() => listBasketConstituents('quantum', { asOf: '2020-01-01' })).toThrow(/out of|in force/);
    expect(() => listBasketConstituents('biotech' as never, { asOf })).toThrow(GuidekitError);
  });

  it('names itself and the field when asOf is missing, malformed or too early', () => {
    const failure = (action: () => unknown) => {
      try {
        action();
      } catch (error) {
        return error as GuidekitError;
      }
      throw new Error('expected a failure');
    };
    const early = failure(() => listBasketConstituents('quantum', { asOf: '2020-01-01' }));
    expect([early.code, early.field]).toEqual(['out_of_range', 'asOf']);
    expect(early.message).toMatch(/^listBasketConstituents: /);
    const malformed = failure(() => listScanUniverse('forex', { asOf: '25/11/2026' }));
    expect([malformed.code, malformed.field]).toEqual(['invalid_date', 'asOf']);
    expect(malformed.message).toMatch(/^listScanUniverse: /);
    expect(failure(() => listScanUniverse('forex', undefined as never)).field).toBe('asOf');
  });
});
