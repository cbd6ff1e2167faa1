import { z } from 'zod';
import { GuidekitError } from '../../core/GuidekitError.js';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { q } from '../../core/queryParams.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import type { PerpOrderBook } from '../../markets/perps/PerpVenueSource.js';
import { scanPerpDislocations } from '../../markets/perps/scanPerpDislocations.js';
import { selectPerpCandidates } from '../../markets/perps/selectPerpCandidates.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { signalPerpsResponse } from './responses/signalPerps.js';

/**
 * GET /api/signal/perps: Perpetual dislocation scan. Every listed perpetual of the configured venues (Hyperliquid's own
 * and HIP-3 dexes, Binance USDⓈ-M) is priced against a cross-venue reference (the median of the venues' marks, or the
 * oracle where one venue lists the asset); the assets with the largest mark gaps against fees have their books read,
 * and the single largest dislocation that clears its cost floor is answered as a convergence trade. When nothing
 * clears, the answer is a 409 `nothing-clears` whose `near_misses` ladder says what came closest: never charged.
 *
 * The spec shows no parameters; guidekit accepts two undeclared ones (docs/catalog.md): `size`, the notional per leg
 * in USD (default 10,000), and `holding_hours`, the holding period funding is counted over (default 8).
 */
export const signalPerps = defineEndpoint({
  operationId: 'signalPerps',
  method: 'GET',
  path: '/api/signal/perps',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Perpetual dislocation scan: the single largest gap against a cross-venue reference, in cost-floor units (409 when none clears).',
  conflict: 'No dislocation clears its cost floor: the problem body carries the near-miss ladder (nothing-clears).',
  params: z.object({
    lang: langParam,
    size: q.money({ min: 100, max: 10_000_000 }).optional().meta(UNDECLARED_PARAM_META),
    holding_hours: q.number({ min: 0, max: 720 }).optional().meta(UNDECLARED_PARAM_META),
  }),
  needs: ['perpVenues'],
  run: async (p, ctx) => {
    const port = ctx.ports.perpVenues;
    const venues = port.venues();
    const listings = (await Promise.all(venues.map((venue) => port.listings(venue, { trace: ctx.trace })))).flat();
    const screen = selectPerpCandidates(listings, { asOf: ctx.asOf });
    // Each leg's book once; one that cannot be read sets its candidate aside (no_book) rather than failing the scan.
    const legs = new Map<string, { venue: string; symbol: string }>();
    for (const c of screen.candidates) for (const leg of [c.perp, ...(c.hedge === null ? [] : [c.hedge])]) legs.set(`${leg.venue}\u0000${leg.symbol}`, leg);
    const books = (
      await Promise.all(
        [...legs.values()].map(async (leg): Promise<{ venue: string; book: PerpOrderBook } | null> => {
          try {
            return { venue: leg.venue, book: await port.book(leg.venue, leg.symbol, { trace: ctx.trace }) };
          } catch (error) {
            if (error instanceof SourceUnavailableError || error instanceof GuidekitError) return null;
            throw error;
          }
        }),
      )
    ).filter((b) => b !== null);
    const result = scanPerpDislocations(
      { listings, candidates: screen.candidates, books },
      { asOf: ctx.asOf, lang: ctx.lang.lang, ...(p.size === undefined ? {} : { sizeUsd: p.size }), ...(p.holding_hours === undefined ? {} : { holdingHours: p.holding_hours }) },
    );
    const scanned = { venues, ...screen.counts, candidates: screen.candidates.length };
    if (result.status === 'nothing_clears') {
      throw new NothingClearsError(result.explanation, {
        details: { near_misses: result.near_misses, excluded: result.excluded, scanned, rules_applied: result.rules_applied, unverified_rules: result.unverified_rules },
      });
    }
    return { ...result, scanned };
  },
  response: signalPerpsResponse,
});
