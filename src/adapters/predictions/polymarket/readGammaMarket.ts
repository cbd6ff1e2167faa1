import Decimal from 'decimal.js';
import { z } from 'zod';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type {
  PredictionCategory,
  PredictionFeeSchedule,
  PredictionLadderRung,
  PredictionMarket,
  PredictionMarketStatus,
  PredictionResolution,
} from '../../../markets/predictions/types.js';
import { assembleOutcome } from '../_lib/assembleOutcome.js';
import { mapVenueTags } from '../_lib/mapVenueTags.js';
import { toIsoInstant } from '../_lib/toIsoInstant.js';
import { booleanField, decimalField } from '../_lib/venueSchemas.js';
import { POLYMARKET_CATEGORY_TAGS } from './polymarketCategories.js';

/** The source id of Polymarket's Gamma API in the fetch layer. */
export const GAMMA_SOURCE = 'polymarket.gamma';

const tag = z.object({ slug: z.string().nullish(), label: z.string().nullish() });
const eventSummary = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().nullish(),
  slug: z.string().nullish(),
  negRisk: booleanField.nullish(),
  negRiskAugmented: booleanField.nullish(),
  tags: z.array(tag).nullish(),
});

/** One Gamma market object as /markets, /markets/{id} and the `markets` of /events send it (unknown fields ignored). */
export const gammaMarketSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  question: z.string(),
  slug: z.string().nullish(),
  description: z.string().nullish(),
  resolutionSource: z.string().nullish(),
  endDate: z.string().nullish(),
  closedTime: z.string().nullish(),
  active: booleanField.nullish(),
  closed: booleanField.nullish(),
  /** JSON text of an array, e.g. `"[\"Yes\", \"No\"]"`. */
  outcomes: z.string().nullish(),
  /** JSON text of an array of decimal texts. */
  outcomePrices: z.string().nullish(),
  /** JSON text of an array of CLOB token ids. */
  clobTokenIds: z.string().nullish(),
  bestBid: decimalField.nullish(),
  bestAsk: decimalField.nullish(),
  enableOrderBook: booleanField.nullish(),
  negRisk: booleanField.nullish(),
  negRiskMarketID: z.string().nullish(),
  groupItemTitle: z.string().nullish(),
  groupItemThreshold: decimalField.nullish(),
  umaResolutionStatus: z.string().nullish(),
  feesEnabled: booleanField.nullish(),
  feeSchedule: z.object({ rate: decimalField.nullish(), exponent: decimalField.nullish(), takerOnly: booleanField.nullish() }).nullish(),
  events: z.array(eventSummary).nullish(),
  tags: z.array(tag).nullish(),
});

/** A parsed Gamma market. */
export type GammaMarket = z.infer<typeof gammaMarketSchema>;
/** The event fields a market is read with (from /events, or the summary a market object carries). */
export type GammaEventSummary = z.infer<typeof eventSummary>;

/** The event a market is read under (from /events, or the summary a market object carries). */
export interface GammaMarketContext {
  readonly event?: GammaEventSummary | null;
  /** The category a listing asked for, when the market came from a category listing. */
  readonly category?: PredictionCategory | null;
  /** When the answer was fetched, to tell a market past its end date from an open one. */
  readonly fetchedAt: Date;
}

function jsonList(field: string, text: string | null | undefined): string[] {
  if (text === null || text === undefined || text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SourceUnavailableError(GAMMA_SOURCE, `a market's ${field} is not the JSON list Gamma sends (${JSON.stringify(text.slice(0, 60))})`);
  }
  if (!Array.isArray(parsed)) throw new SourceUnavailableError(GAMMA_SOURCE, `a market's ${field} is not a JSON list`);
  return parsed.map((v) => String(v));
}

/** A ladder rung from the group title Polymarket gives the markets of a multi-market event. */
function ladderOf(m: GammaMarket, event: GammaEventSummary | null): PredictionLadderRung | null {
  const title = m.groupItemTitle?.trim();
  if (title === undefined || title === '') return null;
  const group = m.negRiskMarketID ?? event?.id ?? m.id;
  if (m.negRisk === true) {
    // A neg-risk event: exactly one leg resolves Yes, unless the event is augmented (legs may still be added).
    return { kind: 'bucket', group, label: title, lower: null, upper: null, exhaustive: event?.negRiskAugmented !== true };
  }
  const strikeText = /(\d[\d,]*(?:\.\d+)?)/.exec(title)?.[1];
  const strike = strikeText === undefined ? Number.NaN : Number(strikeText.replace(/,/g, ''));
  if (!Number.isFinite(strike)) return null;
  const underlying = event?.title ?? null;
  if (/^\s*↑/.test(title)) return { kind: 'touch', group, strike, direction: 'up', underlying };
  if (/^\s*↓/.test(title)) return { kind: 'touch', group, strike, direction: 'down', underlying };
  if (/^\s*(>|above\b)/i.test(title)) return { kind: 'close-above', group, strike, underlying };
  if (/^\s*(<|below\b)/i.test(title)) return { kind: 'close-below', group, strike, underlying };
  return null;
}

function feesOf(m: GammaMarket): PredictionFeeSchedule {
  const s = m.feeSchedule ?? null;
  return {
    kind: 'polymarket',
    enabled: m.feesEnabled ?? null,
    rate: s?.rate === undefined || s?.rate === null ? null : new Decimal(s.rate),
    exponent: s?.exponent === undefined || s?.exponent === null ? null : Number(s.exponent),
    takerOnly: s?.takerOnly ?? null,
  };
}

/**
 * A Gamma market object in the venue-neutral model. `outcomes`, `outcomePrices` and `clobTokenIds` are JSON text inside
 * the JSON and are parsed here; a malformed one is a 503 naming Gamma. The books are the best quotes Gamma lists
 * (`bestBid`/`bestAsk` of the first outcome, the second outcome mirrored as 1 − price; depth `top`, sizes unknown) or
 * none when the market has no order book; `getMarket` replaces them with the CLOB's books. A closed market whose prices
 * are one 1 and the rest 0 is resolved to that outcome; closed at 0.5/0.5 it is void (a 50-50 resolution); closed
 * otherwise it is closed, awaiting resolution. Categories come from the listing asked for, else the event's or market's tags.
 *
 * @param m - The parsed market object.
 * @param context - {@link GammaMarketContext}.
 * @returns The market.
 * @throws {@link SourceUnavailableError} `polymarket.gamma` when the embedded JSON lists are malformed or disagree in length.
 * @example
 * ```ts
 * readGammaMarket(gammaMarketSchema.parse(body), { fetchedAt: res.fetchedAt });
 * ```
 * @see docs/prediction-venues.md
 */
export function readGammaMarket(m: GammaMarket, context: GammaMarketContext): PredictionMarket {
  const labels = jsonList('outcomes', m.outcomes);
  const tokens = jsonList('clobTokenIds', m.clobTokenIds);
  const prices = jsonList('outcomePrices', m.outcomePrices);
  if (tokens.length > 0 && tokens.length !== labels.length) throw new SourceUnavailableError(GAMMA_SOURCE, `market ${m.id} lists ${labels.length} outcomes but ${tokens.length} token ids`);
  if (prices.length > 0 && prices.length !== labels.length) throw new SourceUnavailableError(GAMMA_SOURCE, `market ${m.id} lists ${labels.length} outcomes but ${prices.length} prices`);
  const event = context.event ?? m.events?.[0] ?? null;

  const bid = m.bestBid ?? null;
  const ask = m.bestAsk ?? null;
  const orderBook = m.enableOrderBook !== false && tokens.length > 0;
  const outcomes = labels.map((label, i) => {
    // Gamma's best quotes are the first outcome's; on a two-outcome market the second is its mirror.
    const mirror = (x: string | null) => (x === null ? null : new Decimal(1).minus(x).toString());
    const b = !orderBook ? null : i === 0 ? bid : labels.length === 2 ? mirror(ask) : null;
    const a = !orderBook ? null : i === 0 ? ask : labels.length === 2 ? mirror(bid) : null;
    const p = prices[i] === undefined ? null : Number(prices[i]);
    return assembleOutcome({
      id: tokens[i] ?? `${m.id}:${i}`,
      label,
      bids: b === null ? [] : [{ price: b, size: null }],
      asks: a === null ? [] : [{ price: a, size: null }],
      depth: orderBook ? 'top' : 'none',
      asOf: null,
      indicativeProbability: p !== null && Number.isFinite(p) ? p : null,
    });
  });

  const closed = m.closed === true;
  const settledPrices = prices.map((p) => new Decimal(p));
  const winner = settledPrices.findIndex((p) => p.eq(1));
  const allOthersZero = winner >= 0 && settledPrices.every((p, i) => i === winner || p.isZero());
  const split = settledPrices.length === 2 && settledPrices.every((p) => p.eq('0.5'));
  let status: PredictionMarketStatus;
  let resolution: PredictionResolution | null = null;
  const settledAt = toIsoInstant(m.closedTime);
  if (closed && allOthersZero && (m.umaResolutionStatus === undefined || m.umaResolutionStatus === null || m.umaResolutionStatus === 'resolved')) {
    status = 'resolved';
    resolution = { outcome: labels[winner] ?? null, yesPayout: null, settledAt };
  } else if (closed && split) {
    status = 'void';
    resolution = { outcome: null, yesPayout: 0.5, settledAt };
  } else if (closed || m.active === false) {
    status = 'closed';
  } else {
    const end = toIsoInstant(m.endDate);
    status = end !== null && Date.parse(end) <= context.fetchedAt.getTime() ? 'closed' : 'open';
  }

  const tags = [...(event?.tags ?? []), ...(m.tags ?? [])].flatMap((t) => [t.slug, t.label].filter((x): x is string => typeof x === 'string' && x !== ''));
  return {
    venue: 'polymarket',
    id: m.id,
    eventId: event?.id ?? null,
    question: m.question,
    category: context.category ?? mapVenueTags(tags, POLYMARKET_CATEGORY_TAGS),
    venueTags: [...new Set(tags)],
    money: 'real',
    outcomes,
    ladder: ladderOf(m, event),
    fees: feesOf(m),
    closeTime: toIsoInstant(m.endDate),
    expectedResolutionTime: toIsoInstant(m.endDate),
    resolutionSource: m.resolutionSource ? m.resolutionSource : null,
    rules: m.description ?? null,
    status,
    resolution,
    url: event?.slug ? `https://polymarket.com/event/${event.slug}` : m.slug ? `https://polymarket.com/market/${m.slug}` : null,
  };
}
