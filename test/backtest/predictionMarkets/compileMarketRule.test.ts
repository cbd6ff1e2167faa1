import { describe, expect, it } from 'vitest';
import { compileMarketRule, MARKET_RULE_EXAMPLES } from '../../../src/backtest/predictionMarkets/compileMarketRule.js';

const ok = (text: string) => {
  const r = compileMarketRule(text);
  if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.problems)}`);
  return r.spec;
};

describe('compileMarketRule', () => {
  it('compiles the issue\'s examples to explicit specs', () => {
    expect(ok('Buy YES when the price is below 10 cents 7 days before close on Kalshi weather markets')).toEqual({
      version: 1, kind: 'prediction_market', order: { action: 'buy', contract: 'yes' }, position: 'yes',
      entry: { price_below: 0.1, timing: { type: 'at', hours_before_close: 168 } },
      markets: { venues: ['kalshi'], categories: ['weather'] }, size: { type: 'dollars', amount: '100' }, exit: {},
    });
    // Selling NO above 90 cents holds YES below 10 cents.
    expect(ok('Sell NO above 90 cents in the last 24 hours')).toMatchObject({
      order: { action: 'sell', contract: 'no' }, position: 'yes', entry: { price_below: 0.1, timing: { type: 'window', max_hours_before_close: 24, min_hours_before_close: 0 } },
    });
    expect(ok('Buy NO above 90c last 3 days economics')).toMatchObject({
      position: 'no', entry: { price_above: 0.9, timing: { type: 'window', max_hours_before_close: 72 } }, markets: { categories: ['economics'] },
    });
    expect(ok('Buy YES below 10c 7 days before close')).toMatchObject({ entry: { price_below: 0.1, timing: { type: 'at', hours_before_close: 168 } }, markets: {} });
    for (const text of MARKET_RULE_EXAMPLES) expect(compileMarketRule(text).ok).toBe(true);
  });
  it('reads title words, volume, open interest, size and exits', () => {
    const s = ok('Buy YES between 20 and 40 cents within 2 days of close on Polymarket markets mentioning Fed with volume at least 10k and open interest above 500, $25 per market, take profit at 60 cents, exit 6 hours before close');
    expect(s).toMatchObject({
      entry: { price_above: 0.2, price_below: 0.4, timing: { type: 'window', max_hours_before_close: 48 } },
      markets: { venues: ['polymarket'], title_words: ['fed'], min_volume: 10_000, min_open_interest: 500 },
      size: { type: 'dollars', amount: '25' }, exit: { take_profit: 0.6, time_stop_hours_before_close: 6 },
    });
    expect(ok('Sell YES above 70c, 50 contracts, take profit at 30c')).toMatchObject({ position: 'no', entry: { price_below: 0.3 }, size: { type: 'contracts', contracts: 50 }, exit: { take_profit: 0.7 } });
    expect(ok('buy yes below $0.05 and hold to resolution')).toMatchObject({ entry: { price_below: 0.05, timing: { type: 'any' } }, exit: {} });
  });
  it('refuses what it cannot read, naming the words and suggesting rules that compile', () => {
    const r = compileMarketRule('Buy YES when it rains below 10c');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([{ message: 'not understood', text: 'rains', start: 16, end: 21 }]);
    expect(r.suggestions).toContain('Buy YES below 10c 7 days before close');
    const none = compileMarketRule('buy the dip');
    expect(none.ok === false && none.problems[0]?.message).toMatch(/names no order/);
    const twice = compileMarketRule('Buy YES below 10c 7 days before close in the last 24 hours');
    expect(twice.ok === false && twice.problems[0]?.message).toMatch(/second time to close/);
    const crossed = compileMarketRule('Buy YES between 50 and 50 cents');
    expect(crossed.ok).toBe(false);
    expect(compileMarketRule('').ok).toBe(false);
    expect(() => compileMarketRule(42 as never)).toThrow(/compileMarketRule/);
  });
  it('validates an explicit spec, naming the bad path', () => {
    const spec = ok('Buy YES below 10c');
    expect(compileMarketRule(JSON.stringify(spec))).toMatchObject({ ok: true, source: 'explicit' });
    const bad = compileMarketRule({ ...spec, position: 'no' });
    expect(bad.ok === false && bad.problems[0]?.message).toMatch(/^spec\.position/);
  });
});
