import type { RuleTable } from '../../core/ruleTable.js';

/** England and Wales breathing space (Debt Respite Scheme). */
export interface BreathingSpaceValue {
  /** Length of a standard breathing space in days. */
  readonly standard_days: number;
  /** The statutory instrument. */
  readonly citation: string;
}

/**
 * A standard breathing space pauses most creditor action and freezes interest, fees and charges on qualifying debts
 * for up to 60 days; it is started by a debt advice provider, not by the debtor; England and Wales only.
 *
 * @see https://www.legislation.gov.uk/uksi/2020/1311/contents/made
 */
export const NEGOTIATION_UK_BREATHING_SPACE: RuleTable<BreathingSpaceValue> = {
  id: 'uk.breathing_space',
  jurisdiction: 'UK',
  title: 'England and Wales breathing space: 60-day moratorium through a debt adviser',
  versions: [
    {
      value: { standard_days: 60, citation: 'SI 2020/1311' },
      source: 'Debt Respite Scheme (Breathing Space Moratorium and Mental Health Crisis Moratorium) (England and Wales) Regulations 2020, SI 2020/1311, reg. 26',
      effective: '2021-05-04',
      verified: null,
      note: 'In-force date and the 60-day length confirmed only by secondary sources (law firm and trade body notes); regulation text not read.',
    },
  ],
};
