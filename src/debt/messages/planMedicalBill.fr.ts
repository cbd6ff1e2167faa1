import type { MedicalProtectionId, MedicalSituationKey, PlanMedicalBillKey } from './planMedicalBill.js';

/**
 * French text of planMedicalBill (vouvoiement). These are US federal rules (this catalog serves US bills only; other
 * countries use planMedicalBillAbroad), named as such.
 *
 * @see ./planMedicalBill.ts
 */
export const PLAN_MEDICAL_BILL_MESSAGES_FR: Readonly<Record<PlanMedicalBillKey, string>> = {
  check_1: 'Demandez une facture entièrement détaillée avec les codes de facturation (CPT/HCPCS et codes de revenu), pas un résumé.',
  check_2: 'Repérez les doublons : le même examen, médicament ou fourniture facturé deux fois.',
  check_3: 'Vérifiez que chaque élément a bien été reçu (examens annulés, médicaments refusés, fournitures jamais utilisées).',
  check_4: 'Vérifiez les dates et les quantités : jours d’hospitalisation (le jour de sortie n’est généralement pas facturé), unités et minutes.',
  check_5: 'Repérez le surcodage (un code de visite ou d’acte d’un niveau supérieur à ce qui a été fait) et le dégroupage (les parties d’un même service facturées séparément).',
  check_6: 'Comparez la facture au relevé de prestations de votre assureur (explanation of benefits) : le montant admis, votre part et tout ajustement doivent concorder.',
  check_7: 'Vérifiez le statut de réseau : un établissement du réseau ou une urgence ne doivent pas être facturés au tarif hors réseau.',
  check_8: 'Comparez les prix à la liste publiée par l’hôpital (les hôpitaux doivent publier leurs tarifs standard et leurs prix au comptant).',
  check_9: 'Vérifiez votre nom, votre date de naissance, votre numéro d’assurance et les détails de la police ; un mauvais numéro peut aboutir à un refus.',
  check_10: 'Demandez par écrit la correction de toute erreur et la suspension du recouvrement pendant l’examen.',
  protection_no_surprises_act: 'No Surprises Act : pour les soins d’urgence, pour les médecins hors réseau dans un hôpital ou un centre chirurgical du réseau, et pour les ambulances aériennes, vous ne devez que votre participation aux frais du réseau ; le prestataire ne peut pas vous facturer le reste.',
  protection_good_faith_estimate: 'Estimation de bonne foi : les patients non assurés et ceux qui paient eux-mêmes doivent recevoir une estimation écrite avant des soins programmés ; si la facture la dépasse d’au moins {threshold}, vous pouvez engager une procédure fédérale de contestation dans les {days, plural, one {# jour} other {# jours}} suivant la facture, moyennant des frais de {fee}.',
  protection_financial_assistance: 'Aide financière des hôpitaux : les hôpitaux sans but lucratif doivent avoir une politique écrite d’aide financière (soins gratuits ou à prix réduit), ne peuvent pas facturer aux patients admissibles plus que ce que paient les patients assurés, doivent accepter votre demande pendant {application_days, plural, one {# jour} other {# jours}} après la première facture suivant la sortie, et ne peuvent pas vous signaler aux agences d’évaluation du crédit, vous poursuivre ou vendre la dette pendant {eca_days, plural, one {# jour} other {# jours}} (et seulement après un avis écrit de {notice_days, plural, one {# jour} other {# jours}}).',
  protection_insurance_appeal: 'Recours auprès de l’assurance : vous pouvez demander à votre régime de réexaminer un refus dans les {appeal_days, plural, one {# jour} other {# jours}} suivant l’avis, puis demander un examen externe indépendant dans les {review_months, plural, one {# mois} other {# mois}} suivant le refus définitif ({expedited, plural, one {# heure} other {# heures}} en cas d’urgence).',
  applies_nsa_uninsured: 'Son interdiction de la facturation du solde protège les patients assurés ; les patients non assurés s’appuient plutôt sur l’estimation de bonne foi.',
  applies_nsa_underinsured: 'S’applique si la facture concerne des soins d’urgence ou un prestataire hors réseau dans un établissement du réseau.',
  applies_nsa_surprise_bill: 'Une facture surprise pour des soins d’urgence ou d’un prestataire hors réseau dans un établissement du réseau est exactement ce qu’elle interdit.',
  applies_nsa_out_of_network: 'S’applique aux urgences et aux prestataires hors réseau dans les établissements du réseau, sauf si vous avez signé un avis de consentement valide au moins 72 heures à l’avance pour des soins programmés.',
  applies_nsa_insurance_denied: 'S’applique si la demande refusée concernait des soins d’urgence ou un prestataire hors réseau dans un établissement du réseau.',
  applies_gfe_uninsured: 'S’applique à vous en tant que patient non assuré pour des soins programmés.',
  applies_gfe_underinsured: 'Ne s’applique que si vous avez choisi de payer vous-même au lieu d’utiliser votre assurance.',
  applies_gfe_surprise_bill: 'Ne s’applique pas aux patients assurés qui utilisent leur assurance.',
  applies_gfe_out_of_network: 'Ne s’applique pas aux patients assurés qui utilisent leur assurance.',
  applies_gfe_insurance_denied: 'Ne s’applique pas aux patients assurés qui utilisent leur assurance.',
  applies_appeal_uninsured: 'Il n’y a aucun assureur auprès de qui faire un recours.',
  applies_appeal_underinsured: 'S’applique à toute demande que votre régime a refusée ou moins payée qu’il n’aurait dû.',
  applies_appeal_surprise_bill: 'S’applique si votre régime a traité la demande comme hors réseau alors que le No Surprises Act exigeait la participation aux frais du réseau.',
  applies_appeal_out_of_network: 'S’applique si votre régime a refusé ou sous-payé la demande ; les litiges de facturation surprise peuvent aller en examen externe.',
  applies_appeal_insurance_denied: 'S’applique : votre demande a été refusée.',
  applies_fap: 'S’applique si le prestataire est un hôpital sans but lucratif (exonéré d’impôt) ; l’admissibilité dépend du revenu et parfois du patrimoine, et beaucoup de politiques couvrent les revenus moyens. Posez aussi la question aux hôpitaux publics et à but lucratif.',
  nsa_not_in_force: 'Les protections du No Surprises Act s’appliquent à partir du 2022-01-01 ; cette date est antérieure.',
  action_itemized_bill: 'Ne payez pas encore : demandez la facture détaillée et vérifiez-la à l’aide de la liste de contrôle.',
  reason_itemized_bill: 'Les erreurs de facturation sont fréquentes et faciles à corriger ; vous ne devriez pas payer pour quelque chose qui n’a pas été fait.',
  action_surprise_billing_rights: 'Indiquez par écrit au prestataire que le No Surprises Act s’applique et ne payez que votre participation aux frais du réseau ; s’il insiste, appelez le No Surprises Help Desk au {phone}.',
  reason_surprise_billing_rights: 'Le solde au-delà de la participation aux frais du réseau n’est pas dû pour les soins protégés ; le prestataire et le régime le règlent entre eux.',
  action_dispute_over_estimate: 'Comparez la facture à votre estimation de bonne foi ; si elle la dépasse de {threshold} ou plus, engagez la procédure de règlement des différends patient-prestataire dans les {days, plural, one {# jour} other {# jours}} suivant la facture.',
  reason_dispute_over_estimate: 'Un examinateur fédéral décide alors de ce que vous devez, et le prestataire ne peut pas confier la facture au recouvrement pendant la procédure.',
  action_self_pay_discount: 'Demandez le prix au comptant et un escompte pour paiement rapide avant tout plan de paiement.',
  reason_self_pay_discount: 'Les patients non assurés reçoivent souvent des factures au prix catalogue que les assureurs ne paient jamais ; les rabais sont courants.',
  action_appeal_denial: 'Contestez le refus par écrit dans les {appeal_days, plural, one {# jour} other {# jours}} suivant l’avis, avec une lettre de votre médecin attestant la nécessité médicale ; si le régime refuse de nouveau, demandez un examen externe.',
  reason_appeal_denial: 'Les régimes doivent réexaminer la demande, et un examinateur indépendant peut annuler le refus ; sa décision lie le régime.',
  action_financial_assistance: 'Demandez l’aide financière de l’hôpital (soins gratuits ou à prix réduit) dans les {application_days, plural, one {# jour} other {# jours}} suivant la première facture après la sortie, même si vous pensez gagner trop.',
  reason_financial_assistance: 'Elle peut réduire la facture en partie ou en totalité, et une demande en cours suspend les mesures de recouvrement extraordinaires dans les hôpitaux sans but lucratif.',
  action_payment_plan: 'S’il vous reste un montant à payer, demandez au prestataire un plan de paiement sans intérêts que vous pouvez assumer.',
  reason_payment_plan: 'Les prestataires en offrent généralement ; un plan évite que le compte soit confié au recouvrement.',
  action_check_credit_reports: 'Vérifiez vos dossiers de crédit un an après la facture et contestez tout recouvrement médical qui ne devrait pas y figurer.',
  reason_check_credit_reports: 'Les recouvrements médicaux payés ou de faible montant ne devraient pas apparaître, et des lois d’État peuvent interdire complètement les dettes médicales dans les dossiers.',
  action_avoid_credit_cards: 'Ne transférez pas la facture sur une carte de crédit ou une carte de crédit médicale.',
  reason_avoid_credit_cards: 'Cela transforme une dette médicale en dette ordinaire avec intérêts et fait perdre les protections propres aux dettes médicales (aide financière, limites de déclaration).',
  ppdr_eligible: 'La facture dépasse votre estimation de {excess}, soit au moins le seuil de {threshold} : vous pouvez utiliser la procédure de contestation.',
  ppdr_not_eligible: 'La facture dépasse votre estimation de {excess}, moins que le seuil de {threshold} : la procédure fédérale de contestation n’est pas ouverte, mais vous pouvez toujours négocier.',
  ppdr_unknown: 'Si votre estimation de bonne foi était de {max_estimate} ou moins, la facture la dépasse d’au moins {threshold} et vous pouvez la contester.',
  ppdr_impossible: 'La facture est inférieure à {threshold} : elle ne peut donc pas dépasser une estimation d’autant, et la procédure fédérale de contestation ne peut pas s’appliquer.',
  report_below_threshold: 'À {amount}, la facture est sous le seuil de {min} en dessous duquel Equifax, Experian et TransUnion ne déclarent pas les recouvrements médicaux.',
  report_wait: 'Un recouvrement médical impayé ne peut pas apparaître dans les dossiers d’Equifax, d’Experian ou de TransUnion avant {wait, plural, one {# jour} other {# jours}} après la mise en défaut.',
  report_paid: 'Une fois payé (y compris par l’assurance ou l’aide financière), un recouvrement médical est supprimé de ces dossiers.',
  report_no_policy: 'Aucune politique des agences sur les dettes médicales n’est répertoriée pour cette date.',
  report_cfpb_vacated: 'La règle de 2025 du CFPB qui aurait retiré la plupart des dettes médicales des dossiers de crédit a été annulée par un tribunal fédéral le 2025-07-11 et n’est pas en vigueur.',
  report_cfpb_pending: 'Le CFPB a publié en janvier 2025 une règle visant à retirer la plupart des dettes médicales des dossiers de crédit ; elle n’était pas entrée en vigueur à cette date.',
  report_states: 'Les lois d’État en vigueur à cette date interdisent les dettes médicales dans les dossiers de crédit dans : {states}.',
  warn_federal_program: 'Vous mentionnez {program} : Medicare, Medicaid, TRICARE et les soins du VA ont leurs propres protections de facturation et voies de recours, et les règles de l’estimation de bonne foi ne s’y appliquent pas.',
  warn_not_advice: 'Information générale sur les règles fédérales américaines, pas un avis juridique ; la loi de l’État peut vous protéger davantage.',
  narrative: 'Pour une facture médicale de {amount} ({situation}), commencez par vérifier la facture détaillée, puis utilisez les protections qui s’appliquent : {protections}. Demandez l’aide financière avant de payer, et ne mettez pas la facture sur une carte de crédit.',
};

/** French labels of the medical situations. */
export const MEDICAL_SITUATION_LABELS_FR: Readonly<Record<MedicalSituationKey, string>> = {
  uninsured: 'sans assurance', underinsured: 'assurance insuffisante', surprise_bill: 'facture surprise', out_of_network: 'soins hors réseau', insurance_denied: 'demande refusée par l’assurance',
};

/** French names of the medical-bill protections. */
export const MEDICAL_PROTECTION_LABELS_FR: Readonly<Record<MedicalProtectionId, string>> = {
  no_surprises_act: 'le No Surprises Act', good_faith_estimate: 'l’estimation de bonne foi et sa procédure de contestation', financial_assistance: 'l’aide financière des hôpitaux', insurance_appeal: 'un recours auprès de l’assurance et l’examen externe',
};
