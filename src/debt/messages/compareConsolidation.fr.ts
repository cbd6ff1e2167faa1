import type { CompareConsolidationKey } from './compareConsolidation.js';

/**
 * French narrative of compareConsolidation (vouvoiement; the non-US lines keep the English's country-neutral advice).
 *
 * @see ./compareConsolidation.ts
 */
export const COMPARE_CONSOLIDATION_MESSAGES_FR: Readonly<Record<CompareConsolidationKey, string>> = {
  band_excellent: 'excellente',
  band_good: 'bonne',
  band_fair: 'passable',
  band_poor: 'faible',
  approval_likely: 'L’approbation est probable avec une cote de crédit {band} ({score}).',
  approval_possible: 'L’approbation est possible mais non assurée avec une cote de crédit {band} ({score}).',
  approval_unlikely: 'L’approbation est peu probable avec une cote de crédit {band} ({score}) ; en cas d’approbation, attendez-vous à des conditions moins bonnes que celles indiquées.',
  option_personal_loan: 'Prêt personnel de consolidation',
  option_balance_transfer: 'Carte de crédit avec transfert de solde',
  option_home_equity: 'Marge de crédit hypothécaire',
  payment_above_current: 'Le paiement de {payment} par mois est plus élevé que vos minimums actuels de {current}.',
  payment_income: 'Le paiement représente {percent}% de votre revenu mensuel.',
  no_break_even: 'Cette option ne récupère jamais ses frais par rapport au maintien de vos dettes actuelles.',
  break_even: 'Les frais sont récupérés au mois {month} : à partir de là, vous êtes gagnant par rapport au maintien de vos dettes actuelles.',
  note_pl_origination:
    'Les frais de dossier de {percent}% ({fee}) sont retenus sur le prêt : vous empruntez donc {principal} pour rembourser {total}.',
  ineligible_bt_band: 'Les cartes de transfert de solde avec une promotion à 0% sont rarement offertes avec cette cote de crédit.',
  note_bt_fee:
    'Les frais de transfert de {percent}% ({fee}) s’ajoutent au solde. Un paiement de {payment} par mois le rembourse pendant la promotion de {months} mois ; tout solde restant ensuite est facturé à {apr}%.',
  note_bt_limit: 'La limite de crédit de la nouvelle carte peut ne pas couvrir tout le solde ; ce qui ne tient pas reste sur les anciennes cartes.',
  ineligible_not_homeowner: 'Seuls les propriétaires peuvent emprunter sur la valeur nette de leur maison.',
  note_he_risk:
    'Une marge de crédit hypothécaire est garantie par votre maison : si vous ne pouvez pas payer, vous pourriez la perdre. Elle transforme une dette non garantie en dette garantie par la maison.',
  note_he_variable: 'Les marges de crédit hypothécaires ont généralement un taux variable : le paiement peut augmenter.',
  note_he_costs: 'Des frais de clôture d’environ {percent}% ({fee}) sont supposés et ajoutés à la marge ; certains prêteurs y renoncent.',
  recommendation_empty: 'Il n’y a rien à consolider : tous les soldes sont nuls.',
  recommendation_keep:
    'Aucune des options que vous êtes susceptible d’obtenir ne fait mieux que de garder vos dettes actuelles, une fois les frais comptés. Concentrez-vous sur leur remboursement et demandez à vos créanciers des taux plus bas.',
  recommendation_option:
    'Meilleure option : {option}, qui coûte environ {savings} de moins que de garder vos dettes actuelles, avec un paiement de {payment} par mois.',
  warn_new_charges: 'La consolidation déplace la dette, elle ne l’efface pas : n’utilisez pas de nouveau les cartes remboursées.',
  warn_assumed_rates:
    'Les taux et les frais sont des chiffres de marché supposés pour votre catégorie de crédit, pas des offres. Comparez de vraies soumissions ; une préqualification se fait généralement avec une vérification de crédit sans incidence sur la cote.',
  keep_not_paid_off:
    'Aux minimums actuels, certaines dettes ne sont jamais remboursées, car le paiement ne couvre pas les intérêts ; les chiffres du maintien des dettes s’arrêtent à 50 ans.',
  warn_non_us_UK: 'Les taux supposés sont des chiffres américains. Au Royaume-Uni, comparez les prêts personnels, les cartes de transfert de solde à 0% et les prêts garantis ou les refinancements hypothécaires ; les taux et les frais diffèrent.',
  warn_non_us_CA: 'Les taux supposés sont des chiffres américains. Au Canada, comparez les prêts personnels, les cartes de transfert de solde et les marges de crédit hypothécaires de prêteurs canadiens ; les taux et les frais diffèrent.',
  warn_non_us_AU: 'Les taux supposés sont des chiffres américains. En Australie, comparez les prêts personnels, les cartes de transfert de solde et les compléments ou retraits sur prêt immobilier ; les taux et les frais diffèrent.',
  narrative:
    'Vous devez {total} sur {count, plural, one {# dette} other {# dettes}} et payez {current_payment} par mois en minimums ; si rien ne change, elles coûteraient environ {current_interest} d’intérêts. Avec une cote de crédit {band} : {recommendation}',
};
