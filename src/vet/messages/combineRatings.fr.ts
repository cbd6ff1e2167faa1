import type { CombineRatingsMessageKey } from './combineRatings.js';

/**
 * French text of combineRatings (vouvoiement). The rules cited are the US schedule's (38 CFR 4.25, 4.26), which this
 * engine applies: the French says so as the English does.
 *
 * @see ./combineRatings.ts
 */
export const COMBINE_RATINGS_MESSAGES_FR: Readonly<Record<CombineRatingsMessageKey, string>> = {
  summary: 'Les taux se combinent à {unrounded}%, ce qui donne un taux combiné de {combined}% (38 CFR 4.25).',
  summary_empty: 'Aucun taux n’a été indiqué : le taux combiné est donc de 0%.',
  limbs_arm: 'des deux bras',
  limbs_leg: 'des deux jambes',
  limbs_all: 'des quatre membres',
  note_bilateral:
    'Facteur bilatéral (38 CFR 4.26) : les invalidités {limbs} se combinent à {group}% ; en ajoutant 10% de cette valeur ({factor}), on obtient {value}%, qui est ensuite traité comme une seule invalidité.',
  note_exception_partial:
    '38 CFR 4.26(d) : en retirant {count} des invalidités appariées du facteur bilatéral et en les combinant séparément, on obtient {combined}% au lieu de {default}% ; c’est donc le résultat retenu.',
  note_exception_all:
    '38 CFR 4.26(d) : combiner les invalidités appariées sans le facteur bilatéral donne {combined}% au lieu de {default}% ; le facteur n’est donc pas appliqué.',
  note_exception_not_in_force:
    'L’exception du 38 CFR 4.26(d), qui écarte le facteur bilatéral quand cela donne un résultat plus élevé, est entrée en vigueur le 2023-04-16 et n’a pas été appliquée au {asOf}.',
  note_incomplete_side:
    'Une invalidité doit indiquer un membre (bras ou jambe) et un côté (gauche ou droit) pour compter dans le facteur bilatéral ; {count} ne les indiquaient pas tous les deux et ont été combinées comme des taux ordinaires.',
  note_zero:
    'Les taux de 0% n’ajoutent rien à la valeur combinée. Le 38 CFR 3.324 peut tout de même verser le taux de 10% pour plusieurs invalidités non indemnisables ; ce calcul ne tranche pas cette question.',
  note_noncompensable_pair:
    'Le facteur bilatéral exige une invalidité indemnisable (10% ou plus) de chaque côté d’une paire de membres (38 CFR 4.26(c)) ; aucune paire ne remplissait cette condition ici.',
};
