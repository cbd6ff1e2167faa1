import type { PlanNegotiationKey } from './planNegotiation.js';

/**
 * French narrative of planNegotiation (vouvoiement). Scripts are written to be read aloud to a creditor; each
 * country's programs keep their official names, and the Canadian lines name only federal programs (the consumer
 * proposal under the Bankruptcy and Insolvency Act), so they hold in Québec.
 *
 * @see ./planNegotiation.ts
 */
export const PLAN_NEGOTIATION_MESSAGES_FR: Readonly<Record<PlanNegotiationKey, string>> = {
  program_summary_hardship_plan: 'Plan pour difficultés financières',
  program_description_hardship_plan:
    'Un plan temporaire (souvent de 6 à 12 mois) avec un taux plus bas, un paiement réduit ou des frais annulés, le temps de vous remettre d’une perte d’emploi, d’une maladie ou d’un autre coup dur.',
  program_summary_apr_reduction: 'Réduction du taux d’intérêt',
  program_description_apr_reduction:
    'Demandez un taux annuel plus bas sur le compte existant. Les émetteurs l’accordent surtout aux clients encore à jour qui ont toujours payé à temps.',
  program_summary_forbearance: 'Report ou suspension de paiements',
  program_description_forbearance:
    'Une courte pause ou une réduction des paiements ; les intérêts peuvent continuer de courir : demandez comment le montant non payé sera remboursé.',
  program_summary_re_aging: 'Remise à jour du compte (re-aging)',
  program_description_re_aging:
    'Après environ trois paiements consécutifs à temps, un prêteur peut remettre à jour un compte en souffrance. La politique bancaire limite cette mesure à une fois par an et deux fois en cinq ans.',
  program_summary_debt_management_plan: 'Plan de gestion de dettes (conseil en crédit sans but lucratif)',
  program_description_debt_management_plan:
    'Un organisme sans but lucratif de conseil en crédit négocie des taux plus bas avec vos créanciers et vous faites un seul paiement mensuel, généralement sur 3 à 5 ans. Les cartes incluses sont habituellement fermées.',
  program_summary_breathing_space: 'Breathing space (Debt Respite Scheme)',
  program_description_breathing_space:
    'En Angleterre et au pays de Galles, un conseiller en dettes peut déclencher un breathing space d’au plus {days, plural, one {# jour} other {# jours}} : la plupart des actions des créanciers s’arrêtent et les intérêts, frais et pénalités sont gelés sur les dettes admissibles pendant que vous obtenez des conseils.',
  program_summary_fca_forbearance: 'Mesures de tolérance exigées par la FCA',
  program_description_fca_forbearance:
    'Les prêteurs réglementés par la FCA doivent traiter les clients en arriérés avec tolérance et considération (CONC 7.3) : par exemple des paiements réduits, des intérêts gelés ou du temps pour obtenir des conseils.',
  program_summary_payment_arrangement: 'Entente de paiement abordable',
  program_description_payment_arrangement:
    'Proposez un paiement que vous pouvez tenir, établi à partir d’un budget (le Standard Financial Statement est largement accepté), et demandez au créancier de geler les intérêts et les frais.',
  program_summary_free_debt_advice_dmp: 'Conseils gratuits en dettes et plan de gestion de dettes',
  program_description_free_debt_advice_dmp:
    'Les organismes de conseil gratuit (MoneyHelper, StepChange, National Debtline) peuvent mettre en place un plan de gestion de dettes avec un seul paiement mensuel et demander aux créanciers de geler les intérêts.',
  program_summary_credit_counselling_dmp: 'Conseil en crédit et plan de gestion de dettes',
  program_description_credit_counselling_dmp:
    'Un organisme sans but lucratif de conseil en crédit peut organiser un plan de gestion de dettes avec un seul paiement mensuel ; les créanciers réduisent ou suppriment souvent les intérêts.',
  program_summary_consumer_proposal: 'Proposition de consommateur (piste)',
  program_description_consumer_proposal:
    'Si la dette est trop lourde pour être remboursée en entier, un syndic autorisé en insolvabilité peut déposer une proposition de consommateur qui règle les dettes non garanties pour une partie du solde, en vertu de la Loi sur la faillite et l’insolvabilité. C’est une procédure d’insolvabilité officielle, avec des conséquences sur le crédit.',
  program_summary_hardship_variation: 'Modification pour difficultés financières (National Credit Code, art. 72)',
  program_description_hardship_variation:
    'Dites au prêteur, oralement ou par écrit, que vous ne pouvez pas faire vos remboursements : c’est un avis de difficultés financières au sens de l’article 72 du National Credit Code. Le prêteur peut demander des renseignements dans un délai de {days, plural, one {# jour} other {# jours}} et doit ensuite vous dire s’il accepte de modifier le contrat, par exemple en prolongeant la durée ou en suspendant les paiements.',
  program_summary_financial_counselling: 'Conseil financier gratuit',
  program_description_financial_counselling:
    'La National Debt Helpline (1800 007 007) vous met en contact avec un conseiller financier gratuit qui peut négocier pour vous avec les créanciers.',
  program_summary_afca_complaint: 'Plainte auprès de l’AFCA',
  program_description_afca_complaint:
    'Si le prêteur refuse une demande raisonnable pour difficultés financières, vous pouvez porter plainte gratuitement auprès de l’Australian Financial Complaints Authority ; les prêteurs suspendent habituellement les mesures d’exécution pendant l’examen de la plainte.',
  opening_current:
    'Bonjour, je suis client de {creditor} et j’ai toujours payé à temps. Mon solde est de {balance}. Ma situation financière a changé et je veux continuer à payer : j’appelle pour savoir quels programmes pour difficultés financières ou quelles réductions de taux vous pouvez m’offrir.',
  opening_early_delinquency:
    'Bonjour, j’appelle au sujet de mon compte {creditor}, dont le solde est de {balance}. J’ai pris {months, plural, one {# mois} other {# mois}} de retard à cause de [votre difficulté]. Je veux rattraper ce retard et je vous demande quel plan pour difficultés financières vous pouvez m’offrir pour y arriver.',
  opening_serious_delinquency: 'Bonjour, j’appelle au sujet de mon compte {creditor}. J’ai {months, plural, one {# mois} other {# mois}} de retard sur un solde de {balance} à cause de [votre difficulté]. Je veux régler la situation avant que le compte soit passé en pertes : pouvez-vous m’offrir un plan pour difficultés financières, une remise à jour du compte après quelques paiements à temps, ou un règlement réduit ?',
  opening_charged_off:
    'Bonjour, j’appelle au sujet du compte {creditor}, dont le solde est de {balance}. Je ne peux pas le payer en entier. J’aimerais discuter d’un règlement par une somme forfaitaire réduite ou par un court plan de paiement, avec les conditions confirmées par écrit.',
  opening_suffix_UK: 'Je suis en difficulté financière et je vous demande de faire preuve de tolérance pendant que j’obtiens des conseils gratuits en dettes.',
  opening_suffix_AU: 'Veuillez considérer cet appel comme un avis de difficultés financières au sens de l’article 72 du National Credit Code.',
  opening_close: 'Pouvez-vous me dire quelles options existent et m’en envoyer les détails par écrit ?',
  tactic_budget: 'Avant d’appeler, faites un budget simple pour savoir exactement ce que vous pouvez payer chaque mois ; ne vous engagez jamais au-delà.',
  tactic_hardship_team: 'Demandez le service des difficultés financières, de l’aide financière ou du recouvrement ; le personnel de première ligne ne peut souvent pas accorder de concessions.',
  tactic_cause: 'Expliquez brièvement et honnêtement la cause de vos difficultés, et dites si elles sont temporaires ou permanentes.',
  tactic_specific_ask: 'Faites une demande précise (un taux, un montant de paiement, un nombre de mois) plutôt que de demander « que pouvez-vous faire ? ».',
  tactic_records: 'Notez pour chaque appel la date, le nom de votre interlocuteur et tout numéro de référence.',
  tactic_in_writing: 'Obtenez chaque entente par écrit avant de faire le premier paiement prévu.',
  tactic_affordable: 'N’acceptez qu’un plan que vous pouvez tenir : un plan rompu met souvent fin à la concession et ajoute des frais.',
  tactic_call_again: 'Si la réponse est non, remerciez votre interlocuteur, rappelez un autre jour ou demandez un superviseur ; les offres varient d’un agent à l’autre.',
  tactic_lump_sum: 'Une somme forfaitaire convainc davantage qu’un long plan ; commencez bas et augmentez votre offre par petites étapes.',
  tactic_validation:
    'Si une agence de recouvrement vous contacte, vous pouvez lui demander de justifier la dette (FDCPA, 15 U.S.C. 1692g) avant de discuter du paiement.',
  tactic_au_notice: 'Aucun formulaire n’est nécessaire : dire au prêteur que vous ne pouvez pas faire vos remboursements suffit pour lancer la procédure pour difficultés financières.',
  tactic_uk_adviser: 'Les conseillers en dettes gratuits peuvent négocier pour vous et déclencher un breathing space ; vous n’avez jamais besoin de payer une société de gestion de dettes.',
  outcome_current:
    'Tant que vous êtes à jour, les émetteurs baissent parfois le taux ou offrent un court plan pour difficultés financières ; un règlement est peu probable.',
  outcome_early_delinquency:
    'Dans les premiers mois de retard, les issues les plus courantes sont les plans pour difficultés financières, l’annulation de frais et la remise à jour du compte après des paiements à temps ; un règlement est peu probable.',
  outcome_serious_delinquency:
    'À ce stade, beaucoup de prêteurs offrent des plans de redressement plus longs à taux réduit, et certains acceptent un règlement réduit pour éviter de passer le compte en pertes.',
  outcome_charged_off:
    'Après le passage en pertes (environ 180 jours), les concessions de taux sont rares ; les issues réalistes sont un règlement par somme forfaitaire ou un plan de paiement avec le créancier ou une agence de recouvrement.',
  outcome_charged_off_abroad: 'Une fois le compte en défaut ou passé en pertes (généralement après environ six mois de retard), les concessions de taux sont rares ; les issues réalistes sont un règlement par somme forfaitaire ou un plan de paiement avec le créancier ou un acheteur de créances.',
  outcome_hardship_apr: 'Les plans pour difficultés financières ramènent couramment le taux entre {low}% et {high}% pendant {min} à {max, plural, one {# mois} other {# mois}}.',
  outcome_settlement: 'Un règlement par somme forfaitaire se situe couramment entre {low}% et {high}% du solde ({low_amount} à {high_amount}), typiquement autour de {typical}%.',
  outcome_settlement_abroad: 'À titre de comparaison seulement : aux États-Unis, un règlement par somme forfaitaire se situe couramment entre {low}% et {high}% du solde ({low_amount} à {high_amount}), typiquement autour de {typical}% ; aucun taux de règlement n’est publié pour {country}.',
  outcome_dmp: 'À titre d’illustration : un plan de gestion de dettes de {term} mois à {apr}% coûterait environ {payment} par mois.',
  warn_reporting: 'Un plan pour difficultés financières ou un plan de gestion de dettes peut être noté dans votre dossier de crédit ; demandez comment le compte sera déclaré.',
  warn_dmp_accounts: 'Les cartes incluses dans un plan de gestion de dettes sont généralement fermées, et un paiement manqué au plan peut mettre fin aux concessions.',
  warn_for_profit:
    'Méfiez-vous des sociétés qui facturent des frais pour négocier à votre place : les conseillers sans but lucratif et les services des difficultés financières des créanciers font la même chose gratuitement ou à faible coût.',
  warn_limitation:
    'Avec {months, plural, one {# mois} other {# mois}} de retard, le délai de prescription peut être écoulé (le plus court du pays est d’environ {threshold, plural, one {# mois} other {# mois}}). Vérifiez-le avant de payer ou de reconnaître la dette : un paiement peut le faire recommencer.',
  warn_breathing_space_scope: 'Le breathing space couvre l’Angleterre et le pays de Galles ; l’Écosse a son propre moratoire par le Debt Arrangement Scheme.',
  narrative:
    'Pour votre compte {creditor} ({balance}, {months, plural, one {# mois} other {# mois}} de retard), les meilleures options sont : {programs}. {outcome}',
  country_US: 'les États-Unis',
  country_UK: 'le Royaume-Uni',
  country_CA: 'le Canada',
  country_AU: 'l’Australie',
};
