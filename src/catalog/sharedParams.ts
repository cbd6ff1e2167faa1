import { q } from '../core/queryParams.js';

/** Jurisdictions of the debt service (000_bbc236ec7569c69c.txt, Shared parameters). */
export const DEBT_COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;

/** `country` of the debt service: US, UK, CA or AU, default US. */
export const debtCountryParam = q.oneOf(DEBT_COUNTRIES).default('US');

/** `lang` of every service: an ISO 639-1 code, optional. */
export const langParam = q.lang().optional();
