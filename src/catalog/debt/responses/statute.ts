import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** Credit-reporting side of the answer. */
const creditReportingStatusSchema = z.looseObject({
  period_years: z.number().nullable().describe('Years a negative item may be reported, null when unknown.'),
  starts_from: z.enum(['date_of_first_delinquency_plus_180_days', 'default_date', 'date_of_last_activity', 'default_listing_date']).describe('Event the reporting clock runs from.'),
  estimated_removal_date: z.string().nullable().describe('Estimated removal date from last_payment (a proxy for the start event); null without last_payment.'),
  estimate_is_proxy: z.boolean().describe('True when `estimated_removal_date` is computed from last_payment as a stand-in (always, when present).'),
  likely_still_reportable: z.boolean().nullable().describe('Whether the item is likely still reportable at asOf on that estimate; null without last_payment.'),
  verified: z.boolean().describe('True when the period was verified against an official text.'),
  note: prose(z.string()).describe('A remark on this item.'),
}).describe('Credit-reporting side of the answer.');

/** The 200 answer of debtStatute. */
export const debtStatuteResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose limitation law applies.'),
  jurisdiction: z.string().nullable().describe('`US-NY`, `CA-ON`, `UK-SCT`; null when the state or province was not given.'),
  jurisdiction_name: z.string().nullable().describe('Name of the state or province; null when not given.'),
  debt_type: z.enum(['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan']).describe('The kind of debt, as given.'),
  limitation_basis: z.array(z.string()).describe('Claim kinds whose periods were considered for this debt type (see docs/statute.md); known values (more may be added): credit_card, medical, written, oral, promissory_note, open_account, consumer_credit, sale_of_goods, general.'),
  sol_years: z.number().nullable().describe('Years to sue: the longest period that may apply (conservative). Null when unknown or no limit.'),
  sol_years_shortest: z.number().nullable().describe('Shortest period that may apply when readings differ; null when there is a single reading.'),
  sol_expiry_date: z.string().nullable().describe('last_payment + sol_years; null without last_payment.'),
  sol_expiry_date_shortest: z.string().nullable().describe('last_payment + sol_years_shortest; null when there is a single reading or no last_payment.'),
  sol_status: z.enum(['unknown', 'active', 'expired', 'expiring_soon', 'no_limit', 'disputed']).describe('Where the limitation period stands: active (the creditor can still sue), expiring_soon, expired, no_limit, disputed (readings differ) or unknown (no last payment given).'),
  is_zombie_debt: z.boolean().describe('True when the period has run out on every reading: any collection is of time-barred ("zombie") debt.'),
  debt_extinguished_on_expiry: z.boolean().nullable().describe('True where expiry extinguishes the debt itself; null when not researched or not applicable.'),
  revival_after_expiry: z.enum(['never', 'unknown', 'possible', 'signed_writing_only', 'not_for_debt_buyers']).nullable().describe('What a payment or acknowledgment does after expiry; null when not applicable.'),
  critical_warnings: prose(z.array(z.string())).describe('What to know before paying or talking to a collector about an old debt.'),
  credit_reporting_status: creditReportingStatusSchema,
  summary: prose(z.string()).describe('The answer in words.'),
}).describe('The statute of limitations on a debt: the period that applies, when it ends, what reviving it takes and how long the debt stays on a credit report.');
