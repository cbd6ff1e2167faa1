import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleTable } from '../../../src/core/ruleTable.js';
import { MARKETS_SIGNAL_EDGE, SIGNAL_EDGE_CLASSES, type SignalEdgeMeasure, type SignalEdgeTable } from '../../../src/markets/rules/signalEdge.js';
import { gateSignalEdge } from '../../../src/markets/signals/gateSignalEdge.js';

const ASSET_CLASSES = ['forex', 'commodity', 'metal', 'index', 'crypto', 'future', 'equity'] as const;
const COVERS = MARKETS_SIGNAL_EDGE.versions[0]!.value.covers;

function measure(lo: number, hi: number, calls = 500): SignalEdgeMeasure {
  return { edge: (lo + hi) / 2, ci95: [lo, hi], ci_known: true, calls, histories: 20, half: 'held_out', measured_by: 'test' };
}
function version(lo: number, effective: string) {
  const m = measure(lo, lo + 0.05);
  return {
    value: { pooled: m, classes: Object.fromEntries(SIGNAL_EDGE_CLASSES.map((c) => [c, m])) as SignalEdgeTable['classes'], covers: COVERS },
    source: `generated ${effective}`,
    effective,
    verified: null,
  };
}

const loArb = fc.double({ min: -1, max: 1, noNaN: true });
const dateArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('gateSignalEdge', () => {
  it('declines every class on both measured versions (every lower bound is at or below zero)', () => {
    for (const [asOf, unverified] of [['2026-11-30', true], ['2026-12-02', false]] as const) {
      for (const c of [...ASSET_CLASSES, ...SIGNAL_EDGE_CLASSES, 'pooled'] as const) {
        const gate = gateSignalEdge(c, { asOf });
        expect(gate.sell, `${c} ${asOf}`).toBe(false);
        expect(gate.reason).toBe('edge_not_positive');
        expect(gate.figures!.half).toBe('held_out');
        expect(gate.figures!.ci95[0]).toBeLessThanOrEqual(0);
        expect(gate.rule!.id).toBe('markets.signal_edge');
        expect(gate.rule!.unverified).toBe(unverified);
      }
    }
  });

  it('reports the measured figures of the evaluation run of 2026-12-02 (28 held-out histories)', () => {
    expect(gateSignalEdge('forex', { asOf: '2026-12-02' }).figures).toMatchObject({ measured_class: 'forex', edge: 0.0001, ci95: [-0.1277, 0.1148], calls: 268, histories: 6, ci_known: true });
    expect(gateSignalEdge('commodity', { asOf: '2026-12-02' }).figures).toMatchObject({ measured_class: 'energy', edge: -0.0293, calls: 499 });
    expect(gateSignalEdge('future', { asOf: '2026-12-02' }).figures).toMatchObject({ measured_class: 'pooled', edge: -0.0188, calls: 2603, histories: 28 });
    expect(gateSignalEdge('crypto', { asOf: '2026-12-02' }).figures).toMatchObject({ ci_known: true, ci95: [-0.1153, 0.1542], calls: 160 });
  });

  it('reports the measured figures of the class that covers the instrument (earlier provisional version)', () => {
    const forex = gateSignalEdge('forex', { asOf: '2026-11-30' });
    expect(forex.figures).toMatchObject({ class: 'forex', measured_class: 'forex', edge: -0.049, ci95: [-0.097, -0.001], calls: 2049, ci_known: true });
    const commodity = gateSignalEdge('commodity', { asOf: '2026-11-30' });
    expect(commodity.figures).toMatchObject({ measured_class: 'energy', edge: -0.225, calls: 129 });
    expect(gateSignalEdge('future', { asOf: '2026-11-30' }).figures).toMatchObject({ measured_class: 'pooled', edge: -0.0382, calls: 4937, histories: 26 });
    const crypto = gateSignalEdge('crypto', { asOf: '2026-11-30' });
    expect(crypto.figures).toMatchObject({ ci_known: false, ci95: [-1, 1], calls: 100 });
  });

  it('sells nothing before the first measurement', () => {
    const gate = gateSignalEdge('equity', { asOf: '2026-11-25' });
    expect(gate).toEqual({ sell: false, reason: 'not_measured', figures: null, rule: null });
  });

  it('property: a lower bound at or below zero never sells, one above zero always does', () => {
    fc.assert(
      fc.property(loArb, fc.constantFrom(...ASSET_CLASSES, ...SIGNAL_EDGE_CLASSES, 'pooled' as const), (lo, c) => {
        const table: RuleTable<SignalEdgeTable> = { id: 'test.edge', title: 't', versions: [version(lo, '2020-01-01')] };
        const gate = gateSignalEdge(c, { asOf: '2024-06-01', table });
        expect(gate.sell).toBe(lo > 0);
        expect(gate.figures!.ci95[0]).toBe(lo);
      }),
    );
  });

  it('property: the version in force at asOf decides (the latest effective date not after it)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(dateArb, loArb), { minLength: 1, maxLength: 6, selector: ([d]) => d }), dateArb, (versions, asOf) => {
        const table: RuleTable<SignalEdgeTable> = { id: 'test.edge', title: 't', versions: versions.map(([d, lo]) => version(lo, d)) };
        const gate = gateSignalEdge('index', { asOf, table });
        const inForce = versions.filter(([d]) => d <= asOf).sort(([a], [b]) => (a < b ? 1 : -1))[0];
        if (inForce === undefined) {
          expect(gate.reason).toBe('not_measured');
          expect(gate.sell).toBe(false);
        } else {
          expect(gate.rule!.effective).toBe(inForce[0]);
          expect(gate.sell).toBe(inForce[1] > 0);
        }
      }),
    );
  });

  it('throws, naming itself, for an unknown class or a bad date', () => {
    expect(() => gateSignalEdge('bonds' as never, { asOf: '2026-12-02' })).toThrow(/^gateSignalEdge: instrumentClass/);
    expect(() => gateSignalEdge('forex', { asOf: '02/12/2026' })).toThrow(/^gateSignalEdge: asOf/);
  });
});
