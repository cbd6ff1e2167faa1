import { z } from 'zod';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { radarTokenization } from '../../markets/tokenized/radarTokenization.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { signalTokenizationRadarResponse } from './responses/signalTokenizationRadar.js';

/**
 * GET /api/signal/tokenization-radar: tokenization-trend radar. Reads DefiLlama's free protocol list and answers the
 * tokenized real-world-asset protocols' value locked and its changes, new listings and movers; sources that need keys
 * (rwa.xyz, DefiLlama's RWA endpoints) are listed as unavailable. No parameters besides `lang` (the spec shows none). A
 * list without any tokenized real-world-asset protocol has nothing to sell: a 409 `nothing-clears`, never charged.
 */
export const signalTokenizationRadar = defineEndpoint({
  operationId: 'signalTokenizationRadar',
  method: 'GET',
  path: '/api/signal/tokenization-radar',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Tokenization-trend radar: listings and flows.',
  params: z.object({
    lang: langParam,
  }),
  needs: ['tokenizationData'],
  run: async (_p, ctx) => {
    const { protocols } = await ctx.ports.tokenizationData.protocols({ trace: ctx.trace });
    const radar = radarTokenization(protocols, { asOf: ctx.asOf, lang: ctx.lang.lang });
    // The radar sells its listing of tokenized real-world-asset protocols: with none in the list it has nothing to sell.
    if (radar.totals.protocols === 0) {
      const { summary, ...rest } = radar;
      throw new NothingClearsError(summary, { details: { ...rest, measured: { protocols_read: protocols.length, rwa_protocols: 0 } } });
    }
    return radar;
  },
  response: signalTokenizationRadarResponse,
  conflict: 'The protocol list holds no tokenized real-world-asset protocol (nothing-clears).',
});
