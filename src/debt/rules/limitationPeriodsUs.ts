import type { RuleTable } from '../../core/ruleTable.js';
import {
  defineLimitationTable,
  type JurisdictionLimitations,
  type LimitationCategory,
  type LimitationPeriod,
  type LimitationTransition,
  type LimitationVersionInput,
} from './limitationPeriods.js';

/** Date on which the periods marked verified below were checked against the cited text (statute or official page). */
const CHECKED = '2026-11-22';

type Cell = number | LimitationVersionInput | readonly LimitationVersionInput[];

/** One transition rule as written in the rows: claims accrued before `effective` end at the earlier of the old period or `latest`. */
interface TransitionInput {
  readonly effective: string;
  readonly latest: string;
  readonly source: string;
  readonly verified?: string | null;
  readonly note?: string;
}

interface UsRow {
  readonly code: string;
  readonly name: string;
  /** Citation used for a cell given as a bare number. */
  readonly cite: Partial<Record<LimitationCategory, string>>;
  readonly cells: Partial<Record<LimitationCategory, Cell>>;
  /** Transition rules of the law changes in `cells`, one per change (see LimitationTransition). */
  readonly transitions?: Partial<Record<LimitationCategory, readonly TransitionInput[]>>;
}

/*
 * Ohio S.B. 13 (134th G.A.): signed 2021-03-16. The Ohio Revised Code and summaries written after it took effect give
 * June 16, 2021 as its effective date; several summaries written when it was signed counted 90 days from the signature
 * and gave June 14, 2021. The later date is used: it is the better-supported one, and for the transition deadline
 * (six years after it) it is the one that never calls a still-suable claim time-barred.
 */
const SB13_EFFECTIVE = '2021-06-16';
/** Six years after S.B. 13's effective date: the last day to sue on a written-contract or consumer claim that accrued before it. */
const SB13_WRITTEN_LATEST = '2027-06-16';
const SB13_DATE_NOTE = 'Effective 2021-06-16 per the Ohio Revised Code (some summaries written at signature say 2021-06-14); date not read in the official text.';
const SB13_TRANSITION_NOTE =
  'Text of § 4 as quoted by Ohio law-firm summaries (Eastman & Smith, Wood & Lamping, Weiner, 2021): "whichever occurs first"; the act itself was not read. Summaries written at signature give 2027-06-14 (and 2025-06-14 for oral contracts), counting from 2021-06-14.';

/*
 * Written / oral / promissory note / open account periods, in years, for the 50 states and DC.
 * Lead: /work/shared/research/debt.md §2 (compiled from a statute-cited survey plus Bankrate; not an authority).
 * Only cells with `verified` were checked against the statute text (or an official page quoting it) on CHECKED;
 * every other cell is unverified and the response lists it under `unverified_rules`.
 * `alternative_years` records a shorter reading where sources or courts conflict ([C] in the research).
 */
const ROWS: readonly UsRow[] = [
  { code: 'AL', name: 'Alabama', cite: { written: 'Ala. Code § 6-2-34', oral: 'Ala. Code § 6-2-34', promissory_note: 'Ala. Code § 6-2-34', open_account: 'Ala. Code § 6-2-37' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 3 } },
  { code: 'AK', name: 'Alaska', cite: { written: 'Alaska Stat. § 09.10.053', oral: 'Alaska Stat. § 09.10.053', promissory_note: 'Alaska Stat. § 45.03.118 (UCC 3-118, negotiable notes)', open_account: 'Alaska Stat. § 09.10.053' }, cells: { written: 3, oral: 3, promissory_note: 6, open_account: 3 } },
  {
    code: 'AZ', name: 'Arizona',
    cite: { written: 'Ariz. Rev. Stat. § 12-548(A)(1)', oral: 'Ariz. Rev. Stat. § 12-543', promissory_note: 'Ariz. Rev. Stat. § 12-548(A)(1)', open_account: 'Ariz. Rev. Stat. § 12-543' },
    cells: {
      written: 6, oral: 3, promissory_note: 6, open_account: 3,
      credit_card: { years: 6, source: 'Ariz. Rev. Stat. § 12-548(A)(2) (credit card debt, 2011)', verified: '2026-11-22', note: 'Verified per research notes §2 [V]. A missed card payment does not start the clock unless the debt was accelerated (Mertola v. Santos, 2017).' },
    },
  },
  { code: 'AR', name: 'Arkansas', cite: { written: 'Ark. Code § 16-56-111', oral: 'Ark. Code § 16-56-105', promissory_note: 'Ark. Code § 16-56-111', open_account: 'Ark. Code § 16-56-105' }, cells: { written: 5, oral: 3, promissory_note: 5, open_account: 3 } },
  {
    code: 'CA', name: 'California',
    cite: {},
    cells: {
      written: { years: 4, source: 'Cal. Code Civ. Proc. § 337(a)', verified: CHECKED },
      oral: { years: 2, source: 'Cal. Code Civ. Proc. § 339(1)', verified: CHECKED },
      promissory_note: { years: 4, source: 'Cal. Code Civ. Proc. § 337(a) (instrument in writing)', verified: CHECKED },
      open_account: { years: 4, source: 'Cal. Code Civ. Proc. § 337(b) (book account, account stated)', verified: CHECKED },
    },
  },
  {
    code: 'CO', name: 'Colorado',
    cite: {},
    cells: Object.fromEntries((['written', 'oral', 'promissory_note', 'open_account'] as const).map((c) => [c, {
      years: 6, source: 'Colo. Rev. Stat. § 13-80-103.5(1)(a) (liquidated debt)', verified: CHECKED,
      note: 'The 3-year general contract period (§ 13-80-101) yields to § 13-80-103.5 for liquidated or determinable debts; some charts show 3.',
    }])),
  },
  { code: 'CT', name: 'Connecticut', cite: { written: 'Conn. Gen. Stat. § 52-576', oral: 'Conn. Gen. Stat. § 52-581', promissory_note: 'Conn. Gen. Stat. § 52-576', open_account: 'Conn. Gen. Stat. § 52-576' }, cells: { written: 6, oral: 3, promissory_note: 6, open_account: { years: 6, alternative_years: 3, source: 'Conn. Gen. Stat. § 52-576; § 52-581', note: 'Charts conflict: 6 (account, § 52-576) or 3 (§ 52-581).' } } },
  { code: 'DE', name: 'Delaware', cite: { written: '10 Del. C. § 8106', oral: '10 Del. C. § 8106', promissory_note: '10 Del. C. § 8106', open_account: '10 Del. C. § 8106' }, cells: { written: 3, oral: 3, promissory_note: 3, open_account: 3 } },
  { code: 'DC', name: 'District of Columbia', cite: { written: 'D.C. Code § 12-301(7)', oral: 'D.C. Code § 12-301(7)', promissory_note: 'D.C. Code § 12-301(7)', open_account: 'D.C. Code § 12-301(7)' }, cells: { written: 3, oral: 3, promissory_note: 3, open_account: 3 } },
  { code: 'FL', name: 'Florida', cite: { written: 'Fla. Stat. § 95.11(2)(b)', oral: 'Fla. Stat. § 95.11(3)', promissory_note: 'Fla. Stat. § 95.11(2)(b)', open_account: 'Fla. Stat. § 95.11(3)' }, cells: { written: 5, oral: 4, promissory_note: 5, open_account: 4 } },
  { code: 'GA', name: 'Georgia', cite: { written: 'O.C.G.A. § 9-3-24', oral: 'O.C.G.A. § 9-3-25', promissory_note: 'O.C.G.A. § 9-3-24', open_account: 'O.C.G.A. § 9-3-25' }, cells: { written: 6, oral: 4, promissory_note: 6, open_account: 4 } },
  { code: 'HI', name: 'Hawaii', cite: { written: 'Haw. Rev. Stat. § 657-1', oral: 'Haw. Rev. Stat. § 657-1', promissory_note: 'Haw. Rev. Stat. § 657-1', open_account: 'Haw. Rev. Stat. § 657-1' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'ID', name: 'Idaho', cite: { written: 'Idaho Code § 5-216', oral: 'Idaho Code § 5-217', promissory_note: 'Idaho Code § 5-216', open_account: 'Idaho Code § 5-217' }, cells: { written: 5, oral: 4, promissory_note: 5, open_account: 4 } },
  // Card debt: the appellate court held that a card agreement is not a written contract for 13-206 because the terms
  // must be pieced together from documents outside the card holder's signature, so 13-205's five years govern cards.
  { code: 'IL', name: 'Illinois', cite: { written: '735 ILCS 5/13-206', oral: '735 ILCS 5/13-205', promissory_note: '735 ILCS 5/13-206', open_account: '735 ILCS 5/13-205' }, cells: { written: 10, oral: 5, promissory_note: 10, open_account: { years: 5, source: '735 ILCS 5/13-205', note: 'Credit cards held unwritten (5 years) in Portfolio Acquisitions v. Feltman (Ill. App. 2009).' }, credit_card: { years: 5, source: '735 ILCS 5/13-205 (five years, unwritten contracts), applied to credit-card debt in Portfolio Acquisitions, L.L.C. v. Feltman, 391 Ill. App. 3d 642 (1st Dist. 2009)', note: 'The 10-year written-contract period of 13-206 does not apply to card debt: the card agreement is not a single signed writing containing all the terms (Feltman). Not checked against the opinion text here.' } } },
  { code: 'IN', name: 'Indiana', cite: { oral: 'Ind. Code § 34-11-2-7', promissory_note: 'Ind. Code § 34-11-2-9', open_account: 'Ind. Code § 34-11-2-7' }, cells: { written: { years: 10, alternative_years: 6, source: 'Ind. Code § 34-11-2-11; § 34-11-2-9', note: '§ 34-11-2-9 gives 6 years for written contracts for the payment of money; § 34-11-2-11 gives 10 for other written contracts.' }, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'IA', name: 'Iowa', cite: { written: 'Iowa Code § 614.1(5)', oral: 'Iowa Code § 614.1(4)', promissory_note: 'Iowa Code § 614.1(5)', open_account: 'Iowa Code § 614.1(4)' }, cells: { written: 10, oral: 5, promissory_note: 10, open_account: 5 } },
  { code: 'KS', name: 'Kansas', cite: { written: 'Kan. Stat. § 60-511', oral: 'Kan. Stat. § 60-512', promissory_note: 'Kan. Stat. § 60-511', open_account: 'Kan. Stat. § 60-512' }, cells: { written: 5, oral: 3, promissory_note: 5, open_account: 3 } },
  { code: 'KY', name: 'Kentucky', cite: { oral: 'Ky. Rev. Stat. § 413.120', open_account: 'Ky. Rev. Stat. § 413.120' }, cells: { written: { years: 15, alternative_years: 10, source: 'Ky. Rev. Stat. § 413.160; § 413.090', note: '10 years for written contracts executed after 2014-07-15, 15 for earlier ones; the contract date is not an input, so the longer period is shown.' }, oral: 5, promissory_note: { years: 15, alternative_years: 10, source: 'Ky. Rev. Stat. § 413.160; § 413.090', note: 'As for written contracts.' }, open_account: 5 } },
  { code: 'LA', name: 'Louisiana', cite: { written: 'La. Civ. Code art. 3499', oral: 'La. Civ. Code art. 3499', promissory_note: 'La. Civ. Code art. 3498', open_account: 'La. Civ. Code art. 3494' }, cells: { written: 10, oral: 10, promissory_note: 5, open_account: 3 } },
  { code: 'ME', name: 'Maine', cite: { written: '14 M.R.S. § 752', oral: '14 M.R.S. § 752', promissory_note: '14 M.R.S. § 752 (witnessed notes: 20 years, § 751)', open_account: '14 M.R.S. § 752' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  {
    code: 'MD', name: 'Maryland',
    cite: {},
    cells: Object.fromEntries((['written', 'oral', 'promissory_note', 'open_account'] as const).map((c) => [c, {
      years: 3, source: 'Md. Code, Cts. & Jud. Proc. § 5-101', verified: CHECKED,
      note: 'Checked against the Maryland People\'s Law Library page citing § 5-101; contracts under seal (specialties) have 12 years (§ 5-102).',
    }])),
  },
  { code: 'MA', name: 'Massachusetts', cite: { written: 'Mass. Gen. Laws c. 260 § 2', oral: 'Mass. Gen. Laws c. 260 § 2', promissory_note: 'Mass. Gen. Laws c. 260 § 2', open_account: 'Mass. Gen. Laws c. 260 § 2' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'MI', name: 'Michigan', cite: { written: 'Mich. Comp. Laws § 600.5807', oral: 'Mich. Comp. Laws § 600.5807', promissory_note: 'Mich. Comp. Laws § 600.5807', open_account: 'Mich. Comp. Laws § 600.5807' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'MN', name: 'Minnesota', cite: { written: 'Minn. Stat. § 541.05', oral: 'Minn. Stat. § 541.05', promissory_note: 'Minn. Stat. § 541.05', open_account: 'Minn. Stat. § 541.05; § 541.053 (consumer debt)' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'MS', name: 'Mississippi', cite: { written: 'Miss. Code § 15-1-49', oral: 'Miss. Code § 15-1-29', promissory_note: 'Miss. Code § 15-1-49', open_account: 'Miss. Code § 15-1-29' }, cells: { written: 3, oral: 3, promissory_note: 3, open_account: 3 } },
  { code: 'MO', name: 'Missouri', cite: { written: 'Mo. Rev. Stat. § 516.110', oral: 'Mo. Rev. Stat. § 516.120', promissory_note: 'Mo. Rev. Stat. § 516.110', open_account: 'Mo. Rev. Stat. § 516.120' }, cells: { written: 10, oral: 5, promissory_note: 10, open_account: 5 } },
  { code: 'MT', name: 'Montana', cite: { written: 'Mont. Code § 27-2-202(1)', oral: 'Mont. Code § 27-2-202(2)', promissory_note: 'Mont. Code § 27-2-202(1)', open_account: 'Mont. Code § 27-2-202(2)' }, cells: { written: 8, oral: 5, promissory_note: 8, open_account: 5 } },
  { code: 'NE', name: 'Nebraska', cite: { written: 'Neb. Rev. Stat. § 25-205', oral: 'Neb. Rev. Stat. § 25-206', promissory_note: 'Neb. Rev. Stat. § 25-205', open_account: 'Neb. Rev. Stat. § 25-206' }, cells: { written: 5, oral: 4, promissory_note: 5, open_account: 4 } },
  {
    code: 'NV', name: 'Nevada',
    cite: {},
    cells: {
      written: { years: 6, source: 'Nev. Rev. Stat. § 11.190(1)(b)', verified: CHECKED },
      oral: { years: 4, source: 'Nev. Rev. Stat. § 11.190(2)(c)', verified: CHECKED },
      promissory_note: { years: 6, source: 'Nev. Rev. Stat. § 11.190(1)(b)', verified: CHECKED },
      open_account: { years: 4, source: 'Nev. Rev. Stat. § 11.190(2)(a)-(c)', verified: CHECKED, note: 'Hospital debt: 4 years from the missed payment (Nev. Rev. Stat. § 11.2095).' },
    },
  },
  { code: 'NH', name: 'New Hampshire', cite: { written: 'N.H. Rev. Stat. § 508:4', oral: 'N.H. Rev. Stat. § 508:4', promissory_note: 'N.H. Rev. Stat. § 382-A:3-118', open_account: 'N.H. Rev. Stat. § 508:4' }, cells: { written: 3, oral: 3, promissory_note: 6, open_account: 3 } },
  { code: 'NJ', name: 'New Jersey', cite: { written: 'N.J. Stat. § 2A:14-1', oral: 'N.J. Stat. § 2A:14-1', promissory_note: 'N.J. Stat. § 2A:14-1', open_account: 'N.J. Stat. § 2A:14-1' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'NM', name: 'New Mexico', cite: { written: 'N.M. Stat. § 37-1-3', oral: 'N.M. Stat. § 37-1-4', promissory_note: 'N.M. Stat. § 37-1-3', open_account: 'N.M. Stat. § 37-1-4' }, cells: { written: 6, oral: 4, promissory_note: 6, open_account: 4 } },
  {
    code: 'NY', name: 'New York',
    cite: {},
    cells: {
      written: { years: 6, source: 'N.Y. CPLR 213(2)', verified: CHECKED },
      oral: { years: 6, source: 'N.Y. CPLR 213(2)', verified: CHECKED },
      promissory_note: { years: 6, source: 'N.Y. CPLR 213(2)', verified: CHECKED },
      consumer_credit: [
        { years: 6, source: 'N.Y. CPLR 213(2)', verified: CHECKED, note: 'Consumer credit claims before the Consumer Credit Fairness Act.' },
        { years: 3, source: 'N.Y. CPLR 214-i (Consumer Credit Fairness Act, L. 2021 ch. 593)', effective: '2022-04-07', verified: CHECKED, note: 'Courts have not applied 214-i to actions commenced before 2022-04-07; its reach to debts that defaulted earlier is unsettled.' },
      ],
      medical: [
        { years: 6, source: 'N.Y. CPLR 213(2)', verified: CHECKED },
        { years: 3, source: 'N.Y. CPLR 213-d (action on medical debt by a hospital or health care professional; 3 years from treatment)', effective: '2020-04-03', verified: CHECKED, note: 'Runs from the date of treatment; whether it binds debt buyers is unsettled.' },
      ],
    },
  },
  { code: 'NC', name: 'North Carolina', cite: { written: 'N.C. Gen. Stat. § 1-52(1)', oral: 'N.C. Gen. Stat. § 1-52(1)', promissory_note: 'N.C. Gen. Stat. § 1-52(1) (sealed instruments: 10 years, § 1-47(2))', open_account: 'N.C. Gen. Stat. § 1-52(1)' }, cells: { written: 3, oral: 3, promissory_note: 3, open_account: 3 } },
  { code: 'ND', name: 'North Dakota', cite: { written: 'N.D. Cent. Code § 28-01-16', oral: 'N.D. Cent. Code § 28-01-16', promissory_note: 'N.D. Cent. Code § 28-01-16', open_account: 'N.D. Cent. Code § 28-01-16' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  {
    code: 'OH', name: 'Ohio',
    cite: { promissory_note: 'Ohio Rev. Code § 2305.06', open_account: 'Ohio Rev. Code § 2305.07' },
    cells: {
      written: [
        { years: 15, source: 'Ohio Rev. Code § 2305.06 (before S.B. 224, 129th G.A.)', note: 'Fifteen years for written contracts until 2012-09-28.' },
        { years: 8, source: 'Ohio Rev. Code § 2305.06 as amended by S.B. 224 (129th G.A.)', effective: '2012-09-28', note: 'Claims that accrued earlier kept 15 years but no later than 2020-09-28 (transition rule us.oh.limitation.written.transition).' },
        { years: 6, source: 'Ohio Rev. Code § 2305.06 as amended by S.B. 13 (134th G.A.)', effective: SB13_EFFECTIVE, note: SB13_DATE_NOTE },
      ],
      oral: [
        { years: 6, source: 'Ohio Rev. Code § 2305.07 (before S.B. 13)' },
        { years: 4, source: 'Ohio Rev. Code § 2305.07(A) as amended by S.B. 13 (134th G.A.)', effective: SB13_EFFECTIVE, note: SB13_DATE_NOTE },
      ],
      promissory_note: 6,
      open_account: 6,
      consumer_credit: [
        { years: 15, source: 'Ohio Rev. Code § 2305.06 (before S.B. 224): card and other consumer debt sued as a written contract', note: 'Before S.B. 13 card debt was generally sued as a written contract; some courts applied the 6-year period for contracts not in writing.' },
        { years: 8, source: 'Ohio Rev. Code § 2305.06 as amended by S.B. 224 (129th G.A.): card and other consumer debt sued as a written contract', effective: '2012-09-28', note: 'Before S.B. 13 card debt was generally sued as a written contract (8 years); some courts applied 6.' },
        {
          years: 6, accrual_offset_days: 30, source: 'Ohio Rev. Code § 2305.07(C) as enacted by S.B. 13 (134th G.A.): consumer transactions, accruing thirty days after the later of the last charge or the last payment', effective: SB13_EFFECTIVE,
          note: `${SB13_DATE_NOTE} The engine counts the thirty days from last_payment; a later charge would move accrual later.`,
        },
      ],
    },
    transitions: {
      written: [
        { effective: '2012-09-28', latest: '2020-09-28', source: 'S.B. 224 (129th G.A.), uncodified transition: a written-contract claim that accrued before 2012-09-28 must be brought by the earlier of the 15-year period or 2020-09-28', note: 'Read in secondary summaries (Lexology, 2012), not in the act.' },
        { effective: SB13_EFFECTIVE, latest: SB13_WRITTEN_LATEST, source: 'S.B. 13 (134th G.A.) § 4: a claim that accrued before the act\'s effective date must be brought by the earlier of the period in force before it (8 years from accrual) or six years after the effective date', note: SB13_TRANSITION_NOTE },
      ],
      oral: [
        { effective: SB13_EFFECTIVE, latest: '2025-06-16', source: 'S.B. 13 (134th G.A.) § 4: a claim on a contract not in writing that accrued before the act\'s effective date must be brought by the earlier of the old 6-year period or four years after the effective date', note: SB13_TRANSITION_NOTE },
      ],
      consumer_credit: [
        { effective: '2012-09-28', latest: '2020-09-28', source: 'S.B. 224 (129th G.A.), uncodified transition (earlier of the 15-year period or 2020-09-28)', note: 'Read in secondary summaries (Lexology, 2012), not in the act.' },
        { effective: SB13_EFFECTIVE, latest: SB13_WRITTEN_LATEST, source: 'S.B. 13 (134th G.A.) § 4: a consumer-transaction claim that accrued before the act\'s effective date must be brought by the earlier of the period in force before it or six years after the effective date', note: SB13_TRANSITION_NOTE },
      ],
    },
  },
  { code: 'OK', name: 'Oklahoma', cite: { written: '12 Okla. Stat. § 95(A)(1)', oral: '12 Okla. Stat. § 95(A)(2)', promissory_note: '12 Okla. Stat. § 95(A)(1)', open_account: '12 Okla. Stat. § 95(A)(2)' }, cells: { written: 5, oral: 3, promissory_note: 5, open_account: 3 } },
  { code: 'OR', name: 'Oregon', cite: { written: 'Or. Rev. Stat. § 12.080(1)', oral: 'Or. Rev. Stat. § 12.080(1)', promissory_note: 'Or. Rev. Stat. § 12.080(1)', open_account: 'Or. Rev. Stat. § 12.080(1)' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'PA', name: 'Pennsylvania', cite: { written: '42 Pa. C.S. § 5525', oral: '42 Pa. C.S. § 5525', promissory_note: '42 Pa. C.S. § 5525', open_account: '42 Pa. C.S. § 5525' }, cells: { written: 4, oral: 4, promissory_note: 4, open_account: 4 } },
  { code: 'RI', name: 'Rhode Island', cite: { written: 'R.I. Gen. Laws § 9-1-13', oral: 'R.I. Gen. Laws § 9-1-13', promissory_note: 'R.I. Gen. Laws § 9-1-13', open_account: 'R.I. Gen. Laws § 9-1-13' }, cells: { written: 10, oral: 10, promissory_note: 10, open_account: 10 } },
  { code: 'SC', name: 'South Carolina', cite: { written: 'S.C. Code § 15-3-530', oral: 'S.C. Code § 15-3-530', promissory_note: 'S.C. Code § 15-3-530', open_account: 'S.C. Code § 15-3-530' }, cells: { written: 3, oral: 3, promissory_note: 3, open_account: 3 } },
  { code: 'SD', name: 'South Dakota', cite: { written: 'S.D. Codified Laws § 15-2-13', oral: 'S.D. Codified Laws § 15-2-13', promissory_note: 'S.D. Codified Laws § 15-2-13', open_account: 'S.D. Codified Laws § 15-2-13' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'TN', name: 'Tennessee', cite: { written: 'Tenn. Code § 28-3-109', oral: 'Tenn. Code § 28-3-109', promissory_note: 'Tenn. Code § 28-3-109', open_account: 'Tenn. Code § 28-3-109' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  {
    code: 'TX', name: 'Texas',
    cite: {},
    cells: {
      written: { years: 4, source: 'Tex. Civ. Prac. & Rem. Code § 16.004(a)(3) (debt)', verified: CHECKED },
      oral: { years: 4, source: 'Tex. Civ. Prac. & Rem. Code § 16.004(a)(3) (debt)', verified: CHECKED },
      promissory_note: { years: 4, source: 'Tex. Civ. Prac. & Rem. Code § 16.004(a)(3) (debt)', verified: CHECKED },
      open_account: { years: 4, source: 'Tex. Civ. Prac. & Rem. Code § 16.004(c) (open or stated account)', verified: CHECKED },
    },
  },
  { code: 'UT', name: 'Utah', cite: { written: 'Utah Code § 78B-2-309', oral: 'Utah Code § 78B-2-307', promissory_note: 'Utah Code § 78B-2-309', open_account: 'Utah Code § 78B-2-307' }, cells: { written: 6, oral: 4, promissory_note: 6, open_account: 4 } },
  { code: 'VT', name: 'Vermont', cite: { written: '12 V.S.A. § 511', oral: '12 V.S.A. § 511', promissory_note: '12 V.S.A. § 511 (witnessed notes: 14 years, § 508)', open_account: '12 V.S.A. § 511' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'VA', name: 'Virginia', cite: { written: 'Va. Code § 8.01-246(2)', oral: 'Va. Code § 8.01-246(4)', promissory_note: 'Va. Code § 8.3A-118', open_account: 'Va. Code § 8.01-246(4)' }, cells: { written: 5, oral: 3, promissory_note: 6, open_account: 3 } },
  { code: 'WA', name: 'Washington', cite: { written: 'Wash. Rev. Code § 4.16.040(1)', oral: 'Wash. Rev. Code § 4.16.080(3)', promissory_note: 'Wash. Rev. Code § 4.16.040(1)' }, cells: { written: 6, oral: 3, promissory_note: 6, open_account: { years: 6, alternative_years: 3, source: 'Wash. Rev. Code § 4.16.040(2) (account receivable); § 4.16.080(3)', note: 'Charts conflict: 6 (written agreement or account receivable) or 3 (not in writing).' } } },
  { code: 'WV', name: 'West Virginia', cite: { written: 'W. Va. Code § 55-2-6', oral: 'W. Va. Code § 55-2-6', promissory_note: 'W. Va. Code § 55-2-6', open_account: 'W. Va. Code § 55-2-6' }, cells: { written: 10, oral: 5, promissory_note: 10, open_account: 5 } },
  { code: 'WI', name: 'Wisconsin', cite: { written: 'Wis. Stat. § 893.43', oral: 'Wis. Stat. § 893.43', promissory_note: 'Wis. Stat. § 893.43', open_account: 'Wis. Stat. § 893.43' }, cells: { written: 6, oral: 6, promissory_note: 6, open_account: 6 } },
  { code: 'WY', name: 'Wyoming', cite: { written: 'Wyo. Stat. § 1-3-105(a)(i)', oral: 'Wyo. Stat. § 1-3-105(a)(ii)', promissory_note: 'Wyo. Stat. § 1-3-105(a)(i)', open_account: 'Wyo. Stat. § 1-3-105(a)(ii)' }, cells: { written: 10, oral: 8, promissory_note: 10, open_account: 8 } },
];

const CATEGORY_TITLES: Readonly<Record<LimitationCategory, string>> = {
  written: 'written contract',
  oral: 'oral contract',
  promissory_note: 'promissory note',
  open_account: 'open account',
  credit_card: 'credit card debt',
  consumer_credit: 'consumer credit transaction',
  medical: 'medical debt',
  sale_of_goods: 'sale of goods',
  general: 'contract debt',
};

function toVersions(cell: Cell, cite: string | undefined, where: string): readonly LimitationVersionInput[] {
  if (typeof cell === 'number') {
    if (cite === undefined) throw new Error(`limitationPeriodsUs: ${where} has no citation`);
    return [{ years: cell, source: cite }];
  }
  return Array.isArray(cell) ? (cell as readonly LimitationVersionInput[]) : [cell as LimitationVersionInput];
}

function buildRow(row: UsRow): JurisdictionLimitations {
  const periods: Partial<Record<LimitationCategory, RuleTable<LimitationPeriod>>> = {};
  for (const [category, cell] of Object.entries(row.cells) as [LimitationCategory, Cell][]) {
    periods[category] = defineLimitationTable(
      `us.${row.code.toLowerCase()}.limitation.${category}`,
      `${row.name}: limitation period for ${CATEGORY_TITLES[category]}`,
      toVersions(cell, row.cite[category], `${row.code}.${category}`),
      `US-${row.code}`,
    );
  }
  if (row.transitions === undefined) return { country: 'US', code: row.code, name: row.name, periods };
  const transitions: Partial<Record<LimitationCategory, RuleTable<LimitationTransition>>> = {};
  for (const [category, inputs] of Object.entries(row.transitions) as [LimitationCategory, readonly TransitionInput[]][]) {
    transitions[category] = {
      id: `us.${row.code.toLowerCase()}.limitation.${category}.transition`,
      jurisdiction: `US-${row.code}`,
      title: `${row.name}: deadline for ${CATEGORY_TITLES[category]} claims that accrued before a shorter period took effect`,
      versions: inputs.map((t) => ({
        value: { rule: 'earlier_of_old_period_or_latest', latest: t.latest },
        source: t.source,
        effective: t.effective,
        verified: t.verified ?? null,
        ...(t.note === undefined ? {} : { note: t.note }),
      })),
    };
  }
  return { country: 'US', code: row.code, name: row.name, periods, transitions };
}

/** Limitation periods of the 50 US states and DC, keyed by postal code (`NY`, `DC`). */
export const US_LIMITATION_PERIODS: Readonly<Record<string, JurisdictionLimitations>> = Object.fromEntries(
  ROWS.map((row) => [row.code, buildRow(row)]),
);

/** The 51 US jurisdiction codes (50 states and DC), in alphabetical order of code. */
export const US_JURISDICTION_CODES: readonly string[] = ROWS.map((r) => r.code).sort();

/**
 * UCC § 2-725(1): four years for breach of a contract for the sale of goods (used as the competing period for auto
 * debt sold on a retail instalment contract). Some states enacted a different period; not researched here.
 */
export const US_SALE_OF_GOODS_PERIOD: RuleTable<LimitationPeriod> = defineLimitationTable(
  'us.ucc_2_725.limitation.sale_of_goods',
  'UCC § 2-725(1): limitation period for breach of a contract for sale of goods',
  [{ years: 4, source: 'Uniform Commercial Code § 2-725(1), as enacted by each state', note: 'State enactments may differ; not checked state by state.' }],
  'US',
);

/** Federal student loans: no limitation period (20 U.S.C. 1091a(a)). */
export const US_FEDERAL_STUDENT_LOAN_RULE: RuleTable<{ readonly no_limit: true }> = {
  id: 'us.federal_student_loans.no_limitation',
  jurisdiction: 'US',
  title: 'Federal student loans: no statute of limitations bars collection (HEA § 484A(a))',
  versions: [
    {
      value: { no_limit: true },
      source: '20 U.S.C. 1091a(a); https://myeddebt.ed.gov/borrower/stauteOfLimitationsInfo.action',
      effective: '1991-04-09',
      verified: CHECKED,
      note: 'Pub. L. 102-26 § 3 removed the limitation period for federal student loan collection.',
    },
  ],
};
