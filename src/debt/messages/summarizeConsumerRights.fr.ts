import type { SummarizeConsumerRightsKey } from './summarizeConsumerRights.js';

/**
 * French text of summarizeConsumerRights (vouvoiement). Each country's line names only that country's laws; the
 * Canadian one stays provincial, as the English does, so it holds in Québec.
 *
 * @see ./summarizeConsumerRights.ts
 */
export const SUMMARIZE_CONSUMER_RIGHTS_MESSAGES_FR: Readonly<Record<SummarizeConsumerRightsKey, string>> = {
  narrative_US:
    'Aux États-Unis, la FDCPA et le Regulation F limitent la façon dont les agences de recouvrement peuvent vous contacter et vous permettent d’exiger la justification d’une dette, et le Fair Credit Reporting Act vous permet de contester gratuitement les erreurs de votre dossier de crédit. Où porter plainte : {bodies}.',
  narrative_UK:
    'Au Royaume-Uni, les règles CONC 7 de la FCA obligent prêteurs et agences de recouvrement à vous traiter équitablement en cas d’arriérés, le Consumer Credit Act vous permet d’exiger votre contrat et le UK GDPR vous permet de faire corriger votre dossier de crédit. Où porter plainte : {bodies}.',
  narrative_CA:
    'Au Canada, les lois provinciales encadrent par permis les agences de recouvrement et les agences d’évaluation du crédit, limitent les contacts de recouvrement et vous permettent de contester les erreurs de votre dossier de crédit. Où porter plainte : {bodies}.',
  narrative_AU:
    'En Australie, la ligne directrice de l’ACCC et de l’ASIC sur le recouvrement de dettes et l’Australian Consumer Law limitent les contacts de recouvrement, le National Credit Code vous donne le droit de demander une aide en cas de difficultés financières et le Privacy Act vous permet de faire corriger votre dossier de crédit. Où porter plainte : {bodies}.',
  warn_estimates: 'Les dates sont des estimations qui supposent que l’événement déclencheur (un avis, une lettre, une plainte) a lieu aujourd’hui.',
};
