import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One protection, with whether it fits and where it comes from. */
const medicalProtectionSchema = z.looseObject({
  id: z.string().describe('Which protection; known values (more may be added): US good_faith_estimate, no_surprises_act, financial_assistance, insurance_appeal; UK nhs_free_care, overseas_visitor_charges, private_care_complaint, insurance_ombudsman_uk, pre_action_protocol; Canada public_health_insurance_ca, uninsured_services_ca, insurance_ombudsman_ca, collection_agency_law_ca; Australia medicare_public_patient_au, informed_financial_consent_au, insurance_ombudsman_au, health_complaints_au.'),
  applies: z.enum(['yes', 'depends', 'no']).describe('Whether it applies to this bill: yes, depends (on facts not given), or no.'),
  description: prose(z.string()).describe('The protection in words.'),
  reason: prose(z.string()).describe('Why, in words.'),
  rule_id: z.string().describe('Id of the rule table that states it.'),
  source: z.string().describe('The statute, regulation or official page it comes from.'),
  effective: z.string().describe('ISO date from which it is in force.'),
  verified: z.string().nullable().describe('ISO date it was checked against its source; null when it was not.'),
}).describe('One protection, with whether it fits and where it comes from.');

/** The 200 answer of debtMedical. */
export const debtMedicalResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  as_of: z.string().describe('ISO date the answer was computed for.'),
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('Where the bill is; outside the US the answer uses that country\'s routes only.'),
  currency: answerCurrencySchema,
  bill_amount: moneySchema.describe('The bill as given.'),
  situation: z.enum(['uninsured', 'underinsured', 'surprise_bill', 'out_of_network', 'insurance_denied']).describe('The billing situation as given.'),
  insurance: z.string().nullable().describe('The insurer named, or null.'),
  protections: z.array(medicalProtectionSchema).describe('Federal protections against medical bills, and whether each applies.'),
  estimate_dispute: z.looseObject({
    threshold: moneySchema.describe('Amount by which a bill must exceed the good-faith estimate to be disputed.'),
    good_faith_estimate: moneySchema.nullable().describe('The good-faith estimate given, or null.'),
    excess_over_estimate: moneySchema.nullable().describe('Bill minus the estimate, or null without an estimate.'),
    eligible: z.boolean().nullable().describe('True/false with an estimate; false when the bill is below the threshold; otherwise null.'),
    max_qualifying_estimate: moneySchema.nullable().describe('Highest estimate for which this bill qualifies (bill − threshold); null when the bill is below the threshold.'),
    window_days: z.number().describe('Days from the bill\'s date to start the dispute.'),
    fee: moneySchema.describe('Fee of the dispute process.'),
    explanation: prose(z.string()).describe('Why, in words.'),
  }).nullable().describe('Patient-provider dispute resolution against the good-faith estimate; null when the situation is not self-pay.'),
  itemized_bill_checklist: prose(z.array(z.string())).describe('What to check on an itemized bill, in words.'),
  credit_reporting: z.looseObject({
    below_bureau_threshold: z.boolean().nullable().describe('Whether the bill is under the bureaus\' medical reporting threshold; null without a policy.'),
    bureau_wait_days: z.number().nullable().describe('Days the bureaus wait before a medical collection may appear on a report; null without a policy.'),
    cfpb_rule_status: z.enum(['final_not_in_force', 'vacated']).nullable().describe('Status of the federal rule removing medical debt from credit reports: final but not in force, or vacated; null where not applicable.'),
    state_laws: z.array(z.looseObject({
        state: z.enum(['CA', 'CO', 'NY', 'MN']).describe('The state.'),
        citation: z.string().describe('The statute or regulation, cited.'),
        effective: z.string().describe('ISO date from which it is in force.'),
        in_force: z.boolean().describe('Whether the state law is in force on the answer\'s date.'),
        verified: z.string().nullable().describe('ISO date it was checked against its source; null when it was not.'),
      })).describe('State laws that keep medical debt off credit reports.'),
    notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  }).describe('How medical debt reaches credit reports, and the rules that keep it off.'),
  actions: z.array(z.looseObject({
    id: z.string().describe('Which action; known values (more may be added): financial_assistance, itemized_bill, surprise_billing_rights, dispute_over_estimate, self_pay_discount, appeal_denial, payment_plan, check_credit_reports, avoid_credit_cards.'),
    action: prose(z.string()).describe('What to do, in words.'),
    reason: prose(z.string()).describe('Why, in words.'),
  })).describe('Actions in order.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A plan for a medical bill: the federal protections that apply, the dispute against the good-faith estimate, an itemized-bill checklist, credit reporting and actions in order.');
