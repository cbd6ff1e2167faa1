import { utc } from '@date-fns/utc';
import { endOfDay } from 'date-fns';
import type { SourceRecorder, SourceUse } from '../../../core/sourceUse.js';

/** A trace that also remembers the fetch layer's clock. */
export interface ObservedClock {
  /** Pass to every port call: it records into the answer's trace and keeps each use. */
  readonly trace: SourceRecorder;
  /**
   * The instant of the call, epoch ms: the fetch layer's clock as the sources reported it (each use's `fetched_at`
   * plus its `age_seconds`, the latest one), never after the end of the `asOf` day; the end of the `asOf` day (UTC)
   * when no source reported a time.
   */
  instant(): number;
}

/**
 * Wraps a call's trace so the catalog learns the current instant from the sources it read, without reading a clock
 * itself: session checks (is the market open now?) and the reference gate need an instant, and only adapters read
 * the clock.
 *
 * @param trace - The call's trace (`ctx.trace`).
 * @param asOf - The call's ISO date: the instant is capped at its end, so a call for a past date is judged at that date.
 * @returns {@link ObservedClock}.
 * @example
 * ```ts
 * const clock = observeClock(ctx.trace, ctx.asOf);
 * await ctx.ports.prices.loadBars(request, { trace: clock.trace });
 * isSessionOpen('SPX', clock.instant());
 * ```
 */
export function observeClock(trace: SourceRecorder, asOf: string): ObservedClock {
  const lastMs = endOfDay(asOf, { in: utc }).getTime();
  let latest: number | null = null;
  const note = (use: SourceUse) => {
    if (use.fetched_at === null || use.fetched_at === undefined) return;
    const fetched = Date.parse(use.fetched_at);
    if (!Number.isFinite(fetched)) return;
    const at = fetched + (use.age_seconds ?? 0) * 1000;
    if (latest === null || at > latest) latest = at;
  };
  return {
    trace: {
      record(use) {
        note(use);
        trace.record(use);
      },
    },
    instant: () => (latest === null ? lastMs : Math.min(latest, lastMs)),
  };
}
