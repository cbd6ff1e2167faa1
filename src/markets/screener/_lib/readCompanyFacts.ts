import { GuidekitError } from '../../../core/GuidekitError.js';
import { parseIsoDate } from '../../../core/parseIsoDate.js';
import type { CompanyFacts, EdgarFact } from '../scoreFactors.js';

const FN = 'scoreFactors';

/**
 * Checks a ticker's company facts before any is used: every figure finite, every period end and filing date a real
 * ISO date, so a malformed filing is reported rather than silently skipped.
 *
 * @param facts - The ticker's facts, or undefined when none were given.
 * @param field - Path of the facts in the input, e.g. `universe[2].facts`.
 * @returns The same facts (not copied), or undefined.
 * @throws {@link GuidekitError} `invalid_type` for a malformed list, `invalid_number` for a non-finite value, and
 *   parseIsoDate's errors for a bad `end` or `filed`.
 */
export function readCompanyFacts(facts: CompanyFacts | undefined, field: string): CompanyFacts | undefined {
  if (facts === undefined) return undefined;
  if (facts === null || typeof facts !== 'object') throw new GuidekitError(`${FN}: ${field} must be an object of fact lists`, { code: 'invalid_type', field });
  for (const concept of ['netIncomeLoss', 'grossProfit', 'assets', 'sharesOutstanding'] as const) {
    const list = facts[concept];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new GuidekitError(`${FN}: ${field}.${concept} must be an array of { value, end, filed? }`, { code: 'invalid_type', field: `${field}.${concept}` });
    list.forEach((fact: EdgarFact, k: number) => {
      const path = `${field}.${concept}[${k}]`;
      if (fact === null || typeof fact !== 'object' || typeof fact.value !== 'number' || !Number.isFinite(fact.value)) {
        throw new GuidekitError(`${FN}: ${path}.value must be a finite number`, { code: 'invalid_number', field: `${path}.value` });
      }
      parseIsoDate(fact.end, { fn: FN, field: `${path}.end` });
      if (fact.filed !== undefined) parseIsoDate(fact.filed, { fn: FN, field: `${path}.filed` });
    });
  }
  return facts;
}
