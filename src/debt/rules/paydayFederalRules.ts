import type { RuleTable } from '../../core/ruleTable.js';

/** Military Lending Act: the Military Annual Percentage Rate ceiling on consumer credit to covered borrowers. */
export const MLA_MAPR_CAP: RuleTable<{ readonly mapr_cap_percent: number }> = {
  id: 'us.mla_mapr_cap',
  jurisdiction: 'US',
  title: 'Military Lending Act: 36% MAPR cap',
  versions: [
    {
      value: { mapr_cap_percent: 36 },
      source: '10 U.S.C. 987(b); 32 CFR 232.4(b) (https://www.ftc.gov/legal-library/browse/statutes/military-lending-act); 72 FR 50580 (effective 2007-10-01)',
      effective: '2007-10-01',
      verified: '2026-11-22',
      note: 'Covers active-duty service members and their dependents; the MAPR includes fees that the TILA APR leaves out.',
    },
  ],
};

/** Regulation E: the consumer's right to stop a preauthorized (recurring) electronic debit. */
export const REG_E_STOP_PAYMENT: RuleTable<{ readonly notice_business_days: number; readonly written_confirmation_days: number }> = {
  id: 'us.reg_e_stop_payment',
  jurisdiction: 'US',
  title: 'Regulation E: stop payment of preauthorized transfers',
  versions: [
    {
      value: { notice_business_days: 3, written_confirmation_days: 14 },
      source:
        '12 CFR 1005.10(c)(1)–(2) (https://www.consumerfinance.gov/rules-policy/regulations/1005/10/); OCC https://www.helpwithmybank.gov/get-answers/bank-accounts/stop-payment-orders/faq-bank-accounts-stop-payment-orders-02.html',
      effective: '2011-12-30',
      verified: '2026-11-22',
      note: 'Same rule earlier as 12 CFR 205.10(c); the effective date is the CFPB recodification. The bank may require written confirmation of an oral order within 14 days.',
    },
  ],
};

/** CFPB payday rule: after two consecutive failed withdrawals the lender needs a new authorization. */
export const PAYDAY_FAILED_ATTEMPTS: RuleTable<{ readonly consecutive_failed_attempts: number }> = {
  id: 'us.cfpb_payday_failed_payment_attempts',
  jurisdiction: 'US',
  title: 'CFPB payday rule: no new withdrawal attempt after two consecutive failures',
  versions: [
    {
      value: { consecutive_failed_attempts: 2 },
      source:
        '12 CFR 1041.8(b) (https://www.consumerfinance.gov/rules-policy/regulations/1041/8/); compliance date 2025-03-30 after the Fifth Circuit stay in CFSA v. CFPB',
      effective: '2025-03-30',
      verified: '2026-11-22',
      note: 'Compliance date checked on CFPB-reported coverage (Temenos, trade press). On 2025-03-28 the CFPB said it would not prioritise enforcement of this rule.',
    },
  ],
};
