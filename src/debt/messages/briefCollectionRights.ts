import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { BRIEF_COLLECTION_RIGHTS_MESSAGES_DE, REGULATOR_ROLE_MESSAGES_DE } from './briefCollectionRights.de.js';
import { BRIEF_COLLECTION_RIGHTS_MESSAGES_FR, REGULATOR_ROLE_MESSAGES_FR } from './briefCollectionRights.fr.js';

const HEAD = '{date}\n\n{your_name}\n{your_address}\n\n';
const TO = '{collector}\n{collector_address}\n\n';

const EN = {
  right_us_validation:
    'A debt collector must send you a validation notice within {notice_days, plural, one {# day} other {# days}} of first contacting you, with the amount, the creditor and your right to dispute ({citation}).',
  right_us_dispute:
    'If you dispute the debt in writing within {period_days, plural, one {# day} other {# days}} of receiving that notice, the collector must stop collecting it until it mails you verification ({citation}).',
  right_us_hours: 'Collectors may not contact you before {earliest} or after {latest} your local time unless you agree ({citation}).',
  right_us_frequency:
    'A collector who calls you about one debt more than {max_calls} times in {days, plural, one {# day} other {# days}}, or within {quiet_days, plural, one {# day} other {# days}} after speaking with you about it, is presumed to be harassing you ({citation}).',
  right_us_cease:
    'You can tell a collector in writing to stop contacting you; after that it may only write to say it is stopping or that it or the creditor intends to take a specific action, such as a lawsuit ({citation}).',
  right_us_time_barred: 'A collector must not sue or threaten to sue you on a debt whose limitation period has expired ({citation}).',
  right_us_damages:
    'If a collector breaks the law you can sue for your actual damages, up to {amount} in additional damages, and your attorney\'s fees and costs ({citation}).',
  right_us_suit_deadline: 'A lawsuit against a collector must be filed within {years, plural, one {# year} other {# years}} of the violation ({citation}).',
  right_uk_conc7:
    'Lenders and debt collectors must treat you fairly when you are in arrears: show forbearance, consider reduced payments or frozen interest, and give you time to get free debt advice ({citation}).',
  right_uk_agreement:
    'You can ask for a copy of your credit agreement and a statement of account for a fee of £{fee}; while the creditor fails to provide them it cannot enforce the agreement ({citation}).',
  right_uk_breathing_space:
    'In England and Wales a debt adviser can start a breathing space of up to {days, plural, one {# day} other {# days}} that pauses most creditor action and freezes interest and charges ({citation}).',
  right_uk_fos:
    'If the lender or collector has not resolved your complaint within {weeks, plural, one {# week} other {# weeks}}, or you disagree with its final response, you can go to the Financial Ombudsman Service free of charge within {months, plural, one {# month} other {# months}} ({citation}).',
  right_ca_notice:
    'In Ontario a collection agency must first send you a written notice and wait {days, plural, one {# day} other {# days}} before contacting you to demand payment ({citation}).',
  right_ca_contacts: 'After its first conversation with you it may not contact you more than {max} times in 7 days unless you agree or ask ({citation}).',
  right_ca_hours:
    'In Ontario it may not contact you on holidays, on Sundays except between {sunday_start} and {sunday_end}, or on other days before {weekday_start} or after {weekday_end} ({citation}).',
  right_ca_provincial:
    'Every province has its own collection agency law: agencies must be licensed or registered in your province, must not harass you, and can be reported to the provincial consumer protection office ({citation}).',
  right_au_frequency: 'Collectors should not contact you more than {week} times a week or {month} times a month about one account ({citation}).',
  right_au_hours:
    'Telephone contact should be between {weekday_start} and {weekday_end} on weekdays and between {weekend_start} and {weekend_end} at weekends, and never on national public holidays ({citation}).',
  right_au_hardship:
    'If you cannot keep up with repayments you can give your credit provider a hardship notice, orally or in writing; it may ask for information within {days, plural, one {# day} other {# days}} and must then tell you whether it will change the contract ({citation}).',
  right_au_afca:
    'A credit provider or collector must answer your complaint within {days, plural, one {# day} other {# days}} ({hardship_days, plural, one {# day} other {# days}} for hardship complaints); after that you can complain to AFCA free of charge ({citation}).',
  deadline_us_validation_notice: 'If the collector first contacted you today, its validation notice is due by this date.',
  deadline_us_validation_received: 'If you received the validation notice today, send your written dispute so that it arrives by this date.',
  deadline_us_validation_mailed:
    'If the collector mailed the validation notice today, it may assume you received it {days, plural, one {# business day} other {# business days}} later; the validation period then ends on this date.',
  deadline_us_fdcpa_suit: 'If a collector broke the law today, a lawsuit under the FDCPA must be filed by this date.',
  deadline_uk_agreement: 'The creditor must answer your section 77/78 request within {days, plural, one {# working day} other {# working days}} of receiving it with the £{fee} fee (no date computed: bank holidays differ between the UK nations).',
  deadline_uk_fos_firm: 'If you complain to the firm today, it has until this date to send its final response; after that you can go to the ombudsman.',
  deadline_uk_fos_referral: 'If the firm sends its final response today, refer your complaint to the ombudsman by this date.',
  deadline_uk_breathing_space: 'A standard breathing space starting today ends on this date.',
  deadline_ca_notice_wait: 'If the agency sent its written notice today, it may not contact you to demand payment before this date.',
  deadline_au_idr: 'If you complain to the credit provider or collector today, it must answer by this date; after that you can go to AFCA.',
  deadline_au_hardship: 'If you give a hardship notice today, the credit provider may ask you for more information until this date.',
  letter_title_debt_validation_request: 'Debt validation request',
  letter_title_cease_and_desist: 'Cease and desist: stop contacting me',
  letter_send_to: 'Send to {collector} by a method you can track (certified mail with return receipt in the US, recorded delivery in the UK) and keep a copy.',
  letter_situation_line: 'Details of my situation: {situation}',
  letter_body_US_debt_validation_request:
    HEAD + TO + 'Re: account {account_number}\n\n' +
    'I am responding to your contact about this alleged debt. Under section 809(b) of the Fair Debt Collection Practices Act (15 U.S.C. 1692g(b)) and Regulation F (12 CFR 1006.34), I dispute this debt and request verification. Please send me:\n' +
    '1. the amount you claim, itemized into interest, fees, payments and credits since the itemization date;\n' +
    '2. the name and address of the original creditor;\n' +
    '3. a copy of the signed agreement or another document showing that I owe it, and proof that you own the debt or may collect it;\n' +
    '4. the date of default or of the last payment.\n\n' +
    'Until you mail me this verification you must stop collecting the disputed debt. This letter is not an acknowledgment that I owe it. Please contact me only in writing.\n\n{your_name}',
  letter_body_US_cease_and_desist:
    HEAD + TO + 'Re: account {account_number}\n\n' +
    'Under section 805(c) of the Fair Debt Collection Practices Act (15 U.S.C. 1692c(c)), I require you to stop all communication with me about this alleged debt. You may contact me again only to confirm that you are ending your efforts or to tell me of a specific action that you or the creditor intend to take. This letter is not an acknowledgment that I owe the debt.\n\n{your_name}',
  letter_body_UK_debt_validation_request:
    HEAD + TO + 'Re: account {account_number}\n\n' +
    'Please send me a true copy of the executed credit agreement, with any other document referred to in it, and a signed statement of account, as section 78(1) of the Consumer Credit Act 1974 requires (section 77(1) if this is a fixed-sum loan). I enclose the statutory fee of £{fee}.\n\n' +
    'While you fail to comply you are not entitled to enforce the agreement (sections 77(4) and 78(6)). Please put the account on hold until you have replied, and treat me fairly as the FCA\'s rules in CONC 7 require. This letter is not an acknowledgment of the debt.\n\n{your_name}',
  letter_body_UK_cease_and_desist:
    HEAD + TO + 'Re: account {account_number}\n\n' +
    'Please stop telephoning, texting or visiting me about this account and contact me only in writing at the address above. The FCA\'s rules (CONC 7) require you to treat me fairly and not to put me under pressure or contact me excessively. If this continues I will complain to you formally and then to the Financial Ombudsman Service.\n\n{your_name}',
  letter_body_CA_debt_validation_request:
    HEAD + TO + 'Re: account {account_number}\n\n' +
    'You have contacted me about an alleged debt. Please send me in writing: the name of the creditor to whom it is owed; the balance and how it was calculated; your authority to collect it and your agency\'s registration or licence number in my province; and a copy of the agreement or statement showing that I owe it. In Ontario, the Collection and Debt Settlement Services Act requires this information in your written notice before you contact me. Until I receive it I dispute the debt, and this letter is not an acknowledgment of it.\n\n{your_name}',
  letter_body_CA_cease_and_desist:
    HEAD + TO + 'Re: account {account_number}\n\n' +
    'Please communicate with me about this account only in writing at the address above, and do not contact my employer, family, friends or neighbours about it. Provincial collection agency laws prohibit harassment and limit when and how often you may contact me. I will report any further breach to my provincial consumer protection office.\n\n{your_name}',
  letter_body_AU_debt_validation_request:
    HEAD + TO + 'Re: account {account_number}\n\n' +
    'Please send me the details and documents for this debt: the name of the original creditor; the amount claimed and how it is made up (principal, interest, fees and charges); copies of the contract and recent statements; and whether the debt has been sold or assigned to you. I dispute the debt until I receive them and ask you to put collection on hold while you look into my dispute. This letter is not an acknowledgment of the debt.\n\n{your_name}',
  letter_body_AU_cease_and_desist:
    HEAD + TO + 'Re: account {account_number}\n\n' +
    'Please contact me about this account only in writing, by letter or email to the address above, and not by telephone or in person. The ACCC and ASIC Debt collection guideline expects you to respect a debtor\'s reasonable request about how they are contacted. If you do not, I will complain to you and then to the Australian Financial Complaints Authority.\n\n{your_name}',
  tip_harassment: 'Keep a log of every call, message and visit (date, time, caller, what was said): it is your evidence for a complaint.',
  tip_not_mine: 'If the debt is not yours or may be identity theft, dispute it in writing and ask for proof; do not pay it or admit it.',
  tip_old_debt:
    'An old debt may be past its limitation period: do not pay it or acknowledge it in writing before checking, because in many places that restarts the clock (see /api/debt/statute).',
  tip_lawsuit: 'If you have been sued, answer the court by its deadline even while you dispute the debt: missing it usually means a default judgment.',
  tip_paid: 'If you have already paid or settled the debt, send a copy of the proof of payment with your letter.',
  warn_not_legal_advice:
    'This is general information, not legal advice. Rules differ by state, province and territory; a free legal aid service or debt adviser can check your case.',
  warn_US: 'The FDCPA covers third-party collectors and debt buyers, not usually a lender collecting its own debt; many states extend similar rules to creditors.',
  warn_UK: 'Breathing space is for England and Wales; Scotland has its own scheme. Free debt advice is available from charities such as StepChange, National Debtline and Citizens Advice.',
  warn_CA: 'The figures above are Ontario\'s; other provinces set their own notice periods, contact limits and hours.',
  warn_AU: 'The guideline is not law itself, but a collector that goes beyond it risks breaching the Australian Consumer Law and the ASIC Act.',
  the_collector: 'the collector',
  narrative_US:
    'Against {collector} you have the FDCPA and Regulation F on your side: demand validation in writing within {period_days, plural, one {# day} other {# days}} of receiving the notice, insist on written contact or stop contact altogether, and report violations to {bodies}.',
  narrative_UK:
    'Against {collector} the FCA\'s CONC 7 rules require fair treatment and forbearance; ask for your credit agreement under the Consumer Credit Act, get free debt advice, and complain to {bodies}.',
  narrative_CA:
    'Against {collector} your province\'s collection agency law limits contact and requires a written notice first; ask for proof in writing and report breaches to {bodies}.',
  narrative_AU:
    'Against {collector} the ACCC/ASIC guideline limits contact to {week} times a week; ask for the debt\'s details in writing, ask for hardship help if you need it, and complain to {bodies}.',
} as const;

/** Message keys of {@link briefCollectionRights}. */
export type BriefCollectionRightsKey = keyof typeof EN;

const HEAD_ES = '{date}\n\n{your_name}\n{your_address}\n\n';

const ES: Readonly<Record<BriefCollectionRightsKey, string>> = {
  right_us_validation:
    'Un cobrador de deudas debe enviarle un aviso de validación dentro de los {notice_days, plural, one {# día siguiente} other {# días siguientes}} a su primer contacto, con el importe, el acreedor y su derecho a disputar la deuda ({citation}).',
  right_us_dispute:
    'Si usted disputa la deuda por escrito dentro de los {period_days, plural, one {# día siguiente} other {# días siguientes}} a recibir ese aviso, el cobrador debe dejar de cobrarla hasta que le envíe por correo la verificación ({citation}).',
  right_us_hours: 'Los cobradores no pueden contactarle antes de las {earliest} ni después de las {latest}, hora local de usted, salvo que usted lo acepte ({citation}).',
  right_us_frequency:
    'Se presume que un cobrador le acosa si le llama por una misma deuda más de {max_calls} veces en {days, plural, one {# día} other {# días}}, o dentro de los {quiet_days, plural, one {# día siguiente} other {# días siguientes}} a haber hablado con usted sobre ella ({citation}).',
  right_us_cease:
    'Puede pedir por escrito a un cobrador que deje de contactarle; después solo podrá escribirle para decir que suspende el cobro o que él o el acreedor piensan tomar una medida concreta, como una demanda ({citation}).',
  right_us_time_barred: 'Un cobrador no puede demandarle ni amenazar con demandarle por una deuda cuyo plazo de prescripción ha vencido ({citation}).',
  right_us_damages:
    'Si un cobrador infringe la ley, puede demandarle por sus daños reales, hasta {amount} en daños adicionales, y los honorarios de su abogado y las costas ({citation}).',
  right_us_suit_deadline: 'La demanda contra un cobrador debe presentarse dentro de {years, plural, one {# año} other {# años}} desde la infracción ({citation}).',
  right_uk_conc7:
    'Los prestamistas y cobradores deben tratarle con equidad cuando está en mora: mostrar tolerancia, considerar pagos reducidos o congelar intereses, y darle tiempo para obtener asesoramiento gratuito sobre deudas ({citation}).',
  right_uk_agreement:
    'Puede pedir una copia de su contrato de crédito y un estado de cuenta pagando una tasa de {fee} £; mientras el acreedor no los entregue, no puede exigir el cumplimiento del contrato ({citation}).',
  right_uk_breathing_space:
    'En Inglaterra y Gales un asesor de deudas puede iniciar un «breathing space» de hasta {days, plural, one {# día} other {# días}} que detiene la mayoría de las acciones de los acreedores y congela intereses y cargos ({citation}).',
  right_uk_fos:
    'Si el prestamista o cobrador no ha resuelto su reclamación en {weeks, plural, one {# semana} other {# semanas}}, o no está de acuerdo con su respuesta final, puede acudir gratis al Financial Ombudsman Service dentro de {months, plural, one {# mes} other {# meses}} ({citation}).',
  right_ca_notice:
    'En Ontario una agencia de cobro debe enviarle primero un aviso por escrito y esperar {days, plural, one {# día} other {# días}} antes de contactarle para exigir el pago ({citation}).',
  right_ca_contacts: 'Después de su primera conversación con usted, no puede contactarle más de {max} veces en 7 días salvo que usted lo acepte o lo pida ({citation}).',
  right_ca_hours:
    'En Ontario no puede contactarle en días festivos, los domingos salvo entre las {sunday_start} y las {sunday_end}, ni los demás días antes de las {weekday_start} o después de las {weekday_end} ({citation}).',
  right_ca_provincial:
    'Cada provincia tiene su propia ley de agencias de cobro: las agencias deben tener licencia o registro en su provincia, no pueden acosarle y pueden ser denunciadas ante la oficina provincial de protección al consumidor ({citation}).',
  right_au_frequency: 'Los cobradores no deberían contactarle más de {week} veces por semana ni {month} veces al mes por una misma cuenta ({citation}).',
  right_au_hours:
    'El contacto telefónico debería hacerse entre las {weekday_start} y las {weekday_end} entre semana y entre las {weekend_start} y las {weekend_end} los fines de semana, y nunca en festivos nacionales ({citation}).',
  right_au_hardship:
    'Si no puede seguir pagando, puede entregar a su prestamista un aviso de dificultad económica, de palabra o por escrito; puede pedirle información dentro de {days, plural, one {# día} other {# días}} y luego debe decirle si modificará el contrato ({citation}).',
  right_au_afca:
    'Un prestamista o cobrador debe responder a su reclamación en {days, plural, one {# día} other {# días}} ({hardship_days, plural, one {# día} other {# días}} si es por dificultad económica); después puede reclamar gratis ante AFCA ({citation}).',
  deadline_us_validation_notice: 'Si el cobrador le contactó por primera vez hoy, su aviso de validación debe enviarse a más tardar en esta fecha.',
  deadline_us_validation_received: 'Si recibió el aviso de validación hoy, envíe su disputa por escrito para que llegue a más tardar en esta fecha.',
  deadline_us_validation_mailed:
    'Si el cobrador envió hoy por correo el aviso de validación, puede suponer que usted lo recibió {days, plural, one {# día hábil} other {# días hábiles}} después; el período de validación termina entonces en esta fecha.',
  deadline_us_fdcpa_suit: 'Si un cobrador infringió la ley hoy, la demanda según la FDCPA debe presentarse a más tardar en esta fecha.',
  deadline_uk_agreement: 'El acreedor debe responder a su solicitud de las secciones 77/78 en {days, plural, one {# día laborable} other {# días laborables}} desde que la recibe con la tasa de {fee} £ (sin fecha calculada: los festivos bancarios varían entre las naciones del Reino Unido).',
  deadline_uk_fos_firm: 'Si presenta hoy su reclamación a la empresa, esta tiene hasta esta fecha para enviar su respuesta final; después puede acudir al ombudsman.',
  deadline_uk_fos_referral: 'Si la empresa envía hoy su respuesta final, lleve su reclamación al ombudsman a más tardar en esta fecha.',
  deadline_uk_breathing_space: 'Un «breathing space» estándar que empieza hoy termina en esta fecha.',
  deadline_ca_notice_wait: 'Si la agencia envió hoy su aviso por escrito, no puede contactarle para exigir el pago antes de esta fecha.',
  deadline_au_idr: 'Si presenta hoy su reclamación al prestamista o cobrador, debe responderle a más tardar en esta fecha; después puede acudir a AFCA.',
  deadline_au_hardship: 'Si entrega hoy un aviso de dificultad económica, el prestamista puede pedirle más información hasta esta fecha.',
  letter_title_debt_validation_request: 'Solicitud de validación de la deuda',
  letter_title_cease_and_desist: 'Requerimiento de cese: deje de contactarme',
  letter_send_to: 'Envíela a {collector} por un medio con seguimiento (correo certificado con acuse de recibo en EE. UU., «recorded delivery» en el Reino Unido) y guarde una copia.',
  letter_situation_line: 'Detalles de mi situación: {situation}',
  letter_body_US_debt_validation_request:
    HEAD_ES + TO + 'Ref.: cuenta {account_number}\n\n' +
    'Respondo a su contacto sobre esta supuesta deuda. Conforme a la sección 809(b) de la Fair Debt Collection Practices Act (15 U.S.C. 1692g(b)) y al Reglamento F (12 CFR 1006.34), disputo esta deuda y solicito su verificación. Envíenme:\n' +
    '1. el importe que reclaman, desglosado en intereses, cargos, pagos y abonos desde la fecha de desglose;\n' +
    '2. el nombre y la dirección del acreedor original;\n' +
    '3. una copia del contrato firmado u otro documento que demuestre que la debo, y prueba de que son titulares de la deuda o están autorizados a cobrarla;\n' +
    '4. la fecha del impago o del último pago.\n\n' +
    'Hasta que me envíen por correo esta verificación deben dejar de cobrar la deuda disputada. Esta carta no es un reconocimiento de que la debo. Comuníquense conmigo solo por escrito.\n\n{your_name}',
  letter_body_US_cease_and_desist:
    HEAD_ES + TO + 'Ref.: cuenta {account_number}\n\n' +
    'Conforme a la sección 805(c) de la Fair Debt Collection Practices Act (15 U.S.C. 1692c(c)), les exijo que dejen de comunicarse conmigo sobre esta supuesta deuda. Solo podrán contactarme de nuevo para confirmar que suspenden sus gestiones o para informarme de una medida concreta que ustedes o el acreedor piensen tomar. Esta carta no es un reconocimiento de que debo la deuda.\n\n{your_name}',
  letter_body_UK_debt_validation_request:
    HEAD_ES + TO + 'Ref.: cuenta {account_number}\n\n' +
    'Les ruego que me envíen una copia fiel del contrato de crédito firmado, con cualquier otro documento al que se refiera, y un estado de cuenta firmado, como exige la sección 78(1) de la Consumer Credit Act 1974 (la sección 77(1) si se trata de un préstamo de importe fijo). Adjunto la tasa legal de {fee} £.\n\n' +
    'Mientras no cumplan, no tienen derecho a exigir el cumplimiento del contrato (secciones 77(4) y 78(6)). Les pido que suspendan la cuenta hasta responder y que me traten con equidad, como exigen las normas CONC 7 de la FCA. Esta carta no es un reconocimiento de la deuda.\n\n{your_name}',
  letter_body_UK_cease_and_desist:
    HEAD_ES + TO + 'Ref.: cuenta {account_number}\n\n' +
    'Les ruego que dejen de llamarme, enviarme mensajes o visitarme por esta cuenta y que se comuniquen conmigo solo por escrito en la dirección indicada. Las normas de la FCA (CONC 7) les obligan a tratarme con equidad y a no presionarme ni contactarme en exceso. Si esto continúa, presentaré una reclamación formal ante ustedes y después ante el Financial Ombudsman Service.\n\n{your_name}',
  letter_body_CA_debt_validation_request:
    HEAD_ES + TO + 'Ref.: cuenta {account_number}\n\n' +
    'Ustedes me han contactado por una supuesta deuda. Envíenme por escrito: el nombre del acreedor al que se debe; el saldo y cómo se calculó; su autorización para cobrarla y el número de registro o licencia de su agencia en mi provincia; y una copia del contrato o estado de cuenta que demuestre que la debo. En Ontario, la Collection and Debt Settlement Services Act exige esta información en su aviso por escrito antes de contactarme. Hasta recibirla disputo la deuda, y esta carta no es un reconocimiento de la misma.\n\n{your_name}',
  letter_body_CA_cease_and_desist:
    HEAD_ES + TO + 'Ref.: cuenta {account_number}\n\n' +
    'Les ruego que se comuniquen conmigo sobre esta cuenta solo por escrito en la dirección indicada, y que no contacten a mi empleador, familiares, amigos ni vecinos al respecto. Las leyes provinciales de agencias de cobro prohíben el acoso y limitan cuándo y con qué frecuencia pueden contactarme. Denunciaré cualquier nuevo incumplimiento ante la oficina provincial de protección al consumidor.\n\n{your_name}',
  letter_body_AU_debt_validation_request:
    HEAD_ES + TO + 'Ref.: cuenta {account_number}\n\n' +
    'Les ruego que me envíen los detalles y documentos de esta deuda: el nombre del acreedor original; el importe reclamado y su composición (principal, intereses, comisiones y cargos); copias del contrato y de los estados de cuenta recientes; y si la deuda les ha sido vendida o cedida. Disputo la deuda hasta recibirlos y les pido que suspendan el cobro mientras examinan mi disputa. Esta carta no es un reconocimiento de la deuda.\n\n{your_name}',
  letter_body_AU_cease_and_desist:
    HEAD_ES + TO + 'Ref.: cuenta {account_number}\n\n' +
    'Les ruego que se comuniquen conmigo sobre esta cuenta solo por escrito, por carta o correo electrónico a la dirección indicada, y no por teléfono ni en persona. La guía de cobro de deudas de la ACCC y la ASIC espera que respeten la petición razonable de un deudor sobre cómo ser contactado. Si no lo hacen, reclamaré ante ustedes y después ante la Australian Financial Complaints Authority.\n\n{your_name}',
  tip_harassment: 'Lleve un registro de cada llamada, mensaje y visita (fecha, hora, quién llamó, qué se dijo): es su prueba para una reclamación.',
  tip_not_mine: 'Si la deuda no es suya o puede ser un robo de identidad, dispútela por escrito y pida pruebas; no la pague ni la reconozca.',
  tip_old_debt:
    'Una deuda antigua puede haber prescrito: no la pague ni la reconozca por escrito sin comprobarlo antes, porque en muchos lugares eso reinicia el plazo (vea /api/debt/statute).',
  tip_lawsuit: 'Si le han demandado, responda al tribunal dentro de su plazo aunque esté disputando la deuda: no hacerlo suele acabar en una sentencia en rebeldía.',
  tip_paid: 'Si ya pagó o liquidó la deuda, envíe una copia del comprobante de pago con su carta.',
  warn_not_legal_advice:
    'Esto es información general, no asesoramiento jurídico. Las normas varían según el estado, la provincia y el territorio; un servicio gratuito de asistencia jurídica o un asesor de deudas puede revisar su caso.',
  warn_US: 'La FDCPA cubre a cobradores externos y compradores de deuda, normalmente no al prestamista que cobra su propia deuda; muchos estados aplican normas parecidas a los acreedores.',
  warn_UK: 'El «breathing space» es para Inglaterra y Gales; Escocia tiene su propio sistema. Hay asesoramiento gratuito sobre deudas en organizaciones benéficas como StepChange, National Debtline y Citizens Advice.',
  warn_CA: 'Las cifras anteriores son las de Ontario; las demás provincias fijan sus propios plazos de aviso, límites de contacto y horarios.',
  warn_AU: 'La guía no es ley en sí misma, pero un cobrador que la sobrepasa se arriesga a infringir la Australian Consumer Law y la ASIC Act.',
  the_collector: 'el cobrador',
  narrative_US:
    'Frente a {collector} tiene de su lado la FDCPA y el Reglamento F: exija la validación por escrito dentro de los {period_days, plural, one {# día siguiente} other {# días siguientes}} a recibir el aviso, insista en el contacto por escrito o corte el contacto, y denuncie las infracciones ante {bodies}.',
  narrative_UK:
    'Frente a {collector}, las normas CONC 7 de la FCA exigen trato equitativo y tolerancia; pida su contrato de crédito según la Consumer Credit Act, busque asesoramiento gratuito sobre deudas y reclame ante {bodies}.',
  narrative_CA:
    'Frente a {collector}, la ley de agencias de cobro de su provincia limita el contacto y exige primero un aviso por escrito; pida pruebas por escrito y denuncie los incumplimientos ante {bodies}.',
  narrative_AU:
    'Frente a {collector}, la guía de la ACCC y la ASIC limita el contacto a {week} veces por semana; pida por escrito los detalles de la deuda, solicite ayuda por dificultad económica si la necesita y reclame ante {bodies}.',
};

/** Narrative of {@link briefCollectionRights}, complete in English and Spanish. */
export const BRIEF_COLLECTION_RIGHTS_MESSAGES: MessageCatalogs<BriefCollectionRightsKey> = {
  en: EN,
  es: ES,
  de: BRIEF_COLLECTION_RIGHTS_MESSAGES_DE,
  fr: BRIEF_COLLECTION_RIGHTS_MESSAGES_FR,
};

const ROLES_EN = {
  role_cfpb: 'Federal regulator of debt collectors and credit bureaus: submit a complaint online; it forwards it to the company for a response.',
  role_state_ag: 'Your state attorney general enforces state collection and credit laws and licenses collectors in many states.',
  role_ftc: 'The Federal Trade Commission also enforces the FDCPA and the FCRA and collects reports of abusive collectors.',
  role_fos: 'Free, independent ombudsman for complaints against lenders, debt collectors and credit reference agencies, after the firm has had its chance to respond.',
  role_fca: 'Regulator of lenders, debt collectors and credit reference agencies; report breaches of its rules (it does not resolve individual complaints).',
  role_ico: 'Data protection regulator: complain if a credit reference agency or lender will not correct inaccurate data.',
  role_provincial_consumer_affairs: 'Licenses collection agencies and credit bureaus in your province and takes complaints about them.',
  role_fcac: 'Federal regulator of banks\' consumer obligations, including complaint handling; it does not resolve individual disputes.',
  role_obsi: 'Free, independent ombudsman for complaints against banks and investment firms, once the firm has answered or its deadline has passed.',
  role_opc: 'Privacy commissioner: complain if a credit bureau mishandles your personal information (Quebec, British Columbia and Alberta have their own commissioners).',
  role_afca: 'Free, independent complaints authority for credit providers, debt collectors and buyers that are members, and credit reporting bodies.',
  role_oaic: 'Privacy regulator: complain about credit reporting bodies and credit providers that mishandle access or correction requests.',
  role_accc: 'Enforces the Australian Consumer Law, which bans undue harassment and coercion in debt collection.',
  role_asic: 'Regulates credit providers and licensed debt collectors and co-publishes the debt collection guideline.',
} as const;

/** Message keys describing each complaint body. */
export type RegulatorRoleKey = keyof typeof ROLES_EN;

const ROLES_ES: Readonly<Record<RegulatorRoleKey, string>> = {
  role_cfpb: 'Regulador federal de cobradores y agencias de crédito: presente una queja en línea; la remite a la empresa para que responda.',
  role_state_ag: 'El fiscal general de su estado aplica las leyes estatales de cobro y crédito y, en muchos estados, otorga licencias a los cobradores.',
  role_ftc: 'La Comisión Federal de Comercio también aplica la FDCPA y la FCRA y recoge denuncias contra cobradores abusivos.',
  role_fos: 'Defensor gratuito e independiente para reclamaciones contra prestamistas, cobradores y agencias de referencia de crédito, después de que la empresa haya podido responder.',
  role_fca: 'Regulador de prestamistas, cobradores y agencias de referencia de crédito; denuncie incumplimientos de sus normas (no resuelve reclamaciones individuales).',
  role_ico: 'Regulador de protección de datos: reclame si una agencia de referencia de crédito o un prestamista no corrige datos inexactos.',
  role_provincial_consumer_affairs: 'Otorga licencias a las agencias de cobro y a las agencias de crédito de su provincia y recibe quejas sobre ellas.',
  role_fcac: 'Regulador federal de las obligaciones de los bancos con los consumidores, incluida la atención de reclamaciones; no resuelve disputas individuales.',
  role_obsi: 'Defensor gratuito e independiente para reclamaciones contra bancos y empresas de inversión, una vez que la empresa ha respondido o ha vencido su plazo.',
  role_opc: 'Comisionado de privacidad: reclame si una agencia de crédito maneja mal sus datos personales (Quebec, Columbia Británica y Alberta tienen sus propios comisionados).',
  role_afca: 'Autoridad gratuita e independiente de reclamaciones contra prestamistas, cobradores y compradores de deuda miembros, y agencias de información crediticia.',
  role_oaic: 'Regulador de privacidad: reclame contra agencias de información crediticia y prestamistas que gestionen mal solicitudes de acceso o corrección.',
  role_accc: 'Aplica la Australian Consumer Law, que prohíbe el acoso y la coacción indebidos en el cobro de deudas.',
  role_asic: 'Regula a los prestamistas y a los cobradores con licencia y publica, junto con la ACCC, la guía de cobro de deudas.',
};

/** What each complaint body does, complete in English and Spanish (shared by the rights, collections and dispute engines). */
export const REGULATOR_ROLE_MESSAGES: MessageCatalogs<RegulatorRoleKey> = {
  en: ROLES_EN,
  es: ROLES_ES,
  de: REGULATOR_ROLE_MESSAGES_DE,
  fr: REGULATOR_ROLE_MESSAGES_FR,
};
