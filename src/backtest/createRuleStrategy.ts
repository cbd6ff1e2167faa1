import { GuidekitError } from '../core/GuidekitError.js';
import { compileRuleCondition, listConditionSeries, type RulePredicate } from './_lib/ruleEvaluate.js';
import { readRuleSpec } from './_lib/ruleReadSpec.js';
import { createRuleSeriesStore, ruleSeriesLookback } from './_lib/ruleSeries.js';
import type { RuleExitLevel, RuleSeries, RuleSpec, RuleSpecInput } from './ruleSpecSchema.js';
import type { BacktestAction, BacktestStrategy, Bars, PositionView, PrepareContext, PriceLevel } from './types.js';

/** Options of {@link createRuleStrategy}. */
export interface CreateRuleStrategyOptions {
  /** Strategy name reported in the result. Default `'rule'`. */
  readonly name?: string;
}

type Side = 'long' | 'short';
const EXIT: BacktestAction = { type: 'exit' };

function atrOf(level: RuleExitLevel | undefined): RuleSeries[] {
  return level?.kind === 'atr' ? [{ type: 'atr', period: level.period }] : [];
}

/**
 * Turns an explicit rule spec (from {@link compileRule}, or written directly) into a strategy for
 * {@link runBacktest}. `prepare` computes every indicator the spec names once, with the project's causal indicator
 * functions; `decide(t)` reads values at indexes ≤ t only.
 *
 * @remarks
 * At the close of bar t:
 * 1. An entry side fires when any of its entry rules holds and every filter of that side (or `any`) holds. When
 *    both sides fire on the same bar, neither is taken (the rule contradicts itself there).
 * 2. A firing entry on a side other than the open position's is returned: from flat it opens, from the opposite
 *    side the engine closes and reverses. The first firing entry rule's own sizing wins, then the spec's `sizing`.
 * 3. Otherwise, when an exit rule of the open side (or `any`) holds, the position is closed.
 * Stops and targets are attached to every entry: a percent level is `{ pct }` of the entry fill; an ATR level is
 * `{ distance: multiple × ATR(period)[t] }` at the decision bar. When that ATR is 0 (no range at all over the
 * window) the level cannot be placed, so the entry is not taken. `max_bars` is the engine's time exit.
 * The warm-up is the largest lookback (plus shift) of every series the spec reads, stops included; it depends on
 * the parameters only.
 *
 * @param spec - An explicit rule spec ({@link RuleSpecInput}); validated, not modified.
 * @param options - {@link CreateRuleStrategyOptions}.
 * @returns A {@link BacktestStrategy}.
 * @throws {@link GuidekitError} `invalid_rule` naming the bad path of the spec (e.g. `spec.entries[0].when.left.period`).
 * @example
 * ```ts
 * const { spec } = await compileRule('Buy when SMA(10) crosses above SMA(20). Sell when SMA(10) crosses below SMA(20).');
 * const result = runBacktest(bars, createRuleStrategy(spec));
 * ```
 * @see docs/rule-grammar.md
 * @see docs/backtest-engine.md (strategies and actions)
 */
export function createRuleStrategy(spec: RuleSpecInput, options: CreateRuleStrategyOptions = {}): BacktestStrategy {
  const fn = 'createRuleStrategy';
  const rule: RuleSpec = readRuleSpec(fn, spec, 'spec');
  const name = options.name ?? 'rule';
  if (typeof name !== 'string' || name === '') throw new GuidekitError(`${fn}: name must be a non-empty string`, { code: 'invalid_type', field: 'name' });
  const series = [
    ...[...rule.entries, ...rule.exits, ...rule.filters].flatMap((r) => listConditionSeries(r.when)),
    ...atrOf(rule.stop_loss),
    ...atrOf(rule.take_profit),
  ];
  const warmupBars = Math.max(0, ...series.map(ruleSeriesLookback));
  return {
    name,
    prepare(bars: Bars, context?: PrepareContext) {
      const store = createRuleSeriesStore(bars, context);
      const compile = (r: { when: RuleSpec['entries'][number]['when'] }): RulePredicate => compileRuleCondition(r.when, store);
      const entriesOf = (side: Side) => rule.entries.filter((e) => e.side === side).map((e) => ({ fires: compile(e), sizing: e.sizing ?? rule.sizing }));
      const gatesOf = (list: RuleSpec['exits'], side: Side) => list.filter((g) => g.side === side || g.side === 'any').map(compile);
      const entries = { long: entriesOf('long'), short: entriesOf('short') };
      const filters = { long: gatesOf(rule.filters, 'long'), short: gatesOf(rule.filters, 'short') };
      const exits = { long: gatesOf(rule.exits, 'long'), short: gatesOf(rule.exits, 'short') };
      const level = (l: RuleExitLevel | undefined, t: number): PriceLevel | null | undefined => {
        if (l === undefined) return undefined;
        if (l.kind === 'percent') return { pct: l.fraction };
        const distance = l.multiple * (store.get({ type: 'atr', period: l.period })[t] as number);
        return distance > 0 && Number.isFinite(distance) ? { distance } : null;
      };
      const firing = (side: Side, t: number) => (filters[side].every((f) => f(t)) ? entries[side].find((e) => e.fires(t)) : undefined);
      const enter = (side: Side, t: number, sizing: RuleSpec['sizing']): BacktestAction | null => {
        const stopLoss = level(rule.stop_loss, t);
        const takeProfit = level(rule.take_profit, t);
        if (stopLoss === null || takeProfit === null) return null;
        return {
          type: 'enter',
          side,
          ...(sizing ? { sizing } : {}),
          ...(stopLoss ? { stopLoss } : {}),
          ...(takeProfit ? { takeProfit } : {}),
          ...(rule.max_bars !== undefined ? { maxBars: rule.max_bars } : {}),
        };
      };
      return {
        warmupBars,
        decide(t: number, position: PositionView): BacktestAction | null {
          const long = firing('long', t);
          const short = firing('short', t);
          if (long && !short && position.side !== 1) {
            const action = enter('long', t, long.sizing);
            if (action) return action;
          }
          if (short && !long && position.side !== -1) {
            const action = enter('short', t, short.sizing);
            if (action) return action;
          }
          if (position.side === 1 && exits.long.some((x) => x(t))) return EXIT;
          if (position.side === -1 && exits.short.some((x) => x(t))) return EXIT;
          return null;
        },
      };
    },
  };
}
