// The contract of the `perpBook` port, run against the real adapter on replayed Hyperliquid answers and against the
// fake. Contexts are the examples of Hyperliquid's API docs; the book's levels are the SDK's recorded l2Book
// (provenance in test/fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../../src/core/SourceUnavailableError.js';
import type { PerpBookSource } from '../../../../src/markets/ports/PerpBookSource.js';
import { createTrace, FAULTS } from '../harness.js';
import type { ContractHarness } from './ContractHarness.js';

/** What the docs' xyz dex context says of xyz:TSLA, and the first levels and time of the recorded book. */
export const TSLA = {
  coin: 'xyz:TSLA', label: 'TSLA', venue: 'hyperliquid', mark: 465.13, oracle: 450.78, funding: 0, openInterest: 12.208, contractSize: 1,
  time: 1689630203930, firstBid: { price: 2.111, size: 134.4 }, firstAsk: { price: 2.1124, size: 352.3 }, levels: 20,
};

export function describePerpBookSourceContract(name: string, harness: ContractHarness<PerpBookSource>): void {
  describe(`${name}: the perpBook port contract`, () => {
    it('lists the venue\'s perpetuals with their own labels, builder dexes as <prefix>:<symbol>', async () => {
      const { port, close } = await harness.open();
      try {
        const listings = await port.listings();
        expect(listings).toEqual(expect.arrayContaining([{ coin: 'xyz:TSLA', label: 'TSLA' }, { coin: 'xyz:XYZ100', label: 'XYZ100' }]));
        for (const l of listings) expect(l.coin.endsWith(l.label)).toBe(true);
      } finally {
        await close();
      }
    });

    it('snapshots a listing: book, mark, oracle, funding, open interest and the venue\'s time', async () => {
      const { port, close } = await harness.open();
      try {
        const book = await port.snapshot('xyz:TSLA');
        expect(book).toMatchObject({ coin: TSLA.coin, label: TSLA.label, venue: TSLA.venue, mark: TSLA.mark, oracle: TSLA.oracle, funding: TSLA.funding, openInterest: TSLA.openInterest, contractSize: 1, time: TSLA.time });
        expect(book.bids).toHaveLength(TSLA.levels);
        expect(book.asks).toHaveLength(TSLA.levels);
        expect(book.bids[0]).toEqual(TSLA.firstBid);
        expect(book.asks[0]).toEqual(TSLA.firstAsk);
        for (let i = 1; i < book.bids.length; i++) expect(book.bids[i]!.price).toBeLessThanOrEqual(book.bids[i - 1]!.price);
      } finally {
        await close();
      }
    });

    it('answers a listing or dex the venue does not have with a 400 naming instrument', async () => {
      const { port, close } = await harness.open();
      try {
        for (const coin of ['xyz:NOPE', 'nodex:TSLA']) {
          const error = await port.snapshot(coin).catch((e: unknown) => e);
          expect(error, coin).toBeInstanceOf(GuidekitError);
          expect(error, coin).not.toBeInstanceOf(SourceUnavailableError);
          expect((error as GuidekitError).field, coin).toBe('instrument');
        }
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers a venue that is %s with a 503 naming hyperliquid', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        for (const call of [() => port.listings(), () => port.snapshot('xyz:TSLA')]) {
          const error = await call().catch((e: unknown) => e);
          expect(error).toBeInstanceOf(SourceUnavailableError);
          expect((error as SourceUnavailableError).source).toBe('hyperliquid');
          if (fault === 'rate-limited') expect((error as SourceUnavailableError).retryAfterSeconds).toBe(90);
        }
      } finally {
        await close();
      }
    });

    it('notes the venue in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.snapshot('xyz:TSLA', { trace });
        expect(trace.uses.length).toBeGreaterThan(0);
        for (const use of trace.uses) expect(use).toMatchObject({ source: 'hyperliquid', host: harness.hostOf('hyperliquid'), from_cache: false });
      } finally {
        await close();
      }
    });
  });
}
