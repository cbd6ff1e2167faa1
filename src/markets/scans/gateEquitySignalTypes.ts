import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { EQUITY_SIGNAL_GATES, EQUITY_SIGNAL_TYPES, type EquitySignalType } from '../rules/equitySignals.js';
import type { GenerateSignalResult, SignalFactor } from '../signals/generateSignal.js';
import { gateEquitySignalTypesMessages, type GateEquitySignalTypesKey } from './messages/gateEquitySignalTypes.js';
import { readScanRule } from './_lib/readScanRule.js';

/** Options of {@link gateEquitySignalTypes}. */
export interface GateEquitySignalTypesOptions {
  /** ISO date whose gates apply. Required. */
  readonly asOf: string;
  /** The types to check. Default all three (breakout, pullback_in_trend, mean_reversion). */
  readonly types?: readonly EquitySignalType[];
  /** Language of the reasons. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** One condition of a gate that failed. */
export interface GateFailure {
  readonly code: GateEquitySignalTypesKey;
  readonly message: string;
}

/** One signal type's gate. */
export interface SignalTypeGate {
  readonly type: EquitySignalType;
  /** true passes, false fails, null when the engine picked no side to gate. */
  readonly passed: boolean | null;
  /** The conditions that failed (empty when it passes or there is no side). */
  readonly failures: readonly GateFailure[];
  readonly message: string;
}

/** Result of {@link gateEquitySignalTypes}. */
export interface GateEquitySignalTypesResult extends RuleCitations {
  /** The side the engine's vote picked; null when none. */
  readonly side: 'long' | 'short' | null;
  readonly types: readonly SignalTypeGate[];
  /** The types that passed. */
  readonly passed_types: readonly EquitySignalType[];
  /** The engine's call when it is long or short and at least one type passes; otherwise no_signal. */
  readonly direction: 'long' | 'short' | 'no_signal';
  readonly verdict: { readonly code: GateEquitySignalTypesKey; readonly message: string };
}

const TYPE_KEY: Readonly<Record<EquitySignalType, GateEquitySignalTypesKey>> = {
  breakout: 'type_breakout',
  pullback_in_trend: 'type_pullback_in_trend',
  mean_reversion: 'type_mean_reversion',
};
const fmt = (x: number): string => String(Number(x.toFixed(2)));

/**
 * Gates an equity call by signal type, each type a condition on the signal engine's own factors at the signal bar, on
 * the side the engine's vote picked (signed z = Bollinger z × +1 for long, −1 for short):
 *
 * - **breakout**: trend and momentum both vote that side, and signed z ≥ `breakout_min_z` (1σ);
 * - **pullback in trend**: trend votes that side, and `pullback_floor_z` (−2σ) < signed z ≤ `pullback_max_z` (0σ):
 *   the price came back to or through its 20-bar mean without breaking the far band;
 * - **mean reversion**: the mean-reversion factor votes that side (a close beyond its ±2σ band against it).
 *
 * The call is given only when the engine's verdict is long or short and at least one type passes; a type that fails
 * is listed with each condition that failed.
 *
 * @param call - A {@link GenerateSignalResult} of an equity. Not modified.
 * @param options - {@link GateEquitySignalTypesOptions}.
 * @returns {@link GateEquitySignalTypesResult}.
 * @throws {@link GuidekitError} `invalid_type` on `call`, `invalid_value` on `types`; a bad `asOf` or `lang`.
 * @example
 * ```ts
 * const gated = gateEquitySignalTypes(generateSignal(aapl, { asOf: '2026-11-25' }), { asOf: '2026-11-25' });
 * gated.direction; gated.types.map((t) => t.message);
 * ```
 * @see docs/market-endpoints.md
 */
export function gateEquitySignalTypes(call: GenerateSignalResult, options: GateEquitySignalTypesOptions): GateEquitySignalTypesResult {
  const fn = 'gateEquitySignalTypes';
  if (call === null || typeof call !== 'object' || !Array.isArray(call.factors)) throw new GuidekitError(`${fn}: call must be a generateSignal result`, { code: 'invalid_type', field: 'call' });
  const lang = readEngineLang(options?.lang, { fn });
  const t = createTranslate(gateEquitySignalTypesMessages, lang);
  const rule = readScanRule(fn, EQUITY_SIGNAL_GATES, options?.asOf);
  const gates = rule.value;
  const types = options.types ?? EQUITY_SIGNAL_TYPES;
  for (const type of types) {
    if (!EQUITY_SIGNAL_TYPES.includes(type)) throw new GuidekitError(`${fn}: types must be among ${EQUITY_SIGNAL_TYPES.join(', ')}, got ${JSON.stringify(type)}`, { code: 'invalid_value', field: 'types' });
  }
  const side = call.candidate;
  const factor = (name: string): SignalFactor | undefined => call.factors.find((f) => f.name === name);
  const trend = factor('trend');
  const momentum = factor('momentum');
  const meanReversion = factor('mean_reversion');
  const results: SignalTypeGate[] = [];
  for (const type of types) {
    const label = t(TYPE_KEY[type]);
    if (side === null) {
      results.push({ type, passed: null, failures: [], message: t('type_no_side', { type: label }) });
      continue;
    }
    const dir = side === 'long' ? 1 : -1;
    const sideText = t(side === 'long' ? 'side_long' : 'side_short');
    const z = meanReversion?.value ?? null;
    const signed = z === null ? null : z * dir;
    const failures: GateFailure[] = [];
    const fail = (code: GateEquitySignalTypesKey, params: Record<string, string | number> = {}) => failures.push({ code, message: t(code, { side: sideText, ...params }) });
    if (type === 'breakout') {
      if (trend?.vote !== dir) fail('cond_trend', { state: trend?.state ?? 'n/a' });
      if (momentum?.vote !== dir) fail('cond_momentum', { state: momentum?.state ?? 'n/a' });
      if (signed === null) fail('cond_z_unknown');
      else if (signed < gates.breakout_min_z) fail('cond_breakout_z', { z: fmt(signed), min: gates.breakout_min_z });
    } else if (type === 'pullback_in_trend') {
      if (trend?.vote !== dir) fail('cond_trend', { state: trend?.state ?? 'n/a' });
      if (signed === null) fail('cond_z_unknown');
      else if (signed > gates.pullback_max_z) fail('cond_pullback_z', { z: fmt(signed), max: gates.pullback_max_z });
      else if (signed <= gates.pullback_floor_z) fail('cond_pullback_floor', { z: fmt(signed), floor: gates.pullback_floor_z });
    } else if (meanReversion?.vote !== dir) {
      fail('cond_mean_reversion');
    }
    const passed = failures.length === 0;
    results.push({
      type,
      passed,
      failures,
      message: passed ? t('type_passed', { type: label, side: sideText }) : t('type_failed', { type: label, side: sideText, why: failures.map((f) => f.message).join('; ') }),
    });
  }
  const passedTypes = results.filter((r) => r.passed === true).map((r) => r.type);
  let direction: GateEquitySignalTypesResult['direction'] = 'no_signal';
  let verdict: GateEquitySignalTypesResult['verdict'];
  if (call.direction === 'no_signal' || side === null) verdict = { code: 'verdict_engine_none', message: t('verdict_engine_none') };
  else if (passedTypes.length === 0) verdict = { code: 'verdict_no_type', message: t('verdict_no_type', { side: t(side === 'long' ? 'side_long' : 'side_short') }) };
  else {
    direction = call.direction;
    verdict = {
      code: 'verdict_given',
      message: t('verdict_given', { side: t(side === 'long' ? 'side_long' : 'side_short'), types: passedTypes.map((p) => t(TYPE_KEY[p]).toLowerCase()).join(', ') }),
    };
  }
  return { side, types: results, passed_types: passedTypes, direction, verdict, ...citeRules([rule], { lang }) };
}
