import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { scoreMerchant } from '../../safety/scoreMerchant.js';
import { getMerchantProbe } from '../../adapters/merchant/merchantProbeProvider.js';

/**
 * GET /api/safety/merchant: Merchant trust score from domain age, blocklists, TLS and policy pages.
 *
 * The run probes the shop (docs/merchant-probe.md: RDAP through the IANA bootstrap file, TLS, homepage and contact page,
 * the blocklist feed files of the data directory) and scores the signals with `scoreMerchant`. A domain that is or
 * resolves to an internal address, in any spelling, is a 400 naming `domain` before any connection is made.
 */
export const safetyMerchant = defineEndpoint({
  operationId: 'safetyMerchant',
  method: 'GET',
  path: '/api/safety/merchant',
  priceUsd: '0.02',
  domain: 'safety',
  spec: '002_55be4aa7ee3acf96.txt#Shopping safety service',
  summary: 'Merchant trust score from domain age, blocklists, TLS and policy pages.',
  params: z.object({
    // The shop's domain or URL (http/https, ports 80/443); the probe normalises it and reduces it to the registrable domain.
    domain: q.text({ max: 253 }),
    lang: langParam,
  }),
  run: async (p, ctx) => {
    const signals = await getMerchantProbe()(p.domain, { field: 'domain' });
    const score = scoreMerchant(signals, { asOf: ctx.asOf, lang: ctx.lang.lang });
    return {
      ...score,
      facts: { rdap: signals.rdap, tls: signals.tls, policy_pages: signals.policy_pages, blocklists: signals.blocklists },
      sources: signals.probe.sources,
      probe: { url: signals.probe.url, address: signals.probe.address, elapsed_ms: signals.probe.elapsed_ms },
    };
  },
});
