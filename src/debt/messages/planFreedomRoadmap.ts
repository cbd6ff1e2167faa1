import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

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
  payoff_unfinished: 'At this payment the debts are not paid off within {months} months; the payment must rise.',
  build_emergency: 'Grow the emergency fund to {target} ({months_income} months of income) with the {monthly} a month the debts used to take.',
  build_invest: 'Then invest the same amount every month for the long term.',
  assumption_share: 'Up to {share} of monthly income ({capacity}) goes to savings and extra debt payments, beyond the minimums.',
  assumption_starter: 'Starter emergency fund: {target}.',
  assumption_emergency: 'Full emergency fund: {months} months of income ({target}); it is held as cash earning nothing.',
  assumption_return: 'Investments grow {rate} a year (compounded monthly), a planning assumption, not a forecast.',
  assumption_static: 'Income, rates and minimum payments stay as they are today; no new debt.',
  method_avalanche: 'avalanche',
  method_snowball: 'snowball',
  method_hybrid: 'hybrid',
  narrative_paid:
    'With {capacity} a month beyond the minimums, you can be debt-free in {months} months (by {date}). After 10 years your projected net worth is {net_worth}, up from {start_net_worth} today.',
  narrative_unpaid:
    'With {capacity} a month beyond the minimums, the debts are not paid off within the plan: {remaining} would still be owed after 10 years. The first step is to stabilise: {first_action}',
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
    payoff_unfinished: 'Con este pago las deudas no se saldan en {months} meses; hay que aumentar el pago.',
    build_emergency: 'Aumente el fondo de emergencia hasta {target} ({months_income} meses de ingreso) con los {monthly} al mes que antes se iban en deudas.',
    build_invest: 'Después, invierta esa misma cantidad cada mes a largo plazo.',
    assumption_share: 'Hasta el {share} del ingreso mensual ({capacity}) se destina a ahorro y pagos extra de deuda, además de los mínimos.',
    assumption_starter: 'Fondo inicial de emergencia: {target}.',
    assumption_emergency: 'Fondo de emergencia completo: {months} meses de ingreso ({target}); se guarda en efectivo sin rendimiento.',
    assumption_return: 'Las inversiones crecen un {rate} anual (capitalización mensual), un supuesto de planificación, no un pronóstico.',
    assumption_static: 'El ingreso, las tasas y los pagos mínimos se mantienen como hoy; no hay deudas nuevas.',
    method_avalanche: 'avalancha',
    method_snowball: 'bola de nieve',
    method_hybrid: 'híbrido',
    narrative_paid:
      'Con {capacity} al mes además de los mínimos, puede quedar libre de deudas en {months} meses (para el {date}). Al cabo de 10 años su patrimonio neto proyectado es {net_worth}, frente a {start_net_worth} hoy.',
    narrative_unpaid:
      'Con {capacity} al mes además de los mínimos, las deudas no se saldan dentro del plan: todavía debería {remaining} al cabo de 10 años. El primer paso es estabilizarse: {first_action}',
  },
};
