import type { BriefCollectionRightsKey, RegulatorRoleKey } from './briefCollectionRights.js';

const HEAD = '{date}\n\n{your_name}\n{your_address}\n\n';
const TO = '{collector}\n{collector_address}\n\n';

/**
 * French text of briefCollectionRights (vouvoiement). Each country's rights and letters cite only that country's law;
 * the Canadian figures are Ontario's and say so, as in English, and the letters are written for the collector of the
 * country the answer is for.
 *
 * @see ./briefCollectionRights.ts
 */
export const BRIEF_COLLECTION_RIGHTS_MESSAGES_FR: Readonly<Record<BriefCollectionRightsKey, string>> = {
  right_us_validation:
    'Une agence de recouvrement doit vous envoyer un avis de justification (validation notice) dans les {notice_days, plural, one {# jour} other {# jours}} suivant son premier contact, indiquant le montant, le créancier et votre droit de contester ({citation}).',
  right_us_dispute:
    'Si vous contestez la dette par écrit dans les {period_days, plural, one {# jour} other {# jours}} suivant la réception de cet avis, l’agence doit cesser le recouvrement jusqu’à ce qu’elle vous envoie une vérification par la poste ({citation}).',
  right_us_hours: 'Les agences de recouvrement ne peuvent pas vous contacter avant {earliest} ni après {latest}, heure locale, sauf si vous y consentez ({citation}).',
  right_us_frequency:
    'Une agence qui vous appelle au sujet d’une même dette plus de {max_calls} fois en {days, plural, one {# jour} other {# jours}}, ou dans les {quiet_days, plural, one {# jour} other {# jours}} suivant une conversation avec vous à ce sujet, est présumée vous harceler ({citation}).',
  right_us_cease:
    'Vous pouvez dire par écrit à une agence de cesser de vous contacter ; elle ne peut ensuite vous écrire que pour dire qu’elle arrête, ou qu’elle-même ou le créancier entend prendre une mesure précise, comme une poursuite ({citation}).',
  right_us_time_barred: 'Une agence de recouvrement ne doit pas vous poursuivre ni menacer de vous poursuivre pour une dette dont le délai de prescription est expiré ({citation}).',
  right_us_damages:
    'Si une agence enfreint la loi, vous pouvez la poursuivre pour vos dommages réels, jusqu’à {amount} de dommages supplémentaires, ainsi que vos honoraires d’avocat et vos frais ({citation}).',
  right_us_suit_deadline: 'Une poursuite contre une agence de recouvrement doit être intentée dans les {years, plural, one {# an} other {# ans}} suivant l’infraction ({citation}).',
  right_uk_conc7:
    'Les prêteurs et les agences de recouvrement doivent vous traiter équitablement quand vous êtes en arriérés : faire preuve de tolérance, envisager des paiements réduits ou le gel des intérêts, et vous laisser le temps d’obtenir des conseils gratuits en matière de dettes ({citation}).',
  right_uk_agreement:
    'Vous pouvez demander une copie de votre contrat de crédit et un relevé de compte moyennant {fee} £ ; tant que le créancier ne les fournit pas, il ne peut pas faire exécuter le contrat ({citation}).',
  right_uk_breathing_space:
    'En Angleterre et au pays de Galles, un conseiller en dettes peut déclencher un breathing space d’au plus {days, plural, one {# jour} other {# jours}}, qui suspend la plupart des actions des créanciers et gèle les intérêts et les frais ({citation}).',
  right_uk_fos:
    'Si le prêteur ou l’agence n’a pas réglé votre plainte dans un délai de {weeks, plural, one {# semaine} other {# semaines}}, ou si vous contestez sa réponse définitive, vous pouvez saisir gratuitement le Financial Ombudsman Service dans un délai de {months, plural, one {# mois} other {# mois}} ({citation}).',
  right_ca_notice:
    'En Ontario, une agence de recouvrement doit d’abord vous envoyer un avis écrit et attendre {days, plural, one {# jour} other {# jours}} avant de vous contacter pour exiger un paiement ({citation}).',
  right_ca_contacts: 'Après sa première conversation avec vous, elle ne peut pas vous contacter plus de {max} fois en 7 jours, sauf si vous y consentez ou le demandez ({citation}).',
  right_ca_hours:
    'En Ontario, elle ne peut pas vous contacter les jours fériés, le dimanche sauf entre {sunday_start} et {sunday_end}, ni les autres jours avant {weekday_start} ou après {weekday_end} ({citation}).',
  right_ca_provincial:
    'Chaque province a sa propre loi sur les agences de recouvrement : les agences doivent détenir un permis ou être inscrites dans votre province, ne doivent pas vous harceler, et peuvent être signalées à l’office provincial de protection du consommateur ({citation}).',
  right_au_frequency: 'Les agences de recouvrement ne devraient pas vous contacter plus de {week} fois par semaine ou {month} fois par mois au sujet d’un même compte ({citation}).',
  right_au_hours:
    'Les contacts téléphoniques devraient avoir lieu entre {weekday_start} et {weekday_end} en semaine et entre {weekend_start} et {weekend_end} le week-end, et jamais les jours fériés nationaux ({citation}).',
  right_au_hardship:
    'Si vous ne pouvez pas suivre vos remboursements, vous pouvez remettre à votre fournisseur de crédit un avis de difficultés financières, oralement ou par écrit ; il peut demander des renseignements dans un délai de {days, plural, one {# jour} other {# jours}} et doit ensuite vous dire s’il modifiera le contrat ({citation}).',
  right_au_afca:
    'Un fournisseur de crédit ou une agence de recouvrement doit répondre à votre plainte dans un délai de {days, plural, one {# jour} other {# jours}} ({hardship_days, plural, one {# jour} other {# jours}} pour les plaintes liées à des difficultés financières) ; vous pouvez ensuite porter plainte gratuitement auprès de l’AFCA ({citation}).',
  deadline_us_validation_notice: 'Si l’agence vous a contacté pour la première fois aujourd’hui, son avis de justification doit être envoyé au plus tard à cette date.',
  deadline_us_validation_received: 'Si vous avez reçu l’avis de justification aujourd’hui, envoyez votre contestation écrite pour qu’elle arrive au plus tard à cette date.',
  deadline_us_validation_mailed:
    'Si l’agence a posté l’avis de justification aujourd’hui, elle peut supposer que vous l’avez reçu {days, plural, one {# jour ouvrable} other {# jours ouvrables}} plus tard ; la période de justification prend alors fin à cette date.',
  deadline_us_fdcpa_suit: 'Si une agence a enfreint la loi aujourd’hui, une poursuite en vertu du FDCPA doit être intentée au plus tard à cette date.',
  deadline_uk_agreement: 'Le créancier doit répondre à votre demande au titre des articles 77/78 dans un délai de {days, plural, one {# jour ouvrable} other {# jours ouvrables}} après l’avoir reçue avec les frais de {fee} £ (aucune date calculée : les jours fériés diffèrent entre les nations du Royaume-Uni).',
  deadline_uk_fos_firm: 'Si vous portez plainte auprès de l’entreprise aujourd’hui, elle a jusqu’à cette date pour envoyer sa réponse définitive ; vous pourrez ensuite saisir l’ombudsman.',
  deadline_uk_fos_referral: 'Si l’entreprise envoie sa réponse définitive aujourd’hui, saisissez l’ombudsman de votre plainte au plus tard à cette date.',
  deadline_uk_breathing_space: 'Un breathing space standard commençant aujourd’hui prend fin à cette date.',
  deadline_ca_notice_wait: 'Si l’agence a envoyé son avis écrit aujourd’hui, elle ne peut pas vous contacter pour exiger un paiement avant cette date.',
  deadline_au_idr: 'Si vous portez plainte auprès du fournisseur de crédit ou de l’agence aujourd’hui, il doit répondre au plus tard à cette date ; vous pourrez ensuite saisir l’AFCA.',
  deadline_au_hardship: 'Si vous remettez un avis de difficultés financières aujourd’hui, le fournisseur de crédit peut vous demander des renseignements supplémentaires jusqu’à cette date.',
  letter_title_debt_validation_request: 'Demande de justification de la dette',
  letter_title_cease_and_desist: 'Mise en demeure : cessez de me contacter',
  letter_send_to: 'Envoyez à {collector} par un moyen traçable (courrier recommandé avec accusé de réception aux États-Unis, recorded delivery au Royaume-Uni) et gardez-en une copie.',
  letter_situation_line: 'Précisions sur ma situation : {situation}',
  letter_body_US_debt_validation_request:
    HEAD + TO + 'Objet : compte {account_number}\n\n' +
    'Je réponds à votre prise de contact au sujet de cette dette alléguée. En vertu de l’article 809(b) du Fair Debt Collection Practices Act (15 U.S.C. 1692g(b)) et du Regulation F (12 CFR 1006.34), je conteste cette dette et demande une vérification. Veuillez m’envoyer :\n' +
    '1. le montant que vous réclamez, détaillé en intérêts, frais, paiements et crédits depuis la date de détail ;\n' +
    '2. le nom et l’adresse du créancier d’origine ;\n' +
    '3. une copie du contrat signé ou d’un autre document montrant que je dois cette somme, et la preuve que vous détenez la créance ou pouvez la recouvrer ;\n' +
    '4. la date du défaut ou du dernier paiement.\n\n' +
    'Tant que vous ne m’aurez pas envoyé cette vérification par la poste, vous devez cesser le recouvrement de la dette contestée. La présente lettre ne constitue pas une reconnaissance de dette. Veuillez me contacter uniquement par écrit.\n\n{your_name}',
  letter_body_US_cease_and_desist:
    HEAD + TO + 'Objet : compte {account_number}\n\n' +
    'En vertu de l’article 805(c) du Fair Debt Collection Practices Act (15 U.S.C. 1692c(c)), je vous demande de cesser toute communication avec moi au sujet de cette dette alléguée. Vous ne pouvez me contacter de nouveau que pour confirmer que vous mettez fin à vos démarches ou pour m’informer d’une mesure précise que vous-même ou le créancier entendez prendre. La présente lettre ne constitue pas une reconnaissance de dette.\n\n{your_name}',
  letter_body_UK_debt_validation_request:
    HEAD + TO + 'Objet : compte {account_number}\n\n' +
    'Veuillez m’envoyer une copie conforme du contrat de crédit signé, avec tout autre document qui y est mentionné, ainsi qu’un relevé de compte signé, comme l’exige l’article 78(1) du Consumer Credit Act 1974 (article 77(1) s’il s’agit d’un prêt à montant fixe). Je joins les frais légaux de {fee} £.\n\n' +
    'Tant que vous ne vous y conformez pas, vous n’êtes pas en droit de faire exécuter le contrat (articles 77(4) et 78(6)). Veuillez suspendre le compte jusqu’à votre réponse et me traiter équitablement comme l’exigent les règles CONC 7 de la FCA. La présente lettre ne constitue pas une reconnaissance de dette.\n\n{your_name}',
  letter_body_UK_cease_and_desist:
    HEAD + TO + 'Objet : compte {account_number}\n\n' +
    'Veuillez cesser de me téléphoner, de m’envoyer des messages ou de me rendre visite au sujet de ce compte, et me contacter uniquement par écrit à l’adresse ci-dessus. Les règles de la FCA (CONC 7) vous obligent à me traiter équitablement, à ne pas faire pression sur moi et à ne pas me contacter de manière excessive. Si cela continue, je déposerai une plainte officielle auprès de vous, puis auprès du Financial Ombudsman Service.\n\n{your_name}',
  letter_body_CA_debt_validation_request:
    HEAD + TO + 'Objet : compte {account_number}\n\n' +
    'Vous m’avez contacté au sujet d’une dette alléguée. Veuillez m’indiquer par écrit : le nom du créancier à qui elle est due ; le solde et son mode de calcul ; votre autorisation de la recouvrer et le numéro d’inscription ou de permis de votre agence dans ma province ; et une copie du contrat ou du relevé montrant que je la dois. En Ontario, la Loi sur les services de recouvrement et de règlement de dettes exige ces renseignements dans votre avis écrit avant que vous me contactiez. Jusqu’à ce que je les reçoive, je conteste la dette, et la présente lettre ne constitue pas une reconnaissance de dette.\n\n{your_name}',
  letter_body_CA_cease_and_desist:
    HEAD + TO + 'Objet : compte {account_number}\n\n' +
    'Veuillez communiquer avec moi au sujet de ce compte uniquement par écrit à l’adresse ci-dessus, et ne pas contacter mon employeur, ma famille, mes amis ou mes voisins à ce sujet. Les lois provinciales sur les agences de recouvrement interdisent le harcèlement et limitent le moment et la fréquence de vos contacts. Je signalerai tout autre manquement à l’office de protection du consommateur de ma province.\n\n{your_name}',
  letter_body_AU_debt_validation_request:
    HEAD + TO + 'Objet : compte {account_number}\n\n' +
    'Veuillez m’envoyer les détails et les documents relatifs à cette dette : le nom du créancier d’origine ; le montant réclamé et sa composition (capital, intérêts, frais et charges) ; des copies du contrat et des relevés récents ; et si la dette vous a été vendue ou cédée. Je conteste la dette jusqu’à ce que je les reçoive et vous demande de suspendre le recouvrement pendant l’examen de ma contestation. La présente lettre ne constitue pas une reconnaissance de dette.\n\n{your_name}',
  letter_body_AU_cease_and_desist:
    HEAD + TO + 'Objet : compte {account_number}\n\n' +
    'Veuillez me contacter au sujet de ce compte uniquement par écrit, par lettre ou par courriel à l’adresse ci-dessus, et non par téléphone ni en personne. La ligne directrice de l’ACCC et de l’ASIC sur le recouvrement de dettes attend de vous que vous respectiez la demande raisonnable d’un débiteur quant à la façon d’être contacté. Si vous ne le faites pas, je porterai plainte auprès de vous, puis auprès de l’Australian Financial Complaints Authority.\n\n{your_name}',
  tip_harassment: 'Tenez un registre de chaque appel, message et visite (date, heure, interlocuteur, propos tenus) : ce sera votre preuve en cas de plainte.',
  tip_not_mine: 'Si la dette n’est pas la vôtre ou pourrait résulter d’un vol d’identité, contestez-la par écrit et demandez une preuve ; ne la payez pas et ne la reconnaissez pas.',
  tip_old_debt:
    'Une vieille dette peut avoir dépassé son délai de prescription : ne la payez pas et ne la reconnaissez pas par écrit avant de vérifier, car à beaucoup d’endroits cela fait recommencer le délai (voir /api/debt/statute).',
  tip_lawsuit: 'Si vous êtes poursuivi, répondez au tribunal dans le délai prévu, même si vous contestez la dette : le manquer entraîne généralement un jugement par défaut.',
  tip_paid: 'Si vous avez déjà payé ou réglé la dette, joignez à votre lettre une copie de la preuve de paiement.',
  warn_not_legal_advice:
    'Ceci est une information générale, pas un avis juridique. Les règles diffèrent selon l’État, la province et le territoire ; un service d’aide juridique gratuit ou un conseiller en dettes peut examiner votre cas.',
  warn_US: 'Le FDCPA couvre les agences de recouvrement tierces et les acheteurs de créances, et non en général un prêteur qui recouvre sa propre créance ; beaucoup d’États étendent des règles semblables aux créanciers.',
  warn_UK: 'Le breathing space s’applique en Angleterre et au pays de Galles ; l’Écosse a son propre dispositif. Des conseils gratuits en matière de dettes sont offerts par des organismes caritatifs comme StepChange, National Debtline et Citizens Advice.',
  warn_CA: 'Les chiffres ci-dessus sont ceux de l’Ontario ; les autres provinces fixent leurs propres délais d’avis, limites de contact et heures.',
  warn_AU: 'La ligne directrice n’est pas une loi en soi, mais une agence qui va au-delà risque d’enfreindre l’Australian Consumer Law et l’ASIC Act.',
  the_collector: 'l’agence de recouvrement',
  narrative_US:
    'Face à {collector}, le FDCPA et le Regulation F sont de votre côté : exigez la justification par écrit dans les {period_days, plural, one {# jour} other {# jours}} suivant la réception de l’avis, exigez des contacts par écrit ou l’arrêt de tout contact, et signalez les infractions à {bodies}.',
  narrative_UK:
    'Face à {collector}, les règles CONC 7 de la FCA exigent un traitement équitable et de la tolérance ; demandez votre contrat de crédit en vertu du Consumer Credit Act, obtenez des conseils gratuits en matière de dettes, et portez plainte auprès de {bodies}.',
  narrative_CA:
    'Face à {collector}, la loi de votre province sur les agences de recouvrement limite les contacts et exige d’abord un avis écrit ; demandez une preuve par écrit et signalez les manquements à {bodies}.',
  narrative_AU:
    'Face à {collector}, la ligne directrice de l’ACCC et de l’ASIC limite les contacts à {week} fois par semaine ; demandez les détails de la dette par écrit, demandez une aide pour difficultés financières si vous en avez besoin, et portez plainte auprès de {bodies}.',
};

/** What each complaint body does, in French (shared by the rights, collections and dispute engines). */
export const REGULATOR_ROLE_MESSAGES_FR: Readonly<Record<RegulatorRoleKey, string>> = {
  role_cfpb: 'Organisme fédéral américain de réglementation des agences de recouvrement et d’évaluation du crédit : déposez une plainte en ligne ; il la transmet à l’entreprise pour réponse.',
  role_state_ag: 'Le procureur général de votre État applique les lois de l’État sur le recouvrement et le crédit et, dans beaucoup d’États, délivre les permis des agences de recouvrement.',
  role_ftc: 'La Federal Trade Commission applique aussi le FDCPA et le FCRA et recueille les signalements d’agences de recouvrement abusives.',
  role_fos: 'Ombudsman gratuit et indépendant pour les plaintes contre les prêteurs, les agences de recouvrement et les agences de référence de crédit, une fois que l’entreprise a eu l’occasion de répondre.',
  role_fca: 'Organisme de réglementation des prêteurs, des agences de recouvrement et des agences de référence de crédit ; signalez-lui les manquements à ses règles (il ne règle pas les plaintes individuelles).',
  role_ico: 'Autorité de protection des données : portez plainte si une agence de référence de crédit ou un prêteur refuse de corriger des données inexactes.',
  role_provincial_consumer_affairs: 'Délivre les permis des agences de recouvrement et des agences d’évaluation du crédit de votre province et reçoit les plaintes à leur sujet.',
  role_fcac: 'Organisme fédéral qui surveille les obligations des banques envers les consommateurs, y compris le traitement des plaintes ; il ne règle pas les différends individuels.',
  role_obsi: 'Ombudsman gratuit et indépendant pour les plaintes contre les banques et les sociétés de placement, une fois que l’entreprise a répondu ou que son délai est écoulé.',
  role_opc: 'Commissaire à la protection de la vie privée : portez plainte si une agence d’évaluation du crédit traite mal vos renseignements personnels (le Québec, la Colombie-Britannique et l’Alberta ont leur propre commissaire ou commission).',
  role_afca: 'Autorité gratuite et indépendante de traitement des plaintes visant les fournisseurs de crédit, les agences de recouvrement et les acheteurs de créances membres, ainsi que les organismes d’évaluation du crédit.',
  role_oaic: 'Autorité de protection de la vie privée : portez plainte contre les organismes d’évaluation du crédit et les fournisseurs de crédit qui traitent mal les demandes d’accès ou de correction.',
  role_accc: 'Applique l’Australian Consumer Law, qui interdit le harcèlement et la coercition abusifs dans le recouvrement de dettes.',
  role_asic: 'Réglemente les fournisseurs de crédit et les agences de recouvrement titulaires d’un permis et publie, avec l’ACCC, la ligne directrice sur le recouvrement de dettes.',
};
