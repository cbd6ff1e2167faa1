import type { AnalyzeBnplMessageKey } from './analyzeBnpl.js';

/**
 * French narrative of analyzeBnpl (vouvoiement). "APR" is written "taux annuel effectif", a term that assumes neither
 * France's TAEG nor Québec's "taux de crédit"; each regulation line names its own country.
 *
 * @see ./analyzeBnpl.ts
 */
export const ANALYZE_BNPL_MESSAGES_FR: Readonly<Record<AnalyzeBnplMessageKey, string>> = {
  narrative_apr:
    'Votre plan {platform} a un taux annuel effectif réel de {apr}% (Regulation Z, annexe J, {interval, plural, one {# paiement} other {# paiements}}) : vous remboursez {total, money} pour les {financed, money} financés, le crédit coûte donc {charge, money}.',
  narrative_apr_UK: 'Votre plan {platform} a un taux annuel effectif de {apr}% (le taux annuel de charge du Royaume-Uni, FCA CONC App 1.2, {interval, plural, one {# paiement} other {# paiements}} capitalisés sur un an) : vous remboursez {total, money} pour les {financed, money} financés, le crédit coûte donc {charge, money}.',
  narrative_apr_nominal: 'Votre plan {platform} a un taux annuel effectif réel de {apr}% (le taux annuel nominal : le taux par période {interval} multiplié par le nombre de périodes dans l’année) : vous remboursez {total, money} pour les {financed, money} financés, le crédit coûte donc {charge, money}.',
  narrative_free:
    'Votre plan {platform} est sans intérêts tel que décrit : les paiements totalisent le solde, son taux annuel effectif réel est donc de 0%. Il ne coûte de l’argent qu’en cas de retard de paiement.',
  narrative_assumed:
    'Faute de montant et de nombre de paiements, nous supposons les versements standard sans intérêts : le taux annuel effectif réel est donc de 0% sauf si vous payez des frais ; indiquez payments_remaining et payment_amount pour un chiffre exact.',
  narrative_discontinued: '{platform} a cessé d’accorder de nouveaux prêts le {date} ; les prêts déjà ouverts restent payables selon leur calendrier.',
  risk_late_fee_none: '{platform} ne facture aucuns frais de retard sur ces plans.',
  risk_late_fee_flat: '{platform} facture jusqu’à {fee, money} pour un versement manqué.',
  risk_late_fee_cap: 'Ses frais de retard sont plafonnés au total à {cap}% de la valeur de la commande.',
  risk_late_fee_varies: '{platform} facture des frais de paiement refusé ou de report dont le montant varie ; vérifiez votre contrat.',
  risk_reporting_all:
    '{platform} déclare chaque prêt, paiement en 4 fois compris, à une agence d’évaluation du crédit : un retard peut faire baisser votre cote, des paiements à temps peuvent l’améliorer.',
  risk_reporting_none_US:
    '{platform} ne déclare pas systématiquement les prêts en 4 fois aux agences d’évaluation du crédit américaines, mais un prêt confié au recouvrement peut tout de même figurer dans votre dossier de crédit.',
  risk_reporting_none_UK: '{platform} ne déclare pas systématiquement ces plans aux agences de référence de crédit, mais une dette confiée au recouvrement peut tout de même figurer dans votre dossier de crédit.',
  risk_reporting_none_CA: '{platform} ne déclare pas systématiquement ces plans à Equifax ou TransUnion Canada, mais une dette confiée au recouvrement peut tout de même figurer dans votre dossier de crédit.',
  risk_reporting_none_AU: '{platform} ne déclare pas systématiquement ces plans aux organismes d’évaluation du crédit, mais un défaut inscrit peut tout de même figurer dans votre dossier de crédit.',
  risk_reporting_unknown: 'Nous n’avons pas pu confirmer si {platform} déclare ces prêts aux agences d’évaluation du crédit ; partez du principe qu’un paiement manqué peut être déclaré.',
  risk_reschedule_available: '{platform} vous permet de déplacer une échéance dans son application, parfois moyennant des frais : faites-le avant qu’un paiement échoue.',
  risk_reschedule_hardship: '{platform} ne déplace pas les échéances sur demande, mais offre une aide en cas de difficultés financières : contactez-le avant l’échéance.',
  risk_reschedule_none: '{platform} ne permet pas de reporter les paiements : gardez le compte prélevé approvisionné.',
  risk_reschedule_unknown: 'Nous n’avons pas pu confirmer si {platform} permet de reporter un paiement ; renseignez-vous avant l’échéance.',
  risk_stacking:
    'Plusieurs plans de paiement différé en même temps sont faciles à perdre de vue : leurs prélèvements tombent à des dates différentes et peuvent mettre votre compte à découvert, avec des frais bancaires en plus.',
  risk_not_in_country: '{platform} n’est pas répertorié comme prêteur {country} ; vérifiez avec quelle société votre contrat est conclu.',
  risk_terms_not_recorded: 'Les frais de retard, la déclaration au dossier de crédit et les conditions de report de {platform} {country} ne sont pas répertoriés ici ; lisez votre contrat {platform} avant une échéance.',
  reg_uk_regulated:
    'Royaume-Uni : depuis le {date}, le crédit à paiement différé est réglementé par la FCA : les prêteurs doivent vérifier votre capacité de remboursement, vous avertir d’un paiement manqué, et vous pouvez vous plaindre au Financial Ombudsman Service.',
  reg_uk_pending: 'Royaume-Uni : le crédit à paiement différé sera réglementé par la FCA à compter du {date} ; d’ici là, le paiement différé sans intérêts échappe en grande partie aux règles du crédit à la consommation.',
  reg_us_withdrawn:
    'États-Unis : le CFPB a retiré sa règle de 2024 qui traitait les comptes de paiement différé comme des cartes de crédit ; les droits de contestation et de remboursement propres aux cartes ne sont donc pas garantis : utilisez la procédure de contestation du fournisseur.',
  reg_us_in_force: 'États-Unis : selon la règle interprétative de 2024 du CFPB, les prêteurs de paiement différé doivent suivre les règles de contestation et de remboursement des cartes de crédit du Regulation Z.',
  reg_au: 'Australie : depuis le {date}, le paiement différé est un crédit réglementé : les fournisseurs doivent détenir une licence de crédit et vérifier que le plan vous convient.',
  reg_ca_none: 'Aucune règle canadienne propre au paiement différé n’est répertoriée ici ; la loi de protection du consommateur de votre province régit le contrat.',
  note_late_fee_apr: 'Un seul frais de retard de {fee, money} sur le prochain paiement porterait le taux annuel effectif réel de ce plan à {apr}%.',
  note_fees:
    'Les frais payés pour obtenir le plan sont des frais de crédit : ils réduisent le montant financé (ici à {financed, money}) et augmentent le taux annuel effectif réel, même quand le plan est annoncé à 0% d’intérêt.',
  note_schedule: 'Nous supposons que le prochain paiement tombe dans une période {interval} à compter d’aujourd’hui et que les suivants suivent au même intervalle.',
  note_currency: 'Les montants sont lus en {currency}, la monnaie de votre pays ; le taux annuel effectif ne dépend pas de la monnaie.',
  strategy_list: 'Dressez la liste de tous vos plans de paiement différé (fournisseur, prochaine échéance, montant) et programmez des rappels quelques jours avant chaque prélèvement.',
  strategy_stop: 'N’ouvrez aucun nouveau plan avant d’avoir remboursé ceux-ci : retirez les options de paiement différé et les cartes virtuelles enregistrées dans votre navigateur et votre portefeuille mobile.',
  strategy_order: 'Payez d’abord les plans qui facturent des frais de retard ou qui déclarent aux agences d’évaluation du crédit, puis les autres.',
  strategy_early: 'Rembourser un plan par anticipation ne coûte rien de plus chez la plupart des fournisseurs et retire un prélèvement de votre calendrier.',
  strategy_hardship:
    'Si vous ne pouvez pas faire un paiement, contactez {platform} avant l’échéance pour le reporter ou demander une aide pour difficultés financières, et gardez le compte prélevé approvisionné pour qu’un prélèvement refusé n’ajoute pas de frais bancaires.',
  strategy_keep_free: 'Ne transférez pas un plan sans intérêts sur une carte de crédit ou un prêt : vous échangeriez 0% contre des intérêts.',
  strategy_consolidate:
    'À un taux annuel effectif réel de {apr}%, transférer ce solde vers un crédit moins cher (un prêt personnel d’une coopérative de crédit, ou un transfert de solde à 0% que vous pouvez rembourser pendant l’offre) pourrait vous faire économiser ; comparez les coûts totaux, frais compris, avant de changer.',
  strategy_returns:
    'Pour un retour ou un article défectueux, demandez le remboursement au commerçant et signalez-le dans l’application du fournisseur pour suspendre le plan ; s’il n’est pas suspendu, continuez à payer jusqu’à ce que le remboursement soit crédité.',
  strategy_no_card: 'Évitez de payer les versements avec une carte de crédit : si vous reportez le solde de la carte, vous payez en plus les intérêts de la carte.',
  interval_biweekly: 'de deux semaines',
  interval_monthly: 'mensuelle',
  country_US: 'aux États-Unis',
  country_UK: 'au Royaume-Uni',
  country_CA: 'au Canada',
  country_AU: 'en Australie',
};
