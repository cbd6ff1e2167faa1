import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { pickRule } from '../../core/pickRule.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { resolveInstrument } from '../instruments/resolveInstrument.js';
import type { PerpBookSnapshot } from '../ports/PerpBookSource.js';
import type { Quote } from '../ports/PriceSource.js';
import { gateReferencePrice, type ReferencePrice } from '../reference/gateReferencePrice.js';
import { MARKETS_SANITY_MAX_GAP } from '../rules/sanityGates.js';
import { TOKENIZED_ISSUER_TERMS, TOKENIZED_SIGNAL, TOKENIZED_STOCK_TOKENS, type TokenizedIssuerTerms } from '../rules/tokenizedStocks.js';
import { isSessionOpen } from '../sessions/isSessionOpen.js';
import { lastSessionClose } from '../sessions/lastSessionClose.js';
import { assessTokenizedStocksMessages } from './messages/assessTokenizedStocks.js';
import type { TokenQuote } from './TokenQuoteSource.js';

/** What the signal is given. */
export interface AssessTokenizedStocksInput {
  /** Top-of-book quotes read, by token (a token whose quote failed carries the reason instead). */
  readonly quotes: Readonly<Record<string, TokenQuote | { readonly error: string }>>;
  /** The underlyings' last prices read, by ticker (or the reason they could not be). */
  readonly underlyings: Readonly<Record<string, Quote | { readonly error: string }>>;
  /** The token examined in depth: its book, and the underlying's perpetual when a venue lists one. */
  readonly detail?: { readonly token: string; readonly quote: TokenQuote; readonly perp: PerpBookSnapshot | null };
}

/** Options of {@link assessTokenizedStocks}. */
export interface AssessTokenizedStocksOptions {
  /** ISO date the tables are picked for. Required. */
  readonly asOf: string;
  /** Only this token (as the tokens table names it). Default all. */
  readonly token?: string;
  /** Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** One token's row. */
export interface TokenRow {
  readonly token: string;
  readonly issuer: string;
  readonly underlying: string;
  readonly venue: string | null;
  readonly pair: string | null;
  readonly priced: boolean;
  readonly unpriced_reason: string | null;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly mid: number | null;
  readonly spread_bps: number | null;
  readonly volume_24h: number | null;
  readonly underlying_last: number | null;
  /** Epoch ms of the underlying's last price. */
  readonly underlying_time: number | null;
  /** (token mid ÷ (underlying last × shares per token) − 1) in bps. */
  readonly premium_vs_last_bps: number | null;
}

/** The token examined in depth. */
export interface TokenDetail {
  readonly token: string;
  readonly session: 'open' | 'closed' | 'unknown';
  readonly depth_usd: { readonly bid: number; readonly ask: number; readonly band_bps: number };
  /** The underlying's perpetual as a reference while its session is closed, gated; null when none or the session is open. */
  readonly reference: ReferencePrice | null;
  readonly premium_vs_reference_bps: number | null;
  /** The perpetual's funding per hour, when one lists the underlying. */
  readonly perp: { readonly coin: string; readonly funding_per_hour: number | null; readonly mark: number | null; readonly oracle: number | null } | null;
  readonly terms: TokenizedIssuerTerms & { readonly source: string; readonly verified: string | null };
  readonly venue_terms: (TokenizedIssuerTerms & { readonly source: string; readonly verified: string | null }) | null;
}

/** Result of {@link assessTokenizedStocks}. */
export interface AssessTokenizedStocksResult extends RuleCitations {
  /** The token furthest from its underlying beyond the threshold, and which way; null when none is. */
  readonly call: { readonly token: string; readonly direction: 'rich' | 'cheap'; readonly premium_bps: number; readonly basis: 'last' | 'reference' } | null;
  readonly explanation: string;
  readonly tokens: readonly TokenRow[];
  readonly detail: TokenDetail | null;
  /** Every issuer's and venue's terms, dated and cited. */
  readonly issuers: readonly (TokenizedIssuerTerms & { readonly issuer: string; readonly source: string; readonly effective: string; readonly verified: string | null })[];
}

const FN = 'assessTokenizedStocks';
const bps = (x: number) => Math.round(x * 1e6) / 100;
const isError = <T extends object>(x: T | { readonly error: string }): x is { readonly error: string } => 'error' in x;

/**
 * The tokenized-stock signal: each token's price against its underlying's last price (a premium or a discount, in
 * basis points, on the token's mid over one share's price times the shares it tracks), the token furthest from it
 * beyond the cost of a round trip called rich or cheap, and for the token examined in depth its book's depth near the
 * mid, the underlying's perpetual (its funding, and while the underlying's session is closed its gated mid as the
 * reference the premium is measured against), and the issuer's and venue's terms: legal form, redemption, hours.
 * Tokens with no keyless quote, or that track a changing number of shares, are listed unpriced with the reason, and
 * so is a token whose mid lies further from what its underlying implies than the sanity gate allows
 * (`markets.sanity.max_reference_gap`): a quote of another asset, unit or share ratio is never called rich or cheap.
 *
 * @param input - {@link AssessTokenizedStocksInput}. Not modified.
 * @param options - {@link AssessTokenizedStocksOptions}.
 * @returns The call, every token's row, the detail, the issuers' terms and the rules applied.
 * @throws {@link GuidekitError} `unknown_token` (field `token`) for a token not in the table; a bad `asOf` or `lang`.
 * @example
 * ```ts
 * assessTokenizedStocks({ quotes, underlyings }, { asOf: '2026-11-25' }).call?.direction; //=> 'rich'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, all paid endpoints (GET /api/signal/tokenized)
 * @see docs/perps-tokenized-preipo.md
 */
export function assessTokenizedStocks(input: AssessTokenizedStocksInput, options: AssessTokenizedStocksOptions): AssessTokenizedStocksResult {
  const lang = readEngineLang(options?.lang, { fn: FN });
  const t = createTranslate(assessTokenizedStocksMessages, lang);
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  const tokensRule = requireRule(TOKENIZED_STOCK_TOKENS, asOf);
  const signal = requireRule(TOKENIZED_SIGNAL, asOf);
  const sanity = requireRule(MARKETS_SANITY_MAX_GAP, asOf);
  const applied: AppliedRule<unknown>[] = [tokensRule, signal, sanity];
  const specs = tokensRule.value.filter((s) => options.token === undefined || s.token.toUpperCase() === options.token.toUpperCase());
  if (specs.length === 0) throw new GuidekitError(`${FN}: unknown token ${JSON.stringify(options.token)}; known: ${tokensRule.value.map((s) => s.token).join(', ')}`, { code: 'unknown_token', field: 'token' });

  const rows: TokenRow[] = specs.map((spec) => {
    const base = { token: spec.token, issuer: spec.issuer, underlying: spec.underlying, venue: spec.quote?.venue ?? null, pair: spec.quote?.pair ?? null };
    const empty = { bid: null, ask: null, mid: null, spread_bps: null, volume_24h: null, underlying_last: null, underlying_time: null, premium_vs_last_bps: null };
    if (spec.quote === null) return { ...base, ...empty, priced: false, unpriced_reason: t('unpriced_no_source') };
    if (spec.shares_per_token === null) return { ...base, ...empty, priced: false, unpriced_reason: t('unpriced_ratio') };
    const quote = input.quotes?.[spec.token];
    const under = input.underlyings?.[spec.underlying];
    if (quote === undefined || isError(quote)) return { ...base, ...empty, priced: false, unpriced_reason: t('unpriced_quote', { detail: quote === undefined ? 'not read' : quote.error }) };
    const mid = quote.bid !== null && quote.ask !== null && quote.bid < quote.ask ? (quote.bid + quote.ask) / 2 : quote.last;
    const spread = quote.bid !== null && quote.ask !== null && quote.bid < quote.ask ? bps((quote.ask - quote.bid) / ((quote.bid + quote.ask) / 2)) : null;
    const quoted = { bid: quote.bid, ask: quote.ask, mid, spread_bps: spread, volume_24h: quote.volume24h };
    if (under === undefined || isError(under)) return { ...base, ...empty, ...quoted, priced: false, unpriced_reason: t('unpriced_underlying', { detail: under === undefined ? 'not read' : under.error }) };
    const implied = under.last * spec.shares_per_token;
    const premium = mid === null ? null : bps(mid / implied - 1);
    const measured = { ...base, ...quoted, underlying_last: under.last, underlying_time: under.time, premium_vs_last_bps: premium };
    if (premium === null) return { ...measured, priced: false, unpriced_reason: t('unpriced_quote', { detail: 'no bid, ask or last price' }) };
    // Sanity gate: a quote this far from what the underlying implies is another asset's, never a premium to sell.
    if (Math.abs(premium) / 10_000 > sanity.value.token_vs_underlying) {
      return { ...measured, priced: false, unpriced_reason: t('unpriced_implausible', { mid: Math.round(mid! * 1e6) / 1e6, premium, implied: Math.round(implied * 1e6) / 1e6, limit: Math.round(sanity.value.token_vs_underlying * 1000) / 10 }) };
    }
    return { ...measured, priced: true, unpriced_reason: null };
  });

  // The detail: depth near the mid, the perpetual, and the reference while the underlying's session is closed.
  let detail: TokenDetail | null = null;
  const d = input.detail;
  const spec = d === undefined ? undefined : specs.find((s) => s.token === d.token);
  if (d !== undefined && spec !== undefined) {
    const row = rows.find((r) => r.token === d.token)!;
    const band = signal.value.depth_band_bps / 10_000;
    const bestBid = d.quote.bids[0]?.[0] ?? null;
    const bestAsk = d.quote.asks[0]?.[0] ?? null;
    const mid = bestBid !== null && bestAsk !== null ? (bestBid + bestAsk) / 2 : row.mid;
    const depth = (levels: readonly (readonly [number, number])[], inside: (p: number) => boolean) => levels.filter(([p]) => inside(p)).reduce((s, [p, a]) => s + p * a, 0);
    const instant = d.quote.time ?? row.underlying_time ?? null;
    let session: TokenDetail['session'] = 'unknown';
    let reference: ReferencePrice | null = null;
    let premiumRef: number | null = null;
    try {
      const instrument = resolveInstrument(spec.underlying, { allowEquity: true, asOf });
      if (instant !== null) {
        session = isSessionOpen(instrument, instant) ? 'open' : 'closed';
        const closeTime = lastSessionClose(instrument, instant);
        if (session === 'closed' && d.perp !== null && row.underlying_last !== null && closeTime !== null) {
          const gate = gateReferencePrice(d.perp, { lastClose: { price: row.underlying_last, time: Math.min(closeTime, instant) }, sessionClosed: true, asOfMs: instant }, { lang });
          for (const r of gate.rules_applied) applied.push(r as AppliedRule<unknown>);
          reference = gate.reference;
          if (reference !== null && reference.quality === 'live' && mid !== null) premiumRef = bps(mid / (reference.mid * spec.shares_per_token!) - 1);
        }
      }
    } catch (error) {
      // An underlying the instrument table cannot place in a session leaves the session unknown, never open.
      if (!(error instanceof GuidekitError)) throw error;
    }
    const terms = pickRule(TOKENIZED_ISSUER_TERMS[spec.issuer]!, asOf)!;
    const venueTable = spec.quote === null ? undefined : TOKENIZED_ISSUER_TERMS[`${spec.quote.venue}-xstocks`];
    const venue = venueTable === undefined ? undefined : pickRule(venueTable, asOf);
    applied.push(terms, ...(venue === undefined ? [] : [venue]));
    detail = {
      token: d.token,
      session,
      depth_usd: {
        bid: mid === null ? 0 : depth(d.quote.bids, (p) => p >= mid * (1 - band)),
        ask: mid === null ? 0 : depth(d.quote.asks, (p) => p <= mid * (1 + band)),
        band_bps: signal.value.depth_band_bps,
      },
      reference,
      premium_vs_reference_bps: premiumRef,
      perp: d.perp === null ? null : { coin: d.perp.coin, funding_per_hour: d.perp.funding, mark: d.perp.mark, oracle: d.perp.oracle },
      terms: { ...terms.value, source: terms.source, verified: terms.verified },
      venue_terms: venue === undefined ? null : { ...venue.value, source: venue.source, verified: venue.verified },
    };
  }

  const issuers = Object.entries(TOKENIZED_ISSUER_TERMS).flatMap(([issuer, table]) => {
    const rule = pickRule(table, asOf);
    return rule === undefined ? [] : [{ issuer, ...rule.value, source: rule.source, effective: rule.effective, verified: rule.verified }];
  });

  // The call: the widest premium beyond the threshold, measured against the reference where the detail has one.
  const threshold = signal.value.min_premium_bps;
  const measured = rows.filter((r) => r.priced).map((r) => {
    const useRef = detail !== null && detail.token === r.token && detail.premium_vs_reference_bps !== null;
    return { row: r, premium: useRef ? detail!.premium_vs_reference_bps! : r.premium_vs_last_bps!, basis: useRef ? ('reference' as const) : ('last' as const) };
  });
  measured.sort((a, b) => Math.abs(b.premium) - Math.abs(a.premium) || a.row.token.localeCompare(b.row.token));
  const widest = measured[0];
  const call = widest !== undefined && Math.abs(widest.premium) >= threshold ? { token: widest.row.token, direction: widest.premium > 0 ? ('rich' as const) : ('cheap' as const), premium_bps: widest.premium, basis: widest.basis } : null;
  const basisText = (w: NonNullable<typeof widest>) => (w.basis === 'reference' ? t('basis_reference', { coin: detail!.reference!.coin }) : t('basis_last', { underlying: w.row.underlying }));
  const explanation =
    widest === undefined ? t('call_none_priced')
    : call === null ? t('call_none', { threshold, token: widest.row.token, premium: widest.premium })
    : t(call.direction === 'rich' ? 'call_rich' : 'call_cheap', { token: call.token, premium: Math.abs(call.premium_bps), underlying: widest.row.underlying, basis: basisText(widest), threshold });
  return { call, explanation, tokens: rows, detail, issuers, ...citeRules(applied, { lang }) };
}
