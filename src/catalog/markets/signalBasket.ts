import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { BASKET_THEMES, CREDENTIAL_PARAM_META } from '../marketParams.js';

/** GET /api/signal/basket: Thematic-basket or sector-ETF signal: breadth, dispersion, concentration, leadership rotation, regime. */
export const signalBasket = defineEndpoint({
  operationId: 'signalBasket',
  method: 'GET',
  path: '/api/signal/basket',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Thematic-basket or sector-ETF signal: breadth, dispersion, concentration, leadership rotation, regime.',
  params: z
    .object({
      theme: q.oneOf(BASKET_THEMES).optional(),
      // A sector ETF symbol whose holdings form the basket.
      etf: q.text({ max: 10 }).optional(),
      // The API key, as an alternative to the X-API-KEY header: a credential, never logged nor shown to tools.
      key: q.text({ max: 200 }).optional().meta(CREDENTIAL_PARAM_META),
      lang: langParam,
    })
    // The basket is either one of the themes or an ETF's holdings: exactly one of the two, and the 400 names both.
    .superRefine((params, ctx) => {
      if ((params.theme === undefined) === (params.etf === undefined)) {
        const message = 'give exactly one of theme or etf';
        ctx.addIssue({ code: 'custom', path: ['theme'], message });
        ctx.addIssue({ code: 'custom', path: ['etf'], message });
      }
    }),
  unavailableReason: 'the market-signal engines have not landed',
});
