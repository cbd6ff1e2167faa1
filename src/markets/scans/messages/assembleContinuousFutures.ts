import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of a root's continuous series, built or not. */
export type AssembleContinuousFuturesKey =
  | 'back_adjusted'
  | 'front_month_no_calendar'
  | 'front_month_not_offered'
  | 'front_month_unknown_contract'
  | 'front_month_too_short'
  | 'front_month_no_overlap';

/** English and Spanish reasons for the series a futures root was called on. */
export const assembleContinuousFuturesMessages: MessageCatalogs<AssembleContinuousFuturesKey> = {
  en: {
    back_adjusted:
      '{root}: continuous series from {contracts}, back-adjusted by {adjustment} at each roll ({rolls}); the roll is {days} weekdays before each contract\'s {anchor}.',
    front_month_no_calendar: '{root}: front month, not back-adjusted: the date its contracts roll on is not known here ({missing}).',
    front_month_not_offered: '{root}: front month, not back-adjusted: the price source gives no single-contract bars.',
    front_month_unknown_contract: '{root}: front month, not back-adjusted: the price source has no bars for {contract} ({detail}).',
    front_month_too_short: '{root}: front month, not back-adjusted: the contracts give {bars} daily bars, fewer than the {min} a call needs.',
    front_month_no_overlap: '{root}: front month, not back-adjusted: {detail}.',
  },
  es: {
    back_adjusted:
      '{root}: serie continua de {contracts}, ajustada hacia atrás por {adjustment} en cada vencimiento ({rolls}); el cambio de contrato es {days} días hábiles antes de {anchor} de cada contrato.',
    front_month_no_calendar: '{root}: mes frontal, sin ajuste por vencimientos: aquí no se sabe en qué fecha cambian sus contratos ({missing}).',
    front_month_not_offered: '{root}: mes frontal, sin ajuste por vencimientos: la fuente de precios no da barras por contrato.',
    front_month_unknown_contract: '{root}: mes frontal, sin ajuste por vencimientos: la fuente de precios no tiene barras de {contract} ({detail}).',
    front_month_too_short: '{root}: mes frontal, sin ajuste por vencimientos: los contratos dan {bars} barras diarias, menos de las {min} que necesita una señal.',
    front_month_no_overlap: '{root}: mes frontal, sin ajuste por vencimientos: {detail}.',
  },
};
