import type { PredictionMarket } from '../predictions/types.js';
import type { ValueRung } from '../probability/types.js';
import type { MacroSeries } from '../rules/probabilityMacro.js';
import { parseRangeLabel } from './_lib/parseRangeLabel.js';
import { toValueRung } from './_lib/toValueRung.js';

/** A macro threshold market, read. */
export interface MacroMarket {
  readonly family: MacroSeries;
  readonly rung: ValueRung;
}

/** Published steps of the three figures (0.1 point for CPI and unemployment, 0.01 for the yield). */
const STEP: Readonly<Record<MacroSeries, number>> = { cpi_yoy: 0.1, unrate: 0.1, us10y: 0.01 };

/**
 * Reads an economic-threshold market: which figure (CPI year-over-year, the unemployment rate, the 10-year Treasury
 * yield, from the series ticker or the question's words) and the rung on the published figure (the ladder's strike,
 * or the outcome label "3.0% to 3.1%", "Above 4.2%"). Null for anything else (month-over-month CPI, payrolls, rates).
 *
 * @param market - The venue's market (not modified).
 * @returns {@link MacroMarket}, or null.
 * @example
 * ```ts
 * classifyMacroMarket(market)?.family; //=> 'cpi_yoy'
 * ```
 */
export function classifyMacroMarket(market: PredictionMarket): MacroMarket | null {
  const series = (market.eventId ?? market.id).split('-')[0]?.toUpperCase() ?? '';
  const q = market.question.toLowerCase();
  let family: MacroSeries | null = null;
  if (series === 'KXCPIYOY' || (/\b(cpi|inflation)\b/.test(q) && /(year[- ]over[- ]year|annual|yoy|y\/y|12-month)/.test(q))) family = 'cpi_yoy';
  else if (series === 'KXU3' || series === 'KXUNRATE' || /\bunemployment rate\b/.test(q)) family = 'unrate';
  else if (series.startsWith('KXTNOTE') || series === 'KX10Y' || /\b(10-year|10y|ten-year)\b.*\b(treasury|yield|note)\b|\b(treasury|yield)\b.*\b(10-year|10y|ten-year)\b/.test(q)) family = 'us10y';
  if (family === null) return null;
  const ladder = market.ladder;
  if (ladder?.kind === 'close-above' || ladder?.kind === 'close-below') return { family, rung: { kind: ladder.kind, strike: ladder.strike } };
  if (ladder?.kind === 'bucket') {
    const parsed = parseRangeLabel(ladder.label);
    if (parsed !== null) return { family, rung: toValueRung(parsed, STEP[family]) };
    if (ladder.lower !== null || ladder.upper !== null) return { family, rung: { kind: 'bucket', lower: ladder.lower, upper: ladder.upper } };
  }
  const m = /\b(above|over|below|under)\s+(-?\d+(?:\.\d+)?)\s*%/i.exec(market.question);
  if (m) return { family, rung: { kind: /above|over/i.test(m[1]!) ? 'close-above' : 'close-below', strike: Number(m[2]) } };
  return null;
}
