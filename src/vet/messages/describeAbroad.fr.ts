import type { DescribeAbroadMessageKey } from './describeAbroad.js';

/**
 * French text of describeAbroad (vouvoiement): what each paying country's rules say about a veteran living abroad.
 *
 * @see ./describeAbroad.ts
 */
export const DESCRIBE_ABROAD_MESSAGES_FR: Readonly<Record<DescribeAbroadMessageKey, string>> = {
  us_compensation_payable:
    'L’indemnité d’invalidité du VA, y compris la TDIU (versée au taux de 100%), est payée quel que soit le lieu de résidence du vétéran, par virement international ou par chèque. Les revenus gagnés à l’étranger comptent quand le VA juge si un travail est substantiellement rémunérateur.',
  us_pension_abroad:
    'La VA Veterans Pension, avec Aid and Attendance ou Housebound, peut être versée à un vétéran qui vit à l’étranger, mais les plafonds de revenu et de patrimoine s’appliquent toujours en dollars américains et certaines limites liées à la résidence à l’étranger existent (38 CFR 3.653) : vérifiez auprès du VA avant d’en dépendre.',
  us_payment_restrictions:
    'Le Trésor américain retient les prestations fédérales destinées à quelques pays (31 CFR partie 211) ; les paiements à un vétéran qui y vit sont conservés jusqu’à ce qu’ils puissent être remis.',
  us_exams_abroad:
    'À l’étranger, les examens pour l’indemnité et la pension sont faits par des examinateurs sous contrat avec le VA là où il en a, sinon organisés par une ambassade ou un consulat des États-Unis ou avec des médecins locaux ; les demandes se font en ligne ou par la poste.',
  us_fmp:
    'Le VA ne peut pas inscrire un vétéran vivant à l’étranger à ses soins de santé (38 U.S.C. 1724). Le Foreign Medical Program (38 CFR 17.35) paie ou rembourse les soins à l’étranger uniquement pour les affections liées au service, les affections qui les aggravent, ou les soins nécessaires au programme Veteran Readiness and Employment ; inscrivez-vous au FMP avant le traitement.',
  us_caregiver_states_only:
    'Le Program of Comprehensive Assistance for Family Caregivers et le soutien général aux aidants ne sont offerts qu’aux personnes résidant dans un État (38 CFR 71.10(b) ; le 38 U.S.C. 101(20) comprend les 50 États, le district de Columbia, Porto Rico et les territoires). Un vétéran et un aidant vivant à l’étranger n’y sont pas admissibles.',
  uk_war_pension_overseas:
    'Les pensions du War Pensions Scheme sont versées aux pensionnés de guerre vivant à l’étranger ; Veterans UK publie des notes à leur intention. Communiquez à Veterans UK votre adresse et votre compte bancaire à l’étranger.',
  uk_afcs_overseas:
    'Les indemnités de l’Armed Forces Compensation Scheme (la somme forfaitaire du barème et le Guaranteed Income Payment) devraient rester payables à l’étranger ; confirmez-le auprès de Veterans UK et signalez-lui tout déménagement.',
  uk_health_abroad:
    'Les soins du NHS, y compris le traitement prioritaire des vétérans, supposent de vivre au Royaume-Uni ; un vétéran à l’étranger utilise le système de santé de son pays de résidence. Demandez à Veterans UK si le traitement d’une affection reconnue peut être financé.',
  uk_care_abroad:
    'Le maintien à l’étranger des allocations de soins (Constant Attendance Allowance, Armed Forces Independence Payment) et du soutien aux aidants n’a pas été vérifié ; renseignez-vous auprès de Veterans UK avant de déménager.',
  ca_benefits_abroad:
    'Anciens Combattants Canada verse l’indemnité pour douleur et souffrance et la prestation de remplacement du revenu aux vétérans vivant hors du Canada (non vérifié ici) ; tenez ACC informé de votre adresse et de votre compte bancaire.',
  ca_health_abroad:
    'La couverture santé provinciale prend fin quand vous cessez de résider au Canada ; les avantages pour soins d’ACC liés à vos affections admissibles peuvent être remboursés à l’étranger. Demandez à ACC ce qui est couvert là où vous vivez.',
  ca_care_abroad:
    'La disponibilité hors du Canada du Programme pour l’autonomie des anciens combattants et de l’allocation de reconnaissance pour aidant n’a pas été vérifiée ; renseignez-vous auprès d’ACC.',
  au_compensation_overseas:
    'L’indemnisation du DVA au titre du MRCA, du VEA ou du DRCA est généralement versée aux vétérans vivant à l’étranger (non vérifié ici) ; prévenez le DVA avant de déménager.',
  au_income_support_overseas:
    'La Service Pension, l’Income Support Supplement et le Veteran Payment continuent généralement à l’étranger, même de façon permanente, mais seul le Pension Supplement de base est versé, et l’aide au loyer, l’allocation pour région éloignée et certains suppléments cessent.',
  au_health_overseas:
    'La DVA Veteran Card ne peut pas être utilisée hors d’Australie, sauf dans le cadre d’ententes réciproques avec le Royaume-Uni, le Canada et la Nouvelle-Zélande ; ailleurs, le DVA peut rembourser le traitement des affections reconnues (demande dans les 6 mois).',
  au_care_overseas:
    'La disponibilité à l’étranger de l’attendant allowance, du Veterans’ Home Care et du soutien aux aidants n’a pas été vérifiée ; renseignez-vous auprès du DVA.',
  nz_abroad:
    'Les droits du Veterans’ Support Act 2014 qui continuent à l’étranger n’ont pas été vérifiés ; renseignez-vous auprès de Veterans’ Affairs New Zealand avant de déménager.',
  de_abroad:
    'Le maintien à l’étranger des paiements du Soldatenentschädigungsgesetz (SEG), de l’allocation de soins et des traitements n’a pas été vérifié ; renseignez-vous auprès du service d’indemnisation de la Bundeswehr avant de déménager.',
  topic_disability: 'l’indemnité d’invalidité',
  topic_pension: 'la pension pour besoins de soins',
  topic_tdiu: 'les prestations d’inaptitude au travail',
  topic_healthcare: 'les soins de santé',
  topic_caregiver: 'le soutien aux aidants',
  summary_payable: 'Vous vivez à l’étranger ({residence}) et le pays payeur ({payer}) verse {topic} : cette prestation est payable à l’étranger ; voir les lignes ci-dessous pour les examens et les modalités de paiement.',
  summary_limited: 'Vous vivez à l’étranger ({residence}) et le pays payeur ({payer}) verse {topic} : seul un programme plus restreint s’adresse aux vétérans à l’étranger ; voir les lignes ci-dessous.',
  summary_not_available: 'Vous vivez à l’étranger ({residence}) : le pays payeur ({payer}) n’offre {topic} qu’aux personnes qui résident dans le pays ; vous n’y avez donc pas accès à l’étranger.',
  summary_unknown: 'Vous vivez à l’étranger ({residence}) et le pays payeur ({payer}) verse {topic} : le maintien à l’étranger n’est pas répertorié ou pas vérifié ; renseignez-vous auprès de l’autorité.',
  summary_unmapped: 'Vous vivez à l’étranger ({residence}) ; aucune règle pour les vétérans à l’étranger n’est répertoriée pour le pays payeur ({payer}). Renseignez-vous auprès de son autorité des anciens combattants.',
};
