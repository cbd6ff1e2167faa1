import type { AssessAidAttendanceMessageKey } from './assessAidAttendance.js';

/**
 * French text of assessAidAttendance (vouvoiement). The care-needs pension is a US program; other countries' lines
 * name their own program and say US rules are not applied, as the English does.
 *
 * @see https://www.law.cornell.edu/cfr/text/38/3.351
 */
export const ASSESS_AID_ATTENDANCE_MESSAGES_FR: Readonly<Record<AssessAidAttendanceMessageKey, string>> = {
  reason_wartime_service:
    'Non vérifié : le vétéran doit avoir 90 jours de service actif, dont au moins un jour pendant une période de guerre (38 CFR 3.2 ; 24 mois ou toute la durée de l’appel pour un service commencé après le 1980-09-07), et une libération autre que déshonorante.',
  reason_age_met: 'L’âge de {age} ans remplit la condition des 65 ans de la Veterans Pension (38 U.S.C. 1513).',
  reason_age_under_65: 'Avant 65 ans, le vétéran doit être atteint d’une invalidité permanente et totale, résider dans un établissement de soins de longue durée, ou recevoir une prestation d’invalidité de la Social Security ou le SSI.',
  reason_age_unknown: 'Âge non indiqué : le vétéran doit avoir 65 ans ou plus, ou être atteint d’une invalidité permanente et totale, résider dans un établissement de soins, ou recevoir une prestation d’invalidité de la Social Security ou le SSI.',
  reason_surviving_spouse: 'La Survivors Pension n’a pas de condition d’âge : le conjoint survivant d’un vétéran ayant servi en temps de guerre, non remarié, peut y être admissible.',
  reason_care_aid_attendance: 'Les besoins indiqués ({needs}) relèvent de l’Aid and Attendance : aide régulière pour les activités quotidiennes, protection contre les dangers, alitement, soins en établissement ou cécité admissible (38 CFR 3.351(c), 3.352(a)).',
  reason_care_housebound: 'Les besoins indiqués ({needs}) relèvent du Housebound : confinement substantiel au domicile en raison d’une invalidité permanente (38 CFR 3.351(d)).',
  reason_care_unknown: 'Aucun besoin indiqué ne relève de l’Aid and Attendance ni du Housebound ; le taux de base de la pension est utilisé. Indiquez des besoins comme la toilette, l’habillage, la démence, l’établissement de soins ou le confinement au domicile.',
  reason_net_worth_within: 'Un patrimoine net de {net_worth, money} (actifs plus revenu annuel comptabilisable) respecte la limite de {limit, money} (38 CFR 3.274).',
  reason_net_worth_over: 'Un patrimoine net de {net_worth, money} (actifs plus revenu annuel comptabilisable) dépasse la limite de {limit, money} (38 CFR 3.274) ; les actifs excédentaires doivent être consacrés aux besoins, et les transferts des 36 derniers mois sont pénalisés (38 CFR 3.276).',
  reason_net_worth_unknown: 'Actifs non indiqués : les actifs (hors résidence et terrain d’au plus 2 acres) plus le revenu annuel comptabilisable ne doivent pas dépasser {limit, money}.',
  reason_income_met: 'Un revenu annuel comptabilisable de {countable, money} est inférieur au taux annuel maximal de pension de {mapr, money} : une pension de {annual, money} par an est donc payable.',
  reason_income_none: 'Aucun revenu annuel comptabilisable : la totalité du taux annuel maximal de pension est donc payable, soit {annual, money} par an.',
  reason_income_over: 'Un revenu annuel comptabilisable de {countable, money} atteint ou dépasse le taux annuel maximal de pension de {mapr, money} : aucune pension n’est donc payable ; des frais médicaux non remboursés plus élevés réduiraient le revenu comptabilisable.',
  reason_income_unknown: 'Revenu non indiqué : la pension est le taux annuel maximal de pension ({mapr, money}) moins le revenu comptabilisable.',
  period_mexican_border: 'Période de la frontière mexicaine',
  period_world_war_i: 'Première Guerre mondiale',
  period_world_war_ii: 'Seconde Guerre mondiale',
  period_korean_conflict: 'Guerre de Corée',
  period_vietnam_era: 'Ère du Vietnam (en République du Vietnam à partir du 1955-11-01)',
  period_gulf_war: 'Guerre du Golfe (pas encore de date de fin)',
  step_form_veteran: 'Déposez le formulaire VA 21-527EZ (Application for Veterans Pension), en ligne sur va.gov ou par la poste.',
  step_form_survivor: 'Déposez le formulaire VA 21P-534EZ (Application for DIC, Survivors Pension and Accrued Benefits).',
  step_medical_form: 'Faites remplir par un médecin le formulaire VA 21-2680 (Examination for Housebound Status or Permanent Need for Regular Aid and Attendance) ; pour un établissement de soins, le formulaire VA 21-0779.',
  step_expenses: 'Déclarez les frais médicaux et de soins récurrents non remboursés (soins à domicile, résidence avec assistance, primes d’assurance) sur le formulaire VA 21P-8416.',
  step_assets: 'Énumérez tous les actifs et revenus du ménage, ainsi que tout transfert d’actifs des 36 derniers mois.',
  step_advocate: 'Demandez l’aide d’un représentant accrédité ; la préparation d’une première demande de pension doit être gratuite (38 U.S.C. 5904) : évitez toute personne qui facture des frais pour cela.',
  referral_us: 'Un représentant d’une organisation de services aux vétérans (VSO) accréditée par le VA, un avocat ou un agent de réclamations ; l’aide des VSO est gratuite.',
  note_income_monthly: 'income est lu comme le revenu mensuel du ménage et multiplié par 12.',
  note_care_cost_monthly: 'care_cost est lu comme les frais médicaux et de soins mensuels non remboursés et multiplié par 12.',
  note_two_veterans: 'Les taux pour deux vétérans mariés l’un à l’autre, les pensions protégées et les taux de la guerre hispano-américaine ne sont pas inclus.',
  note_look_back: 'Les actifs donnés ou vendus sous leur juste valeur dans les 36 mois précédant la demande, et qui auraient porté le patrimoine net au-delà de la limite, entraînent une pénalité pouvant aller jusqu’à 5 ans : le montant transféré divisé par {penalty_rate, money} donne le nombre de mois sans pension (38 CFR 3.276).',
  note_non_us: 'La pension américaine pour besoins de soins (Aid and Attendance) et ses montants en dollars ne s’appliquent pas ({country}). Le programme le plus proche est {program} ; adressez-vous à {authority}.',
  note_unmapped: 'Aucun programme pour besoins de soins n’est répertorié ({country}), et les règles américaines n’ont pas été appliquées. Adressez-vous à l’autorité nationale des anciens combattants ou aux services sociaux du pays ({country}).',
  summary_likely: 'Admissibilité probable à la {level} : environ {monthly, money} par mois (maximum de {max, money} par mois pour cette situation familiale, taux en vigueur depuis le {effective}). Le service en temps de guerre reste à confirmer.',
  summary_likely_max: 'Admissibilité probable à la {level} : environ {monthly, money} par mois, le maximum pour cette situation familiale (taux en vigueur depuis le {effective}). Le service en temps de guerre reste à confirmer.',
  summary_possibly: 'Admissibilité possible à la {level} : jusqu’à {max, money} par mois pour cette situation familiale (taux en vigueur depuis le {effective}) ; les points en suspens sont indiqués dans reasons.',
  summary_unlikely: 'Admissibilité peu probable à la {level} pour le moment : voir reasons (maximum de {max, money} par mois pour cette situation familiale, taux en vigueur depuis le {effective}).',
  summary_max_only: 'Jusqu’à {max, money} par mois pour la {level} dans cette situation familiale (taux en vigueur depuis le {effective}).',
  summary_non_us: '{country} : le programme pour besoins de soins le plus proche est {program} ; la pension américaine pour besoins de soins ne s’applique pas.',
  summary_unmapped: 'Aucun programme pour besoins de soins n’est répertorié ({country}) ; les règles américaines n’ont pas été appliquées.',
  level_aid_attendance: 'pension du VA avec Aid and Attendance',
  level_housebound: 'pension du VA avec Housebound',
  level_basic: 'pension de base du VA',
};
