/**
 * One row of `npm run bench` (bench/run.ts prints them): the median of the timed call against its target, and
 * against its floor measured in the same run.
 */
export interface BenchRow {
  readonly name: string;
  /** Median wall time of one timed call, milliseconds. */
  readonly medianMs: number;
  /** Median wall time of the floor, milliseconds. */
  readonly floorMedianMs: number;
  /** medianMs ÷ floorMedianMs. */
  readonly ratio: number;
  /** Target median, milliseconds. */
  readonly targetMs: number;
  /** medianMs ≤ targetMs. */
  readonly withinTarget: boolean;
  /** Timed calls behind the median. */
  readonly iterations: number;
}

/** What {@link benchRow} derives a row from. */
export interface BenchMeasurement {
  readonly medianMs: number;
  readonly floorMedianMs: number;
  readonly targetMs: number;
  readonly iterations: number;
}

/**
 * Builds a bench row from what was measured: the ratio to the floor and whether the median met its target (at most
 * the target) are derived here, the same way for every benchmark.
 *
 * @param name - What was timed, and what the floor is.
 * @param measured - The two medians, the target and the number of timed calls.
 * @returns The row.
 * @example
 * ```ts
 * benchRow('devigShin: 10,000 markets', { medianMs: 20, floorMedianMs: 2, targetMs: 50, iterations: 42 }).ratio //=> 10
 * ```
 */
export function benchRow(name: string, measured: BenchMeasurement): BenchRow {
  return {
    name,
    medianMs: measured.medianMs,
    floorMedianMs: measured.floorMedianMs,
    ratio: measured.medianMs / measured.floorMedianMs,
    targetMs: measured.targetMs,
    withinTarget: measured.medianMs <= measured.targetMs,
    iterations: measured.iterations,
  };
}
