import { utc } from '@date-fns/utc';
import { addDays } from 'date-fns';
import type { PredictionMarketCorpus } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import { simulateMarketRule } from '../../backtest/predictionMarkets/simulateMarketRule.js';
import { compileMarketRequest } from './compileMarketRequest.js';
import type { MarketBacktestRequest } from './isMarketBacktestRequest.js';

/** The day after an ISO date (the exclusive end of a close-date range). */
function nextDay(date: string): string {
  return addDays(date, 1, { in: utc }).toISOString();
}

/**
 * Runs a prediction-market backtest request over the corpus and answers the body POST /api/backtest returns in the
 * markets mode (shared with `guidekit backtest --markets --json`).
 *
 * @param corpus - The corpus port.
 * @param p - The validated request.
 * @param options - `lang` of the overfitting messages (default `'en'`), an abort `signal`, `onProgress`.
 * @returns `{ mode: 'markets', rule, settings, …simulation }` (money as decimal strings).
 * @throws {@link GuidekitError} as {@link compileMarketRequest}.
 * @example
 * ```ts
 * const body = await buildMarketBacktestBody(corpus, { rule: 'Buy YES below 10c 7 days before close' });
 * body.summary.net_pnl;
 * ```
 * @see docs/prediction-markets.md
 */
export async function buildMarketBacktestBody(
  corpus: PredictionMarketCorpus,
  p: MarketBacktestRequest,
  options: { readonly lang?: 'en' | 'es'; readonly signal?: AbortSignal; readonly onProgress?: (x: { markets_scanned: number; trades: number }) => void } = {},
) {
  const compiled = compileMarketRequest(p);
  const result = await simulateMarketRule(corpus, compiled.spec, {
    ...(p.spread === undefined ? {} : { spread: p.spread }),
    ...(p.fees === undefined ? {} : { fees: p.fees }),
    ...(p.start === undefined ? {} : { closeFrom: `${p.start}T00:00:00Z` }),
    ...(p.end === undefined ? {} : { closeTo: nextDay(p.end) }),
    lang: options.lang ?? 'en',
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
  const { settings, ...rest } = result;
  return {
    mode: 'markets' as const,
    rule: { text: compiled.text, source: compiled.source, spec: compiled.spec },
    settings: { ...settings, start: p.start ?? null, end: p.end ?? null },
    ...rest,
  };
}

/** The body {@link buildMarketBacktestBody} answers. */
export type MarketBacktestBody = Awaited<ReturnType<typeof buildMarketBacktestBody>>;
