import { RETIRED_ENDPOINTS } from '../../../catalog/markets/index.js';
import { PROBLEM_TYPE_BASE, type ProblemDocument } from '../../../catalog/problemFromError.js';

/** A retired path of the market-signal service. */
export type RetiredPath = (typeof RETIRED_ENDPOINTS)[number];

/**
 * What replaces each retired endpoint (ours: the spec lists the retired paths without successors). Chosen by what
 * the retired endpoint covered, from the spec's descriptions of the live ones; documented in docs/discovery.md.
 */
const REPLACEMENTS: Readonly<Record<RetiredPath, readonly string[]>> = {
  // Range buckets on a price: the finance-ladder scan prices close-above and touch rungs against a volatility band.
  '/api/signal/ranges': ['/api/signal/ticker'],
  // Economic releases: the economic-threshold ladder scan, and the release-surprise reaction scanner.
  '/api/signal/econ': ['/api/signal/macro', '/api/scan/event'],
  // Weather markets: temperature ladders, monthly precipitation, and climate and severe-weather families.
  '/api/signal/weather': ['/api/signal/stormy', '/api/signal/rainy', '/api/signal/gaia'],
  // Options: the ticker ladder scan is priced against an options-implied volatility band.
  '/api/scan/options': ['/api/signal/ticker'],
  '/api/signal/options': ['/api/signal/ticker'],
  // Golf: the whole-field golf scan across every bet type.
  '/api/signal/golf': ['/api/scan/golf'],
};

/**
 * The 410 Gone problem document a retired market-signal endpoint answers with, naming what replaces it (also listed
 * as the `replaced_by` extension member).
 *
 * @param path - One of `RETIRED_ENDPOINTS`.
 * @returns The problem, with status 410 and `replaced_by`.
 * @example
 * ```ts
 * buildRetiredProblem('/api/signal/golf').replaced_by //=> ['/api/scan/golf']
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints (Retired endpoints)
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-410-gone
 */
export function buildRetiredProblem(path: RetiredPath): ProblemDocument & { readonly replaced_by: readonly string[] } {
  const replacedBy = REPLACEMENTS[path];
  return {
    type: `${PROBLEM_TYPE_BASE}gone`,
    title: 'Endpoint retired',
    status: 410,
    detail: `${path} is no longer offered; use ${replacedBy.join(' or ')} instead. Nothing was charged.`,
    instance: path,
    replaced_by: replacedBy,
  };
}
