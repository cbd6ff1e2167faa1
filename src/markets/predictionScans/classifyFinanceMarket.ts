import type { PredictionMarket } from '../predictions/types.js';
import type { LadderRung } from '../probability/types.js';
import type { FinanceUnderlying } from '../rules/financeUnderlyings.js';

/** A finance-ladder market, read: its underlying and rung. */
export interface FinanceMarket {
  readonly underlying: FinanceUnderlying;
  readonly rung: LadderRung;
}

function findUnderlying(text: string, underlyings: readonly FinanceUnderlying[]): FinanceUnderlying | null {
  const lower = ` ${text.toLowerCase()} `;
  let best: { u: FinanceUnderlying; length: number } | null = null;
  for (const u of underlyings) {
    for (const name of u.names) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`[^a-z0-9]${escaped}[^a-z0-9]`).test(lower) && (best === null || name.length > best.length)) best = { u, length: name.length };
    }
  }
  return best?.u ?? null;
}

const amount = (text: string): number => {
  const t = text.replace(/[$,\s]/g, '').toLowerCase();
  const k = t.endsWith('k') ? 1000 : t.endsWith('m') ? 1_000_000 : 1;
  return Number(t.replace(/[km]$/, '')) * k;
};

/**
 * Reads a finance ladder market: the underlying (from the ladder's underlying, the series ticker or the question's
 * words) and the rung: the ladder's close-above/below, touch or bucket, or the question's "above $X" / "reach $X" /
 * "dip to $X". Null for anything else.
 *
 * @param market - The venue's market (not modified).
 * @param underlyings - FINANCE_UNDERLYINGS.
 * @returns {@link FinanceMarket}, or null.
 * @example
 * ```ts
 * classifyFinanceMarket(market, underlyings)?.underlying.instrument; //=> 'BTC-USD'
 * ```
 */
export function classifyFinanceMarket(market: PredictionMarket, underlyings: readonly FinanceUnderlying[]): FinanceMarket | null {
  const ladder = market.ladder;
  const context = [ladder !== null && 'underlying' in ladder ? ladder.underlying : null, (market.eventId ?? '').split('-')[0], market.question].filter(Boolean).join(' ');
  const underlying = findUnderlying(context, underlyings);
  if (underlying === null) return null;
  if (ladder?.kind === 'close-above' || ladder?.kind === 'close-below') return ladder.strike > 0 ? { underlying, rung: { kind: ladder.kind, strike: ladder.strike } } : null;
  if (ladder?.kind === 'touch') return ladder.strike > 0 ? { underlying, rung: { kind: 'touch', strike: ladder.strike, direction: ladder.direction } } : null;
  if (ladder?.kind === 'bucket' && (ladder.lower !== null || ladder.upper !== null)) return { underlying, rung: { kind: 'bucket', lower: ladder.lower, upper: ladder.upper } };
  const q = market.question;
  const money = '\\$?([\\d,]+(?:\\.\\d+)?\\s*[km]?)';
  let m = new RegExp(`\\b(?:above|over|higher than)\\s+${money}`, 'i').exec(q);
  if (m) return { underlying, rung: { kind: 'close-above', strike: amount(m[1]!) } };
  m = new RegExp(`\\b(?:below|under|lower than)\\s+${money}`, 'i').exec(q);
  if (m) return { underlying, rung: { kind: 'close-below', strike: amount(m[1]!) } };
  m = new RegExp(`\\b(?:reach|hit|touch)\\s+${money}`, 'i').exec(q);
  if (m) return { underlying, rung: { kind: 'touch', strike: amount(m[1]!), direction: 'up' } };
  m = new RegExp(`\\b(?:dip|fall|drop)\\s+(?:to|below)\\s+${money}`, 'i').exec(q);
  if (m) return { underlying, rung: { kind: 'touch', strike: amount(m[1]!), direction: 'down' } };
  return null;
}
