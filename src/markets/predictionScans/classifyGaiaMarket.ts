import type { PredictionMarket } from '../predictions/types.js';
import type { IntegerBin, ValueRung } from '../probability/types.js';
import { parseRangeLabel } from './_lib/parseRangeLabel.js';
import { readMonth, readMonthDay, readYear, yearOf } from './_lib/readQuestionDates.js';
import { toIntegerBin } from './_lib/toIntegerBin.js';
import { toValueRung } from './_lib/toValueRung.js';

/** The climate, severe-weather and geophysical families the gaia scan knows. */
export const GAIA_FAMILIES = ['quake_count', 'quake_threshold', 'tornado_count', 'sea_ice_min', 'hottest_year', 'hurricane_landfalls', 'vei6', 'bolide'] as const;

/** One gaia family. */
export type GaiaFamily = (typeof GAIA_FAMILIES)[number];

/** A gaia market, read: its family, the window it counts over and its bin or rung. */
export type GaiaMarket =
  | { readonly family: 'quake_count' | 'tornado_count' | 'hurricane_landfalls'; readonly from: string; readonly to: string; readonly minMagnitude: number | null; readonly bin: IntegerBin }
  | { readonly family: 'quake_threshold' | 'vei6' | 'bolide'; readonly from: string; readonly to: string; readonly minMagnitude: number | null }
  | { readonly family: 'sea_ice_min'; readonly year: number; readonly rung: ValueRung }
  | { readonly family: 'hottest_year'; readonly year: number; readonly rank: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** The window a question counts over: a named month, a named year, or "by <date>" from the start of that year. */
function windowOf(q: string, yearHint: number): { from: string; to: string } | null {
  const month = readMonth(q, yearHint);
  if (month !== null) {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { from: `${month}-01`, to: `${month}-${pad(last)}` };
  }
  const by = /\b(?:by|before)\b/i.test(q) ? readMonthDay(q, yearHint) : null;
  if (by !== null) return { from: `${by.slice(0, 4)}-01-01`, to: by };
  const year = readYear(q);
  return year === null ? null : { from: `${year}-01-01`, to: `${year}-12-31` };
}

function binOf(market: PredictionMarket): IntegerBin | null {
  const ladder = market.ladder;
  if (ladder?.kind === 'bucket') {
    const parsed = parseRangeLabel(ladder.label);
    if (parsed !== null) return toIntegerBin(parsed);
  }
  if (ladder?.kind === 'close-above') return { min: Math.floor(ladder.strike) + 1, max: null };
  if (ladder?.kind === 'close-below') return { min: null, max: Math.ceil(ladder.strike) - 1 };
  const m = /\b(\d+) or more\b|\bat least (\d+)\b|\b(?:more than|over) (\d+)\b/i.exec(market.question);
  if (m) return m[3] !== undefined ? { min: Number(m[3]) + 1, max: null } : { min: Number(m[1] ?? m[2]), max: null };
  return null;
}

/**
 * Reads a climate, severe-weather or geophysical market into its family (earthquake counts and thresholds, tornado
 * counts, the Arctic sea-ice minimum, the hottest-year rank, US hurricane landfalls, VEI-6 eruptions, bolides), the
 * window it counts over and its bin or rung. Null for anything else, or a market whose window cannot be read.
 *
 * @param market - The venue's market (not modified).
 * @returns {@link GaiaMarket}, or null.
 * @example
 * ```ts
 * classifyGaiaMarket(market)?.family; //=> 'quake_count'
 * ```
 */
export function classifyGaiaMarket(market: PredictionMarket): GaiaMarket | null {
  const q = `${market.question}`;
  const lower = q.toLowerCase();
  const year = yearOf(market.closeTime, 2026);
  const magnitude = /\b(?:magnitude|mag\.?|m)\s*(\d(?:\.\d)?)\s*\+?/i.exec(q);
  const minMagnitude = magnitude ? Number(magnitude[1]) : null;
  if (/\bhottest year\b|\bwarmest year\b/.test(lower)) {
    const y = readYear(q) ?? year;
    const ordinal = /\b(\d)(?:st|nd|rd|th)[- ](?:hottest|warmest)\b/.exec(lower);
    const label = market.ladder?.kind === 'bucket' ? /\b(\d)(?:st|nd|rd|th)\b/.exec(market.ladder.label) : null;
    return { family: 'hottest_year', year: y, rank: Number(label?.[1] ?? ordinal?.[1] ?? 1) };
  }
  if (/\bsea ice\b/.test(lower) && /\b(minimum|extent|low)\b/.test(lower)) {
    const ladder = market.ladder;
    let rung: ValueRung | null = null;
    if (ladder?.kind === 'close-above' || ladder?.kind === 'close-below') rung = { kind: ladder.kind, strike: ladder.strike };
    else if (ladder?.kind === 'bucket') {
      const parsed = parseRangeLabel(ladder.label.replace(/million|km²|km2|sq km/gi, '').trim());
      if (parsed !== null) rung = toValueRung(parsed, 0.01);
    } else {
      const m = /\b(below|under|above|over)\s+(\d+(?:\.\d+)?)\s*(?:million|m)\b/i.exec(q);
      if (m) rung = { kind: /below|under/i.test(m[1]!) ? 'close-below' : 'close-above', strike: Number(m[2]) };
    }
    return rung === null ? null : { family: 'sea_ice_min', year: readYear(q) ?? year, rung };
  }
  const window = windowOf(q, year);
  if (window === null) return null;
  if (/\bearthquakes?\b/.test(lower)) {
    const bin = /\bhow many\b|\bnumber of\b|\bcount\b/.test(lower) || market.ladder?.kind === 'bucket' ? binOf(market) : null;
    if (bin !== null) return { family: 'quake_count', ...window, minMagnitude: minMagnitude ?? 5, bin };
    return minMagnitude === null ? null : { family: 'quake_threshold', ...window, minMagnitude };
  }
  if (/\btornado(e?s)?\b/.test(lower)) {
    const bin = binOf(market);
    return bin === null ? null : { family: 'tornado_count', ...window, minMagnitude: null, bin };
  }
  if (/\bhurricanes?\b/.test(lower) && /\blandfall|make landfall|hit the (?:us|united states)\b/.test(lower)) {
    const bin = binOf(market) ?? ({ min: 1, max: null } as IntegerBin);
    return { family: 'hurricane_landfalls', ...window, minMagnitude: null, bin };
  }
  if (/\bvei\s*-?\s*[67]\b|volcanic explosivity index/.test(lower)) return { family: 'vei6', ...window, minMagnitude: null };
  if (/\b(bolide|fireball|meteor)\b/.test(lower)) return { family: 'bolide', ...window, minMagnitude: null };
  return null;
}
