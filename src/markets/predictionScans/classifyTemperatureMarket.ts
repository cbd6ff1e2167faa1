import type { PredictionMarket } from '../predictions/types.js';
import type { IntegerBin } from '../probability/types.js';
import type { SettlementStation, WeatherCity } from '../rules/weatherStations.js';
import { parseRangeLabel } from './_lib/parseRangeLabel.js';
import { readKalshiDateCode, readMonthDay, yearOf } from './_lib/readQuestionDates.js';
import { toIntegerBin } from './_lib/toIntegerBin.js';
import { findCity } from './_lib/findCity.js';

/** A daily temperature bucket market, read: where, which extreme, which day, which bucket, settled on which station. */
export interface TemperatureMarket {
  readonly city: WeatherCity;
  readonly station: SettlementStation;
  readonly extreme: 'max' | 'min';
  /** The settlement day (the station's local date). */
  readonly date: string;
  /** Whole degrees in the venue's unit. */
  readonly bin: IntegerBin;
  readonly unit: 'F' | 'C';
}

/**
 * Reads a daily highest- or lowest-temperature market: Kalshi by its series ticker (the city) and event date code,
 * Polymarket by the city and date its question names; the bucket from the outcome label ("44-45°F", "43°F or below")
 * or the ladder's range; the station is the one that venue settles the city on. Null when the market is not one, or
 * names a city or station the table does not hold (it is then listed as not priced).
 *
 * @param market - The venue's market (not modified).
 * @param cities - The cities and stations (WEATHER_SETTLEMENT_STATIONS).
 * @returns {@link TemperatureMarket}, or null.
 * @example
 * ```ts
 * classifyTemperatureMarket(kalshiMarket, cities)?.station.station; //=> 'KNYC'
 * ```
 */
export function classifyTemperatureMarket(market: PredictionMarket, cities: readonly WeatherCity[]): TemperatureMarket | null {
  const text = `${market.question} ${market.ladder?.kind === 'bucket' ? market.ladder.label : ''}`;
  const fallbackYear = yearOf(market.closeTime, 2026);
  if (market.venue === 'kalshi') {
    const event = market.eventId ?? market.id;
    const series = event.split('-')[0] ?? '';
    const city = cities.find((c) => c.kalshi !== null && (c.kalshi.highSeries === series || c.kalshi.lowSeries === series));
    if (city === undefined || city.kalshi === null) return null;
    const extreme = city.kalshi.highSeries === series ? 'max' : 'min';
    const date = readKalshiDateCode(event)?.date ?? readMonthDay(text, fallbackYear);
    const bin = binOf(market);
    if (date === null || bin === null) return null;
    return { city, station: city.kalshi, extreme, date, bin, unit: city.unit };
  }
  if (market.venue !== 'polymarket') return null;
  const extreme = /\b(highest|high temp|maximum|hottest)\b/i.test(text) ? 'max' : /\b(lowest|low temp|minimum|coldest)\b/i.test(text) ? 'min' : null;
  if (extreme === null || !/temperature|temp\b|°/i.test(text)) return null;
  const city = findCity(market.question, cities);
  if (city === null || city.polymarket === null) return null;
  const date = readMonthDay(market.question, fallbackYear);
  const bin = binOf(market) ?? questionBin(market.question);
  if (date === null || bin === null) return null;
  return { city, station: city.polymarket, extreme, date, bin, unit: city.unit };
}

function binOf(market: PredictionMarket): IntegerBin | null {
  const ladder = market.ladder;
  if (ladder?.kind === 'bucket') {
    const parsed = parseRangeLabel(ladder.label);
    if (parsed !== null) return toIntegerBin(parsed);
    if (ladder.lower !== null || ladder.upper !== null) return toIntegerBin({ lo: ladder.lower, loInclusive: true, hi: ladder.upper, hiInclusive: true });
  }
  return null;
}

/** The bucket a question states in words: "be between 44-45°F", "be 43°F or below". */
function questionBin(question: string): IntegerBin | null {
  const m = /\bbe (?:between )?(.+?°\s*[fc]?(?: or (?:higher|above|below|lower))?)(?: on\b|\?|$)/i.exec(question);
  if (!m) return null;
  const parsed = parseRangeLabel(m[1]!);
  return parsed === null ? null : toIntegerBin(parsed);
}
