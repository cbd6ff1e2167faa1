// The contract every PredictionMarketCorpus honours, run against each implementation: the DuckDB store
// (test/adapters/pmCorpus/duckDbCorpus.test.ts) and the in-memory corpus (s20sim's createMemoryCorpus). The corpus
// here is SYNTHETIC (generated from a seeded generator, labelled so in every title's venue-free words): it exists to
// exercise filters and ordering and never reaches an answer.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorpusEntry, CorpusFilter, CorpusMarket, CorpusTrade, CorpusVenue, PredictionMarketCorpus } from '../../../src/backtest/predictionMarkets/PredictionMarketCorpus.js';

/** Builds the implementation under test over the given entries; `close` releases it. */
export type MakeCorpus = (entries: readonly CorpusEntry[]) => Promise<{ readonly corpus: PredictionMarketCorpus; readonly close?: () => Promise<void> | void }>;

/** Options of {@link describeCorpusContract}. */
export interface CorpusContractOptions {
  /** Markets in the generated corpus. Default 60. */
  readonly markets?: number;
  /** fast-check runs of the random-filter property. Default 30. */
  readonly runs?: number;
}

const DAY = 86_400_000;
const WORDS = ['snow', 'rain', 'fed', 'rate', 'cut', 'election', 'senate', 'bitcoin', 'above', 'below', 'nyc', 'chicago'];
const CATEGORIES = ['weather', 'economics', 'politics', 'crypto', 'uncategorized'];

/** A deterministic generator (mulberry32) so the corpus is the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The synthetic contract corpus: both venues, every status, some unknown volumes and open times, equal close times
 * (to pin the tie order), markets without trades, and trades spread over the days before the close.
 */
export function buildContractCorpus(count = 60): CorpusEntry[] {
  const rand = seeded(20);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const start = Date.parse('2023-01-01T00:00:00Z');
  const entries: CorpusEntry[] = [];
  for (let i = 0; i < count; i++) {
    const venue: CorpusVenue = i % 3 === 0 ? 'polymarket' : 'kalshi';
    // Every fifth market shares the close of the one before, to pin the order of ties.
    const close = i % 5 === 4 ? Date.parse(entries[i - 1]!.market.close_time) : start + Math.floor(rand() * 900) * DAY + Math.floor(rand() * 24) * 3_600_000;
    const status = pick(['resolved', 'resolved', 'resolved', 'void', 'unresolved'] as const);
    const words = [pick(WORDS), pick(WORDS), pick(WORDS)];
    const trades: CorpusTrade[] = [];
    const n = i % 7 === 0 ? 0 : 1 + Math.floor(rand() * 6);
    const times = Array.from({ length: n }, () => close - 1 - Math.floor(rand() * 30 * DAY)).sort((a, b) => a - b);
    for (const t of [...new Set(times)]) {
      trades.push({ t: new Date(t).toISOString(), yes_price: Math.round((0.01 + rand() * 0.98) * 100) / 100, count: 1 + Math.floor(rand() * 500), taker_side: pick(['yes', 'no', null] as const) });
    }
    const market: CorpusMarket = {
      id: venue === 'kalshi' ? `KXSYN-${String(i).padStart(3, '0')}` : `0xsyn${i.toString(16).padStart(6, '0')}`,
      venue,
      title: `Synthetic ${words.join(' ')} ${i}?`,
      category: pick(CATEGORIES),
      open_time: i % 4 === 0 ? null : new Date(close - 40 * DAY).toISOString(),
      close_time: new Date(close).toISOString(),
      status,
      outcome: status === 'resolved' ? pick(['yes', 'no'] as const) : null,
      volume: i % 6 === 0 ? null : Math.floor(rand() * 20_000),
      open_interest: i % 2 === 0 ? null : Math.floor(rand() * 5_000),
    };
    entries.push({ market, trades, quotes: [] });
  }
  return entries;
}

/** What a filter selects, by its documented meaning (the reference the stores are held to). */
export function referenceScan(entries: readonly CorpusEntry[], filter: CorpusFilter): CorpusEntry[] {
  const words = (title: string) => new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return entries
    .filter(({ market: m }) => {
      const close = Date.parse(m.close_time);
      if (filter.venues !== undefined && !filter.venues.includes(m.venue)) return false;
      if (filter.categories !== undefined && !filter.categories.includes(m.category)) return false;
      if (filter.titleWords !== undefined && !filter.titleWords.every((w) => words(m.title).has(w))) return false;
      if (filter.closeFrom !== undefined && close < Date.parse(filter.closeFrom)) return false;
      if (filter.closeTo !== undefined && close >= Date.parse(filter.closeTo)) return false;
      if (filter.minVolume !== undefined && m.volume !== null && m.volume < filter.minVolume) return false;
      return true;
    })
    .map((e) => ({
      ...e,
      trades: filter.tradeWindowMs === undefined ? e.trades : e.trades.filter((t) => Date.parse(t.t) >= Date.parse(e.market.close_time) - filter.tradeWindowMs!),
    }));
}

async function collect(corpus: PredictionMarketCorpus, filter: CorpusFilter): Promise<CorpusEntry[]> {
  const out: CorpusEntry[] = [];
  for await (const entry of corpus.scan(filter)) out.push(entry);
  return out;
}

/** Instants compare as instants (a store may write `.000Z`), everything else as given. */
const normalize = (entries: readonly CorpusEntry[]) =>
  entries
    .map((e) => ({
      key: `${e.market.venue}|${e.market.id}`,
      market: { ...e.market, close_time: Date.parse(e.market.close_time), open_time: e.market.open_time === null ? null : Date.parse(e.market.open_time) },
      trades: e.trades.map((t) => ({ ...t, t: Date.parse(t.t) })),
      quotes: e.quotes.length,
    }))
    .sort((a, b) => a.key.localeCompare(b.key));

/**
 * Registers the port's contract tests for one implementation.
 *
 * @param name - The implementation's name, for the describe block.
 * @param make - Builds it over the given entries.
 * @param options - {@link CorpusContractOptions}.
 */
export function describeCorpusContract(name: string, make: MakeCorpus, options: CorpusContractOptions = {}): void {
  const entries = buildContractCorpus(options.markets ?? 60);
  describe(`PredictionMarketCorpus contract: ${name}`, () => {
    let corpus: PredictionMarketCorpus;
    let close: (() => Promise<void> | void) | undefined;
    beforeAll(async () => {
      ({ corpus, close } = await make(entries));
    }, 60_000);
    afterAll(async () => {
      await close?.();
    });

    it('status counts every market by venue and status, with trades and the close range', async () => {
      const status = await corpus.status();
      for (const venue of ['kalshi', 'polymarket'] as const) {
        const mine = entries.filter((e) => e.market.venue === venue);
        const row = status.find((s) => s.venue === venue);
        const closes = mine.map((e) => Date.parse(e.market.close_time));
        expect(row).toMatchObject({
          markets: mine.length,
          resolved: mine.filter((e) => e.market.status === 'resolved').length,
          void: mine.filter((e) => e.market.status === 'void').length,
          unresolved: mine.filter((e) => e.market.status === 'unresolved').length,
          trades: mine.reduce((s, e) => s + e.trades.length, 0),
        });
        expect(Date.parse(row!.first_close!)).toBe(Math.min(...closes));
        expect(Date.parse(row!.last_close!)).toBe(Math.max(...closes));
      }
    });

    it('an empty filter yields every market once, in close-time order, with its trades oldest first', async () => {
      const got = await collect(corpus, {});
      expect(got).toHaveLength(entries.length);
      const closes = got.map((e) => Date.parse(e.market.close_time));
      for (let i = 1; i < closes.length; i++) expect(closes[i]).toBeGreaterThanOrEqual(closes[i - 1]!);
      for (const e of got) {
        const t = e.trades.map((x) => Date.parse(x.t));
        for (let i = 1; i < t.length; i++) expect(t[i]).toBeGreaterThanOrEqual(t[i - 1]!);
      }
      expect(normalize(got)).toEqual(normalize(entries));
    });

    const cases: [string, CorpusFilter][] = [
      ['venue', { venues: ['polymarket'] }],
      ['no venue at all', { venues: [] }],
      ['categories', { categories: ['weather', 'crypto'] }],
      ['title words (all must appear)', { titleWords: ['snow', 'nyc'] }],
      ['close range (from inclusive, to exclusive)', { closeFrom: entries[4]!.market.close_time, closeTo: '2024-06-01T00:00:00Z' }],
      ['volume floor (unknown volume may pass)', { minVolume: 10_000 }],
      ['trade window before the close', { tradeWindowMs: 7 * DAY }],
      ['everything at once', { venues: ['kalshi'], categories: ['weather', 'economics', 'politics'], closeFrom: '2023-03-01T00:00:00Z', minVolume: 2_000, tradeWindowMs: 10 * DAY }],
    ];
    for (const [label, filter] of cases) {
      it(`filters by ${label} as documented`, async () => {
        const got = await collect(corpus, filter);
        const want = referenceScan(entries, filter);
        // Unknown volume under a volume floor is the one place a store may keep or drop a market.
        const keep = (list: CorpusEntry[]) => (filter.minVolume === undefined ? list : list.filter((e) => e.market.volume !== null));
        expect(normalize(keep(got))).toEqual(normalize(keep(want)));
        for (const e of got) expect(want.some((w) => w.market.id === e.market.id)).toBe(true);
      });
    }

    it('any random filter yields what the filter means (property)', async () => {
      const instants = entries.map((e) => e.market.close_time);
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            {
              venues: fc.subarray(['kalshi', 'polymarket'] as CorpusVenue[]),
              categories: fc.subarray(CATEGORIES),
              titleWords: fc.subarray(WORDS, { maxLength: 2 }),
              closeFrom: fc.constantFrom(...instants),
              closeTo: fc.constantFrom(...instants),
              minVolume: fc.integer({ min: 0, max: 20_000 }),
              tradeWindowMs: fc.integer({ min: 0, max: 31 * DAY }),
            },
            { requiredKeys: [] },
          ),
          async (filter) => {
            const got = await collect(corpus, filter);
            const want = referenceScan(entries, filter);
            const keep = (list: CorpusEntry[]) => (filter.minVolume === undefined ? list : list.filter((e) => e.market.volume !== null));
            expect(normalize(keep(got))).toEqual(normalize(keep(want)));
          },
        ),
        { numRuns: options.runs ?? 30 },
      );
    }, 120_000);

    it('stops when the signal aborts, and yields nothing for an aborted signal', async () => {
      const controller = new AbortController();
      let seen = 0;
      for await (const entry of corpus.scan({}, { signal: controller.signal })) {
        expect(entry.market.id).toBeTypeOf('string');
        seen += 1;
        if (seen === 3) controller.abort();
      }
      expect(seen).toBe(3);
      const aborted = AbortSignal.abort();
      let after = 0;
      for await (const _ of corpus.scan({}, { signal: aborted })) after += 1;
      expect(after).toBe(0);
    });
  });

  describe(`PredictionMarketCorpus contract: ${name}, empty`, () => {
    it('an empty corpus answers zero counts for both venues and scans nothing, never throws', async () => {
      const { corpus, close } = await make([]);
      try {
        const status = await corpus.status();
        expect(status.map((s) => s.venue).sort()).toEqual(['kalshi', 'polymarket']);
        for (const s of status) expect(s).toMatchObject({ markets: 0, resolved: 0, void: 0, unresolved: 0, trades: 0, first_close: null, last_close: null });
        expect(await collect(corpus, {})).toEqual([]);
      } finally {
        await close?.();
      }
    });
  });
}
