import { runAnalysisBench } from '../analysis.bench.ts';
for (const r of await runAnalysisBench({ sweepRuns: 3, monteCarloRuns: 5 })) console.log(r.name, r.medianMs.toFixed(0), r.floorMedianMs?.toFixed(0), r.ratio?.toFixed(2));
const { timeVectorbtSweep } = await import('../analysis.bench.ts');
console.log(timeVectorbtSweep(1));
