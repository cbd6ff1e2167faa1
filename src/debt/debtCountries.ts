/** Jurisdictions of the debt service (spec: Debt Elimination Guidance Service, Shared parameters). */
export const DEBT_COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;
/** A jurisdiction of the debt service. */
export type DebtCountry = (typeof DEBT_COUNTRIES)[number];

/**
 * The currency of each debt jurisdiction. Every debt answer states it in a `currency` field and writes every amount of
 * its text in it: a UK answer is in pounds, a Canadian one in Canadian dollars (amounts are read in the answer's
 * currency; nothing is converted).
 */
export const DEBT_CURRENCIES = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD' } as const satisfies Readonly<Record<DebtCountry, string>>;
/** The currency of a debt jurisdiction. */
export type DebtCurrency = (typeof DEBT_CURRENCIES)[DebtCountry];
