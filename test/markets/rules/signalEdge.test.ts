import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKETS_SIGNAL_EDGE, SIGNAL_EDGE_CLASSES } from '../../../src/markets/rules/signalEdge.js';

// The gate's figures are a measurement, not a choice: the newest version of markets.signal_edge must hold what
// `npm run evaluate` last wrote to docs/signal-quality.md ("For the no-edge gate"), so the table cannot drift from the
// run it cites.
const num = (text: string) => Number(text.replace('−', '-').replace('+', ''));

function measuredRows(): Map<string, { calls: number; edge: number; ci95: [number, number] }> {
  const doc = readFileSync('docs/signal-quality.md', 'utf8');
  const section = doc.slice(doc.indexOf('## For the no-edge gate'));
  const rows = new Map<string, { calls: number; edge: number; ci95: [number, number] }>();
  for (const m of section.matchAll(/^\| (pooled held-out|held-out (\w+)) \| (\d+) \| ([−+]?[\d.]+) \| \[([−+]?[\d.]+), ([−+]?[\d.]+)\]/gm)) {
    rows.set(m[2] ?? 'pooled', { calls: Number(m[3]), edge: num(m[4]!), ci95: [num(m[5]!), num(m[6]!)] });
  }
  return rows;
}

describe('markets.signal_edge', () => {
  it('holds, in its newest version, the held-out figures the evaluation wrote to docs/signal-quality.md', () => {
    const rows = measuredRows();
    expect(rows.size).toBe(SIGNAL_EDGE_CLASSES.length + 1);
    const newest = MARKETS_SIGNAL_EDGE.versions.at(-1)!.value;
    for (const [name, figures] of [['pooled', newest.pooled], ...SIGNAL_EDGE_CLASSES.map((c) => [c, newest.classes[c]] as const)] as const) {
      const row = rows.get(name)!;
      expect(row, name).toBeDefined();
      expect({ calls: figures.calls, edge: figures.edge, ci95: [...figures.ci95] }, name).toEqual(row);
      expect(figures.half).toBe('held_out');
    }
  });
});
