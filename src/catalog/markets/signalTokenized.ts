import { z } from 'zod';
import { GuidekitError } from '../../core/GuidekitError.js';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { q } from '../../core/queryParams.js';
import { requireRule } from '../../core/requireRule.js';
import type { PerpBookSnapshot, Quote } from '../../markets/ports/index.js';
import { TOKENIZED_SIGNAL, TOKENIZED_STOCK_TOKENS } from '../../markets/rules/tokenizedStocks.js';
import { assessTokenizedStocks, type AssessTokenizedStocksResult } from '../../markets/tokenized/assessTokenizedStocks.js';
import type { TokenQuote } from '../../markets/tokenized/TokenQuoteSource.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { signalTokenizedResponse } from './responses/signalTokenized.js';

const TOKENS = requireRule(TOKENIZED_STOCK_TOKENS, '2026-11-25').value.map((t) => t.token) as [string, ...string[]];
const reasonOf = (error: unknown) => (error instanceof GuidekitError ? error.message : String(error));

/**
 * The answer sells its call: a token priced beyond a round trip from its underlying. Without one it declines: `no-edge`
 * when tokens were priced but none is that far (the widest named), `nothing-clears` when none could be priced.
 */
function requireTokenCall(result: AssessTokenizedStocksResult, asOf: string): AssessTokenizedStocksResult {
  if (result.call !== null) return result;
  // `detail` is the problem document's own sentence (RFC 9457): the token examined in depth goes under `token_detail`.
  const { call: _call, explanation, detail, ...rest } = result;
  const priced = result.tokens.filter((r) => r.priced);
  const measured = { tokens: result.tokens.length, priced: priced.length, threshold_bps: requireRule(TOKENIZED_SIGNAL, asOf).value.min_premium_bps };
  const near_misses = [...priced].sort((a, b) => Math.abs(b.premium_vs_last_bps!) - Math.abs(a.premium_vs_last_bps!)).slice(0, 5);
  throw new NothingClearsError(explanation, { ...(priced.length > 0 ? { problem: 'no-edge' as const } : {}), details: { ...rest, token_detail: detail, measured, near_misses } });
}

/**
 * GET /api/signal/tokenized: tokenized-stock signal. Reads the xStocks' quotes on Kraken in one request, the
 * underlyings' last prices, and for the token examined in depth (the one asked for, else the call) its book and the
 * underlying's HIP-3 perpetual. The spec shows no parameters; guidekit accepts an undeclared `token` (one of the tokens
 * table, e.g. `TSLAx`; absent: every token). The answer sells its call; when no priced token is further from its
 * underlying than a round trip costs it is a 409 `no-edge` naming the widest, and when no token could be priced (no
 * keyless quote, a quote the sanity gate refuses) a 409 `nothing-clears`, never charged. See docs/signal-declines.md.
 */
export const signalTokenized = defineEndpoint({
  operationId: 'signalTokenized',
  method: 'GET',
  path: '/api/signal/tokenized',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Tokenized-asset (real-world-asset) market signal.',
  params: z.object({
    lang: langParam,
    token: q.oneOf(TOKENS).optional().meta(UNDECLARED_PARAM_META),
  }),
  needs: ['tokenQuotes', 'prices', 'perpBook'],
  run: async (p, ctx) => {
    const specs = requireRule(TOKENIZED_STOCK_TOKENS, ctx.asOf).value.filter((s) => p.token === undefined || s.token === p.token);
    const quoted = specs.filter((s) => s.quote !== null && s.shares_per_token !== null);
    const quotes: Record<string, TokenQuote | { error: string }> = {};
    if (quoted.length > 0) {
      try {
        const read = await ctx.ports.tokenQuotes.quotes('kraken', quoted.map((s) => s.quote!.pair), { trace: ctx.trace });
        quoted.forEach((s, i) => (quotes[s.token] = read[i]!));
      } catch (error) {
        if (!(error instanceof GuidekitError) || p.token !== undefined) throw error;
        for (const s of quoted) quotes[s.token] = { error: reasonOf(error) };
      }
    }
    const underlyings: Record<string, Quote | { error: string }> = {};
    for (const ticker of [...new Set(quoted.map((s) => s.underlying))]) {
      try {
        underlyings[ticker] = await ctx.ports.prices.quote(ticker, { trace: ctx.trace });
      } catch (error) {
        if (!(error instanceof GuidekitError)) throw error;
        underlyings[ticker] = { error: reasonOf(error) };
      }
    }
    const options = { asOf: ctx.asOf, lang: ctx.lang.lang, ...(p.token === undefined ? {} : { token: p.token }) };
    const first = assessTokenizedStocks({ quotes, underlyings }, options);
    const focus = specs.find((s) => s.token === (p.token ?? first.call?.token));
    if (focus === undefined || focus.quote === null) return requireTokenCall(first, ctx.asOf);
    // The token in depth: its book, and a perpetual on the underlying if a HIP-3 dex lists one.
    const quote = await ctx.ports.tokenQuotes.quote(focus.quote.venue, focus.quote.pair, { trace: ctx.trace });
    let perp: PerpBookSnapshot | null = null;
    const listing = (await ctx.ports.perpBook.listings({ trace: ctx.trace })).find((l) => l.coin.includes(':') && l.label.toUpperCase() === focus.underlying);
    if (listing !== undefined) {
      try {
        perp = await ctx.ports.perpBook.snapshot(listing.coin, { trace: ctx.trace });
      } catch (error) {
        if (!(error instanceof GuidekitError)) throw error;
      }
    }
    return requireTokenCall(assessTokenizedStocks({ quotes, underlyings, detail: { token: focus.token, quote, perp } }, options), ctx.asOf);
  },
  response: signalTokenizedResponse,
  conflict: 'No priced token trades further from its underlying than a round trip costs (no-edge, the widest named), or no token could be priced (nothing-clears).',
});
