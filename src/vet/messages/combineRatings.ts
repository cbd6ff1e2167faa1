import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { COMBINE_RATINGS_MESSAGES_DE } from './combineRatings.de.js';
import { COMBINE_RATINGS_MESSAGES_FR } from './combineRatings.fr.js';

/** Message keys of `combineRatings`. */
export type CombineRatingsMessageKey =
  | 'summary'
  | 'summary_empty'
  | 'limbs_arm'
  | 'limbs_leg'
  | 'limbs_all'
  | 'note_bilateral'
  | 'note_exception_partial'
  | 'note_exception_all'
  | 'note_exception_not_in_force'
  | 'note_incomplete_side'
  | 'note_zero'
  | 'note_noncompensable_pair';

/**
 * Narrative text of `combineRatings`, in English and Spanish.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25
 */
export const COMBINE_RATINGS_MESSAGES: MessageCatalogs<CombineRatingsMessageKey> = {
  en: {
    summary: 'The ratings combine to {unrounded}%, which converts to a combined rating of {combined}% (38 CFR 4.25).',
    summary_empty: 'No ratings were given, so the combined rating is 0%.',
    limbs_arm: 'both arms',
    limbs_leg: 'both legs',
    limbs_all: 'all four extremities',
    note_bilateral:
      'Bilateral factor (38 CFR 4.26): the disabilities of {limbs} combine to {group}%; adding 10% of that ({factor}) gives {value}%, which is then treated as one disability.',
    note_exception_partial:
      '38 CFR 4.26(d): leaving {count} of the paired disabilities out of the bilateral factor and combining them separately gives {combined}% instead of {default}%, so that is the result.',
    note_exception_all:
      '38 CFR 4.26(d): combining the paired disabilities without the bilateral factor gives {combined}% instead of {default}%, so the factor is left out.',
    note_exception_not_in_force:
      'The 38 CFR 4.26(d) exception, which drops the bilateral factor when that gives a higher result, took effect on 2023-04-16 and was not applied to {asOf}.',
    note_incomplete_side:
      'A disability needs both a limb (arm or leg) and a side (left or right) to count toward the bilateral factor; {count} did not have both and were combined as ordinary ratings.',
    note_zero:
      '0% ratings add nothing to the combined value. 38 CFR 3.324 may still pay the 10% rate for several noncompensable disabilities; this calculation does not decide that.',
    note_noncompensable_pair:
      'The bilateral factor needs a compensable (10% or more) disability on each side of a pair of extremities (38 CFR 4.26(c)); no pair met that here.',
  },
  es: {
    summary: 'Las calificaciones se combinan en un {unrounded}%, que se convierte en una calificación combinada del {combined}% (38 CFR 4.25).',
    summary_empty: 'No se indicó ninguna calificación, así que la calificación combinada es 0%.',
    limbs_arm: 'ambos brazos',
    limbs_leg: 'ambas piernas',
    limbs_all: 'las cuatro extremidades',
    note_bilateral:
      'Factor bilateral (38 CFR 4.26): las discapacidades de {limbs} se combinan en un {group}%; al sumar el 10% de ese valor ({factor}) resulta un {value}%, que luego se trata como una sola discapacidad.',
    note_exception_partial:
      '38 CFR 4.26(d): dejar {count} de las discapacidades pareadas fuera del factor bilateral y combinarlas por separado da un {combined}% en lugar de un {default}%, así que ese es el resultado.',
    note_exception_all:
      '38 CFR 4.26(d): combinar las discapacidades pareadas sin el factor bilateral da un {combined}% en lugar de un {default}%, así que el factor no se aplica.',
    note_exception_not_in_force:
      'La excepción de 38 CFR 4.26(d), que omite el factor bilateral cuando así se obtiene un resultado mayor, entró en vigor el 2023-04-16 y no se aplicó a la fecha {asOf}.',
    note_incomplete_side:
      'Para contar en el factor bilateral, una discapacidad necesita una extremidad (brazo o pierna) y un lado (izquierdo o derecho); {count} no tenían ambos datos y se combinaron como calificaciones comunes.',
    note_zero:
      'Las calificaciones del 0% no suman nada al valor combinado. 38 CFR 3.324 puede pagar igualmente la tarifa del 10% por varias discapacidades no compensables; este cálculo no decide eso.',
    note_noncompensable_pair:
      'El factor bilateral exige una discapacidad compensable (10% o más) en cada lado de un par de extremidades (38 CFR 4.26(c)); aquí ningún par lo cumple.',
  },
  de: COMBINE_RATINGS_MESSAGES_DE,
  fr: COMBINE_RATINGS_MESSAGES_FR,
};
