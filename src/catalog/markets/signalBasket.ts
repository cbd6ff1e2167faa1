import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import { langParam } from '../sharedParams.js';
import { BASKET_THEMES, CREDENTIAL_PARAM_META } from '../marketParams.js';
import { assessBasket } from '../../markets/basket/assessBasket.js';
import { listBasketConstituents } from '../../markets/instruments/listBasketConstituents.js';
import type { EtfHolding } from '../../markets/ports/HoldingsSource.js';
import { EQUITY_BASKET_FETCH, SIGNAL_HISTORY } from '../../markets/rules/scanSettings.js';
import { MARKETS_BASKET_ETFS } from '../../markets/rules/basketEtfs.js';
import { loadDailyMembers } from './_lib/loadDailyMembers.js';
import { requireSignalEdge } from './_lib/requireSignalEdge.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { signalBasketResponse } from './responses/signalBasket.js';

/**
 * GET /api/signal/basket: Thematic-basket or sector-ETF signal: breadth, dispersion, concentration, leadership
 * rotation and a regime (broad-strong, narrow-concentrated, dispersed) to one call. A `theme` reads its dated list of
 * members with equal weights; an `etf` reads the fund's holdings through the `holdings` port and weights its largest
 * 25 holdings by them. Members' daily bars come from the `prices` port; a member that cannot be read is listed and the
 * reads cover the others; none read is a 503. `key` is the API key (also accepted as X-API-KEY), handled by the credits
 * layer. An `etf` whose holdings no source reads is a 400 before payment (`markets.basket.etfs`). The call is sold only
 * where equity calls have a measured out-of-sample edge over drift (`markets.signal_edge`); otherwise a 409 `no-edge`,
 * never charged (docs/signal-declines.md). See docs/market-endpoints.md.
 */
export const signalBasket = defineEndpoint({
  operationId: 'signalBasket',
  method: 'GET',
  path: '/api/signal/basket',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Thematic-basket or sector-ETF signal: breadth, dispersion, concentration, leadership rotation, regime.',
  params: z
    .object({
      theme: q.oneOf(BASKET_THEMES).optional(),
      // A sector ETF symbol whose holdings form the basket.
      etf: q.text({ max: 10 }).optional(),
      // The API key, as an alternative to the X-API-KEY header: a credential, never logged nor shown to tools.
      key: q.text({ max: 200 }).optional().meta(CREDENTIAL_PARAM_META),
      lang: langParam,
    })
    // The basket is either one of the themes or an ETF's holdings: exactly one of the two, and the 400 names both.
    .superRefine((params, ctx) => {
      if ((params.theme === undefined) === (params.etf === undefined)) {
        const message = 'give exactly one of theme or etf';
        ctx.addIssue({ code: 'custom', path: ['theme'], message });
        ctx.addIssue({ code: 'custom', path: ['etf'], message });
      }
    }),
  needs: ['prices', 'holdings'],
  needsFor: (p) => (p.etf === undefined ? ['prices'] : ['prices', 'holdings']),
  // An ETF whose holdings no source reads is a 400 before payment, naming `etf` and the funds that can be read.
  precheck: (p, ctx) => {
    if (p.etf === undefined) return;
    const etfs = requireRule(MARKETS_BASKET_ETFS, ctx.asOf).value;
    if (!etfs.includes(p.etf.trim().toUpperCase())) {
      throw new GuidekitError(`signalBasket: etf must be one of the sector ETFs whose holdings can be read (${etfs.join(', ')}), got ${JSON.stringify(p.etf)}; for other baskets use theme (${BASKET_THEMES.join(', ')})`, {
        code: 'invalid_enum',
        field: 'etf',
      });
    }
  },
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const fetchRule = requireRule(EQUITY_BASKET_FETCH, ctx.asOf);
    const history = requireRule(SIGNAL_HISTORY, ctx.asOf);
    let tickers: string[];
    let holdings: EtfHolding[] | undefined;
    let basket: { kind: 'theme' | 'etf'; theme: string | null; etf: string; holdings_as_of: string | null };
    const rules: AppliedRule<unknown>[] = [fetchRule];
    if (p.theme !== undefined) {
      const theme = listBasketConstituents(p.theme, { asOf: ctx.asOf });
      rules.push(theme.rule);
      tickers = [...theme.tickers];
      basket = { kind: 'theme', theme: p.theme, etf: theme.etf, holdings_as_of: null };
    } else {
      const fund = await ctx.ports.holdings.holdings(p.etf!.toUpperCase(), { trace: ctx.trace });
      // One weight per ticker (a ticker listed twice, as two share lines, sums its weights), largest first.
      const weights = new Map<string, number>();
      for (const h of fund.holdings) weights.set(h.ticker.trim().toUpperCase(), (weights.get(h.ticker.trim().toUpperCase()) ?? 0) + h.weight);
      holdings = [...weights.entries()]
        .map(([ticker, weight]) => ({ ticker, name: ticker, weight }))
        .sort((a, b) => b.weight - a.weight || (a.ticker < b.ticker ? -1 : 1))
        .slice(0, fetchRule.value.basket_max_members);
      tickers = holdings.map((h) => h.ticker);
      basket = { kind: 'etf', theme: null, etf: fund.etf, holdings_as_of: fund.asOf };
    }
    const loaded = await loadDailyMembers(tickers, { prices: ctx.ports.prices, days: fetchRule.value.basket_history_days, asOf: ctx.asOf, trace: ctx.trace, concurrency: history.value.concurrency });
    const read = loaded.flatMap((m) => (m.ok ? [m] : []));
    const failed = loaded.filter((m) => !m.ok).map(({ ticker, reason, source, detail }) => ({ ticker, reason, source, detail }));
    if (read.length === 0) {
      const first = loaded.find((m) => !m.ok && m.error instanceof SourceUnavailableError);
      if (first !== undefined && !first.ok) throw first.error;
      throw new SourceUnavailableError('prices', `no member of the basket could be read (${failed.map((f) => `${f.ticker}: ${f.detail}`).join('; ')})`);
    }
    const result = assessBasket(
      read.map((m) => ({ ticker: m.ticker, bars: m.bars })),
      { asOf: ctx.asOf, lang, ...(holdings === undefined ? {} : { holdings }) },
    );
    const { rules_applied: _a, unverified_rules: _u, stale_rules: _s, stale_note: _n, ...reads } = result;
    const answer = {
      basket: { ...basket, tickers },
      signal: result.call.signal,
      ...reads,
      failed,
      partial: failed.length > 0,
      ...mergeSportsCitations([...rules, result], lang),
    };
    // A basket is a call on equities: sold only where equity calls have a measured edge over drift
    // (markets.signal_edge), else a 409 no-edge with the basket's call as the candidate. The basket engine states no
    // probability of its own, so the class's measured figure is the only edge that could sell it.
    const signal = result.call.signal;
    const edgeRule = requireSignalEdge('equity', {
      asOf: ctx.asOf,
      lang,
      subject: basket.kind === 'theme' ? `the ${basket.theme} basket` : `the ${basket.etf} basket`,
      candidates: [{ subject: basket.kind === 'theme' ? basket.theme : basket.etf, direction: signal, candidate: signal === 'no_signal' ? null : signal, probability: null, breakeven_probability: null, regime: result.regime, reasons: result.call.reasons }],
      details: (({ signal: _signal, ...rest }) => rest)(answer),
    });
    return { ...answer, ...mergeSportsCitations([answer, edgeRule], lang) };
  },
  conflict: 'Equity calls have no measured out-of-sample edge over drift (no-edge, with the measured figures and the basket\'s call, with why it is not sold).',
  response: signalBasketResponse,
});
