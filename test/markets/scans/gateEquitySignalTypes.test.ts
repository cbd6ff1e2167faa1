import { describe, expect, it } from 'vitest';
import { gateEquitySignalTypes } from '../../../src/markets/scans/gateEquitySignalTypes.js';
import { call, factor } from './_calls.js';

const AS_OF = '2026-11-25';

describe('gateEquitySignalTypes', () => {
  it('passes a breakout: trend and momentum long, the close 1.4σ above its mean (at least 1σ)', () => {
    const gated = gateEquitySignalTypes(call('AAPL', { factors: [factor('trend', 1, 0.9), factor('momentum', 1, 3), factor('mean_reversion', 0, 1.4)] }), { asOf: AS_OF });
    expect(gated.types.map((t) => [t.type, t.passed])).toEqual([['breakout', true], ['pullback_in_trend', false], ['mean_reversion', false]]);
    expect(gated.direction).toBe('long');
    expect(gated.passed_types).toEqual(['breakout']);
    // The pullback fails because the close is above its mean, and says by how much.
    expect(gated.types[1]!.failures.map((f) => f.code)).toEqual(['cond_pullback_z']);
    expect(gated.types[1]!.message).toBe('Pullback in trend: fails for the long side: the close is 1.4σ on the long side of its 20-bar mean, more than 0σ, so it has not pulled back.');
    expect(gated.verdict.message).toBe('The long call passes breakout: it is given.');
  });

  it('passes a pullback in trend on the short side: trend short, the close back 0.5σ above its mean', () => {
    const gated = gateEquitySignalTypes(call('MSFT', { candidate: 'short', factors: [factor('trend', -1, -0.9), factor('momentum', 0, 0), factor('mean_reversion', 0, 0.5)] }), { asOf: AS_OF });
    expect(gated.passed_types).toEqual(['pullback_in_trend']);
    expect(gated.direction).toBe('short');
    // The breakout fails twice: momentum is neutral, and the close is 0.5σ against the short side.
    expect(gated.types[0]!.failures.map((f) => f.code)).toEqual(['cond_momentum', 'cond_breakout_z']);
  });

  it('passes mean reversion when its factor votes the call\'s side, and refuses a pullback past the far band', () => {
    const gated = gateEquitySignalTypes(call('NVDA', { factors: [factor('trend', 1, 0.5), factor('momentum', 0, -1), factor('mean_reversion', 1, -2.3)] }), { asOf: AS_OF });
    expect(gated.passed_types).toEqual(['mean_reversion']);
    expect(gated.types[1]!.failures.map((f) => f.code)).toEqual(['cond_pullback_floor']);
  });

  it('gives no call when the engine gives none, or when no asked type passes, and lists why', () => {
    const engineNone = gateEquitySignalTypes(call('AAPL', { direction: 'no_signal' }), { asOf: AS_OF });
    expect(engineNone.direction).toBe('no_signal');
    expect(engineNone.verdict.code).toBe('verdict_engine_none');
    const noSide = gateEquitySignalTypes(call('AAPL', { candidate: null }), { asOf: AS_OF, types: ['breakout'] });
    expect(noSide.types).toEqual([expect.objectContaining({ type: 'breakout', passed: null })]);
    const onlyMeanReversion = gateEquitySignalTypes(call('AAPL'), { asOf: AS_OF, types: ['mean_reversion'], lang: 'es' });
    expect(onlyMeanReversion.direction).toBe('no_signal');
    expect(onlyMeanReversion.verdict.message).toBe('La señal en largo no cumple ninguno de los tipos de señal pedidos: no hay señal.');
  });

  it('refuses an unknown type under its own name', () => {
    expect(() => gateEquitySignalTypes(call('AAPL'), { asOf: AS_OF, types: ['momentum' as 'breakout'] })).toThrow(/^gateEquitySignalTypes: types/);
  });
});
