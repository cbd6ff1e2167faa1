import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Rules of the pre-IPO radar (GET /api/signal/pre-ipo): the forms it reads, the heuristics that turn a company's latest
 * filing into an expected pricing window, the HIP-3 dexes known to list pre-IPO perpetuals, and the scan's limits.
 * The windows are guidekit's reading of the filing sequence (public filing, amendments with the price range, the SEC
 * declaring the registration effective, the final prospectus), not a promise: every answer says so.
 */

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this number); see docs/perps-tokenized-preipo.md';

/** The stage a company's latest registration filing puts it in, and its forms. */
export interface PreIpoForms {
  /** Initial registration statements: S-1 (domestic), F-1 (foreign private issuers). */
  readonly registered: readonly string[];
  /** Amendments (the price range usually appears in one). */
  readonly amended: readonly string[];
  /** The SEC's notice that a registration statement is effective. */
  readonly effective: readonly string[];
  /** The final prospectus filed after pricing. */
  readonly priced: readonly string[];
}

/**
 * The EDGAR forms the radar reads, by stage.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PREIPO_FORMS: RuleTable<PreIpoForms> = {
  id: 'markets.preipo.forms',
  title: 'Pre-IPO radar: EDGAR forms read, by stage',
  versions: [
    {
      value: { registered: ['S-1', 'F-1'], amended: ['S-1/A', 'F-1/A'], effective: ['EFFECT'], priced: ['424B4'] },
      source:
        'SEC Forms list (https://www.sec.gov/forms): S-1 and F-1 registration statements under the Securities Act of 1933; EFFECT, the notice of effectiveness; 424B4, a prospectus filed under Rule 424(b)(4) (17 CFR 230.424)',
      effective: '1990-01-01',
      verified: null,
    },
  ],
};

/** Heuristics of the expected pricing window. */
export interface PreIpoWindows {
  /** After an EFFECT notice, pricing is expected within this many business days (effectiveness is usually requested for the pricing evening). */
  readonly effect_to_pricing_business_days: number;
  /** The final prospectus is due within this many business days after pricing (Rule 424(b)). */
  readonly prospectus_after_pricing_business_days: number;
  /** A draft registration filed confidentially must be public at least this many days before the roadshow starts. */
  readonly public_filing_to_roadshow_days: number;
  /** A roadshow, and so the earliest pricing after the public filing, lasts about this many days. */
  readonly roadshow_days: number;
}

/**
 * From the latest filing to an expected pricing window: an EFFECT notice puts pricing on that day or the next business
 * day; a 424B4 means it has priced, within the two business days before; an S-1 or F-1 (or an amendment) puts the
 * earliest pricing 15 days after the first public filing plus a roadshow, with no latest date.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PREIPO_WINDOWS: RuleTable<PreIpoWindows> = {
  id: 'markets.preipo.pricing_windows',
  title: 'Pre-IPO radar: heuristics of the expected pricing window',
  versions: [
    {
      value: { effect_to_pricing_business_days: 1, prospectus_after_pricing_business_days: 2, public_filing_to_roadshow_days: 15, roadshow_days: 5 },
      source:
        `${OWN_CHOICE}. Anchors: Rule 424(b) (17 CFR 230.424(b)), a prospectus "no later than the second business day following the earlier of the date of determination of the offering price or first use"; Securities Act §6(e) as amended by the JOBS Act, a draft registration statement public "not later than 15 days before the date on which the issuer conducts a road show"; Rule 461 (17 CFR 230.461), acceleration of effectiveness on request`,
      effective: '2012-04-05',
      verified: null,
      note: 'Business days here are Monday to Friday; federal holidays are not counted out. The roadshow length is a market convention, not a rule.',
    },
  ],
};

/**
 * Hyperliquid builder-deployed dexes whose listings are pre-IPO perpetuals (shares of private companies).
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PREIPO_PERP_DEXES: RuleTable<readonly string[]> = {
  id: 'markets.preipo.perp_dexes',
  title: 'Pre-IPO radar: HIP-3 dexes listing pre-IPO perpetuals',
  cadence: 'annual',
  versions: [
    {
      value: ['vntl'],
      source: 'Ventuals, pre-IPO perpetuals on Hyperliquid HIP-3 (https://docs.ventuals.com), dex name as its listings are prefixed',
      effective: '2026-11-25',
      verified: null,
      note: 'Not read: the dex name comes from memory of the project\'s launch. Listings of any dex whose label matches a filer\'s name are also shown.',
    },
  ],
};

/** Limits of one radar call. */
export interface PreIpoLimits {
  /** Companies whose submissions are read (each one EDGAR request). */
  readonly max_companies: number;
  /** Pre-IPO perpetual books read and gated. */
  readonly max_perps: number;
}

/**
 * How many companies and perpetual books one call reads.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PREIPO_LIMITS: RuleTable<PreIpoLimits> = {
  id: 'markets.preipo.limits',
  title: 'Pre-IPO radar: companies and perpetual books read per call',
  versions: [{ value: { max_companies: 12, max_perps: 6 }, source: OWN_CHOICE, effective: '1990-01-01', verified: null, note: 'Twelve submissions keep a call near a second and a half at EDGAR\'s ten requests a second.' }],
};
