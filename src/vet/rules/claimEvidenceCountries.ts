import type { RuleTable } from '../../core/ruleTable.js';
import type { NonUsCountryKey } from './caregiverCountries.js';

/** Official pages on records and review routes in each mapped country (texts live in the messages). */
export type ClaimEvidenceCountrySources = Readonly<Record<NonUsCountryKey, readonly string[]>>;

/**
 * Where service medical records come from and how a decision is reviewed outside the US: Veterans UK mandatory
 * reconsideration and the First-tier Tribunal (UK); VAC departmental review and the Veterans Review and Appeal Board
 * (Canada); DVA internal review, the Veterans' Review Board and the Administrative Review Tribunal (Australia); review
 * and appeal under the Veterans' Support Act 2014 (New Zealand); Widerspruch and the social courts (Germany).
 *
 * @see https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs
 */
export const CLAIM_EVIDENCE_COUNTRY_ROUTES: RuleTable<ClaimEvidenceCountrySources> = {
  id: 'intl.veteran_claim_review_routes',
  title: 'Service records and review routes for veterans claims outside the US',
  versions: [
    {
      effective: '2025-01-01',
      source: 'gov.uk, veterans.gc.ca, dva.gov.au, veteransaffairs.mil.nz, gesetze-im-internet.de (see value)',
      verified: null,
      note: 'Route names from memory; not checked against the pages.',
      value: {
        UK: ['https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs', 'https://www.gov.uk/appeal-war-pensions-armed-forces-compensation-decision'],
        Canada: ['https://www.veterans.gc.ca/en/about-vac/reports-policies-and-legislation/departmental-reviews', 'https://www.canada.ca/en/veterans-review-appeal-board.html'],
        Australia: ['https://www.dva.gov.au/about/overview/reviews-and-appeals', 'https://www.vrb.gov.au/'],
        NewZealand: ['https://www.veteransaffairs.mil.nz/', 'https://www.legislation.govt.nz/act/public/2014/0056/latest/whole.html'],
        Germany: ['https://www.gesetze-im-internet.de/seg/', 'https://www.gesetze-im-internet.de/sgg/'],
      },
    },
  ],
};
