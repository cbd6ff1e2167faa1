import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { langParam } from '../sharedParams.js';
import { SIGNAL_TIMEFRAMES } from '../marketParams.js';
import { resolveInstrument } from '../../markets/instruments/resolveInstrument.js';
import { resolveMarketInstrument } from './_lib/resolveMarketInstrument.js';
import { serveSignal } from './_lib/serveSignal.js';
import { signalGenerateResponse } from './responses/signalGenerate.js';

/**
 * GET /api/signal/generate: On-demand signal for any instrument: forex pair, ticker, crypto pair, futures or index
 * symbol. The instrument is resolved before payment (an unknown one is a 400 listing the nearest ids; any equity ticker
 * is accepted and checked against the price source); the timeframe's bars are read as hourly (1h, 4h) or daily bars
 * (1d, 3d, 1w, 1m, 3m) and resampled; the call comes from the signal engine with every factor it has (positioning
 * from the Commitments of Traders, crypto funding and fear and greed). While the instrument's session is closed and a
 * perpetual lists it, `_meta.reference` carries the reference price object and the levels are quoted off it;
 * `reference: null` otherwise, and always for crypto. The call is sold only where the instrument's class has a measured
 * out-of-sample edge over drift (`markets.signal_edge`, lower bound above zero); otherwise a 409 `no-edge` with the
 * figures and the engine's call, never charged (docs/signal-declines.md). See docs/market-endpoints.md.
 */
export const signalGenerate = defineEndpoint({
  operationId: 'signalGenerate',
  method: 'GET',
  path: '/api/signal/generate',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'On-demand signal for any instrument: forex pair, ticker, crypto pair, futures or index symbol.',
  params: z.object({
    // A symbol such as EURUSD, GOLD, BTC-USD, CL=F, ^GSPC or any equity ticker.
    instrument: q.text({ max: 20 }),
    timeframe: q.oneOf(SIGNAL_TIMEFRAMES),
    // Points or pips at risk; when omitted the engine uses 1.5 times ATR (a computed default, so none here).
    risk_points: q.number({ min: 0 }).optional(),
    // Risk-to-reward multiplier.
    reward_ratio: q.number({ min: 0 }).default(1.0),
    lang: langParam,
  }),
  needs: ['prices', 'crypto', 'positioning', 'perpBook', 'signalLog'],
  // Only the bars' own port is required: positioning, the perpetual book and the signal log are read when present.
  needsFor: (p) => {
    try {
      return [resolveInstrument(p.instrument, { allowEquity: true }).assetClass === 'crypto' ? 'crypto' : 'prices'];
    } catch {
      return ['prices'];
    }
  },
  precheck: (p, ctx) => {
    resolveMarketInstrument(p.instrument, ctx.asOf);
    if (p.risk_points !== undefined && !(p.risk_points > 0)) {
      throw new GuidekitError('signalGenerate: risk_points must be greater than 0', { code: 'too_small', field: 'risk_points' });
    }
    if (!(p.reward_ratio > 0)) throw new GuidekitError('signalGenerate: reward_ratio must be greater than 0', { code: 'too_small', field: 'reward_ratio' });
  },
  run: async (p, ctx) => {
    const spec = resolveMarketInstrument(p.instrument, ctx.asOf);
    const served = await serveSignal(spec, {
      endpoint: 'signalGenerate',
      timeframe: p.timeframe,
      asOf: ctx.asOf,
      lang: ctx.lang.lang,
      trace: ctx.trace,
      ports: ctx.ports,
      rewardRatio: p.reward_ratio,
      ...(p.risk_points === undefined ? {} : { riskPoints: p.risk_points }),
    });
    return served.body;
  },
  conflict: 'The instrument\'s class has no measured out-of-sample edge over drift (no-edge, with the measured figures and the engine\'s call, with why it is not sold).',
  response: signalGenerateResponse,
});
