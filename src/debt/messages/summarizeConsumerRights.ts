import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { SUMMARIZE_CONSUMER_RIGHTS_MESSAGES_DE } from './summarizeConsumerRights.de.js';
import { SUMMARIZE_CONSUMER_RIGHTS_MESSAGES_FR } from './summarizeConsumerRights.fr.js';

const EN = {
  narrative_US:
    'In the US, the FDCPA and Regulation F limit how debt collectors may contact you and let you demand validation of a debt, and the Fair Credit Reporting Act lets you dispute credit report errors free of charge. Where to complain: {bodies}.',
  narrative_UK:
    'In the UK, the FCA\'s CONC 7 rules require lenders and collectors to treat you fairly in arrears, the Consumer Credit Act lets you demand your agreement, and the UK GDPR lets you correct your credit file. Where to complain: {bodies}.',
  narrative_CA:
    'In Canada, provincial laws license collection agencies and credit bureaus, limit collection contact and let you dispute credit file errors. Where to complain: {bodies}.',
  narrative_AU:
    'In Australia, the ACCC/ASIC debt collection guideline and the Australian Consumer Law limit collection contact, the National Credit Code gives you a right to ask for hardship help, and the Privacy Act lets you correct your credit report. Where to complain: {bodies}.',
  warn_estimates: 'Dates are estimates that assume the triggering event (a notice, a letter, a complaint) happens today.',
} as const;

/** Message keys of {@link summarizeConsumerRights}. */
export type SummarizeConsumerRightsKey = keyof typeof EN;

const ES: Readonly<Record<SummarizeConsumerRightsKey, string>> = {
  narrative_US:
    'En EE. UU., la FDCPA y el Reglamento F limitan cómo pueden contactarle los cobradores y le permiten exigir la validación de una deuda, y la Fair Credit Reporting Act le permite disputar gratis los errores de su informe de crédito. Dónde reclamar: {bodies}.',
  narrative_UK:
    'En el Reino Unido, las normas CONC 7 de la FCA obligan a prestamistas y cobradores a tratarle con equidad si está en mora, la Consumer Credit Act le permite exigir su contrato y el UK GDPR le permite corregir su expediente de crédito. Dónde reclamar: {bodies}.',
  narrative_CA:
    'En Canadá, las leyes provinciales otorgan licencias a las agencias de cobro y de crédito, limitan el contacto para cobrar y le permiten disputar errores en su expediente de crédito. Dónde reclamar: {bodies}.',
  narrative_AU:
    'En Australia, la guía de cobro de deudas de la ACCC y la ASIC y la Australian Consumer Law limitan el contacto para cobrar, el National Credit Code le da derecho a pedir ayuda por dificultad económica y la Privacy Act le permite corregir su informe de crédito. Dónde reclamar: {bodies}.',
  warn_estimates: 'Las fechas son estimaciones que suponen que el hecho que las activa (un aviso, una carta, una reclamación) ocurre hoy.',
};

/** Narrative of {@link summarizeConsumerRights}, complete in English and Spanish. */
export const SUMMARIZE_CONSUMER_RIGHTS_MESSAGES: MessageCatalogs<SummarizeConsumerRightsKey> = {
  en: EN,
  es: ES,
  de: SUMMARIZE_CONSUMER_RIGHTS_MESSAGES_DE,
  fr: SUMMARIZE_CONSUMER_RIGHTS_MESSAGES_FR,
};
