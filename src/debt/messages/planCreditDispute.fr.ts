import type { PlanCreditDisputeKey } from './planCreditDispute.js';

const HEAD = '{date}\n\n{your_name}\n{your_address}\n\n';

/**
 * French text of planCreditDispute (vouvoiement). Each country's letters and steps cite only that country's law; the
 * Canadian ones name the bureaus and the provincial regulator, as in English, so they hold in Québec.
 *
 * @see ./planCreditDispute.ts
 */
export const PLAN_CREDIT_DISPUTE_MESSAGES_FR: Readonly<Record<PlanCreditDisputeKey, string>> = {
  letter_title_bureau_dispute: 'Contestation auprès de l’agence d’évaluation du crédit : {item}',
  letter_title_furnisher_dispute: 'Contestation directe auprès de l’entreprise qui l’a déclaré : {item}',
  letter_title_goodwill_request: 'Demande d’ajustement de bonne foi',
  send_to_bureau: 'Envoyez à {bureau} par son formulaire de contestation en ligne ou par courrier traçable, avec des copies (jamais les originaux) de vos preuves et de vos pièces d’identité ; gardez une copie de tout.',
  send_to_furnisher: 'Envoyez à {furnisher}, à l’adresse indiquée pour les contestations de déclaration de crédit, par courrier traçable.',
  send_to_goodwill: 'Envoyez au service à la clientèle ou à la direction de {furnisher} ; un ajustement de bonne foi est une faveur, pas un droit.',
  letter_body_US_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'Je conteste l’élément suivant de mon dossier de crédit, qui est inexact ou incomplet :\n\n{item}\nCompte : {account_number}\n\n' +
    'En vertu de l’article 611 du Fair Credit Reporting Act (15 U.S.C. 1681i), veuillez procéder gratuitement à une nouvelle enquête et le corriger ou le supprimer. Vous devez aviser l’entreprise qui l’a fourni dans un délai de {furnisher_days, plural, one {# jour ouvrable} other {# jours ouvrables}}, terminer la nouvelle enquête dans les {days, plural, one {# jour} other {# jours}} suivant la réception de la présente lettre, et m’envoyer les résultats dans les {results_days, plural, one {# jour ouvrable} other {# jours ouvrables}} suivant la fin de l’enquête. Je joins des copies des documents qui appuient ma contestation et des preuves de mon identité et de mon adresse.\n\n{your_name}',
  letter_body_US_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Je conteste les renseignements que vous déclarez aux agences d’évaluation du crédit au sujet de ce compte :\n\n{item}\nCompte : {account_number}\n\n' +
    'En vertu de l’article 623(a)(8) du Fair Credit Reporting Act (15 U.S.C. 1681s-2(a)(8)) et du 12 CFR 1022.43, veuillez examiner cette contestation directe, que j’envoie à votre adresse prévue pour les contestations, et m’en communiquer le résultat dans un délai de {days, plural, one {# jour} other {# jours}}. Si les renseignements sont inexacts ou incomplets, corrigez-les auprès de chaque agence à laquelle vous les avez déclarés. Je joins des copies des documents qui appuient ma contestation.\n\n{your_name}',
  letter_body_UK_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'Je conteste l’inscription suivante de mon dossier de crédit, qui est inexacte :\n\n{item}\nCompte : {account_number}\n\n' +
    'En vertu de l’article 16 du UK GDPR, veuillez la rectifier dans les meilleurs délais ; vous devez répondre dans un délai de {months, plural, one {# mois} other {# mois}} suivant la réception de cette demande. Veuillez marquer l’inscription comme contestée pendant que vous la vérifiez auprès du prêteur. Si vous ne la corrigez pas, je vous demanderai d’ajouter un avis de correction d’au plus {words} mots en vertu de l’article 159 du Consumer Credit Act 1974, et je pourrai porter plainte auprès de l’Information Commissioner’s Office.\n\n{your_name}',
  letter_body_UK_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Vous déclarez à mon sujet les renseignements suivants aux agences de référence de crédit, et ils sont inexacts :\n\n{item}\nCompte : {account_number}\n\n' +
    'En vertu de l’article 16 du UK GDPR, veuillez les corriger auprès de chaque agence à laquelle vous les déclarez, et me répondre dans un délai de {months, plural, one {# mois} other {# mois}}. Si vous ne réglez pas ce problème, je déposerai une plainte officielle auprès de vous, puis auprès du Financial Ombudsman Service.\n\n{your_name}',
  letter_body_CA_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'Je conteste les renseignements suivants de mon dossier de crédit, qui sont inexacts ou incomplets :\n\n{item}\nCompte : {account_number}\n\n' +
    'Veuillez faire enquête auprès du créancier qui les a déclarés et les corriger ou les retirer, en visant à terminer dans un délai de {days, plural, one {# jour} other {# jours}}, et m’envoyer une copie à jour de mon dossier. Si l’élément demeure, veuillez ajouter ma déclaration explicative à mon dossier. Je joins des copies des pièces justificatives et une preuve d’identité.\n\n{your_name}',
  letter_body_CA_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Vous déclarez à mon sujet les renseignements suivants à Equifax Canada ou à TransUnion Canada, et ils sont inexacts :\n\n{item}\nCompte : {account_number}\n\n' +
    'Veuillez faire enquête et, s’ils sont inexacts, demander à chaque agence de les corriger, puis me confirmer le résultat par écrit. Si vous ne réglez pas ce problème, j’utiliserai votre processus de plainte, puis l’organisme externe de traitement des plaintes ou l’organisme de réglementation de ma province.\n\n{your_name}',
  letter_body_AU_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'En vertu de l’article 20T du Privacy Act 1988, je demande la correction des renseignements suivants de mon dossier de crédit, qui sont inexacts, périmés, incomplets, non pertinents ou trompeurs :\n\n{item}\nCompte : {account_number}\n\n' +
    'Vous devez prendre des mesures raisonnables pour les corriger dans les {days, plural, one {# jour} other {# jours}} suivant la présente demande (sauf si j’accepte par écrit un délai plus long), en consultant le fournisseur de crédit qui les a inscrits, et m’aviser par écrit de votre décision.\n\n{your_name}',
  letter_body_AU_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'En vertu de l’article 21V du Privacy Act 1988, je demande la correction des renseignements de crédit suivants que vous détenez à mon sujet et avez communiqués :\n\n{item}\nCompte : {account_number}\n\n' +
    'Vous devez traiter cette demande dans un délai de {days, plural, one {# jour} other {# jours}} (sauf si j’accepte par écrit un délai plus long), corriger les renseignements auprès de chaque organisme d’évaluation du crédit auquel vous les avez communiqués, et m’aviser par écrit de votre décision, en indiquant comment porter plainte auprès de l’AFCA.\n\n{your_name}',
  letter_body_goodwill_request:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Objet : compte {account_number}\n\n' +
    'Je sollicite un ajustement de bonne foi. Les inscriptions suivantes sont exactes, mais elles ne reflètent pas l’ensemble de mon dossier chez vous :\n\n{item}\n\n' +
    'Elles datent d’une période de difficultés désormais derrière moi, et le compte est maintenant payé comme convenu. À titre de courtoisie, accepteriez-vous de demander aux agences d’évaluation du crédit de retirer ou de mettre à jour ces inscriptions ? Je comprends que vous n’y êtes pas tenu, et je vous remercie de votre considération.\n\n{your_name}',
  step_US_1: 'Obtenez vos dossiers de crédit gratuits auprès d’Equifax, d’Experian et de TransUnion et marquez chaque élément erroné, avec la preuve qui le démontre.',
  step_US_2: 'Envoyez une lettre de contestation pour chaque élément erroné à chaque agence qui l’affiche, avec des copies de vos preuves ; gardez la preuve d’envoi ou la confirmation en ligne.',
  step_US_3: 'L’agence doit aviser le fournisseur de renseignements dans un délai de {furnisher_days, plural, one {# jour ouvrable} other {# jours ouvrables}} et terminer dans les {days, plural, one {# jour} other {# jours}} suivant la réception de votre contestation ({max_days, plural, one {# jour} other {# jours}} si vous envoyez d’autres renseignements pertinents pendant ce délai).',
  step_US_4: 'Vous recevez les résultats dans les {results_days, plural, one {# jour ouvrable} other {# jours ouvrables}} suivant la fin de l’enquête ; un élément qui ne peut pas être vérifié doit être supprimé.',
  step_US_5: 'Si l’agence maintient un élément dont vous pouvez prouver l’inexactitude, contestez-le directement auprès du fournisseur de renseignements (il dispose de {direct_days, plural, one {# jour} other {# jours}}), ajoutez une déclaration à votre dossier et faites remonter la plainte.',
  step_UK_1: 'Vérifiez votre dossier de crédit auprès d’Experian, d’Equifax et de TransUnion ; chacune peut détenir des renseignements différents.',
  step_UK_2: 'Demandez à l’agence, et au prêteur qui a déclaré l’inscription, de la corriger ; en vertu du UK GDPR, ils doivent répondre dans un délai de {months, plural, one {# mois} other {# mois}}.',
  step_UK_3: 'Si l’inscription n’est pas corrigée, demandez à l’agence d’ajouter un avis de correction d’au plus {words} mots expliquant votre point de vue.',
  step_UK_4: 'Déposez une plainte officielle auprès du prêteur ; après {weeks, plural, one {# semaine} other {# semaines}}, ou après sa réponse définitive, vous pouvez saisir le Financial Ombudsman Service, et l’ICO pour ce qui concerne l’agence.',
  step_CA_1: 'Obtenez vos dossiers de crédit gratuits auprès d’Equifax Canada et de TransUnion Canada et marquez chaque élément erroné.',
  step_CA_2: 'Déposez une contestation auprès de chaque agence qui affiche l’élément, avec des copies de vos preuves ; écrivez aussi au créancier qui l’a déclaré.',
  step_CA_3: 'L’agence vérifie auprès du créancier, généralement dans un délai d’environ {days, plural, one {# jour} other {# jours}}, et corrige ou confirme l’élément.',
  step_CA_4: 'Si l’élément demeure, ajoutez une déclaration explicative à votre dossier et adressez-vous à l’office de protection du consommateur de votre province ou, pour une banque, à l’OSBI.',
  step_AU_1: 'Obtenez vos dossiers de crédit gratuits auprès d’Equifax, d’Experian et d’illion et marquez chaque élément erroné.',
  step_AU_2: 'Demandez à l’organisme d’évaluation du crédit ou au fournisseur de crédit de le corriger ; celui que vous sollicitez en premier doit traiter la demande (principe du « no wrong door »).',
  step_AU_3: 'Il doit traiter la demande dans un délai de {days, plural, one {# jour} other {# jours}}, sauf si vous acceptez par écrit un délai plus long, consulter les autres parties concernées et vous aviser par écrit de sa décision.',
  step_AU_4: 'Si vous contestez la décision, portez plainte auprès de l’AFCA (gratuitement) ou de l’OAIC.',
  deadline_US_furnisher_notice: 'Si l’agence reçoit votre contestation aujourd’hui, elle doit aviser le fournisseur de renseignements au plus tard à cette date.',
  deadline_US_investigation: 'Si l’agence reçoit votre contestation aujourd’hui, elle doit terminer sa nouvelle enquête au plus tard à cette date.',
  deadline_US_investigation_extended: 'Si vous envoyez d’autres renseignements pertinents pendant les {days, plural, one {# premier jour} other {# premiers jours}}, l’agence peut prendre jusqu’à cette date au plus tard.',
  deadline_US_results: 'Si l’agence termine le dernier jour permis, elle doit vous envoyer les résultats au plus tard à cette date.',
  deadline_US_direct_dispute: 'Si le fournisseur de renseignements reçoit votre contestation directe aujourd’hui, il devrait terminer son enquête au plus tard à cette date.',
  deadline_UK_rectification: 'Si l’agence ou le prêteur reçoit votre demande aujourd’hui, il doit répondre au plus tard à cette date.',
  deadline_UK_cra_reply: 'En vertu du Consumer Credit Act, une agence qui reçoit votre demande de correction aujourd’hui devrait répondre au plus tard à cette date.',
  deadline_UK_fos_firm: 'Si vous déposez une plainte officielle auprès du prêteur aujourd’hui, il a jusqu’à cette date pour envoyer sa réponse définitive.',
  deadline_CA_investigation: 'Si l’agence reçoit votre contestation aujourd’hui, attendez-vous à sa réponse vers cette date.',
  deadline_CA_obsi_bank: 'Si vous portez plainte auprès d’une banque aujourd’hui, elle a jusqu’à cette date pour régler la plainte ; vous pourrez ensuite vous adresser à l’OSBI.',
  deadline_AU_correction: 'Si l’organisme d’évaluation du crédit ou le fournisseur de crédit reçoit votre demande aujourd’hui, il doit la traiter au plus tard à cette date.',
  deadline_AU_idr: 'Si vous portez plainte auprès du fournisseur de crédit aujourd’hui, il doit répondre au plus tard à cette date ; vous pourrez ensuite saisir l’AFCA.',
  escalate_cfpb: 'Si une agence ou un fournisseur de renseignements ne corrige pas une erreur que vous pouvez documenter, déposez une plainte auprès du CFPB.',
  escalate_state_ag: 'Informez le procureur général de votre État, qui applique les lois de l’État sur les dossiers de crédit.',
  escalate_ftc: 'Signalez aussi l’entreprise à la FTC ; un avocat peut également vous conseiller sur une poursuite en vertu du FCRA.',
  escalate_fos: 'Si le prêteur n’a pas réglé le problème dans un délai de {weeks, plural, one {# semaine} other {# semaines}}, ou si vous contestez sa réponse définitive, saisissez le Financial Ombudsman Service dans un délai de {months, plural, one {# mois} other {# mois}}.',
  escalate_fca: 'Signalez à la FCA les manquements à ses règles (elle ne traite pas les plaintes individuelles).',
  escalate_ico: 'Si l’agence de référence de crédit refuse de corriger des données inexactes ou d’accepter votre avis de correction, portez plainte auprès de l’ICO.',
  escalate_provincial_consumer_affairs: 'Portez plainte auprès de l’office de protection du consommateur de votre province, qui délivre les permis des agences d’évaluation du crédit et de recouvrement.',
  escalate_fcac: 'Si un prêteur sous réglementation fédérale ne suit pas son processus de plainte, informez-en l’ACFC.',
  escalate_obsi: 'Si une banque n’a pas réglé votre plainte dans un délai de {days, plural, one {# jour} other {# jours}}, adressez-vous à l’OSBI dans les {referral_days, plural, one {# jour} other {# jours}} suivant sa réponse définitive.',
  escalate_opc: 'Si une agence d’évaluation du crédit traite mal vos renseignements personnels, portez plainte auprès du commissaire à la protection de la vie privée.',
  escalate_afca: 'Si le fournisseur de crédit ou l’organisme d’évaluation du crédit n’a pas réglé votre plainte dans un délai de {days, plural, one {# jour} other {# jours}}, portez plainte auprès de l’AFCA.',
  escalate_oaic: 'Vous pouvez aussi porter plainte auprès de l’OAIC au sujet d’une demande de correction mal traitée.',
  warn_accurate_items: 'Les renseignements négatifs exacts peuvent généralement rester pendant toute leur durée de déclaration : une contestation ne retire que ce qui est inexact, incomplet ou invérifiable. Méfiez-vous des entreprises qui facturent la « réparation » du crédit.',
  warn_no_items: 'Aucun élément négatif n’a été indiqué : chaque lettre garde donc un espace réservé pour l’élément ; écrivez une lettre par élément.',
  warn_no_bureau: 'Aucune agence n’a été indiquée : envoyez la lettre destinée à l’agence à chaque agence qui affiche l’élément.',
  warn_estimates: 'Les dates sont des estimations qui supposent que votre lettre arrive aujourd’hui ; les délais réels courent à partir du jour de sa réception.',
  your_bureaus: 'chaque agence',
  narrative_US: 'Contestez {count} auprès de {bureau} : l’agence doit procéder à une nouvelle enquête dans les {days, plural, one {# jour} other {# jours}} suivant la réception de votre lettre (d’ici le {due} si elle arrive aujourd’hui) et vous envoyer les résultats. À défaut, contestez directement auprès du fournisseur de renseignements et adressez-vous au CFPB.',
  narrative_UK: 'Contestez {count} auprès de {bureau} et du prêteur : ils doivent répondre dans un délai de {months, plural, one {# mois} other {# mois}} (d’ici le {due} s’ils la reçoivent aujourd’hui). Si l’inscription demeure, ajoutez un avis de correction et portez plainte auprès du Financial Ombudsman Service ou de l’ICO.',
  narrative_CA: 'Contestez {count} auprès de {bureau} : attendez-vous à une réponse dans environ {days, plural, one {# jour} other {# jours}} (vers le {due} si la contestation arrive aujourd’hui). Si l’élément demeure, ajoutez une déclaration et portez plainte auprès de l’organisme de réglementation de votre province ou de l’OSBI.',
  narrative_AU: 'Demandez à {bureau} de corriger {count} : l’organisme doit traiter votre demande dans un délai de {days, plural, one {# jour} other {# jours}} (d’ici le {due} si elle arrive aujourd’hui). En cas de refus, portez plainte auprès de l’AFCA ou de l’OAIC.',
  right_US_reinvestigation:
    'Vous pouvez contester gratuitement tout élément inexact ou incomplet auprès d’une agence d’évaluation du crédit ; elle doit procéder à une nouvelle enquête dans un délai de {days, plural, one {# jour} other {# jours}} ({max_days} si vous envoyez d’autres renseignements pertinents pendant ce délai) et vous envoyer les résultats dans les {results_days, plural, one {# jour ouvrable} other {# jours ouvrables}} suivant la fin de l’enquête ({citation}).',
  right_US_direct_dispute: 'Vous pouvez aussi contester directement auprès de l’entreprise qui a déclaré l’élément ; elle doit faire enquête, généralement dans un délai de {days, plural, one {# jour} other {# jours}} ({citation}).',
  right_UK_rectification: 'Vous avez le droit de faire corriger les données inexactes de votre dossier de crédit ; l’agence ou le prêteur doit répondre dans un délai de {months, plural, one {# mois} other {# mois}} ({citation}).',
  right_UK_notice_of_correction: 'Si une inscription n’est pas corrigée, vous pouvez ajouter à votre dossier un avis de correction d’au plus {words} mots ({citation}).',
  right_CA_dispute:
    'Vous pouvez contester gratuitement des renseignements inexacts auprès d’Equifax Canada et de TransUnion Canada et ajouter une déclaration explicative s’ils demeurent ; attendez-vous à une réponse dans environ {days, plural, one {# jour} other {# jours}} ({citation}).',
  right_AU_correction:
    'Vous pouvez demander à un organisme d’évaluation du crédit ou à un fournisseur de crédit de corriger des renseignements inexacts, périmés, incomplets, non pertinents ou trompeurs ; il doit traiter votre demande dans un délai de {days, plural, one {# jour} other {# jours}} ({citation}).',
  count_items: '{n, plural, one {# élément} other {# éléments}}',
  count_unnamed: 'chaque élément erroné',
};
