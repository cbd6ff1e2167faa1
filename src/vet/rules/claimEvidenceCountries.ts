import type { RuleTable } from '../../core/ruleTable.js';
import type { NonUsCountryKey } from './caregiverCountries.js';

/** Official pages on records and review routes in one country (texts live in the messages). */
export type ClaimEvidenceCountrySources = readonly string[];

/**
 * Where service medical records come from and how a decision is reviewed outside the US: Veterans UK mandatory
 * reconsideration and the First-tier Tribunal (UK); VAC departmental review and the Veterans Review and Appeal Board
 * (Canada); DVA internal review, the Veterans' Review Board and the Administrative Review Tribunal (Australia); review
 * and appeal under the Veterans' Support Act 2014 (New Zealand); Widerspruch and the social courts (Germany).
 *
 * @see https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs
 */
export const CLAIM_EVIDENCE_COUNTRY_ROUTES: Readonly<Record<NonUsCountryKey, RuleTable<ClaimEvidenceCountrySources>>> = {
  UK: {
    id: 'uk.veteran_claim_review_routes',
    title: 'UK: service records and review routes for veterans claims',
    jurisdiction: 'UK',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs; https://www.gov.uk/appeal-war-pensions-armed-forces-compensation-decision',
        verified: null,
        note: 'Route names from memory; not checked against the pages.',
        value: ['https://www.gov.uk/guidance/armed-forces-compensation-scheme-afcs', 'https://www.gov.uk/appeal-war-pensions-armed-forces-compensation-decision'],
      },
    ],
  },
  Canada: {
    id: 'ca.veteran_claim_review_routes',
    title: 'Canada: service records and review routes for veterans claims',
    jurisdiction: 'CA',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.veterans.gc.ca/en/about-vac/reports-policies-and-legislation/departmental-reviews; https://www.canada.ca/en/veterans-review-appeal-board.html',
        verified: null,
        note: 'Route names from memory; not checked against the pages.',
        value: ['https://www.veterans.gc.ca/en/about-vac/reports-policies-and-legislation/departmental-reviews', 'https://www.canada.ca/en/veterans-review-appeal-board.html'],
      },
    ],
  },
  Australia: {
    id: 'au.veteran_claim_review_routes',
    title: 'Australia: service records and review routes for veterans claims',
    jurisdiction: 'AU',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.dva.gov.au/about/overview/reviews-and-appeals; https://www.vrb.gov.au/',
        verified: null,
        note: 'Route names from memory; not checked against the pages.',
        value: ['https://www.dva.gov.au/about/overview/reviews-and-appeals', 'https://www.vrb.gov.au/'],
      },
    ],
  },
  NewZealand: {
    id: 'nz.veteran_claim_review_routes',
    title: 'New Zealand: service records and review routes for veterans claims',
    jurisdiction: 'NZ',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.veteransaffairs.mil.nz/; https://www.legislation.govt.nz/act/public/2014/0056/latest/whole.html',
        verified: null,
        note: 'Route names from memory; not checked against the pages.',
        value: ['https://www.veteransaffairs.mil.nz/', 'https://www.legislation.govt.nz/act/public/2014/0056/latest/whole.html'],
      },
    ],
  },
  Germany: {
    id: 'de.veteran_claim_review_routes',
    title: 'Germany: service records and review routes for veterans claims',
    jurisdiction: 'DE',
    versions: [
      {
        effective: '2025-01-01',
        source: 'https://www.gesetze-im-internet.de/seg/; https://www.gesetze-im-internet.de/sgg/',
        verified: null,
        note: 'Route names from memory; not checked against the pages.',
        value: ['https://www.gesetze-im-internet.de/seg/', 'https://www.gesetze-im-internet.de/sgg/'],
      },
    ],
  },
};
