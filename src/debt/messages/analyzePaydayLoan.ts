import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

/** Message keys of {@link analyzePaydayLoan}'s narrative. */
export type AnalyzePaydayLoanMessageKey =
  | 'narrative_apr'
  | 'narrative_no_fee'
  | 'note_appendix_j'
  | 'note_rollover'
  | 'note_lender'
  | 'note_state_ignored'
  | 'note_state_missing'
  | 'state_cap'
  | 'state_cap_exceeded'
  | 'state_not_listed'
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
  | 'uk_cap_exceeded'
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
      'A fee of {fee_per_100} per 100 borrowed for {days} days costs {fee} on {balance}: an APR of {apr}%. You would owe {total} in one payment on day {days}.',
    narrative_no_fee:
      'Give the fee (for example "$15 per $100") to compute the true APR; the rules and your rights below apply either way.',
    note_appendix_j:
      'Regulation Z Appendix J gives {apr_j}% for this loan: a single payment due in under a year makes the whole term one unit-period, and a year holds 365 ÷ {days} of them, which is the simple formula fee ÷ amount × 365 ÷ days.',
    note_rollover:
      'Rolling the loan over does not reduce what you owe: each rollover charges the fee again. After {n} rollovers you would have paid {fees} in fees and still owe {balance}.',
    note_lender: 'Lender: {lender}. Check that it is licensed by your state (or authorised in your country); an unlicensed lender may be unable to collect.',
    note_state_ignored: 'The state parameter applies to US loans only and was not used.',
    note_state_missing: 'Give your state (two-letter code) to see its payday rules and whether it requires an extended payment plan.',
    state_cap: '{state} bans high-cost payday loans or caps them at about 36% APR{note}.',
    state_cap_exceeded:
      'At {apr}% APR this loan looks above what {state} allows: it may be illegal or void. Report it to the state financial regulator and ask whether you must repay the fees.',
    state_not_listed:
      'We have no rate cap on record for {state}: many states allow single-payment loans costing several hundred percent APR. Check the state financial regulator for fee limits, rollover limits and payment plans.',
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
      'Tell your bank to stop the payments at least {days} business days before the next scheduled debit (Regulation E, 12 CFR 1005.10(c)); you may call, but the bank can ask you to confirm in writing within {confirm} days.',
    ach_failed_attempts:
      'After {attempts} consecutive failed withdrawals, a lender covered by the CFPB payday rule may not try again without your new, specific authorization (12 CFR 1041.8).',
    ach_monitor: 'Watch your statements: if a debit you stopped still goes through, dispute it with your bank at once.',
    ach_debt_remains:
      'Stopping the debits does not cancel the debt: plan how you will repay it, or ask for a payment plan, so the lender does not sue or send the account to collections.',
    uk_cap:
      'UK: payday loans are capped at {daily}% a day of the amount borrowed, default fees at £{default_fee}, and total charges at {total}% of what you borrowed.',
    uk_cap_exceeded:
      'This fee works out to {per_day} per 100 a day, above the {daily}% daily cap: complain to the lender, then to the Financial Ombudsman Service.',
    ca_cap: 'Canada: the total cost of a payday loan is capped at ${cap} per $100 borrowed; your province may set a lower limit.',
    ca_cap_exceeded: 'A fee of {fee_per_100} per 100 is above the ${cap} federal cap: report it to your provincial consumer protection office.',
    au_cap:
      'Australia: small amount credit contracts (up to $2,000) may charge at most a {establishment}% establishment fee plus {monthly}% a month of the amount borrowed.',
    au_cap_exceeded: 'A fee of {fee_per_100} per 100 for {days} days is above those caps ({allowed} per 100): complain to the lender, then to AFCA.',
    warn_high_cost: 'An APR of {apr}% means the fees over a year would be {multiple} times the amount borrowed.',
    alternatives:
      'Cheaper options to compare before borrowing again: a credit-union small-dollar loan, an employer pay advance, a payment plan with the bill you need to pay, or local assistance programs.',
  },
  es: {
    narrative_apr:
      'Una comisión de {fee_per_100} por cada 100 prestados durante {days} días cuesta {fee} sobre {balance}: una TAE de {apr}%. Debería {total} en un único pago el día {days}.',
    narrative_no_fee:
      'Indique la comisión (por ejemplo, "$15 por $100") para calcular la TAE real; las normas y los derechos que siguen se aplican en cualquier caso.',
    note_appendix_j:
      'El Apéndice J del Reglamento Z da {apr_j}% para este préstamo: con un único pago a menos de un año, todo el plazo es un periodo unitario y un año contiene 365 ÷ {days} de ellos, que es la fórmula simple comisión ÷ importe × 365 ÷ días.',
    note_rollover:
      'Renovar el préstamo no reduce lo que debe: cada renovación cobra la comisión otra vez. Tras {n} renovaciones habría pagado {fees} en comisiones y seguiría debiendo {balance}.',
    note_lender: 'Prestamista: {lender}. Compruebe que tiene licencia en su estado (o autorización en su país); un prestamista sin licencia puede no tener derecho a cobrar.',
    note_state_ignored: 'El parámetro state solo se aplica a préstamos de EE. UU. y no se ha usado.',
    note_state_missing: 'Indique su estado (código de dos letras) para ver sus normas sobre préstamos de día de pago y si exige un plan de pagos ampliado.',
    state_cap: '{state} prohíbe los préstamos de día de pago de alto coste o los limita a una TAE de alrededor del 36%{note}.',
    state_cap_exceeded:
      'Con una TAE de {apr}% este préstamo parece superar lo que permite {state}: podría ser ilegal o nulo. Denúncielo ante el regulador financiero del estado y pregunte si debe pagar las comisiones.',
    state_not_listed:
      'No tenemos registrado un límite de interés para {state}: muchos estados permiten préstamos de pago único con TAE de varios cientos por ciento. Consulte al regulador financiero del estado los límites de comisiones, de renovaciones y los planes de pago.',
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
      'Pida a su banco que detenga los pagos al menos {days} días hábiles antes del próximo cargo programado (Reglamento E, 12 CFR 1005.10(c)); puede llamar, pero el banco puede pedirle que lo confirme por escrito en {confirm} días.',
    ach_failed_attempts:
      'Tras {attempts} intentos de cobro fallidos seguidos, un prestamista sujeto a la norma de la CFPB sobre préstamos de día de pago no puede volver a intentarlo sin una autorización nueva y específica suya (12 CFR 1041.8).',
    ach_monitor: 'Revise sus extractos: si aun así se cobra un cargo que detuvo, reclámelo a su banco de inmediato.',
    ach_debt_remains:
      'Detener los cargos no cancela la deuda: planifique cómo devolverla o pida un plan de pagos, para que el prestamista no le demande ni envíe la cuenta a cobranza.',
    uk_cap:
      'Reino Unido: los préstamos de día de pago tienen un tope del {daily}% diario del importe prestado, las comisiones por impago de £{default_fee} y los cargos totales del {total}% de lo prestado.',
    uk_cap_exceeded:
      'Esta comisión equivale a {per_day} por cada 100 al día, por encima del tope diario del {daily}%: reclame al prestamista y después al Financial Ombudsman Service.',
    ca_cap: 'Canadá: el coste total de un préstamo de día de pago tiene un tope de ${cap} por cada $100 prestados; su provincia puede fijar un límite menor.',
    ca_cap_exceeded: 'Una comisión de {fee_per_100} por cada 100 supera el tope federal de ${cap}: denúncielo ante la oficina de protección al consumidor de su provincia.',
    au_cap:
      'Australia: los contratos de crédito de pequeño importe (hasta $2,000) pueden cobrar como máximo una comisión de apertura del {establishment}% más un {monthly}% mensual del importe prestado.',
    au_cap_exceeded: 'Una comisión de {fee_per_100} por cada 100 durante {days} días supera esos topes ({allowed} por cada 100): reclame al prestamista y después a AFCA.',
    warn_high_cost: 'Una TAE de {apr}% significa que las comisiones de un año equivaldrían a {multiple} veces el importe prestado.',
    alternatives:
      'Opciones más baratas que comparar antes de volver a pedir prestado: un préstamo pequeño de una cooperativa de crédito, un adelanto de nómina del empleador, un plan de pagos con la factura que necesita pagar o programas de ayuda locales.',
  },
};
