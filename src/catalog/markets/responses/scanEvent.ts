import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

const bucket = z.enum(['large_below', 'below', 'in_line', 'above', 'large_above']);

/** A scheduled release of the calendar tables. */
export const scheduledReleaseSchema = z
  .looseObject({
    kind: z.enum(['cpi', 'nfp', 'fomc', 'gdp']).describe('The release kind.'),
    date: z.string().describe('Release date (Eastern Time), ISO.'),
    time_et: z.string().describe('Release time, Eastern Time, HH:MM.'),
    reference_period: z.string().describe('The month (YYYY-MM) or quarter (YYYY-Qn) reported; for the FOMC, the meeting month.'),
    status: z.enum(['scheduled', 'rescheduled', 'canceled']).describe('As first scheduled, moved by the agency, or never published.'),
    originally: z.string().optional().describe('The date first scheduled, for a rescheduled or canceled release.'),
  })
  .describe('A scheduled release.');

/** One release's figure and surprise. */
export const releaseSurpriseSchema = z
  .looseObject({
    reference_period: z.string().describe('The period the release reports.'),
    date: z.string().describe('Its release date.'),
    actual: z.number().nullable().describe('The headline figure; null when the source has no value for the period.'),
    forecast: z.number().nullable().describe('The consensus, or the mean of the previous figures (prior trend); null without enough history.'),
    method: z.enum(['consensus', 'prior_trend']).describe('What the surprise is measured against.'),
    surprise: z.number().nullable().describe('actual − forecast.'),
    z: z.number().nullable().describe('The surprise over the standard deviation of earlier surprises; null until enough exist.'),
    bucket: bucket.nullable().describe('Surprise size bucket; null when the surprise could not be sized.'),
  })
  .describe('A release with its surprise.');

const bucketStats = z
  .looseObject({
    bucket: bucket.describe('The surprise bucket.'),
    n: z.number().describe('Past releases with a measured move.'),
    mean_pct: z.number().nullable().describe('Mean move, percent.'),
    median_pct: z.number().nullable().describe('Median move, percent.'),
    up_share_pct: z.number().nullable().describe('Percent of moves that were up.'),
    direction: z.enum(['up', 'down']).nullable().describe('Sign of the mean move; null with too few releases.'),
    hit_rate_pct: z.number().nullable().describe('Percent of moves in that direction (in-sample).'),
    loo_hit_rate_pct: z.number().nullable().describe('Leave-one-out hit rate, percent: each release predicted from the others.'),
    status: z.enum(['ok', 'insufficient']).describe('`insufficient` below the minimum sample.'),
  })
  .describe('Past moves after releases in one bucket, at one horizon.');

/** The 200 answer of scanEvent. */
export const scanEventResponse = z
  .looseObject({
    event: z.enum(['cpi', 'nfp', 'fomc', 'gdp']).describe('The release scanned.'),
    event_name: z.string().describe('Its name.'),
    measure: z
      .looseObject({
        unit: z.string().describe('Unit of the headline figure.'),
        series: z.string().describe('The series read (guidekit\'s name).'),
        source_series_id: z.string().describe("The source's id of the series."),
        vintage: z.literal('latest').describe('Latest published (revised) values, not first prints.'),
        method: z.enum(['consensus', 'prior_trend']).describe('What surprises are measured against.'),
      })
      .describe('How the headline figure is measured.'),
    next_release: scheduledReleaseSchema.nullable().describe('The next release on record; null when the calendar tables end before it.'),
    latest_release: releaseSurpriseSchema.nullable().describe('The latest past release; null when none is on record.'),
    releases: z.array(releaseSurpriseSchema).describe('Every past release on record, oldest first.'),
    playbook: z
      .array(
        z.looseObject({
          instrument: z.string().describe('Canonical instrument id.'),
          current: z.array(bucketStats.extend({ horizon_days: z.number().describe('Trading days the move is measured over.') })).describe("Stats of the latest surprise's bucket at each horizon."),
          by_horizon: z.record(z.string(), z.array(bucketStats)).describe('Every bucket at every horizon (key: trading days).'),
          reactions: z
            .array(
              z.looseObject({
                reference_period: z.string().describe('The release.'),
                date: z.string().describe('Its date.'),
                bucket: bucket.describe('Its surprise bucket.'),
                moves: z.record(z.string(), z.number().nullable()).describe('Percent move by horizon (trading days); null when a bar is missing.'),
              }),
            )
            .describe('Each measured release.'),
          unmeasured: z.number().describe('Releases with a bucket but no bars around their date.'),
        }),
      )
      .describe('How each instrument moved after past releases, by surprise bucket.'),
    narrative: z.array(prose(z.string())).describe('The answer in sentences, from templates over the figures above.'),
    notes: z.array(prose(z.string())).describe('Caveats: revised values, how the forecast is formed, unmeasured releases.'),
    ...ruleCitationsShape,
    ...commonResponseShape,
  })
  .describe('Economic-event reaction scan: calendar, latest surprise and the reaction playbook.');
