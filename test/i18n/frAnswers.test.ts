import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { listEndpointLanguages } from '../../src/catalog/listEndpointLanguages.js';
import { RESPONSE_CASES } from '../catalog/_responseCases.js';

const AS_OF = '2026-12-02';

/** Words that only an English sentence would carry (a sentence left untranslated in a French answer). */
const ENGLISH = /\b(?:the|and|with|your|you|is|are|not|for|this|that|from|which|must|may)\b/gi;

/** The prose strings of an answer (members the catalog writes), leaving codes, names, rule rows and letters sent as given. */
function prose(value: unknown, key = '', out: string[] = []): string[] {
  // Rule rows, names and the rule tables' own descriptions (localized per row, English where a row has no French yet).
  if (['rules_applied', 'stale_rules', 'rules', 'sources', 'data', 'url', 'source', 'program', 'name', 'authority', 'description', 'state_programs', 'local_scheme', 'service_requirement'].includes(key)) return out;
  if (typeof value === 'string') {
    if (value.includes(' ') && /[a-z]/.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const item of value) prose(item, key, out);
  else if (typeof value === 'object' && value !== null) for (const [k, item] of Object.entries(value)) prose(item, k, out);
  return out;
}

/** Official English names a French text quotes as they are (programs, forms). */
const OFFICIAL_TITLES =
  /Examination for Housebound Status or Permanent Need for Regular Aid and Attendance|Aid and Attendance|Application for DIC, Survivors Pension and Accrued Benefits|Australian Financial Complaints Authority|Australian Competition and Consumer Commission|Australian Securities and Investments Commission|Office of the Australian Information Commissioner|Information Commissioner's Office|Consumer Financial Protection Bureau|Federal Trade Commission|State attorney general/g;

const VET = ENDPOINTS.filter((e) => e.domain === 'vet' && e.run !== undefined && RESPONSE_CASES[e.operationId] !== undefined);
const DEBT = ENDPOINTS.filter((e) => e.domain === 'debt' && e.run !== undefined && RESPONSE_CASES[e.operationId] !== undefined);

describe.each([['veterans', 'vet', VET], ['debt', 'debt', DEBT]] as const)('French answers of the %s endpoints', (_name, domain, endpoints) => {
  it('the domain ships French: every catalog its endpoints use has it', () => {
    expect(listEndpointLanguages({ domain })).toContain('fr');
  });

  it.each(endpoints.map((e) => [e.operationId, e] as const))('%s answers in French, with no lang_note and no English sentence', async (_id, endpoint) => {
    const english: string[] = [];
    for (const c of RESPONSE_CASES[endpoint.operationId]!) {
      if (c.params.lang !== undefined && c.params.lang !== 'en') continue;
      const out = await invokeEndpoint(endpoint, { ...c.params, lang: 'fr' }, { asOf: AS_OF, ...(c.ports === undefined ? {} : { ports: c.ports }) });
      if (out.status !== 200) continue;
      const body = out.body as Record<string, unknown>;
      expect(body.lang_note, c.name).toBeUndefined();
      for (const text of prose(body)) {
        // A sentence with three or more English function words was not translated.
        const withoutTitles = text.replace(OFFICIAL_TITLES, '');
        if ((withoutTitles.match(ENGLISH) ?? []).length >= 3) english.push(`${c.name}: ${text}`);
      }
    }
    expect(english).toEqual([]);
  });
});
