import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readDebtCountry } from '../../../src/debt/_lib/readDebtCountry.js';
import { DEBT_COUNTRIES } from '../../../src/debt/debtCountries.js';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';

const opts = { fn: 'someEngine' };

describe('readDebtCountry', () => {
  it('defaults to US', () => {
    expect(readDebtCountry(undefined, opts)).toBe('US');
  });

  it('reads every code in any case', () => {
    const cased = fc.constantFrom(...DEBT_COUNTRIES).chain((code) =>
      fc.array(fc.boolean(), { minLength: code.length, maxLength: code.length }).map((up) => ({ code, typed: [...code].map((c, i) => (up[i] ? c : c.toLowerCase())).join('') })));
    fc.assert(fc.property(cased, ({ code, typed }) => {
      expect(readDebtCountry(typed, opts)).toBe(code);
    }));
  });

  it('reads the names and other codes people write', () => {
    const examples: [string, string][] = [['usa', 'US'], ['United States', 'US'], ['GB', 'UK'], ['United Kingdom', 'UK'], ['great britain', 'UK'], ['Canada', 'CA'], ['australia', 'AU'], ['AUS', 'AU']];
    for (const [text, code] of examples) expect(readDebtCountry(text, opts), text).toBe(code);
  });

  it('rejects anything else on field country, naming the engine', () => {
    for (const bad of ['MX', 'Germany', '', 42]) {
      try {
        readDebtCountry(bad, opts);
        throw new Error(`accepted ${String(bad)}`);
      } catch (error) {
        expect(isGuidekitError(error) && error.field === 'country' && error.code === 'invalid_value' && error.message.startsWith('someEngine:')).toBe(true);
      }
    }
  });
});
