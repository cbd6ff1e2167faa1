import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { ASSESS_HEALTHCARE_MESSAGES_DE } from './assessHealthcare.de.js';
import { ASSESS_HEALTHCARE_MESSAGES_FR } from './assessHealthcare.fr.js';

type NonUs = 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany';

/** Message keys of `assessHealthcare`. */
export type AssessHealthcareMessageKey =
  | 'pg_from_rating' | 'pg_given' | 'pg_given_worse' | 'pg_zero_rating' | 'pg_no_rating' | 'pg_other_paths'
  | 'income_not_needed' | 'income_not_encoded' | 'income_missing' | 'income_monthly'
  | 'copay_sc_free' | 'copay_outpatient' | 'copay_urgent' | 'copay_medication' | 'copay_inpatient_pg8' | 'copay_inpatient_pg7'
  | 'copay_inpatient_none' | 'copay_ltc' | 'copay_mental_health' | 'copay_group_unknown'
  | 'champva_possible' | 'champva_not' | 'champva_unknown' | 'champva_no_dependents' | 'dependents_general'
  | 'cc_standards' | 'cc_other' | 'cc_how'
  | 'dental_iv' | 'dental_classes'
  | 'mh_same_day' | 'mh_vet_centers' | 'mh_crisis' | 'mh_oth'
  | 'mm_no_billing' | 'mm_both' | 'mm_part_b' | 'mm_medicaid'
  | 'abroad_fmp' | 'abroad_unmapped'
  | `nonus_${NonUs}`
  | 'summary_group' | 'summary_unknown' | 'summary_non_us' | 'summary_unmapped'
  | 'abroad_none_recorded';

/**
 * Narrative text of `assessHealthcare` in English and Spanish.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-17/section-17.36
 */
export const ASSESS_HEALTHCARE_MESSAGES: MessageCatalogs<AssessHealthcareMessageKey> = {
  en: {
    pg_from_rating: 'A {rating}% service-connected rating places the veteran in priority group {group} (38 CFR 17.36(b)).',
    pg_given: 'Priority group {group} as sent.',
    pg_given_worse: 'Group {given} was sent, but a {rating}% rating gives group {group}; the better (lower) group applies.',
    pg_zero_rating: 'A 0% rating gives group 6 when compensated; otherwise groups 5, 7 or 8 by income.',
    pg_no_rating: 'With no service-connected rating, groups 5, 7 or 8 follow from household income (or 4 and 6 by the categories below).',
    pg_other_paths: 'Other paths: group 1 also covers unemployability (TDIU) and the Medal of Honor; group 3 former POWs, Purple Heart, discharge for disability; group 4 Aid and Attendance, Housebound or catastrophic disability; group 5 VA pension or Medicaid; group 6 toxic exposures (PACT Act, Agent Orange, radiation, Gulf War, Camp Lejeune) and combat veterans within 10 years of discharge.',
    income_not_needed: 'Group {group} is not placed by income.',
    income_not_encoded: 'Household income of {annual, money} a year ({dependents, plural, one {# dependent} other {# dependents}}) must be compared with VA\'s national and geographic (ZIP-code) income limits, which are not encoded here: see {url}. Below the national limit: group 5; between it and the geographic limit: group 7; above both: group 8.',
    income_missing: 'Send income (monthly household income) and dependents to place groups 5, 7 and 8.',
    income_monthly: 'income is read as monthly gross household income and multiplied by 12.',
    copay_sc_free: 'Care for service-connected conditions has no copay in any group.',
    copay_outpatient: 'Outpatient: {primary, money} primary care, {specialty, money} specialty care per visit (groups 7 and 8, non-service-connected care).',
    copay_urgent: 'Urgent care: {amount, money} a visit for groups 7 and 8, and for groups 1–5 after their first {free, plural, one {# visit} other {# visits}} of the year, which are free; group 6 pays nothing for care of the exposure.',
    copay_medication: 'Medication for non-service-connected conditions (groups 2–8; group 1 pays none): {t1, money} / {t2, money} / {t3, money} per 30-day supply by tier, capped at {cap, money} a year.',
    copay_inpatient_pg8: 'Inpatient (group 8): {deductible, money} (Medicare deductible) for the first 90 days plus {daily, money} a day.',
    copay_inpatient_pg7: 'Inpatient (group 7): {amount, money} (20% of the Medicare deductible) plus {daily, money} a day.',
    copay_inpatient_none: 'Inpatient: no copay for group {group}.',
    copay_ltc: 'Long-term care (non-service-connected, rating below 70%): up to {inpatient, money} a day in a nursing home, {outpatient, money} a day adult day health, {dom, money} a day domiciliary, depending on income.',
    copay_mental_health: 'The first {visits} outpatient mental-health or substance-use visits each year have no copay, through {ends}.',
    copay_group_unknown: 'The group is not known, so which copays apply is open; amounts are listed for reference.',
    champva_possible: 'CHAMPVA may cover the spouse and children if the 100% rating is permanent and total (38 U.S.C. 1781).',
    champva_not: 'CHAMPVA is for dependents of veterans rated permanently and totally disabled (or who died of a service-connected condition); a {rating}% rating does not qualify.',
    champva_unknown: 'CHAMPVA covers dependents of a veteran rated permanently and totally (100%) disabled by service-connected conditions; send disability_rating.',
    champva_no_dependents: 'No dependents sent; CHAMPVA is for a spouse or children.',
    dependents_general: 'VA health care covers the veteran only; dependents need CHAMPVA, TRICARE (military retirees) or other coverage.',
    cc_standards: 'Community care: eligible when VA cannot see you within {wait_p, plural, one {# day} other {# days}} (primary care, mental health) or {wait_s, plural, one {# day} other {# days}} (specialty), or the average drive exceeds {drive_p} minutes (primary, mental health) or {drive_s} minutes (specialty) (38 CFR 17.4040).',
    cc_other: 'Also eligible: a needed service VA does not offer; no full-service VA medical facility in your state; the grandfathered 40-mile rule; your provider finds it in your best medical interest; a VA service line below quality standards.',
    cc_how: 'Ask your VA provider or the community care office to confirm eligibility and make the referral before the visit.',
    dental_iv: 'A 100% rating (or TDIU) gives comprehensive dental care (Class IV, 38 CFR 17.161(h)).',
    dental_classes: 'Dental classes (38 CFR 17.161): I service-connected compensable dental condition; II one-time care if applied within {days, plural, one {# day} other {# days}} of discharge after {service, plural, one {# day} other {# days}} of service; II(a) combat or service trauma; II(b)/(c) homeless or former POW; III a dental condition aggravating a service-connected condition; IV 100% or TDIU; V vocational rehabilitation (Chapter 31); VI dental care needed for other VA treatment. Others can buy VA Dental Insurance (VADIP).',
    mh_same_day: 'Same-day mental health care at VA medical centers and most clinics for urgent needs.',
    mh_vet_centers: 'Vet Centers: free, confidential readjustment counseling for combat veterans, military sexual trauma survivors and their families, without VA health care enrollment (38 U.S.C. 1712A).',
    mh_crisis: 'Veterans Crisis Line: dial 988 then press 1, text 838255. Emergency suicidal-crisis care is free, enrolled or not (38 U.S.C. 1720J).',
    mh_oth: 'Former members with other-than-honorable discharges can get emergent mental health care (38 U.S.C. 1720I).',
    mm_no_billing: 'VA does not bill Medicare; Medicare does not pay for care at VA facilities.',
    mm_both: 'A veteran can use both: VA for VA care, Medicare for non-VA providers. VA may bill private insurance for non-service-connected care.',
    mm_part_b: 'Enroll in Medicare Part B when first eligible to avoid a late-enrollment penalty and keep coverage outside VA.',
    mm_medicaid: 'Medicaid eligibility places a veteran in group 5; Medicaid can cover care and long-term services VA does not provide.',
    abroad_fmp: 'Living abroad: VA health care enrollment does not cover care outside the US, but the Foreign Medical Program (FMP) pays for treatment of service-connected conditions (38 CFR 17.35); register with the FMP. CHAMPVA covers dependents abroad.',
    abroad_unmapped: 'No health program is mapped for {country}, so nothing is said about care abroad; US rules were not applied. Ask the veterans authority or defence ministry of {country}.',
    abroad_none_recorded: 'What {country} provides to a veteran living abroad is not recorded here; ask its veterans authority before you move.',
    nonus_UK: 'UK: veterans get priority NHS treatment for conditions related to service, subject to clinical need; Op COURAGE (NHS veterans mental health), Op RESTORE (physical health) and Veteran Aware hospitals; register as a veteran with your GP.',
    nonus_Canada: 'Canada: provincial health insurance covers general care; VAC health care benefits (Programs of Choice: treatment benefits, prescriptions, devices, mental health) cover needs related to an entitled disability, plus operational stress injury clinics.',
    nonus_Australia: "Australia: the DVA Veteran Gold Card covers all conditions; the White Card covers accepted conditions, and non-liability treatment for any mental health condition (and cancer, TB) for anyone with one day of continuous full-time service; Open Arms counselling.",
    nonus_NewZealand: "New Zealand: the public health system covers general care; Veterans' Affairs funds treatment for accepted service-related conditions under the Veterans' Support Act 2014, alongside ACC.",
    nonus_Germany: 'Germany: serving soldiers get free military medical care (unentgeltliche truppenärztliche Versorgung); after service, statutory or private health insurance applies, and the SEG pays medical treatment (Heilbehandlung) for service injuries; Bundeswehr trauma centers and the PTSD hotline support mental health.',
    summary_group: 'Priority group {group}. {copay_line}',
    summary_unknown: 'Priority group not determined: {reason}',
    summary_non_us: '{country}: veterans health care is described in local_programs; the US priority groups and copays do not apply.',
    summary_unmapped: 'No veterans health program is mapped for {country}; US rules were not applied.',
  },
  es: {
    pg_from_rating: 'Una calificación conectada con el servicio del {rating}% sitúa al veterano en el grupo de prioridad {group} (38 CFR 17.36(b)).',
    pg_given: 'Grupo de prioridad {group}, según lo enviado.',
    pg_given_worse: 'Se envió el grupo {given}, pero una calificación del {rating}% da el grupo {group}; se aplica el grupo mejor (más bajo).',
    pg_zero_rating: 'Una calificación del 0% da el grupo 6 si se compensa; si no, los grupos 5, 7 u 8 según los ingresos.',
    pg_no_rating: 'Sin calificación conectada con el servicio, los grupos 5, 7 u 8 dependen de los ingresos del hogar (o 4 y 6 por las categorías indicadas).',
    pg_other_paths: 'Otras vías: el grupo 1 también incluye la incapacidad laboral (TDIU) y la Medalla de Honor; el grupo 3, ex prisioneros de guerra, Corazón Púrpura y baja por discapacidad; el grupo 4, Ayuda y Asistencia, confinamiento o discapacidad catastrófica; el grupo 5, pensión del VA o Medicaid; el grupo 6, exposiciones tóxicas (Ley PACT, Agente Naranja, radiación, Guerra del Golfo, Camp Lejeune) y veteranos de combate dentro de 10 años desde la baja.',
    income_not_needed: 'El grupo {group} no se asigna por ingresos.',
    income_not_encoded: 'Los ingresos del hogar de {annual, money} al año ({dependents, plural, one {# dependiente} other {# dependientes}}) deben compararse con los límites de ingresos nacionales y geográficos (por código postal) del VA, que no están registrados aquí: consulte {url}. Por debajo del límite nacional: grupo 5; entre ese y el geográfico: grupo 7; por encima de ambos: grupo 8.',
    income_missing: 'Envíe income (ingresos mensuales del hogar) y dependents para asignar los grupos 5, 7 y 8.',
    income_monthly: 'income se interpreta como ingreso bruto mensual del hogar y se multiplica por 12.',
    copay_sc_free: 'La atención de afecciones conectadas con el servicio no tiene copago en ningún grupo.',
    copay_outpatient: 'Ambulatoria: {primary, money} atención primaria, {specialty, money} atención especializada por visita (grupos 7 y 8, atención no conectada con el servicio).',
    copay_urgent: 'Atención urgente: {amount, money} por visita para los grupos 7 y 8, y para los grupos 1–5 después de sus primeras {free, plural, one {# visita} other {# visitas}} del año, que son gratuitas; el grupo 6 no paga por la atención de la exposición.',
    copay_medication: 'Medicamentos para afecciones no conectadas con el servicio (grupos 2–8; el grupo 1 no paga): {t1, money} / {t2, money} / {t3, money} por suministro de 30 días según el nivel, con un tope de {cap, money} al año.',
    copay_inpatient_pg8: 'Hospitalización (grupo 8): {deductible, money} (deducible de Medicare) por los primeros 90 días más {daily, money} al día.',
    copay_inpatient_pg7: 'Hospitalización (grupo 7): {amount, money} (20% del deducible de Medicare) más {daily, money} al día.',
    copay_inpatient_none: 'Hospitalización: sin copago para el grupo {group}.',
    copay_ltc: 'Cuidados a largo plazo (no conectados con el servicio, calificación inferior al 70%): hasta {inpatient, money} al día en residencia, {outpatient, money} al día en centro de día, {dom, money} al día en domiciliario, según los ingresos.',
    copay_mental_health: 'Las primeras {visits, plural, one {# visita ambulatoria} other {# visitas ambulatorias}} de salud mental o consumo de sustancias de cada año no tienen copago, hasta el {ends}.',
    copay_group_unknown: 'No se conoce el grupo, así que queda abierto qué copagos se aplican; los montos se indican como referencia.',
    champva_possible: 'CHAMPVA puede cubrir al cónyuge y a los hijos si la calificación del 100% es permanente y total (38 U.S.C. 1781).',
    champva_not: 'CHAMPVA es para dependientes de veteranos con discapacidad permanente y total (o fallecidos por una afección conectada con el servicio); una calificación del {rating}% no califica.',
    champva_unknown: 'CHAMPVA cubre a los dependientes de un veterano con discapacidad permanente y total (100%) por afecciones conectadas con el servicio; envíe disability_rating.',
    champva_no_dependents: 'No se enviaron dependientes; CHAMPVA es para el cónyuge o los hijos.',
    dependents_general: 'La atención médica del VA cubre solo al veterano; los dependientes necesitan CHAMPVA, TRICARE (militares retirados) u otra cobertura.',
    cc_standards: 'Atención comunitaria: procede cuando el VA no puede atenderle en {wait_p, plural, one {# día} other {# días}} (atención primaria, salud mental) o {wait_s, plural, one {# día} other {# días}} (especialidades), o el trayecto medio supera {drive_p} minutos (primaria, salud mental) o {drive_s} minutos (especialidades) (38 CFR 17.4040).',
    cc_other: 'También procede: un servicio que el VA no ofrece; no hay un centro médico completo del VA en su estado; la regla heredada de las 40 millas; su proveedor lo considera en su mejor interés médico; un servicio del VA por debajo de los estándares de calidad.',
    cc_how: 'Pida a su proveedor del VA o a la oficina de atención comunitaria que confirme la elegibilidad y haga la derivación antes de la visita.',
    dental_iv: 'Una calificación del 100% (o TDIU) da atención dental completa (Clase IV, 38 CFR 17.161(h)).',
    dental_classes: 'Clases dentales (38 CFR 17.161): I afección dental conectada con el servicio y compensable; II atención única si se solicita dentro de {days, plural, one {# día} other {# días}} desde la baja tras {service, plural, one {# día} other {# días}} de servicio; II(a) trauma de combate o del servicio; II(b)/(c) personas sin hogar o ex prisioneros de guerra; III afección dental que agrava una afección conectada con el servicio; IV 100% o TDIU; V rehabilitación vocacional (Capítulo 31); VI atención dental necesaria para otro tratamiento del VA. Los demás pueden contratar el seguro dental del VA (VADIP).',
    mh_same_day: 'Atención de salud mental el mismo día en los centros médicos del VA y la mayoría de las clínicas para necesidades urgentes.',
    mh_vet_centers: 'Vet Centers: asesoramiento de readaptación gratuito y confidencial para veteranos de combate, sobrevivientes de trauma sexual militar y sus familias, sin inscripción en la atención médica del VA (38 U.S.C. 1712A).',
    mh_crisis: 'Línea de Crisis para Veteranos: marque 988 y pulse 1, o envíe un texto al 838255. La atención de emergencia por crisis suicida es gratuita, esté inscrito o no (38 U.S.C. 1720J).',
    mh_oth: 'Los exmiembros con baja en condiciones distintas de la honorable pueden recibir atención de salud mental urgente (38 U.S.C. 1720I).',
    mm_no_billing: 'El VA no factura a Medicare; Medicare no paga la atención en centros del VA.',
    mm_both: 'Un veterano puede usar ambos: el VA para la atención del VA y Medicare para proveedores ajenos al VA. El VA puede facturar al seguro privado la atención no conectada con el servicio.',
    mm_part_b: 'Inscríbase en Medicare Parte B cuando sea elegible para evitar la penalización por inscripción tardía y mantener cobertura fuera del VA.',
    mm_medicaid: 'Ser elegible para Medicaid sitúa al veterano en el grupo 5; Medicaid puede cubrir atención y cuidados a largo plazo que el VA no presta.',
    abroad_fmp: 'Residencia en el extranjero: la inscripción en la atención médica del VA no cubre la atención fuera de EE. UU., pero el Programa Médico en el Extranjero (FMP) paga el tratamiento de afecciones conectadas con el servicio (38 CFR 17.35); inscríbase en el FMP. CHAMPVA cubre a los dependientes en el extranjero.',
    abroad_unmapped: 'No hay ningún programa de salud registrado para {country}, así que no se dice nada sobre la atención en el extranjero; no se aplicaron las normas de EE. UU. Consulte a la autoridad de veteranos o al ministerio de defensa de {country}.',
    abroad_none_recorded: 'Aquí no consta qué ofrece {country} a un veterano que vive en el extranjero; consulte a su autoridad de veteranos antes de mudarse.',
    nonus_UK: 'Reino Unido: los veteranos reciben tratamiento prioritario del NHS para afecciones relacionadas con el servicio, según la necesidad clínica; Op COURAGE (salud mental), Op RESTORE (salud física) y hospitales Veteran Aware; regístrese como veterano con su médico de cabecera.',
    nonus_Canada: 'Canadá: el seguro de salud provincial cubre la atención general; los beneficios de salud de VAC (Programs of Choice: tratamientos, recetas, dispositivos, salud mental) cubren necesidades relacionadas con una discapacidad reconocida, además de las clínicas de lesiones por estrés operacional.',
    nonus_Australia: 'Australia: la Veteran Gold Card del DVA cubre todas las afecciones; la White Card cubre afecciones aceptadas, y tratamiento sin reconocimiento de responsabilidad de cualquier afección de salud mental (y cáncer, tuberculosis) para quien tenga un día de servicio continuo a tiempo completo; asesoramiento Open Arms.',
    nonus_NewZealand: "Nueva Zelanda: el sistema público de salud cubre la atención general; Veterans' Affairs financia el tratamiento de afecciones aceptadas relacionadas con el servicio según la Veterans' Support Act 2014, junto con ACC.",
    nonus_Germany: 'Alemania: los soldados en servicio reciben atención médica militar gratuita (unentgeltliche truppenärztliche Versorgung); tras el servicio se aplica el seguro de salud legal o privado, y la SEG paga el tratamiento médico (Heilbehandlung) de lesiones del servicio; los centros de trauma de la Bundeswehr y la línea de TEPT apoyan la salud mental.',
    summary_group: 'Grupo de prioridad {group}. {copay_line}',
    summary_unknown: 'Grupo de prioridad no determinado: {reason}',
    summary_non_us: '{country}: la atención médica de veteranos se describe en local_programs; no se aplican los grupos de prioridad ni los copagos de EE. UU.',
    summary_unmapped: 'No hay ningún programa de salud para veteranos registrado para {country}; no se aplicaron las normas de EE. UU.',
  },
  de: ASSESS_HEALTHCARE_MESSAGES_DE,
  fr: ASSESS_HEALTHCARE_MESSAGES_FR,
};
