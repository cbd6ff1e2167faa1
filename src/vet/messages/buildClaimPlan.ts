import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { BUILD_CLAIM_PLAN_MESSAGES_DE } from './buildClaimPlan.de.js';
import { BUILD_CLAIM_PLAN_MESSAGES_FR } from './buildClaimPlan.fr.js';

type NonUs = 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany';

/** Message keys of `buildClaimPlan`. */
export type BuildClaimPlanMessageKey =
  | 'rec_str' | 'rec_personnel' | 'rec_private' | 'rec_va' | 'rec_exposure' | 'rec_ssa'
  | 'wit_form' | 'wit_who' | 'wit_content' | 'wit_condition'
  | 'exam_worst_days' | 'exam_flare' | 'exam_rom' | 'exam_list' | 'exam_attend' | 'exam_copy' | 'exam_mental' | 'exam_hearing'
  | 'letter_template'
  | 'letter_template_intl' | 'letter_direct' | 'letter_secondary' | 'letter_presumptive' | 'letter_standard'
  | 'strat_itf' | 'strat_file' | 'strat_secondary' | 'strat_presumptive' | 'strat_increase' | 'strat_tdiu' | 'strat_advocate'
  | 'denial_supplemental' | 'denial_hlr' | 'denial_board' | 'denial_pact' | 'denial_unmatched'
  | `nonus_${NonUs}` | 'nonus_unmapped'
  | 'summary_us' | 'summary_denials' | 'summary_non_us' | 'summary_unmapped'
  | 'exam_flare_intl'
  | 'letter_direct_intl'
  | 'letter_secondary_intl'
  | 'letter_standard_intl'
  | 'letter_standard_unmapped'
  | 'authority_unmapped';

/**
 * Narrative text of `buildClaimPlan` in English and Spanish.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-3
 */
export const BUILD_CLAIM_PLAN_MESSAGES: MessageCatalogs<BuildClaimPlanMessageKey> = {
  en: {
    rec_str: 'Service treatment records (STRs): VA requests them from the service department; get your own copy through milConnect/DPRIS or the VA.gov records request to check for the in-service entries.',
    rec_personnel: 'Military personnel file (DD-214, deployments, awards, duties): request with Standard Form 180 (SF-180) or eVetRecs from the National Personnel Records Center; VA gets them through DPRIS.',
    rec_private: 'Private medical records: authorize VA to get them with VA Form 21-4142 and 21-4142a (one provider per 4142a), or send them yourself to avoid delays.',
    rec_va: 'VA treatment records: VA obtains them; download them with Blue Button (My HealtheVet) to see what the examiner will read.',
    rec_exposure: 'Exposure evidence for {era}: unit records, deployment orders and the Individual Longitudinal Exposure Record (ILER) when it applies.',
    rec_ssa: 'Social Security disability records, if any (VA must ask for relevant ones).',
    wit_form: 'Use VA Form 21-10210 (Lay/Witness Statement) or VA Form 21-4138 (Statement in Support of Claim); sign and date it.',
    wit_who: 'Who: people who served with you, family, friends, coworkers — anyone who saw the event or the symptoms first-hand.',
    wit_content: 'What: how they know you, dates and places, what they saw (the event, symptoms before and after), how the condition limits you now; facts, not medical opinions.',
    wit_condition: '{condition}: a witness can describe the in-service event they saw, the symptoms since service and how the condition limits daily life now.',
    exam_worst_days: 'Describe your worst days, not your best; say how often symptoms happen and how long they last.',
    exam_flare: 'Describe flare-ups and their effect on function (DeLuca v. Brown, 8 Vet. App. 202 (1995)).',
    exam_flare_intl: 'Describe flare-ups and their effect on function.',
    exam_rom: 'For joints and the spine: stop moving when pain starts and say so; the examiner should note painful motion (38 CFR 4.59).',
    exam_list: 'Bring a written list of symptoms, medications and side effects, and how each condition affects work and daily life.',
    exam_attend: 'Attend every exam or reschedule in advance: missing one without good cause can lead to a denial (38 CFR 3.655).',
    exam_copy: 'Request the exam report (the DBQ) afterwards and check it for errors; answer errors with a statement or a private DBQ.',
    exam_mental: 'Mental health exams: describe social and work impairment concretely (relationships, missed work, panic, sleep).',
    exam_hearing: 'Hearing and tinnitus exams: describe noise exposure by job and duty.',
    letter_template: 'To the Department of Veterans Affairs: I am [name, credentials] and have treated [veteran] since [date]. I reviewed [service treatment records, VA and private records]. The veteran has a current diagnosis of {condition}. It is at least as likely as not (50 percent or greater probability) that {condition} {link}. Rationale: [the in-service event or exposure, the course of symptoms, and medical literature]. [Signature, date, license number.]',
    letter_template_intl: 'To {authority}: I am [name, credentials] and have treated [veteran] since [date]. I reviewed [service medical records and private records]. The veteran has a current diagnosis of {condition}. In my opinion {condition} {link}. Rationale: [the in-service event or exposure, the course of symptoms, and medical literature]. [Signature, date, registration number.]',
    letter_direct: 'began during or was caused by the veteran\'s military service (38 CFR 3.303)',
    letter_direct_intl: 'was caused or made worse by the veteran\'s military service',
    letter_secondary: 'is proximately due to or aggravated by the veteran\'s {primary} (38 CFR 3.310)',
    letter_secondary_intl: 'was caused or made worse by the veteran\'s {primary}',
    letter_presumptive: 'Presumptive condition ({program}): no nexus opinion is needed; a current diagnosis is enough once the service requirement is shown.',
    letter_standard: 'The standard is "at least as likely as not" ({percent} percent or greater probability): when the evidence is in approximate balance, the benefit of the doubt goes to the veteran (38 CFR 3.102).',
    letter_standard_intl: 'The standard of proof for a service link is set by {country}\'s own scheme; it is not recorded here, so the letter states the medical opinion and its reasons without a legal test. Ask {authority} or a veterans\' adviser which standard applies to your claim.',
    letter_standard_unmapped: 'No veterans program is mapped for {country}, so no standard of proof is stated; the letter gives the medical opinion and its reasons. Ask the authority that decides the claim which standard it applies.',
    authority_unmapped: 'the authority deciding the claim',
    strat_itf: 'File an intent to file (VA Form 21-0966, online or by phone) now: a claim within {months, plural, one {# month} other {# months}} keeps the intent\'s date as the effective date (38 CFR 3.155(b)).',
    strat_file: 'File VA Form 21-526EZ with the evidence you already have; VA must help get the rest (duty to assist, 38 CFR 3.159).',
    strat_secondary: 'Add secondary conditions supported by a medical opinion: {conditions}.',
    strat_presumptive: 'Claim the presumptive conditions under {programs}: service in the qualifying place and time replaces the nexus.',
    strat_increase: 'With a current {rating}% rating, claim an increase for any rated condition that has worsened (new treatment records show it).',
    strat_tdiu: 'At {rating}%, if conditions keep the veteran from substantially gainful work, consider TDIU (38 CFR 4.16; see /api/vet/tdiu).',
    strat_advocate: 'Have a VA-accredited representative (free VSO help) review the claim before filing.',
    denial_supplemental: 'Supplemental claim (VA Form 20-0995): needs new and relevant evidence (new = not in the record before; relevant = tends to prove or disprove a matter at issue, 38 CFR 3.2501). Filed within {months, plural, one {# month} other {# months}} of the decision it keeps the original effective date.',
    denial_hlr: 'Higher-level review (VA Form 20-0996): a senior reviewer looks again at the same evidence, no new evidence; ask within {months, plural, one {# month} other {# months}} of the decision (38 CFR 3.2601).',
    denial_board: 'Board appeal (VA Form 10182): direct, evidence or hearing docket; file within {months, plural, one {# month} other {# months}} of the decision (38 CFR 20.202).',
    denial_pact: '{condition} is presumptive under {program} for this service era: a supplemental claim should succeed without a nexus opinion.',
    denial_unmatched: 'Denied condition "{input}" is not in this claim\'s condition list; the same three review lanes apply.',
    nonus_UK: 'UK (Veterans UK, AFCS and War Pensions): get your service medical records from the MOD (DBS / Defence medical records subject access request); ask for a mandatory reconsideration, then appeal to the First-tier Tribunal (War Pensions and Armed Forces Compensation Chamber). Royal British Legion and the Veterans Welfare Service help for free.',
    nonus_Canada: 'Canada (VAC disability benefits): request your service health records from National Defence (ATIP); ask for a departmental review, then go to the Veterans Review and Appeal Board, with free help from the Bureau of Pensions Advocates.',
    nonus_Australia: 'Australia (DVA, MRCA/DRCA/VEA): request Defence health records via Defence (Freedom of Information); ask for internal review (MRCA s 347 / VEA), then the Veterans\' Review Board and the Administrative Review Tribunal. Free advocates through ATDP-trained ex-service organisations.',
    nonus_NewZealand: "New Zealand (Veterans' Support Act 2014): request service records from NZDF Personnel Archives; ask Veterans' Affairs to review the decision, then appeal to the Veterans Entitlements Appeal Board.",
    nonus_Germany: 'Germany (SEG / Bundeswehr): request the Gesundheitsakte from the Sanitätsdienst; file an objection (Widerspruch) within one month of the notice, then sue at the social court (Sozialgericht). Help from the Bundeswehrverband or a VdK/SoVD advisor.',
    nonus_unmapped: 'No claim procedure is mapped for {country}; US rules were not applied. The medical evidence (diagnosis, event, link, limits) is the same anywhere.',
    summary_us: 'Plan for {count, plural, one {# condition} other {# conditions}}: request records, collect witness statements, prepare for the exams, get causation letters for {nexus_count, plural, one {# condition} other {# conditions}}{denials}.',
    summary_denials: ', and review options for {count, plural, one {# earlier denial} other {# earlier denials}}',
    summary_non_us: '{country}: evidence plan for {count, plural, one {# condition} other {# conditions}} under {program}; records and review routes are listed in local_procedure.',
    summary_unmapped: 'No claim procedure is mapped for {country}; only the medical evidence plan is given and US rules were not applied.',
  },
  es: {
    rec_str: 'Expedientes médicos del servicio (STR): el VA los pide al servicio militar; obtenga su propia copia por milConnect/DPRIS o la solicitud de registros de VA.gov para comprobar las anotaciones del servicio.',
    rec_personnel: 'Expediente personal militar (DD-214, despliegues, condecoraciones, funciones): pídalo con el formulario estándar 180 (SF-180) o eVetRecs al National Personnel Records Center; el VA lo obtiene por DPRIS.',
    rec_private: 'Expedientes médicos privados: autorice al VA a obtenerlos con los formularios VA 21-4142 y 21-4142a (un proveedor por 4142a), o envíelos usted mismo para evitar demoras.',
    rec_va: 'Expedientes de tratamiento del VA: el VA los obtiene; descárguelos con Blue Button (My HealtheVet) para ver lo que leerá el examinador.',
    rec_exposure: 'Pruebas de exposición para {era}: registros de la unidad, órdenes de despliegue y el Individual Longitudinal Exposure Record (ILER) cuando corresponda.',
    rec_ssa: 'Expedientes de discapacidad del Seguro Social, si los hay (el VA debe pedir los pertinentes).',
    wit_form: 'Use el formulario VA 21-10210 (declaración de testigo) o el formulario VA 21-4138 (declaración en apoyo de la reclamación); fírmelo y féchelo.',
    wit_who: 'Quién: compañeros de servicio, familiares, amigos, compañeros de trabajo: cualquiera que haya visto el hecho o los síntomas en persona.',
    wit_content: 'Qué: cómo le conocen, fechas y lugares, lo que vieron (el hecho, los síntomas antes y después), cómo le limita hoy la afección; hechos, no opiniones médicas.',
    wit_condition: '{condition}: un testigo puede describir el hecho del servicio que presenció, los síntomas desde el servicio y cómo la afección limita hoy la vida diaria.',
    exam_worst_days: 'Describa sus peores días, no los mejores; diga con qué frecuencia aparecen los síntomas y cuánto duran.',
    exam_flare: 'Describa las crisis y su efecto en la función (DeLuca v. Brown, 8 Vet. App. 202 (1995)).',
    exam_flare_intl: 'Describa las crisis y su efecto en la función.',
    exam_rom: 'Para articulaciones y columna: deje de moverse cuando empiece el dolor y dígalo; el examinador debe anotar el movimiento doloroso (38 CFR 4.59).',
    exam_list: 'Lleve una lista escrita de síntomas, medicamentos y efectos secundarios, y de cómo cada afección afecta al trabajo y a la vida diaria.',
    exam_attend: 'Acuda a todos los exámenes o cámbielos con antelación: faltar sin causa justificada puede llevar a una denegación (38 CFR 3.655).',
    exam_copy: 'Pida después el informe del examen (el DBQ) y revise si tiene errores; respóndalos con una declaración o un DBQ privado.',
    exam_mental: 'Exámenes de salud mental: describa con hechos concretos el deterioro social y laboral (relaciones, ausencias, pánico, sueño).',
    exam_hearing: 'Exámenes de audición y tinnitus: describa la exposición al ruido según el puesto y las funciones.',
    letter_template: 'Al Departamento de Asuntos de Veteranos: soy [nombre, titulación] y trato a [veterano] desde [fecha]. He revisado [expedientes médicos del servicio, del VA y privados]. El veterano tiene un diagnóstico actual de {condition}. Es al menos tan probable como no (probabilidad del 50 por ciento o más) que {condition} {link}. Fundamento: [el hecho o la exposición durante el servicio, la evolución de los síntomas y la literatura médica]. [Firma, fecha, número de colegiado.]',
    letter_template_intl: 'A {authority}: soy [nombre, titulación] y trato a [veterano] desde [fecha]. He revisado [expedientes médicos del servicio y privados]. El veterano tiene un diagnóstico actual de {condition}. En mi opinión, {condition} {link}. Fundamento: [el hecho o la exposición durante el servicio, la evolución de los síntomas y la literatura médica]. [Firma, fecha, número de colegiado.]',
    letter_direct: 'haya comenzado durante el servicio militar del veterano o haya sido causado por él (38 CFR 3.303)',
    letter_direct_intl: 'fue causado o agravado por el servicio militar del veterano',
    letter_secondary: 'sea causado o agravado por {primary} del veterano (38 CFR 3.310)',
    letter_secondary_intl: 'fue causado o agravado por {primary} del veterano',
    letter_presumptive: 'Afección presunta ({program}): no se necesita una opinión de nexo; basta un diagnóstico actual una vez acreditado el requisito de servicio.',
    letter_standard: 'El estándar es "al menos tan probable como no" (probabilidad del {percent} por ciento o más): cuando las pruebas están en equilibrio aproximado, el beneficio de la duda favorece al veterano (38 CFR 3.102).',
    letter_standard_intl: 'El estándar de prueba del vínculo con el servicio lo fija el régimen propio de {country}; aquí no consta, así que la carta expone la opinión médica y sus razones sin una prueba legal. Pregunte a {authority} o a un asesor de veteranos qué estándar se aplica a su reclamación.',
    letter_standard_unmapped: 'No hay ningún programa de veteranos registrado para {country}, así que no se indica ningún estándar de prueba; la carta da la opinión médica y sus razones. Pregunte a la autoridad que decide la reclamación qué estándar aplica.',
    authority_unmapped: 'la autoridad que decide la reclamación',
    strat_itf: 'Presente ya una intención de reclamar (formulario VA 21-0966, en línea o por teléfono): una reclamación dentro de {months, plural, one {# mes} other {# meses}} conserva esa fecha como fecha de efectos (38 CFR 3.155(b)).',
    strat_file: 'Presente el formulario VA 21-526EZ con las pruebas que ya tenga; el VA debe ayudar a obtener el resto (deber de asistencia, 38 CFR 3.159).',
    strat_secondary: 'Añada afecciones secundarias respaldadas por una opinión médica: {conditions}.',
    strat_presumptive: 'Reclame las afecciones presuntas según {programs}: el servicio en el lugar y la época que califican sustituye al nexo.',
    strat_increase: 'Con una calificación actual del {rating}%, reclame un aumento para cualquier afección calificada que haya empeorado (los nuevos expedientes de tratamiento lo muestran).',
    strat_tdiu: 'Con un {rating}%, si las afecciones impiden un trabajo sustancialmente remunerado, considere la TDIU (38 CFR 4.16; vea /api/vet/tdiu).',
    strat_advocate: 'Pida a un representante acreditado por el VA (la ayuda de las VSO es gratuita) que revise la reclamación antes de presentarla.',
    denial_supplemental: 'Reclamación complementaria (formulario VA 20-0995): requiere pruebas nuevas y pertinentes (nuevas = no estaban antes en el expediente; pertinentes = tienden a probar o refutar una cuestión en disputa, 38 CFR 3.2501). Presentada dentro de {months, plural, one {# mes} other {# meses}} desde la decisión conserva la fecha de efectos original.',
    denial_hlr: 'Revisión de nivel superior (formulario VA 20-0996): un revisor sénior examina de nuevo las mismas pruebas, sin pruebas nuevas; pídala dentro de {months, plural, one {# mes} other {# meses}} desde la decisión (38 CFR 3.2601).',
    denial_board: 'Apelación ante la Junta (formulario VA 10182): vía directa, de pruebas o de audiencia; preséntela dentro de {months, plural, one {# mes} other {# meses}} desde la decisión (38 CFR 20.202).',
    denial_pact: '{condition} es presunta según {program} para esta época de servicio: una reclamación complementaria debería prosperar sin opinión de nexo.',
    denial_unmatched: 'La afección denegada "{input}" no está en la lista de afecciones de esta reclamación; se aplican las mismas tres vías de revisión.',
    nonus_UK: 'Reino Unido (Veterans UK, AFCS y War Pensions): obtenga sus expedientes médicos del servicio del MOD (solicitud de acceso a los expedientes médicos de Defensa); pida una reconsideración obligatoria y después recurra al First-tier Tribunal (War Pensions and Armed Forces Compensation Chamber). La Royal British Legion y el Veterans Welfare Service ayudan gratis.',
    nonus_Canada: 'Canadá (prestaciones por discapacidad de VAC): pida sus expedientes de salud del servicio a Defensa Nacional (ATIP); solicite una revisión departamental y después acuda al Veterans Review and Appeal Board, con ayuda gratuita del Bureau of Pensions Advocates.',
    nonus_Australia: 'Australia (DVA, MRCA/DRCA/VEA): pida los expedientes de salud de Defensa (libertad de información); solicite la revisión interna (MRCA s 347 / VEA) y después el Veterans\' Review Board y el Administrative Review Tribunal. Defensores gratuitos en organizaciones de exmilitares formados por ATDP.',
    nonus_NewZealand: "Nueva Zelanda (Veterans' Support Act 2014): pida los expedientes del servicio a NZDF Personnel Archives; pida a Veterans' Affairs que revise la decisión y después recurra al Veterans Entitlements Appeal Board.",
    nonus_Germany: 'Alemania (SEG / Bundeswehr): pida la Gesundheitsakte al Sanitätsdienst; presente una oposición (Widerspruch) dentro de un mes desde la notificación y después demande ante el tribunal social (Sozialgericht). Ayuda del Bundeswehrverband o de un asesor de VdK/SoVD.',
    nonus_unmapped: 'No hay ningún procedimiento de reclamación registrado para {country}; no se aplicaron las normas de EE. UU. Las pruebas médicas (diagnóstico, hecho, vínculo, limitaciones) son las mismas en cualquier lugar.',
    summary_us: 'Plan para {count, plural, one {# afección} other {# afecciones}}: pida los expedientes, reúna declaraciones de testigos, prepare los exámenes y obtenga cartas de causalidad para {nexus_count, plural, one {# afección} other {# afecciones}}{denials}.',
    summary_denials: ', y opciones de revisión para {count, plural, one {# denegación anterior} other {# denegaciones anteriores}}',
    summary_non_us: '{country}: plan de pruebas para {count, plural, one {# afección} other {# afecciones}} según {program}; los expedientes y las vías de revisión figuran en local_procedure.',
    summary_unmapped: 'No hay ningún procedimiento de reclamación registrado para {country}; solo se da el plan de pruebas médicas y no se aplicaron las normas de EE. UU.',
  },
  de: BUILD_CLAIM_PLAN_MESSAGES_DE,
  fr: BUILD_CLAIM_PLAN_MESSAGES_FR,
};
