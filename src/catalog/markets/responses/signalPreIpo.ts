import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** The reference price object of the specification (its Resources table), as the reference gate writes it. */
export const referencePriceSchema = z
  .looseObject({
    source: z.enum(['perp_exchange_mid']).nullable().describe('perp_exchange_mid when the perpetual\'s mid is the reference; null when the book was refused.'),
    coin: z.string().describe('Listing the number came from, <prefix>:<symbol>.'),
    label: z.string().describe('The listing\'s own label.'),
    quality: z.enum(['live', 'none']).describe('live, or none when refused.'),
    reason: z.enum(['dead_book', 'illiquid', 'mark_oracle_divergence', 'stale', 'fetch_failed', 'unit_mismatch', 'unbounded']).nullable().describe('Why the book was refused; null when live.'),
    session: z.literal('closed').describe('Always closed: a pre-IPO company has no session.'),
    as_of: z.number().describe('Time of the reference, epoch ms.'),
    mid: z.number().describe('Perpetual mid (the stand-in close when refused).'),
    mark: z.number().describe('Perpetual mark.'),
    oracle: z.number().describe('Venue oracle.'),
    vs_last_close_pct: z.number().describe('Mid against the stand-in close (the oracle), percent.'),
    attribution: prose(z.string()).describe('Data attribution text.'),
  })
  .describe('Reference price object of a perpetual, gated.');

const companySchema = z
  .looseObject({
    company: z.string().describe('Filer name as EDGAR gives it.'),
    cik: z.string().describe('Central Index Key, ten digits.'),
    stage: z.enum(['priced', 'effective', 'amended', 'registered']).describe('Most advanced filing seen.'),
    kind: z.enum(['ipo', 'spac', 'already_reporting', 'unknown']).describe('What its filing history shows.'),
    kind_note: prose(z.string()).describe('Why, in words.'),
    tickers: z.array(z.string()).describe('Tickers EDGAR lists (empty before a listing or when not read).'),
    filings: z
      .array(z.looseObject({ form: z.string().describe('Form.'), filed: z.string().describe('Filing date.'), accession: z.string().describe('Accession number.'), url: z.string().describe('Filing index page.') }))
      .describe('Its filings seen in the feeds, newest first.'),
    first_public_filing: z.string().nullable().describe('Earliest registration filing known (ISO date).'),
    window: z
      .looseObject({
        status: z.enum(['priced', 'expected', 'not_before']).describe('Priced already, expected between from and to, or not before from.'),
        from: z.string().describe('ISO date.'),
        to: z.string().nullable().describe('ISO date; null when no latest date can be read.'),
        note: prose(z.string()).describe('The window in words.'),
      })
      .describe('Expected pricing window (a heuristic).'),
    perp: referencePriceSchema.nullable().describe('A pre-IPO perpetual matching the filer, gated; null when none matches.'),
  })
  .describe('One company on the radar.');

/** The 200 answer of signalPreIpo. */
export const signalPreIpoResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    call: companySchema.nullable().describe('The next first listing to price; null when none is on the radar.'),
    explanation: prose(z.string()).describe('The call in one sentence.'),
    companies: z.array(companySchema).describe('Every company on the radar, effective first, then priced, amended, registered.'),
    perps: z
      .array(
        z.looseObject({
          coin: z.string().describe('Listing, <dex>:<label>.'),
          label: z.string().describe('Its label.'),
          reference: referencePriceSchema,
          explanation: prose(z.string()).describe('What the gate found.'),
          matches_cik: z.string().nullable().describe('The filer whose name it matches, if any.'),
        }),
      )
      .describe('Pre-IPO perpetuals read, each gated by the reference gate.'),
    heuristic_note: prose(z.string()).describe('How windows are read.'),
    effect_only_unread: z.number().describe('Filers seen only in EFFECT notices whose history was not read (not listed).'),
    feeds: z.array(z.looseObject({ form: z.string().describe('Form.'), entries: z.number().describe('Entries of that form.'), updated: z.string().nullable().describe('Feed time.') })).describe('The EDGAR feeds read.'),
  })
  .describe('Pre-IPO and new-listing radar from SEC EDGAR: stages, kinds and expected pricing windows, with pre-IPO perpetual prices gated by the reference gate.');
