import { z } from 'zod';
import type { PortCall } from '../../../core/sourceUse.js';
import { perpFundingRateSchema, type PerpListing, type PerpOrderBook } from '../../../markets/perps/PerpVenueSource.js';
import type { PerpBookSource } from '../../../markets/ports/PerpBookSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';
import { pickTrace } from '../../markets/_lib/pickTrace.js';
import { HYPERLIQUID_SOURCE, postHyperliquidInfo } from '../../markets/hyperliquid/postHyperliquidInfo.js';
import type { PerpVenue } from '../PerpVenue.js';

const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/);
const dexsSchema = z.array(z.object({ name: z.string() }).passthrough().nullable());
const contextsSchema = z.tuple([
  z.object({ universe: z.array(z.object({ name: z.string(), isDelisted: z.boolean().optional() })) }),
  z.array(z.object({ markPx: decimalText.nullable().optional(), oraclePx: decimalText.nullable().optional(), funding: decimalText.nullable().optional() })),
]);

/** Seconds answers are reused, as the perpBook adapter does: the dex list changes rarely, contexts every block. */
const TTL = { dexs: 300, contexts: 5 } as const;

/**
 * Hyperliquid as a perpetual venue: listings of its own dex and of every builder-deployed (HIP-3) dex from the public
 * info API (`perpDexs`, then `metaAndAssetCtxs` per dex: mark, oracle and the hourly funding rate), and books through
 * the existing `perpBook` port, so a book is read, checked and attributed exactly as the reference gate reads it. The
 * venue of a HIP-3 listing is `hyperliquid:<dex>`; Hyperliquid prefixes 1,000-unit contracts with `k` (`kPEPE`).
 *
 * @param options - `fetcher`: the fetch layer (policy `hyperliquid`); `perpBook`: the book port.
 * @returns The venue.
 * @example
 * ```ts
 * const hl = createHyperliquidVenue({ fetcher, perpBook });
 * (await hl.listings()).map((l) => l.funding.symbol); // ['BTC', 'ETH', ..., 'xyz:TSLA']
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function createHyperliquidVenue(options: { readonly fetcher: SourceFetcher; readonly perpBook: PerpBookSource }): PerpVenue {
  const { fetcher, perpBook } = options;
  return {
    async listings(call?: PortCall): Promise<PerpListing[]> {
      const dexRes = await postHyperliquidInfo(fetcher, { type: 'perpDexs' }, { ttlSeconds: TTL.dexs, ...pickTrace(call) });
      const dexes = ['', ...parseSourceJson(dexRes, dexsSchema, HYPERLIQUID_SOURCE, 'the perpDexs answer').flatMap((d) => (d === null ? [] : [d.name]))];
      const out: PerpListing[] = [];
      for (const dex of dexes) {
        const request: Record<string, string> = dex === '' ? { type: 'metaAndAssetCtxs' } : { type: 'metaAndAssetCtxs', dex };
        const res = await postHyperliquidInfo(fetcher, request, { ttlSeconds: TTL.contexts, ...pickTrace(call) });
        const [meta, ctxs] = parseSourceJson(res, contextsSchema, HYPERLIQUID_SOURCE, 'the metaAndAssetCtxs answer');
        if (meta.universe.length !== ctxs.length) throw failUnreadable(HYPERLIQUID_SOURCE, `the metaAndAssetCtxs answer lists ${meta.universe.length} perpetuals but ${ctxs.length} contexts`);
        meta.universe.forEach((u, i) => {
          if (u.isDelisted === true) return;
          const coin = dex === '' || u.name.includes(':') ? u.name : `${dex}:${u.name}`;
          const label = coin.includes(':') ? coin.slice(coin.indexOf(':') + 1) : coin;
          const thousand = dex === '' && /^k[A-Z0-9]/.test(label);
          const ctx = ctxs[i]!;
          const num = (v: string | null | undefined) => (v === null || v === undefined || !(Number(v) > 0) ? null : Number(v));
          const funding = perpFundingRateSchema.safeParse({
            symbol: coin,
            markPrice: num(ctx.markPx),
            indexPrice: num(ctx.oraclePx),
            interestRate: null,
            fundingRate: ctx.funding === null || ctx.funding === undefined ? null : Number(ctx.funding),
            fundingTimestamp: null,
            nextFundingTimestamp: null,
            nextFundingRate: null,
            previousFundingRate: null,
            // The context's funding is the current hourly rate; Hyperliquid settles every hour.
            interval: '1h',
            timestamp: null,
          });
          if (!funding.success) throw failUnreadable(HYPERLIQUID_SOURCE, `the metaAndAssetCtxs answer has an unreadable context for ${coin}`, funding.error);
          out.push({ venue: dex === '' ? 'hyperliquid' : `hyperliquid:${dex}`, asset: (thousand ? label.slice(1) : label).toUpperCase(), multiplier: thousand ? 1000 : 1, settle: 'USDC', funding: funding.data });
        });
      }
      return out;
    },

    async book(symbol, call): Promise<PerpOrderBook> {
      const snapshot = await perpBook.snapshot(symbol, call);
      const side = (levels: readonly { price: number; size: number }[]) => levels.map((l) => [l.price, l.size * snapshot.contractSize] as [number, number]);
      return { symbol: snapshot.coin, bids: side(snapshot.bids), asks: side(snapshot.asks), timestamp: snapshot.time, nonce: null };
    },
  };
}
