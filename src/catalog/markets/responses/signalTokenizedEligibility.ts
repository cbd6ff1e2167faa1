import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

const rowSchema = z
  .looseObject({
    issuer: z.string().describe('Key of the issuer or venue (backed-xstocks, kraken-xstocks, ondo-global-markets, robinhood-eu-stock-tokens, hyperliquid).'),
    label: z.string().describe('Who it is.'),
    role: z.enum(['issuer', 'venue']).describe('Issuer of the tokens, or venue trading them.'),
    products: z.array(z.enum(['tokenized_stock', 'pre_ipo_perp'])).describe('What the terms cover.'),
    status: z.enum(['excluded', 'outside_offer', 'not_excluded_by_terms', 'unknown']).nullable().describe('Where the jurisdiction stands under these terms; null without a jurisdiction. Never "eligible".'),
    reason: prose(z.string()).describe('Why, in words.'),
    excluded: z.array(z.string()).describe('Countries (ISO 3166-1) or subdivisions (ISO 3166-2) the terms exclude.'),
    excluded_groups: z.array(z.string()).describe('Excluded groups named without a country list.'),
    offered_only_in: z.array(z.string()).nullable().describe('Countries the offer is restricted to; null when the terms give no such list.'),
    exclusion_list_complete: z.boolean().describe('True only when the whole exclusion list was read.'),
    terms_url: z.string().describe('Where the terms are.'),
    source: z.string().describe('What was read, with its address.'),
    effective: z.string().describe('From when the row holds (ISO date).'),
    verified: z.string().nullable().describe('When the terms were read; null when they were not.'),
  })
  .describe('One issuer\'s or venue\'s eligibility terms.');

/** The 200 answer of signalTokenizedEligibility. */
export const signalTokenizedEligibilityResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    jurisdiction: z.string().nullable().describe('The jurisdiction checked (upper case); null when none was given.'),
    rows: z.array(rowSchema).describe('Each issuer and venue in scope.'),
    counts: z
      .looseObject({
        excluded: z.number().describe('Excluded by the terms.'),
        outside_offer: z.number().describe('Outside the listed offer.'),
        unknown: z.number().describe('Not decided by the terms as read.'),
        not_excluded_by_terms: z.number().describe('Not excluded by terms read in full.'),
      })
      .describe('Rows per status.'),
    summary: prose(z.string()).describe('The answer in one sentence.'),
    disclaimer: prose(z.string()).describe('Always present: never a statement of eligibility.'),
  })
  .describe('Jurisdiction check for tokenized stocks and pre-IPO perpetuals: each issuer\'s and venue\'s terms, dated and cited, with excluded, outside the offer or unknown; never "eligible".');
