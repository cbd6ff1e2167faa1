import { z } from 'zod';
import type { PortCall } from '../../core/sourceUse.js';
import type { BookLevel, PerpBookSnapshot, PerpBookSource } from '../../markets/ports/PerpBookSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { failUnreadable } from './_lib/failUnreadable.js';
import { parseSourceJson } from './_lib/parseSourceJson.js';
import { pickTrace } from './_lib/pickTrace.js';
import { refuseInstrument } from './_lib/refuseInstrument.js';
import { HYPERLIQUID_SOURCE, postHyperliquidInfo } from './hyperliquid/postHyperliquidInfo.js';

/** Options of {@link createPerpBookSource}. */
export interface CreatePerpBookSourceOptions {
  /** The fetch layer (policy `hyperliquid`). */
  readonly fetcher: SourceFetcher;
}

const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/);
const dexsSchema = z.array(z.object({ name: z.string(), fullName: z.string().optional() }).nullable());
const contextsSchema = z.tuple([
  z.object({ universe: z.array(z.object({ name: z.string(), isDelisted: z.boolean().optional() })) }),
  z.array(
    z.object({
      markPx: decimalText.nullable().optional(),
      oraclePx: decimalText.nullable().optional(),
      funding: decimalText.nullable().optional(),
      openInterest: decimalText.nullable().optional(),
    }),
  ),
]);
const level = z.object({ px: decimalText, sz: decimalText, n: z.number().optional() });
const bookSchema = z.object({ coin: z.string(), time: z.number(), levels: z.tuple([z.array(level), z.array(level)]) });

/** Seconds answers are reused: the dex list changes rarely, contexts every block, books never. */
const TTL = { dexs: 300, contexts: 5, book: 0 } as const;

/**
 * The `perpBook` port over Hyperliquid's public info API (`POST https://api.hyperliquid.xyz/info`, keyless). Listings
 * are every perpetual of the venue's own dex and of each builder-deployed (HIP-3) dex from `perpDexs`, named as the
 * venue names them (`BTC`, `xyz:TSLA`) with the listing's own label (the symbol after the prefix, never an index
 * name). A snapshot joins the listing's `l2Book` (bids and asks, the venue's time) with its `metaAndAssetCtxs` entry
 * (mark, oracle, funding per interval, open interest). A dex or listing the venue does not have is a 400 (field
 * `instrument`); the venue down or unreadable is a 503 naming `hyperliquid`.
 *
 * @param options - {@link CreatePerpBookSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const book = await createPerpBookSource({ fetcher }).snapshot('xyz:TSLA', { trace });
 * ```
 * @see docs/market-sources.md
 */
export function createPerpBookSource(options: CreatePerpBookSourceOptions): PerpBookSource {
  const { fetcher } = options;

  async function dexNames(call?: PortCall): Promise<string[]> {
    const res = await postHyperliquidInfo(fetcher, { type: 'perpDexs' }, { ttlSeconds: TTL.dexs, ...pickTrace(call) });
    return parseSourceJson(res, dexsSchema, HYPERLIQUID_SOURCE, 'the perpDexs answer').flatMap((d) => (d === null ? [] : [d.name]));
  }

  async function contexts(dex: string, call?: PortCall) {
    const request: Record<string, string> = dex === '' ? { type: 'metaAndAssetCtxs' } : { type: 'metaAndAssetCtxs', dex };
    const res = await postHyperliquidInfo(fetcher, request, { ttlSeconds: TTL.contexts, ...pickTrace(call) });
    const [meta, ctxs] = parseSourceJson(res, contextsSchema, HYPERLIQUID_SOURCE, 'the metaAndAssetCtxs answer');
    if (meta.universe.length !== ctxs.length) throw failUnreadable(HYPERLIQUID_SOURCE, `the metaAndAssetCtxs answer lists ${meta.universe.length} perpetuals but ${ctxs.length} contexts`);
    // The venue's own dex names its perpetuals plainly; a builder dex already prefixes them (xyz:TSLA).
    return meta.universe.map((u, i) => ({ coin: dex === '' || u.name.includes(':') ? u.name : `${dex}:${u.name}`, delisted: u.isDelisted === true, ctx: ctxs[i]! }));
  }

  return {
    async listings(call) {
      const dexes = ['', ...(await dexNames(call))];
      const all = [];
      for (const dex of dexes) all.push(...(await contexts(dex, call)));
      return all.filter((l) => !l.delisted).map((l) => ({ coin: l.coin, label: labelOf(l.coin) }));
    },

    async snapshot(coin, call): Promise<PerpBookSnapshot> {
      const name = coin.trim();
      const dex = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
      if (dex !== '' && !(await dexNames(call)).includes(dex)) throw refuseInstrument('perpBook.snapshot', coin, `Hyperliquid has no builder-deployed dex ${JSON.stringify(dex)}`);
      const listing = (await contexts(dex, call)).find((l) => l.coin === name);
      if (listing === undefined) throw refuseInstrument('perpBook.snapshot', coin, 'Hyperliquid lists no such perpetual');
      const res = await postHyperliquidInfo(fetcher, { type: 'l2Book', coin: name }, { ttlSeconds: TTL.book, ...pickTrace(call) });
      const book = parseSourceJson(res, bookSchema, HYPERLIQUID_SOURCE, 'the l2Book answer');
      if (book.coin !== name) throw failUnreadable(HYPERLIQUID_SOURCE, `the l2Book answer is for ${book.coin}, not ${name}`);
      const side = (levels: readonly { px: string; sz: string }[]): BookLevel[] => levels.map((l) => ({ price: Number(l.px), size: Number(l.sz) }));
      const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
      return {
        coin: name,
        label: labelOf(name),
        venue: 'hyperliquid',
        time: book.time,
        bids: side(book.levels[0]),
        asks: side(book.levels[1]),
        mark: num(listing.ctx.markPx),
        oracle: num(listing.ctx.oraclePx),
        funding: num(listing.ctx.funding),
        openInterest: num(listing.ctx.openInterest),
        contractSize: 1,
      };
    },
  };
}

/** The listing's own label: the symbol as the venue shows it, after the dex prefix. */
function labelOf(coin: string): string {
  return coin.includes(':') ? coin.slice(coin.indexOf(':') + 1) : coin;
}
