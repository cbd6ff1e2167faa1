import { prepareDebts } from '../../src/debt/_lib/payoffSimulation.ts';
import * as plansMod from '../../src/debt/_lib/payoffPlans.ts';
import { validateDebts } from '../../src/debt/_lib/payoffInput.ts';
import { BENCH_DEBTS } from '../payoff.bench.ts';
const p = prepareDebts(validateDebts(BENCH_DEBTS as any, 'x'));
const r = plansMod.runPayoffPlans(p, { extraCents: 0, maxMonths: 1200, interestMode: 'monthly', asOf: '2026-11-22', record: ['avalanche','snowball','hybrid'], growthHorizonMonths: 12 });
console.log(Object.fromEntries(Object.entries(r.methods).map(([k, v]: any) => [k, [v.months, v.paidOff]])), r.minimumsOnly.months, r.minimumsOnly.paidOff, r.minimumsNeverPayOff, r.neverPaysOff);
