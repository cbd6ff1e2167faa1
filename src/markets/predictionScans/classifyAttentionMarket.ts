import type { PredictionMarket } from '../predictions/types.js';
import type { IntegerBin } from '../probability/types.js';
import { parseRangeLabel } from './_lib/parseRangeLabel.js';
import { readMonthDays, yearOf } from './_lib/readQuestionDates.js';
import { toIntegerBin } from './_lib/toIntegerBin.js';

/** A post-count market, read: the account, the counting window and the bin. */
export interface AttentionMarket {
  /** The account handle without the @, lower case. */
  readonly handle: string;
  /** First and last day of the window (ISO dates, inclusive). */
  readonly from: string;
  readonly to: string;
  readonly bin: IntegerBin;
}

/** Names venues write for accounts whose markets name the person rather than the handle. */
const KNOWN_HANDLES: Readonly<Record<string, string>> = { 'elon musk': 'elonmusk', 'donald trump': 'realdonaldtrump' };

/**
 * Reads a post-count market ("How many tweets will @elonmusk post from November 21 to November 28?", bins "200-219",
 * "400+"): the handle (an @handle, or a known name), the window from the first and last dates named, and the bin.
 * Null for anything else.
 *
 * @param market - The venue's market (not modified).
 * @returns {@link AttentionMarket}, or null.
 * @example
 * ```ts
 * classifyAttentionMarket(market)?.handle; //=> 'elonmusk'
 * ```
 */
export function classifyAttentionMarket(market: PredictionMarket): AttentionMarket | null {
  const q = market.question;
  if (!/\b(tweets?|posts?|truths?)\b/i.test(q)) return null;
  const at = /@([A-Za-z0-9_]{1,15})\b/.exec(q);
  const named = Object.entries(KNOWN_HANDLES).find(([name]) => q.toLowerCase().includes(name));
  const handle = at?.[1]?.toLowerCase() ?? named?.[1] ?? null;
  if (handle === null) return null;
  const dates = readMonthDays(q, yearOf(market.closeTime, 2026));
  if (dates.length < 2) return null;
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const label = market.ladder?.kind === 'bucket' ? market.ladder.label : (/\b(\d+\s*(?:-|to)\s*\d+|\d+\s*\+|\d+ or more)\b/.exec(q)?.[1] ?? '');
  const parsed = parseRangeLabel(label);
  const bin = parsed === null ? null : toIntegerBin(parsed);
  return bin === null || to < from ? null : { handle, from, to, bin };
}
