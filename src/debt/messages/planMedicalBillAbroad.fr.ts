import type { PlanMedicalBillAbroadKey } from './planMedicalBillAbroad.js';

/**
 * French text of planMedicalBillAbroad (vouvoiement). Each country's lines name its own system; the Canadian ones
 * stay provincial (the Canada Health Act and each province's plan and collection law), so they hold in Québec.
 *
 * @see ./planMedicalBillAbroad.ts
 */
export const PLAN_MEDICAL_BILL_ABROAD_MESSAGES_FR: Readonly<Record<PlanMedicalBillAbroadKey, string>> = {
  protection_nhs_free_care:
    'Les soins hospitaliers, de médecin généraliste et d’urgence du NHS sont gratuits au point de service pour toute personne résidant habituellement au Royaume-Uni. Une facture pour un traitement du NHS est inhabituelle : vérifiez s’il s’agit en fait de soins privés, ou d’un frais que le NHS peut facturer (ordonnances, soins dentaires, visiteurs étrangers).',
  protection_overseas_visitor_charges:
    'Si un hôpital du NHS vous a facturé comme visiteur étranger (150% du coût), demandez à son équipe des visiteurs étrangers de réexaminer votre statut de résidence et les exemptions (les soins aux urgences, certaines maladies infectieuses et d’autres services sont gratuits). Une dette impayée envers le NHS de {nhs_debt, money} ou plus peut jouer contre une demande d’immigration ultérieure.',
  protection_private_care_complaint:
    'Pour la facture d’un hôpital ou d’une clinique privés, plaignez-vous d’abord au prestataire ; s’il adhère à l’Independent Sector Complaints Adjudication Service (ISCAS), vous pouvez ensuite demander un examen indépendant à l’ISCAS.',
  protection_insurance_ombudsman_uk:
    'Si votre assureur santé privé a refusé ou réduit une demande, plaignez-vous à l’assureur ; après sa réponse définitive, ou 8 semaines, vous pouvez porter la plainte gratuitement devant le Financial Ombudsman Service dans les 6 mois.',
  protection_pre_action_protocol:
    'Avant de vous poursuivre pour la facture en Angleterre et au pays de Galles, le prestataire doit envoyer une lettre de réclamation avec une fiche d’information et un formulaire de réponse, et vous laisser 30 jours pour répondre ; répondez, dites si vous contestez la facture ou avez besoin de temps, et demandez les documents.',
  protection_public_health_insurance_ca:
    'Les services hospitaliers et médicaux médicalement nécessaires sont couverts par le régime d’assurance maladie de votre province ou territoire, sans frais pour vous ; les frais modérateurs et la surfacturation de ces services sont interdits par la Loi canadienne sur la santé. Demandez quels éléments de la facture sont des services assurés.',
  protection_uninsured_services_ca:
    'Les services hors régime (par exemple les frais d’ambulance dans certaines provinces, les chambres privées ou semi-privées, la plupart des médicaments et des soins dentaires, et les soins reçus avant le début de votre couverture) peuvent être facturés ; demandez la facture détaillée et si l’hôpital réduit ses frais en cas de difficultés.',
  protection_insurance_ombudsman_ca:
    'Si un assureur santé privé ou collectif a refusé une demande, utilisez sa procédure de plainte ; une fois qu’il a répondu, l’OmbudService des assurances de personnes (OAP) examine la plainte gratuitement.',
  protection_collection_agency_law_ca:
    'Une agence de recouvrement qui réclame la facture doit détenir un permis de votre province et respecter sa loi sur le recouvrement (par exemple les limites sur le moment et la fréquence des contacts) ; demandez par écrit le permis de l’agence et le détail du compte.',
  protection_medicare_public_patient_au:
    'En tant que patient public dans un hôpital public, vous ne payez rien pour votre traitement grâce à Medicare. Si vous avez été facturé comme patient privé, vérifiez que vous l’avez choisi par écrit après avoir été informé des coûts.',
  protection_informed_financial_consent_au:
    'Les médecins et les hôpitaux privés doivent vous indiquer leurs honoraires et votre reste à charge probable avant le traitement (consentement financier éclairé) ; contestez tout dépassement dont vous n’avez pas été informé.',
  protection_insurance_ombudsman_au:
    'Si votre assureur santé privé a refusé ou sous-payé une demande, plaignez-vous à l’assureur ; si cela échoue, le Private Health Insurance Ombudsman (rattaché au Commonwealth Ombudsman) reçoit les plaintes gratuitement.',
  protection_health_complaints_au:
    'Les plaintes de facturation visant un médecin ou un hôpital peuvent être adressées à l’organisme de plaintes en santé de votre État ou territoire (en Nouvelle-Galles du Sud, la Health Care Complaints Commission).',
  name_nhs_free_care: 'la gratuité des soins du NHS',
  name_overseas_visitor_charges: 'les règles de facturation des visiteurs étrangers',
  name_private_care_complaint: 'une plainte au prestataire privé et à l’ISCAS',
  name_insurance_ombudsman_uk: 'le Financial Ombudsman Service',
  name_pre_action_protocol: 'le Pre-Action Protocol for Debt Claims',
  name_public_health_insurance_ca: 'le régime d’assurance maladie de votre province',
  name_uninsured_services_ca: 'un examen des frais non assurés',
  name_insurance_ombudsman_ca: 'l’OAP',
  name_collection_agency_law_ca: 'la loi de votre province sur les agences de recouvrement',
  name_medicare_public_patient_au: 'la gratuité des soins du patient public sous Medicare',
  name_informed_financial_consent_au: 'le consentement financier éclairé',
  name_insurance_ombudsman_au: 'le Private Health Insurance Ombudsman',
  name_health_complaints_au: 'l’organisme de plaintes en santé de votre État',
  check_1: 'Demandez une facture détaillée indiquant chaque service, sa date et son prix, pas un résumé.',
  check_2: 'Repérez les doublons : le même examen, médicament ou consultation facturé deux fois.',
  check_3: 'Vérifiez que chaque élément a bien été fourni (examens annulés, médicaments refusés, fournitures jamais utilisées).',
  check_4: 'Vérifiez quels éléments le système de santé public ou votre assureur aurait dû payer, et pourquoi ils ne l’ont pas fait.',
  check_5: 'Comparez les prix à toute soumission ou estimation reçue avant le traitement.',
  check_6: 'Demandez par écrit la correction de toute erreur et la suspension du recouvrement pendant l’examen.',
  action_itemized_bill: 'Ne payez pas encore : demandez la facture détaillée et vérifiez-la à l’aide de la liste de contrôle.',
  reason_itemized_bill: 'Les erreurs de facturation arrivent et sont faciles à corriger ; vous ne devriez pas payer pour quelque chose qui n’a pas été fait.',
  action_check_public_cover: 'Avant de payer quoi que ce soit, vérifiez si les soins auraient dû être couverts par le système de santé public.',
  reason_check_public_cover: 'La plupart des soins hospitaliers et médicaux y sont financés par l’État ; une facture signale souvent une question de couverture ou de résidence à régler d’abord.',
  action_complain: 'Si la facture ou la décision d’un assureur est erronée, utilisez la voie de plainte qui convient : {routes}.',
  reason_complain: 'Ces voies sont gratuites et peuvent corriger ou annuler un frais sans passer par le tribunal.',
  action_payment_plan: 'S’il vous reste un montant à payer, demandez au prestataire un plan de paiement sans intérêts que vous pouvez assumer.',
  reason_payment_plan: 'Les prestataires y consentent généralement ; un plan tient le compte à l’écart des agences de recouvrement.',
  action_answer_letters: 'Répondez par écrit à chaque lettre concernant la facture et gardez-en des copies ; n’ignorez jamais des documents judiciaires.',
  reason_answer_letters: 'Une dette ne s’exécute que par les tribunaux, et c’est un jugement que vous ne contestez pas qui nuit à votre dossier de crédit.',
  action_avoid_credit_cards: 'Ne transférez pas la facture sur une carte de crédit ou un prêt.',
  reason_avoid_credit_cards: 'Cela transforme une facture sans intérêts en dette avec intérêts.',
  report_UK: 'Une facture médicale n’est pas déclarée aux agences de référence de crédit comme un crédit ; elle n’atteint votre dossier de crédit que si le prestataire obtient un jugement de county court, qui reste 6 ans sauf si vous le payez dans le mois.',
  report_CA: 'Une facture impayée confiée à une agence de recouvrement peut être déclarée à Equifax et à TransUnion Canada comme compte en recouvrement, qui reste environ 6 ans à partir de la dernière activité.',
  report_AU: 'Une facture en retard de {minimum, money} ou plus, impayée {days, plural, one {# jour} other {# jours}} après un avis écrit, peut être inscrite comme défaut dans votre dossier de crédit pendant 5 ans.',
  report_below_au_minimum: 'Cette facture est sous le minimum de {minimum, money} requis pour l’inscription d’un défaut.',
  warn_not_advice_UK: 'Information générale sur les règles du Royaume-Uni, pas un avis juridique ; l’Écosse et l’Irlande du Nord ont leurs propres procédures judiciaires.',
  warn_not_advice_CA: 'Information générale sur les règles canadiennes, pas un avis juridique ; chaque province gère son propre régime d’assurance maladie et sa propre loi sur le recouvrement.',
  warn_not_advice_AU: 'Information générale sur les règles australiennes, pas un avis juridique ; les organismes des États et territoires diffèrent.',
  warn_us_rules_not_applied: 'Les lois américaines sur la facturation médicale (facturation surprise, contestation des estimations et règles des hôpitaux sans but lucratif) ne s’appliquent pas ici et ne sont pas utilisées.',
  narrative: 'Pour votre facture médicale de {amount} ({situation}) {country}, vérifiez d’abord la facture détaillée et si le système de santé public aurait dû payer, puis utilisez les voies qui conviennent : {protections}.',
  situation_uninsured: 'sans assurance',
  situation_underinsured: 'une assurance qui en a couvert une partie',
  situation_surprise_bill: 'une facture inattendue',
  situation_out_of_network: 'un prestataire hors des ententes de votre assureur',
  situation_insurance_denied: 'un refus de l’assureur',
  country_UK: 'au Royaume-Uni',
  country_CA: 'au Canada',
  country_AU: 'en Australie',
  fit_yes: 'Cette voie convient à votre situation.',
  fit_depends: 'Son utilité dépend de faits non indiqués ici (votre résidence ou votre couverture, le prestataire, l’assureur).',
  fit_no: 'Elle ne convient pas à cette situation.',
};
