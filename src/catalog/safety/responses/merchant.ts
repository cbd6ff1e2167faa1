import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { merchantCapSchema, merchantSignalSchema } from './_safetyShapes.js';

/** One source a merchant probe consulted and how it went. */
const merchantProbeSourceSchema = z.looseObject({
  id: z.string().describe('`rdap`, `tls`, `policy_pages`, `blocklist.urlhaus`, `blocklist.phishtank`, `blocklist.openphish`.'),
  status: z.enum(['stale', 'ok', 'unavailable']).describe('`ok`: measured; `stale`: from an old cache; `unavailable`: could not be measured.'),
  fetched_at: z.string().nullable().describe('When the source was read (ISO 8601); null when it was not.'),
  detail: prose(z.string().nullable()).describe('Why it could not be measured, in words; null when it was.'),
}).describe('One source a merchant probe consulted and how it went.');

/** A domain that imitates a brand. */
const brandLookalikeSchema = z.looseObject({
  brand: z.string().describe('The brand imitated.'),
  kind: z.enum(['typo', 'homoglyph', 'contains', 'subdomain']).describe('`typo`: one edit away; `homoglyph`: equal once look-alike characters are folded; `contains`: the brand plus other words; `subdomain`: the brand used as a subdomain of another domain.'),
}).describe('A domain that imitates a brand.');

/** The outcome of analyzeDomainShape. */
const domainShapeSchema = z.looseObject({
  hostname: z.string().describe('Lower-case hostname without a trailing dot.'),
  registrable_domain: z.string().nullable().describe('Domain a registrant controls (public suffix plus one label), e.g. `shop.example.co.uk` → `example.co.uk`; null for IPs and bare suffixes.'),
  public_suffix: z.string().nullable().describe('Public suffix of the domain (e.g. `co.uk`); null for an IP address.'),
  tld: z.string().nullable().describe('The last label, e.g. `uk`.'),
  subdomain: z.string().nullable().describe('Subdomain part, or null.'),
  is_ip: z.boolean().describe('True when the host is an IP address.'),
  is_icann: z.boolean().describe('False when the suffix is not in the ICANN section of the Public Suffix List (unknown or private suffix).'),
  punycode: z.boolean().describe('Any label is punycode (`xn--`): an internationalised name that may hide look-alike characters.'),
  hyphens: z.number().describe('Hyphens in the registrable name.'),
  digits: z.number().describe('Digits in the registrable name.'),
  risky_tld: z.boolean().describe('True when the top-level domain is one abusers favour.'),
  lookalike: brandLookalikeSchema.nullable(),
}).describe('The outcome of analyzeDomainShape.');

/** The 200 answer of safetyMerchant. */
export const safetyMerchantResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  facts: z.looseObject({
    rdap: z.looseObject({
        status: z.enum(['ok', 'unavailable']).describe('Whether the registration lookup answered.'),
        registration_date: z.string().nullable().optional().describe('ISO date of the `registration` event; null when the answer has none.'),
        expiration_date: z.string().nullable().optional().describe('ISO date the registration expires, when known.'),
        last_transfer_date: z.string().nullable().optional().describe('Latest `transfer` or `last changed` event.'),
        registrar: z.string().nullable().optional().describe('The registrar, when known.'),
      }).nullable().describe('Domain registration (RDAP).'),
    tls: z.looseObject({
        status: z.enum(['ok', 'unavailable']).describe('Whether the certificate could be read.'),
        valid: z.boolean().optional().describe('The chain verified against the trust store.'),
        error: z.string().nullable().optional().describe('Node\'s authorizationError, e.g. `CERT_HAS_EXPIRED`.'),
        issuer: z.string().nullable().optional().describe('Issuer of the certificate, when read.'),
        valid_from: z.string().nullable().optional().describe('ISO date the certificate is valid from, when read.'),
        valid_to: z.string().nullable().optional().describe('ISO date the certificate is valid to, when read.'),
        self_signed: z.boolean().optional().describe('True when the certificate is self-signed.'),
        hostname_match: z.boolean().optional().describe('True when the certificate names the host.'),
        organization: z.string().nullable().optional().describe('Subject organisation (OV/EV certificates), if any.'),
      }).nullable().describe('The TLS certificate.'),
    policy_pages: z.looseObject({
        status: z.enum(['ok', 'unavailable']).describe('Whether the policy pages could be read.'),
        refund: z.boolean().nullable().optional().describe('A refund or returns policy was found; null when unknown.'),
        privacy: z.boolean().nullable().optional().describe('A privacy policy was found; null when unknown.'),
        terms: z.boolean().nullable().optional().describe('Terms of service were found; null when unknown.'),
        contact: z.boolean().nullable().optional().describe('A contact page was found; null when unknown.'),
        shipping: z.boolean().nullable().optional().describe('A shipping policy was found; null when unknown.'),
        contact_kind: z.enum(['phone_or_address', 'form_only', 'webmail_only']).nullable().optional().describe('What the contact page offers.'),
      }).nullable().describe('The shop\'s policy pages.'),
    blocklists: z.looseObject({
        urlhaus: z.looseObject({
              status: z.enum(['ok', 'unavailable']).describe('Whether URLhaus could be checked.'),
              listed: z.boolean().optional().describe('True when URLhaus lists the domain.'),
              evidence: z.string().nullable().optional().describe('The listing, when listed.'),
            }).optional().describe('URLhaus (malware URLs).'),
        phishtank: z.looseObject({
              status: z.enum(['ok', 'unavailable']).describe('Whether PhishTank could be checked.'),
              listed: z.boolean().optional().describe('True when PhishTank lists the domain.'),
              evidence: z.string().nullable().optional().describe('The listing, when listed.'),
            }).optional().describe('PhishTank (phishing).'),
        openphish: z.looseObject({
              status: z.enum(['ok', 'unavailable']).describe('Whether OpenPhish could be checked.'),
              listed: z.boolean().optional().describe('True when OpenPhish lists the domain.'),
              evidence: z.string().nullable().optional().describe('The listing, when listed.'),
            }).optional().describe('OpenPhish (phishing).'),
      }).describe('Blocklist lookups.'),
  }).describe('What the probe measured, by source.'),
  sources: z.array(merchantProbeSourceSchema).describe('Each probe source with its status.'),
  probe: z.looseObject({
    url: z.string().describe('URL of the probed page (the shop\'s home page).'),
    address: z.string().nullable().describe('The one address every connection used; null when the name did not resolve.'),
    elapsed_ms: z.number().describe('Time the probe took, in milliseconds.'),
  }).describe('The probe itself.'),
  hostname: z.string().describe('The host checked.'),
  registrable_domain: z.string().nullable().describe('The registrable domain of the host; null for an IP address.'),
  score: z.number().describe('1 to 100; higher is more trustworthy.'),
  band: z.enum(['very_likely_unsafe', 'likely_unsafe', 'caution', 'likely_safe', 'very_likely_safe']).describe('The verdict band of the score.'),
  blocklisted: z.boolean().describe('True when a blocklist lists the domain (the score is then capped very low).'),
  signals: z.array(merchantSignalSchema).describe('Every signal with the points it gave and why.'),
  unknowns: z.array(z.string()).describe('Ids of signals that could not be measured; they add no points and cap the score.'),
  caps: z.array(merchantCapSchema).describe('Caps that lowered the score, with the reason.'),
  shape: domainShapeSchema,
}).describe('A shop\'s trust score (1 to 100) and band from its domain age, certificate, policy pages, blocklists and look-alike names, with every signal, unknown and cap, and the facts the probe measured.');
