import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One credit-score scale (a bureau's or a scoring model's). */
const creditScoreScaleSchema = z.looseObject({
  model: z.string().describe('Bureau or model, e.g. `FICO Score 8`, `Experian`.'),
  min: z.number().describe('Lowest score of the scale.'),
  max: z.number().describe('Highest score of the scale.'),
}).describe('One credit-score scale (a bureau\'s or a scoring model\'s).');

/** How long an item may stay on the file. */
const creditItemReportingPeriodSchema = z.looseObject({
  months: z.number().nullable().describe('Months it may be shown; `null` when it lasts only while the condition lasts (utilization).'),
  extra_days: z.number().describe('Days added to the start event before the months run (US collections: 180).'),
  starts_from: z.string().describe('Event from which the reporting period runs.'),
  scored_months: z.number().nullable().describe('Months it counts in scores when shorter than shown (US inquiries: 12), else null.'),
  citation: z.string().describe('The statute or regulation, cited.'),
}).describe('How long an item may stay on the file.');

/** One listed negative item, matched or not; every input appears once, in order. */
const creditRepairItemSchema = z.looseObject({
  input: z.string().describe('The text as given.'),
  item: z.enum(['unknown', 'default', 'late_30', 'late_60', 'late_90', 'collection', 'medical_collection', 'charge_off', 'repossession', 'foreclosure', 'bankruptcy_ch7', 'bankruptcy_ch13', 'judgment', 'tax_lien', 'hard_inquiry', 'high_utilization']).describe('The negative item recognised (`unknown` when not recognised).'),
  label: z.string().describe('The item in words.'),
  severity: z.enum(['low', 'medium', 'high', 'severe']).nullable().describe('How much the item typically weighs on a score; null when unknown.'),
  typical_point_drop: z.looseObject({
      low: z.number().describe('Low end of the range.'),
      high: z.number().describe('High end of the range.'),
      scale: z.literal('FICO 300-850').describe('Scoring scale of the estimate.'),
      editorial: z.literal(true).describe('True: the point drop is an editorial estimate.'),
      verified: z.null().describe('ISO date it was checked against its source; null when it was not.'),
    }).nullable().describe('Typical FICO point drop: editorial (`verified: null`); null outside the US and for unknown items.'),
  reported: z.boolean().nullable().describe('False when the big bureaus no longer carry the item; null when it depends (medical collections) or is unknown.'),
  reporting_period: creditItemReportingPeriodSchema.nullable(),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
}).describe('One listed negative item, matched or not; every input appears once, in order.');

/** One step of the plan, with why it comes where it does. */
const creditRepairActionSchema = z.looseObject({
  id: z.string().describe('Which action; known values (more may be added): get_reports, dispute_errors, catch_up_late, lower_utilization, handle_collections, medical_rules, public_records, goodwill_letter, pause_applications, rebuild_after_bankruptcy, add_positive_history, let_time_work, avoid_repair_scams, identify_unknown.'),
  action: prose(z.string()).describe('What to do, in words.'),
  reason: prose(z.string()).describe('Why, in words.'),
}).describe('One step of the plan, with why it comes where it does.');

/** The 200 answer of debtCredit. */
export const debtCreditResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  score: z.number().describe('The score given.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose bureaus and scales apply.'),
  currency: answerCurrencySchema,
  score_range: z.looseObject({
    min: z.number().describe('Lowest score of the country\'s main scales.'),
    max: z.number().describe('Highest score of the country\'s main scales.'),
    scales: z.array(creditScoreScaleSchema).describe('The scoring scales used in the country.'),
  }).describe('The score\'s range across the country\'s scales.'),
  score_band: z.enum(['good', 'fair', 'poor', 'very_good', 'exceptional']).nullable().describe('FICO band for a US score; null elsewhere.'),
  goal: z.looseObject({
    text: z.string().describe('The goal as given.'),
    target_score: z.number().nullable().describe('Score the goal usually needs; null when the goal was not recognised.'),
    points_needed: z.number().nullable().describe('Points between the score and the goal; null when unknown.'),
    summary: prose(z.string()).describe('The goal in words.'),
  }).nullable().describe('The goal given, and what it takes; null without a goal.'),
  items: z.array(creditRepairItemSchema).describe('Each negative item given, with its typical weight and how long it stays on a report.'),
  unknown_items: z.array(z.string()).describe('The inputs that matched no known item (also listed in `items` as `unknown`).'),
  actions: z.array(creditRepairActionSchema).describe('Actions in order.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A credit-repair plan: how each negative item weighs and when it leaves the report, and what to do about it.');
