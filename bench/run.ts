// npm run bench: every benchmark, each measured against its floor in the same run.
import { runPayoffBench } from './payoff.bench.js';

const results = [await runPayoffBench()];
for (const r of results) {
  console.log(
    `${r.name}\n  median ${r.medianMs.toFixed(4)} ms (target ${r.targetMs} ms: ${r.withinTarget ? 'met' : 'MISSED'})\n` +
      `  floor  ${r.floorMedianMs.toFixed(4)} ms (plain-number loop, same arithmetic)\n  ratio  ${r.ratio.toFixed(2)}x; plan ${r.planMonths} months; ${r.iterations} timed calls`,
  );
}
