import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { COMPARE_CONSOLIDATION_MESSAGES_DE } from './compareConsolidation.de.js';
import { COMPARE_CONSOLIDATION_MESSAGES_FR } from './compareConsolidation.fr.js';

/** Message keys of {@link compareConsolidation}. */
export type CompareConsolidationKey =
  | 'band_excellent'
  | 'band_good'
  | 'band_fair'
  | 'band_poor'
  | 'approval_likely'
  | 'approval_possible'
  | 'approval_unlikely'
  | 'option_personal_loan'
  | 'option_balance_transfer'
  | 'option_home_equity'
  | 'payment_above_current'
  | 'payment_income'
  | 'no_break_even'
  | 'break_even'
  | 'note_pl_origination'
  | 'ineligible_bt_band'
  | 'note_bt_fee'
  | 'note_bt_limit'
  | 'ineligible_not_homeowner'
  | 'note_he_risk'
  | 'note_he_variable'
  | 'note_he_costs'
  | 'recommendation_empty'
  | 'recommendation_keep'
  | 'recommendation_option'
  | 'warn_new_charges'
  | 'warn_assumed_rates'
  | 'keep_not_paid_off'
  | 'warn_non_us_UK'
  | 'warn_non_us_CA'
  | 'warn_non_us_AU'
  | 'narrative';

/** English and Spanish text of {@link compareConsolidation}. */
export const COMPARE_CONSOLIDATION_MESSAGES: MessageCatalogs<CompareConsolidationKey> = {
  en: {
    band_excellent: 'excellent',
    band_good: 'good',
    band_fair: 'fair',
    band_poor: 'poor',
    approval_likely: 'Approval is likely with a {band} credit score ({score}).',
    approval_possible: 'Approval is possible but not assured with a {band} credit score ({score}).',
    approval_unlikely: 'Approval is unlikely with a {band} credit score ({score}); if approved, expect worse terms than shown.',
    option_personal_loan: 'Personal consolidation loan',
    option_balance_transfer: 'Balance-transfer credit card',
    option_home_equity: 'Home-equity line of credit',
    payment_above_current: 'The payment of {payment} a month is higher than your current minimums of {current}.',
    payment_income: 'The payment is {percent}% of your monthly income.',
    no_break_even: 'This option never earns back its fees against keeping your current debts.',
    break_even: 'The fees are earned back in month {month}: from then on you are ahead of keeping your current debts.',
    note_pl_origination:
      'The {percent}% origination fee ({fee}) is withheld from the loan, so you borrow {principal} to clear {total}.',
    ineligible_bt_band: 'Balance-transfer cards with a 0% promotion are rarely offered at this credit score.',
    note_bt_fee:
      'The {percent}% transfer fee ({fee}) is added to the balance. Paying {payment} a month clears it within the {months}-month promotion; any balance left after that is charged {apr}%.',
    note_bt_limit: 'The new card\'s credit limit may not cover the whole balance; what does not fit stays on the old cards.',
    ineligible_not_homeowner: 'Only homeowners can borrow against home equity.',
    note_he_risk:
      'A home-equity line is secured by your home: if you cannot pay, you could lose the home. It turns unsecured debt into debt secured by the house.',
    note_he_variable: 'Home-equity lines usually have a variable rate, so the payment can rise.',
    note_he_costs: 'Closing costs of about {percent}% ({fee}) are assumed and added to the line; some lenders waive them.',
    recommendation_empty: 'There is nothing to consolidate: every balance is zero.',
    recommendation_keep:
      'None of the options that you are likely to get beats keeping your current debts once fees are counted. Focus on paying them down and ask your creditors for lower rates.',
    recommendation_option:
      'Best fit: {option}, costing about {savings} less than keeping your current debts, with a payment of {payment} a month.',
    warn_new_charges: 'Consolidation moves debt, it does not remove it: do not run the cleared cards back up.',
    warn_assumed_rates:
      'Rates and fees are assumed market figures for your credit band, not offers. Compare real quotes; prequalification usually uses a soft credit check.',
    keep_not_paid_off:
      'At the current minimums some debts are never paid off, because the payment does not cover the interest; the keep-current figures stop at 50 years.',
    warn_non_us_UK: 'The assumed rates are US figures. In the UK, compare personal loans, 0% balance-transfer cards and secured loans or remortgages; rates and fees differ.',
    warn_non_us_CA: 'The assumed rates are US figures. In Canada, compare personal loans, balance-transfer cards and HELOCs from Canadian lenders; rates and fees differ.',
    warn_non_us_AU: 'The assumed rates are US figures. In Australia, compare personal loans, balance-transfer cards and home-loan top-ups or redraws; rates and fees differ.',
    narrative:
      'You owe {total} across {count, plural, one {# debt} other {# debts}} and pay {current_payment} a month in minimums; kept as they are, they would cost about {current_interest} in interest. With a {band} credit score: {recommendation}',
  },
  es: {
    band_excellent: 'excelente',
    band_good: 'bueno',
    band_fair: 'regular',
    band_poor: 'bajo',
    approval_likely: 'La aprobación es probable con un puntaje de crédito {band} ({score}).',
    approval_possible: 'La aprobación es posible pero no segura con un puntaje de crédito {band} ({score}).',
    approval_unlikely: 'La aprobación es poco probable con un puntaje de crédito {band} ({score}); si le aprueban, espere condiciones peores que las mostradas.',
    option_personal_loan: 'Préstamo personal de consolidación',
    option_balance_transfer: 'Tarjeta de crédito con transferencia de saldo',
    option_home_equity: 'Línea de crédito sobre el valor de la vivienda',
    payment_above_current: 'El pago de {payment} al mes es mayor que sus pagos mínimos actuales de {current}.',
    payment_income: 'El pago equivale al {percent} % de su ingreso mensual.',
    no_break_even: 'Esta opción nunca recupera sus costos frente a mantener sus deudas actuales.',
    break_even: 'Los costos se recuperan en el mes {month}: desde entonces sale ganando frente a mantener sus deudas actuales.',
    note_pl_origination:
      'La comisión de apertura del {percent} % ({fee}) se descuenta del préstamo, así que pide {principal} para saldar {total}.',
    ineligible_bt_band: 'Las tarjetas de transferencia de saldo con promoción al 0 % rara vez se ofrecen con este puntaje de crédito.',
    note_bt_fee:
      'La comisión de transferencia del {percent} % ({fee}) se suma al saldo. Pagando {payment} al mes lo salda dentro de la promoción de {months, plural, one {# mes} other {# meses}}; el saldo que quede después se cobra al {apr} %.',
    note_bt_limit: 'Es posible que el límite de la nueva tarjeta no cubra todo el saldo; lo que no quepa se queda en las tarjetas anteriores.',
    ineligible_not_homeowner: 'Solo los propietarios de vivienda pueden pedir prestado sobre el valor de su casa.',
    note_he_risk:
      'Una línea sobre el valor de la vivienda está garantizada con su casa: si no puede pagar, podría perderla. Convierte deuda sin garantía en deuda garantizada con la vivienda.',
    note_he_variable: 'Estas líneas suelen tener tasa variable, así que el pago puede subir.',
    note_he_costs: 'Se suponen costos de cierre de alrededor del {percent} % ({fee}), sumados a la línea; algunos prestamistas los eximen.',
    recommendation_empty: 'No hay nada que consolidar: todos los saldos son cero.',
    recommendation_keep:
      'Ninguna de las opciones que probablemente obtendría mejora mantener sus deudas actuales una vez sumados los costos. Concéntrese en pagarlas y pida a sus acreedores tasas más bajas.',
    recommendation_option:
      'La opción más adecuada: {option}, que cuesta unos {savings} menos que mantener sus deudas actuales, con un pago de {payment} al mes.',
    warn_new_charges: 'Consolidar mueve la deuda, no la elimina: no vuelva a llenar las tarjetas que quedaron en cero.',
    warn_assumed_rates:
      'Las tasas y comisiones son cifras de mercado supuestas para su nivel de crédito, no ofertas. Compare cotizaciones reales; la precalificación suele usar una consulta de crédito suave.',
    keep_not_paid_off:
      'Con los pagos mínimos actuales algunas deudas nunca se terminan de pagar, porque el pago no cubre los intereses; las cifras de mantener las deudas se detienen a los 50 años.',
    warn_non_us_UK: 'Las tasas supuestas son cifras de EE. UU. En el Reino Unido, compare préstamos personales, tarjetas de transferencia al 0 % y préstamos garantizados o refinanciaciones hipotecarias; las tasas y comisiones son distintas.',
    warn_non_us_CA: 'Las tasas supuestas son cifras de EE. UU. En Canadá, compare préstamos personales, tarjetas de transferencia de saldo y HELOC de prestamistas canadienses; las tasas y comisiones son distintas.',
    warn_non_us_AU: 'Las tasas supuestas son cifras de EE. UU. En Australia, compare préstamos personales, tarjetas de transferencia de saldo y ampliaciones o redisposiciones del préstamo hipotecario; las tasas y comisiones son distintas.',
    narrative:
      'Debe {total} en {count, plural, one {# deuda} other {# deudas}} y paga {current_payment} al mes en mínimos; si las mantiene así, costarían unos {current_interest} en intereses. Con un puntaje de crédito {band}: {recommendation}',
  },
  de: COMPARE_CONSOLIDATION_MESSAGES_DE,
  fr: COMPARE_CONSOLIDATION_MESSAGES_FR,
};
