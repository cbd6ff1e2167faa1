import type { ListStateBenefitsMessageKey } from './listStateBenefits.js';

/**
 * French text of listStateBenefits (vouvoiement). Program names and legal citations are proper nouns and stay as
 * written; outside the US the lines say US state rules are not applied.
 *
 * @see ./listStateBenefits.ts
 */
export const LIST_STATE_BENEFITS_MESSAGES_FR: Readonly<Record<ListStateBenefitsMessageKey, string>> = {
  what_property_tax: 'Allègement de l’impôt foncier pour les vétérans invalides',
  what_tuition: 'Exonération des droits de scolarité ou aide aux études',
  what_employment_preference: 'Préférence pour les vétérans à l’embauche dans le secteur public',
  what_motor_vehicle: 'Plaques, immatriculation et réduction des droits pour les véhicules',
  what_hunting_fishing: 'Permis de chasse et de pêche gratuits ou à tarif réduit',
  what_burial: 'Cimetière des vétérans et prestations funéraires',
  what_veterans_home: 'Foyer pour vétérans (soins de longue durée)',
  what_other: 'Autres soutiens régionaux',
  kind_full: '{what} : exonération totale ou dispense de droits.',
  kind_partial: '{what} : exonération partielle, crédit ou droits réduits.',
  kind_program: '{what} : un programme existe ; l’admissibilité et les montants sont fixés par sa loi.',
  kind_local: '{what} : fixé ou géré localement (comté, ville, conseil ou district scolaire) ; renseignez-vous auprès du bureau local.',
  kind_national: '{what} : offert à l’échelle nationale plutôt que par la région.',
  kind_none: '{what} : aucun programme connu à ce niveau ; vérifiez auprès de {agency}.',
  kind_check: '{what} : non confirmé dans ces données ; vérifiez auprès de {agency}.',
  law: 'Loi : {law}.',
  threshold: 'Taux d’invalidité lié au service minimal admissible : {min}%.',
  threshold_pt: 'Taux d’invalidité lié au service minimal admissible : {min}%, reconnu permanent et total.',
  for_dependents: 'Pour le conjoint ou les enfants du vétéran.',
  for_veteran_and_dependents: 'Pour le vétéran et, dans certains cas, son conjoint ou ses enfants.',
  has_tiers: 'Le montant dépend de la tranche de taux (voir tiers).',
  has_figures: 'Les montants datés figurent dans figures.',
  status_likely_qualifies: 'Un taux de {rating}% atteint le seuil de {min}% : admissibilité probable si les autres conditions (résidence, propriété, libération) sont remplies.',
  status_qualifies_if_permanent_and_total: 'Un taux de {rating}% atteint le seuil de {min}% ; la loi exige aussi que le taux soit permanent et total.',
  status_not_at_this_rating: 'Exige un taux de {min}% ou plus ; un taux de {rating}% ne l’atteint pas.',
  status_rating_not_given: 'Exige un taux de {min}% ou plus ; envoyez disability_rating pour le vérifier.',
  status_not_rating_based: 'Non lié à un taux d’invalidité : l’admissibilité repose sur le service, la libération, la résidence ou les règles du programme.',
  status_no_program: 'Aucun programme auquel s’inscrire à ce niveau.',
  status_check_locally: 'L’admissibilité n’a pas pu être évaluée à partir de ces données ; renseignez-vous auprès du bureau indiqué dans la source.',
  note_unverified: 'Ces renseignements ont été encodés à partir des lois et des pages des organismes cités, sans vérification datée (verified: null) ; les règles et les montants changent : confirmez-les auprès de {agency} avant d’en dépendre.',
  note_rating_rounding: 'Les taux combinés du VA sont des multiples de 10 ; un taux de {rating}% a été comparé à chaque seuil tel quel.',
  note_stale_figures: 'Les montants indiqués pour {name} sont ceux en vigueur depuis le {effective} ; l’État les fixe de nouveau chaque année et aucun montant pour la période à partir du {since} n’est enregistré ici : demandez les montants actuels à {agency}.',
  note_conditions: 'La plupart des prestations exigent aussi la résidence, une libération honorable ou la propriété d’un bien ; le seuil de taux ne suffit pas à décider de l’admissibilité.',
  note_germany_federal: 'En Allemagne, la plupart des soutiens aux vétérans sont fédéraux (Bundeswehr, Veteranenbüro der Bundeswehr, Soldatenentschädigungsgesetz) ; les Länder ajoutent peu de mesures propres aux vétérans.',
  note_nz_no_subnational: 'La Nouvelle-Zélande n’a pas de programmes régionaux pour les vétérans ; Veterans’ Affairs New Zealand gère le soutien à l’échelle nationale, quelle que soit la région.',
  note_national_programs: 'Pour ce pays ({country}), l’essentiel du soutien aux vétérans est national ; les prestations régionales sont surtout des réductions, des plaques d’immatriculation et des obligations des autorités locales.',
  note_rating_not_used: 'disability_rating est lu comme un pourcentage à l’américaine ; hors des États-Unis, il ne conditionne pas les prestations indiquées ici (chaque pays a sa propre évaluation).',
  note_unmapped: 'Aucun programme régional pour vétérans n’est répertorié ({country}), et les règles des États américains ne sont pas appliquées ; renseignez-vous auprès de l’autorité des anciens combattants de ce pays au sujet de « {region} ».',
  summary_rated: '{name} : {likely, plural, one {# prestation probablement accessible} other {# prestations probablement accessibles}} avec un taux de {rating}%, {not_at} non accessibles à ce taux, sur les sept catégories.',
  summary_unrated: '{name} : prestations pour vétérans dans sept catégories ; {gated, plural, one {# est liée} other {# sont liées}} à un seuil de taux (envoyez disability_rating pour les vérifier).',
  summary_unmapped: 'Aucune prestation régionale n’est répertoriée ({country}).',
};
