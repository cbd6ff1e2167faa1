import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeEachWayValue } from '../../../src/markets/sports/computeEachWayValue.js';
import { computeHarvilleProbabilities } from '../../../src/markets/sports/computeHarvilleProbabilities.js';
import { simulateGolfField } from '../../../src/markets/sports/simulateGolfField.js';
import { simulatePlackettLuce } from '../../../src/markets/sports/simulatePlackettLuce.js';
import { normalCdf } from '../../../src/backtest/_lib/normalCdf.js';

const asOf = '2026-11-25';
const field = fc
  .array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 3, maxLength: 7 })
  .map((w) => {
    const t = w.reduce((s, x) => s + x, 0);
    return w.map((x) => x / t);
  });

describe('computeHarvilleProbabilities', () => {
  it('gives Harville\'s closed form for second place: Σ_j p_j·p_i/(1 − p_j)', () => {
    fc.assert(
      fc.property(field, (p) => {
        const h = computeHarvilleProbabilities(p, { positions: 2 });
        p.forEach((pi, i) => {
          const second = p.reduce((s, pj, j) => (j === i ? s : s + (pj * pi) / (1 - pj)), 0);
          expect(h.finish[i]![0]).toBeCloseTo(pi, 14);
          expect(h.finish[i]![1]).toBeCloseTo(second, 14);
          expect(h.top[i]![1]).toBeCloseTo(pi + second, 14);
        });
      }),
    );
  });

  it('fills every position once: each column and each top-k total sum as they must', () => {
    fc.assert(
      fc.property(field, (p) => {
        const k = Math.min(4, p.length);
        const h = computeHarvilleProbabilities(p, { positions: k });
        for (let pos = 0; pos < k; pos++) expect(h.finish.reduce((s, row) => s + row[pos]!, 0)).toBeCloseTo(1, 12);
        expect(h.top.reduce((s, row) => s + row[k - 1]!, 0)).toBeCloseTo(k, 12);
        // Better win chances place at least as often (the order of the field is kept).
        p.forEach((pi, i) => p.forEach((pj, j) => { if (pi > pj) expect(h.top[i]![k - 1]!).toBeGreaterThanOrEqual(h.top[j]![k - 1]! - 1e-12); }));
        expect(h.head_to_head[0]![1]! + h.head_to_head[1]![0]!).toBeCloseTo(1, 14);
      }),
    );
  });

  it('rejects probabilities that do not sum to 1 and more than four positions', () => {
    expect(() => computeHarvilleProbabilities([0.5, 0.6])).toThrow(/^computeHarvilleProbabilities: winProbabilities must sum to 1/);
    expect(() => computeHarvilleProbabilities([0.2, 0.2, 0.2, 0.2, 0.1, 0.1], { positions: 5 })).toThrow(/positions/);
  });
});

describe('simulatePlackettLuce', () => {
  it('matches Harville exactly in expectation for the top two (within 4 standard errors), and head-to-head p_i/(p_i + p_j)', () => {
    const p = [0.4, 0.25, 0.15, 0.1, 0.06, 0.04];
    const exact = computeHarvilleProbabilities(p, { positions: 2 });
    const sim = simulatePlackettLuce(p, { seed: 11, draws: 60_000 });
    const se = (q: number) => Math.sqrt((q * (1 - q)) / sim.draws);
    p.forEach((_, i) => {
      for (const k of [0, 1]) expect(Math.abs(sim.finish[i]![k]! - exact.finish[i]![k]!)).toBeLessThan(4 * se(exact.finish[i]![k]!) + 1e-12);
      p.forEach((_, j) => {
        if (i !== j) expect(Math.abs(sim.head_to_head[i]![j]! - exact.head_to_head[i]![j]!)).toBeLessThan(4 * se(exact.head_to_head[i]![j]!));
      });
    });
  });

  it('is reproducible from its seed and differs with another', () => {
    const a = simulatePlackettLuce([3, 2, 1], { seed: 5, draws: 2000 });
    const b = simulatePlackettLuce([3, 2, 1], { seed: 5, draws: 2000 });
    const c = simulatePlackettLuce([3, 2, 1], { seed: 6, draws: 2000 });
    expect(a).toEqual(b);
    expect(a.finish).not.toEqual(c.finish);
    expect(a.top.every((row) => Math.abs(row[2]! - 1) < 1e-12)).toBe(true);
  });
});

describe('computeEachWayValue', () => {
  it('splits the stake: win at O, place at 1 + (O − 1)/5 over 3 places for a 10-runner non-handicap', () => {
    const top = [0.1, 0.19, 0.27];
    const r = computeEachWayValue(top, { asOf, decimalOdds: 11, runners: 10 });
    expect(r.terms).toEqual({ places: 3, fraction: 1 / 5 });
    expect(r.place_odds).toBeCloseTo(3, 14);
    expect(r.win_ev).toBeCloseTo(0.1 * 11 - 1, 14);
    expect(r.place_ev).toBeCloseTo(0.27 * 3 - 1, 14);
    expect(r.ev).toBeCloseTo((0.1 + -0.19) / 2, 14);
    expect(r.rules_applied[0]!.id).toBe('markets.sports.each_way_terms');
  });

  it('applies the handicap rows and the race\'s own terms, and says win only for small fields', () => {
    expect(computeEachWayValue([0.1, 0.2, 0.3, 0.4], { asOf, decimalOdds: 9, runners: 16, handicap: true }).terms).toEqual({ places: 4, fraction: 1 / 4 });
    expect(computeEachWayValue([0.1, 0.2, 0.3], { asOf, decimalOdds: 9, runners: 13, handicap: true }).terms).toEqual({ places: 3, fraction: 1 / 4 });
    expect(computeEachWayValue([0.3, 0.6], { asOf, decimalOdds: 3, runners: 6 }).terms).toEqual({ places: 2, fraction: 1 / 4 });
    expect(computeEachWayValue([0.3], { asOf, decimalOdds: 3, runners: 4 }).status).toBe('win_only');
    const own = computeEachWayValue([0.1, 0.2, 0.3, 0.4, 0.5], { asOf, decimalOdds: 21, terms: { places: 5, fraction: 1 / 5 } });
    expect(own.place_probability).toBe(0.5);
    expect(own.rules_applied).toEqual([]);
    expect(() => computeEachWayValue([0.1, 0.2], { asOf, decimalOdds: 11, runners: 10 })).toThrow(/^computeEachWayValue: the terms pay 3 places/);
  });
});

describe('simulateGolfField', () => {
  it('reproduces the closed form of a two-player, no-cut, continuous-score matchup', () => {
    // With continuous scores and no cut, 72-hole totals are normal with sd σ·√4 each, so P(a beats b) = Φ((μ_b − μ_a)/(σ·√8))
    // and that is also a's win probability; the calibration makes it the target.
    const sim = simulateGolfField([0.7, 0.3], { asOf, event: 'no_cut', integerScores: false, seed: 3, draws: 40_000, matchups: [[0, 1]] });
    const se = Math.sqrt((0.7 * 0.3) / sim.draws);
    expect(Math.abs(sim.players[0]!.win - 0.7)).toBeLessThan(4 * se);
    expect(Math.abs(sim.matchups[0]!.a_wins - sim.players[0]!.win)).toBeLessThan(1e-12);
    const sigma8 = sim.round_sd * Math.sqrt(8);
    const closed = normalCdf(((sim.players[1]!.strength - sim.players[0]!.strength) * 4) / sigma8);
    expect(closed).toBeCloseTo(0.7, 6);
    expect(sim.matchups[0]!.tie).toBe(0);
  });

  it('cuts the field after two rounds and keeps win ≤ top-5 ≤ top-10 ≤ top-20 ≤ make cut', () => {
    const w = Array.from({ length: 80 }, (_, i) => 1 / (i + 4) ** 1.6);
    const t = w.reduce((s, x) => s + x, 0);
    const sim = simulateGolfField(w.map((x) => x / t), { asOf, seed: 9, draws: 3000, cut: { after_round: 2, top: 40, ties: true }, matchups: [[0, 79]] });
    for (const pl of sim.players) {
      expect(pl.win).toBeLessThanOrEqual(pl.top5 + 1e-12);
      expect(pl.top5).toBeLessThanOrEqual(pl.top10 + 1e-12);
      expect(pl.top10).toBeLessThanOrEqual(pl.top20 + 1e-12);
      expect(pl.top20).toBeLessThanOrEqual(pl.make_cut + 1e-12);
    }
    // Top 40 and ties of 80 players: on average at least half the field makes the cut.
    expect(sim.players.reduce((s, p) => s + p.make_cut, 0)).toBeGreaterThanOrEqual(40);
    // Dead heats keep each top-N total at N players per tournament.
    expect(sim.players.reduce((s, p) => s + p.top10, 0)).toBeCloseTo(10, 9);
    expect(sim.players.reduce((s, p) => s + p.win, 0)).toBeCloseTo(1, 12);
    expect(sim.matchups[0]!.a_wins).toBeGreaterThan(0.8);
    expect(sim.calibration_error).toBeLessThan(0.02);
    expect(simulateGolfField(w.map((x) => x / t), { asOf, seed: 9, draws: 200 })).toEqual(simulateGolfField(w.map((x) => x / t), { asOf, seed: 9, draws: 200 }));
  });

  it('rejects an unknown event', () => {
    expect(() => simulateGolfField([0.5, 0.5], { asOf, event: 'ryder_cup' })).toThrow(/^simulateGolfField: event must be one of/);
  });
});
