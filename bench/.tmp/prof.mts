import { sweepParameters } from '../../src/backtest/sweepParameters.ts';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.ts';
import { makeBenchBars } from '../backtest.bench.ts';
const bars = makeBenchBars();
const range = Array.from({ length: 100 }, (_, i) => i + 1);
const factory = (p: any) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow });
const t = performance.now();
sweepParameters(bars, factory, { fast: range, slow: range }, { run: { commission: { rate: 0.002 } } });
console.log(performance.now() - t);
