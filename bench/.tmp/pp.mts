import { planPayoff } from '../../src/debt/planPayoff.ts';
import { BENCH_DEBTS } from '../payoff.bench.ts';
const t = performance.now();
for (let i = 0; i < 1500; i++) planPayoff(BENCH_DEBTS, { asOf: '2026-11-22', method: 'auto' });
console.log((performance.now() - t) / 1500);
