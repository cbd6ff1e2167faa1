import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { requireRule } from '../../core/requireRule.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import { langParam } from '../sharedParams.js';
import { EQUITY_BASKET_FETCH, SIGNAL_HISTORY } from '../../markets/rules/scanSettings.js';
import { SCREENER_UNIVERSE } from '../../markets/rules/screenerUniverse.js';
import { signalScreenerMessages } from '../../markets/scans/messages/signalScreener.js';
import { scoreFactors } from '../../markets/screener/scoreFactors.js';
import { loadDailyMembers } from './_lib/loadDailyMembers.js';
import { requireSignalEdge } from './_lib/requireSignalEdge.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { signalScreenerResponse } from './responses/signalScreener.js';

/**
 * GET /api/signal/screener: Equity screener signal: factor and regime screen to one call. The universe is the 30
 * largest holdings of SPY (read through the `holdings` port), each scored on 12-1 momentum, low volatility and trend
 * from its daily bars (value and quality need company facts, for which no source is configured, and are listed as not
 * used), under the S&P 500's regime (risk-off below its 200-day average or in the top tenth of its volatility). The call
 * is the top-ranked ticker, or no_signal when the regime is risk-off or unknown. Sold only where equity calls have a
 * measured out-of-sample edge over drift (`markets.signal_edge`); otherwise a 409 `no-edge`, never charged
 * (docs/signal-declines.md). See docs/market-endpoints.md.
 */
export const signalScreener = defineEndpoint({
  operationId: 'signalScreener',
  method: 'GET',
  path: '/api/signal/screener',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Equity screener signal: factor and regime screen to one call.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  needs: ['prices', 'holdings'],
  run: async (_p, ctx) => {
    const lang = ctx.lang.lang;
    const universeRule = requireRule(SCREENER_UNIVERSE, ctx.asOf);
    const fetchRule = requireRule(EQUITY_BASKET_FETCH, ctx.asOf);
    const history = requireRule(SIGNAL_HISTORY, ctx.asOf);
    const { etf, count, index } = universeRule.value;
    const fund = await ctx.ports.holdings.holdings(etf, { trace: ctx.trace });
    const weights = new Map<string, number>();
    for (const h of fund.holdings) weights.set(h.ticker.trim().toUpperCase(), (weights.get(h.ticker.trim().toUpperCase()) ?? 0) + h.weight);
    const tickers = [...weights.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, count)
      .map(([ticker]) => ticker);
    const options = { prices: ctx.ports.prices, days: fetchRule.value.screener_history_days, asOf: ctx.asOf, trace: ctx.trace, concurrency: history.value.concurrency };
    // The regime needs the index: without it there is no screen to sell.
    const [indexBars] = await loadDailyMembers([index], options);
    if (!indexBars!.ok) throw indexBars!.error;
    const loaded = await loadDailyMembers(tickers, options);
    const read = loaded.flatMap((m) => (m.ok ? [m] : []));
    const failed = loaded.flatMap((m) => (m.ok ? [] : [{ ticker: m.ticker, reason: m.reason, source: m.source, detail: m.detail }]));
    if (read.length === 0) {
      const first = loaded.find((m) => !m.ok && m.error instanceof SourceUnavailableError);
      if (first !== undefined && !first.ok) throw first.error;
      throw new SourceUnavailableError('prices', `no ticker of the universe could be read (${failed.map((f) => `${f.ticker}: ${f.detail}`).join('; ')})`);
    }
    const result = scoreFactors(
      read.map((m) => ({ ticker: m.ticker, bars: m.bars })),
      { asOf: ctx.asOf, index: indexBars!.bars, lang },
    );
    const { rules_applied: _a, unverified_rules: _u, stale_rules: _s, stale_note: _n, ...screen } = result;
    const answer = {
      universe: { etf: fund.etf, holdings_as_of: fund.asOf, count: tickers.length, tickers, index },
      signal: result.call.signal,
      ...screen,
      sources_not_configured: [{ factors: ['value', 'quality'], reason: createTranslate(signalScreenerMessages, lang)('no_company_facts') }],
      failed,
      partial: failed.length > 0,
      ...mergeSportsCitations([universeRule, fetchRule, result], lang),
    };
    // A screen's call is a call on an equity: sold only where equity calls have a measured edge over drift
    // (markets.signal_edge), else a 409 no-edge naming the top-ranked tickers. The screener states no probability, so
    // the class's measured figure is the only edge that could sell it.
    const long = result.regime.state === 'risk_on';
    const edgeRule = requireSignalEdge('equity', {
      asOf: ctx.asOf,
      lang,
      subject: `the ${fund.etf} screen`,
      candidates: result.ranking
        .filter((r) => r.rank !== null)
        .map((r) => ({ ticker: r.ticker, rank: r.rank, composite: r.composite, candidate: long ? ('long' as const) : null, probability: null, breakeven_probability: null, regime: result.regime.state })),
      details: (({ signal: _signal, call: _call, ...rest }) => rest)(answer),
    });
    return { ...answer, ...mergeSportsCitations([answer, edgeRule], lang) };
  },
  conflict: 'Equity calls have no measured out-of-sample edge over drift (no-edge, with the measured figures and the top-ranked tickers, each with why it is not sold).',
  response: signalScreenerResponse,
});
