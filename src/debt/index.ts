/**
 * guidekit/debt: debt guidance engines (payoff, burden, consolidation, priority, BNPL, payday, settlement,
 * negotiation) for the US, the UK, Canada and Australia.
 * @packageDocumentation
 */
export { debtInputSchema, debtListSchema, DEBT_TYPES, MAX_DEBTS, type DebtInput, type DebtType } from './debtInputSchema.js';
