import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { ANALYZE_PAYDAY_LOAN_MESSAGES_DE } from './analyzePaydayLoan.de.js';
import { ANALYZE_PAYDAY_LOAN_MESSAGES_FR } from './analyzePaydayLoan.fr.js';

/** Message keys of {@link analyzePaydayLoan}'s narrative. */
export type AnalyzePaydayLoanMessageKey =
  | 'narrative_apr'
  | 'narrative_apr_uk'
  | 'narrative_no_fee'
  | 'note_appendix_j'
  | 'note_fee_read_flat'
  | 'note_fee_read_per_100'
  | 'note_fee_read_bare'
  | 'note_fee_read_daily'
  | 'note_simple_apr'
  | 'note_uk_apr'
  | 'note_rollover'
  | 'note_rollover_cap'
  | 'note_lender'
  | 'note_state_ignored'
  | 'note_state_missing'
  | 'note_default_fees_uk'
  | 'note_default_fees_ignored'
  | 'state_prohibited'
  | 'state_capped'
  | 'state_no_fee_cap'
  | 'state_other_limits'
  | 'state_not_on_record'
  | 'state_breached'
  | 'state_within'
  | 'state_unchecked'
  | 'limit_apr'
  | 'limit_amount_advance'
  | 'limit_amount_face'
  | 'limit_term_min'
  | 'limit_term_max'
  | 'limit_total_cost'
  | 'limit_total_cost_renewals'
  | 'limit_one_loan'
  | 'limit_daily_cost'
  | 'limit_default_fees'
  | 'list_and'
  | 'breach_item'
  | 'fee_tiered'
  | 'fee_basis_advance'
  | 'fee_basis_face'
  | 'fee_tier_only'
  | 'fee_tier_first'
  | 'fee_tier_next'
  | 'fee_tier_rest'
  | 'fee_plus_flat'
  | 'fee_max'
  | 'fee_min_allowed'
  | 'fee_banded'
  | 'fee_band_upto_face'
  | 'fee_band_upto_advance'
  | 'fee_band_rest'
  | 'fee_interest'
  | 'fee_monthly_percent_or_max'
  | 'fee_monthly_percent'
  | 'fee_monthly_max'
  | 'fee_origination'
  | 'fee_origination_max'
  | 'epp_available'
  | 'epp_not_listed'
  | 'epp_no_state'
  | 'mla'
  | 'mla_exceeded'
  | 'ach_revoke'
  | 'ach_bank'
  | 'ach_failed_attempts'
  | 'ach_monitor'
  | 'ach_debt_remains'
  | 'uk_cap'
  | 'uk_breached'
  | 'uk_within'
  | 'ca_cap'
  | 'ca_cap_exceeded'
  | 'au_cap'
  | 'au_cap_exceeded'
  | 'warn_high_cost'
  | 'alternatives';

/** English and Spanish narrative of the payday-loan analysis. */
export const ANALYZE_PAYDAY_LOAN_MESSAGES: MessageCatalogs<AnalyzePaydayLoanMessageKey> = {
  en: {
    narrative_apr:
      'A fee of {fee_per_100} per 100 borrowed for {days, plural, one {# day} other {# days}} costs {fee} on {balance}: an APR of {apr}%. You would owe {total} in one payment on day {days}.',
    narrative_apr_uk:
      'A charge of {fee_per_100} per 100 borrowed for {days, plural, one {# day} other {# days}} costs {fee} on {balance}: a representative APR of {apr}%. You would owe {total} in one payment on day {days}.',
    narrative_no_fee: 'Give the fee (for example "15 per 100", a flat amount such as "45", or "0.8% per day" in the UK) to compute the true APR; the rules and your rights below apply either way.',
    note_appendix_j:
      'Regulation Z Appendix J gives {apr_j}% for this loan: a single payment due in under a year makes the whole term one unit-period, and a year holds 365 ÷ {days} of them, which is the simple formula fee ÷ amount × 365 ÷ days.',
    note_fee_read_flat: 'Read "{text}" as a flat fee: {fee} for the whole loan of {balance}, which is {per_100} per 100 borrowed over {days, plural, one {# day} other {# days}}.',
    note_fee_read_per_100: 'Read "{text}" as {per_100} per 100 borrowed: a fee of {fee} on {balance}.',
    note_fee_read_bare: 'Read "{text}" as {per_100} per 100 borrowed, the usual way the price is quoted: a fee of {fee} on {balance}. If it is a flat amount, send it with its currency sign (for example {example, money}).',
    note_fee_read_daily: 'Read "{text}" as a daily rate: {per_100} per 100 over {days, plural, one {# day} other {# days}}, a fee of {fee} on {balance}.',
    note_simple_apr: 'The APR here annualises the fee simply, fee ÷ amount × 365 ÷ {days}: {apr}% for a single repayment due in under a year.',
    note_uk_apr:
      'UK representative APR: the cost is compounded over a year from the cash flows (CONC App 1.2), ((1 + {cost}) ^ (365 ÷ {days}) − 1) × 100 = {apr}% for one repayment. The simple US-style annualisation of the same charge would be {simple}%.',
    note_rollover:
      'Rolling the loan over does not reduce what you owe: each rollover charges the fee again. After {n} rollovers you would have paid {fees} in fees and still owe {balance}.',
    note_rollover_cap:
      'The {percent}% total cost cap counts every rollover: from {n, plural, one {# rollover} other {# rollovers}} on, the fees ({fees}) would pass it, which the law does not allow.',
    note_lender: 'Lender: {lender}. Check that it is licensed by your state (or authorised in your country); an unlicensed lender may be unable to collect.',
    note_state_ignored: 'The state parameter applies to US loans only and was not used.',
    note_state_missing: 'Give your state (two-letter code) to see its payday rules and whether it requires an extended payment plan.',
    note_default_fees_uk:
      'Give default_fees (late or default charges you were asked to pay) to check the {cap} default-fee cap; they also count towards the total cost cap.',
    note_default_fees_ignored: 'default_fees is checked against the UK price cap only and was not used.',
    state_prohibited: '{state} does not allow payday loans at payday prices ({statute}). The limits on record: {limits}.',
    state_capped: '{state} allows payday loans within these limits ({statute}): {limits}.',
    state_no_fee_cap: '{state} sets no limit on payday fees ({statute}).',
    state_other_limits: 'Other limits: {limits}.',
    state_not_on_record:
      'No payday rule for {state} is on record for {date}. Check the state financial regulator for fee limits, rollover limits and payment plans.',
    state_breached:
      'This loan breaks {state} law: {breaches}. A loan made in breach may be void or its charges unrecoverable: report it to the state financial regulator and ask whether you must repay the fees.',
    state_within: 'This loan is within the {state} limits on record.',
    state_unchecked: 'Give the fee to check this loan against the {state} limits.',
    limit_apr: 'an APR of at most {cap}%',
    limit_amount_advance: 'at most {amount} advanced',
    limit_amount_face: 'a cheque (face amount, fee included) of at most {amount}',
    limit_term_min: 'a term of at least {days, plural, one {# day} other {# days}}',
    limit_term_max: 'a term of at most {days, plural, one {# day} other {# days}}',
    limit_total_cost: 'all charges at most {percent}% of the amount borrowed',
    limit_total_cost_renewals: 'all charges, rollovers included, at most {percent}% of the amount borrowed',
    limit_one_loan: 'one loan at a time',
    limit_daily_cost: 'charges at most {percent}% of the amount borrowed per day',
    limit_default_fees: 'default fees at most {amount} in total',
    list_and: '{items} and {last}',
    breach_item: '{figure} (this loan: {actual})',
    fee_tiered: 'fees at most {tiers} {basis}',
    fee_basis_advance: 'of the amount advanced',
    fee_basis_face: "of the cheque's face amount",
    fee_tier_only: '{percent}%',
    fee_tier_first: '{percent}% of the first {upto}',
    fee_tier_next: '{percent}% of the part up to {upto}',
    fee_tier_rest: '{percent}% of the rest',
    fee_plus_flat: '{text} plus {flat}',
    fee_max: '{text}, never more than {max}',
    fee_min_allowed: '{text} (or {min} if that is more)',
    fee_banded: 'fees at most a share of the amount advanced: {bands}',
    fee_band_upto_face: '{percent}% when the cheque is up to {upto}',
    fee_band_upto_advance: '{percent}% when the amount advanced is up to {upto}',
    fee_band_rest: '{percent}% when larger',
    fee_interest: 'interest at most {percent}% a year',
    fee_monthly_percent_or_max: 'a monthly fee of at most {percent}% of the amount borrowed or {max}, whichever is less',
    fee_monthly_percent: 'a monthly fee of at most {percent}% of the amount borrowed',
    fee_monthly_max: 'a monthly fee of at most {max}',
    fee_origination: 'a one-time fee of {percent}% on loans of {from} or more',
    fee_origination_max: 'a one-time fee of {percent}% (at most {max})',
    epp_available:
      '{state} requires lenders to offer an extended payment plan (or grace period) when you cannot repay: ask for it in writing before the due date, and before any rollover.',
    epp_not_listed: 'No statewide extended payment plan is on record for {state}; ask the lender in writing anyway whether it offers one before the due date.',
    epp_no_state: 'Some states require lenders to offer an extended payment plan; give your state to check, or ask the lender in writing before the due date.',
    mla:
      'Military Lending Act: for active-duty service members and their dependents, consumer credit like this may cost at most {cap}% MAPR, fees included; a loan above it is void. Base legal assistance offices help for free.',
    mla_exceeded: 'At {apr}% APR this loan is far above the {cap}% MAPR limit that protects covered service members and their families.',
    ach_revoke:
      'Write to the lender that you revoke your authorization for electronic (ACH) debits from your account; send it by email or letter and keep a copy.',
    ach_bank:
      'Tell your bank to stop the payments at least {days} business days before the next scheduled debit (Regulation E, 12 CFR 1005.10(c)); you may call, but the bank can ask you to confirm in writing within {confirm, plural, one {# day} other {# days}}.',
    ach_failed_attempts:
      'After {attempts} consecutive failed withdrawals, a lender covered by the CFPB payday rule may not try again without your new, specific authorization (12 CFR 1041.8).',
    ach_monitor: 'Watch your statements: if a debit you stopped still goes through, dispute it with your bank at once.',
    ach_debt_remains:
      'Stopping the debits does not cancel the debt: plan how you will repay it, or ask for a payment plan, so the lender does not sue or send the account to collections.',
    uk_cap: 'UK price cap on high-cost short-term credit (FCA CONC 5A): {limits}.',
    uk_breached:
      'This loan breaks the FCA price cap: {breaches}. An agreement that breaches it cannot be enforced against you (CONC 5A.5): you may repay only what you borrowed and ask for the charges back. Complain to the lender, then to the Financial Ombudsman Service.',
    uk_within: 'This loan is within the UK price cap.',
    ca_cap: 'Canada: the total cost of a payday loan is capped at {cap, money, CAD} per CA$100 borrowed; your province may set a lower limit.',
    ca_cap_exceeded: 'A fee of {fee_per_100} per 100 is above the {cap, money, CAD} federal cap: report it to your provincial consumer protection office.',
    au_cap:
      'Australia: small amount credit contracts (up to {sacc_max, money, AUD}) may charge at most a {establishment}% establishment fee plus {monthly}% a month of the amount borrowed.',
    au_cap_exceeded: 'A fee of {fee_per_100} per 100 for {days, plural, one {# day} other {# days}} is above those caps ({allowed} per 100): complain to the lender, then to AFCA.',
    warn_high_cost: 'An APR of {apr}% means the fees over a year would be {multiple} times the amount borrowed.',
    alternatives:
      'Cheaper options to compare before borrowing again: a credit-union small-dollar loan, an employer pay advance, a payment plan with the bill you need to pay, or local assistance programs.',
  },
  es: {
    narrative_apr:
      'Una comisión de {fee_per_100} por cada 100 prestados durante {days, plural, one {# día} other {# días}} cuesta {fee} sobre {balance}: una TAE de {apr}%. Debería {total} en un único pago el día {days}.',
    narrative_apr_uk:
      'Un cargo de {fee_per_100} por cada 100 prestados durante {days, plural, one {# día} other {# días}} cuesta {fee} sobre {balance}: una TAE representativa del {apr}%. Debería {total} en un único pago el día {days}.',
    narrative_no_fee: 'Indique la comisión (por ejemplo, "15 per 100", un importe fijo como "45", o "0.8% per day" en el Reino Unido) para calcular la TAE real; las normas y los derechos que siguen se aplican en cualquier caso.',
    note_appendix_j:
      'El Apéndice J del Reglamento Z da {apr_j}% para este préstamo: con un único pago a menos de un año, todo el plazo es un periodo unitario y un año contiene 365 ÷ {days} de ellos, que es la fórmula simple comisión ÷ importe × 365 ÷ días.',
    note_fee_read_flat: 'Se leyó «{text}» como una comisión fija: {fee} por todo el préstamo de {balance}, es decir, {per_100} por cada 100 prestados durante {days, plural, one {# día} other {# días}}.',
    note_fee_read_per_100: 'Se leyó «{text}» como {per_100} por cada 100 prestados: una comisión de {fee} sobre {balance}.',
    note_fee_read_bare: 'Se leyó «{text}» como {per_100} por cada 100 prestados, la forma habitual de indicar el precio: una comisión de {fee} sobre {balance}. Si es un importe fijo, envíelo con el signo de su moneda (por ejemplo, {example, money}).',
    note_fee_read_daily: 'Se leyó «{text}» como una tasa diaria: {per_100} por cada 100 durante {days, plural, one {# día} other {# días}}, una comisión de {fee} sobre {balance}.',
    note_simple_apr: 'La TAE aquí anualiza la comisión de forma simple, comisión ÷ importe × 365 ÷ {days}: {apr} % para un único pago a menos de un año.',
    note_uk_apr:
      'TAE representativa del Reino Unido: el coste se capitaliza a un año a partir de los flujos (CONC App 1.2), ((1 + {cost}) ^ (365 ÷ {days}) − 1) × 100 = {apr}% para un único pago. La anualización simple al estilo de EE. UU. del mismo cargo sería {simple}%.',
    note_rollover:
      'Renovar el préstamo no reduce lo que debe: cada renovación cobra la comisión otra vez. Tras {n} renovaciones habría pagado {fees} en comisiones y seguiría debiendo {balance}.',
    note_rollover_cap:
      'El tope de coste total del {percent}% cuenta todas las renovaciones: a partir de {n, plural, one {# renovación} other {# renovaciones}} las comisiones ({fees}) lo superarían, lo que la ley no permite.',
    note_lender: 'Prestamista: {lender}. Compruebe que tiene licencia en su estado (o autorización en su país); un prestamista sin licencia puede no tener derecho a cobrar.',
    note_state_ignored: 'El parámetro state solo se aplica a préstamos de EE. UU. y no se ha usado.',
    note_state_missing: 'Indique su estado (código de dos letras) para ver sus normas sobre préstamos de día de pago y si exige un plan de pagos ampliado.',
    note_default_fees_uk:
      'Indique default_fees (recargos por retraso o impago que le hayan pedido) para comprobar el tope de {cap} en recargos por impago; también cuentan para el tope de coste total.',
    note_default_fees_ignored: 'default_fees solo se comprueba con el tope de precios del Reino Unido y no se ha usado.',
    state_prohibited: '{state} no permite préstamos de día de pago a precios de día de pago ({statute}). Límites registrados: {limits}.',
    state_capped: '{state} permite préstamos de día de pago dentro de estos límites ({statute}): {limits}.',
    state_no_fee_cap: '{state} no limita las comisiones de los préstamos de día de pago ({statute}).',
    state_other_limits: 'Otros límites: {limits}.',
    state_not_on_record:
      'No consta ninguna norma sobre préstamos de día de pago de {state} para el {date}. Consulte al regulador financiero del estado los límites de comisiones, de renovaciones y los planes de pago.',
    state_breached:
      'Este préstamo incumple la ley de {state}: {breaches}. Un préstamo que la incumple puede ser nulo o sus cargos incobrables: denúncielo ante el regulador financiero del estado y pregunte si debe pagar las comisiones.',
    state_within: 'Este préstamo está dentro de los límites registrados de {state}.',
    state_unchecked: 'Indique la comisión para comprobar este préstamo con los límites de {state}.',
    limit_apr: 'una TAE de como máximo el {cap}%',
    limit_amount_advance: 'como máximo {amount} prestados',
    limit_amount_face: 'un cheque (importe nominal, comisión incluida) de como máximo {amount}',
    limit_term_min: 'un plazo de al menos {days, plural, one {# día} other {# días}}',
    limit_term_max: 'un plazo de como máximo {days, plural, one {# día} other {# días}}',
    limit_total_cost: 'cargos totales de como máximo el {percent}% de lo prestado',
    limit_total_cost_renewals: 'cargos totales, renovaciones incluidas, de como máximo el {percent}% de lo prestado',
    limit_one_loan: 'un solo préstamo a la vez',
    limit_daily_cost: 'cargos de como máximo el {percent}% de lo prestado por día',
    limit_default_fees: 'recargos por impago de como máximo {amount} en total',
    list_and: '{items} y {last}',
    breach_item: '{figure} (este préstamo: {actual})',
    fee_tiered: 'comisiones de como máximo {tiers} {basis}',
    fee_basis_advance: 'de lo prestado',
    fee_basis_face: 'del importe nominal del cheque',
    fee_tier_only: 'el {percent}%',
    fee_tier_first: 'el {percent}% de los primeros {upto}',
    fee_tier_next: 'el {percent}% de la parte hasta {upto}',
    fee_tier_rest: 'el {percent}% del resto',
    fee_plus_flat: '{text} más {flat}',
    fee_max: '{text}, nunca más de {max}',
    fee_min_allowed: '{text} (o {min} si es más)',
    fee_banded: 'comisiones de como máximo una parte de lo prestado: {bands}',
    fee_band_upto_face: 'el {percent}% si el cheque es de hasta {upto}',
    fee_band_upto_advance: 'el {percent}% si lo prestado es de hasta {upto}',
    fee_band_rest: 'el {percent}% si es mayor',
    fee_interest: 'un interés de como máximo el {percent}% anual',
    fee_monthly_percent_or_max: 'una comisión mensual de como máximo el {percent}% de lo prestado o {max}, lo que sea menor',
    fee_monthly_percent: 'una comisión mensual de como máximo el {percent}% de lo prestado',
    fee_monthly_max: 'una comisión mensual de como máximo {max}',
    fee_origination: 'una comisión única del {percent}% en préstamos de {from} o más',
    fee_origination_max: 'una comisión única del {percent}% (como máximo {max})',
    epp_available:
      '{state} obliga a los prestamistas a ofrecer un plan de pagos ampliado (o periodo de gracia) cuando no puede pagar: pídalo por escrito antes del vencimiento y antes de cualquier renovación.',
    epp_not_listed: 'No consta un plan de pagos ampliado obligatorio en {state}; aun así, pregunte por escrito al prestamista si lo ofrece antes del vencimiento.',
    epp_no_state: 'Algunos estados obligan a ofrecer un plan de pagos ampliado; indique su estado para comprobarlo o pregunte por escrito al prestamista antes del vencimiento.',
    mla:
      'Ley de Préstamos Militares (MLA): para militares en servicio activo y sus dependientes, un crédito como este puede costar como máximo una MAPR del {cap}%, comisiones incluidas; un préstamo por encima es nulo. Las oficinas de asistencia legal de las bases ayudan gratis.',
    mla_exceeded: 'Con una TAE de {apr}% este préstamo supera con mucho el límite de MAPR del {cap}% que protege a los militares cubiertos y a sus familias.',
    ach_revoke:
      'Escriba al prestamista que revoca su autorización para los cargos electrónicos (ACH) en su cuenta; envíelo por correo electrónico o carta y guarde una copia.',
    ach_bank:
      'Pida a su banco que detenga los pagos al menos {days, plural, one {# día hábil} other {# días hábiles}} antes del próximo cargo programado (Reglamento E, 12 CFR 1005.10(c)); puede llamar, pero el banco puede pedirle que lo confirme por escrito en {confirm, plural, one {# día} other {# días}}.',
    ach_failed_attempts:
      'Tras {attempts} intentos de cobro fallidos seguidos, un prestamista sujeto a la norma de la CFPB sobre préstamos de día de pago no puede volver a intentarlo sin una autorización nueva y específica suya (12 CFR 1041.8).',
    ach_monitor: 'Revise sus extractos: si aun así se cobra un cargo que detuvo, reclámelo a su banco de inmediato.',
    ach_debt_remains:
      'Detener los cargos no cancela la deuda: planifique cómo devolverla o pida un plan de pagos, para que el prestamista no le demande ni envíe la cuenta a cobranza.',
    uk_cap: 'Tope de precios del crédito a corto plazo de alto coste del Reino Unido (FCA CONC 5A): {limits}.',
    uk_breached:
      'Este préstamo incumple el tope de precios de la FCA: {breaches}. Un contrato que lo incumple no se le puede exigir (CONC 5A.5): puede devolver solo lo prestado y pedir que le devuelvan los cargos. Reclame al prestamista y después al Financial Ombudsman Service.',
    uk_within: 'Este préstamo está dentro del tope de precios del Reino Unido.',
    ca_cap: 'Canadá: el coste total de un préstamo de día de pago tiene un tope de {cap, money, CAD} por cada 100 CAD prestados; su provincia puede fijar un límite menor.',
    ca_cap_exceeded: 'Una comisión de {fee_per_100} por cada 100 supera el tope federal de {cap, money, CAD}: denúncielo ante la oficina de protección al consumidor de su provincia.',
    au_cap:
      'Australia: los contratos de crédito de pequeño importe (hasta {sacc_max, money, AUD}) pueden cobrar como máximo una comisión de apertura del {establishment}% más un {monthly}% mensual del importe prestado.',
    au_cap_exceeded: 'Una comisión de {fee_per_100} por cada 100 durante {days, plural, one {# día} other {# días}} supera esos topes ({allowed} por cada 100): reclame al prestamista y después a AFCA.',
    warn_high_cost: 'Una TAE de {apr}% significa que las comisiones de un año equivaldrían a {multiple} veces el importe prestado.',
    alternatives:
      'Opciones más baratas que comparar antes de volver a pedir prestado: un préstamo pequeño de una cooperativa de crédito, un adelanto de nómina del empleador, un plan de pagos con la factura que necesita pagar o programas de ayuda locales.',
  },
  de: ANALYZE_PAYDAY_LOAN_MESSAGES_DE,
  fr: ANALYZE_PAYDAY_LOAN_MESSAGES_FR,
};
