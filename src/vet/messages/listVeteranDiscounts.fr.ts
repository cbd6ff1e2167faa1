import type { ListVeteranDiscountsMessageKey } from './listVeteranDiscounts.js';

/**
 * French text of listVeteranDiscounts (vouvoiement).
 *
 * @see ./listVeteranDiscounts.ts
 */
export const LIST_VETERAN_DISCOUNTS_MESSAGES_FR: Readonly<Record<ListVeteranDiscountsMessageKey, string>> = {
  private_caveat: 'Offre d’une entreprise privée : non vérifiée ici, susceptible d’être modifiée ou retirée ; confirmez-la auprès de l’entreprise avant d’en dépendre.',
  government_basis: 'Accordée par la loi ou par une politique publique.',
  needs_rating: 'Exige un taux d’invalidité lié au service d’au moins {min}% ; le vôtre est de {rating}%.',
  needs_pt: 'Exige un taux de 100% permanent et total (P&T).',
  rating_unknown: 'Exige un taux d’invalidité lié au service d’au moins {min}%{pt} : envoyez disability_rating pour le vérifier.',
  none_in_category: '{category, plural, one {Aucune réduction # n’est répertoriée} other {Aucune réduction # n’est répertoriée}} pour {country}.',
  nz_none: 'La Nouvelle-Zélande n’a pas de programme national de réductions réservé aux vétérans ; la SuperGold Card (65 ans et plus ou certains bénéficiaires de prestations) est le programme général le plus proche, et certaines RSA organisent des offres locales.',
  unmapped: 'Aucune réduction pour vétérans n’est répertoriée pour {country} ; les réductions américaines ne sont pas appliquées.',
  summary: '{count, plural, one {# réduction} other {# réductions}} pour {country}{category}, dont {eligible} utilisables d’après ce que vous nous avez indiqué.',
  summary_none: 'Aucune réduction répertoriée pour {country}{category}.',
};
