import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { PLAN_CREDIT_DISPUTE_MESSAGES_DE } from './planCreditDispute.de.js';
import { PLAN_CREDIT_DISPUTE_MESSAGES_FR } from './planCreditDispute.fr.js';

const HEAD = '{date}\n\n{your_name}\n{your_address}\n\n';

const EN = {
  letter_title_bureau_dispute: 'Dispute with the credit bureau: {item}',
  letter_title_furnisher_dispute: 'Direct dispute with the company that reported it: {item}',
  letter_title_goodwill_request: 'Goodwill adjustment request',
  send_to_bureau: 'Send to {bureau} through its online dispute form or by trackable mail, with copies (never originals) of your evidence and ID; keep copies of everything.',
  send_to_furnisher: 'Send to {furnisher} at the address it gives for credit reporting disputes, by trackable mail.',
  send_to_goodwill: 'Send to {furnisher}\'s customer service or executive office; a goodwill adjustment is a favour, not a right.',
  letter_body_US_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'I dispute the following item in my credit file as inaccurate or incomplete:\n\n{item}\nAccount: {account_number}\n\n' +
    'Under section 611 of the Fair Credit Reporting Act (15 U.S.C. 1681i), please reinvestigate it free of charge and correct or delete it. You must notify the company that furnished it within {furnisher_days, plural, one {# business day} other {# business days}}, complete the reinvestigation within {days, plural, one {# day} other {# days}} of receiving this letter, and send me the results within {results_days, plural, one {# business day} other {# business days}} after you finish. I enclose copies of documents that support my dispute and of proof of my identity and address.\n\n{your_name}',
  letter_body_US_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'I dispute the information you report to the credit bureaus about this account:\n\n{item}\nAccount: {account_number}\n\n' +
    'Under section 623(a)(8) of the Fair Credit Reporting Act (15 U.S.C. 1681s-2(a)(8)) and 12 CFR 1022.43, please investigate this direct dispute, which I send to your address for disputes, and tell me the result within {days, plural, one {# day} other {# days}}. If the information is inaccurate or incomplete, correct it with every bureau you reported it to. I enclose copies of documents supporting my dispute.\n\n{your_name}',
  letter_body_UK_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'I dispute the following entry on my credit file as inaccurate:\n\n{item}\nAccount: {account_number}\n\n' +
    'Under article 16 of the UK GDPR please rectify it without undue delay; you must respond within {months, plural, one {# month} other {# months}} of receiving this request. Please mark the entry as disputed while you check it with the lender. If you do not correct it I will ask you to add a notice of correction of up to {words} words under section 159 of the Consumer Credit Act 1974, and I may complain to the Information Commissioner\'s Office.\n\n{your_name}',
  letter_body_UK_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'You report the following information about me to the credit reference agencies, and it is inaccurate:\n\n{item}\nAccount: {account_number}\n\n' +
    'Under article 16 of the UK GDPR please correct it with every agency you report to, and answer me within {months, plural, one {# month} other {# months}}. If you do not resolve this I will complain to you formally and then to the Financial Ombudsman Service.\n\n{your_name}',
  letter_body_CA_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'I dispute the following information in my credit file as inaccurate or incomplete:\n\n{item}\nAccount: {account_number}\n\n' +
    'Please investigate it with the creditor that reported it and correct or remove it, aiming to finish within {days, plural, one {# day} other {# days}}, and send me an updated copy of my file. If the item stays, please add my explanatory statement to my file. I enclose copies of supporting documents and proof of identity.\n\n{your_name}',
  letter_body_CA_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'You report the following information about me to Equifax Canada and/or TransUnion Canada, and it is inaccurate:\n\n{item}\nAccount: {account_number}\n\n' +
    'Please investigate and, if it is inaccurate, tell each bureau to correct it, and confirm the result to me in writing. If you do not resolve this I will use your complaint process and then the external complaints body or my provincial regulator.\n\n{your_name}',
  letter_body_AU_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'Under section 20T of the Privacy Act 1988 I request the correction of the following information in my credit report, which is inaccurate, out of date, incomplete, irrelevant or misleading:\n\n{item}\nAccount: {account_number}\n\n' +
    'You must take reasonable steps to correct it within {days, plural, one {# day} other {# days}} of this request (unless I agree in writing to a longer period), consulting the credit provider that listed it, and give me written notice of your decision.\n\n{your_name}',
  letter_body_AU_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Under section 21V of the Privacy Act 1988 I request the correction of the following credit information you hold and have disclosed about me:\n\n{item}\nAccount: {account_number}\n\n' +
    'You must deal with this request within {days, plural, one {# day} other {# days}} (unless I agree in writing to a longer period), correct the information with every credit reporting body you disclosed it to, and give me written notice of your decision, including how to complain to AFCA.\n\n{your_name}',
  letter_body_goodwill_request:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Re: account {account_number}\n\n' +
    'I am asking for a goodwill adjustment. The following entries are accurate, but they do not reflect my record with you as a whole:\n\n{item}\n\n' +
    'They happened during a period of difficulty that is now behind me, and the account is now paid as agreed. As a courtesy, would you ask the credit bureaus to remove or update these entries? I understand you are not required to, and I appreciate your consideration.\n\n{your_name}',
  step_US_1: 'Get your free credit reports from Equifax, Experian and TransUnion and mark every item that is wrong, with the evidence that shows it.',
  step_US_2: 'Send a dispute letter for each wrong item to each bureau that shows it, with copies of your evidence; keep proof of mailing or the online confirmation.',
  step_US_3: 'The bureau must tell the furnisher within {furnisher_days, plural, one {# business day} other {# business days}} and finish within {days, plural, one {# day} other {# days}} of receiving your dispute ({max_days, plural, one {# day} other {# days}} if you send more relevant information during that time).',
  step_US_4: 'You receive the results within {results_days, plural, one {# business day} other {# business days}} after it finishes; an item that cannot be verified must be deleted.',
  step_US_5: 'If the bureau keeps an item you can show is wrong, dispute it directly with the furnisher (it has {direct_days, plural, one {# day} other {# days}}), add a statement to your file, and escalate.',
  step_UK_1: 'Check your credit file with Experian, Equifax and TransUnion; each can hold different information.',
  step_UK_2: 'Ask the agency, and the lender that reported the entry, to correct it; under the UK GDPR they must respond within {months, plural, one {# month} other {# months}}.',
  step_UK_3: 'If the entry is not corrected, ask the agency to add a notice of correction of up to {words} words explaining your side.',
  step_UK_4: 'Complain formally to the lender; after {weeks, plural, one {# week} other {# weeks}}, or after its final response, you can take it to the Financial Ombudsman Service, and to the ICO about the agency.',
  step_CA_1: 'Get your free credit reports from Equifax Canada and TransUnion Canada and mark every item that is wrong.',
  step_CA_2: 'File a dispute with each bureau that shows the item, with copies of your evidence; also write to the creditor that reported it.',
  step_CA_3: 'The bureau checks with the creditor, usually within about {days, plural, one {# day} other {# days}}, and corrects or confirms the item.',
  step_CA_4: 'If the item stays, add an explanatory statement to your file and escalate to your provincial consumer protection office or, for a bank, to OBSI.',
  step_AU_1: 'Get your free credit reports from Equifax, Experian and illion and mark every item that is wrong.',
  step_AU_2: 'Ask the credit reporting body or the credit provider to correct it; whichever you ask first must handle the request (no wrong door).',
  step_AU_3: 'It must deal with the request within {days, plural, one {# day} other {# days}} unless you agree in writing to more time, consult the others involved, and give you written notice of its decision.',
  step_AU_4: 'If you disagree with the decision, complain to AFCA (free) or the OAIC.',
  deadline_US_furnisher_notice: 'If the bureau receives your dispute today, it must notify the furnisher by this date.',
  deadline_US_investigation: 'If the bureau receives your dispute today, it must finish reinvestigating by this date.',
  deadline_US_investigation_extended: 'If you send more relevant information during the first {days, plural, one {# day} other {# days}}, the bureau may take until this date at the latest.',
  deadline_US_results: 'If the bureau finishes on the last day allowed, it must send you the results by this date.',
  deadline_US_direct_dispute: 'If the furnisher receives your direct dispute today, it should finish investigating by this date.',
  deadline_UK_rectification: 'If the agency or lender receives your request today, it must respond by this date.',
  deadline_UK_cra_reply: 'Under the Consumer Credit Act, an agency that receives your correction request today should answer by this date.',
  deadline_UK_fos_firm: 'If you complain formally to the lender today, it has until this date to send its final response.',
  deadline_CA_investigation: 'If the bureau receives your dispute today, expect its answer by about this date.',
  deadline_CA_obsi_bank: 'If you complain to a bank today, it has until this date to resolve it; after that you can go to OBSI.',
  deadline_AU_correction: 'If the credit reporting body or credit provider receives your request today, it must deal with it by this date.',
  deadline_AU_idr: 'If you complain to the credit provider today, it must answer by this date; after that you can go to AFCA.',
  escalate_cfpb: 'If a bureau or furnisher does not fix an error you can document, submit a complaint to the CFPB.',
  escalate_state_ag: 'Tell your state attorney general, who enforces state credit reporting laws.',
  escalate_ftc: 'Report the company to the FTC as well; a lawyer can also advise on suing under the FCRA.',
  escalate_fos: 'If the lender has not resolved it within {weeks, plural, one {# week} other {# weeks}}, or you disagree with its final response, go to the Financial Ombudsman Service within {months, plural, one {# month} other {# months}}.',
  escalate_fca: 'Report breaches of the FCA\'s rules to the FCA (it does not handle individual complaints).',
  escalate_ico: 'If the credit reference agency will not correct inaccurate data or accept your notice of correction, complain to the ICO.',
  escalate_provincial_consumer_affairs: 'Complain to your provincial consumer protection office, which licenses credit bureaus and collection agencies.',
  escalate_fcac: 'If a federally regulated lender does not follow its complaint process, tell FCAC.',
  escalate_obsi: 'If a bank has not resolved your complaint within {days, plural, one {# day} other {# days}}, take it to OBSI within {referral_days, plural, one {# day} other {# days}} of its final answer.',
  escalate_opc: 'If a bureau mishandles your personal information, complain to the privacy commissioner.',
  escalate_afca: 'If the credit provider or credit reporting body has not resolved your complaint within {days, plural, one {# day} other {# days}}, complain to AFCA.',
  escalate_oaic: 'You can also complain to the OAIC about a correction request that was mishandled.',
  warn_accurate_items: 'Accurate negative information can usually stay for its full reporting period: a dispute removes only what is inaccurate, incomplete or cannot be verified. Be wary of companies that charge to "repair" credit.',
  warn_no_items: 'No negative items were given, so each letter keeps an item placeholder: write one letter per item.',
  warn_no_bureau: 'No bureau was given: send the bureau letter to every bureau that shows the item.',
  warn_estimates: 'Dates are estimates that assume your letter arrives today; the real deadlines run from the day it is received.',
  your_bureaus: 'each bureau',
  narrative_US: 'Dispute {count} with {bureau}: it must reinvestigate within {days, plural, one {# day} other {# days}} of receiving your letter (by {due} if it arrives today) and send you the results. If that fails, dispute directly with the furnisher and escalate to the CFPB.',
  narrative_UK: 'Dispute {count} with {bureau} and the lender: they must respond within {months, plural, one {# month} other {# months}} (by {due} if they receive it today). If the entry stays, add a notice of correction and complain to the Financial Ombudsman Service or the ICO.',
  narrative_CA: 'Dispute {count} with {bureau}: expect an answer in about {days, plural, one {# day} other {# days}} (around {due} if it arrives today). If the item stays, add a statement and complain to your provincial regulator or OBSI.',
  narrative_AU: 'Ask {bureau} to correct {count}: it must deal with your request within {days, plural, one {# day} other {# days}} (by {due} if it arrives today). If it refuses, complain to AFCA or the OAIC.',
  right_US_reinvestigation:
    'You can dispute any inaccurate or incomplete item with a credit bureau free of charge; it must reinvestigate within {days, plural, one {# day} other {# days}} ({max_days} if you send more relevant information during that time) and send you the results within {results_days, plural, one {# business day} other {# business days}} after finishing ({citation}).',
  right_US_direct_dispute: 'You can also dispute directly with the company that reported the item; it must investigate, generally within {days, plural, one {# day} other {# days}} ({citation}).',
  right_UK_rectification: 'You have the right to have inaccurate data on your credit file corrected; the agency or lender must respond within {months, plural, one {# month} other {# months}} ({citation}).',
  right_UK_notice_of_correction: 'If an entry is not corrected you can add a notice of correction of up to {words} words to your file ({citation}).',
  right_CA_dispute:
    'You can dispute inaccurate information with Equifax Canada and TransUnion Canada free of charge and add an explanatory statement if it stays; expect an answer in about {days, plural, one {# day} other {# days}} ({citation}).',
  right_AU_correction:
    'You can ask a credit reporting body or credit provider to correct inaccurate, out-of-date, incomplete, irrelevant or misleading information; it must deal with your request within {days, plural, one {# day} other {# days}} ({citation}).',
  count_items: '{n, plural, one {# item} other {# items}}',
  count_unnamed: 'each wrong item',
} as const;

/** Message keys of {@link planCreditDispute}. */
export type PlanCreditDisputeKey = keyof typeof EN;

const ES: Readonly<Record<PlanCreditDisputeKey, string>> = {
  letter_title_bureau_dispute: 'Disputa ante la agencia de crédito: {item}',
  letter_title_furnisher_dispute: 'Disputa directa ante la empresa que lo informó: {item}',
  letter_title_goodwill_request: 'Solicitud de ajuste de buena voluntad',
  send_to_bureau: 'Envíela a {bureau} mediante su formulario de disputas en línea o por correo con seguimiento, con copias (nunca originales) de sus pruebas y de su identificación; guarde copia de todo.',
  send_to_furnisher: 'Envíela a {furnisher} a la dirección que indica para disputas de informes de crédito, por correo con seguimiento.',
  send_to_goodwill: 'Envíela al servicio de atención al cliente o a la dirección ejecutiva de {furnisher}; un ajuste de buena voluntad es un favor, no un derecho.',
  letter_body_US_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'Disputo la siguiente partida de mi expediente de crédito por ser inexacta o incompleta:\n\n{item}\nCuenta: {account_number}\n\n' +
    'Conforme a la sección 611 de la Fair Credit Reporting Act (15 U.S.C. 1681i), les pido que la vuelvan a investigar sin cargo y la corrijan o eliminen. Deben avisar a la empresa que la informó dentro de {furnisher_days, plural, one {# día hábil} other {# días hábiles}}, terminar la reinvestigación dentro de {days, plural, one {# día} other {# días}} desde que reciban esta carta y enviarme los resultados dentro de {results_days, plural, one {# día hábil} other {# días hábiles}} después de terminar. Adjunto copias de los documentos que respaldan mi disputa y de la prueba de mi identidad y domicilio.\n\n{your_name}',
  letter_body_US_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Disputo la información que ustedes comunican a las agencias de crédito sobre esta cuenta:\n\n{item}\nCuenta: {account_number}\n\n' +
    'Conforme a la sección 623(a)(8) de la Fair Credit Reporting Act (15 U.S.C. 1681s-2(a)(8)) y al 12 CFR 1022.43, les pido que investiguen esta disputa directa, que envío a su dirección para disputas, y me comuniquen el resultado dentro de {days, plural, one {# día} other {# días}}. Si la información es inexacta o incompleta, corríjanla ante cada agencia a la que la comunicaron. Adjunto copias de los documentos que respaldan mi disputa.\n\n{your_name}',
  letter_body_UK_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'Disputo la siguiente anotación de mi expediente de crédito por ser inexacta:\n\n{item}\nCuenta: {account_number}\n\n' +
    'Conforme al artículo 16 del UK GDPR, les pido que la rectifiquen sin dilación indebida; deben responder dentro de {months, plural, one {# mes} other {# meses}} desde que reciban esta solicitud. Marquen la anotación como disputada mientras la comprueban con el prestamista. Si no la corrigen, les pediré que añadan una nota de corrección de hasta {words} palabras según la sección 159 de la Consumer Credit Act 1974, y podré reclamar ante la Information Commissioner\'s Office.\n\n{your_name}',
  letter_body_UK_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Ustedes comunican sobre mí la siguiente información a las agencias de referencia de crédito, y es inexacta:\n\n{item}\nCuenta: {account_number}\n\n' +
    'Conforme al artículo 16 del UK GDPR, les pido que la corrijan ante cada agencia a la que informan y me respondan dentro de {months, plural, one {# mes} other {# meses}}. Si no lo resuelven, presentaré una reclamación formal ante ustedes y después ante el Financial Ombudsman Service.\n\n{your_name}',
  letter_body_CA_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'Disputo la siguiente información de mi expediente de crédito por ser inexacta o incompleta:\n\n{item}\nCuenta: {account_number}\n\n' +
    'Les pido que la investiguen con el acreedor que la informó y la corrijan o eliminen, procurando terminar dentro de {days, plural, one {# día} other {# días}}, y que me envíen una copia actualizada de mi expediente. Si la partida se mantiene, añadan a mi expediente mi declaración explicativa. Adjunto copias de documentos de respaldo y prueba de identidad.\n\n{your_name}',
  letter_body_CA_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Ustedes comunican sobre mí la siguiente información a Equifax Canada o TransUnion Canada, y es inexacta:\n\n{item}\nCuenta: {account_number}\n\n' +
    'Les pido que la investiguen y, si es inexacta, indiquen a cada agencia que la corrija, y que me confirmen el resultado por escrito. Si no lo resuelven, usaré su procedimiento de reclamaciones y después el organismo externo de reclamaciones o mi regulador provincial.\n\n{your_name}',
  letter_body_AU_bureau_dispute:
    HEAD + '{bureau}\n{bureau_address}\n\n' +
    'Conforme a la sección 20T de la Privacy Act 1988, solicito la corrección de la siguiente información de mi informe de crédito, que es inexacta, desactualizada, incompleta, irrelevante o engañosa:\n\n{item}\nCuenta: {account_number}\n\n' +
    'Deben tomar medidas razonables para corregirla dentro de {days, plural, one {# día} other {# días}} desde esta solicitud (salvo que yo acepte por escrito un plazo mayor), consultando al prestamista que la registró, y notificarme por escrito su decisión.\n\n{your_name}',
  letter_body_AU_furnisher_dispute:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Conforme a la sección 21V de la Privacy Act 1988, solicito la corrección de la siguiente información crediticia que ustedes tienen y han comunicado sobre mí:\n\n{item}\nCuenta: {account_number}\n\n' +
    'Deben atender esta solicitud dentro de {days, plural, one {# día} other {# días}} (salvo que yo acepte por escrito un plazo mayor), corregir la información ante cada agencia de información crediticia a la que la comunicaron y notificarme por escrito su decisión, incluido cómo reclamar ante AFCA.\n\n{your_name}',
  letter_body_goodwill_request:
    HEAD + '{furnisher}\n{furnisher_address}\n\n' +
    'Ref.: cuenta {account_number}\n\n' +
    'Les solicito un ajuste de buena voluntad. Las siguientes anotaciones son exactas, pero no reflejan mi historial con ustedes en su conjunto:\n\n{item}\n\n' +
    'Ocurrieron durante un período de dificultades ya superado, y la cuenta se paga ahora según lo acordado. Como cortesía, ¿podrían pedir a las agencias de crédito que eliminen o actualicen estas anotaciones? Entiendo que no están obligados a hacerlo y les agradezco su consideración.\n\n{your_name}',
  step_US_1: 'Obtenga sus informes de crédito gratuitos de Equifax, Experian y TransUnion y marque cada partida errónea, con la prueba que lo demuestra.',
  step_US_2: 'Envíe una carta de disputa por cada partida errónea a cada agencia que la muestre, con copias de sus pruebas; guarde el comprobante de envío o la confirmación en línea.',
  step_US_3: 'La agencia debe avisar a la empresa informante dentro de {furnisher_days, plural, one {# día hábil} other {# días hábiles}} y terminar dentro de {days, plural, one {# día} other {# días}} desde que recibe su disputa ({max_days, plural, one {# día} other {# días}} si usted envía más información relevante en ese plazo).',
  step_US_4: 'Recibe los resultados dentro de {results_days, plural, one {# día hábil} other {# días hábiles}} después de que termine; una partida que no se puede verificar debe eliminarse.',
  step_US_5: 'Si la agencia mantiene una partida que usted puede demostrar que es errónea, dispútela directamente ante la empresa informante (tiene {direct_days, plural, one {# día} other {# días}}), añada una declaración a su expediente y escale el caso.',
  step_UK_1: 'Revise su expediente de crédito en Experian, Equifax y TransUnion; cada una puede tener información distinta.',
  step_UK_2: 'Pida a la agencia, y al prestamista que informó la anotación, que la corrijan; según el UK GDPR deben responder dentro de {months, plural, one {# mes} other {# meses}}.',
  step_UK_3: 'Si la anotación no se corrige, pida a la agencia que añada una nota de corrección de hasta {words} palabras con su versión.',
  step_UK_4: 'Presente una reclamación formal al prestamista; pasadas {weeks, plural, one {# semana} other {# semanas}}, o tras su respuesta final, puede llevarla al Financial Ombudsman Service, y a la ICO en el caso de la agencia.',
  step_CA_1: 'Obtenga sus informes de crédito gratuitos de Equifax Canada y TransUnion Canada y marque cada partida errónea.',
  step_CA_2: 'Presente una disputa ante cada agencia que muestre la partida, con copias de sus pruebas; escriba también al acreedor que la informó.',
  step_CA_3: 'La agencia lo comprueba con el acreedor, normalmente en unos {days, plural, one {# día} other {# días}}, y corrige o confirma la partida.',
  step_CA_4: 'Si la partida se mantiene, añada una declaración explicativa a su expediente y escale el caso a la oficina provincial de protección al consumidor o, si es un banco, a OBSI.',
  step_AU_1: 'Obtenga sus informes de crédito gratuitos de Equifax, Experian e illion y marque cada partida errónea.',
  step_AU_2: 'Pida la corrección a la agencia de información crediticia o al prestamista; quien reciba primero la solicitud debe tramitarla (sin puerta equivocada).',
  step_AU_3: 'Debe atender la solicitud dentro de {days, plural, one {# día} other {# días}} salvo que usted acepte por escrito más tiempo, consultar a los demás implicados y notificarle por escrito su decisión.',
  step_AU_4: 'Si no está de acuerdo con la decisión, reclame ante AFCA (gratis) o ante la OAIC.',
  deadline_US_furnisher_notice: 'Si la agencia recibe hoy su disputa, debe avisar a la empresa informante a más tardar en esta fecha.',
  deadline_US_investigation: 'Si la agencia recibe hoy su disputa, debe terminar la reinvestigación a más tardar en esta fecha.',
  deadline_US_investigation_extended: 'Si envía más información relevante durante los primeros {days, plural, one {# día} other {# días}}, la agencia puede tardar como máximo hasta esta fecha.',
  deadline_US_results: 'Si la agencia termina el último día permitido, debe enviarle los resultados a más tardar en esta fecha.',
  deadline_US_direct_dispute: 'Si la empresa informante recibe hoy su disputa directa, debería terminar de investigar a más tardar en esta fecha.',
  deadline_UK_rectification: 'Si la agencia o el prestamista recibe hoy su solicitud, debe responder a más tardar en esta fecha.',
  deadline_UK_cra_reply: 'Según la Consumer Credit Act, una agencia que recibe hoy su solicitud de corrección debería responder a más tardar en esta fecha.',
  deadline_UK_fos_firm: 'Si hoy presenta una reclamación formal al prestamista, tiene hasta esta fecha para enviar su respuesta final.',
  deadline_CA_investigation: 'Si la agencia recibe hoy su disputa, espere su respuesta hacia esta fecha.',
  deadline_CA_obsi_bank: 'Si hoy presenta una reclamación a un banco, tiene hasta esta fecha para resolverla; después puede acudir a OBSI.',
  deadline_AU_correction: 'Si la agencia de información crediticia o el prestamista recibe hoy su solicitud, debe atenderla a más tardar en esta fecha.',
  deadline_AU_idr: 'Si hoy presenta una reclamación al prestamista, debe responderle a más tardar en esta fecha; después puede acudir a AFCA.',
  escalate_cfpb: 'Si una agencia o empresa informante no corrige un error que usted puede documentar, presente una queja ante la CFPB.',
  escalate_state_ag: 'Informe al fiscal general de su estado, que aplica las leyes estatales sobre informes de crédito.',
  escalate_ftc: 'Denuncie también a la empresa ante la FTC; un abogado puede asesorarle sobre una demanda según la FCRA.',
  escalate_fos: 'Si el prestamista no lo ha resuelto en {weeks, plural, one {# semana} other {# semanas}}, o no está de acuerdo con su respuesta final, acuda al Financial Ombudsman Service dentro de {months, plural, one {# mes} other {# meses}}.',
  escalate_fca: 'Denuncie ante la FCA los incumplimientos de sus normas (no tramita reclamaciones individuales).',
  escalate_ico: 'Si la agencia de referencia de crédito no corrige datos inexactos ni acepta su nota de corrección, reclame ante la ICO.',
  escalate_provincial_consumer_affairs: 'Reclame ante la oficina provincial de protección al consumidor, que otorga licencias a las agencias de crédito y de cobro.',
  escalate_fcac: 'Si un prestamista de regulación federal no sigue su procedimiento de reclamaciones, informe a la FCAC.',
  escalate_obsi: 'Si un banco no ha resuelto su reclamación en {days, plural, one {# día} other {# días}}, llévela a OBSI dentro de {referral_days, plural, one {# día} other {# días}} desde su respuesta final.',
  escalate_opc: 'Si una agencia maneja mal sus datos personales, reclame ante el comisionado de privacidad.',
  escalate_afca: 'Si el prestamista o la agencia de información crediticia no ha resuelto su reclamación en {days, plural, one {# día} other {# días}}, reclame ante AFCA.',
  escalate_oaic: 'También puede reclamar ante la OAIC por una solicitud de corrección mal gestionada.',
  warn_accurate_items: 'La información negativa exacta suele poder mantenerse durante todo su plazo: una disputa elimina solo lo inexacto, incompleto o no verificable. Desconfíe de las empresas que cobran por «reparar» el crédito.',
  warn_no_items: 'No se indicaron partidas negativas, así que cada carta conserva un marcador de partida: escriba una carta por partida.',
  warn_no_bureau: 'No se indicó una agencia: envíe la carta de disputa a cada agencia que muestre la partida.',
  warn_estimates: 'Las fechas son estimaciones que suponen que su carta llega hoy; los plazos reales cuentan desde el día en que se recibe.',
  your_bureaus: 'cada agencia',
  narrative_US: 'Dispute {count} ante {bureau}: debe reinvestigar dentro de {days, plural, one {# día} other {# días}} desde que recibe su carta (a más tardar el {due} si llega hoy) y enviarle los resultados. Si no funciona, dispute directamente ante la empresa informante y escale a la CFPB.',
  narrative_UK: 'Dispute {count} ante {bureau} y el prestamista: deben responder dentro de {months, plural, one {# mes} other {# meses}} (a más tardar el {due} si la reciben hoy). Si la anotación se mantiene, añada una nota de corrección y reclame ante el Financial Ombudsman Service o la ICO.',
  narrative_CA: 'Dispute {count} ante {bureau}: espere una respuesta en unos {days, plural, one {# día} other {# días}} (hacia el {due} si llega hoy). Si la partida se mantiene, añada una declaración y reclame ante su regulador provincial u OBSI.',
  narrative_AU: 'Pida a {bureau} que corrija {count}: debe atender su solicitud dentro de {days, plural, one {# día} other {# días}} (a más tardar el {due} si llega hoy). Si se niega, reclame ante AFCA o la OAIC.',
  right_US_reinvestigation:
    'Puede disputar gratis ante una agencia de crédito cualquier partida inexacta o incompleta; debe reinvestigarla dentro de {days, plural, one {# día} other {# días}} ({max_days} si envía más información relevante en ese plazo) y enviarle los resultados dentro de {results_days, plural, one {# día hábil} other {# días hábiles}} después de terminar ({citation}).',
  right_US_direct_dispute: 'También puede disputar directamente ante la empresa que informó la partida; debe investigarla, por lo general dentro de {days, plural, one {# día} other {# días}} ({citation}).',
  right_UK_rectification: 'Tiene derecho a que se corrijan los datos inexactos de su expediente de crédito; la agencia o el prestamista debe responder dentro de {months, plural, one {# mes} other {# meses}} ({citation}).',
  right_UK_notice_of_correction: 'Si una anotación no se corrige, puede añadir a su expediente una nota de corrección de hasta {words} palabras ({citation}).',
  right_CA_dispute:
    'Puede disputar gratis la información inexacta ante Equifax Canada y TransUnion Canada y añadir una declaración explicativa si se mantiene; espere una respuesta en unos {days, plural, one {# día} other {# días}} ({citation}).',
  right_AU_correction:
    'Puede pedir a una agencia de información crediticia o a un prestamista que corrija información inexacta, desactualizada, incompleta, irrelevante o engañosa; debe atender su solicitud dentro de {days, plural, one {# día} other {# días}} ({citation}).',
  count_items: '{n, plural, one {# partida} other {# partidas}}',
  count_unnamed: 'cada partida errónea',
};

/** Narrative and letters of {@link planCreditDispute}, complete in English and Spanish. */
export const PLAN_CREDIT_DISPUTE_MESSAGES: MessageCatalogs<PlanCreditDisputeKey> = {
  en: EN,
  es: ES,
  de: PLAN_CREDIT_DISPUTE_MESSAGES_DE,
  fr: PLAN_CREDIT_DISPUTE_MESSAGES_FR,
};
