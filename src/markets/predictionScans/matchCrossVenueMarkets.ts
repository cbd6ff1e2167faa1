import { millisecondsInDay } from 'date-fns/constants';
import type { PredictionMarket } from '../predictions/types.js';

/** Options of {@link matchCrossVenueMarkets}. */
export interface MatchCrossVenueMarketsOptions {
  /** Smallest word-set (Jaccard) similarity for two questions to be the same event. */
  readonly minSimilarity: number;
  /** Largest gap between close times, days (markets without a close time match on words alone). */
  readonly maxCloseGapDays: number;
}

/** The same question on several venues. */
export interface CrossVenueGroup {
  /** One market per venue, in venue order of the input. */
  readonly markets: readonly PredictionMarket[];
  /** The lowest pairwise similarity inside the group. */
  readonly similarity: number;
}

const STOP = new Set(['will', 'the', 'a', 'an', 'of', 'in', 'on', 'by', 'be', 'to', 'at', 'for', 'and', 'or', 'is', 'before', 'after', 'than', 'who', 'what', 'which', 'does', 'do', 'this', 'that', 'with', 'end']);

/** The question's words, lower case, stop words dropped, numbers kept ("2,000" as "2000"). */
function questionWords(question: string): Set<string> {
  return new Set(
    question
      .toLowerCase()
      .replace(/(\d),(\d)/g, '$1$2')
      .replace(/[^a-z0-9.%$ ]+/g, ' ')
      .split(/\s+/)
      .map((w) => w.replace(/^\.+|\.+$/g, ''))
      .filter((w) => w.length > 0 && !STOP.has(w)),
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

/**
 * Groups markets that ask the same question on different venues: every cross-venue pair is scored by word-set
 * similarity, pairs closing more than `maxCloseGapDays` apart are dropped, and the best pairs are joined first, one
 * market per venue in a group. Venues word events differently and may settle them on different sources, so each group
 * carries its similarity and the caller shows both venues' rules.
 *
 * @param markets - Markets of several venues (not modified).
 * @param options - {@link MatchCrossVenueMarketsOptions}.
 * @returns Groups of two or more markets, most similar first.
 * @example
 * ```ts
 * matchCrossVenueMarkets([polyFed, kalshiFed], { minSimilarity: 0.6, maxCloseGapDays: 3 })[0]?.markets.length; //=> 2
 * ```
 */
export function matchCrossVenueMarkets(markets: readonly PredictionMarket[], options: MatchCrossVenueMarketsOptions): CrossVenueGroup[] {
  const words = markets.map((m) => questionWords(m.question));
  const close = markets.map((m) => (m.closeTime === null ? Number.NaN : Date.parse(m.closeTime)));
  const pairs: { i: number; j: number; s: number }[] = [];
  for (let i = 0; i < markets.length; i++) {
    for (let j = i + 1; j < markets.length; j++) {
      if (markets[i]!.venue === markets[j]!.venue) continue;
      if (Number.isFinite(close[i]!) && Number.isFinite(close[j]!) && Math.abs(close[i]! - close[j]!) > options.maxCloseGapDays * millisecondsInDay) continue;
      const s = jaccard(words[i]!, words[j]!);
      if (s >= options.minSimilarity) pairs.push({ i, j, s });
    }
  }
  pairs.sort((a, b) => b.s - a.s || a.i - b.i || a.j - b.j);
  const groupOf = new Map<number, { members: number[]; similarity: number }>();
  for (const { i, j, s } of pairs) {
    const gi = groupOf.get(i);
    const gj = groupOf.get(j);
    if (gi !== undefined && gj !== undefined) continue;
    const group = gi ?? gj ?? { members: [], similarity: 1 };
    const joining = gi === undefined ? i : j;
    const other = gi === undefined ? j : i;
    if (!group.members.includes(other)) group.members.push(other);
    // One market per venue in a group.
    if (group.members.some((k) => markets[k]!.venue === markets[joining]!.venue)) continue;
    group.members.push(joining);
    group.similarity = Math.min(group.similarity, s);
    groupOf.set(i, group);
    groupOf.set(j, group);
  }
  const groups = [...new Set(groupOf.values())];
  return groups
    .map((g) => ({ markets: [...g.members].sort((a, b) => a - b).map((k) => markets[k]!), similarity: g.similarity }))
    .sort((a, b) => b.similarity - a.similarity);
}
