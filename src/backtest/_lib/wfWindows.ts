import { GuidekitError } from '../../core/GuidekitError.js';
import type { Bars } from '../types.js';

/** One walk-forward window as bar indexes: in-sample [isStart, isEnd), out-of-sample [isEnd, oosEnd). */
export interface WalkForwardWindow {
  readonly isStart: number;
  readonly isEnd: number;
  readonly oosEnd: number;
}

/**
 * Lays out the windows. Rolling: the in-sample window keeps its length and moves by `step`; anchored: it always starts at
 * bar 0 and grows by `step`. Each out-of-sample window follows its in-sample window; only full windows are kept.
 */
export function planWalkForwardWindows(
  fn: string, n: number, o: { inSampleBars: number; outOfSampleBars: number; stepBars: number; mode: 'rolling' | 'anchored' },
): WalkForwardWindow[] {
  const windows: WalkForwardWindow[] = [];
  for (let k = 0; ; k++) {
    const isStart = o.mode === 'rolling' ? k * o.stepBars : 0;
    const isEnd = o.inSampleBars + k * o.stepBars;
    const oosEnd = isEnd + o.outOfSampleBars;
    if (oosEnd > n) break;
    windows.push({ isStart, isEnd, oosEnd });
  }
  if (windows.length === 0) {
    throw new GuidekitError(`${fn}: ${n} bars cannot hold one in-sample (${o.inSampleBars}) plus out-of-sample (${o.outOfSampleBars}) window`, {
      code: 'too_small',
      field: 'inSampleBars',
    });
  }
  return windows;
}

/** A view of bars `from`..`to − 1` (typed arrays are shared, not copied). */
export function sliceBars(bars: Bars, from: number, to: number): Bars {
  return {
    dates: bars.dates.slice(from, to),
    open: bars.open.subarray(from, to),
    high: bars.high.subarray(from, to),
    low: bars.low.subarray(from, to),
    close: bars.close.subarray(from, to),
    volume: bars.volume.subarray(from, to),
  };
}
