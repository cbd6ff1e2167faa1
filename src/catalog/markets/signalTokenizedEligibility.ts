import { z } from 'zod';
import { q } from '../../core/queryParams.js';
import { checkTokenizedEligibility } from '../../markets/tokenized/checkTokenizedEligibility.js';
import { TOKENIZED_ELIGIBILITY } from '../../markets/rules/tokenizedEligibility.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { signalTokenizedEligibilityResponse } from './responses/signalTokenizedEligibility.js';

const ISSUERS = Object.keys(TOKENIZED_ELIGIBILITY) as [string, ...string[]];

/**
 * GET /api/signal/tokenized-eligibility: who may buy tokenized stocks and pre-IPO perpetuals from which jurisdiction,
 * per issuer and venue, from their dated and cited terms (docs/perps-tokenized-preipo.md). The spec shows no
 * parameters; guidekit accepts three undeclared ones: `jurisdiction` (ISO 3166-1 alpha-2, or a subdivision such as
 * `CA-ON`; absent: the table without a verdict), `product` (`tokenized_stock` or `pre_ipo_perp`) and `issuer`. The
 * answer is excluded, outside the offer or unknown, never "eligible".
 */
export const signalTokenizedEligibility = defineEndpoint({
  operationId: 'signalTokenizedEligibility',
  method: 'GET',
  path: '/api/signal/tokenized-eligibility',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Jurisdiction-eligibility check for tokenized stocks and pre-IPO perpetuals.',
  params: z.object({
    lang: langParam,
    jurisdiction: q.text({ max: 6 }).optional().meta(UNDECLARED_PARAM_META),
    product: q.oneOf(['tokenized_stock', 'pre_ipo_perp']).optional().meta(UNDECLARED_PARAM_META),
    issuer: q.oneOf(ISSUERS).optional().meta(UNDECLARED_PARAM_META),
  }),
  run: (p, ctx) =>
    checkTokenizedEligibility({
      asOf: ctx.asOf,
      lang: ctx.lang.lang,
      ...(p.jurisdiction === undefined ? {} : { jurisdiction: p.jurisdiction }),
      ...(p.product === undefined ? {} : { product: p.product }),
      ...(p.issuer === undefined ? {} : { issuer: p.issuer }),
    }),
  response: signalTokenizedEligibilityResponse,
});
