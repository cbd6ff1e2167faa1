import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

const en = {
  looks_annual_outgoings:
    'An income of {income} a month is more than {ratio} times the monthly payments and costs given ({outgoings}). If {income} is a yearly figure, send income_period=annual: the monthly income is then {monthly_if_annual}. This answer reads it as monthly.',
  looks_annual_alone:
    'An income of {income} a month ({annual} a year) is unusually high. If {income} is a yearly figure, send income_period=annual: the monthly income is then {monthly_if_annual}. This answer reads it as monthly.',
  converted: 'The income of {income} {period} was converted to {monthly} a month.',
  period_annual: 'a year',
  period_biweekly: 'every two weeks',
  period_weekly: 'a week',
  period_monthly: 'a month',
};

/** Message keys of checkIncomePeriod. */
export type CheckIncomePeriodMessageKey = keyof typeof en;

/** Notes of checkIncomePeriod in every shipped language. */
export const CHECK_INCOME_PERIOD_MESSAGES: MessageCatalogs<CheckIncomePeriodMessageKey> = {
  en,
  es: {
    looks_annual_outgoings:
      'Un ingreso de {income} al mes es más de {ratio} veces los pagos y gastos mensuales indicados ({outgoings}). Si {income} es una cifra anual, envíe income_period=annual: el ingreso mensual es entonces {monthly_if_annual}. Esta respuesta lo lee como mensual.',
    looks_annual_alone:
      'Un ingreso de {income} al mes ({annual} al año) es inusualmente alto. Si {income} es una cifra anual, envíe income_period=annual: el ingreso mensual es entonces {monthly_if_annual}. Esta respuesta lo lee como mensual.',
    converted: 'El ingreso de {income} {period} se convirtió en {monthly} al mes.',
    period_annual: 'al año',
    period_biweekly: 'cada dos semanas',
    period_weekly: 'a la semana',
    period_monthly: 'al mes',
  },
};
