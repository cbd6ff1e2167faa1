/** The generated rule-table pages. */
export const RULE_DOCS = [
  {
    domain: 'debt',
    file: 'docs/debt-rules.md',
    title: 'Debt rules: every rule family, its sources and when it was verified',
    intro:
      'Every rate, threshold, period and table the debt engines apply, as dated rule tables. An engine picks the version in force at `asOf`; "unverified" means the value could not be checked against its source and every response that uses it says so.',
  },
  {
    domain: 'vet',
    file: 'docs/vet-rules.md',
    title: 'Veterans rules: every rule family, its sources and when it was verified',
    intro:
      'Every rate, threshold and table the veterans engines apply, as dated rule tables. An engine picks the version in force at `asOf`; "unverified" means the value could not be checked against its source and every response that uses it says so.',
  },
  {
    domain: 'markets',
    file: 'docs/markets-rules.md',
    title: 'Market rules: every model setting, threshold, session and list, its source and when it was verified',
    intro:
      'Every threshold, model setting, trading session and instrument list the market engines apply, as dated rule tables. Many are guidekit\'s own modelling choices (their source says so); "unverified" means the value could not be checked against its source, and every response that uses it says so.',
  },
] as const;
