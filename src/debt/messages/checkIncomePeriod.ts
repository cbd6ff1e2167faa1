import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { CHECK_INCOME_PERIOD_MESSAGES_DE } from './checkIncomePeriod.de.js';
import { CHECK_INCOME_PERIOD_MESSAGES_FR } from './checkIncomePeriod.fr.js';

const en = {
  looks_annual_outgoings: 'An income of {income} a month would be more than {ratio} times the monthly payments and costs given ({outgoings}), so it was read as a yearly figure: {monthly_if_annual} a month. If it really is monthly, send income_period=monthly.',
  looks_annual_alone: 'An income of {income} a month ({annual} a year) would be unusually high, so it was read as a yearly figure: {monthly_if_annual} a month. If it really is monthly, send income_period=monthly.',
  converted: 'The income of {income} {period} was converted to {monthly} a month.',
  read_monthly: 'The income of {income} was read as a monthly figure, the unit of income on this service; send income_period=annual, biweekly or weekly for another.',
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
    looks_annual_outgoings: 'Un ingreso de {income} al mes sería más de {ratio} veces los pagos y gastos mensuales indicados ({outgoings}), así que se leyó como una cifra anual: {monthly_if_annual} al mes. Si de verdad es mensual, envíe income_period=monthly.',
    looks_annual_alone: 'Un ingreso de {income} al mes ({annual} al año) sería inusualmente alto, así que se leyó como una cifra anual: {monthly_if_annual} al mes. Si de verdad es mensual, envíe income_period=monthly.',
    converted: 'El ingreso de {income} {period} se convirtió en {monthly} al mes.',
    read_monthly: 'El ingreso de {income} se leyó como una cifra mensual, la unidad del ingreso en este servicio; envíe income_period=annual, biweekly o weekly para otra.',
    period_annual: 'al año',
    period_biweekly: 'cada dos semanas',
    period_weekly: 'a la semana',
    period_monthly: 'al mes',
  },
  de: CHECK_INCOME_PERIOD_MESSAGES_DE,
  fr: CHECK_INCOME_PERIOD_MESSAGES_FR,
};
