import type { PlanPayoffMessageKey } from './planPayoff.js';

/**
 * French narrative of planPayoff (vouvoiement; no country's law assumed, so it reads right in Québec as in France).
 *
 * @see ./planPayoff.ts
 */
export const PLAN_PAYOFF_MESSAGES_FR: Readonly<Record<PlanPayoffMessageKey, string>> = {
  method_avalanche: 'avalanche (taux d’intérêt le plus élevé d’abord)',
  method_snowball: 'boule de neige (plus petit solde d’abord)',
  method_hybrid: 'hybride (plus petit rapport solde/taux d’abord)',
  months: '{count, plural, one {# mois} other {# mois}}',
  rec_lowest_interest:
    'Utilisez la méthode {method} : c’est elle qui coûte le moins d’intérêts ({interest}), soit {delta} de moins que l’ordre le plus coûteux. Consacrez d’abord chaque somme disponible à {first}.',
  rec_quick_win:
    'Utilisez la méthode {method} : elle solde {first} au mois {month}, {sooner} plus tôt que la méthode avalanche, pour seulement {delta} d’intérêts en plus. Une première victoire rapide aide beaucoup de personnes à tenir leur plan.',
  rec_all_equal: 'Toutes les méthodes donnent ici le même résultat. Suivez l’ordre avalanche et commencez par {first}.',
  rec_none_finish:
    'Aucune méthode ne rembourse ces dettes en {horizon} avec ce paiement. L’ordre avalanche laisse le plus petit solde dû ({remaining}) ; augmentez le paiement mensuel ou demandez à vos créanciers un taux plus bas.',
  rec_explicit:
    'Vous avez choisi la méthode {method} : {interest} d’intérêts, soit {delta} de plus que la méthode avalanche. Commencez par {first}.',
  rec_explicit_cheapest: 'Vous avez choisi la méthode {method}, qui est aussi l’ordre le moins coûteux ici : {interest} d’intérêts. Commencez par {first}.',
  narrative_paid:
    'Vous devez {total} sur {count, plural, one {# dette} other {# dettes}}. En payant {budget} par mois avec la méthode {method}, vous n’avez plus de dettes dans {duration} (d’ici le {date}) et payez {interest} d’intérêts, soit {savings} de moins qu’en ne payant que les minimums.',
  narrative_paid_lower_bound:
    'Vous devez {total} sur {count, plural, one {# dette} other {# dettes}}. En payant {budget} par mois avec la méthode {method}, vous n’avez plus de dettes dans {duration} (d’ici le {date}) et payez {interest} d’intérêts. Les seuls paiements minimums ne rembourseraient jamais ces dettes et, sur la même durée de {duration}, coûteraient au moins {savings} d’intérêts de plus.',
  narrative_unpaid:
    'Vous devez {total} sur {count, plural, one {# dette} other {# dettes}}. En payant {budget} par mois avec la méthode {method}, il reste {remaining} à payer après {duration}. Le paiement ne suit pas les intérêts : augmentez-le ou négociez des taux plus bas.',
  milestone_first_debt_paid: '{creditor} est remboursé.',
  milestone_half_balance_paid: 'La moitié du solde de départ est remboursée.',
  milestone_debt_free: 'Plus aucune dette.',
  warn_negative_amortization:
    '{creditor} : le minimum de {minimum} ne couvre pas les intérêts du mois ({interest}) ; avec les seuls minimums, le solde augmente de {growth} par mois et n’est jamais remboursé (amortissement négatif). S’il s’agit d’une carte, son minimum suit généralement le solde (souvent les intérêts plus 1% du solde) : vérifiez le minimum sur le relevé. Un paiement de {payment} par mois rembourse cette dette en {months, plural, one {# mois} other {# mois}} à son taux actuel.',
  warn_interest_only: '{creditor} : le minimum de {minimum} ne couvre que les intérêts ; avec les seuls minimums, ce solde ne baisse jamais.',
  warn_no_minimum: '{creditor} : aucun paiement minimum n’est fixé et la dette ne porte pas d’intérêts ; avec les seuls minimums, elle n’est jamais remboursée.',
  warn_already_paid: '{creditor} : le solde est nul, cette dette est donc exclue du plan.',
  warn_plan_unfinished: 'La méthode {method} laisse {remaining} à payer après {duration}.',
  warn_minimums_unfinished: 'Les seuls paiements minimums laissent {remaining} à payer après {duration}.',
  warn_diverged: 'Avec la méthode {method}, le solde augmente sans limite ; la simulation s’est arrêtée après {duration}.',
  warn_never: 'La méthode {method} ne rembourse jamais ces dettes avec ce paiement : après {duration}, vous devez {remaining}, contre {start} aujourd’hui.',
  warn_minimums_never: 'Les seuls paiements minimums ne remboursent jamais ces dettes : après {duration}, il reste {remaining} à payer.',
  rec_never:
    'Aucune méthode ne rembourse ces dettes : les {budget} par mois ne couvrent pas les {interest} d’intérêts facturés chaque mois. Portez le paiement à {payment} par mois pour les rembourser en {months, plural, one {# mois} other {# mois}}, ou demandez aux créanciers un taux plus bas ou un plan pour difficultés financières.',
  rec_never_later:
    'Aucune méthode ne rembourse ces dettes : les {budget} par mois couvrent les intérêts de ce mois, mais une dette dont le minimum ne couvre pas ses propres intérêts augmente plus vite que le plan ne peut l’atteindre. Portez le paiement à {payment} par mois pour les rembourser en {months, plural, one {# mois} other {# mois}}, ou demandez aux créanciers un taux plus bas ou un plan pour difficultés financières.',
  narrative_never_later:
    'Vous devez {total} sur {count, plural, one {# dette} other {# dettes}}. Un paiement de {budget} par mois couvre les intérêts de ce mois, mais une dette dont le minimum ne couvre pas ses propres intérêts augmente plus vite que le plan ne peut l’atteindre : les dettes ne sont donc jamais remboursées et, après {duration}, vous devriez {remaining}. Un paiement de {payment} par mois les rembourserait en {months, plural, one {# mois} other {# mois}} aux taux actuels.',
  narrative_never:
    'Vous devez {total} sur {count, plural, one {# dette} other {# dettes}}. Un paiement de {budget} par mois ne couvre pas les {interest} d’intérêts facturés chaque mois : le solde augmente et n’est jamais remboursé ; après {duration}, vous devriez {remaining}. Un paiement de {payment} par mois le rembourserait en {months, plural, one {# mois} other {# mois}} aux taux actuels.',
};
