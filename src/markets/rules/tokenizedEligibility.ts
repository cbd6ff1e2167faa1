import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Who may buy tokenized stocks and pre-IPO perpetuals from where, per issuer and venue, as their own terms say it. A
 * version is `verified` only where the terms were read; an exclusion list is `complete` only where the whole list was
 * read. Nothing here says a person is eligible: terms that exclude a jurisdiction exclude it, terms that restrict the
 * offer to a list leave everyone else outside it, and everything else is unknown (KYC, investor status and local law
 * decide the rest).
 */

/** What a set of terms covers. */
export type EligibilityProduct = 'tokenized_stock' | 'pre_ipo_perp';

/** One issuer's or venue's eligibility terms. */
export interface EligibilityTerms {
  readonly label: string;
  readonly role: 'issuer' | 'venue';
  readonly products: readonly EligibilityProduct[];
  /** ISO 3166-1 alpha-2 countries (or ISO 3166-2 subdivisions such as `CA-ON`) the terms name as excluded. */
  readonly excluded: readonly string[];
  /** Excluded groups the terms name without a country list (US persons, sanctioned jurisdictions). */
  readonly excluded_groups: readonly string[];
  /** Countries the offer is restricted to, when the terms give such a list; null when they give none. */
  readonly offered_only_in: readonly string[] | null;
  /** True only when the terms' whole exclusion list was read, so a jurisdiction not on it is not excluded by them. */
  readonly exclusion_list_complete: boolean;
  readonly terms_url: string;
}

/** The EU's 27 members and the EEA's Iceland, Liechtenstein and Norway. */
const EEA = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'] as const;

/**
 * Eligibility terms of each tokenized-stock issuer and venue, and of the venue listing pre-IPO perpetuals.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const TOKENIZED_ELIGIBILITY: Readonly<Record<string, RuleTable<EligibilityTerms>>> = {
  'backed-xstocks': {
    id: 'markets.tokenized.eligibility.backed_xstocks',
    title: 'Eligibility: Backed Assets (JE) Limited, xStocks (issuer)',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Backed Assets (JE) Limited — xStocks',
          role: 'issuer',
          products: ['tokenized_stock'],
          excluded: ['US'],
          excluded_groups: ['US persons', 'the other prohibited and restricted countries listed in the legal documentation (list not read)'],
          offered_only_in: null,
          exclusion_list_complete: false,
          terms_url: 'https://assets.backed.fi/legal-documentation',
        },
        source:
          'xStocks docs, Frequently Asked Questions (https://docs.xstocks.com/frequently-asked-questions): "xStocks are not marketed, offered, or solicited in the United States or in any other prohibited jurisdiction ... For a full list of prohibited and restricted countries ... visit assets.backed.fi/legal-documentation"',
        effective: '2026-11-25',
        verified: '2026-11-25',
        note: 'The full country list at assets.backed.fi was not read: every jurisdiction other than the United States is unknown here.',
      },
    ],
  },
  'kraken-xstocks': {
    id: 'markets.tokenized.eligibility.kraken_xstocks',
    title: 'Eligibility: Kraken, xStocks (venue)',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Kraken — xStocks',
          role: 'venue',
          products: ['tokenized_stock'],
          excluded: ['US', 'CA', 'GB', 'AU'],
          excluded_groups: ['US persons', 'sanctioned jurisdictions'],
          offered_only_in: null,
          exclusion_list_complete: false,
          terms_url: 'https://www.kraken.com/legal/xstocks',
        },
        source:
          'Kraken Support, xStocks FAQ (https://support.kraken.com/articles/xstocks-faq): "not accessible in the US (or to US persons), Canada, UK, or Australia"; "available in 110+ countries (excl. US, UK, Canada, Australia, sanctioned jurisdictions)"',
        effective: '2026-11-25',
        verified: '2026-11-25',
        note: 'The 110-odd countries served are not listed there, so a jurisdiction not named is unknown, not served.',
      },
    ],
  },
  'ondo-global-markets': {
    id: 'markets.tokenized.eligibility.ondo_global_markets',
    title: 'Eligibility: Ondo Global Markets (BVI) Limited, Ondo tokenized stocks (issuer)',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Ondo Global Markets (BVI) Limited — Ondo tokenized stocks',
          role: 'issuer',
          products: ['tokenized_stock'],
          excluded: ['US'],
          excluded_groups: ['US persons'],
          offered_only_in: null,
          exclusion_list_complete: false,
          terms_url: 'https://docs.ondo.finance/ondo-global-markets/legal-and-regulatory',
        },
        source:
          'Ondo docs, Ondo Global Markets overview (https://docs.ondo.finance/ondo-global-markets/overview): "enable investors outside the US to gain exposure to ... US publicly traded securities"',
        effective: '2026-11-25',
        verified: '2026-11-25',
        note: 'The eligibility page with Ondo\'s restricted-country list was not read.',
      },
    ],
  },
  'robinhood-eu-stock-tokens': {
    id: 'markets.tokenized.eligibility.robinhood_eu',
    title: 'Eligibility: Robinhood Europe UAB, stock tokens (issuer and venue)',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Robinhood Europe, UAB — stock tokens',
          role: 'venue',
          products: ['tokenized_stock'],
          excluded: ['US'],
          excluded_groups: [],
          offered_only_in: [...EEA],
          exclusion_list_complete: false,
          terms_url: 'https://robinhood.com/eu/en/support/articles/stock-tokens/',
        },
        source:
          'Robinhood Europe, UAB, Stock Tokens Key Information Document and launch material (https://robinhood.com/eu/en/support/articles/stock-tokens/): offered to eligible customers in the EU/EEA, not in the United States',
        effective: '2026-11-25',
        verified: null,
        note: 'Read only in third-party summaries (academy.musaffa.com, insights4vc): the terms themselves were not read.',
      },
    ],
  },
  hyperliquid: {
    id: 'markets.tokenized.eligibility.hyperliquid',
    title: 'Eligibility: Hyperliquid front end, perpetuals including HIP-3 pre-IPO and equity perpetuals (venue)',
    cadence: 'annual',
    versions: [
      {
        value: {
          label: 'Hyperliquid (app.hyperliquid.xyz) — perpetuals, HIP-3 dexes',
          role: 'venue',
          products: ['pre_ipo_perp'],
          excluded: ['US', 'CA-ON'],
          excluded_groups: ['US persons', 'residents of Ontario', 'sanctioned jurisdictions'],
          offered_only_in: null,
          exclusion_list_complete: false,
          terms_url: 'https://app.hyperliquid.xyz/terms',
        },
        source: 'Hyperliquid Terms of Use (https://app.hyperliquid.xyz/terms), restricted persons',
        effective: '2026-11-25',
        verified: null,
        note: 'Not read: the terms page was not found through the search tool. Each HIP-3 dex\'s deployer may add terms of its own.',
      },
    ],
  },
};
