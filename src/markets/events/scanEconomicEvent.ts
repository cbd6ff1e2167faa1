import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { formatFigure } from '../_lib/formatFigure.js';
import type { MarketBars } from '../ports/MarketBars.js';
import { ECONOMIC_EVENT_KINDS, type EconomicEventKind, type ScheduledRelease } from '../rules/economicCalendar.js';
import { EVENT_MEASURES, EVENT_REACTION_RULE, EVENT_SURPRISE_RULE } from '../rules/eventPlaybook.js';
import { listEconomicReleases } from './listEconomicReleases.js';
import type { MacroSeriesData } from './MacroReleaseSource.js';
import { measureEventReactions, type EventReaction, type ReactionBucketStats } from './measureEventReactions.js';
import { measureReleaseSurprises, type ReleaseSurprise, type SurpriseBucket } from './measureReleaseSurprises.js';
import { scanEconomicEventMessages, type ScanEconomicEventKey } from './messages/scanEconomicEvent.js';

/** What the event scanner reads. */
export interface ScanEconomicEventInput {
  /** The release kind. */
  readonly kind: EconomicEventKind;
  /** The release's series as the `macroReleases` port gave it. */
  readonly series: MacroSeriesData;
  /** Daily bars of each instrument of the playbook (any order). */
  readonly bars: readonly MarketBars[];
  /** Consensus forecasts by reference period, when a consensus source is configured. Default: none. */
  readonly consensus?: Readonly<Record<string, number>>;
}

/** Options of {@link scanEconomicEvent}. */
export interface ScanEconomicEventOptions {
  /** ISO date of the answer: releases and bars after it are not read. Required. */
  readonly asOf: string;
  /** Language of the narrative: `en` (default) or `es`. */
  readonly lang?: 'en' | 'es';
}

/** One instrument's playbook: its reactions and, for the latest release's bucket, the stats at each horizon. */
export interface InstrumentPlaybook {
  readonly instrument: string;
  /** Stats of the latest surprise's bucket at each horizon; empty when that surprise has no bucket. */
  readonly current: readonly (ReactionBucketStats & { readonly horizon_days: number })[];
  /** Every bucket at every horizon. */
  readonly by_horizon: Readonly<Record<string, readonly ReactionBucketStats[]>>;
  readonly reactions: readonly EventReaction[];
  readonly unmeasured: number;
}

/** The event scanner's answer. */
export interface ScanEconomicEventResult extends RuleCitations {
  readonly event: EconomicEventKind;
  readonly event_name: string;
  readonly measure: {
    readonly unit: string;
    readonly series: string;
    readonly source_series_id: string;
    readonly vintage: 'latest';
    readonly method: 'consensus' | 'prior_trend';
  };
  readonly next_release: (ScheduledRelease & { readonly kind: EconomicEventKind }) | null;
  readonly latest_release: ReleaseSurprise | null;
  /** Every past release with its figure and surprise, oldest first. */
  readonly releases: readonly ReleaseSurprise[];
  readonly playbook: readonly InstrumentPlaybook[];
  /** The answer in sentences, built from templates over the figures above. */
  readonly narrative: readonly string[];
  /** Caveats: revised values, how the forecast is formed. */
  readonly notes: readonly string[];
}

/**
 * The economic-event reaction scanner: the calendar (next release, past releases), the latest release's surprise
 * (against the consensus where one is configured, else against the prior trend) and, for each instrument, how it moved
 * after past releases of the same kind, bucketed by surprise size, with sample sizes and hit rates.
 *
 * @param input - {@link ScanEconomicEventInput}: the series, the bars, optional consensus.
 * @param options - {@link ScanEconomicEventOptions}.
 * @returns The scan with its narrative and the rules applied.
 * @throws {@link GuidekitError} `invalid_event` (field `event`) for an unknown kind, `invalid_series` when the series is
 *   not the one the release is measured on, `invalid_date` for a bad `asOf`.
 * @example
 * ```ts
 * const scan = scanEconomicEvent({ kind: 'cpi', series, bars: [spx, gold] }, { asOf: '2026-11-25' });
 * scan.playbook[0].current
 * ```
 * @see docs/ask-analysis-event.md#the-event-scanner
 */
export function scanEconomicEvent(input: ScanEconomicEventInput, options: ScanEconomicEventOptions): ScanEconomicEventResult {
  const fn = 'scanEconomicEvent';
  const lang = readEngineLang(options?.lang, { fn });
  if (!(ECONOMIC_EVENT_KINDS as readonly string[]).includes(input?.kind)) {
    throw new GuidekitError(`${fn}: event must be one of ${ECONOMIC_EVENT_KINDS.join(', ')}, got ${JSON.stringify(input?.kind)}`, { code: 'invalid_event', field: 'event' });
  }
  const { asOf } = options;
  const calendar = listEconomicReleases(input.kind, { asOf });
  const measures = requireRule(EVENT_MEASURES, asOf);
  const surpriseRule = requireRule(EVENT_SURPRISE_RULE, asOf);
  const reactionRule = requireRule(EVENT_REACTION_RULE, asOf);
  const measure = measures.value[input.kind];
  if (input.series.series !== measure.series) {
    throw new GuidekitError(`${fn}: the ${input.kind} release is measured on ${measure.series}, got ${input.series.series}`, { code: 'invalid_series', field: 'series' });
  }
  const t = createTranslate(scanEconomicEventMessages, lang);
  const fig = (x: number, decimals = 2) => formatFigure(x, { decimals, lang });

  const releases = measureReleaseSurprises(calendar.past, input.series.observations, {
    measure,
    rule: surpriseRule.value,
    ...(input.consensus === undefined ? {} : { consensus: input.consensus }),
  });
  const latest = releases.at(-1) ?? null;
  const playbook: InstrumentPlaybook[] = input.bars.map((bars) => {
    const measured = measureEventReactions(releases, bars, { asOf, rule: reactionRule.value });
    const current =
      latest?.bucket == null
        ? []
        : reactionRule.value.horizonsDays.map((h) => ({ ...measured.by_horizon[String(h)]!.find((s) => s.bucket === latest.bucket)!, horizon_days: h }));
    return { instrument: measured.instrument, current, by_horizon: measured.by_horizon, reactions: measured.reactions, unmeasured: measured.unmeasured };
  });

  const eventName = t(`event_${input.kind}` as ScanEconomicEventKey);
  const bucketName = (b: SurpriseBucket) => t(`bucket_${b}` as ScanEconomicEventKey);
  const unit = t(`unit_${input.kind}` as ScanEconomicEventKey);
  const narrative: string[] = [];
  const next = calendar.next;
  narrative.push(next === null ? t('no_next_release', { event: eventName }) : t('next_release', { event: eventName, date: next.date, time: next.time_et, period: next.reference_period }));
  if (latest === null) narrative.push(t('no_past_release', { event: eventName }));
  else if (latest.actual === null) narrative.push(t('latest_missing', { event: eventName, period: latest.reference_period, date: latest.date }));
  else if (latest.bucket === null || latest.forecast === null || latest.surprise === null || latest.z === null) {
    narrative.push(t('latest_unscaled', { event: eventName, period: latest.reference_period, date: latest.date, actual: fig(latest.actual, measure.decimals), unit }));
  } else {
    narrative.push(
      t('latest_release', {
        event: eventName,
        period: latest.reference_period,
        date: latest.date,
        actual: fig(latest.actual, measure.decimals),
        unit,
        forecast: fig(latest.forecast, measure.decimals),
        surprise: fig(latest.surprise, measure.decimals),
        z: fig(latest.z),
        bucket: bucketName(latest.bucket),
      }),
    );
  }
  for (const p of playbook) {
    if (latest?.bucket == null) {
      if (latest !== null && latest.actual !== null) narrative.push(t('playbook_no_bucket', { instrument: p.instrument }));
      continue;
    }
    const first = p.current[0];
    if (first === undefined) continue;
    if (first.status === 'ok' && first.mean_pct !== null && first.up_share_pct !== null) {
      narrative.push(
        t('playbook_line', {
          bucket: bucketName(first.bucket),
          instrument: p.instrument,
          mean: fig(first.mean_pct),
          days: first.horizon_days,
          up: fig(first.up_share_pct, 0),
          n: first.n,
          loo: first.loo_hit_rate_pct === null ? '—' : fig(first.loo_hit_rate_pct, 0),
        }),
      );
    } else {
      narrative.push(t('playbook_insufficient', { bucket: bucketName(first.bucket), instrument: p.instrument, n: first.n, min: reactionRule.value.minSamples }));
    }
  }
  const notes = [
    t('revised_values', { source: input.series.sourceName }),
    input.consensus === undefined ? t('trend_forecast', { window: surpriseRule.value.trendWindow }) : t('consensus_forecast'),
    ...playbook.filter((p) => p.unmeasured > 0).map((p) => t('unmeasured', { instrument: p.instrument, n: p.unmeasured })),
  ];
  const applied: AppliedRule<unknown>[] = [...calendar.rules, measures, surpriseRule, reactionRule];
  return {
    event: input.kind,
    event_name: eventName,
    measure: {
      unit: measure.unit,
      series: measure.series,
      source_series_id: input.series.sourceSeriesId,
      vintage: input.series.vintage,
      method: input.consensus === undefined ? 'prior_trend' : 'consensus',
    },
    next_release: next,
    latest_release: latest,
    releases,
    playbook,
    narrative,
    notes,
    ...citeRules(applied, { lang }),
  };
}
