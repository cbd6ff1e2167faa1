import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { sizeConvergenceKelly } from '../../../src/markets/perps/sizeConvergenceKelly.js';

// Kelly for a binary bet winning W or losing L per unit staked: f* = (pW − qL) ÷ (WL), the maximiser of
// p·ln(1 + fW) + q·ln(1 − fL) (research notes markets.md §4, "EV and Kelly", in its two-outcome form).

describe('sizeConvergenceKelly', () => {
  it('matches the hand-computed bet: gap 30 bps, floor 10 bps, take-profit at 10 % left, stop at +50 %, p = 0.7', () => {
    const out = sizeConvergenceKelly({ gap: 0.003, costFloor: 0.001, takeProfitResidual: 0.1, stopWidening: 0.5, probability: 0.7 }, { fraction: 0.25, maxNotionalFraction: 100 });
    // W = 0.9 × 0.003 − 0.001 = 0.0017; L = 0.5 × 0.003 + 0.001 = 0.0025; EV = 0.7 × 0.0017 − 0.3 × 0.0025 = 0.00044.
    expect(out.win).toBeCloseTo(0.0017, 15);
    expect(out.loss).toBeCloseTo(0.0025, 15);
    expect(out.ev).toBeCloseTo(0.00044, 15);
    // f* = 0.00044 ÷ (0.0017 × 0.0025) = 103.529411...; a quarter of it is 25.882352...
    expect(out.full_kelly).toBeCloseTo(0.00044 / 0.00000425, 9);
    expect(out.stake).toBeCloseTo(0.00044 / 0.00000425 / 4, 9);
    expect(out.capped).toBe(false);
  });

  it('caps the stake at the notional cap', () => {
    const out = sizeConvergenceKelly({ gap: 0.003, costFloor: 0.001, takeProfitResidual: 0.1, stopWidening: 0.5, probability: 0.7 });
    expect(out).toMatchObject({ stake: 1, capped: true });
  });

  it('advises no stake without a positive edge', () => {
    // W = 0.9 × 0.002 − 0.001 = 0.0008; L = 0.5 × 0.002 + 0.001 = 0.002; EV = 0.7 × 0.0008 − 0.3 × 0.002 = −0.00004.
    const out = sizeConvergenceKelly({ gap: 0.002, costFloor: 0.001, takeProfitResidual: 0.1, stopWidening: 0.5, probability: 0.7 });
    expect(out.ev).toBeCloseTo(-0.00004, 15);
    expect(out).toMatchObject({ full_kelly: 0, stake: 0, capped: false });
  });

  it('sets the derivative of expected log growth to zero at full Kelly (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.0005, max: 0.05, noNaN: true }),
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.double({ min: 0.1, max: 2, noNaN: true }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (gap, costFloor, residual, widening, p) => {
          const out = sizeConvergenceKelly({ gap, costFloor, takeProfitResidual: residual, stopWidening: widening, probability: p }, { fraction: 1, maxNotionalFraction: 1e12 });
          if (out.full_kelly === 0) {
            expect(out.ev <= 0 || out.win <= 0).toBe(true);
            return;
          }
          const f = out.full_kelly;
          const slope = (p * out.win) / (1 + f * out.win) - ((1 - p) * out.loss) / (1 - f * out.loss);
          expect(Math.abs(slope)).toBeLessThan(1e-9 * Math.max(1, p * out.win / (1 + f * out.win)));
        },
      ),
    );
  });

  it('refuses bad arguments naming the field', () => {
    const ok = { gap: 0.003, costFloor: 0.001, takeProfitResidual: 0.1, stopWidening: 0.5, probability: 0.7 };
    for (const [bet, field] of [
      [{ ...ok, gap: 0 }, 'gap'],
      [{ ...ok, probability: 1.2 }, 'probability'],
      [{ ...ok, takeProfitResidual: 1 }, 'takeProfitResidual'],
      [{ ...ok, stopWidening: 0 }, 'stopWidening'],
    ] as const) {
      expect(() => sizeConvergenceKelly(bet)).toThrow(GuidekitError);
      try {
        sizeConvergenceKelly(bet);
      } catch (e) {
        expect((e as GuidekitError).field).toBe(field);
      }
    }
  });
});
