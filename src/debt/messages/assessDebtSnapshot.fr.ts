import type { AssessDebtSnapshotMessageKey } from './assessDebtSnapshot.js';

/**
 * French narrative of assessDebtSnapshot (vouvoiement; country-specific lines name the country's own bodies).
 *
 * @see ./assessDebtSnapshot.ts
 */
export const ASSESS_DEBT_SNAPSHOT_MESSAGES_FR: Readonly<Record<AssessDebtSnapshotMessageKey, string>> = {
  rating_low: 'faible',
  rating_moderate: 'modéré',
  rating_high: 'élevé',
  rating_severe: 'grave',
  reason_dti: 'Les paiements minimums absorbent {ratio} du revenu mensuel.',
  reason_dti_missing: 'Aucun revenu indiqué : cette composante est écartée et le score est recalculé sur les autres.',
  reason_dti_no_income: 'Le revenu est nul : les paiements minimums ne peuvent pas être couverts par le revenu.',
  reason_apr: 'Le taux annuel effectif moyen, pondéré par les soldes, est de {apr}.',
  reason_high_apr: '{share} du solde porte un taux annuel effectif de {threshold}% ou plus.',
  reason_negative_amortization: '{share} du solde se trouve sur des dettes dont le minimum ne fait pas baisser le solde.',
  reason_count: '{count, plural, one {# dette} other {# dettes}} avec un solde à suivre.',
  flag_negative_amortization: '{creditor} : le minimum ne couvre pas les intérêts ; avec les seuls minimums, le solde augmente.',
  flag_very_high_apr: '{creditor} : un taux annuel effectif de {apr}% atteint ou dépasse le seuil de {threshold}% qui signale un crédit coûteux.',
  flag_high_dti: 'Les paiements minimums absorbent {ratio} du revenu, soit au moins le seuil de {threshold} que les prêteurs considèrent comme la limite.',
  flag_elevated_dti: 'Les paiements minimums absorbent {ratio} du revenu, au-dessus du repère de {threshold}.',
  flag_minimums_exceed_income: 'Les paiements minimums ({minimums}) dépassent le revenu mensuel ({income}).',
  flag_behind: '{creditor} : {months, plural, one {# mois} other {# mois}} de retard de paiement.',
  flag_in_collections: '{creditor} : le compte est entre les mains d’une agence de recouvrement.',
  flag_lawsuit: '{creditor} : une poursuite ou un jugement est signalé.',
  flag_secured_behind: '{creditor} : une dette garantie est en retard, le bien donné en garantie est donc menacé.',
  flag_never_paid_on_minimums: 'Avec les seuls paiements minimums, ces dettes ne sont pas remboursées en {months, plural, one {# mois} other {# mois}}.',
  action_respond_to_lawsuit: 'Répondez à la poursuite de {creditor} avant la date limite fixée par le tribunal : un jugement par défaut peut mener à une saisie.',
  action_protect_collateral: 'Rattrapez d’abord le retard sur {creditor} ou demandez au prêteur un plan pour difficultés financières, afin de conserver le bien donné en garantie.',
  action_stop_balance_growth: 'Demandez à {creditor} un taux plus bas ou un plan pour difficultés financières, ou payez plus que le minimum : le solde augmente.',
  action_seek_counselling_US: 'Adressez-vous à un organisme à but non lucratif de conseil en crédit (membres de la NFCC, nfcc.org) pour un plan de gestion de dettes.',
  action_seek_counselling_UK: 'Obtenez des conseils gratuits en matière de dettes auprès de StepChange, National Debtline ou Citizens Advice.',
  action_seek_counselling_CA: 'Adressez-vous à un organisme sans but lucratif de conseil en crédit (Credit Counselling Canada) ou à un syndic autorisé en insolvabilité.',
  action_seek_counselling_AU: 'Appelez la ligne gratuite National Debt Helpline au 1800 007 007.',
  action_validate_collection: 'Demandez par écrit à l’agence de recouvrement de {creditor} de justifier la dette avant de payer.',
  action_follow_method: 'Payez chaque minimum, puis consacrez tout l’argent disponible à {creditor} (méthode {method}) : plus aucune dette dans {months, plural, one {# mois} other {# mois}}.',
  action_raise_payment: 'Les minimums ne remboursent pas ces dettes ; trouvez chaque mois un montant supplémentaire et consacrez-le à {creditor}.',
  action_review_high_cost: 'Cherchez une façon moins coûteuse de porter le solde de {creditor} (un prêt à taux plus bas ou un taux pour difficultés financières).',
  method_avalanche: 'avalanche',
  method_snowball: 'boule de neige',
  method_hybrid: 'hybride',
  narrative:
    'Vous devez {total} sur {count, plural, one {# dette} other {# dettes}}. Votre score de poids de la dette est de {score} sur 100 ({rating}). {dti}Avec les seuls paiements minimums, {minimums_outcome} ; avec la méthode {method}, {method_outcome}.',
  narrative_same:
    'Vous devez {total} sur {count, plural, one {# dette} other {# dettes}}. Votre score de poids de la dette est de {score} sur 100 ({rating}). {dti}Avec les seuls paiements minimums comme avec la méthode {method}, le résultat est le même : {method_outcome}.',
  narrative_dti: 'Les paiements minimums absorbent {ratio} de votre revenu. ',
  outcome_paid: 'vous n’avez plus de dettes dans {months, plural, one {# mois} other {# mois}} et payez {interest} d’intérêts',
  outcome_unpaid: 'il reste {remaining} à payer après {months, plural, one {# mois} other {# mois}}',
};
