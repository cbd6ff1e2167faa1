import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { ANALYZE_BNPL_MESSAGES_DE } from './analyzeBnpl.de.js';
import { ANALYZE_BNPL_MESSAGES_FR } from './analyzeBnpl.fr.js';

/** Message keys of {@link analyzeBnpl}'s narrative. */
export type AnalyzeBnplMessageKey =
  | 'narrative_apr'
  | 'narrative_apr_UK'
  | 'narrative_apr_nominal'
  | 'narrative_free'
  | 'narrative_assumed'
  | 'narrative_discontinued'
  | 'risk_late_fee_none'
  | 'risk_late_fee_flat'
  | 'risk_late_fee_cap'
  | 'risk_late_fee_varies'
  | 'risk_reporting_all'
  | 'risk_reporting_none_US'
  | 'risk_reporting_none_UK'
  | 'risk_reporting_none_CA'
  | 'risk_reporting_none_AU'
  | 'risk_reporting_unknown'
  | 'risk_reschedule_available'
  | 'risk_reschedule_hardship'
  | 'risk_reschedule_none'
  | 'risk_reschedule_unknown'
  | 'risk_stacking'
  | 'risk_not_in_country'
  | 'risk_terms_not_recorded'
  | 'reg_uk_regulated'
  | 'reg_uk_pending'
  | 'reg_us_withdrawn'
  | 'reg_us_in_force'
  | 'reg_au'
  | 'reg_ca_none'
  | 'note_late_fee_apr'
  | 'note_fees'
  | 'note_schedule'
  | 'note_currency'
  | 'strategy_list'
  | 'strategy_stop'
  | 'strategy_order'
  | 'strategy_early'
  | 'strategy_hardship'
  | 'strategy_keep_free'
  | 'strategy_consolidate'
  | 'strategy_returns'
  | 'strategy_no_card'
  | 'interval_biweekly'
  | 'interval_monthly'
  | 'country_US'
  | 'country_UK'
  | 'country_CA'
  | 'country_AU';

/** English and Spanish narrative of the BNPL analysis. */
export const ANALYZE_BNPL_MESSAGES: MessageCatalogs<AnalyzeBnplMessageKey> = {
  en: {
    narrative_apr:
      'Your {platform} plan has a true APR of {apr}% (Regulation Z Appendix J, {interval, plural, one {# payment} other {# payments}}): you repay {total, money} for the {financed, money} you are financing, so the credit costs {charge, money}.',
    narrative_apr_UK: 'Your {platform} plan has an APR of {apr}% (the UK annual percentage rate of charge, FCA CONC App 1.2, compounding {interval, plural, one {# payment} other {# payments}} over a year): you repay {total, money} for the {financed, money} you are financing, so the credit costs {charge, money}.',
    narrative_apr_nominal: 'Your {platform} plan has a true APR of {apr}% (the nominal annual rate: the rate per {interval} period times the periods in a year): you repay {total, money} for the {financed, money} you are financing, so the credit costs {charge, money}.',
    narrative_free:
      'Your {platform} plan is interest-free as described: the payments add up to the balance, so its true APR is 0%. It only costs money if you pay late.',
    narrative_assumed:
      'Without the payment amount and count we assume the standard interest-free instalments, so the true APR is 0% unless you pay fees; give payments_remaining and payment_amount for an exact figure.',
    narrative_discontinued: '{platform} stopped making new loans on {date}; loans already open stay payable on their schedule.',
    risk_late_fee_none: '{platform} charges no late fees on these plans.',
    risk_late_fee_flat: '{platform} charges up to {fee, money} for a missed instalment.',
    risk_late_fee_cap: 'Its late fees are capped in total at {cap}% of the order value.',
    risk_late_fee_varies: '{platform} charges failed-payment or rescheduling fees whose amounts vary; check your agreement.',
    risk_reporting_all:
      '{platform} reports every loan, pay-in-4 included, to a credit bureau: a late payment can lower your score, on-time payments may help it.',
    risk_reporting_none_US:
      '{platform} does not routinely report pay-in-4 loans to US credit bureaus, but a loan sent to collections can still reach your credit report.',
    risk_reporting_none_UK: '{platform} does not routinely report these plans to the credit reference agencies, but a debt passed to collections can still reach your credit file.',
    risk_reporting_none_CA: '{platform} does not routinely report these plans to Equifax or TransUnion Canada, but a debt passed to collections can still reach your credit report.',
    risk_reporting_none_AU: '{platform} does not routinely report these plans to the credit reporting bodies, but a listed default can still reach your credit report.',
    risk_reporting_unknown: 'We could not confirm whether {platform} reports these loans to credit bureaus; assume a missed payment may be reported.',
    risk_reschedule_available: '{platform} lets you move a due date in its app, sometimes for a fee: use it before a payment fails.',
    risk_reschedule_hardship: '{platform} does not move due dates on request but offers hardship help: contact it before the due date.',
    risk_reschedule_none: '{platform} does not let you reschedule payments: keep the account that is debited funded.',
    risk_reschedule_unknown: 'We could not confirm whether {platform} lets you reschedule a payment; ask before the due date.',
    risk_stacking:
      'Several BNPL plans at once are easy to lose track of: their debits land on different dates and can overdraw your account, adding bank fees.',
    risk_not_in_country: '{platform} is not recorded as lending in {country}; check which company your agreement is with.',
    risk_terms_not_recorded: '{platform}\'s late fees, credit reporting and rescheduling terms in {country} are not recorded here; read your {platform} agreement before a payment is due.',
    reg_uk_regulated:
      'UK: since {date} deferred payment credit is regulated by the FCA: lenders must check affordability, warn you when you miss a payment, and you can complain to the Financial Ombudsman Service.',
    reg_uk_pending: 'UK: deferred payment credit becomes FCA-regulated on {date}; until then interest-free BNPL sits largely outside consumer-credit rules.',
    reg_us_withdrawn:
      "US: the CFPB withdrew its 2024 rule that treated BNPL accounts like credit cards, so card-style dispute and refund rights are not guaranteed; use the provider's own dispute process.",
    reg_us_in_force: "US: under the CFPB's 2024 interpretive rule, BNPL lenders must follow the credit-card dispute and refund rules of Regulation Z.",
    reg_au: 'Australia: since {date} BNPL is regulated credit: providers need a credit licence and must check that the plan suits you.',
    reg_ca_none: 'No Canadian rule specific to buy-now-pay-later is recorded here; your province\'s consumer protection law governs the agreement.',
    note_late_fee_apr: 'One late fee of {fee, money} on the next payment would raise the true APR of this plan to {apr}%.',
    note_fees:
      'Fees you pay to get the plan are finance charges: they reduce the amount financed (here to {financed, money}) and raise the true APR even when the plan is advertised at 0% interest.',
    note_schedule: 'We assume the next payment is one {interval} period from today and the rest follow at the same interval.',
    note_currency: 'Amounts are read in {currency}, the currency of your country; the APR does not depend on the currency.',
    strategy_list: 'List every BNPL plan you have (provider, next due date, amount) and set reminders a few days before each debit.',
    strategy_stop: 'Open no new plans until these are paid: remove the BNPL options and virtual cards saved in your browser and phone wallet.',
    strategy_order: 'Pay first the plans that charge late fees or report to credit bureaus, then the rest.',
    strategy_early: 'Paying a plan off early costs nothing extra with most providers and removes one debit from your calendar.',
    strategy_hardship:
      'If you cannot make a payment, contact {platform} before the due date to reschedule or ask for hardship help, and keep the debited account funded so a failed debit does not add bank fees.',
    strategy_keep_free: 'Do not move an interest-free plan onto a credit card or a loan: that swaps 0% for interest.',
    strategy_consolidate:
      'At a true APR of {apr}%, moving this balance to cheaper credit (a credit-union personal loan, or a 0% balance transfer you can repay within the offer) could save money; compare total costs, fees included, before you switch.',
    strategy_returns:
      "For a return or a faulty item, start the refund with the merchant and report it in the provider's app so the plan is paused; keep paying until the refund posts if it is not paused.",
    strategy_no_card: 'Avoid paying instalments with a credit card: if you carry the card balance you pay card interest on top.',
    interval_biweekly: 'biweekly',
    interval_monthly: 'monthly',
    country_US: 'the US',
    country_UK: 'the UK',
    country_CA: 'Canada',
    country_AU: 'Australia',
  },
  es: {
    narrative_apr:
      'Su plan de {platform} tiene una TAE real de {apr}% (Reglamento Z, Apéndice J, pagos con periodicidad {interval}): devuelve {total, money} por los {financed, money} que financia, así que el crédito le cuesta {charge, money}.',
    narrative_apr_UK: 'Su plan de {platform} tiene una TAE de {apr} % (la tasa anual equivalente del Reino Unido, FCA CONC App 1.2, que capitaliza pagos con periodicidad {interval} durante un año): devuelve {total, money} por los {financed, money} que financia, así que el crédito le cuesta {charge, money}.',
    narrative_apr_nominal: 'Su plan de {platform} tiene una tasa anual real de {apr} % (la tasa nominal anual: la tasa por periodo {interval} multiplicada por los periodos de un año): devuelve {total, money} por los {financed, money} que financia, así que el crédito le cuesta {charge, money}.',
    narrative_free:
      'Su plan de {platform} no cobra intereses tal como lo describe: los pagos suman el saldo, así que su TAE real es 0%. Solo le cuesta dinero si paga tarde.',
    narrative_assumed:
      'Sin el importe y el número de pagos suponemos las cuotas estándar sin intereses, así que la TAE real es 0% salvo que pague comisiones; indique payments_remaining y payment_amount para una cifra exacta.',
    narrative_discontinued: '{platform} dejó de conceder préstamos nuevos el {date}; los préstamos ya abiertos se siguen pagando según su calendario.',
    risk_late_fee_none: '{platform} no cobra recargos por retraso en estos planes.',
    risk_late_fee_flat: '{platform} cobra hasta {fee, money} por cada cuota impagada.',
    risk_late_fee_cap: 'Sus recargos por retraso tienen un tope total del {cap}% del valor del pedido.',
    risk_late_fee_varies: '{platform} cobra comisiones por pago fallido o por reprogramar cuyo importe varía; revise su contrato.',
    risk_reporting_all:
      '{platform} informa de todos sus préstamos, incluido el pago en 4 cuotas, a una agencia de crédito: un retraso puede bajar su puntuación y pagar a tiempo puede mejorarla.',
    risk_reporting_none_US:
      '{platform} no suele informar de los préstamos en 4 cuotas a las agencias de crédito de EE. UU., pero un préstamo enviado a cobranza sí puede aparecer en su historial.',
    risk_reporting_none_UK: '{platform} no suele informar de estos planes a las agencias de referencia crediticia, pero una deuda enviada a cobranza sí puede aparecer en su historial.',
    risk_reporting_none_CA: '{platform} no suele informar de estos planes a Equifax ni a TransUnion Canadá, pero una deuda enviada a cobranza sí puede aparecer en su historial.',
    risk_reporting_none_AU: '{platform} no suele informar de estos planes a los organismos de informes de crédito, pero un impago registrado sí puede aparecer en su historial.',
    risk_reporting_unknown: 'No pudimos confirmar si {platform} informa de estos préstamos a las agencias de crédito; suponga que un impago puede figurar en su historial.',
    risk_reschedule_available: '{platform} le permite cambiar una fecha de pago en su aplicación, a veces con comisión: hágalo antes de que falle un cobro.',
    risk_reschedule_hardship: '{platform} no cambia fechas a petición, pero ofrece ayuda por dificultades económicas: contacte con la empresa antes del vencimiento.',
    risk_reschedule_none: '{platform} no permite reprogramar pagos: mantenga con fondos la cuenta de la que cobra.',
    risk_reschedule_unknown: 'No pudimos confirmar si {platform} permite reprogramar un pago; pregunte antes del vencimiento.',
    risk_stacking:
      'Con varios planes de pago aplazado a la vez es fácil perder la cuenta: los cargos llegan en fechas distintas y pueden dejar su cuenta en descubierto, con comisiones bancarias.',
    risk_not_in_country: 'No consta que {platform} preste en {country}; compruebe con qué empresa firmó su contrato.',
    risk_terms_not_recorded: 'Aquí no constan los recargos por retraso, el registro en historiales de crédito ni las condiciones para reprogramar de {platform} en {country}; lea su contrato con {platform} antes de que venza un pago.',
    reg_uk_regulated:
      'Reino Unido: desde el {date} el crédito de pago aplazado está regulado por la FCA: el prestamista debe comprobar que puede pagarlo, avisarle cuando se retrase y usted puede reclamar ante el Financial Ombudsman Service.',
    reg_uk_pending: 'Reino Unido: el crédito de pago aplazado pasa a estar regulado por la FCA el {date}; hasta entonces el pago aplazado sin intereses queda en gran parte fuera de las normas de crédito al consumo.',
    reg_us_withdrawn:
      'EE. UU.: la CFPB retiró su norma de 2024 que trataba las cuentas de pago aplazado como tarjetas de crédito, así que los derechos de disputa y reembolso propios de las tarjetas no están garantizados; use el procedimiento de reclamación del proveedor.',
    reg_us_in_force: 'EE. UU.: según la norma interpretativa de la CFPB de 2024, los proveedores de pago aplazado deben seguir las reglas de disputas y reembolsos de tarjetas del Reglamento Z.',
    reg_au: 'Australia: desde el {date} el pago aplazado es crédito regulado: el proveedor necesita licencia de crédito y debe comprobar que el plan le conviene.',
    reg_ca_none: 'Aquí no consta ninguna norma canadiense específica para compras a plazos sin intereses; el contrato se rige por la ley de protección al consumidor de su provincia.',
    note_late_fee_apr: 'Un solo recargo por retraso de {fee, money} en el próximo pago elevaría la TAE real de este plan a {apr}%.',
    note_fees:
      'Las comisiones que paga para obtener el plan son cargos financieros: reducen el importe financiado (aquí a {financed, money}) y elevan la TAE real aunque el plan se anuncie al 0% de interés.',
    note_schedule: 'Suponemos que el próximo pago vence dentro de un periodo {interval} a partir de hoy y que los demás siguen con el mismo intervalo.',
    note_currency: 'Los importes se leen en {currency}, la moneda de su país; la TAE no depende de la moneda.',
    strategy_list: 'Anote todos sus planes de pago aplazado (proveedor, próxima fecha e importe) y ponga recordatorios unos días antes de cada cargo.',
    strategy_stop: 'No abra planes nuevos hasta pagar estos: quite las opciones de pago aplazado y las tarjetas virtuales guardadas en el navegador y en la cartera del móvil.',
    strategy_order: 'Pague primero los planes que cobran recargos por retraso o informan a las agencias de crédito, y después los demás.',
    strategy_early: 'Adelantar el pago de un plan no cuesta nada extra con la mayoría de proveedores y le quita un cargo del calendario.',
    strategy_hardship:
      'Si no puede hacer un pago, contacte con {platform} antes del vencimiento para reprogramarlo o pedir ayuda por dificultades, y mantenga con fondos la cuenta de cargo para que un cobro fallido no añada comisiones bancarias.',
    strategy_keep_free: 'No pase un plan sin intereses a una tarjeta de crédito o a un préstamo: cambiaría un 0% por intereses.',
    strategy_consolidate:
      'Con una TAE real de {apr}%, pasar este saldo a un crédito más barato (un préstamo personal de una cooperativa de crédito o una transferencia de saldo al 0% que pueda devolver dentro de la oferta) podría ahorrarle dinero; compare el coste total, comisiones incluidas, antes de cambiar.',
    strategy_returns:
      'Si devuelve un artículo o llega defectuoso, pida el reembolso al comercio y comuníquelo en la aplicación del proveedor para pausar el plan; si no se pausa, siga pagando hasta que se abone el reembolso.',
    strategy_no_card: 'Evite pagar las cuotas con tarjeta de crédito: si no liquida la tarjeta, pagará además sus intereses.',
    interval_biweekly: 'de dos semanas',
    interval_monthly: 'mensual',
    country_US: 'EE. UU.',
    country_UK: 'el Reino Unido',
    country_CA: 'Canadá',
    country_AU: 'Australia',
  },
  de: ANALYZE_BNPL_MESSAGES_DE,
  fr: ANALYZE_BNPL_MESSAGES_FR,
};
