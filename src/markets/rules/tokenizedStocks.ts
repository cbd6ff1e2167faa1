import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Tokenized stocks: each issuer's and venue's terms (what the token is, how it is redeemed, when it trades) and the
 * tokens guidekit prices, with where a keyless quote exists. Versions are verified only where the terms were read.
 */

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this number); see docs/perps-tokenized-preipo.md';

/** One issuer's or venue's terms, as read. */
export interface TokenizedIssuerTerms {
  readonly label: string;
  /** What holding the token is, legally. */
  readonly legal_form: string;
  /** How a token turns back into money, and who may do it. */
  readonly redemption: string;
  /** When it trades. */
  readonly trading_hours: string;
  /** What happens to dividends. */
  readonly dividends: string;
  readonly terms_url: string;
}

/**
 * Terms of each tokenized-stock issuer and venue.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const TOKENIZED_ISSUER_TERMS: Readonly<Record<string, RuleTable<TokenizedIssuerTerms>>> = {
  'backed-xstocks': {
    id: 'markets.tokenized.terms.backed_xstocks',
    title: 'Tokenized stocks: Backed Assets (JE) Limited, xStocks',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Backed Assets (JE) Limited — xStocks',
          legal_form: 'Tracker certificates: bearer debt instruments issued by Backed Assets (JE) Limited (Jersey), each tracking one listed share or ETF 1:1 and collateralized by it; no voting or shareholder rights.',
          redemption: 'Redeemable with Backed by eligible (identified) users for the market price of the underlying, in money, not for the share itself; otherwise sold on secondary markets.',
          trading_hours: 'Transferable on chain at any time; each venue sets its own trading hours.',
          dividends: 'Reinvested, net of tax, through rebasing of the token balance.',
          terms_url: 'https://assets.backed.fi/legal-documentation',
        },
        source:
          'xStocks docs, Legal and Regulatory Overview and Frequently Asked Questions (https://docs.xstocks.com/legal-and-compliance/legal-and-regulatory-overview, https://docs.xstocks.com/frequently-asked-questions)',
        effective: '2026-11-25',
        verified: '2026-11-25',
      },
    ],
  },
  'kraken-xstocks': {
    id: 'markets.tokenized.terms.kraken_xstocks',
    title: 'Tokenized stocks: Kraken, xStocks trading',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Kraken — xStocks',
          legal_form: 'A venue for Backed\'s xStocks (see the issuer\'s terms).',
          redemption: 'Sold on Kraken, or withdrawn on chain and redeemed with the issuer where eligible.',
          trading_hours: '24/7 on Kraken Pro for TSLAx, QQQx, SPYx, NVDAx, CRCLx, AAPLx, HOODx, MSTRx, GLDx and GOOGLx; every other xStock 24/5, not on weekends.',
          dividends: 'Passed on through the issuer\'s rebasing.',
          terms_url: 'https://www.kraken.com/legal/xstocks',
        },
        source: 'Kraken Support, xStocks FAQ (https://support.kraken.com/articles/xstocks-faq)',
        effective: '2026-11-25',
        verified: '2026-11-25',
      },
    ],
  },
  'ondo-global-markets': {
    id: 'markets.tokenized.terms.ondo_global_markets',
    title: 'Tokenized stocks: Ondo Global Markets (BVI) Limited',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Ondo Global Markets (BVI) Limited — Ondo tokenized stocks (…on)',
          legal_form: 'Structured notes issued by a bankruptcy-remote BVI special purpose vehicle under Swiss-law sales terms, backed 1:1 (plus a buffer) by the underlying held at a custodial broker-dealer; no shareholder rights.',
          redemption: 'Redeemable by whitelisted primary purchasers for the then-value of the underlying in USDon (swappable 1:1 to USDC while the swapper holds enough), minimum 1 USD.',
          trading_hours: 'Not read here.',
          dividends: 'Total-return trackers: dividends (net of withholding) are reinvested, so one token may come to represent more than one share.',
          terms_url: 'https://docs.ondo.finance/ondo-global-markets/legal-and-regulatory',
        },
        source:
          'Ondo docs, Ondo Global Markets: Overview, Investing & Redeeming, Legal & Regulatory (https://docs.ondo.finance/ondo-global-markets/overview, /investing-and-redeeming, /legal-and-regulatory)',
        effective: '2026-11-25',
        verified: '2026-11-25',
      },
    ],
  },
  'robinhood-eu-stock-tokens': {
    id: 'markets.tokenized.terms.robinhood_eu',
    title: 'Tokenized stocks: Robinhood Europe UAB, stock tokens',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Robinhood Europe, UAB — stock tokens',
          legal_form: 'A contract with Robinhood Europe UAB that mirrors a US share\'s price, shown as a token minted on opening and burnt on closing; not transferable out of the app.',
          redemption: 'Not redeemable for shares: positions are closed in the app.',
          trading_hours: 'Generally during NASDAQ hours (09:30–16:00 ET), with extended hours; marketed as 24/5.',
          dividends: 'A cash amount under the contract.',
          terms_url: 'https://robinhood.com/eu/en/support/articles/stock-tokens/',
        },
        source: 'Robinhood Europe, UAB, Stock Tokens Key Information Document (https://robinhood.com/eu/en/support/articles/stock-tokens/)',
        effective: '2026-11-25',
        verified: null,
        note: 'Read only in third-party summaries of the document (academy.musaffa.com).',
      },
    ],
  },
};

/** A token guidekit prices. */
export interface TokenizedStockToken {
  readonly token: string;
  readonly issuer: string;
  /** The underlying's ticker. */
  readonly underlying: string;
  /** Where a keyless quote exists; null when none does (the token is listed, not priced). */
  readonly quote: { readonly venue: 'kraken'; readonly pair: string } | null;
  /** Underlying shares one token tracks, when the terms fix it; null for total-return trackers. */
  readonly shares_per_token: number | null;
}

const xstock = (ticker: string): TokenizedStockToken => ({ token: `${ticker}x`, issuer: 'backed-xstocks', underlying: ticker, quote: { venue: 'kraken', pair: `${ticker}xUSD` }, shares_per_token: 1 });
const ondo = (ticker: string): TokenizedStockToken => ({ token: `${ticker}on`, issuer: 'ondo-global-markets', underlying: ticker, quote: null, shares_per_token: null });

/**
 * The tokens priced: the ten xStocks Kraken trades around the clock (quoted through Kraken's public API) and four Ondo
 * tokens (no keyless quote here: listed, not priced).
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const TOKENIZED_STOCK_TOKENS: RuleTable<readonly TokenizedStockToken[]> = {
  id: 'markets.tokenized.tokens',
  title: 'Tokenized stocks: tokens priced and where their quotes come from',
  cadence: 'annual',
  versions: [
    {
      value: [...['TSLA', 'QQQ', 'SPY', 'NVDA', 'CRCL', 'AAPL', 'HOOD', 'MSTR', 'GLD', 'GOOGL'].map(xstock), ...['TSLA', 'NVDA', 'AAPL', 'SPY'].map(ondo)],
      source:
        'Kraken Support, xStocks FAQ (https://support.kraken.com/articles/xstocks-faq): the ten xStocks trading 24/7 on Kraken Pro; xStocks docs (https://docs.xstocks.com): 1:1 tracking; Ondo docs (https://docs.ondo.finance/ondo-global-markets/overview): the "on" suffix and total-return tracking',
      effective: '2026-11-25',
      verified: null,
      note: 'Kraken\'s pair names (TSLAxUSD, ...) were not read from Kraken\'s asset-pair list: a pair Kraken does not know makes that token unpriced (a 400 naming it when asked for alone).',
    },
  ],
};

/** When a token's price is a premium or discount worth calling, and how deep a book must be. */
export interface TokenizedSignalRule {
  /** |premium| at or above which a token is called rich or cheap, in basis points. */
  readonly min_premium_bps: number;
  /** Band around the mid within which resting depth is counted, in basis points. */
  readonly depth_band_bps: number;
}

/**
 * Thresholds of the tokenized-stock signal.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const TOKENIZED_SIGNAL: RuleTable<TokenizedSignalRule> = {
  id: 'markets.tokenized.signal',
  title: 'Tokenized stocks: premium worth calling and depth band',
  versions: [{ value: { min_premium_bps: 50, depth_band_bps: 100 }, source: OWN_CHOICE, effective: '1990-01-01', verified: null, note: '50 bps is about a retail round trip on a token venue (spread and fees); depth within 1 % of the mid is what a retail order walks.' }],
};
