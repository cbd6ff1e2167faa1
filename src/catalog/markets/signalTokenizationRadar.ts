import { z } from 'zod';
import { radarTokenization } from '../../markets/tokenized/radarTokenization.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { signalTokenizationRadarResponse } from './responses/signalTokenizationRadar.js';

/**
 * GET /api/signal/tokenization-radar: tokenization-trend radar. Reads DefiLlama's free protocol list and answers the
 * tokenized real-world-asset protocols' value locked and its changes, new listings and movers; sources that need keys
 * (rwa.xyz, DefiLlama's RWA endpoints) are listed as unavailable. No parameters besides `lang` (the spec shows none).
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
    return radarTokenization(protocols, { asOf: ctx.asOf, lang: ctx.lang.lang });
  },
  response: signalTokenizationRadarResponse,
});
