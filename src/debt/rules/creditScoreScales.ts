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
 * 300–900. Australia: Equifax 0–1200, Experian and illion 0–1000. Bureau marketing pages, not statutes.
 *
 * @see https://www.myfico.com/credit-education/what-is-a-credit-score
 * @see https://www.experian.co.uk/consumer/experian-credit-score.html
 */
export const CREDIT_SCORE_SCALES: RuleTable<Readonly<Record<DebtCountry, CountryScoreScales>>> = {
  id: 'credit.score_scales',
  title: 'Credit-score scales by country (US FICO 300–850; UK Experian 0–999, Equifax 0–1000, TransUnion 0–710; CA 300–900; AU 0–1200)',
  versions: [
    {
      value: {
        US: { scales: [{ model: 'FICO Score', min: 300, max: 850 }], min: 300, max: 850 },
        UK: {
          scales: [
            { model: 'Experian', min: 0, max: 999 },
            { model: 'Equifax', min: 0, max: 700 },
            { model: 'TransUnion (Callcredit)', min: 0, max: 710 },
          ],
          min: 0,
          max: 999,
        },
        CA: { scales: [{ model: 'Equifax Canada / TransUnion Canada', min: 300, max: 900 }], min: 300, max: 900 },
        AU: {
          scales: [
            { model: 'Equifax (Veda)', min: 0, max: 1200 },
            { model: 'Experian / illion', min: 0, max: 1000 },
          ],
          min: 0,
          max: 1200,
        },
      },
      source: 'Bureau and model publications (FICO 300–850 since 1989; Equifax UK 0–700 before its 2020 rescale)',
      effective: '1989-01-01',
      verified: null,
      note: 'Historical scales simplified: the start date is FICO’s launch, and earlier UK and AU scales are not tabulated.',
    },
    {
      value: {
        US: { scales: [{ model: 'FICO Score / VantageScore 3.0+', min: 300, max: 850 }], min: 300, max: 850 },
        UK: {
          scales: [
            { model: 'Experian', min: 0, max: 999 },
            { model: 'Equifax', min: 0, max: 1000 },
            { model: 'TransUnion', min: 0, max: 710 },
          ],
          min: 0,
          max: 1000,
        },
        CA: { scales: [{ model: 'Equifax Canada / TransUnion Canada', min: 300, max: 900 }], min: 300, max: 900 },
        AU: {
          scales: [
            { model: 'Equifax', min: 0, max: 1200 },
            { model: 'Experian / illion', min: 0, max: 1000 },
          ],
          min: 0,
          max: 1200,
        },
      },
      source: 'Bureau and model publications: myFICO (300–850); Experian UK (0–999), Equifax UK (0–1000), TransUnion UK (0–710); Equifax/TransUnion Canada (300–900); Equifax Australia (0–1200), Experian/illion Australia (0–1000)',
      effective: '2020-01-01',
      verified: null,
      note: 'Scales as commonly published; not checked against each bureau page here. Equifax UK used 0–700 before its 2020 rescale.',
    },
  ],
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
