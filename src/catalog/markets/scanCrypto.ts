import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { requireRule } from '../../core/requireRule.js';
import { langParam } from '../sharedParams.js';
import { CRYPTO_SCAN, CRYPTO_SCAN_UNSOURCED } from '../../markets/rules/cryptoScan.js';
import { scanCryptoMessages } from '../../markets/scans/messages/scanCrypto.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { cryptoInstrument } from './_lib/cryptoInstrument.js';
import { observeClock } from './_lib/observeClock.js';
import { gateScanAnswer } from './_lib/gateScanAnswer.js';
import type { ScanAnswer } from './_lib/requireScanCall.js';
import { serveScan } from './_lib/serveScan.js';
import { scanCryptoResponse } from './responses/scanCrypto.js';

/**
 * GET /api/scan/crypto: Crypto scanner over the dynamic top 25 by market cap. The ranking is read from the `crypto`
 * port (stablecoins listed but not scanned); every asset is called on daily bars with its perpetual funding as the
 * positioning reading and the fear-and-greed index as the sentiment series, and the calls are ranked by edge after
 * costs. ETF flows, on-chain data and gamma exposure, which the specification names, have no configured source and are
 * listed as not used. A call is sold only where crypto calls have a measured out-of-sample edge over drift
 * (`markets.signal_edge`); otherwise a 409 `no-edge`, never charged (docs/signal-declines.md). See
 * docs/market-endpoints.md.
 */
export const scanCrypto = defineEndpoint({
  operationId: 'scanCrypto',
  method: 'GET',
  path: '/api/scan/crypto',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Crypto scanner over the dynamic top 25 by market cap: ETF flows, funding, on-chain data, GEX.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  needs: ['crypto'],
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const rule = requireRule(CRYPTO_SCAN, ctx.asOf);
    const unsourced = requireRule(CRYPTO_SCAN_UNSOURCED, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const ranking = await ctx.ports.crypto.topByMarketCap(rule.value.top_count, { trace: clock.trace });
    const stable = new Set(rule.value.stablecoins);
    const assets = ranking.map((a) => ({ symbol: a.symbol, name: a.name, rank: a.rank, market_cap_usd: a.marketCapUsd, price_usd: a.priceUsd, scanned: !stable.has(a.symbol.toUpperCase()) }));
    const instruments = assets.filter((a) => a.scanned).map((a) => cryptoInstrument(a.symbol, a.name, rule.value.quote));
    const { body } = await serveScan({
      universe: 'crypto.top_market_cap',
      instruments,
      listRules: [rule, unsourced],
      style: 'longterm',
      asOf: ctx.asOf,
      lang,
      trace: clock.trace,
      ports: { crypto: ctx.ports.crypto },
    });
    const latest = await ctx.ports.crypto.fearGreed(1, { trace: clock.trace }).then((r) => r[0] ?? null, () => null);
    const { style: _style, style_defaulted: _defaulted, ...rest } = body;
    // A call is sold only on a class with a measured edge over drift (markets.signal_edge); otherwise a 409 no-edge.
    return gateScanAnswer({
      ...(rest as ScanAnswer),
      assets,
      fear_greed: latest === null ? null : { value: latest.value, classification: latest.classification, time: latest.time },
      not_used: unsourced.value.map((u) => ({ factor: u.factor, reason: createTranslate(scanCryptoMessages, lang)(u.factor) })),
    }, { asOf: ctx.asOf, lang });
  },
  conflict: 'The signal engine\'s calls on the classes called have no measured out-of-sample edge over drift (no-edge, with the measured figures and the nearest calls, each with why it is not sold).',
  response: scanCryptoResponse,
});
