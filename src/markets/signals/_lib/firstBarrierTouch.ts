/**
 * Walks bars `from`…`last` of a trade and finds the first barrier its high or low touched. A touch is inclusive (the
 * price reached the level). When one bar touches both barriers the order inside the bar is unknown, and the stop is
 * counted: the conservative reading (backtesting.py and grademark also check the stop first).
 *
 * @returns `2·k + 1` when the take-profit was touched first at bar k, `2·k` when the stop was (alone or with the
 *   take-profit in the same bar), and −1 when neither was touched by `last`.
 */
export function firstBarrierTouch(
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  from: number,
  last: number,
  direction: 1 | -1,
  stop: number,
  takeProfit: number,
): number {
  if (direction === 1) {
    for (let k = from; k <= last; k++) {
      if ((low[k] as number) <= stop) return 2 * k;
      if ((high[k] as number) >= takeProfit) return 2 * k + 1;
    }
  } else {
    for (let k = from; k <= last; k++) {
      if ((high[k] as number) >= stop) return 2 * k;
      if ((low[k] as number) <= takeProfit) return 2 * k + 1;
    }
  }
  return -1;
}
