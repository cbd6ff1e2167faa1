import type { RuleTable } from '../../core/ruleTable.js';
import { LONG_STANDING } from './limitationPeriods.js';

/** Date on which the rules marked verified below were checked against the cited text. */
const CHECKED = '2026-11-22';

/**
 * What a payment or acknowledgment does to a debt once its limitation period has run:
 * - `never`: nothing revives it (or the debt no longer exists);
 * - `signed_writing_only`: only a signed written acknowledgment or promise revives it; a payment alone does not;
 * - `not_for_debt_buyers`: a debt buyer cannot revive it or sue on it, whatever the consumer does;
 * - `possible`: a payment or a written acknowledgment may revive or restart it under the general rule;
 * - `unknown`: not researched for this jurisdiction.
 */
export type RevivalAfterExpiry = 'never' | 'signed_writing_only' | 'not_for_debt_buyers' | 'possible' | 'unknown';

/** How expiry affects a debt in one jurisdiction. */
export interface RevivalRule {
  /** True where expiry extinguishes the debt itself, not only the right to sue; null when not researched. */
  readonly extinguishes_debt: boolean | null;
  readonly revival_after_expiry: RevivalAfterExpiry;
}

function rule(jurisdiction: string, id: string, title: string, value: RevivalRule, source: string, verified: string | null, effective = LONG_STANDING, note?: string): RuleTable<RevivalRule> {
  return { id, title, jurisdiction, versions: [{ value, source, effective, verified, ...(note === undefined ? {} : { note }) }] };
}

/**
 * Revival and extinction rules, keyed `COUNTRY` (the default for the country) or `COUNTRY-CODE` (a jurisdiction
 * with its own rule). Research leads: /work/shared/research/debt.md §2.
 */
export const REVIVAL_RULES: Readonly<Record<string, RuleTable<RevivalRule>>> = {
  US: rule('US', 'us.revival.general', 'US general rule: a payment or written acknowledgment may restart or revive a limitation period', { extinguishes_debt: false, revival_after_expiry: 'possible' }, 'State law (varies by state); research notes §2', null, LONG_STANDING, 'General rule only; many states require a signed writing, and some bar revival of consumer debt.'),
  'US-CA': rule('US-CA', 'us.ca.revival', 'California: only a signed writing revives a barred debt; a payment alone does not', { extinguishes_debt: false, revival_after_expiry: 'signed_writing_only' }, 'Cal. Code Civ. Proc. § 360; § 337(d) (no suit after the period has run)', CHECKED),
  'US-MD': rule('US-MD', 'us.md.revival', 'Maryland: no suit, and no revival, after the period for a consumer debt has run', { extinguishes_debt: false, revival_after_expiry: 'never' }, 'Md. Code, Cts. & Jud. Proc. § 5-1202 (mgaleg.maryland.gov)', CHECKED, LONG_STANDING, 'Enacted 2016; exact effective date not checked.'),
  'US-MN': rule('US-MN', 'us.mn.revival', 'Minnesota: payment on time-barred consumer debt does not revive it', { extinguishes_debt: false, revival_after_expiry: 'never' }, 'Minn. Stat. § 541.053', null, LONG_STANDING, 'Research notes §2 [V2]; not checked against the statute.'),
  'US-MS': rule('US-MS', 'us.ms.revival', 'Mississippi: completion of the limitation period extinguishes the right as well as the remedy', { extinguishes_debt: true, revival_after_expiry: 'never' }, 'Miss. Code § 15-1-3', null),
  'US-NV': rule('US-NV', 'us.nv.revival', 'Nevada: time-barred consumer debt cannot be revived', { extinguishes_debt: false, revival_after_expiry: 'never' }, 'Nev. S.B. 276 (2023)', null, LONG_STANDING, 'Research notes §2 [V2]; effective date and text not checked.'),
  'US-NY': rule('US-NY', 'us.ny.revival', 'New York: after the consumer-credit period runs, no payment or affirmation revives it', { extinguishes_debt: false, revival_after_expiry: 'never' }, 'N.Y. CPLR 214-i (Consumer Credit Fairness Act)', CHECKED, '2022-04-07'),
  'US-TX': rule('US-TX', 'us.tx.revival', 'Texas: a debt buyer may not sue on time-barred consumer debt, and payment does not revive it', { extinguishes_debt: false, revival_after_expiry: 'not_for_debt_buyers' }, 'Tex. Fin. Code § 392.307 (H.B. 996, 2019); https://guides.sll.texas.gov/debt-collection/time-barred-debts', CHECKED, '2019-09-01'),
  'US-WI': rule('US-WI', 'us.wi.revival', 'Wisconsin: when the period expires the right is extinguished as well as the remedy', { extinguishes_debt: true, revival_after_expiry: 'never' }, 'Wis. Stat. § 893.05 (docs.legis.wisconsin.gov)', CHECKED),
  UK: rule('UK', 'uk.revival.general', 'UK: revival rule depends on the nation', { extinguishes_debt: null, revival_after_expiry: 'unknown' }, 'See the nation rules', null),
  'UK-ENG': rule('UK-ENG', 'uk.eng.revival', 'England and Wales: a barred debt is not revived by later acknowledgment or payment', { extinguishes_debt: false, revival_after_expiry: 'never' }, 'Limitation Act 1980 s 29(5), (7), s 30', CHECKED, LONG_STANDING, 'Before expiry, a part payment or signed written acknowledgment restarts the 6 years (s 29(5), s 30).'),
  'UK-WLS': rule('UK-WLS', 'uk.wls.revival', 'England and Wales: a barred debt is not revived by later acknowledgment or payment', { extinguishes_debt: false, revival_after_expiry: 'never' }, 'Limitation Act 1980 s 29(5), (7), s 30', CHECKED, LONG_STANDING, 'Before expiry, a part payment or signed written acknowledgment restarts the 6 years (s 29(5), s 30).'),
  'UK-NIR': rule('UK-NIR', 'uk.nir.revival', 'Northern Ireland: a statute-barred debt is not revived by later acknowledgment or payment', { extinguishes_debt: false, revival_after_expiry: 'never' }, 'Limitation (Northern Ireland) Order 1989 Part IV', null, LONG_STANDING, 'Assumed to mirror England and Wales (research notes [M]); not checked.'),
  'UK-SCT': rule('UK-SCT', 'uk.sct.revival', 'Scotland: the five-year prescription extinguishes the obligation', { extinguishes_debt: true, revival_after_expiry: 'never' }, 'Prescription and Limitation (Scotland) Act 1973 s 6', CHECKED, LONG_STANDING, 'Before the five years run, a relevant claim or a relevant acknowledgment (s 10) interrupts prescription.'),
  CA: rule('CA', 'ca.revival.general', 'Canada: whether an acknowledgment after expiry revives a debt is not researched', { extinguishes_debt: null, revival_after_expiry: 'unknown' }, 'Provincial limitations statutes (e.g. Ontario Limitations Act, 2002 s 13)', null, LONG_STANDING, 'Before expiry, an acknowledgment of a liquidated sum (including a part payment) restarts the period in Ontario (s 13).'),
  AU: rule('AU', 'au.revival.general', 'Australia: revival after expiry is not researched outside New South Wales', { extinguishes_debt: null, revival_after_expiry: 'unknown' }, 'State and territory limitation Acts', null),
  'AU-NSW': rule('AU-NSW', 'au.nsw.revival', 'New South Wales: on expiry the right and title to the debt are extinguished', { extinguishes_debt: true, revival_after_expiry: 'never' }, 'Limitation Act 1969 (NSW) s 63 (austlii.edu.au)', CHECKED),
};
