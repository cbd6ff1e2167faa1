import { GuidekitError } from '../../core/GuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { requireRule } from '../../core/requireRule.js';
import { PREIPO_FORMS, PREIPO_LIMITS } from '../rules/preIpoRadar.js';
import type { SecFeedEntry } from './SecFilingSource.js';

/** Options of {@link shortlistPreIpoFilers}. */
export interface ShortlistPreIpoFilersOptions {
  /** ISO date the rules are picked for. Required. */
  readonly asOf: string;
  /** How many filers to keep; default the `markets.preipo.limits` rule's `max_companies`. */
  readonly maxCompanies?: number;
}

/**
 * The filers of the latest registration and prospectus filings whose submissions the radar reads, likeliest pricing
 * first: a company with both an EFFECT notice and a 424B4 (an offering declared effective and priced), then one with a
 * 424B4, then one that filed a registration (S-1, F-1 or an amendment), then one seen only in an EFFECT notice (which
 * shelf and fund registrations also produce); within each, the newest filing first.
 *
 * @param feeds - The feeds read, one per form.
 * @param options - {@link ShortlistPreIpoFilersOptions}.
 * @returns The CIKs, in order.
 * @throws {@link GuidekitError} for feeds that are not a list, a bad `asOf` or `maxCompanies`.
 * @example
 * ```ts
 * shortlistPreIpoFilers(feeds, { asOf: '2025-12-12' })[0]; //=> '0001524566'
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function shortlistPreIpoFilers(feeds: readonly { readonly form: string; readonly entries: readonly SecFeedEntry[] }[], options: ShortlistPreIpoFilersOptions): string[] {
  const fn = 'shortlistPreIpoFilers';
  const asOf = parseIsoDate(options?.asOf, { fn, field: 'asOf' });
  if (!Array.isArray(feeds)) throw new GuidekitError(`${fn}: feeds must be a list`, { code: 'invalid_type', field: 'feeds' });
  const forms = requireRule(PREIPO_FORMS, asOf).value;
  const max = options.maxCompanies ?? requireRule(PREIPO_LIMITS, asOf).value.max_companies;
  if (!Number.isInteger(max) || max < 1) throw new GuidekitError(`${fn}: maxCompanies must be a whole number ≥ 1`, { code: 'invalid_number', field: 'maxCompanies' });
  const known = [...forms.registered, ...forms.amended, ...forms.effective, ...forms.priced];
  const byCik = new Map<string, { effect: boolean; priced: boolean; registered: boolean; newest: string }>();
  for (const feed of feeds) {
    for (const e of feed.entries) {
      if (!known.includes(e.form)) continue;
      const seen = byCik.get(e.cik) ?? { effect: false, priced: false, registered: false, newest: '' };
      byCik.set(e.cik, {
        effect: seen.effect || forms.effective.includes(e.form),
        priced: seen.priced || forms.priced.includes(e.form),
        registered: seen.registered || forms.registered.includes(e.form) || forms.amended.includes(e.form),
        newest: e.updated > seen.newest ? e.updated : seen.newest,
      });
    }
  }
  const tier = (c: { effect: boolean; priced: boolean; registered: boolean }) => (c.effect && c.priced ? 3 : c.priced ? 2 : c.registered ? 1 : 0);
  return [...byCik.entries()]
    .sort(([ca, a], [cb, b]) => tier(b) - tier(a) || b.newest.localeCompare(a.newest) || ca.localeCompare(cb))
    .slice(0, max)
    .map(([cik]) => cik);
}
