import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { MAX_STATED_RATINGS, parseStatedRatings } from '../../src/vet/parseStatedRatings.js';

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

const brief = (raw: string | readonly unknown[]) => parseStatedRatings(raw).map((r) => [r.rating, r.side, r.limb]);

describe('parseStatedRatings', () => {
  it('reads the issue example: PTSD 50, tinnitus 10, knee left 10, knee right 10', () => {
    const r = parseStatedRatings('PTSD 50, tinnitus 10, knee left 10, knee right 10');
    expect(r.map((x) => [x.condition, x.condition_id, x.rating, x.side, x.limb])).toEqual([
      ['PTSD', 'ptsd', 50, null, null],
      ['tinnitus', 'tinnitus', 10, null, null],
      ['knee left', 'knee', 10, 'left', 'leg'],
      ['knee right', 'knee', 10, 'right', 'leg'],
    ]);
  });

  it('takes percentages with or without "%", before or after the condition, separated by commas, semicolons or lines', () => {
    expect(brief('PTSD 50%; 10% tinnitus\n30 percent migraines, sleep apnea: 50')).toEqual([[50, null, null], [10, null, null], [30, null, null], [50, null, null]]);
  });

  it.each([
    ['arm', 'arm'], ['shoulder', 'arm'], ['elbow', 'arm'], ['wrist', 'arm'], ['hand', 'arm'],
    ['leg', 'leg'], ['knee', 'leg'], ['ankle', 'leg'], ['hip', 'leg'], ['foot', 'leg'],
  ])('maps the limb word "%s" to the %s (38 CFR 4.26: both arms or both legs)', (word, limb) => {
    expect(brief(`left ${word} 20, right ${word}s 10`)).toEqual([[20, 'left', limb], [10, 'right', limb]]);
  });

  it('reads side abbreviations and Spanish side and limb words', () => {
    expect(brief('L knee 10, R knee 20, rodilla izquierda 10%, hombro derecho 30')).toEqual([
      [10, 'left', 'leg'], [20, 'right', 'leg'], [10, 'left', 'leg'], [30, 'right', 'arm'],
    ]);
  });

  it('rates a bilateral limb as two disabilities, left and right, each at the number given; a bilateral non-limb stays one', () => {
    expect(brief('bilateral knees 10, both wrists 10%, bilateral hearing loss 10')).toEqual([
      [10, 'left', 'leg'], [10, 'right', 'leg'], [10, 'left', 'arm'], [10, 'right', 'arm'], [10, null, null],
    ]);
  });

  it('takes the limb of a recognised condition when no limb word is given (sciatica → leg, carpal tunnel → arm)', () => {
    expect(brief('sciatica left 20, carpal tunnel right 10')).toEqual([[20, 'left', 'leg'], [10, 'right', 'arm']]);
  });

  it('keeps numbers that are part of a condition name out of the rating (type 2, L5-S1, 3rd, the % rating wins)', () => {
    expect(parseStatedRatings('type 2 diabetes 20, L5-S1 strain 40, 3rd degree burn scar 10, COVID-19 residuals 10%').map((r) => [r.condition, r.rating])).toEqual([
      ['type 2 diabetes', 20], ['L5-S1 strain', 40], ['3rd degree burn scar', 10], ['COVID-19 residuals', 10],
    ]);
  });

  it('reads a JSON list of numbers, texts and objects with side and limb', () => {
    const r = parseStatedRatings('[70, "tinnitus 10", {"condition":"knee","side":"left","rating":10}, {"rating":"20%","side":"bilateral","limb":"ankle"}]');
    expect(r.map((x) => [x.rating, x.side, x.limb])).toEqual([[70, null, null], [10, null, null], [10, 'left', 'leg'], [20, 'left', 'leg'], [20, 'right', 'leg']]);
    expect(brief([{ condition: 'right elbow', rating: 30 }])).toEqual([[30, 'right', 'arm']]);
  });

  it.each([
    ['PTSD 50, knee 15', 'ratings[1]', 'invalid_value'],
    ['PTSD 110', 'ratings[0]', 'too_big'],
    ['tinnitus 12.5', 'ratings[0]', 'invalid_value'],
    ['PTSD', 'ratings[0]', 'invalid_value'],
    ['PTSD 50% 30%', 'ratings[0]', 'invalid_value'],
    ['[{"condition":"knee","rating":25}]', 'ratings[0].rating', 'invalid_value'],
    ['[{"condition":"knee","rating":-10}]', 'ratings[0].rating', 'too_small'],
    ['[{"rating":10,"side":"up"}]', 'ratings[0].side', 'invalid_value'],
    ['[{"rating":10,"limb":"ear"}]', 'ratings[0].limb', 'invalid_value'],
    ['[true]', 'ratings[0]', 'invalid_type'],
    ['[1,', 'ratings', 'invalid_type'],
    [' , ; ', 'ratings', 'too_small'],
  ])('rejects %j naming %s (%s)', (raw, field, code) => {
    const e = thrown(() => parseStatedRatings(raw));
    expect(e.field).toBe(field);
    expect(e.code).toBe(code);
    expect(e.message.startsWith('parseStatedRatings: ')).toBe(true);
  });

  it('names the field it reads in errors', () => {
    expect(thrown(() => parseStatedRatings(['PTSD 50%', 'knee 35%'], { field: 'conditions' })).field).toBe('conditions[1]');
  });

  it(`accepts at most ${MAX_STATED_RATINGS} items`, () => {
    expect(parseStatedRatings(Array.from({ length: MAX_STATED_RATINGS }, () => 10))).toHaveLength(MAX_STATED_RATINGS);
    expect(thrown(() => parseStatedRatings(Array.from({ length: MAX_STATED_RATINGS + 1 }, () => 10))).code).toBe('too_big');
  });

  it('does not mutate a list it is given', () => {
    const list = Object.freeze([Object.freeze({ condition: 'knee', side: 'both', rating: 10 })]);
    expect(brief(list)).toEqual([[10, 'left', 'leg'], [10, 'right', 'leg']]);
  });
});
