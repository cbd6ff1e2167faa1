import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceSource } from '../../../../src/adapters/markets/createPriceSource.js';
import { loadContinuousFutures } from '../../../../src/catalog/markets/_lib/loadContinuousFutures.js';
import type { PriceSource } from '../../../../src/markets/ports/PriceSource.js';
import { createTrace, openFetcher, type Transports } from '../../../adapters/markets/harness.js';

// The per-contract answers are the SYNTHETIC `yahoo-contracts` cassette (CLZ26.NYM, CLF27.NYM; no recorded
// per-contract chart answer was found in a public repository) and Yahoo's real 404 text served for NGF27.NYM
// (test/fixtures/README.md). Closes quoted below are read off the cassette, not computed by the code under test.
const AS_OF = '2026-11-25';
const NOW = () => new Date('2026-11-25T23:00:00Z');
const TO = Date.parse(`${AS_OF}T00:00:00Z`) + 86_399_999;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('loadContinuousFutures', () => {
  let t: Transports;
  let prices: PriceSource;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['yahoo-contracts'], now: NOW });
    prices = createPriceSource({ fetcher: t.fetcher, now: NOW });
  });
  afterAll(() => t.close());

  it('chains CLZ26 into CLF27 on 2026-11-17 (3 weekdays before CLZ26\'s last trade on 2026-11-20), back-adjusted by the 2026-11-16 closing gap', async () => {
    const trace = createTrace();
    const outcome = await loadContinuousFutures('CL', { asOf: AS_OF, lang: 'en', prices, trace, to: TO });
    expect(outcome).toMatchObject({ root: 'CL', method: 'back_adjusted', contracts: ['CLZ26', 'CLF27'], adjustment: 'difference', cause: null, roll_rule: { anchor: 'last_trade', businessDaysBefore: 3 } });
    // The cassette: CLZ26 closed 53.37 and CLF27 53.83 on 2026-11-16, the last day before the roll both traded.
    expect(outcome.rolls).toHaveLength(1);
    expect(outcome.rolls[0]).toMatchObject({ date: '2026-11-17', from: 'CLZ26', to: 'CLF27', referenceDate: '2026-11-16', fromClose: 53.37, toClose: 53.83 });
    expect(outcome.rolls[0]!.adjustment).toBeCloseTo(0.46, 10);
    const bars = outcome.bars!;
    expect(bars.symbol).toBe('CL');
    // CLZ26 to 2026-11-16 (118 of its 122 bars), then CLF27's 7 bars from 2026-11-17 to 2026-11-25.
    expect(bars.times.length).toBe(125);
    const at = (iso: string) => [...bars.times].indexOf(day(iso));
    expect(bars.close[at('2026-11-16')]).toBeCloseTo(53.37 + 0.46, 10);
    // The newest contract's prices are its own: CLF27 closed 52.90 on 2026-11-25 and 54.68 on 2026-11-17.
    expect(bars.close[at('2026-11-25')]).toBe(52.9);
    expect(bars.close[at('2026-11-17')]).toBe(54.68);
    // No false move at the roll: 2026-11-16 → 2026-11-17 is CLF27's own move between those closes.
    expect(bars.close[at('2026-11-17')]! - bars.close[at('2026-11-16')]!).toBeCloseTo(54.68 - 53.83, 10);
    expect(outcome.reason.code).toBe('back_adjusted');
    expect(outcome.reason.message).toMatch(/^CL: continuous series from CLZ26, CLF27, back-adjusted by difference/);
    // Two requests: the front contract, then the one before it.
    expect(trace.uses.map((u) => u.url?.match(/chart\/([^?]+)/)?.[1])).toEqual(['CLF27.NYM', 'CLZ26.NYM']);
  });

  it('falls back to the front month, and says so, when the source does not know the front contract (NGF27)', async () => {
    const trace = createTrace();
    const outcome = await loadContinuousFutures('NG', { asOf: AS_OF, lang: 'en', prices, trace, to: TO });
    expect(outcome).toMatchObject({ method: 'front_month', bars: null, cause: 'unknown_contract', reason: { code: 'front_month_not_back_adjusted' } });
    expect(outcome.reason.message).toMatch(/^NG: front month, not back-adjusted: the price source has no bars for NGF27 \(.*NGF27\.NYM/);
    // The source was asked nothing more about NG once it did not know the front contract.
    expect(trace.uses).toHaveLength(1);
  });

  it('falls back when the source gives no single-contract bars, and for roots whose roll date is not known (coffee)', async () => {
    const frontOnly: PriceSource = { loadBars: prices.loadBars, quote: prices.quote };
    const notOffered = await loadContinuousFutures('CL', { asOf: AS_OF, lang: 'es', prices: frontOnly, trace: createTrace(), to: TO });
    expect(notOffered).toMatchObject({ method: 'front_month', cause: 'not_offered' });
    expect(notOffered.reason.message).toBe('CL: mes frontal, sin ajuste por vencimientos: la fuente de precios no da barras por contrato.');
    const trace = createTrace();
    const coffee = await loadContinuousFutures('KC', { asOf: AS_OF, lang: 'en', prices, trace, to: TO });
    expect(coffee).toMatchObject({ method: 'front_month', cause: 'no_calendar' });
    expect(coffee.reason.message).toBe('KC: front month, not back-adjusted: the date its contracts roll on is not known here (first notice).');
    expect(trace.uses).toHaveLength(0);
  });

  it('lets an outage through as an outage, not as a fallback', async () => {
    const down = await openFetcher({ fault: 'server-error', now: NOW });
    try {
      const error = await loadContinuousFutures('CL', { asOf: AS_OF, lang: 'en', prices: createPriceSource({ fetcher: down.fetcher, now: NOW }), trace: createTrace(), to: TO }).catch((e: unknown) => e);
      expect(error).toMatchObject({ source: 'yahoo' });
    } finally {
      await down.close();
    }
  });
});
