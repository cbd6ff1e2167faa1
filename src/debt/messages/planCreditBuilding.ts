import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { PLAN_CREDIT_BUILDING_MESSAGES_DE } from './planCreditBuilding.de.js';
import { PLAN_CREDIT_BUILDING_MESSAGES_FR } from './planCreditBuilding.fr.js';

/** Steps of the credit-building plan. */
export type CreditBuildingStepId =
  | 'check_reports'
  | 'electoral_roll'
  | 'secured_card'
  | 'starter_card'
  | 'credit_builder_loan'
  | 'authorized_user'
  | 'rent_reporting'
  | 'on_time_payments'
  | 'utilization'
  | 'limit_applications'
  | 'keep_accounts_open';

/** Message keys of {@link planCreditBuilding}. */
export type PlanCreditBuildingKey =
  | `step_${CreditBuildingStepId}`
  | `why_${CreditBuildingStepId}`
  | 'deposit_affordable'
  | 'deposit_stretch'
  | 'deposit_no_income'
  | 'warn_editorial'
  | 'warn_local_scale'
  | 'warn_no_file_other_models'
  | 'narrative_no_file'
  | 'narrative_building'
  | 'narrative_reached';

/** The credit-building catalogs (English and Spanish). */
export const PLAN_CREDIT_BUILDING_MESSAGES: MessageCatalogs<PlanCreditBuildingKey> = {
  en: {
    step_check_reports: 'Check your credit reports for errors and dispute anything wrong before building on them.',
    why_check_reports: 'An error (a late payment that never happened, a debt that is not yours) can hold the score down whatever you do.',
    step_electoral_roll: 'Register on the electoral roll at your current address.',
    why_electoral_roll: 'UK lenders use it to confirm who you are and where you live; without it many applications fail.',
    step_secured_card: 'Open a secured credit card with a deposit of {deposit}, use it for one small regular bill and pay it in full every month.',
    why_secured_card: 'The deposit is the limit, so approval is likely; the card reports to the bureaus like any other card and builds payment history.',
    step_starter_card: 'Open a low-limit credit-builder card, use it for one small regular bill and pay it in full every month.',
    why_starter_card: 'Credit-builder cards accept thin files; a few months of full, on-time payments create the history lenders look for.',
    step_credit_builder_loan: 'Take a small credit-builder loan (from a credit union or a builder app): the money is held in savings while you repay it, then released to you.',
    why_credit_builder_loan: 'It adds an instalment account to the file and on-time payments, and ends with savings rather than debt.',
    step_authorized_user: 'Ask a relative with a long, clean card record and low balances to add you as an authorized user.',
    why_authorized_user: 'Many card issuers report the account on your file too, lending you its age and payment history; choose someone who always pays on time.',
    step_rent_reporting: 'Ask your landlord or a rent-reporting service to report your rent payments to the bureaus.',
    why_rent_reporting: 'Rent you already pay becomes positive history; some scores and lenders count it.',
    step_on_time_payments: 'Pay every account on time, every month: set up automatic minimum payments as a safety net.',
    why_on_time_payments: 'Payment history weighs most in every score; one payment 30 days late can undo months of progress.',
    step_utilization: 'Keep each card balance below 30% of its limit, ideally below 10% ({ten_percent} on a {deposit} limit), when the statement closes.',
    why_utilization: 'Scores read the balance on the statement; low utilization shows you do not depend on credit.',
    step_limit_applications: 'Apply for new credit rarely: no more than one new account every six months while you build.',
    why_limit_applications: 'Each application is a hard inquiry and each new account lowers the average age of your accounts.',
    step_keep_accounts_open: 'Keep your oldest accounts open and used now and then.',
    why_keep_accounts_open: 'Closing old accounts shortens your history and raises utilization.',
    deposit_affordable: 'A {deposit} secured deposit is {share}% or less of your monthly income of {income}.',
    deposit_stretch: 'At {share}% of your monthly income of {income} the deposit would be {affordable}, below the {minimum} minimum assumed here (an editorial figure; issuers set their own): start with a credit-builder loan or save the deposit over a few months.',
    deposit_no_income: 'A secured deposit of at least {minimum} is assumed here (an editorial figure; issuers set their own); give your monthly income to size it.',
    warn_editorial: 'The time estimate rests on editorial assumptions (points gained per month, the first score of a new file), not on published figures; it is unverified and only a rough guide.',
    warn_local_scale: 'The goal of {goal} is read on the {country} scale ({min}–{max}); scores there are not comparable with US FICO scores.',
    warn_no_file_other_models: 'Some lenders use scores (such as VantageScore or FICO Score XD) that can score a file sooner than six months.',
    narrative_no_file: 'With no credit file yet, a first score usually appears about {first_months, plural, one {# month} other {# months}} after your first account reports. Reaching {goal} then takes about {low} to {high, plural, one {# month} other {# months}} in all, between {date_low} and {date_high}, with on-time payments and low balances.',
    narrative_building: 'From {score} to {goal} is {gap} points: about {low} to {high, plural, one {# month} other {# months}} (between {date_low} and {date_high}) with on-time payments and low balances.',
    narrative_reached: 'Your score of {score} already meets the goal of {goal}; the plan is to keep it there.',
  },
  es: {
    step_check_reports: 'Revise sus informes de crédito en busca de errores y dispute todo lo incorrecto antes de construir sobre ellos.',
    why_check_reports: 'Un error (un atraso que nunca ocurrió, una deuda ajena) puede frenar la puntuación haga lo que haga.',
    step_electoral_roll: 'Inscríbase en el censo electoral (electoral roll) en su domicilio actual.',
    why_electoral_roll: 'Los prestamistas británicos lo usan para confirmar quién es y dónde vive; sin él muchas solicitudes se rechazan.',
    step_secured_card: 'Abra una tarjeta de crédito asegurada con un depósito de {deposit}, úsela para una factura pequeña y regular y páguela completa cada mes.',
    why_secured_card: 'El depósito es el límite, así que la aprobación es probable; la tarjeta informa a las agencias como cualquier otra y crea historial de pagos.',
    step_starter_card: 'Abra una tarjeta para crear crédito de límite bajo, úsela para una factura pequeña y regular y páguela completa cada mes.',
    why_starter_card: 'Estas tarjetas aceptan expedientes escasos; unos meses de pagos completos y puntuales crean el historial que buscan los prestamistas.',
    step_credit_builder_loan: 'Tome un pequeño préstamo para crear crédito (de una cooperativa de crédito o una aplicación): el dinero queda ahorrado mientras lo devuelve y luego se le entrega.',
    why_credit_builder_loan: 'Añade al expediente una cuenta a plazos y pagos puntuales, y termina en ahorro en vez de deuda.',
    step_authorized_user: 'Pida a un familiar con un historial largo y limpio y saldos bajos que le añada como usuario autorizado de su tarjeta.',
    why_authorized_user: 'Muchos emisores informan la cuenta también en su expediente, prestándole su antigüedad e historial; elija a alguien que siempre pague a tiempo.',
    step_rent_reporting: 'Pida a su arrendador o a un servicio de informes de alquiler que informe sus pagos de alquiler a las agencias.',
    why_rent_reporting: 'El alquiler que ya paga se convierte en historial positivo; algunas puntuaciones y prestamistas lo tienen en cuenta.',
    step_on_time_payments: 'Pague cada cuenta a tiempo, todos los meses: programe pagos mínimos automáticos como red de seguridad.',
    why_on_time_payments: 'El historial de pagos es lo que más pesa en toda puntuación; un solo pago con 30 días de atraso puede deshacer meses de avance.',
    step_utilization: 'Mantenga el saldo de cada tarjeta por debajo del 30 % de su límite, idealmente del 10 % ({ten_percent} con un límite de {deposit}), al cierre del estado de cuenta.',
    why_utilization: 'La puntuación lee el saldo del estado de cuenta; un uso bajo muestra que no depende del crédito.',
    step_limit_applications: 'Solicite crédito nuevo pocas veces: no más de una cuenta nueva cada seis meses mientras construye.',
    why_limit_applications: 'Cada solicitud es una consulta rigurosa y cada cuenta nueva reduce la antigüedad media de sus cuentas.',
    step_keep_accounts_open: 'Mantenga abiertas sus cuentas más antiguas y úselas de vez en cuando.',
    why_keep_accounts_open: 'Cerrar cuentas antiguas acorta su historial y sube el uso del crédito.',
    deposit_affordable: 'Un depósito asegurado de {deposit} es el {share} % o menos de su ingreso mensual de {income}.',
    deposit_stretch: 'Con el {share} % de su ingreso mensual de {income} el depósito sería de {affordable}, por debajo del mínimo de {minimum} que se supone aquí (una cifra editorial; cada emisor fija el suyo): empiece con un préstamo para crear crédito o ahorre el depósito durante unos meses.',
    deposit_no_income: 'Aquí se supone un depósito asegurado de al menos {minimum} (una cifra editorial; cada emisor fija el suyo); indique su ingreso mensual para calcularlo.',
    warn_editorial: 'La estimación de tiempo se basa en supuestos editoriales (puntos ganados por mes, la primera puntuación de un expediente nuevo), no en cifras publicadas; no está verificada y es solo una guía aproximada.',
    warn_local_scale: 'La meta de {goal} se lee en la escala de {country} ({min}–{max}); esas puntuaciones no son comparables con las FICO de EE. UU.',
    warn_no_file_other_models: 'Algunos prestamistas usan puntuaciones (como VantageScore o FICO Score XD) que pueden puntuar un expediente antes de seis meses.',
    narrative_no_file: 'Sin expediente de crédito todavía, la primera puntuación suele aparecer unos {first_months, plural, one {# mes} other {# meses}} después de que se informe su primera cuenta. Llegar a {goal} lleva entonces unos {low} a {high, plural, one {# mes} other {# meses}} en total, entre {date_low} y {date_high}, con pagos puntuales y saldos bajos.',
    narrative_building: 'De {score} a {goal} hay {gap} puntos: unos {low} a {high, plural, one {# mes} other {# meses}} (entre {date_low} y {date_high}) con pagos puntuales y saldos bajos.',
    narrative_reached: 'Su puntuación de {score} ya alcanza la meta de {goal}; el plan es mantenerla.',
  },
  de: PLAN_CREDIT_BUILDING_MESSAGES_DE,
  fr: PLAN_CREDIT_BUILDING_MESSAGES_FR,
};
