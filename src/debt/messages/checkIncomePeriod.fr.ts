import type { CheckIncomePeriodMessageKey } from './checkIncomePeriod.js';

/**
 * French text of the income-unit check (vouvoiement; parameter names stay as sent).
 *
 * @see ./checkIncomePeriod.ts
 */
export const CHECK_INCOME_PERIOD_MESSAGES_FR: Readonly<Record<CheckIncomePeriodMessageKey, string>> = {
  looks_annual_outgoings: 'Un revenu de {income} par mois représenterait plus de {ratio} fois les paiements et frais mensuels indiqués ({outgoings}) : il a donc été lu comme un montant annuel, soit {monthly_if_annual} par mois. S’il est vraiment mensuel, envoyez income_period=monthly.',
  looks_annual_alone: 'Un revenu de {income} par mois ({annual} par an) serait inhabituellement élevé : il a donc été lu comme un montant annuel, soit {monthly_if_annual} par mois. S’il est vraiment mensuel, envoyez income_period=monthly.',
  converted: 'Le revenu de {income} {period} a été converti en {monthly} par mois.',
  read_monthly: 'Le revenu de {income} a été lu comme un montant mensuel, l’unité de revenu de ce service ; envoyez income_period=annual, biweekly ou weekly pour une autre unité.',
  period_annual: 'par an',
  period_biweekly: 'toutes les deux semaines',
  period_weekly: 'par semaine',
  period_monthly: 'par mois',
};
