import type { RuleTable } from '../../core/ruleTable.js';

/** UK: the FCA price cap on high-cost short-term credit (payday loans). */
export const UK_HCSTC_PRICE_CAP: RuleTable<{
  readonly daily_cost_cap_percent: number;
  readonly default_fee_cap: string;
  readonly total_cost_cap_percent: number;
}> = {
  id: 'uk.hcstc_price_cap',
  title: 'UK: price cap on high-cost short-term credit',
  versions: [
    {
      value: { daily_cost_cap_percent: 0.8, default_fee_cap: '15', total_cost_cap_percent: 100 },
      source: 'FCA CONC 5A; https://www.the-fca.org.uk/firms/price-cap-high-cost-short-term-credit; PS14/16',
      effective: '2015-01-02',
      verified: '2026-11-22',
    },
  ],
};

/** Canada: federal cap on the cost of borrowing of a payday loan. */
export const CA_PAYDAY_COST_CAP: RuleTable<{ readonly max_cost_per_100: string }> = {
  id: 'ca.payday_cost_cap',
  title: 'Canada: payday loans at most $14 per $100 borrowed',
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

/** Australia: fee caps on small amount credit contracts (payday loans up to $2,000). */
export const AU_SACC_FEE_CAP: RuleTable<{ readonly establishment_fee_percent: number; readonly monthly_fee_percent: number }> = {
  id: 'au.sacc_fee_cap',
  title: 'Australia: small amount credit contract fee caps',
  versions: [
    {
      value: { establishment_fee_percent: 20, monthly_fee_percent: 4 },
      source: 'National Consumer Credit Protection Act 2009 (Cth), National Credit Code s 31A',
      effective: '2013-03-01',
      verified: null,
      note: 'From memory; not checked against the Act.',
    },
  ],
};
