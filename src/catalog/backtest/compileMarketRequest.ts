import { GuidekitError } from '../../core/GuidekitError.js';
import { compileMarketRule } from '../../backtest/predictionMarkets/compileMarketRule.js';
import type { MarketRuleSpec } from '../../backtest/predictionMarkets/marketRuleSpecSchema.js';
import type { MarketBacktestRequest } from './isMarketBacktestRequest.js';

/**
 * Compiles the request's market rule (or validates its spec) and narrows it to the requested venue; an unreadable rule
 * is a 400 naming what was not understood, with rules that compile (`suggestions`), before any payment.
 *
 * @param p - The validated request.
 * @returns The spec to run and the rule as given.
 * @throws {@link GuidekitError} `unparsed_rule` (field `rule` or `spec`) with `suggestions`; `conflict` (field `venue`)
 *   when the rule names another venue; `required` without a rule or spec.
 * @example
 * ```ts
 * compileMarketRequest({ rule: 'Buy YES below 10c', venue: 'kalshi' }).spec.markets.venues; //=> ['kalshi']
 * ```
 * @see docs/prediction-markets.md
 */
export function compileMarketRequest(p: MarketBacktestRequest): { spec: MarketRuleSpec; text: string | null; source: 'grammar' | 'explicit' } {
  const field = p.spec !== undefined ? 'spec' : 'rule';
  const input = p.spec ?? p.rule;
  if (input === undefined) throw new GuidekitError('backtestRun: give a prediction-market rule or spec', { code: 'required', field: 'rule' });
  const r = compileMarketRule(input);
  if (!r.ok) {
    throw new GuidekitError(`backtestRun: the prediction-market ${field} was not understood`, {
      code: 'unparsed_rule',
      field,
      issues: r.problems.map((x) => ({
        field,
        code: 'unparsed_rule',
        message: x.text === null ? x.message : `${x.message}: "${x.text}" (characters ${x.start}–${x.end})`,
      })),
      extensions: { suggestions: r.suggestions },
    });
  }
  let spec = r.spec;
  if (p.venue !== undefined && p.venue !== 'all') {
    const venues = spec.markets.venues;
    if (venues !== undefined && !venues.includes(p.venue)) {
      throw new GuidekitError(`backtestRun: venue ${p.venue} conflicts with the rule's venues (${venues.join(', ')})`, { code: 'conflict', field: 'venue' });
    }
    spec = { ...spec, markets: { ...spec.markets, venues: [p.venue] } };
  }
  return { spec, text: r.text, source: r.source };
}

