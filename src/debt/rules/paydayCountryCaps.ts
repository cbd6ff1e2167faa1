import type { RuleTable } from '../../core/ruleTable.js';

/** UK: the FCA price cap on high-cost short-term credit (payday loans). */
export const UK_HCSTC_PRICE_CAP: RuleTable<{
  readonly daily_cost_cap_percent: number;
  readonly default_fee_cap: string;
  readonly total_cost_cap_percent: number;
}> = {
  id: 'uk.hcstc_price_cap',
  jurisdiction: 'UK',
  title: 'UK: price cap on high-cost short-term credit',
  versions: [
    {
      value: { daily_cost_cap_percent: 0.8, default_fee_cap: '15', total_cost_cap_percent: 100 },
      source:
        'FCA Handbook CONC 5A.2.3R and 5A.3.3R (initial cost cap: 0.8% of the credit a day), CONC 5A.2.2R and 5A.3.2R (total cost cap: charges never above the credit), the default cap of £15 (CONC 5A.3.18R), CONC 5A.5.2R (a breach makes the agreement unenforceable) — https://handbook.fca.org.uk/handbook/CONC/5A/3.html, https://www.the-fca.org.uk/firms/price-cap-high-cost-short-term-credit; PS14/16',
      effective: '2015-01-02',
      verified: '2026-11-25',
      note: 'Checked against the FCA page and the CONC 5A.3 text: the initial cost cap excludes default charges; interest after default may not exceed the initial rate; all charges under the agreement or a connected agreement (such as a refinancing) count towards the total cost cap.',
    },
  ],
};

/**
 * UK: how the annual percentage rate of charge (the "representative APR" of adverts) is computed: an effective annual
 * rate solved from the cash flows, intervals in years of 365 days, rounded half up to one decimal.
 */
export const UK_REPRESENTATIVE_APR: RuleTable<{ readonly days_per_year: number; readonly decimals: number }> = {
  id: 'uk.representative_apr',
  jurisdiction: 'UK',
  title: 'UK: APR of charge computed from the cash flows, compounding yearly',
  versions: [
    {
      value: { days_per_year: 365, decimals: 1 },
      source:
        'Consumer Credit (Total Charge for Credit) Regulations 2010 (SI 2010/1011), reg. 5 and Schedule; FCA CONC App 1.2; from Directive 2008/48/EC Annex I, remarks (c)–(d)',
      effective: '2011-02-01',
      verified: null,
      note: 'The UK Schedule itself was not read; its wording matches Annex I of Directives 2008/48/EC and 2014/17/EU (read on legislation.gov.uk): intervals in years of 365 days (366 in leap years), result to at least one decimal, rounded half up. guidekit uses 365 days throughout. Effective date: the UK transposition of the Consumer Credit Directive.',
    },
  ],
};

/** Canada: federal cap on the cost of borrowing of a payday loan. */
export const CA_PAYDAY_COST_CAP: RuleTable<{ readonly max_cost_per_100: string }> = {
  id: 'ca.payday_cost_cap',
  jurisdiction: 'CA',
  title: 'Canada: payday loans at most C$14 per C$100 borrowed',
  versions: [
    {
      value: { max_cost_per_100: '14' },
      source: 'Criminal Code s. 347 and Criminal Interest Rate Regulations (in force 2025-01-01)',
      effective: '2025-01-01',
      verified: '2026-11-22',
      note: 'Checked against law-firm summaries (McCarthy Tétrault, Stewart McKelvey). Provincial rules may be stricter.',
    },
  ],
};

/** Australia: fee caps on small amount credit contracts (payday loans up to A$2,000). */
export const AU_SACC_FEE_CAP: RuleTable<{ readonly establishment_fee_percent: number; readonly monthly_fee_percent: number; readonly max_amount: string }> = {
  id: 'au.sacc_fee_cap',
  jurisdiction: 'AU',
  title: 'Australia: small amount credit contract fee caps',
  versions: [
    {
      value: { establishment_fee_percent: 20, monthly_fee_percent: 4, max_amount: '2000' },
      source: 'National Consumer Credit Protection Act 2009 (Cth), National Credit Code s 31A (fee caps) and s 5(1) (small amount credit contract: credit of A$2,000 or less)',
      effective: '2013-03-01',
      verified: null,
      note: 'From memory; not checked against the Act.',
    },
  ],
};
