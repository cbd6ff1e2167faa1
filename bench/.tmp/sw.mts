import { sweepParameters } from '../../src/backtest/sweepParameters.ts';
import { createSmaCrossStrategy } from '../../src/backtest/createSmaCrossStrategy.ts';
import { computeSma } from '../../src/markets/indicators/computeSma.ts';
import { makeBenchBars } from '../backtest.bench.ts';
const bars = makeBenchBars();
const range = Array.from({ length: 100 }, (_, i) => i + 1);
const factory = (p: any) => createSmaCrossStrategy({ fast: p.fast, slow: p.slow });
for (let r = 0; r < 3; r++) {
  let t = performance.now();
  const s = sweepParameters(bars, factory, { fast: range, slow: range }, { run: { commission: { rate: 0.002 } } });
  const sweepMs = performance.now() - t;
  t = performance.now();
  for (let i = 0; i < 4950 * 2; i++) computeSma(bars.close, { period: 1 + (i % 100) });
  console.log('sweep', sweepMs.toFixed(0), 'sma-only', (performance.now() - t).toFixed(0), s.best?.params);
}
