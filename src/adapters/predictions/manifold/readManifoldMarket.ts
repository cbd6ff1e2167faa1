import { z } from 'zod';
import type { PredictionCategory, PredictionMarket, PredictionMarketStatus, PredictionResolution } from '../../../markets/predictions/types.js';
import { assembleOutcome } from '../_lib/assembleOutcome.js';
import { mapVenueTags } from '../_lib/mapVenueTags.js';
import { MANIFOLD_CATEGORY_TOPICS } from './manifoldCategories.js';

/** The source id of Manifold's API in the fetch layer. */
export const MANIFOLD_SOURCE = 'manifold';

/** A Manifold `LiteMarket` or `FullMarket` (docs.manifold.markets/api; unknown fields ignored). */
export const manifoldMarketSchema = z.object({
  id: z.string(),
  question: z.string(),
  url: z.string().nullish(),
  outcomeType: z.string(),
  mechanism: z.string().nullish(),
  probability: z.number().nullish(),
  closeTime: z.number().nullish(),
  isResolved: z.boolean(),
  resolution: z.string().nullish(),
  resolutionTime: z.number().nullish(),
  resolutionProbability: z.number().nullish(),
  textDescription: z.string().nullish(),
  groupSlugs: z.array(z.string()).nullish(),
  token: z.string().nullish(),
  answers: z.array(z.object({ id: z.string(), text: z.string(), probability: z.number().nullish() })).nullish(),
});

/** A parsed Manifold market. */
export type ManifoldMarket = z.infer<typeof manifoldMarketSchema>;

const iso = (ms: number | null | undefined) => (typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null);

/**
 * A Manifold market in the venue-neutral model, flagged as play money (`money: 'play'`, no fee): Manifold trades mana
 * against an automated market maker, so there is no book and no executable quote. Each outcome's bids and asks are
 * empty (depth `none`); the market's probability is kept as `indicativeProbability` only. A binary market has Yes and
 * No; a multiple-choice market one outcome per answer. Resolved YES/NO (or to an answer id) is resolved; resolved MKT
 * (to a probability) or CANCEL is void; past its close time it is closed.
 *
 * @param m - The parsed market.
 * @param context - `fetchedAt` (to tell a closed market), and the category a listing asked for.
 * @returns The market.
 * @example
 * ```ts
 * readManifoldMarket(manifoldMarketSchema.parse(json), { fetchedAt: res.fetchedAt });
 * ```
 * @see docs/prediction-venues.md
 */
export function readManifoldMarket(m: ManifoldMarket, context: { readonly fetchedAt: Date; readonly category?: PredictionCategory | null }): PredictionMarket {
  const binary = m.outcomeType === 'BINARY' || m.outcomeType === 'PSEUDO_NUMERIC';
  const p = typeof m.probability === 'number' ? m.probability : null;
  const outcomes = binary
    ? [
        assembleOutcome({ id: `${m.id}:YES`, label: 'Yes', bids: [], asks: [], depth: 'none', asOf: null, indicativeProbability: p }),
        assembleOutcome({ id: `${m.id}:NO`, label: 'No', bids: [], asks: [], depth: 'none', asOf: null, indicativeProbability: p === null ? null : 1 - p }),
      ]
    : (m.answers ?? []).map((a) => assembleOutcome({ id: a.id, label: a.text, bids: [], asks: [], depth: 'none', asOf: null, indicativeProbability: a.probability ?? null }));

  let status: PredictionMarketStatus;
  let resolution: PredictionResolution | null = null;
  const settledAt = iso(m.resolutionTime);
  if (m.isResolved) {
    const r = (m.resolution ?? '').toUpperCase();
    if (binary && (r === 'YES' || r === 'NO')) {
      status = 'resolved';
      resolution = { outcome: r === 'YES' ? 'Yes' : 'No', yesPayout: null, settledAt };
    } else if (!binary && m.answers?.some((a) => a.id === m.resolution)) {
      status = 'resolved';
      resolution = { outcome: m.answers.find((a) => a.id === m.resolution)!.text, yesPayout: null, settledAt };
    } else {
      // MKT (a probability), CANCEL (refunded) or a split: no clean winner.
      status = 'void';
      resolution = { outcome: null, yesPayout: r === 'MKT' && typeof m.resolutionProbability === 'number' ? m.resolutionProbability : null, settledAt };
    }
  } else {
    status = typeof m.closeTime === 'number' && m.closeTime <= context.fetchedAt.getTime() ? 'closed' : 'open';
  }
  const tags = m.groupSlugs ?? [];
  return {
    venue: 'manifold',
    id: m.id,
    eventId: null,
    question: m.question,
    category: context.category ?? mapVenueTags(tags, MANIFOLD_CATEGORY_TOPICS),
    venueTags: tags,
    money: 'play',
    outcomes,
    ladder: null,
    fees: { kind: 'none', reason: 'play-money' },
    closeTime: iso(m.closeTime),
    expectedResolutionTime: iso(m.closeTime),
    resolutionSource: null,
    rules: m.textDescription ?? null,
    status,
    resolution,
    url: m.url ?? null,
  };
}
