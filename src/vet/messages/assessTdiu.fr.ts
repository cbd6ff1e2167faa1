import type { AssessTdiuMessageKey } from './assessTdiu.js';

/**
 * French text of assessTdiu (vouvoiement). TDIU is a US benefit: the French cites the US rules (38 CFR 4.16) only
 * for a US claim, and says so for other countries, as the English does.
 *
 * @see https://www.law.cornell.edu/cfr/text/38/4.16
 */
export const ASSESS_TDIU_MESSAGES_FR: Readonly<Record<AssessTdiuMessageKey, string>> = {
  schedular_met_single: 'Une invalidité évaluée à {max}% atteint le seuil de 60% pour une invalidité unique (38 CFR 4.16(a)).',
  schedular_met_multiple: 'Deux invalidités ou plus, dont une évaluée à {max}% (40% ou plus), et un taux combiné de {combined}% (70% ou plus) remplissent le 38 CFR 4.16(a).',
  schedular_not_met_list: 'Les taux ({ratings} ; combiné {combined}%) ne remplissent pas le 38 CFR 4.16(a) : une invalidité de 60%, ou une de 40% avec un taux combiné de 70%.',
  schedular_possible_combined: 'Un taux combiné de {combined}% peut remplir le 38 CFR 4.16(a) ; cela dépend des taux individuels (un de 60%, ou un de 40% avec un taux combiné de 70%). Envoyez disability_ratings pour le vérifier.',
  schedular_not_met_combined: 'Un taux combiné de {combined}% ne peut pas remplir le 38 CFR 4.16(a), qui exige au moins 60%.',
  schedular_unknown: 'Aucun taux indiqué : envoyez rating (combiné) ou disability_ratings pour vérifier le 38 CFR 4.16(a).',
  schedular_one_disability_rule:
    'Pour ces seuils, comptent comme une seule invalidité : les invalidités des deux bras ou des deux jambes, celles d’une cause commune ou d’un seul accident, d’un même système corporel, de blessures multiples au combat, ou subies comme prisonnier de guerre.',
  extraschedular_applies:
    'Les seuils du barème ne sont pas atteints, mais un vétéran incapable d’obtenir un travail substantiellement rémunérateur à cause d’invalidités liées au service peut tout de même obtenir la TDIU : le bureau régional doit transmettre la demande au Director, Compensation Service (38 CFR 4.16(b)).',
  extraschedular_not_needed: 'La voie hors barème (38 CFR 4.16(b)) vise les vétérans sous les seuils du barème ; elle n’est pas nécessaire ici.',
  employment_not_working: 'Sans emploi ({status}).',
  employment_protected: 'Un travail en milieu protégé (entreprise familiale ou atelier protégé) est un emploi marginal, quelle que soit sa rémunération (38 CFR 4.16(a)).',
  employment_marginal: 'Un revenu d’activité de {annual, money} par an est égal ou inférieur au seuil de pauvreté de {threshold, money} pour une personne : emploi marginal, non substantiellement rémunérateur (38 CFR 4.16(a)).',
  employment_gainful: 'Un revenu d’activité de {annual, money} par an dépasse le seuil de pauvreté de {threshold, money} pour une personne, ce qui indique un emploi substantiellement rémunérateur, sauf si le travail s’exerce en milieu protégé.',
  employment_unknown: 'Situation d’emploi non indiquée : la TDIU exige d’être incapable d’obtenir ou de conserver un emploi substantiellement rémunérateur à cause d’invalidités liées au service.',
  employment_working_no_income: 'En emploi ({status}), mais aucun revenu indiqué : envoyez income pour comparer avec la limite d’emploi marginal de {threshold, money}.',
  evidence_8940: 'Formulaire VA 21-8940, Veteran’s Application for Increased Compensation Based on Unemployability (antécédents de travail des 5 dernières années, études, formation).',
  evidence_4192: 'Formulaire VA 21-4192, Request for Employment Information, rempli par chaque employeur des 12 derniers mois de travail.',
  evidence_medical: 'Des avis médicaux sur la façon dont les invalidités liées au service limitent le travail physique et sédentaire (et non sur le fait d’être « inemployable », ce que le VA décide).',
  evidence_vocational: 'Une évaluation par un expert en orientation professionnelle qui applique vos études, votre formation et vos antécédents de travail à ces limites.',
  evidence_ssa: 'Les décisions et dossiers d’invalidité de la Social Security, s’il y en a.',
  evidence_lay: 'Des déclarations de vous-même, de votre famille et d’anciens collègues sur les absences, les aménagements et les raisons de la fin des emplois.',
  evidence_earnings: 'Un relevé de revenus (relevé de la Social Security ou déclarations de revenus) montrant vos revenus depuis l’arrêt du travail.',
  step_file: 'Déposez le formulaire VA 21-8940 (avec une demande d’augmentation, ou seul quand la TDIU ressort du dossier).',
  step_employers: 'Le VA envoie le formulaire VA 21-4192 aux employeurs récents ; envoyez-le vous-même pour accélérer les choses.',
  step_exams: 'Présentez-vous aux examens pour l’indemnité et la pension ; décrivez vos pires jours et ce que vous ne pouvez pas faire.',
  step_extraschedular: 'Si les seuils ne sont pas atteints, demandez par écrit la transmission au Director, Compensation Service en vertu du 38 CFR 4.16(b).',
  step_after_award: 'Après l’octroi, renvoyez le questionnaire annuel sur l’emploi (formulaire VA 21-4140) et déclarez tout travail.',
  step_advocate: 'Demandez à un représentant accrédité par le VA (l’aide des VSO est gratuite) de revoir la demande avant de la déposer.',
  note_hundred: 'Un taux de 100% au barème donne déjà droit au taux total : la TDIU n’ajoute rien à elle seule ; elle peut encore compter pour l’indemnité mensuelle spéciale au taux housebound (Bradley v. Peake, 22 Vet. App. 280 (2008)).',
  note_age: 'L’âge et les invalidités non liées au service ne sont pas pris en compte (38 CFR 4.19).',
  note_income_monthly: 'income est lu comme un revenu d’activité mensuel et multiplié par 12.',
  note_list_over_rating: 'rating et disability_ratings ont été envoyés tous les deux ; le taux combiné de la liste ({combined}%) a été utilisé.',
  note_non_us: 'L’invalidité totale fondée sur l’inaptitude individuelle au travail (TDIU) est une prestation américaine ; ni elle ni ses montants en dollars ne s’appliquent ({country}). La prestation la plus proche est {program} ; adressez-vous à {authority}.',
  note_unmapped: 'Aucune prestation d’inaptitude au travail n’est répertoriée ({country}), et les règles américaines n’ont pas été appliquées.',
  summary_likely: 'Admissibilité probable à la TDIU : les seuils du barème sont atteints et la situation de travail n’est pas substantiellement rémunératrice. La TDIU verse le taux de 100% ({amount, money} par mois pour un vétéran seul, taux en vigueur depuis le {effective}).',
  summary_possible: 'Admissibilité possible à la TDIU ; les points en suspens figurent dans les sections barème et emploi. Si elle est accordée, elle verse le taux de 100% ({amount, money} par mois pour un vétéran seul).',
  summary_extraschedular: 'Sous les seuils du barème, mais la TDIU reste possible par la voie hors barème (38 CFR 4.16(b)).',
  summary_unlikely: 'Admissibilité peu probable à la TDIU pour le moment : le revenu indique un emploi substantiellement rémunérateur.',
  summary_not_needed: 'Avec un taux combiné de 100%, la TDIU n’ajoute rien au montant mensuel.',
  summary_needs_information: 'Envoyez un taux (ou disability_ratings) et income ou employment_status pour évaluer la TDIU.',
  summary_non_us: '{country} : la prestation la plus proche est {program} ; la TDIU est une prestation américaine et ne s’applique pas.',
  summary_unmapped: 'Aucune prestation d’inaptitude au travail n’est répertoriée ({country}) ; les règles américaines n’ont pas été appliquées.',
};
