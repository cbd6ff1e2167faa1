/** Highest or lowest of the last `period` numbers pushed, in amortized O(1) per push. */
export interface RollingExtreme {
  /**
   * Adds the next number.
   * @returns The extreme of the last `period` numbers (fewer while filling).
   */
  push(value: number): number;
}

/**
 * Creates a monotonic-deque window (the Donchian and stochastic ranges). Storage is two typed arrays of
 * `period` slots allocated once; pushing allocates nothing.
 *
 * @param period - Window length, at least 1.
 * @param kind - `max` for the highest high, `min` for the lowest low.
 * @returns The window.
 */
export function createRollingExtreme(period: number, kind: 'max' | 'min'): RollingExtreme {
  const values = new Float64Array(period);
  const seqs = new Float64Array(period);
  const isMax = kind === 'max';
  let head = 0;
  let size = 0;
  let seq = 0;
  return {
    push(value: number): number {
      // Expire the front first so the deque never holds more than `period` entries.
      if (size > 0 && (seqs[head] as number) <= seq - period) {
        head = head + 1 === period ? 0 : head + 1;
        size--;
      }
      while (size > 0) {
        let back = head + size - 1;
        if (back >= period) back -= period;
        const last = values[back] as number;
        if (isMax ? last <= value : last >= value) size--;
        else break;
      }
      let slot = head + size;
      if (slot >= period) slot -= period;
      values[slot] = value;
      seqs[slot] = seq;
      size++;
      seq++;
      return values[head] as number;
    },
  };
}
