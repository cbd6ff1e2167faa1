import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One source a merchant probe consulted and how it went. */
const merchantProbeSourceSchema = z.looseObject({
  id: z.string().describe('`rdap`, `tls`, `policy_pages`, `blocklist.urlhaus`, `blocklist.phishtank`, `blocklist.openphish`.'),
  status: z.enum(['stale', 'ok', 'unavailable']).describe('TODO'),
  fetched_at: z.string().nullable().describe('TODO'),
  detail: prose(z.string().nullable()).describe('TODO'),
}).describe('One source a merchant probe consulted and how it went.');

/** One signal with the points it gave and why. */
const merchantSignalSchema = z.looseObject({
  id: z.string().describe('e.g. `domain_age`, `blocklist.urlhaus`, `tls`, `page.refund`, `shape.lookalike`.'),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable().describe('TODO'),
  points: z.number().describe('TODO'),
  evidence: z.string().describe('TODO'),
}).describe('One signal with the points it gave and why.');

/** A domain that imitates a brand. */
const brandLookalikeSchema = z.looseObject({
  brand: z.string().describe('TODO'),
  kind: z.enum(['typo', 'homoglyph', 'contains', 'subdomain']).describe('`typo`: one edit away; `homoglyph`: equal once look-alike characters are folded; `contains`: the brand plus other words; `subdomain`: the brand used as a subdomain of another domain.'),
}).describe('A domain that imitates a brand.');

/** The outcome of analyzeDomainShape. */
const domainShapeSchema = z.looseObject({
  hostname: z.string().describe('Lower-case hostname without a trailing dot.'),
  registrable_domain: z.string().nullable().describe('Domain a registrant controls (public suffix plus one label), e.g. `shop.example.co.uk` → `example.co.uk`; null for IPs and bare suffixes.'),
  public_suffix: z.string().nullable().describe('TODO'),
  tld: z.string().nullable().describe('The last label, e.g. `uk`.'),
  subdomain: z.string().nullable().describe('TODO'),
  is_ip: z.boolean().describe('TODO'),
  is_icann: z.boolean().describe('False when the suffix is not in the ICANN section of the Public Suffix List (unknown or private suffix).'),
  punycode: z.boolean().describe('Any label is punycode (`xn--`): an internationalised name that may hide look-alike characters.'),
  hyphens: z.number().describe('TODO'),
  digits: z.number().describe('TODO'),
  risky_tld: z.boolean().describe('TODO'),
  lookalike: brandLookalikeSchema.nullable(),
}).describe('The outcome of analyzeDomainShape.');

/** The 200 answer of safetyMerchant. */
export const safetyMerchantResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  facts: z.looseObject({
    rdap: z.looseObject({
        status: z.enum(['ok', 'unavailable']).describe('TODO'),
        registration_date: z.string().nullable().optional().describe('ISO date of the `registration` event; null when the answer has none.'),
        expiration_date: z.string().nullable().optional().describe('TODO'),
        last_transfer_date: z.string().nullable().optional().describe('Latest `transfer` or `last changed` event.'),
        registrar: z.string().nullable().optional().describe('TODO'),
      }).nullable().describe('TODO'),
    tls: z.looseObject({
        status: z.enum(['ok', 'unavailable']).describe('TODO'),
        valid: z.boolean().optional().describe('The chain verified against the trust store.'),
        error: z.string().nullable().optional().describe('Node\'s authorizationError, e.g. `CERT_HAS_EXPIRED`.'),
        issuer: z.string().nullable().optional().describe('TODO'),
        valid_from: z.string().nullable().optional().describe('TODO'),
        valid_to: z.string().nullable().optional().describe('TODO'),
        self_signed: z.boolean().optional().describe('TODO'),
        hostname_match: z.boolean().optional().describe('TODO'),
        organization: z.string().nullable().optional().describe('Subject organisation (OV/EV certificates), if any.'),
      }).nullable().describe('TODO'),
    policy_pages: z.looseObject({
        status: z.enum(['ok', 'unavailable']).describe('TODO'),
        refund: z.boolean().nullable().optional().describe('TODO'),
        privacy: z.boolean().nullable().optional().describe('TODO'),
        terms: z.boolean().nullable().optional().describe('TODO'),
        contact: z.boolean().nullable().optional().describe('TODO'),
        shipping: z.boolean().nullable().optional().describe('TODO'),
        contact_kind: z.enum(['phone_or_address', 'form_only', 'webmail_only']).nullable().optional().describe('What the contact page offers.'),
      }).nullable().describe('TODO'),
    blocklists: z.looseObject({
        urlhaus: z.looseObject({
              status: z.enum(['ok', 'unavailable']).describe('TODO'),
              listed: z.boolean().optional().describe('TODO'),
              evidence: z.string().nullable().optional().describe('TODO'),
            }).optional().describe('TODO'),
        phishtank: z.looseObject({
              status: z.enum(['ok', 'unavailable']).describe('TODO'),
              listed: z.boolean().optional().describe('TODO'),
              evidence: z.string().nullable().optional().describe('TODO'),
            }).optional().describe('TODO'),
        openphish: z.looseObject({
              status: z.enum(['ok', 'unavailable']).describe('TODO'),
              listed: z.boolean().optional().describe('TODO'),
              evidence: z.string().nullable().optional().describe('TODO'),
            }).optional().describe('TODO'),
      }).describe('TODO'),
  }).describe('TODO'),
  sources: z.array(merchantProbeSourceSchema).describe('TODO'),
  probe: z.looseObject({
    url: z.string().describe('Official page.'),
    address: z.string().nullable().describe('TODO'),
    elapsed_ms: z.number().describe('TODO'),
  }).describe('TODO'),
  hostname: z.string().describe('TODO'),
  registrable_domain: z.string().nullable().describe('TODO'),
  score: z.number().describe('1 to 100; higher is more trustworthy.'),
  band: z.enum(['very_likely_unsafe', 'likely_unsafe', 'caution', 'likely_safe', 'very_likely_safe']).describe('TODO'),
  blocklisted: z.boolean().describe('TODO'),
  signals: z.array(merchantSignalSchema).describe('TODO'),
  unknowns: z.array(z.string()).describe('Ids of signals that could not be measured; they add no points and cap the score.'),
  caps: z.array(z.looseObject({
    id: z.string().describe('TODO'),
    cap: z.number().describe('TODO'),
    reason: prose(z.string()).describe('Why, in words.'),
  })).describe('Caps that lowered the score, with the reason.'),
  shape: domainShapeSchema,
}).describe('TODO');
