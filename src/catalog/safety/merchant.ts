import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { scoreMerchant } from '../../safety/scoreMerchant.js';
import { parseMerchantTarget } from '../../safety/parseMerchantTarget.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import { safetyMerchantResponse } from './responses/merchant.js';

/**
 * GET /api/safety/merchant: Merchant trust score from domain age, blocklists, TLS and policy pages.
 *
 * The run probes the shop (docs/merchant-probe.md: RDAP through the IANA bootstrap file, TLS, homepage and contact page,
 * the blocklist feed files of the data directory) and scores the signals with `scoreMerchant`. A domain that is or
 * resolves to an internal address, in any spelling, is a 400 naming `domain` before any connection is made and before
 * payment is asked for (the precheck runs the probe's DNS screen).
 */
export const safetyMerchant = defineEndpoint({
  operationId: 'safetyMerchant',
  method: 'GET',
  path: '/api/safety/merchant',
  priceUsd: '0.02',
  domain: 'safety',
  spec: 'Market Signal Service and Shopping Safety Service, Shopping safety service',
  summary: 'Merchant trust score from domain age, blocklists, TLS and policy pages.',
  params: z.object({
    // The shop's domain or URL (http/https, ports 80/443); the probe normalises it and reduces it to the registrable domain.
    domain: q.text({ max: 253 }),
    lang: langParam,
  }),
  needs: ['merchantProbe'],
  // A refused target is a 400 before payment is asked for: the literal-address check, then the probe's DNS screen
  // (a name resolving to an internal address); the probe checks the address again when it connects.
  precheck: async (p, ctx) => {
    parseMerchantTarget(p.domain, { field: 'domain' });
    await ctx.ports.merchantProbe?.screenTarget?.(p.domain, { field: 'domain' });
  },
  run: async (p, ctx) => {
    const signals = await ctx.ports.merchantProbe(p.domain, { field: 'domain', trace: ctx.trace });
    // A probe that could measure nothing carries no information: no score is sold on it.
    if (signals.probe.sources.every((s) => s.status === 'unavailable')) {
      throw new SourceUnavailableError('merchant_probe', `no signal of ${signals.hostname} could be measured (${signals.probe.sources.map((s) => `${s.id}: ${s.detail ?? 'unavailable'}`).join('; ')})`);
    }
    const score = scoreMerchant(signals, { asOf: ctx.asOf, lang: ctx.lang.lang });
    return {
      ...score,
      facts: { rdap: signals.rdap, tls: signals.tls, policy_pages: signals.policy_pages, blocklists: signals.blocklists },
      sources: signals.probe.sources,
      probe: { url: signals.probe.url, address: signals.probe.address, elapsed_ms: signals.probe.elapsed_ms },
    };
  },
  response: safetyMerchantResponse,
});
