import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
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

/** A law change's transition rule applied to a claim that arose before it. */
const transitionSchema = z.looseObject({
  rule_id: z.string().describe('Id of the transition rule (listed in rules_applied).'),
  changed_on: z.string().describe('Day the new period came into force.'),
  old_years: z.number().describe('The period that applied when the claim arose.'),
  new_years: z.number().describe('The period the law changed to.'),
  latest: z.string().describe('Last day a suit on this claim is on time, whatever the old period says.'),
  capped: z.boolean().describe('True when `latest` comes before the end of the old period, so it is the expiry date.'),
}).describe('A law change\'s transition rule applied to this claim.');

/** Another UK nation's answer, shown beside the assumed England-and-Wales one. */
const otherJurisdictionSchema = z.looseObject({
  jurisdiction: z.string().describe('`UK-SCT` or `UK-NIR`.'),
  jurisdiction_name: z.string().describe('Name of the nation.'),
  sol_years: z.number().nullable().describe('Years to sue there.'),
  sol_expiry_date: z.string().nullable().describe('Expiry there; null without last_payment.'),
  sol_status: z.enum(['unknown', 'active', 'expired', 'expiring_soon', 'no_limit', 'disputed']).describe('Where the period stands there.'),
  is_zombie_debt: z.boolean().describe('True when the period has run out there.'),
  debt_extinguished_on_expiry: z.boolean().nullable().describe('True where expiry extinguishes the debt there.'),
  summary: prose(z.string()).describe('The answer there in words.'),
}).describe('Another UK nation\'s answer.');

/** The 200 answer of debtStatute. */
export const debtStatuteResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose limitation law applies.'),
  currency: answerCurrencySchema,
  jurisdiction: z.string().nullable().describe('`US-NY`, `CA-ON`, `UK-SCT`; null when the state or province was not given (UK: `UK-ENG`, assumed).'),
  jurisdiction_name: z.string().nullable().describe('Name of the state or province; null when not given.'),
  jurisdiction_assumed: z.boolean().describe('True when no UK nation was given and the answer uses England and Wales; other_jurisdictions then shows the others.'),
  other_jurisdictions: z.array(otherJurisdictionSchema).describe('The other UK nations\' answers when the nation was assumed (Scotland, Northern Ireland); empty otherwise.'),
  debt_type: z.enum(['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan']).describe('The kind of debt, as given.'),
  limitation_basis: z.array(z.string()).describe('Claim kinds whose periods were considered for this debt type (see docs/statute.md); known values (more may be added): credit_card, medical, written, oral, promissory_note, open_account, consumer_credit, sale_of_goods, general.'),
  sol_years: z.number().nullable().describe('Years to sue: the longest period that may apply (conservative). Null when unknown or no limit.'),
  sol_years_shortest: z.number().nullable().describe('Shortest period that may apply when readings differ; null when there is a single reading.'),
  accrual_date: z.string().nullable().describe('Date the period is counted from: last_payment, or later where the statute fixes accrual after it (Ohio consumer transactions: 30 days); null without last_payment.'),
  sol_expiry_date: z.string().nullable().describe('accrual_date + sol_years, or the transition deadline when that comes first; null without last_payment.'),
  sol_expiry_date_shortest: z.string().nullable().describe('Expiry under the shortest reading; null when there is a single reading or no last_payment.'),
  transition: transitionSchema.nullable().describe('Set when the claim arose before a law change whose transition rule governs it: the old period runs from accrual, but no suit may be brought after `latest`.'),
  sol_status: z.enum(['unknown', 'active', 'expired', 'expiring_soon', 'no_limit', 'disputed']).describe('Where the limitation period stands: active (the creditor can still sue), expiring_soon, expired, no_limit, disputed (readings differ) or unknown (no last payment given).'),
  is_zombie_debt: z.boolean().describe('True when the period has run out on every reading: any collection is of time-barred ("zombie") debt.'),
  debt_extinguished_on_expiry: z.boolean().nullable().describe('True where expiry extinguishes the debt itself; null when not researched or not applicable.'),
  revival_after_expiry: z.enum(['never', 'unknown', 'possible', 'signed_writing_only', 'not_for_debt_buyers']).nullable().describe('What a payment or acknowledgment does after expiry; null when not applicable.'),
  critical_warnings: prose(z.array(z.string())).describe('What to know before paying or talking to a collector about an old debt.'),
  credit_reporting_status: creditReportingStatusSchema,
  summary: prose(z.string()).describe('The answer in words.'),
}).describe('The statute of limitations on a debt: the period that applies, when it ends, what reviving it takes and how long the debt stays on a credit report.');
