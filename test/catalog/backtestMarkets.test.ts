import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/adapters/http/createApp.js';
import { createMemoryCorpus } from '../../src/backtest/predictionMarkets/createMemoryCorpus.js';
import { backtestRun } from '../../src/catalog/backtest/run.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { toJsonText } from '../../src/core/toJsonText.js';
import { handMarkets } from '../backtest/predictionMarkets/_syntheticMarkets.js';

// The corpus is the labelled synthetic hand-computed set of test/backtest/predictionMarkets/_syntheticMarkets.ts: no
// recorded Kalshi or Polymarket market with its trades is in the repository (test/fixtures/README.md).
const AS_OF = '2026-11-22';
const pmCorpus = createMemoryCorpus(handMarkets());
const call = (input: unknown, ports: object = { pmCorpus }) => invokeEndpoint(backtestRun, input, { asOf: AS_OF, ports });
const RULE = 'Buy YES below 10c 7 days before close, 100 contracts';

describe('POST /api/backtest, prediction-market mode', () => {
  it('detects a YES/NO rule and answers the simulation, costs off matching the hand computation', async () => {
    const out = await call({ rule: RULE, spread: 0, fees: 'none' });
    expect(out.status).toBe(200);
    const body = JSON.parse(toJsonText(out.body));
    expect(body.mode).toBe('markets');
    expect(body.rule.spec).toMatchObject({ kind: 'prediction_market', position: 'yes', entry: { price_below: 0.1 } });
    expect(body.summary.net_pnl).toBe('183.50'); // 94.00 + 94.50 − 5.00 (see _syntheticMarkets.ts)
    expect(body.excluded).toEqual({ void: 1, unresolved: 1, unreadable: 0 });
    expect(body.trade_count).toBe(3);
    expect(backtestRun.response!.safeParse(out.body).error?.issues ?? []).toEqual([]);
  });
  it('narrows to a venue and a close-date range; the explicit spec runs the same rule', async () => {
    const kalshi = JSON.parse(toJsonText((await call({ rule: RULE, venue: 'kalshi', spread: 0, fees: 'none' })).body));
    expect(kalshi.trades.map((t: { market_id: string }) => t.market_id)).toEqual(['M1', 'M4']);
    const march = JSON.parse(toJsonText((await call({ rule: RULE, start: '2024-03-01', end: '2024-03-31' })).body));
    expect(march.trades.map((t: { market_id: string }) => t.market_id)).toEqual(['M1']);
    const again = JSON.parse(toJsonText((await call({ spec: kalshi.rule.spec, spread: 0, fees: 'none' })).body));
    expect(again.summary).toEqual(kalshi.summary);
    const conflict = await call({ rule: 'Buy YES below 10c on Polymarket', venue: 'kalshi' });
    expect(conflict.status).toBe(400);
  });
  it('answers an unreadable rule 400 naming the words, with rules that compile', async () => {
    const out = await call({ rule: 'Buy YES when it rains below 10c', markets: true });
    expect(out.status).toBe(400);
    const body = out.body as { errors: { field: string; detail: string }[]; suggestions: string[] };
    expect(body.errors[0]).toMatchObject({ field: 'rule' });
    expect(body.errors[0]?.detail).toContain('"rains"');
    expect(body.suggestions).toContain('Buy YES below 10c 7 days before close');
  });
  it('answers 503 data-unavailable without a corpus, and still runs bar rules without one', async () => {
    const out = await call({ rule: RULE }, {});
    expect(out.status).toBe(503);
    expect(out.body).toMatchObject({ sources: ['pmCorpus'] });
    const bars = [{ date: '2024-01-01', open: 1, high: 1, low: 1, close: 1 }, { date: '2024-01-02', open: 1, high: 1, low: 1, close: 1 }];
    expect((await call({ rule: 'Buy when close crosses above SMA(2)', bars }, {})).status).toBe(200);
  });
  it('over HTTP with payments on: 400 and 503 before any payment request, 402 only for a runnable rule', async () => {
    const { createPgliteStore } = await import('../../src/adapters/store/createPgliteStore.js');
    const { createLocalFacilitator } = await import('../../src/adapters/x402/createLocalFacilitator.js');
    const store = await createPgliteStore({ dataDir: 'memory' });
    try {
      const payTo = '0x9876543210987654321098765432109876543210';
      const payment = { facilitator: createLocalFacilitator({ store, payTo }), payTo };
      const post = (app: ReturnType<typeof createApp>, body: unknown) => app.request('/api/backtest', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const withCorpus = createApp({ today: () => AS_OF, payment, ports: { pmCorpus } });
      const bad = await post(withCorpus, { rule: 'Sell NO above ninety', markets: true });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('PAYMENT-REQUIRED')).toBeNull();
      const none = await post(createApp({ today: () => AS_OF, payment }), { rule: RULE });
      expect(none.status).toBe(503);
      expect(none.headers.get('PAYMENT-REQUIRED')).toBeNull();
      const good = await post(withCorpus, { rule: RULE });
      expect(good.status).toBe(402);
      expect(await store.listSettlements()).toHaveLength(0);
    } finally {
      await store.close();
    }
  });
});
