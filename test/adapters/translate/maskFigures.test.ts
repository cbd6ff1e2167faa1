import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskFigures, restoreFigures } from '../../../src/adapters/translate/maskFigures.js';

/** English words and protected figures the property mixes into sentences. */
const WORDS = ['pay', 'the', 'card', 'a', 'month', 'by', 'and', 'interest', 'rating', 'of', 'about', 'to'];
const FIGURES = ['$401.95', '£1,234.56', '70 %', '50%', '2027-01-31', '38', '3729(c)', '14', 'US$12', '-3.5', '1,173.00'];
const sentence = fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...FIGURES), fc.integer({ min: 0, max: 999_999 }).map(String)), { minLength: 1, maxLength: 20 }).map((parts) => parts.join(' '));

describe('maskFigures', () => {
  it('hides figures, dates, placeholders, parameter names, acronyms and names, and leaves words', () => {
    const { masked, spans } = maskFigures('Pay $401.95 a month (70 %) to the VA by 2027-01-31; send prior_va_loan=true to /api/vet/home-loan, see 38 U.S.C. 3729 and the Armed Forces Covenant in December.');
    expect(spans).toEqual(['$401.95', '70 %', 'VA', '2027-01-31', 'prior_va_loan=true', '/api/vet/home-loan', '38', 'U.S.C.', '3729', 'Armed Forces Covenant']);
    expect(masked).toBe('Pay ⟦0⟧ a month (⟦1⟧) to the ⟦2⟧ by ⟦3⟧; send ⟦4⟧ to ⟦5⟧, see ⟦6⟧ ⟦7⟧ ⟦8⟧ and the ⟦9⟧ in December.');
  });

  it('leaves no digit outside a token, and restoring the untouched masked text gives the original back (property)', () => {
    fc.assert(
      fc.property(sentence, (text) => {
        const { masked, spans } = maskFigures(text);
        expect(masked.replace(/⟦\d+⟧/g, '')).not.toMatch(/\d/);
        expect(restoreFigures(masked, spans)).toBe(text);
      }),
    );
  });

  it('protects a bracket the text already holds', () => {
    const { masked, spans } = maskFigures('odd ⟦0⟧ text');
    expect(restoreFigures(masked, spans)).toBe('odd ⟦0⟧ text');
  });
});

describe('restoreFigures', () => {
  const { masked, spans } = maskFigures('At most $401.95 per month over 14 days.');

  it('restores the spans in a reordered translation', () => {
    expect(restoreFigures('Sur ⟦1⟧ jours, au plus ⟦0⟧ par mois.', spans)).toBe('Sur 14 jours, au plus $401.95 par mois.');
    expect(masked).toBe('At most ⟦0⟧ per month over ⟦1⟧ days.');
  });

  it('refuses a translation that drops, repeats, invents a token, or writes a digit of its own', () => {
    expect(restoreFigures('Au plus ⟦0⟧ par mois.', spans)).toBeNull();
    expect(restoreFigures('Au plus ⟦0⟧ ⟦0⟧ sur ⟦1⟧ jours.', spans)).toBeNull();
    expect(restoreFigures('Au plus ⟦0⟧ sur ⟦1⟧ jours ⟦2⟧.', spans)).toBeNull();
    expect(restoreFigures('Au plus ⟦0⟧ sur ⟦1⟧ jours, soit 2 semaines.', spans)).toBeNull();
  });

  it('accepts spaces a translation engine puts inside the brackets', () => {
    expect(restoreFigures('Au plus ⟦ 0 ⟧ sur ⟦1 ⟧ jours.', spans)).toBe('Au plus $401.95 sur 14 jours.');
  });
});
