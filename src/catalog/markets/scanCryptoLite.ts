import { utc } from '@date-fns/utc';
import { endOfDay, subDays } from 'date-fns';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { citeRules } from '../../core/citeRules.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import { langParam } from '../sharedParams.js';
import type { FearGreedReading, MarketBars } from '../../markets/ports/index.js';
import { CRYPTO_SCAN } from '../../markets/rules/cryptoScan.js';
import { snapshotCryptoLite } from '../../markets/scans/snapshotCryptoLite.js';
import { observeClock } from './_lib/observeClock.js';
import { scanCryptoLiteResponse } from './responses/scanCryptoLite.js';


/**
 * GET /api/scan/crypto-lite: Lite tick: deterministic snapshot of three large crypto assets (BTC, ETH, SOL) plus the
 * fear-and-greed index, no language-model step and no model at all: last daily close, 1-, 7- and 30-day changes,
 * 30-day volatility and the 50-day average, from 60 daily bars each. An asset that cannot be read is listed as failed;
 * when none can be read it is a 503 (never charged). See docs/market-endpoints.md.
 */
export const scanCryptoLite = defineEndpoint({
  operationId: 'scanCryptoLite',
  method: 'GET',
  path: '/api/scan/crypto-lite',
  // Paid 0.05 USD via x402; credit type signal per the detailed table.
  priceUsd: '0.05',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Lite tick: deterministic snapshot of three large crypto assets plus fear-and-greed, no language-model step.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  needs: ['crypto'],
  run: async (_p, ctx) => {
    const rule = requireRule(CRYPTO_SCAN, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const to = endOfDay(ctx.asOf, { in: utc }).getTime();
    const failed: { symbol: string; source: string; reason: string }[] = [];
    const failure = (symbol: string, error: unknown) => {
      if (error instanceof SourceUnavailableError) failed.push({ symbol, source: error.source, reason: error.reason });
      else if (error instanceof GuidekitError) failed.push({ symbol, source: 'crypto', reason: error.message });
      else throw error;
    };
    const assets = await Promise.all(
      rule.value.lite_assets.map(async (asset) => {
        const symbol = `${asset}-${rule.value.quote}`;
        try {
          return { symbol, bars: (await ctx.ports.crypto.loadBars({ symbol, interval: '1d', from: subDays(to, 60, { in: utc }).getTime(), to }, { trace: clock.trace })) as MarketBars | null };
        } catch (error) {
          failure(symbol, error);
          return { symbol, bars: null };
        }
      }),
    );
    let readings: readonly FearGreedReading[] = [];
    try {
      readings = await ctx.ports.crypto.fearGreed(8, { trace: clock.trace });
    } catch (error) {
      failure('fear_greed', error);
    }
    // Nothing read at all: no information to sell.
    if (assets.every((a) => a.bars === null)) {
      const first = failed[0]!;
      throw new SourceUnavailableError(first.source, `no crypto price could be read (${failed.map((f) => `${f.symbol}: ${f.reason}`).join('; ')})`);
    }
    const snapshot = snapshotCryptoLite(assets, readings, { lang: ctx.lang.lang });
    return {
      evaluated_at: new Date(clock.instant()).toISOString(),
      ...snapshot,
      partial: failed.length > 0,
      failed,
      ...citeRules([rule], { lang: ctx.lang.lang }),
    };
  },
  response: scanCryptoLiteResponse,
});
