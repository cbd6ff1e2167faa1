import type { RuleCondition, RuleSeries } from '../ruleSpecSchema.js';
import type { RuleSeriesStore } from './ruleSeries.js';

/** A compiled condition: true when it holds at the close of bar t (reading bars ≤ t only). */
export type RulePredicate = (t: number) => boolean;

/**
 * Compiles a condition into a predicate over precomputed series. A comparison with an undefined value (`NaN`)
 * is false, so nothing fires during an indicator's warm-up.
 *
 * @param cond - A condition of a validated spec.
 * @param store - The series of the bars.
 * @returns The predicate.
 */
export function compileRuleCondition(cond: RuleCondition, store: RuleSeriesStore): RulePredicate {
  switch (cond.type) {
    case 'cross': {
      const a = store.get(cond.left);
      const b = store.get(cond.right);
      // backtesting.py's crossover(a, b): a[-2] < b[-2] and a[-1] > b[-1]; "below" is the same test with a and b swapped.
      return cond.direction === 'above'
        ? (t) => t >= 1 && (a[t - 1] as number) < (b[t - 1] as number) && (a[t] as number) > (b[t] as number)
        : (t) => t >= 1 && (b[t - 1] as number) < (a[t - 1] as number) && (b[t] as number) > (a[t] as number);
    }
    case 'compare': {
      const a = store.get(cond.left);
      const b = store.get(cond.right);
      const holds = cond.op === '>' ? (x: number, y: number) => x > y : cond.op === '<' ? (x: number, y: number) => x < y
        : cond.op === '>=' ? (x: number, y: number) => x >= y : (x: number, y: number) => x <= y;
      const bars = cond.bars ?? 1;
      return (t) => {
        if (t - bars + 1 < 0) return false;
        for (let k = 0; k < bars; k++) if (!holds(a[t - k] as number, b[t - k] as number)) return false;
        return true;
      };
    }
    case 'all': {
      const parts = cond.conditions.map((c) => compileRuleCondition(c, store));
      return (t) => parts.every((p) => p(t));
    }
    case 'any': {
      const parts = cond.conditions.map((c) => compileRuleCondition(c, store));
      return (t) => parts.some((p) => p(t));
    }
  }
}

/** Every series a condition reads (for the warm-up). */
export function listConditionSeries(cond: RuleCondition): RuleSeries[] {
  return cond.type === 'all' || cond.type === 'any' ? cond.conditions.flatMap(listConditionSeries) : [cond.left, cond.right];
}
