import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planPayoff } from '../../src/debt/planPayoff.js';
import { answerText, sha256, type RecordedCase } from '../fixtures/engine-outputs/record.js';

// Answers recorded before planPayoff's result building was made faster (provenance: test/fixtures/README.md,
// engine-outputs/): every byte of every answer, or of every error, must stay the same.
const cases = JSON.parse(readFileSync(new URL('../fixtures/engine-outputs/planPayoff.json', import.meta.url), 'utf8')) as RecordedCase[];

describe('planPayoff recorded answers', () => {
  let texts: string[] | undefined;
  /** Each case's answer text, computed once for both tests. */
  const answers = (): string[] => (texts ??= cases.map((c) => answerText(() => planPayoff(c.args[0] as never, c.args[1] as never))));
  it('gives the recorded answer, byte for byte, for each of the 150 recorded inputs (four languages, every option)', () => {
    expect(cases.length).toBe(150);
    const changed = cases
      .map((c, i) => ({ i, got: sha256(answers()[i]!), want: c.sha256 }))
      .filter((r) => r.got !== r.want)
      .map((r) => `case ${r.i}: ${JSON.stringify(cases[r.i]!.args)}`);
    expect(changed).toEqual([]);
  });

  it('covers answers and errors alike', () => {
    const errors = answers().filter((text) => text.startsWith('ERR')).length;
    expect(errors).toBeGreaterThan(0);
    expect(errors).toBeLessThan(cases.length / 2);
  });
});
