import { q } from '../core/queryParams.js';
import { DEBT_COUNTRIES } from '../debt/debtCountries.js';
import { INCOME_PERIODS } from '../debt/_lib/monthlyIncome.js';

export { DEBT_COUNTRIES } from '../debt/debtCountries.js';

/** `country` of the debt service: US, UK, CA or AU, default US. */
export const debtCountryParam = q.oneOf(DEBT_COUNTRIES).default('US');

/** `lang` of every service: an ISO 639-1 code, optional. */
export const langParam = q.lang().optional();

/**
 * Marks a parameter the schema accepts although the spec does not declare it (rule 2 of the veterans document for
 * /api/vet/tdiu; guidekit's documented extensions such as debtStatute's student_loan_type): the schema accepts it, and generators (OpenAPI, MCP tool schemas, llms.txt) hide it.
 * Read it with `z.globalRegistry.get(schema)?.undeclared`.
 *
 * @see spec: Veterans Benefits Guidance Service, Endpoints (rule 2)
 */
export const UNDECLARED_PARAM_META = { undeclared: true } as const;

/**
 * `income_period` of every debt endpoint that takes `income`: the unit the income is typed in — `monthly` (the spec's
 * unit, used when absent), `annual`, `biweekly` or `weekly`. The catalog converts the income to monthly before the
 * engine runs (annual ÷ 12, biweekly × 26 ÷ 12, weekly × 52 ÷ 12) and returns `income_check` saying how it read it.
 * A guidekit extension the spec does not declare, so generators hide it; docs/income.md documents it.
 *
 * @see docs/income.md
 */
export const incomePeriodParam = q.oneOf(INCOME_PERIODS).optional().meta(UNDECLARED_PARAM_META);
