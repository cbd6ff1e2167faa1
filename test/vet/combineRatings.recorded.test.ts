import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { combineRatings } from '../../src/vet/combineRatings.js';
import { answerText, sha256, type RecordedCase } from '../fixtures/engine-outputs/record.js';

// Answers recorded before combineRatings' notes, citations and rule lookup were made faster (provenance:
// test/fixtures/README.md, engine-outputs/): every byte of every answer, or of every error, must stay the same.
const cases = JSON.parse(readFileSync(new URL('../fixtures/engine-outputs/combineRatings.json', import.meta.url), 'utf8')) as RecordedCase[];

describe('combineRatings recorded answers', () => {
  let texts: string[] | undefined;
  /** Each case's answer text, computed once for both tests. */
  const answers = (): string[] => (texts ??= cases.map((c) => answerText(() => combineRatings(c.args[0] as never, c.args[1] as never))));
  it('gives the recorded answer, byte for byte, for each of the 400 recorded inputs (four languages, asOf before and after 4.26(d), bilateral pairs)', () => {
    expect(cases.length).toBe(400);
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
