// Reproduces the choice of the signal model's prior strength (docs/signal-model.md, "Why k = 200"): the engine's
// Brier score minus the random-walk baseline's, walk-forward on the five real histories of `npm run evaluate`, for
// several priors, on the candidates whose signal bar lies in the earlier half of each file, the later half, and all.
// Usage: npx tsx scripts/sweepSignalPrior.ts [k,k,...]   (default 20,50,100,150,200,400)
import { readFileSync } from 'node:fs';
import { evaluateSignalCalibration, type CalibrationEvent } from '../src/markets/signals/evaluateSignalCalibration.js';
import { SIGNAL_MODEL } from '../src/markets/signals/rules/signalModel.js';
import { readDailyCsvBars } from './readDailyCsvBars.js';
import { SIGNAL_HISTORIES } from './signalHistories.js';

const PRIORS = (process.argv[2] ?? '20,50,100,150,200,400').split(',').map(Number);
const HALVES = ['earlier', 'later', 'all'] as const;

/** Σ (engine error² − baseline error²) and the count, over the events a half keeps. */
function excess(events: readonly CalibrationEvent[], keep: (e: CalibrationEvent) => boolean): { sum: number; n: number } {
  let sum = 0;
  let n = 0;
  for (const e of events) {
    if (!keep(e)) continue;
    sum += (e.probability - e.outcome) ** 2 - (e.baseline - e.outcome) ** 2;
    n++;
  }
  return { sum, n };
}

const histories = SIGNAL_HISTORIES.map(({ symbol, path }) => readDailyCsvBars(symbol, readFileSync(path, 'utf8')).bars);
for (const k of PRIORS) {
  const runs = histories.map((bars) => ({ bars, events: evaluateSignalCalibration(bars, { asOf: SIGNAL_MODEL.versions[0]!.effective, priorStrength: k }).engine_events }));
  for (const half of HALVES) {
    let sum = 0;
    let n = 0;
    const per: string[] = [];
    for (const { bars, events } of runs) {
      const mid = Math.floor(bars.close.length / 2);
      const keep = (e: CalibrationEvent): boolean => half === 'all' || (half === 'earlier' ? e.bar_index < mid : e.bar_index >= mid);
      const x = excess(events, keep);
      sum += x.sum;
      n += x.n;
      per.push(`${bars.symbol} ${(x.sum / x.n).toFixed(6)}`);
    }
    console.log(`k=${k} ${half}: ${n} candidates, Brier engine − baseline ${(sum / n).toFixed(6)} (${per.join(', ')})`);
  }
}
