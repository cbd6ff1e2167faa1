import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import type { FearGreedReading } from '../ports/CryptoMarketSource.js';
import type { MarketBars } from '../ports/MarketBars.js';
import { snapshotCryptoLiteMessages } from './messages/snapshotCryptoLite.js';

/** One asset of the tick with its daily bars (null when none could be read). */
export interface CryptoLiteAssetInput {
  readonly symbol: string;
  readonly bars: MarketBars | null;
}

/** Options of {@link snapshotCryptoLite}. */
export interface SnapshotCryptoLiteOptions {
  /** Language of the summary. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** One asset's figures. */
export interface CryptoLiteAsset {
  readonly symbol: string;
  /** Close of the last daily bar; null without bars. */
  readonly last_close: number | null;
  /** Open time of that bar, epoch ms; null without bars. */
  readonly bar_time: number | null;
  /** Percent changes of the close over 1, 7 and 30 daily bars; null with too few bars. */
  readonly change_1d_pct: number | null;
  readonly change_7d_pct: number | null;
  readonly change_30d_pct: number | null;
  /** Standard deviation of the last 30 daily log returns × √365 (crypto trades every day); null with too few bars. */
  readonly volatility_30d: number | null;
  /** Average of the last 50 closes; null with fewer. */
  readonly average_50d: number | null;
  readonly above_average_50d: boolean | null;
}

/** Result of {@link snapshotCryptoLite}. */
export interface SnapshotCryptoLiteResult {
  readonly assets: readonly CryptoLiteAsset[];
  /** The latest fear-and-greed reading and its change over 7 readings; null without one. */
  readonly fear_greed: {
    readonly value: number;
    readonly classification: string;
    readonly time: number;
    readonly value_7d_ago: number | null;
    readonly change_7d: number | null;
  } | null;
  /** One line per asset and one for the index, and a line saying no model was used. */
  readonly summary: readonly string[];
}

/**
 * The lite tick of GET /api/scan/crypto-lite: for three large crypto assets, the last daily close, its 1-, 7- and
 * 30-day changes, 30-day realised volatility and where it stands against its 50-day average, plus the latest
 * fear-and-greed reading and its change over a week. Deterministic figures from the data as published: no model step,
 * no probability, no call.
 *
 * @param assets - The assets with their daily bars, oldest first. Not modified.
 * @param fearGreed - Index readings, any order (latest first as the port returns them). Not modified.
 * @param options - {@link SnapshotCryptoLiteOptions}.
 * @returns {@link SnapshotCryptoLiteResult}.
 * @throws {@link GuidekitError} `invalid_type` on `assets` or `fearGreed`; a bad `lang`.
 * @example
 * ```ts
 * snapshotCryptoLite([{ symbol: 'BTC-USD', bars }], readings).assets[0].change_1d_pct
 * ```
 * @see docs/market-endpoints.md
 */
export function snapshotCryptoLite(assets: readonly CryptoLiteAssetInput[], fearGreed: readonly FearGreedReading[], options: SnapshotCryptoLiteOptions = {}): SnapshotCryptoLiteResult {
  const fn = 'snapshotCryptoLite';
  if (!Array.isArray(assets)) throw new GuidekitError(`${fn}: assets must be an array`, { code: 'invalid_type', field: 'assets' });
  if (!Array.isArray(fearGreed)) throw new GuidekitError(`${fn}: fearGreed must be an array`, { code: 'invalid_type', field: 'fearGreed' });
  const lang = readEngineLang(options.lang, { fn });
  const t = createTranslate(snapshotCryptoLiteMessages, lang);
  const pct = (x: number | null) => (x === null ? '—' : `${x >= 0 ? '+' : ''}${x.toFixed(2)} %`);
  const summary: string[] = [];
  const out = assets.map((asset, i) => {
    if (asset === null || typeof asset !== 'object' || typeof asset.symbol !== 'string') throw new GuidekitError(`${fn}: assets[${i}] must be { symbol, bars }`, { code: 'invalid_type', field: `assets[${i}]` });
    const figures = figuresOf(asset.symbol, asset.bars);
    if (figures.last_close === null) summary.push(t('asset_missing', { symbol: asset.symbol }));
    else {
      summary.push(
        t('asset_line', {
          symbol: asset.symbol,
          close: String(figures.last_close),
          change1d: pct(figures.change_1d_pct),
          change7d: pct(figures.change_7d_pct),
          trend: figures.above_average_50d === null ? (lang === 'es' ? 'sin datos para' : 'with too few bars for') : figures.above_average_50d ? (lang === 'es' ? 'por encima de' : 'above') : lang === 'es' ? 'por debajo de' : 'below',
        }),
      );
    }
    return figures;
  });
  const readings = fearGreed.filter((r) => r !== null && typeof r === 'object' && Number.isFinite(r.value) && Number.isFinite(r.time)).slice().sort((a, b) => b.time - a.time);
  const latest = readings[0];
  const weekAgo = latest === undefined ? undefined : readings.find((r) => r.time <= subDays(latest.time, 7, { in: utc }).getTime());
  const fg =
    latest === undefined
      ? null
      : {
          value: latest.value,
          classification: latest.classification,
          time: latest.time,
          value_7d_ago: weekAgo?.value ?? null,
          change_7d: weekAgo === undefined ? null : latest.value - weekAgo.value,
        };
  summary.push(
    fg === null
      ? t('fear_greed_missing')
      : t('fear_greed_line', { value: fg.value, classification: fg.classification, change: fg.change_7d === null ? '—' : `${fg.change_7d >= 0 ? '+' : ''}${fg.change_7d}` }),
  );
  summary.push(t('no_model'));
  return { assets: out, fear_greed: fg, summary };
}

function figuresOf(symbol: string, bars: MarketBars | null): CryptoLiteAsset {
  const close = bars?.close;
  const n = close?.length ?? 0;
  if (bars === null || close === undefined || n === 0) {
    return { symbol, last_close: null, bar_time: null, change_1d_pct: null, change_7d_pct: null, change_30d_pct: null, volatility_30d: null, average_50d: null, above_average_50d: null };
  }
  const last = close[n - 1] as number;
  const change = (k: number) => (n > k && (close[n - 1 - k] as number) > 0 ? (last / (close[n - 1 - k] as number) - 1) * 100 : null);
  let volatility: number | null = null;
  if (n > 30) {
    const rets: number[] = [];
    for (let j = n - 30; j < n; j++) rets.push(Math.log((close[j] as number) / (close[j - 1] as number)));
    const mean = rets.reduce((a, b) => a + b, 0) / rets.length;
    const variance = rets.reduce((a, b) => a + (b - mean) ** 2, 0) / (rets.length - 1);
    volatility = Math.sqrt(variance) * Math.sqrt(365);
  }
  let average: number | null = null;
  if (n >= 50) {
    let sum = 0;
    for (let j = n - 50; j < n; j++) sum += close[j] as number;
    average = sum / 50;
  }
  return {
    symbol,
    last_close: last,
    bar_time: bars.times[n - 1] as number,
    change_1d_pct: change(1),
    change_7d_pct: change(7),
    change_30d_pct: change(30),
    volatility_30d: volatility,
    average_50d: average,
    above_average_50d: average === null ? null : last > average,
  };
}
