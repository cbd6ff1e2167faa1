import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPerpBookSource } from '../../../src/adapters/markets/createPerpBookSource.js';
import type { PerpBookSnapshot } from '../../../src/markets/ports/PerpBookSource.js';
import { gateReferencePrice, type ReferenceReason } from '../../../src/markets/reference/gateReferencePrice.js';
import { LIMITS } from './_books.js';
import { openFetcher } from '../../adapters/markets/harness.js';

// Perpetual books of the venue's public info API as the price adapter's cassettes hold them (test/fixtures/README.md
// says which answers are verbatim recordings and which are derived from real ones). The gate is run on what the venue
// sent: the numbers it reads must be the venue's own, each way of breaking a real book must give its reason, and the
// adapter's own snapshot of the recorded answers must become the same reference object.

const CASSETTES = fileURLToPath(new URL('../../fixtures/cassettes/', import.meta.url));
const PATTERN = 'test/fixtures/cassettes/hyperliquid*/cassette.json';

interface RawLevel {
  readonly px: string;
  readonly sz: string;
}
interface RawBook {
  readonly coin: string;
  readonly time: number;
  readonly levels: readonly [readonly RawLevel[], readonly RawLevel[]];
}
interface RawCtx {
  readonly markPx?: string | null;
  readonly oraclePx?: string | null;
  readonly funding?: string | null;
}

/** Every l2Book answer in the recorded cassettes, joined with its asset context (mark, oracle, funding) when recorded. */
function loadRecordedBooks(): { dirs: string[]; books: { cassette: string; raw: RawBook; ctx: RawCtx | undefined }[] } {
  const dirs = existsSync(CASSETTES) ? readdirSync(CASSETTES).filter((d) => d.startsWith('hyperliquid') && existsSync(join(CASSETTES, d, 'cassette.json'))) : [];
  const books: { cassette: string; raw: RawBook; ctx: RawCtx | undefined }[] = [];
  for (const dir of dirs) {
    const cassette = JSON.parse(readFileSync(join(CASSETTES, dir, 'cassette.json'), 'utf8')) as { exchanges: { body_sha256: string; status: number }[] };
    const rawBooks: RawBook[] = [];
    const ctxByCoin = new Map<string, RawCtx>();
    for (const exchange of cassette.exchanges) {
      if (exchange.status !== 200) continue;
      const path = join(CASSETTES, dir, 'bodies', `${exchange.body_sha256}.bin`);
      if (!existsSync(path)) continue;
      let body: unknown;
      try {
        body = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        continue;
      }
      if (isRawBook(body)) rawBooks.push(body);
      // metaAndAssetCtxs: [ { universe: [{ name }] }, [ ctx ] ], index-aligned.
      if (Array.isArray(body) && body.length === 2 && Array.isArray((body[0] as { universe?: unknown })?.universe) && Array.isArray(body[1])) {
        const universe = (body[0] as { universe: { name: string }[] }).universe;
        universe.forEach((asset, i) => ctxByCoin.set(asset.name, (body as [unknown, RawCtx[]])[1][i]!));
      }
    }
    // A builder dex names its perpetuals with the prefix (xyz:TSLA); fall back to the bare symbol if a recording did not.
    for (const raw of rawBooks) books.push({ cassette: dir, raw, ctx: ctxByCoin.get(raw.coin) ?? ctxByCoin.get(raw.coin.slice(raw.coin.indexOf(':') + 1)) });
  }
  return { dirs, books };
}

function isRawBook(body: unknown): body is RawBook {
  const b = body as Partial<RawBook> | null;
  return b !== null && typeof b === 'object' && typeof b.coin === 'string' && typeof b.time === 'number' && Array.isArray(b.levels) && b.levels.length === 2;
}

const num = (s: string | null | undefined) => (s === null || s === undefined ? null : Number(s));

/** The port's snapshot of a raw book, built here from the venue's JSON (the adapter does the same for the service). */
function toSnapshot(raw: RawBook, ctx: RawCtx | undefined): PerpBookSnapshot {
  return {
    coin: raw.coin,
    label: raw.coin.slice(raw.coin.indexOf(':') + 1),
    venue: 'Hyperliquid',
    time: raw.time,
    bids: raw.levels[0].map((l) => ({ price: Number(l.px), size: Number(l.sz) })),
    asks: raw.levels[1].map((l) => ({ price: Number(l.px), size: Number(l.sz) })),
    mark: num(ctx?.markPx),
    oracle: num(ctx?.oraclePx),
    funding: num(ctx?.funding),
    openInterest: null,
    contractSize: 1,
  };
}

const ORDER: ReferenceReason[] = ['stale', 'dead_book', 'illiquid', 'mark_oracle_divergence', 'unit_mismatch', 'unbounded'];
/** The reason a broken book must give: its own, unless the real book already failed an earlier check. */
const expected = (base: ReferenceReason | null, broken: ReferenceReason) => (base !== null && ORDER.indexOf(base) < ORDER.indexOf(broken) ? base : broken);

const { dirs, books } = loadRecordedBooks();
const prefixed = books.filter((b) => b.raw.coin.includes(':'));
if (prefixed.length === 0) {
  console.warn(
    `\n*** MISSING FIXTURE: no recorded perpetual book under ${PATTERN} ` +
      `(found ${dirs.length === 0 ? 'no hyperliquid* cassette' : `cassettes ${dirs.join(', ')} without a <prefix>:<symbol> l2Book answer`}). ` +
      'The gate tests on real books are SKIPPED until the price-adapter cassettes are recorded. ***\n',
  );
}

describe('gateReferencePrice on recorded perpetual books', () => {
  it.skipIf(prefixed.length === 0)(`reads the venue's own numbers from every recorded book (${PATTERN})`, () => {
    for (const { raw, ctx } of prefixed) {
      const book = toSnapshot(raw, ctx);
      const close = book.oracle ?? Number(raw.levels[0][0]?.px ?? 1);
      const result = gateReferencePrice(book, { lastClose: { price: close, time: raw.time - 3_600_000 }, sessionClosed: true, asOfMs: raw.time });
      // The venue sends each side best first: the gate's best bid and ask are the first levels' prices.
      expect(result.observed?.best_bid).toBe(raw.levels[0].length > 0 ? Number(raw.levels[0][0]!.px) : null);
      expect(result.observed?.best_ask).toBe(raw.levels[1].length > 0 ? Number(raw.levels[1][0]!.px) : null);
      // The measured spread, depth and divergence, recomputed here from the venue's strings.
      const bid = Number(raw.levels[0][0]?.px);
      const ask = Number(raw.levels[1][0]?.px);
      const mid = (bid + ask) / 2;
      const check = (reason: string) => result.checks.find((c) => c.reason === reason)!;
      if (Number.isFinite(mid) && bid < ask) {
        expect(check('dead_book').value).toBeCloseTo(((ask - bid) / mid) * 10_000, 9);
        const band = LIMITS.depth.band_bps / 10_000;
        const depth = (side: readonly RawLevel[], inBand: (p: number) => boolean) => side.filter((l) => inBand(Number(l.px))).reduce((sum, l) => sum + Number(l.px) * Number(l.sz), 0);
        expect(check('illiquid').value).toBeCloseTo(Math.min(depth(raw.levels[0], (p) => p >= mid * (1 - band)), depth(raw.levels[1], (p) => p <= mid * (1 + band))), 6);
      }
      if (ctx?.markPx && ctx.oraclePx) {
        expect(check('mark_oracle_divergence').value).toBeCloseTo((Math.abs(Number(ctx.markPx) - Number(ctx.oraclePx)) / Number(ctx.oraclePx)) * 10_000, 9);
      }
      const ref = result.reference!;
      expect(ref.coin).toBe(raw.coin);
      if (ref.quality === 'live') {
        expect(ref.source).toBe('perp_exchange_mid');
        expect(ref.mid).toBe((Number(raw.levels[0][0]!.px) + Number(raw.levels[1][0]!.px)) / 2);
        expect(ref.mark).toBe(Number(ctx!.markPx));
        expect(ref.oracle).toBe(Number(ctx!.oraclePx));
        expect(ref.as_of).toBe(raw.time);
      } else {
        expect(ref.source).toBeNull();
        expect(ref.mid).toBe(close);
      }
    }
  });

  it.skipIf(prefixed.length === 0)(`gives each reason when a recorded book is broken that way (${PATTERN})`, () => {
    for (const { raw, ctx } of prefixed) {
      const book = toSnapshot(raw, ctx);
      const mid = (Number(raw.levels[0][0]?.px ?? Number.NaN) + Number(raw.levels[1][0]?.px ?? Number.NaN)) / 2;
      const close = Number.isFinite(mid) ? mid : 1;
      const context = { lastClose: { price: close, time: raw.time - 3_600_000 }, sessionClosed: true, asOfMs: raw.time };
      const base = gateReferencePrice(book, context).reference!.reason;
      // An hour later the same book is stale.
      expect(gateReferencePrice(book, { ...context, asOfMs: raw.time + 3_600_000 }).reference!.reason).toBe('stale');
      // Without its asks it is dead.
      expect(gateReferencePrice({ ...book, asks: [] }, context).reference!.reason).toBe(expected(base, 'dead_book'));
      // A tenth of a cent of size on every level leaves it illiquid.
      const thin = { ...book, bids: book.bids.map((l) => ({ ...l, size: 1e-6 })), asks: book.asks.map((l) => ({ ...l, size: 1e-6 })) };
      expect(gateReferencePrice(thin, context).reference!.reason).toBe(expected(base, 'illiquid'));
      // Without a mark the divergence cannot be bounded.
      expect(gateReferencePrice({ ...book, mark: null }, context).reference!.reason).toBe(expected(base, 'mark_oracle_divergence'));
      // A close quoted in cents (100 × the dollar price) is a unit mismatch.
      expect(gateReferencePrice(book, { ...context, lastClose: { ...context.lastClose, price: close * 100 } }).reference!.reason).toBe(expected(base, 'unit_mismatch'));
      // A close 25 % below the perpetual is an unbounded move.
      expect(gateReferencePrice(book, { ...context, lastClose: { ...context.lastClose, price: close / 1.25 } }).reference!.reason).toBe(expected(base, 'unbounded'));
    }
  });

  it.skipIf(prefixed.length === 0)(`turns the price adapter's snapshot of each recorded book into the same reference (${PATTERN})`, async () => {
    const t = await openFetcher({ cassettes: dirs });
    try {
      const port = createPerpBookSource({ fetcher: t.fetcher });
      for (const { raw, ctx } of prefixed) {
        const context = { lastClose: { price: Number(ctx?.oraclePx ?? raw.levels[0][0]!.px), time: raw.time - 3_600_000 }, sessionClosed: true, asOfMs: raw.time };
        const fromAdapter = gateReferencePrice(await port.snapshot(raw.coin), context);
        const fromRaw = gateReferencePrice({ ...toSnapshot(raw, ctx), venue: 'hyperliquid' }, context);
        expect(fromAdapter.reference).toEqual(fromRaw.reference);
        expect(fromAdapter.checks).toEqual(fromRaw.checks);
      }
      // A listed perpetual whose book the venue did not give is a fetch failure: priced off the last close.
      const listings = await port.listings();
      const missing = listings.find((l) => l.coin.includes(':') && !prefixed.some((b) => b.raw.coin === l.coin));
      if (missing !== undefined) {
        const failure = await port.snapshot(missing.coin).then(
          () => null,
          () => ({ failed: true as const, coin: missing.coin, label: missing.label, venue: 'hyperliquid' }),
        );
        expect(failure).not.toBeNull();
        const ref = gateReferencePrice(failure, { lastClose: { price: 100, time: 0 }, sessionClosed: true, asOfMs: 1 }).reference!;
        expect(ref).toMatchObject({ source: null, quality: 'none', reason: 'fetch_failed', coin: missing.coin, label: missing.label, mid: 100 });
      }
    } finally {
      await t.close();
    }
  });
});
