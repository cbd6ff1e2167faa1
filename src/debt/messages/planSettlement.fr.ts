import type { PlanSettlementKey } from './planSettlement.js';

/**
 * French narrative of planSettlement (vouvoiement). Country names are locatives ("au Canada") placed where a
 * country is named; US settlement rates are labelled as a US comparison abroad, as in English.
 *
 * @see ./planSettlement.ts
 */
export const PLAN_SETTLEMENT_MESSAGES_FR: Readonly<Record<PlanSettlementKey, string>> = {
  narrative:
    'Pour une dette de type {debt_type} de {balance} avec {months, plural, one {# mois} other {# mois}} de retard, les créanciers règlent couramment pour {low} à {high}% du solde ({low_amount} à {high_amount}) ; environ {typical}% ({typical_amount}) est typique. Obtenez toute entente par écrit avant de payer.',
  narrative_current:
    'Ce compte de type {debt_type} de {balance} n’est pas en retard. Les créanciers règlent rarement les comptes en règle ; si l’un le fait, comptez sur {low} à {high}% du solde ({low_amount} à {high_amount}). Renseignez-vous d’abord sur un plan pour difficultés financières.',
  script_open: 'Bonjour, j’appelle au sujet de mon compte {creditor}. Je ne peux pas payer le solde complet de {balance}, mais je veux régler ce compte.',
  script_offer:
    'En raison de [votre difficulté : perte d’emploi, maladie, baisse de revenu], je peux offrir un paiement unique de {low_amount} ({low}% du solde) pour régler ce compte en totalité.',
  script_counter:
    'S’ils refusent : « Je comprends. Quel est le montant le plus bas que vous pouvez accepter pour fermer le compte aujourd’hui ? » Augmentez votre offre par petites étapes ; environ {typical_amount} ({typical}%) est une issue courante, et ne dépassez pas {high_amount} ({high}%).',
  script_writing:
    'Avant de payer : « Veuillez m’envoyer une entente écrite indiquant que ce paiement règle le compte en totalité, que le reste du solde est annulé et que le compte ne sera ni vendu ni recouvré de nouveau. »',
  script_reporting: 'Demandez comment le compte sera déclaré aux agences d’évaluation du crédit et obtenez cela aussi par écrit.',
  script_reporting_UK: 'Demandez comment le compte sera déclaré aux agences de référence de crédit et obtenez cela aussi par écrit.',
  script_time_barred:
    'Tant que vous n’avez pas vérifié si la dette est prescrite, ne dites pas que la dette est la vôtre, ne promettez pas de payer et ne faites aucun paiement.',
  hardship_summary_hardship_plan: 'Plan pour difficultés financières du créancier',
  hardship_description_hardship_plan:
    'Beaucoup de créanciers offrent un plan temporaire avec un taux ou un paiement réduit, des frais annulés ou une pause. Il garde le compte ouvert et nuit moins au crédit qu’un règlement.',
  hardship_summary_debt_management_plan: 'Plan de gestion de dettes par un conseiller sans but lucratif',
  hardship_description_debt_management_plan:
    'Un organisme sans but lucratif de conseil en crédit peut négocier des taux plus bas et un seul paiement mensuel, généralement sur trois à cinq ans, et rembourse la totalité du solde.',
  hardship_summary_debt_management_plan_UK: 'Plan de gestion de dettes par un service gratuit de conseil en dettes',
  hardship_description_debt_management_plan_UK: 'Un service gratuit de conseil en dettes (StepChange, National Debtline, Citizens Advice) peut mettre en place un plan de gestion de dettes : un seul paiement mensuel abordable réparti entre vos créanciers, à qui l’on demande de geler les intérêts et les frais. Des sociétés payantes offrent le même plan moyennant des frais.',
  hardship_summary_debt_management_plan_CA: 'Plan de gestion de dettes par un conseiller en crédit sans but lucratif',
  hardship_description_debt_management_plan_CA: 'Un organisme sans but lucratif de conseil en crédit peut organiser un seul paiement mensuel à vos créanciers non garantis, souvent avec des intérêts réduits ou supprimés, généralement sur cinq ans au plus ; vous remboursez la totalité du solde. Une proposition de consommateur par un syndic autorisé en insolvabilité est la solution officielle de rechange.',
  hardship_summary_debt_management_plan_AU: 'Conseil financier gratuit',
  hardship_description_debt_management_plan_AU: 'Un conseiller financier gratuit (National Debt Helpline, 1800 007 007) peut négocier pour vous des ententes de paiement ou une remise avec vos créanciers. Méfiez-vous des sociétés payantes de « gestion de dettes ».',
  hardship_summary_payment_plan: 'Plan de paiement avec l’agence de recouvrement',
  hardship_description_payment_plan:
    'Si une somme forfaitaire est hors de portée, demandez au créancier ou à l’agence de recouvrement un règlement payé en quelques versements, avec les conditions d’abord par écrit.',
  tax_us_taxable:
    'Aux États-Unis, une dette annulée est en général un revenu imposable (26 U.S.C. 61(a)(11)), sauf exclusion. Avec un règlement typique, environ {cancelled} seraient annulés.',
  tax_us_threshold:
    'Un créancier qui annule {threshold} ou plus dans l’année doit vous envoyer, ainsi qu’à l’IRS, le {form} (26 CFR 1.6050P-1). Votre règlement dépassera probablement ce seuil.',
  tax_us_below_threshold:
    'Un créancier ne doit envoyer le {form} que s’il annule {threshold} ou plus (26 CFR 1.6050P-1) ; un montant annulé plus faible reste un revenu, sauf exclusion.',
  tax_us_insolvency:
    'Exclusion pour insolvabilité : si vos dettes dépassaient la juste valeur marchande de vos actifs juste avant l’annulation, vous pouvez exclure le montant annulé jusqu’à concurrence de votre insolvabilité (26 U.S.C. 108(a)(1)(B) et (a)(3)). Utilisez la feuille de calcul de l’insolvabilité de la publication 4681 de l’IRS et joignez le {exclusion_form} à votre déclaration.',
  tax_us_other_exclusions: 'Une dette libérée dans une faillite est aussi exclue (26 U.S.C. 108(a)(1)(A)). Un fiscaliste peut confirmer ce qui s’applique à vous.',
  tax_abroad:
    'L’annulation de la dette de consommation d’un particulier n’est généralement pas traitée comme un revenu imposable {country} ; les dettes d’entreprise peuvent être différentes. Ce point n’est pas vérifié : renseignez-vous auprès de l’administration fiscale.',
  limitation_check: 'Avec {months, plural, one {# mois} other {# mois}} de retard, le délai de prescription est peut-être écoulé : le plus court {country} est d’environ {threshold, plural, one {# mois} other {# mois}}. Vérifiez le délai applicable à votre {region} avant de payer ou de reconnaître la dette.',
  limitation_clear:
    'Avec {months, plural, one {# mois} other {# mois}} de retard, la dette est très probablement encore dans le délai de prescription (le plus court {country} est d’environ {threshold, plural, one {# mois} other {# mois}}) : le créancier peut donc encore vous poursuivre.',
  warn_reg_f: 'Une agence de recouvrement ne doit pas vous poursuivre, ni menacer de vous poursuivre, pour une dette prescrite (Regulation F, {citation}).',
  warn_restart_clock_US:
    'Dans de nombreux États, un paiement, même petit, ou une promesse écrite de payer fait recommencer le délai de prescription et donne au créancier un nouveau droit de poursuivre. Quelques États ne le permettent pas ; vérifiez avant de payer.',
  warn_restart_clock_UK: 'En Angleterre, au pays de Galles et en Irlande du Nord, un paiement ou une reconnaissance écrite signée ne fait recommencer le délai de prescription que tant qu’il court encore ; une fois le délai expiré, la dette ne peut plus revivre. En Écosse, une dette non réclamée pendant cinq ans est éteinte. Vérifiez avant de payer.',
  warn_restart_clock_CA: 'Dans la plupart des provinces, un paiement ou une reconnaissance écrite de la dette fait recommencer le délai de prescription et donne au créancier un nouveau droit de poursuivre. Vérifiez la règle de votre province avant de payer.',
  warn_restart_clock_AU: 'Dans la plupart des États et territoires, un paiement partiel ou une reconnaissance écrite fait recommencer le délai de prescription ; en Nouvelle-Galles du Sud, le droit à la dette s’éteint à l’expiration du délai. Vérifiez avant de payer.',
  warn_in_writing:
    'Obtenez le règlement par écrit avant de payer : le montant, le fait qu’il règle le compte en totalité et la façon dont il sera déclaré. Conservez la preuve de chaque paiement.',
  warn_bank_access: 'Ne donnez pas à une agence de recouvrement un accès permanent à votre compte bancaire ; payez par un moyen que vous contrôlez, comme un paiement unique.',
  warn_advance_fee:
    'Une société de règlement de dettes ne peut vous facturer aucuns frais avant d’avoir réglé une dette et que vous ayez fait un paiement en vertu de ce règlement ({citation}).',
  warn_credit_report: 'Un compte réglé est déclaré comme réglé pour moins que le solde complet, ce qui fait baisser votre cote de crédit pendant des années.',
  warn_current:
    'Cesser de payer pour forcer un règlement ajoute des frais de retard et des intérêts, nuit à votre crédit et peut mener à une poursuite. Essayez d’abord un plan pour difficultés financières.',
  warn_student_loan_US:
    'Les prêts étudiants fédéraux sont rarement réglés ; le remboursement fondé sur le revenu, la réhabilitation ou la consolidation fonctionnent généralement mieux. Les prêts étudiants privés peuvent parfois être réglés.',
  warn_student_loan_UK: 'Les prêts de la Student Loans Company ne se règlent pas : les remboursements suivent votre revenu, et le reste est annulé à la fin de la durée du plan.',
  warn_student_loan_CA: 'Les prêts d’études canadiens sont rarement réglés ; le Programme d’aide au remboursement réduit ou suspend les paiements quand le revenu est faible. Les marges de crédit étudiantes privées peuvent parfois être négociées.',
  warn_student_loan_AU: 'Les dettes HELP se remboursent par le régime fiscal, en proportion du revenu, et ne se règlent pas avec une agence de recouvrement.',
  warn_secured:
    'Cette dette est généralement garantie : le prêteur peut saisir le bien donné en garantie, et un règlement peut ne pas libérer la sûreté si l’entente ne le prévoit pas.',
  warn_tax_debt_US:
    'Les dettes fiscales se règlent par le programme de l’administration fiscale elle-même (aux États-Unis, une offre de compromis avec l’IRS), et non en négociant avec une agence de recouvrement.',
  warn_tax_debt_UK: 'Les dettes fiscales se règlent avec HMRC (une entente Time to Pay), et non en négociant avec une agence de recouvrement.',
  warn_tax_debt_CA: 'Les dettes fiscales se règlent avec l’Agence du revenu du Canada (une entente de paiement, ou un allègement des intérêts et pénalités), et non en négociant avec une agence de recouvrement.',
  warn_tax_debt_AU: 'Les dettes fiscales se règlent avec l’ATO (un plan de paiement, ou une remise de la general interest charge), et non en négociant avec une agence de recouvrement.',
  assumption_ranges:
    'Les pourcentages de règlement sont des observations du secteur, pas des règles de droit ; aucun organisme de réglementation ne les publie. Chaque créancier décide au cas par cas.',
  assumption_ranges_abroad: 'Aucun organisme de réglementation ni organisme du secteur ne publie de taux de règlement {country} ; les pourcentages sont des observations du secteur américain, donnés seulement à titre de comparaison. Un créancier {country} décide au cas par cas.',
  assumption_months:
    'months_behind compte les mois écoulés depuis la mise en retard du compte ; la valeur par défaut de 90 est lue comme 90 mois. Tout nombre à partir de 25 mois tombe dans la tranche supérieure.',
  type_credit_card: 'carte de crédit',
  type_medical: 'frais médicaux',
  type_student_loan: 'prêt étudiant',
  type_auto: 'prêt automobile',
  type_personal_loan: 'prêt personnel',
  type_mortgage: 'prêt hypothécaire',
  type_payday: 'prêt sur salaire',
  type_bnpl: 'paiement différé',
  type_tax: 'impôt',
  type_other: 'autre',
  country_US: 'aux États-Unis',
  country_UK: 'au Royaume-Uni',
  country_CA: 'au Canada',
  country_AU: 'en Australie',
  region_US: 'État',
  region_UK: 'nation du Royaume-Uni',
  region_CA: 'province ou territoire',
  region_AU: 'État ou territoire',
};
