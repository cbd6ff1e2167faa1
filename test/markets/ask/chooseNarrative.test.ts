import { describe, expect, it } from 'vitest';
import { chooseNarrative } from '../../../src/markets/ask/chooseNarrative.js';

const TEMPLATE = ['After past releases in the "upside" bucket, XAUUSD moved 0.41 % on average over 1 trading day: 60 % of 5 releases up.'];
const SOURCES = [{ mean_pct: 0.4123, n: 5, up_share_pct: 60, horizon_days: 1 }];

describe('chooseNarrative', () => {
  it('uses a wording that keeps to the engines\' figures', () => {
    const worded = ['Gold has tended to rise 0.41 % the day after such surprises (5 releases, 60 % up).'];
    expect(chooseNarrative(TEMPLATE, worded, SOURCES)).toEqual({ narrative: worded, worded_by: 'language_model', rejected_figures: [] });
  });

  it('keeps the template when the wording adds a figure, and says which', () => {
    expect(chooseNarrative(TEMPLATE, ['Gold should reach 4200 next week.'], SOURCES)).toEqual({ narrative: TEMPLATE, worded_by: 'template', rejected_figures: ['4200'] });
  });

  it('keeps the template without a wording, or with an empty or rambling one', () => {
    for (const worded of [null, [], ['  '], ['x'.repeat(5000)]]) expect(chooseNarrative(TEMPLATE, worded, SOURCES).worded_by).toBe('template');
  });
});
