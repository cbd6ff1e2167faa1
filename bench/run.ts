// npm run bench: every benchmark, each measured against its floor (or its peer) in the same run.
import { runBacktestBench } from './backtest.bench.js';
import { formatHttpBench, runHttpBench } from './http.bench.js';
import { runPayoffBench } from './payoff.bench.js';
import { runRecallsBench } from './recalls.bench.js';

interface Row {
  readonly name: string;
  readonly medianMs: number;
  readonly floorMedianMs?: number;
  readonly ratio?: number;
  readonly targetMs: number;
  readonly withinTarget: boolean;
  readonly iterations: number;
}

const rows: Row[] = [await runPayoffBench(), await runRecallsBench(), ...(await runBacktestBench())];
for (const r of rows) {
  const floor = r.floorMedianMs === undefined ? '' : `\n  floor  ${r.floorMedianMs.toFixed(5)} ms; ratio ${r.ratio?.toFixed(2)}x`;
  console.log(`${r.name}\n  median ${r.medianMs.toFixed(4)} ms (target ${r.targetMs} ms: ${r.withinTarget ? 'met' : 'MISSED'})${floor}; ${r.iterations} timed calls`);
}

// Load over loopback with autocannon: GET /health against a bare Hono app, and a paid endpoint with local verification.
console.log(formatHttpBench(await runHttpBench()));
