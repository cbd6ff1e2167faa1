import { GuidekitError } from '../../core/GuidekitError.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { ECONOMIC_CALENDARS, ECONOMIC_EVENT_KINDS, type EconomicEventKind, type ScheduledRelease } from '../rules/economicCalendar.js';

/** Options of {@link listEconomicReleases}. */
export interface ListEconomicReleasesOptions {
  /** ISO date the list is for: releases dated before it are past, the rest upcoming. Required. */
  readonly asOf: string;
}

/** A release with its kind, as listed. */
export interface ListedRelease extends ScheduledRelease {
  readonly kind: EconomicEventKind;
}

/** The calendar of one release kind at `asOf`. */
export interface EconomicReleaseList {
  readonly kind: EconomicEventKind;
  /** Every release on record dated before `asOf` (canceled ones included, marked), oldest first. */
  readonly past: readonly ListedRelease[];
  /** The first release on record dated on or after `asOf` that is not canceled; null when none is on record. */
  readonly next: ListedRelease | null;
  /** The calendar versions read: each year's table, the current year's marked stale when its year is over with no successor. */
  readonly rules: readonly AppliedRule<readonly ScheduledRelease[]>[];
}

/**
 * Lists the releases of one kind (CPI, Employment Situation, FOMC decision, advance GDP) from the dated calendar
 * tables: every year on record up to `asOf`, and the published schedule of the years after it (a schedule is known
 * before its year begins), so the next release can be named.
 *
 * @remarks
 * Each table version holds one calendar year. The year of `asOf` is picked with `pickRule`, so when the tables end
 * (no version for the current year) the last year is cited as stale and `next` is null: an unknown date is reported,
 * never guessed.
 *
 * @param kind - `cpi`, `nfp`, `fomc` or `gdp`.
 * @param options - {@link ListEconomicReleasesOptions}.
 * @returns The past releases, the next one, and the calendar versions applied.
 * @throws {@link GuidekitError} `invalid_event` (field `event`) for an unknown kind; `invalid_date` for a bad `asOf`.
 * @example
 * ```ts
 * listEconomicReleases('fomc', { asOf: '2026-11-25' }).next?.date //=> '2026-12-09'
 * ```
 * @see docs/ask-analysis-event.md#the-economic-calendar
 */
export function listEconomicReleases(kind: EconomicEventKind, options: ListEconomicReleasesOptions): EconomicReleaseList {
  const fn = 'listEconomicReleases';
  if (!(ECONOMIC_EVENT_KINDS as readonly string[]).includes(kind)) {
    throw new GuidekitError(`${fn}: event must be one of ${ECONOMIC_EVENT_KINDS.join(', ')}, got ${JSON.stringify(kind)}`, { code: 'invalid_event', field: 'event' });
  }
  const asOf = options?.asOf;
  if (typeof asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    throw new GuidekitError(`${fn}: asOf must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(asOf)}`, { code: 'invalid_date', field: 'asOf' });
  }
  const table = ECONOMIC_CALENDARS[kind];
  const years = [...new Set(table.versions.map((v) => Number(v.effective.slice(0, 4))))].sort((a, b) => a - b);
  const asOfYear = Number(asOf.slice(0, 4));
  const rules: AppliedRule<readonly ScheduledRelease[]>[] = [];
  const all: ListedRelease[] = [];
  for (const year of years) {
    // Past years as they were in force at their own year end; the current one at asOf (so it can be stale); later
    // years' published schedules at their own year end.
    const rule = pickRule(table, year === asOfYear ? asOf : `${year}-12-31`);
    if (rule === undefined || Number(rule.effective.slice(0, 4)) !== year) continue;
    rules.push(rule);
    for (const r of rule.value) all.push({ ...r, kind });
  }
  if (!years.includes(asOfYear)) {
    // No version for asOf's year: cite the last one in force, which pickRule reports stale once its year has ended.
    const current = pickRule(table, asOf);
    if (current !== undefined && !rules.some((r) => r.effective === current.effective && r.stale === current.stale)) {
      rules.splice(rules.findIndex((r) => r.effective === current.effective), 1, current);
    }
  }
  all.sort((a, b) => a.date.localeCompare(b.date) || a.reference_period.localeCompare(b.reference_period));
  const past = all.filter((r) => r.date < asOf);
  const next = all.find((r) => r.date >= asOf && r.status !== 'canceled') ?? null;
  return { kind, past, next, rules };
}
