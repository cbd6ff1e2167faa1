import { planPayoff } from '../../src/debt/planPayoff.ts';
import * as sim from '../../src/debt/_lib/payoffSimulation.ts';
import { BENCH_DEBTS } from '../payoff.bench.ts';
const r = planPayoff(BENCH_DEBTS, { asOf: '2026-11-22', method: 'auto' }) as any;
console.log(Object.keys(r), r.methods.avalanche.months, r.minimumsOnly?.months ?? r.minimums_only?.months);
