// npm run bench: every benchmark, each measured against its floor (or its peer) in the same run.
import { runAnalysisBench } from './analysis.bench.js';
import { runAskBench } from './ask.bench.js';
import { runBacktestBench } from './backtest.bench.js';
import { runDevigBench } from './devig.bench.js';
import { runFplBench } from './fpl.bench.js';
import { formatIndicatorPeers, runIndicatorsBench } from './indicators.bench.js';
import { formatBundleSizeBench, runBundleSizeBench } from './bundleSize.bench.js';
import { timeBacktestingPy } from './backtestingPy.peer.js';
import { formatHttpBench, runHttpBench } from './http.bench.js';
import { runLaddersBench } from './ladders.bench.js';
import { runMarketEndpointsBench } from './marketEndpoints.bench.js';
import { runPayoffBench } from './payoff.bench.js';
import { runPredictionsBench } from './predictions.bench.js';
import { runRecallsBench } from './recalls.bench.js';
import { runSignalsBench } from './signals.bench.js';
import { runVetBench } from './vet.bench.js';
import { runEvaluateSignalsBench } from './evaluateSignals.bench.js';

interface Row {
  readonly name: string;
  readonly medianMs: number;
  readonly floorMedianMs?: number;
  readonly ratio?: number;
  readonly targetMs: number;
  readonly withinTarget: boolean;
  readonly iterations: number;
}

const indicators = await runIndicatorsBench(); // 1M floats, engine vs plain-loop floor, interleaved rounds
const rows: Row[] = [...indicators.rows, await runPayoffBench(), await runRecallsBench(), ...(await runBacktestBench()), ...(await runAnalysisBench()), ...(await runSignalsBench()), ...(await runEvaluateSignalsBench()), ...(await runMarketEndpointsBench()), ...(await runDevigBench()), ...(await runFplBench()), ...(await runLaddersBench()), ...runAskBench(), runPredictionsBench(), ...runVetBench()];
rows.push(...(await (await import('./pmCorpus.bench.js')).runPmCorpusBench())); // skipped unless GUIDEKIT_BENCH_PM_CORPUS=1
for (const r of rows) {
  const floor = r.floorMedianMs === undefined ? '' : `\n  floor  ${r.floorMedianMs.toFixed(5)} ms; ratio ${r.ratio?.toFixed(2)}x`;
  console.log(`${r.name}\n  median ${r.medianMs.toFixed(4)} ms (target ${r.targetMs} ms: ${r.withinTarget ? 'met' : 'MISSED'})${floor}; ${r.iterations} timed calls`);
}

console.log(formatIndicatorPeers(indicators));
{
  // vectorbt's 100 × 100 MA sweep beside our single-thread sweep: results checked on the same bars, then interleaved rounds.
  const vbt = await (await import('./analysis.bench.js')).compareVectorbtSweep({ rounds: 3 });
  if ('skipped' in vbt) console.log(`vectorbt sweep peer: skipped (${vbt.skipped})`);
  else console.log(`vectorbt ${vbt.version} 100 × 100 MA sweep: median ${vbt.vectorbtMs.toFixed(0)} ms; ours (single thread, same run) ${vbt.oursMs.toFixed(0)} ms; ratio ${vbt.ratio.toFixed(2)}x; ${vbt.combinations} combinations agree (trade counts equal, max |Δ total return| ${vbt.maxReturnDifference.toExponential(1)}); ${vbt.rounds} interleaved rounds; vectorbt peak memory ${(vbt.vectorbtPeakRssMb / 1024).toFixed(1)} GB`);
}

// The same crossover side by side with backtesting.py (its run() includes the statistics, so compare with ours summed).
const peer = timeBacktestingPy();
const ours = rows.filter((r) => r.name.startsWith('runBacktest') || r.name.startsWith('computeBacktestStats'));
if ('skipped' in peer) console.log(`backtesting.py peer: skipped (${peer.skipped})`);
else {
  const oursMs = ours.reduce((sum, r) => sum + r.medianMs, 0);
  console.log(`backtesting.py SmaCross(10,20) on the same 5,000 bars: median ${peer.medianMs.toFixed(2)} ms, ${peer.trades} trades; guidekit run + stats ${oursMs.toFixed(3)} ms; ratio ${(peer.medianMs / oursMs).toFixed(1)}x`);
}

// Load over loopback with autocannon: GET /health against a bare Hono app, and a paid endpoint with local verification.
console.log(formatHttpBench(await runHttpBench()));
console.log((await import('./serveStartup.bench.js')).formatServeStartupBench(await (await import('./serveStartup.bench.js')).runServeStartupBench())); // fresh `guidekit serve` to first /health 200

// Browser bundle of one engine (planPayoff from guidekit/debt), minified and gzipped, against decimal.js + date-fns alone.
console.log(formatBundleSizeBench(await runBundleSizeBench()));
