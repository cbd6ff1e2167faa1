import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessOverfitting } from '../../src/backtest/assessOverfitting.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

// The deflated Sharpe paper's example (Bailey & López de Prado 2014): DSR ≈ 0.9004 < 0.95, so the check warns.
const EXAMPLE = { sharpe: 2.5 / Math.sqrt(250), observations: 1250, skewness: -3, kurtosis: 10 };

const byCode = (r: ReturnType<typeof assessOverfitting>, code: string) => r.checks.find((c) => c.code === code)!;

describe('assessOverfitting', () => {
  it('warns on the paper\'s example: PSR passes, DSR ≈ 0.9004 does not', () => {
    const r = assessOverfitting({ sample: EXAMPLE, periodsPerYear: 250, trials: 100, sharpeVariance: 0.5 / 250 });
    expect(byCode(r, 'psr').status).toBe('pass');
    expect(byCode(r, 'dsr').status).toBe('warn');
    expect(r.deflated_sharpe?.toFixed(4)).toBe('0.9004');
    expect(byCode(r, 'dsr').message).toContain('0.9004');
    expect(byCode(r, 'dsr').message).toContain('100 trials');
  });

  it('applies each threshold at its boundary', () => {
    expect(byCode(assessOverfitting({ tradeCount: 29 }), 'trade_count').status).toBe('warn');
    expect(byCode(assessOverfitting({ tradeCount: 30 }), 'trade_count').status).toBe('pass');
    expect(byCode(assessOverfitting({ pbo: 0.5 }), 'pbo').status).toBe('pass');
    expect(byCode(assessOverfitting({ pbo: 0.51 }), 'pbo').status).toBe('warn');
    expect(byCode(assessOverfitting({ isSharpe: 2, oosSharpe: 1 }), 'oos_decay').status).toBe('pass');
    expect(byCode(assessOverfitting({ isSharpe: 2, oosSharpe: 0.9 }), 'oos_decay').status).toBe('warn');
  });

  it('checks the sample length against MinBTL (45 trials need ≈ 5 years for SR 1)', () => {
    const short = assessOverfitting({ trials: 45, sampleYears: 4.9 }, { targetSharpe: 1 });
    const long = assessOverfitting({ trials: 45, sampleYears: 5 }, { targetSharpe: 1 });
    expect(byCode(short, 'min_backtest_length').status).toBe('warn');
    expect(byCode(long, 'min_backtest_length').status).toBe('pass');
    expect(short.min_backtest_years).toBeCloseTo(4.998087004443405, 10);
  });

  it('marks checks without their input as not assessed and lists only warnings in warnings', () => {
    const r = assessOverfitting({ tradeCount: 12 });
    expect(r.checks.map((c) => c.status)).toEqual(['not_assessed', 'not_assessed', 'not_assessed', 'warn', 'not_assessed', 'not_assessed']);
    expect(r.warnings.map((w) => w.code)).toEqual(['trade_count']);
    expect(r.warnings[0]?.message).toContain('12');
  });

  it('speaks Spanish', () => {
    const r = assessOverfitting({ tradeCount: 12, pbo: 0.7 }, { lang: 'es' });
    expect(byCode(r, 'trade_count').message).toContain('operaciones');
    expect(byCode(r, 'pbo').message).toContain('sobreajuste');
    expect(byCode(r, 'psr').message).toContain('No evaluado');
  });

  it('warns exactly when a number crosses its threshold (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 100 }), (pbo, trades) => {
        const r = assessOverfitting({ pbo, tradeCount: trades });
        expect(byCode(r, 'pbo').status === 'warn').toBe(pbo > 0.5);
        expect(byCode(r, 'trade_count').status === 'warn').toBe(trades < 30);
      }),
    );
  });

  it('rejects bad input naming the field', () => {
    const field = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        expect((e as GuidekitError).message.startsWith('assessOverfitting:')).toBe(true);
        return (e as GuidekitError).field;
      }
      return undefined;
    };
    expect(field(() => assessOverfitting({ pbo: 1.2 }))).toBe('pbo');
    expect(field(() => assessOverfitting({ trials: 0 }))).toBe('trials');
    expect(field(() => assessOverfitting({ tradeCount: -1 }))).toBe('tradeCount');
    expect(field(() => assessOverfitting({ sample: [0.1] }))).toBe('sample');
    expect(field(() => assessOverfitting({}, { lang: 'fr' as 'en' }))).toBe('lang');
    expect(field(() => assessOverfitting({}, { thresholds: { maxPbo: 2 } }))).toBe('thresholds.maxPbo');
  });
});
