import { GuidekitError } from '../../../core/GuidekitError.js';
import type { Translate } from '../../../core/i18n/createTranslate.js';
import { computeLogReturnVol } from '../../_lib/factorMath/computeLogReturnVol.js';
import { computeTrailingMean } from '../../_lib/factorMath/computeTrailingMean.js';
import { readDailyCloses } from '../../_lib/factorMath/readDailyCloses.js';
import type { MarketBars } from '../../ports/MarketBars.js';
import type { ScreenerRegimeRule } from '../../rules/screenerFactors.js';
import type { ScoreFactorsKey } from '../messages/scoreFactors.js';
import type { ScreenerReason, ScreenerRegime } from '../scoreFactors.js';

const FN = 'scoreFactors';

/**
 * The market regime from the index: risk-off when it closes below its trend average or when its short-term volatility
 * sits in the top of its range over the last year (trend filter and volatility-stress filter); unknown without enough
 * recent history.
 *
 * @param index - Daily bars of the market index.
 * @param asOfStart - 00:00 UTC of `asOf`, epoch ms; later bars are ignored.
 * @param staleBefore - Epoch ms before which the last bar is too old to read the regime from.
 * @param rule - The trend, volatility and percentile windows and the risk-off percentile.
 * @param annual - Trading days in a year, to annualise the volatility.
 * @param t - The reasons' messages.
 * @returns {@link ScreenerRegime}.
 * @throws {@link GuidekitError} `required` without an index, and readDailyCloses' errors for bad bars.
 */
export function readScreenerRegime(
  index: MarketBars,
  asOfStart: number,
  staleBefore: number,
  rule: ScreenerRegimeRule,
  annual: number,
  t: Translate<ScoreFactorsKey>,
): ScreenerRegime {
  if (index === undefined) throw new GuidekitError(`${FN}: options.index must be the daily bars of a market index`, { code: 'required', field: 'options.index' });
  const { closes, lastTime } = readDailyCloses(FN, 'options.index', index, asOfStart);
  const symbol = typeof index.symbol === 'string' ? index.symbol : '';
  const needed = Math.max(rule.trend_days, rule.percentile_days + rule.volatility_days);
  if (closes.length < needed || lastTime === null || lastTime < staleBefore) {
    return {
      state: 'unknown',
      index: symbol,
      close: null,
      trend_average: null,
      below_trend: null,
      volatility: null,
      volatility_percentile: null,
      reasons: [{ code: 'regime_unknown', text: t('regime_unknown', { bars: closes.length, needed }) }],
    };
  }
  const i = closes.length - 1;
  const close = closes[i]!;
  const average = computeTrailingMean(closes, i, rule.trend_days);
  const below = close < average;
  const now = computeLogReturnVol(closes, i, rule.volatility_days);
  // Mid-rank percentile: readings equal to today's count half, so a constant volatility sits at 0.5.
  let lower = 0;
  let equal = 0;
  for (let k = i - rule.percentile_days + 1; k <= i; k++) {
    const v = computeLogReturnVol(closes, k, rule.volatility_days);
    if (v < now) lower++;
    else if (v === now) equal++;
  }
  const percentile = (lower + equal / 2) / rule.percentile_days;
  const stress = percentile >= rule.risk_off_percentile;
  const fmt2 = (x: number) => x.toFixed(2);
  const reasons: ScreenerReason[] = [
    { code: below ? 'below_trend' : 'above_trend', text: t(below ? 'below_trend' : 'above_trend', { close: fmt2(close), average: fmt2(average), days: rule.trend_days }) },
    {
      code: stress ? 'volatility_stress' : 'calm_volatility',
      text: t(stress ? 'volatility_stress' : 'calm_volatility', {
        days: rule.volatility_days,
        value: (now * Math.sqrt(annual) * 100).toFixed(1),
        percentile: fmt2(percentile),
        window: rule.percentile_days,
        threshold: rule.risk_off_percentile,
      }),
    },
  ];
  return {
    state: below || stress ? 'risk_off' : 'risk_on',
    index: symbol,
    close,
    trend_average: average,
    below_trend: below,
    volatility: now * Math.sqrt(annual),
    volatility_percentile: percentile,
    reasons,
  };
}
