import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';

/** One credit-score scale (a bureau's or a scoring model's). */
export interface CreditScoreScale {
  /** Bureau or model, e.g. `FICO Score 8`, `Experian`. */
  readonly model: string;
  readonly min: number;
  readonly max: number;
}

/** The scales in use in one country; engines accept a score inside the union of them. */
export interface CountryScoreScales {
  readonly scales: readonly CreditScoreScale[];
  /** Lowest score accepted (the smallest `min`). */
  readonly min: number;
  /** Highest score accepted (the largest `max`). */
  readonly max: number;
}

/**
 * Credit-score scales by country. US: FICO (and VantageScore 3.0/4.0) run 300–850. UK: each agency has its own
 * scale (Experian 0–999, Equifax 0–1000 since its 2020 rescale, TransUnion 0–710). Canada: Equifax and TransUnion
 * 300–900. Australia: Equifax 0–1200, Experian and illion 0–1000. Bureau marketing pages, not statutes. One table per
 * country, so an answer cites only its own bureaus.
 *
 * @see https://www.myfico.com/credit-education/what-is-a-credit-score
 * @see https://www.experian.co.uk/consumer/experian-credit-score.html
 */
export const CREDIT_SCORE_SCALES: Readonly<Record<DebtCountry, RuleTable<CountryScoreScales>>> = {
  US: {
    id: 'us.credit_score_scales',
    title: 'US credit-score scales (FICO and VantageScore 300–850)',
    jurisdiction: 'US',
    versions: [
      {
        value: { scales: [{ model: 'FICO Score', min: 300, max: 850 }], min: 300, max: 850 },
        source: 'myFICO (FICO Score 300–850 since 1989)',
        effective: '1989-01-01',
        verified: null,
        note: 'The start date is FICO’s launch.',
      },
      {
        value: { scales: [{ model: 'FICO Score / VantageScore 3.0+', min: 300, max: 850 }], min: 300, max: 850 },
        source: 'myFICO (300–850); VantageScore 3.0 and later (300–850)',
        effective: '2020-01-01',
        verified: null,
        note: 'Scales as commonly published; not checked against each bureau page here.',
      },
    ],
  },
  UK: {
    id: 'uk.credit_score_scales',
    title: 'UK credit-score scales (Experian 0–999, Equifax 0–1000, TransUnion 0–710)',
    jurisdiction: 'UK',
    versions: [
      {
        value: {
          scales: [
            { model: 'Experian', min: 0, max: 999 },
            { model: 'Equifax', min: 0, max: 700 },
            { model: 'TransUnion (Callcredit)', min: 0, max: 710 },
          ],
          min: 0,
          max: 999,
        },
        source: 'Bureau publications: Experian UK (0–999), Equifax UK (0–700 before its 2020 rescale), TransUnion/Callcredit (0–710)',
        effective: '1989-01-01',
        verified: null,
        note: 'Earlier UK scales are not tabulated; the start date is only where the table begins.',
      },
      {
        value: {
          scales: [
            { model: 'Experian', min: 0, max: 999 },
            { model: 'Equifax', min: 0, max: 1000 },
            { model: 'TransUnion', min: 0, max: 710 },
          ],
          min: 0,
          max: 1000,
        },
        source: 'Bureau publications: Experian UK (0–999), Equifax UK (0–1000), TransUnion UK (0–710)',
        effective: '2020-01-01',
        verified: null,
        note: 'Scales as commonly published; not checked against each bureau page here. Equifax UK used 0–700 before its 2020 rescale.',
      },
    ],
  },
  CA: {
    id: 'ca.credit_score_scales',
    title: 'Canadian credit-score scale (Equifax Canada and TransUnion Canada 300–900)',
    jurisdiction: 'CA',
    versions: [
      {
        value: { scales: [{ model: 'Equifax Canada / TransUnion Canada', min: 300, max: 900 }], min: 300, max: 900 },
        source: 'Bureau publications: Equifax Canada and TransUnion Canada (300–900)',
        effective: '1989-01-01',
        verified: null,
        note: 'Scale as commonly published; not checked against each bureau page here. The start date is only where the table begins.',
      },
    ],
  },
  AU: {
    id: 'au.credit_score_scales',
    title: 'Australian credit-score scales (Equifax 0–1200, Experian and illion 0–1000)',
    jurisdiction: 'AU',
    versions: [
      {
        value: {
          scales: [
            { model: 'Equifax (Veda)', min: 0, max: 1200 },
            { model: 'Experian / illion', min: 0, max: 1000 },
          ],
          min: 0,
          max: 1200,
        },
        source: 'Bureau publications: Equifax (Veda) Australia (0–1200), Experian and illion Australia (0–1000)',
        effective: '1989-01-01',
        verified: null,
        note: 'Scales as commonly published; not checked against each bureau page here. The start date is only where the table begins.',
      },
    ],
  },
};

/** FICO score bands (US only), lowest first. */
export interface FicoBand {
  readonly band: 'poor' | 'fair' | 'good' | 'very_good' | 'exceptional';
  readonly min: number;
  readonly max: number;
}

/**
 * The FICO Score bands Experian and myFICO publish: 300–579 poor, 580–669 fair, 670–739 good, 740–799 very good,
 * 800–850 exceptional. Used only to describe a US score.
 *
 * @see https://www.experian.com/blogs/ask-experian/credit-education/score-basics/what-is-a-good-credit-score/
 */
export const CREDIT_FICO_BANDS: RuleTable<readonly FicoBand[]> = {
  id: 'us.fico.score_bands',
  jurisdiction: 'US',
  title: 'FICO Score bands: poor, fair, good, very good, exceptional',
  versions: [
    {
      value: [
        { band: 'poor', min: 300, max: 579 },
        { band: 'fair', min: 580, max: 669 },
        { band: 'good', min: 670, max: 739 },
        { band: 'very_good', min: 740, max: 799 },
        { band: 'exceptional', min: 800, max: 850 },
      ],
      source: 'Experian, "What is a good credit score?" (FICO Score ranges)',
      effective: '2009-01-01',
      verified: null,
      note: 'Bands are a bureau convention, not a rule; lenders set their own cut-offs.',
    },
  ],
};
