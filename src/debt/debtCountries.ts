/** Jurisdictions of the debt service (000_bbc236ec7569c69c.txt, Shared parameters). */
export const DEBT_COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
/** A jurisdiction of the debt service. */
export type DebtCountry = (typeof DEBT_COUNTRIES)[number];
