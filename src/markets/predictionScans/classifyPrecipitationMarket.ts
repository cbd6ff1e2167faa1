import type { PredictionMarket } from '../predictions/types.js';
import type { ValueRung } from '../probability/types.js';
import type { RainCity } from '../rules/rainCities.js';
import { findCity } from './_lib/findCity.js';
import { parseRangeLabel } from './_lib/parseRangeLabel.js';
import { readKalshiDateCode, readMonth, yearOf } from './_lib/readQuestionDates.js';
import { toValueRung } from './_lib/toValueRung.js';

/** A monthly precipitation market, read. */
export interface PrecipitationMarket {
  readonly city: RainCity;
  /** The month, `YYYY-MM`. */
  readonly month: string;
  /** The rung on the month's total, in inches (published to 0.01). */
  readonly rung: ValueRung;
}

/**
 * Reads a monthly rain market: Kalshi by its series ticker and month code, other venues by the city and month the
 * question names; the rung from the ladder (above a strike) or the outcome label ("3 to 4 inches", "Above 4"). Null
 * when it is not one or names a city outside the table.
 *
 * @param market - The venue's market (not modified).
 * @param cities - RAIN_CITIES.
 * @returns {@link PrecipitationMarket}, or null.
 * @example
 * ```ts
 * classifyPrecipitationMarket(market, cities)?.month; //=> '2026-11'
 * ```
 */
export function classifyPrecipitationMarket(market: PredictionMarket, cities: readonly RainCity[]): PrecipitationMarket | null {
  const year = yearOf(market.closeTime, 2026);
  let city: RainCity | null = null;
  let month: string | null = null;
  if (market.venue === 'kalshi') {
    const event = market.eventId ?? market.id;
    city = cities.find((c) => c.kalshiSeries === event.split('-')[0]) ?? null;
    month = readKalshiDateCode(event)?.month ?? null;
  } else if (/\b(rain|precipitation|rainfall)\b/i.test(market.question)) {
    city = findCity(market.question, cities);
    month = readMonth(market.question, year);
  }
  if (city === null || month === null) return null;
  const ladder = market.ladder;
  let rung: ValueRung | null = null;
  if (ladder?.kind === 'close-above' || ladder?.kind === 'close-below') rung = { kind: ladder.kind, strike: ladder.strike };
  else if (ladder?.kind === 'bucket') {
    const parsed = parseRangeLabel(ladder.label.replace(/\binch(es)?\b|"|in\.?$/gi, '').trim());
    if (parsed !== null) rung = toValueRung(parsed, 0.01);
    else if (ladder.lower !== null || ladder.upper !== null) rung = { kind: 'bucket', lower: ladder.lower, upper: ladder.upper };
  }
  return rung === null ? null : { city, month, rung };
}
