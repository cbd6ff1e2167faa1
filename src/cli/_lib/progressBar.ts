/**
 * A one-line progress bar for long CLI work (sweeps, Monte Carlo, walk-forward, recall refresh, corpus import).
 *
 * Written to a stream (normally `process.stderr`) and only when that stream is a terminal: piped or redirected
 * output stays clean, so scripts that parse stdout or capture stderr see nothing extra.
 */

import { formatProgressBar } from './formatProgressBar.js';

/** A minimal writable the bar draws on; `process.stderr` satisfies it. */
export interface ProgressStream {
  /** True when the stream is a terminal; the bar draws nothing otherwise. */
  readonly isTTY?: boolean;
  /** Terminal width in columns, if known (defaults to 80). */
  readonly columns?: number;
  write(chunk: string): unknown;
}

/** Options for {@link createProgressBar}. */
export interface ProgressBarOptions {
  /** Text shown before the bar, e.g. `'sweep'`. */
  readonly label: string;
  /** Number of units of work in total (a positive integer; 0 draws an empty complete bar). */
  readonly total: number;
  /** Where to draw; nothing is written unless `stream.isTTY` is true. Default `process.stderr`. */
  readonly stream?: ProgressStream;
  /** Minimum milliseconds between redraws (default 100); the final `finish()` always draws. */
  readonly minIntervalMs?: number;
  /** Clock used to throttle redraws (default `Date.now`; adapters only, engines never see it). */
  readonly now?: () => number;
}

/** A progress bar returned by {@link createProgressBar}. */
export interface ProgressBar {
  /** Record that `done` units of `total` are complete (redraws at most every `minIntervalMs`). */
  update(done: number): void;
  /** Draw the last state given to `update` (unthrottled) and end the line; later calls to `update`/`finish` do nothing. */
  finish(): void;
}

/**
 * Create a progress bar that draws `[#####.....] done/total label pct%` on one line of a terminal stream.
 *
 * @param options - label, total, stream (default `process.stderr`), minIntervalMs (default 100), now (default Date.now)
 * @returns an object with `update(done)` and `finish()`; both are no-ops when the stream is not a TTY
 * @throws TypeError naming createProgressBar when `total` is negative or not finite
 * @example
 * ```ts
 * const bar = createProgressBar({ label: 'sweep', total: combos.length, stream: process.stderr });
 * await sweepParameters(bars, factory, grid, { onProgress: (done) => bar.update(done) });
 * bar.finish();
 * ```
 * @see docs/backtest-surfaces.md (progress on long commands)
 */
export function createProgressBar(options: ProgressBarOptions): ProgressBar {
  const { label, total } = options;
  if (!Number.isFinite(total) || total < 0) {
    throw new TypeError(`createProgressBar: total must be a finite number >= 0, got ${String(total)}`);
  }
  const stream: ProgressStream = options.stream ?? process.stderr;
  const minIntervalMs = options.minIntervalMs ?? 100;
  const now = options.now ?? Date.now;
  const active = stream.isTTY === true;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastDone = 0;
  let finished = false;

  const draw = (done: number): void => {
    const clamped = Math.min(Math.max(done, 0), total);
    const pct = Math.floor((total === 0 ? 1 : clamped / total) * 100);
    // One line renderer for every CLI bar (formatProgressBar); \x1b[K clears what a longer previous line left.
    const line = formatProgressBar(total === 0 ? 0 : clamped, total, `${label} ${pct}%`).slice(1).trimEnd();
    const width = stream.columns ?? 80;
    stream.write(`\r${line.length > width - 1 ? line.slice(0, Math.max(0, width - 1)) : line}\x1b[K`);
  };


  return {
    update(done: number): void {
      if (!active || finished) return;
      lastDone = done;
      const t = now();
      if (t - lastDraw < minIntervalMs) return;
      lastDraw = t;
      draw(done);
    },
    finish(): void {
      if (!active || finished) return;
      finished = true;
      draw(lastDone);
      stream.write('\n');
    },
  };
}
