import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { PLAN_FREEDOM_ROADMAP_MESSAGES_DE } from './planFreedomRoadmap.de.js';
import { PLAN_FREEDOM_ROADMAP_MESSAGES_FR } from './planFreedomRoadmap.fr.js';

const en = {
  stabilise_budget: 'Write down income and essential costs, and set every minimum payment on autopay so nothing falls further behind.',
  stabilise_negative_amortization: 'Call {creditor}: the minimum does not cover the interest. Ask for a lower rate or a hardship plan.',
  stabilise_behind: 'Contact {creditor} about the missed payments before anything else; ask for a repayment arrangement.',
  stabilise_lawsuit: 'Answer the lawsuit from {creditor} before the court deadline.',
  stabilise_minimums_exceed: 'The minimums ({minimums}) are more than the plan can pay from income; get help before choosing which bills to pay.',
  counselling_US: 'A nonprofit credit counselling agency (NFCC members, nfcc.org) can set up a debt management plan.',
  counselling_UK: 'Free debt advice: StepChange, National Debtline or Citizens Advice.',
  counselling_CA: 'A non-profit credit counsellor (Credit Counselling Canada) or a Licensed Insolvency Trustee can help.',
  counselling_AU: 'The free National Debt Helpline: 1800 007 007.',
  starter_save: 'Save {monthly} a month until {target} is set aside for emergencies, so a surprise bill does not go on a card.',
  starter_already: 'You already hold {savings}, enough for the starter emergency fund of {target}.',
  payoff_method: 'Pay every minimum and put {monthly} a month extra on {creditor} first ({method} method); roll each freed minimum into the next debt.',
  payoff_no_cards: 'Avoid new borrowing while the plan runs.',
  payoff_unfinished: 'At this payment the debts are not paid off within {months, plural, one {# month} other {# months}}; the payment must rise.',
  build_emergency: 'Grow the emergency fund to {target} ({months_income, plural, one {# month} other {# months}} of income) with the {monthly} a month the debts used to take.',
  build_invest: 'Then invest the same amount every month for the long term.',
  assumption_share: 'Up to {share} of monthly income ({capacity}) goes to savings and extra debt payments, beyond the minimums.',
  assumption_starter: 'Starter emergency fund: {target}.',
  assumption_emergency: 'Full emergency fund: {months, plural, one {# month} other {# months}} of income ({target}); it is held as cash earning nothing.',
  assumption_return: 'Investments grow {rate} a year (compounded monthly), a planning assumption, not a forecast.',
  assumption_static: 'Income, rates and minimum payments stay as they are today; no new debt.',
  method_avalanche: 'avalanche',
  method_snowball: 'snowball',
  method_hybrid: 'hybrid',
  narrative_paid:
    'With {capacity} a month beyond the minimums, you can be debt-free in {months, plural, one {# month} other {# months}} (by {date}). After 10 years your projected net worth is {net_worth}, up from {start_net_worth} today.',
  narrative_unpaid:
    'With {capacity} a month beyond the minimums, the debts are not paid off within the plan: {remaining} would still be owed after 10 years. The first step is to stabilise: {first_action}',
  cannot_fund_gap:
    'Income of {income} a month does not cover the minimum payments of {minimums}: the plan is {shortfall} a month short, so no debt-free date can be given yet.',
  cannot_fund_gap_expenses:
    'Income of {income} a month does not cover the minimum payments of {minimums} plus essential costs of {expenses}: the plan is {shortfall} a month short, so no debt-free date can be given yet.',
  cannot_fund_priority: 'Keep the priority debts paid first, because missing them can cost your home, your car or a court judgment: {creditors}.',
  cannot_fund_priority_general: 'Pay the priority bills first (housing, utilities, secured loans, taxes and court orders); unsecured debts such as cards and personal loans come after.',
  cannot_fund_hardship: 'Before missing a payment, ask each of these creditors for a hardship program (a lower rate, a lower payment or a pause), and get any agreement in writing: {creditors}.',
  cannot_fund_income: 'Check every benefit, tax credit and income support you may qualify for, and whether any cost can be cut, to close the gap.',
  assumption_cannot_fund: 'No payoff plan or net-worth projection is made while income does not cover the minimum payments: the minimums cannot be paid as the plan would assume.',
  assumption_no_expenses: 'Essential living costs were not given (expenses): the plan only checks that income covers the minimum payments.',
  narrative_cannot_fund: 'The plan cannot be funded: income is {shortfall} a month short of what it must cover, so there is no debt-free date to give. The first step: {first_action}',
};

/** Message keys of planFreedomRoadmap. */
export type PlanFreedomRoadmapMessageKey = keyof typeof en;

/** Narrative of planFreedomRoadmap in every shipped language. */
export const PLAN_FREEDOM_ROADMAP_MESSAGES: MessageCatalogs<PlanFreedomRoadmapMessageKey> = {
  en,
  es: {
    stabilise_budget: 'Anote sus ingresos y gastos esenciales, y programe el pago automático de cada mínimo para no atrasarse más.',
    stabilise_negative_amortization: 'Llame a {creditor}: el pago mínimo no cubre los intereses. Pida una tasa más baja o un plan por dificultades.',
    stabilise_behind: 'Contacte a {creditor} por los pagos atrasados antes que nada; pida un acuerdo de pago.',
    stabilise_lawsuit: 'Responda a la demanda de {creditor} antes del plazo del tribunal.',
    stabilise_minimums_exceed: 'Los mínimos ({minimums}) superan lo que el plan puede pagar con el ingreso; pida ayuda antes de decidir qué cuentas pagar.',
    counselling_US: 'Una agencia de asesoría crediticia sin fines de lucro (miembros de la NFCC, nfcc.org) puede organizar un plan de manejo de deudas.',
    counselling_UK: 'Asesoría gratuita sobre deudas: StepChange, National Debtline o Citizens Advice.',
    counselling_CA: 'Un asesor crediticio sin fines de lucro (Credit Counselling Canada) o un síndico autorizado en insolvencia (Licensed Insolvency Trustee) puede ayudar.',
    counselling_AU: 'La línea gratuita National Debt Helpline: 1800 007 007.',
    starter_save: 'Ahorre {monthly} al mes hasta reunir {target} para emergencias, para que un gasto imprevisto no acabe en la tarjeta.',
    starter_already: 'Ya tiene {savings}, suficiente para el fondo inicial de emergencia de {target}.',
    payoff_method: 'Pague todos los mínimos y destine {monthly} extra al mes primero a {creditor} (método {method}); sume cada mínimo liberado a la siguiente deuda.',
    payoff_no_cards: 'Evite pedir préstamos nuevos mientras dure el plan.',
    payoff_unfinished: 'Con este pago las deudas no se saldan en {months, plural, one {# mes} other {# meses}}; hay que aumentar el pago.',
    build_emergency: 'Aumente el fondo de emergencia hasta {target} ({months_income, plural, one {# mes} other {# meses}} de ingreso) con los {monthly} al mes que antes se iban en deudas.',
    build_invest: 'Después, invierta esa misma cantidad cada mes a largo plazo.',
    assumption_share: 'Hasta el {share} del ingreso mensual ({capacity}) se destina a ahorro y pagos extra de deuda, además de los mínimos.',
    assumption_starter: 'Fondo inicial de emergencia: {target}.',
    assumption_emergency: 'Fondo de emergencia completo: {months, plural, one {# mes} other {# meses}} de ingreso ({target}); se guarda en efectivo sin rendimiento.',
    assumption_return: 'Las inversiones crecen un {rate} anual (capitalización mensual), un supuesto de planificación, no un pronóstico.',
    assumption_static: 'El ingreso, las tasas y los pagos mínimos se mantienen como hoy; no hay deudas nuevas.',
    method_avalanche: 'avalancha',
    method_snowball: 'bola de nieve',
    method_hybrid: 'híbrido',
    narrative_paid:
      'Con {capacity} al mes además de los mínimos, puede quedar libre de deudas en {months, plural, one {# mes} other {# meses}} (para el {date}). Al cabo de 10 años su patrimonio neto proyectado es {net_worth}, frente a {start_net_worth} hoy.',
    narrative_unpaid:
      'Con {capacity} al mes además de los mínimos, las deudas no se saldan dentro del plan: todavía debería {remaining} al cabo de 10 años. El primer paso es estabilizarse: {first_action}',
    cannot_fund_gap:
      'Un ingreso de {income} al mes no cubre los pagos mínimos de {minimums}: al plan le faltan {shortfall} al mes, así que todavía no se puede dar una fecha libre de deudas.',
    cannot_fund_gap_expenses:
      'Un ingreso de {income} al mes no cubre los pagos mínimos de {minimums} más los gastos esenciales de {expenses}: al plan le faltan {shortfall} al mes, así que todavía no se puede dar una fecha libre de deudas.',
    cannot_fund_priority: 'Mantenga al día primero las deudas prioritarias, porque dejarlas de pagar puede costarle la vivienda, el auto o una sentencia judicial: {creditors}.',
    cannot_fund_priority_general: 'Pague primero las cuentas prioritarias (vivienda, servicios básicos, préstamos con garantía, impuestos y órdenes judiciales); las deudas sin garantía, como tarjetas y préstamos personales, van después.',
    cannot_fund_hardship: 'Antes de dejar de pagar, pida a cada uno de estos acreedores un programa por dificultades (una tasa más baja, un pago menor o una pausa) y obtenga el acuerdo por escrito: {creditors}.',
    cannot_fund_income: 'Revise todas las prestaciones, créditos fiscales y ayudas a los ingresos a las que pueda tener derecho, y si algún gasto se puede recortar, para cerrar la diferencia.',
    assumption_cannot_fund: 'No se hace plan de pago ni proyección de patrimonio mientras el ingreso no cubra los pagos mínimos: los mínimos no se pueden pagar como el plan supondría.',
    assumption_no_expenses: 'No se indicaron los gastos esenciales de vida (expenses): el plan solo comprueba que el ingreso cubra los pagos mínimos.',
    narrative_cannot_fund: 'El plan no se puede financiar: al ingreso le faltan {shortfall} al mes para lo que debe cubrir, así que no hay fecha libre de deudas que dar. El primer paso: {first_action}',
  },
  de: PLAN_FREEDOM_ROADMAP_MESSAGES_DE,
  fr: PLAN_FREEDOM_ROADMAP_MESSAGES_FR,
};
