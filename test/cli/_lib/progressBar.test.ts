import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createProgressBar } from '../../../src/cli/_lib/progressBar.js';

function makeStream(isTTY: boolean) {
  const chunks: string[] = [];
  return { stream: { isTTY, columns: 80, write: (c: string) => chunks.push(c) }, chunks };
}

describe('createProgressBar', () => {
  it('writes nothing when the stream is not a TTY', () => {
    const { stream, chunks } = makeStream(false);
    const bar = createProgressBar({ label: 'sweep', total: 10, stream });
    for (let i = 0; i <= 10; i++) bar.update(i);
    bar.finish();
    expect(chunks).toEqual([]);
  });

  it('draws label, counts and percent on a TTY and ends the line on finish', () => {
    const { stream, chunks } = makeStream(true);
    let t = 0;
    const bar = createProgressBar({ label: 'sweep', total: 4, stream, now: () => (t += 1000) });
    bar.update(1);
    expect(chunks.at(-1)).toMatch(/^\r\[#*\.*\] 1\/4 sweep 25%/);
    expect(chunks.at(-1)).toContain('1/4 sweep 25%');
    bar.update(2);
    expect(chunks.at(-1)).toContain('2/4 sweep 50%');
    bar.update(4);
    bar.finish();
    expect(chunks.at(-2)).toContain('4/4 sweep 100%');
    expect(chunks.at(-1)).toBe('\n');
    const count = chunks.length;
    bar.update(3);
    bar.finish();
    expect(chunks.length).toBe(count);
  });

  it('finishes on the last state it was given (an aborted run does not show 100 %)', () => {
    const { stream, chunks } = makeStream(true);
    const bar = createProgressBar({ label: 'sweep', total: 10, stream, minIntervalMs: 1e9 });
    bar.update(1);
    bar.update(3);
    bar.finish();
    expect(chunks.at(-2)).toContain('3/10 sweep 30%');
  });

  it('throttles redraws to minIntervalMs', () => {
    const { stream, chunks } = makeStream(true);
    let t = 0;
    const bar = createProgressBar({ label: 'mc', total: 1000, stream, minIntervalMs: 100, now: () => t });
    for (let i = 0; i < 1000; i++) {
      t += 1; // 1 ms per update: about one draw per 100 updates
      bar.update(i);
    }
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.length).toBeLessThanOrEqual(11);
  });

  it('rejects a negative total naming the function', () => {
    expect(() => createProgressBar({ label: 'x', total: -1, stream: makeStream(true).stream })).toThrow(
      /createProgressBar/,
    );
  });

  it('never draws a line wider than the terminal and the percent stays within 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -50, max: 20_000 }), (total, done) => {
        const { stream, chunks } = makeStream(true);
        const bar = createProgressBar({ label: 'walk-forward', total, stream, minIntervalMs: 0 });
        bar.update(done);
        const line = chunks[0]!.replace('\r', '').replace('\x1b[K', '');
        expect(line.length).toBeLessThan(80);
        const pct = Number(/ (\d+)%$/.exec(line)![1]);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
      }),
    );
  });
});
