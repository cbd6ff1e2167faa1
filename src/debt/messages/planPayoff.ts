import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { PLAN_PAYOFF_MESSAGES_DE } from './planPayoff.de.js';
import { PLAN_PAYOFF_MESSAGES_FR } from './planPayoff.fr.js';

const en = {
  method_avalanche: 'avalanche (highest interest rate first)',
  method_snowball: 'snowball (smallest balance first)',
  method_hybrid: 'hybrid (smallest balance-to-rate ratio first)',
  months: '{count, plural, one {# month} other {# months}}',
  rec_lowest_interest:
    'Use the {method} method: it costs the least interest ({interest}), {delta} less than the most expensive order. Put every spare dollar on {first} first.',
  rec_quick_win:
    'Use the {method} method: it pays off {first} in month {month}, {sooner} sooner than the avalanche method, for only {delta} more interest. An early win helps many people stay with the plan.',
  rec_all_equal: 'Every method gives the same result here. Follow the avalanche order and start with {first}.',
  rec_none_finish:
    'No method pays these debts off within {horizon} at this payment. The avalanche order leaves the least owed ({remaining}); raise the monthly payment or ask creditors for a lower rate.',
  rec_explicit:
    'You chose the {method} method: {interest} in interest, {delta} more than the avalanche method. Start with {first}.',
  rec_explicit_cheapest: 'You chose the {method} method, which is also the cheapest order here: {interest} in interest. Start with {first}.',
  narrative_paid:
    'You owe {total} across {count, plural, one {# debt} other {# debts}}. Paying {budget} a month with the {method} method, you are debt-free in {duration} (by {date}) and pay {interest} in interest — {savings} less than paying only the minimums.',
  narrative_paid_lower_bound:
    'You owe {total} across {count, plural, one {# debt} other {# debts}}. Paying {budget} a month with the {method} method, you are debt-free in {duration} (by {date}) and pay {interest} in interest. Paying only the minimums would never clear these debts, and over the same {duration} it would cost at least {savings} more in interest.',
  narrative_unpaid:
    'You owe {total} across {count, plural, one {# debt} other {# debts}}. Paying {budget} a month with the {method} method, {remaining} is still owed after {duration}. The payment does not keep up with the interest: raise it or negotiate lower rates.',
  milestone_first_debt_paid: '{creditor} is paid off.',
  milestone_half_balance_paid: 'Half of the starting balance is gone.',
  milestone_debt_free: 'Debt-free.',
  warn_negative_amortization:
    '{creditor}: the minimum of {minimum} does not cover the month’s interest of {interest}, so on minimums alone the balance grows by {growth} a month and is never paid off (negative amortization). If this is a card, its minimum usually tracks the balance (often the interest plus 1% of the balance): check the minimum on the statement. Paying {payment} a month clears this debt in {months, plural, one {# month} other {# months}} at its current rate.',
  warn_interest_only: '{creditor}: the minimum of {minimum} only covers the interest; on minimums alone this balance never falls.',
  warn_no_minimum: '{creditor}: no minimum payment is set and the debt carries no interest; on minimums alone it is never paid.',
  warn_already_paid: '{creditor}: the balance is zero, so it is left out of the plan.',
  warn_plan_unfinished: 'The {method} method leaves {remaining} owed after {duration}.',
  warn_minimums_unfinished: 'Paying only the minimums leaves {remaining} owed after {duration}.',
  warn_diverged: 'With the {method} method the balance grows without limit; the simulation stopped after {duration}.',
  warn_never: 'The {method} method never pays these debts off at this payment: after {duration} {remaining} is owed, against {start} today.',
  warn_minimums_never: 'Paying only the minimums never clears these debts: after {duration} {remaining} is still owed.',
  rec_never:
    'No method pays these debts off: the {budget} a month does not cover the {interest} of interest they are charged each month. Raise the payment to {payment} a month to clear them in {months, plural, one {# month} other {# months}}, or ask the creditors for a lower rate or a hardship plan.',
  rec_never_later:
    'No method pays these debts off: the {budget} a month covers this month’s interest, but a debt whose minimum does not cover its own interest grows faster than the plan can reach it. Raise the payment to {payment} a month to clear them in {months, plural, one {# month} other {# months}}, or ask the creditors for a lower rate or a hardship plan.',
  narrative_never_later:
    'You owe {total} across {count, plural, one {# debt} other {# debts}}. Paying {budget} a month covers this month’s interest, but a debt whose minimum does not cover its own interest grows faster than the plan can reach it, so the debts are never paid off: after {duration} you would owe {remaining}. Paying {payment} a month would clear them in {months, plural, one {# month} other {# months}} at today’s rates.',
  narrative_never:
    'You owe {total} across {count, plural, one {# debt} other {# debts}}. Paying {budget} a month does not cover the {interest} of interest charged each month, so the balance grows and is never paid off: after {duration} you would owe {remaining}. Paying {payment} a month would clear it in {months, plural, one {# month} other {# months}} at today’s rates.',
};

/** Message keys of planPayoff. */
export type PlanPayoffMessageKey = keyof typeof en;

/** Narrative of planPayoff in every shipped language (the compiler checks that `es` has exactly the `en` keys). */
export const PLAN_PAYOFF_MESSAGES: MessageCatalogs<PlanPayoffMessageKey> = {
  en,
  es: {
    method_avalanche: 'avalancha (primero la tasa de interés más alta)',
    method_snowball: 'bola de nieve (primero el saldo más pequeño)',
    method_hybrid: 'híbrido (primero la menor relación entre saldo y tasa)',
    months: '{count, plural, one {# mes} other {# meses}}',
    rec_lowest_interest:
      'Use el método {method}: es el que menos intereses cuesta ({interest}), {delta} menos que el orden más caro. Destine cada dólar disponible primero a {first}.',
    rec_quick_win:
      'Use el método {method}: salda {first} en el mes {month}, {sooner} antes que el método avalancha, por solo {delta} más de intereses. Una victoria temprana ayuda a muchas personas a mantener el plan.',
    rec_all_equal: 'Todos los métodos dan el mismo resultado aquí. Siga el orden avalancha y empiece por {first}.',
    rec_none_finish:
      'Ningún método salda estas deudas en {horizon} con este pago. El orden avalancha deja la menor deuda ({remaining}); aumente el pago mensual o pida a los acreedores una tasa más baja.',
    rec_explicit:
      'Eligió el método {method}: {interest} de intereses, {delta} más que el método avalancha. Empiece por {first}.',
    rec_explicit_cheapest: 'Eligió el método {method}, que además es el orden más barato aquí: {interest} de intereses. Empiece por {first}.',
    narrative_paid:
      'Debe {total} en {count, plural, one {# deuda} other {# deudas}}. Pagando {budget} al mes con el método {method}, quedará libre de deudas en {duration} (para el {date}) y pagará {interest} de intereses: {savings} menos que pagando solo los mínimos.',
    narrative_paid_lower_bound:
      'Debe {total} en {count, plural, one {# deuda} other {# deudas}}. Pagando {budget} al mes con el método {method}, quedará libre de deudas en {duration} (para el {date}) y pagará {interest} de intereses. Pagando solo los mínimos nunca saldaría estas deudas y, en el mismo plazo de {duration}, costaría al menos {savings} más de intereses.',
    narrative_unpaid:
      'Debe {total} en {count, plural, one {# deuda} other {# deudas}}. Pagando {budget} al mes con el método {method}, todavía deberá {remaining} después de {duration}. El pago no alcanza a cubrir los intereses: auméntelo o negocie tasas más bajas.',
    milestone_first_debt_paid: '{creditor} queda saldada.',
    milestone_half_balance_paid: 'Ya pagó la mitad del saldo inicial.',
    milestone_debt_free: 'Libre de deudas.',
    warn_negative_amortization:
      '{creditor}: el pago mínimo de {minimum} no cubre los intereses del mes ({interest}), así que pagando solo el mínimo el saldo crece {growth} al mes y nunca se salda (amortización negativa). Si es una tarjeta, su mínimo suele seguir al saldo (a menudo los intereses más el 1 % del saldo): revise el mínimo en el estado de cuenta. Pagando {payment} al mes esta deuda se salda en {months, plural, one {# mes} other {# meses}} a su tasa actual.',
    warn_interest_only: '{creditor}: el pago mínimo de {minimum} solo cubre los intereses; pagando solo el mínimo, este saldo nunca baja.',
    warn_no_minimum: '{creditor}: no tiene pago mínimo y no genera intereses; pagando solo los mínimos nunca se salda.',
    warn_already_paid: '{creditor}: el saldo es cero, así que queda fuera del plan.',
    warn_plan_unfinished: 'El método {method} deja {remaining} pendientes después de {duration}.',
    warn_minimums_unfinished: 'Pagando solo los mínimos quedan {remaining} pendientes después de {duration}.',
    warn_diverged: 'Con el método {method} el saldo crece sin límite; la simulación se detuvo después de {duration}.',
    warn_never: 'El método {method} nunca salda estas deudas con este pago: después de {duration} se deben {remaining}, frente a {start} hoy.',
    warn_minimums_never: 'Pagando solo los mínimos estas deudas nunca se saldan: después de {duration} todavía se deben {remaining}.',
    rec_never:
      'Ningún método salda estas deudas: los {budget} al mes no cubren los {interest} de intereses que generan cada mes. Aumente el pago a {payment} al mes para saldarlas en {months, plural, one {# mes} other {# meses}}, o pida a los acreedores una tasa más baja o un plan por dificultades.',
    rec_never_later:
      'Ningún método salda estas deudas: los {budget} al mes cubren los intereses de este mes, pero una deuda cuyo mínimo no cubre sus propios intereses crece más rápido de lo que el plan llega a pagarla. Aumente el pago a {payment} al mes para saldarlas en {months, plural, one {# mes} other {# meses}}, o pida a los acreedores una tasa más baja o un plan por dificultades.',
    narrative_never_later:
      'Debe {total} en {count, plural, one {# deuda} other {# deudas}}. Pagar {budget} al mes cubre los intereses de este mes, pero una deuda cuyo mínimo no cubre sus propios intereses crece más rápido de lo que el plan llega a pagarla, así que las deudas nunca se saldan: después de {duration} debería {remaining}. Pagando {payment} al mes se saldarían en {months, plural, one {# mes} other {# meses}} a las tasas de hoy.',
    narrative_never:
      'Debe {total} en {count, plural, one {# deuda} other {# deudas}}. Pagar {budget} al mes no cubre los {interest} de intereses que se cargan cada mes, así que el saldo crece y nunca se salda: después de {duration} debería {remaining}. Pagando {payment} al mes se saldaría en {months, plural, one {# mes} other {# meses}} a las tasas de hoy.',
  },
  de: PLAN_PAYOFF_MESSAGES_DE,
  fr: PLAN_PAYOFF_MESSAGES_FR,
};
