/** Jurisdictions of the debt service (spec: Debt Elimination Guidance Service, Shared parameters). */
export const DEBT_COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
/** A jurisdiction of the debt service. */
export type DebtCountry = (typeof DEBT_COUNTRIES)[number];
