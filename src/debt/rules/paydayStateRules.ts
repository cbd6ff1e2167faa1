import type { RuleTable } from '../../core/ruleTable.js';

/** US state codes (50 states and DC) the payday endpoint accepts for `state`. */
export const PAYDAY_US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
/** One of {@link PAYDAY_US_STATE_CODES}. */
export type PaydayUsState = (typeof PAYDAY_US_STATE_CODES)[number];

/** What the table says about payday loans in one state. */
export interface PaydayStateRule {
  /** The state bans high-cost payday loans or caps them at about 36 % APR. */
  readonly rate_cap_or_ban: boolean;
  /** The state requires lenders to offer an extended payment plan or grace period. */
  readonly extended_payment_plan: boolean;
  /** Short caveat, e.g. "36% plus fees". */
  readonly note?: string;
}

const CAP: PaydayStateRule = { rate_cap_or_ban: true, extended_payment_plan: false };
const EPP: PaydayStateRule = { rate_cap_or_ban: false, extended_payment_plan: true };

/**
 * States that ban payday loans or cap them near 36 % APR, and states that mandate an extended payment plan.
 * A state absent from the table is "not listed": it may allow triple-digit single-payment loans
 * (27 states did in 2023, per the Center for Responsible Lending). Every entry comes from the research notes'
 * memory list and is unverified: confirm with the state regulator.
 */
export const PAYDAY_STATE_RULES: RuleTable<Readonly<Partial<Record<PaydayUsState, PaydayStateRule>>>> = {
  id: 'us.payday_state_rules',
  title: 'US states: payday rate caps, bans and extended payment plans',
  versions: [
    {
      value: {
        AZ: CAP, AR: CAP, CO: CAP, CT: CAP, DC: CAP, GA: CAP, MD: CAP, MA: CAP, MN: CAP, MT: CAP, NE: CAP, NH: CAP,
        NJ: CAP, NM: CAP, NY: CAP, NC: CAP, PA: CAP, SD: CAP, VT: CAP, WV: CAP,
        IL: { rate_cap_or_ban: true, extended_payment_plan: true },
        VA: { rate_cap_or_ban: true, extended_payment_plan: false, note: '36% plus fees' },
        FL: EPP, WA: EPP, MI: EPP,
      },
      source:
        'Research notes §6 (state list from memory; cross-check: Center for Responsible Lending state payday map, https://www.responsiblelending.org/research-publication/map-us-payday-interest-rates, and each state regulator)',
      effective: '2023-01-01',
      verified: null,
      note: 'Unverified list: state caps and plan mandates change; confirm with the state financial regulator.',
    },
  ],
};
