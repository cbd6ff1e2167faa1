import type { PlanFreedomRoadmapMessageKey } from './planFreedomRoadmap.js';

/**
 * French narrative of planFreedomRoadmap (vouvoiement; each country's help line names its own services).
 *
 * @see ./planFreedomRoadmap.ts
 */
export const PLAN_FREEDOM_ROADMAP_MESSAGES_FR: Readonly<Record<PlanFreedomRoadmapMessageKey, string>> = {
  stabilise_budget: 'Notez vos revenus et vos dépenses essentielles, et mettez chaque paiement minimum en prélèvement automatique pour que rien ne prenne plus de retard.',
  stabilise_negative_amortization: 'Appelez {creditor} : le minimum ne couvre pas les intérêts. Demandez un taux plus bas ou un plan pour difficultés financières.',
  stabilise_behind: 'Contactez {creditor} au sujet des paiements manqués avant toute autre chose ; demandez une entente de remboursement.',
  stabilise_lawsuit: 'Répondez à la poursuite de {creditor} avant la date limite fixée par le tribunal.',
  stabilise_minimums_exceed: 'Les minimums ({minimums}) dépassent ce que le plan peut payer à partir du revenu ; obtenez de l’aide avant de choisir les factures à payer.',
  counselling_US: 'Un organisme à but non lucratif de conseil en crédit (membres de la NFCC, nfcc.org) peut mettre en place un plan de gestion de dettes.',
  counselling_UK: 'Conseils gratuits en matière de dettes : StepChange, National Debtline ou Citizens Advice.',
  counselling_CA: 'Un conseiller en crédit sans but lucratif (Credit Counselling Canada) ou un syndic autorisé en insolvabilité peut vous aider.',
  counselling_AU: 'La ligne gratuite National Debt Helpline : 1800 007 007.',
  starter_save: 'Épargnez {monthly} par mois jusqu’à mettre {target} de côté pour les urgences, afin qu’une facture imprévue n’aille pas sur une carte.',
  starter_already: 'Vous détenez déjà {savings}, assez pour le fonds d’urgence de départ de {target}.',
  payoff_method: 'Payez chaque minimum et consacrez {monthly} de plus par mois à {creditor} d’abord (méthode {method}) ; reportez chaque minimum libéré sur la dette suivante.',
  payoff_no_cards: 'Évitez tout nouvel emprunt pendant le plan.',
  payoff_unfinished: 'Avec ce paiement, les dettes ne sont pas remboursées en {months, plural, one {# mois} other {# mois}} ; le paiement doit augmenter.',
  build_emergency: 'Portez le fonds d’urgence à {target} ({months_income, plural, one {# mois} other {# mois}} de revenu) avec les {monthly} par mois que prenaient les dettes.',
  build_invest: 'Investissez ensuite le même montant chaque mois, à long terme.',
  assumption_share: 'Jusqu’à {share} du revenu mensuel ({capacity}) va à l’épargne et aux paiements supplémentaires de dettes, au-delà des minimums.',
  assumption_starter: 'Fonds d’urgence de départ : {target}.',
  assumption_emergency: 'Fonds d’urgence complet : {months, plural, one {# mois} other {# mois}} de revenu ({target}) ; il est conservé en liquidités qui ne rapportent rien.',
  assumption_return: 'Les placements rapportent {rate} par an (capitalisés chaque mois), une hypothèse de planification, pas une prévision.',
  assumption_static: 'Le revenu, les taux et les paiements minimums restent ceux d’aujourd’hui ; aucune nouvelle dette.',
  method_avalanche: 'avalanche',
  method_snowball: 'boule de neige',
  method_hybrid: 'hybride',
  narrative_paid:
    'Avec {capacity} par mois au-delà des minimums, vous pouvez n’avoir plus aucune dette dans {months, plural, one {# mois} other {# mois}} (d’ici le {date}). Dans 10 ans, votre valeur nette projetée est de {net_worth}, contre {start_net_worth} aujourd’hui.',
  narrative_unpaid:
    'Avec {capacity} par mois au-delà des minimums, les dettes ne sont pas remboursées pendant le plan : il resterait {remaining} à payer après 10 ans. La première étape est de stabiliser la situation : {first_action}',
  cannot_fund_gap:
    'Un revenu de {income} par mois ne couvre pas les paiements minimums de {minimums} : il manque {shortfall} par mois au plan ; aucune date de fin des dettes ne peut donc encore être donnée.',
  cannot_fund_gap_expenses:
    'Un revenu de {income} par mois ne couvre pas les paiements minimums de {minimums} plus les dépenses essentielles de {expenses} : il manque {shortfall} par mois au plan ; aucune date de fin des dettes ne peut donc encore être donnée.',
  cannot_fund_priority: 'Continuez de payer d’abord les dettes prioritaires, car les manquer peut vous coûter votre logement, votre voiture ou un jugement : {creditors}.',
  cannot_fund_priority_general: 'Payez d’abord les factures prioritaires (logement, services publics, prêts garantis, impôts et ordonnances du tribunal) ; les dettes non garanties, comme les cartes et les prêts personnels, viennent après.',
  cannot_fund_hardship: 'Avant de manquer un paiement, demandez à chacun de ces créanciers un programme pour difficultés financières (un taux plus bas, un paiement réduit ou une pause), et obtenez toute entente par écrit : {creditors}.',
  cannot_fund_income: 'Vérifiez chaque prestation, crédit d’impôt et aide au revenu auxquels vous pourriez avoir droit, et si certaines dépenses peuvent être réduites, pour combler l’écart.',
  assumption_cannot_fund: 'Aucun plan de remboursement ni projection de valeur nette n’est établi tant que le revenu ne couvre pas les paiements minimums : les minimums ne peuvent pas être payés comme le plan le supposerait.',
  assumption_no_expenses: 'Les dépenses essentielles n’ont pas été indiquées (expenses) : le plan vérifie seulement que le revenu couvre les paiements minimums.',
  narrative_cannot_fund: 'Le plan ne peut pas être financé : il manque au revenu {shortfall} par mois pour couvrir ce qu’il doit couvrir ; il n’y a donc aucune date de fin des dettes à donner. La première étape : {first_action}',
};
