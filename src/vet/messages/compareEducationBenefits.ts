import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { COMPARE_EDUCATION_BENEFITS_MESSAGES_DE } from './compareEducationBenefits.de.js';
import { COMPARE_EDUCATION_BENEFITS_MESSAGES_FR } from './compareEducationBenefits.fr.js';

/** Message keys of `compareEducationBenefits`. */
export type CompareEducationBenefitsMessageKey =
  | 'name_33' | 'name_30' | 'name_35' | 'name_1606' | 'name_31'
  | 'who_33' | 'who_30' | 'who_35' | 'who_1606' | 'who_31'
  | 'tuition_33' | 'tuition_30' | 'tuition_35' | 'tuition_1606' | 'tuition_31'
  | 'housing_33' | 'housing_30' | 'housing_35' | 'housing_1606' | 'housing_31'
  | 'transfer_33' | 'transfer_none' | 'rate_missing' | 'rate_stale'
  | 'tier_days' | 'tier_percent' | 'tier_disability' | 'tier_purple_heart' | 'eligibility_percent' | 'eligibility_percent_days'
  | 'mha_zip' | 'mha_state' | 'mha_online' | 'mha_other' | 'mha_not_given'
  | 'teb_1' | 'teb_2' | 'teb_3' | 'teb_4'
  | 'branch_reserve' | 'branch_coast_guard' | 'branch_unrecognized'
  | 'dependents_note' | 'veap_note' | 'selected_note' | 'rule_of_one'
  | 'abroad_specific' | 'abroad_none' | 'abroad_unmapped'
  | 'summary_us' | 'summary_abroad' | 'summary_unmapped';

/**
 * Narrative text of `compareEducationBenefits`, in English and Spanish.
 *
 * @see https://www.va.gov/education/about-gi-bill-benefits/
 */
export const COMPARE_EDUCATION_BENEFITS_MESSAGES: MessageCatalogs<CompareEducationBenefitsMessageKey> = {
  en: {
    name_33: 'Post-9/11 GI Bill (chapter 33)',
    name_30: 'Montgomery GI Bill Active Duty (MGIB-AD, chapter 30)',
    name_35: "Survivors' and Dependents' Educational Assistance (DEA, chapter 35)",
    name_1606: 'Montgomery GI Bill Selected Reserve (MGIB-SR, chapter 1606)',
    name_31: 'Veteran Readiness and Employment (VR&E, chapter 31)',
    who_33: 'At least 90 days of active duty after 2001-09-10, or 30 continuous days with a discharge for a service-connected disability, or a Purple Heart; the benefit is a percentage by length of service.',
    who_30: 'Entered active duty and paid $1,200 during the first year (or converted from VEAP); Guard and Reserve with qualifying active duty. 36 months of entitlement.',
    who_35: 'Children and spouses of veterans who died of a service-connected disability or are permanently and totally disabled, or of members missing in action or captured. 36 months for those first enrolled on or after 2018-08-01.',
    who_1606: 'Members of the Selected Reserve with a 6-year obligation signed after 1985-06-30, completed initial active duty for training, in good standing. 36 months of entitlement.',
    who_31: 'Veterans with a service-connected rating (usually 10% or more, 20% with an employment handicap for some) and an employment handicap, found entitled after an evaluation.',
    tuition_33: 'Paid to the school: full in-state tuition and fees at public schools; at private and foreign schools up to {cap, money} a year ({year}); Yellow Ribbon can cover more at 100% eligibility. All amounts × your eligibility percentage.',
    tuition_30: 'No tuition payment: a monthly amount to you ({rate, money} full time with 3+ years of service{short}), which you use for tuition and costs.',
    tuition_35: 'No tuition payment: a monthly amount to the student ({rate, money} full time).',
    tuition_1606: 'No tuition payment: a monthly amount to you ({rate, money} full time).',
    tuition_31: 'VA pays tuition, fees, books and supplies of the approved rehabilitation plan directly.',
    housing_33: 'Monthly housing allowance: DoD BAH for an E-5 with dependents at the school\'s ZIP code, prorated by eligibility and rate of pursuit (more than half time needed); online-only training pays half the national average. Books: up to {books, money} a year ({per_credit, money} a credit).',
    housing_30: 'No separate housing allowance.',
    housing_35: 'No separate housing allowance.',
    housing_1606: 'No separate housing allowance.',
    housing_31: 'Subsistence allowance each month during training, by rate of pursuit and number of dependents; those with chapter 33 entitlement can get the chapter 33 housing rate instead. Rates not encoded here.',
    transfer_33: 'Transferable to a spouse or children (see transfer_to_dependents).',
    transfer_none: 'Not transferable to dependents.',
    rate_missing: 'The rate for this period was not found; see va.gov benefit rates.',
    rate_stale: 'The newest rate encoded ran through {through}; a newer rate is likely in force.',
    tier_days: '{days, plural, one {# day} other {# days}} ({months, plural, one {# month} other {# months}})',
    tier_percent: 'From {from} of active duty after 2001-09-10: {percent}%',
    tier_disability: '30 continuous days and discharged for a service-connected disability: {percent}%',
    tier_purple_heart: 'Purple Heart received on or after 2001-09-11: {percent}%',
    eligibility_percent: '{months, plural, one {# month} other {# months}} of active duty gives a chapter 33 eligibility of {percent}% (VA counts days: send service_days for an exact answer near a tier boundary).',
    eligibility_percent_days: '{days, plural, one {# day} other {# days}} of active duty gives a chapter 33 eligibility of {percent}%.',
    mha_zip: 'For ZIP {zip}, the housing allowance is the E-5-with-dependents BAH for that ZIP code (look it up in the GI Bill Comparison Tool or the DoD BAH calculator), × your eligibility percentage.',
    mha_state: 'In {state}, the housing allowance depends on the school\'s ZIP code (E-5-with-dependents BAH); send the ZIP for an exact lookup.',
    mha_online: 'Online-only training pays half the national BAH average: {rate, money} a month at 100% ({year}).',
    mha_other: '"{place}" is not a US ZIP code or state: a school abroad is paid the foreign-school rate (the national BAH average); otherwise send the school\'s ZIP code.',
    mha_not_given: 'Send school_location (ZIP code, state or "online") for the housing allowance.',
    teb_1: 'Only the service member can transfer chapter 33, and only while serving: at least 6 years of service and an agreement to serve 4 more.',
    teb_2: 'Since 2019-07-12 (DoD policy) the request must be made with fewer than 16 years of service.',
    teb_3: 'Children may use transferred months until age 26; spouses within 15 years of the member\'s separation (no limit for those separating on or after 2013-01-01).',
    teb_4: 'Coast Guard transfers are approved by the Department of Homeland Security.',
    branch_reserve: 'Guard and Reserve: chapter 1606 pays while in the Selected Reserve; Title 10 active duty counts toward chapter 33.',
    branch_coast_guard: 'Coast Guard: the same GI Bill chapters apply; transfers are approved by DHS.',
    branch_unrecognized: 'Branch "{branch}" not recognized; the GI Bill rules are the same for every branch.',
    dependents_note: 'With {count, plural, one {# dependent} other {# dependents}}: the chapter 33 housing allowance does not change (it always uses the with-dependents rate); VR&E subsistence and DEA eligibility depend on dependents.',
    veap_note: 'VEAP (chapter 32) is closed to new participants; it covers those who entered service 1977-01-01 to 1985-06-30 and contributed. Most converted to chapter 30 or 33.',
    selected_note: 'You asked about {name}; the other chapters are listed for comparison.',
    rule_of_one: 'You can use only one chapter at a time, and generally no more than 48 months in total across chapters (the Rudisill decision of 2024 allows up to 48 months for those with separate periods of service).',
    abroad_specific: '{country}: {program}.',
    abroad_none: '{country} has no education program reserved to veterans. The closest real program is {program}.',
    abroad_unmapped: 'No education program is mapped for {country}; US GI Bill rules are not applied.',
    summary_us: 'GI Bill chapters 33, 30, 35, 1606 and 31 compared for academic year {year}.',
    summary_abroad: '{country}: {program}.',
    summary_unmapped: 'No education program is mapped for {country}.',
  },
  es: {
    name_33: 'Post-9/11 GI Bill (capítulo 33)',
    name_30: 'Montgomery GI Bill de servicio activo (MGIB-AD, capítulo 30)',
    name_35: 'Asistencia Educativa para Sobrevivientes y Dependientes (DEA, capítulo 35)',
    name_1606: 'Montgomery GI Bill de la Reserva Seleccionada (MGIB-SR, capítulo 1606)',
    name_31: 'Preparación y Empleo para Veteranos (VR&E, capítulo 31)',
    who_33: 'Al menos 90 días de servicio activo después del 2001-09-10, o 30 días continuos con baja por una discapacidad relacionada con el servicio, o un Corazón Púrpura; la prestación es un porcentaje según el tiempo de servicio.',
    who_30: 'Ingresó al servicio activo y pagó $1.200 durante el primer año (o se convirtió desde VEAP); Guardia y Reserva con servicio activo que califique. 36 meses de derecho.',
    who_35: 'Hijos y cónyuges de veteranos fallecidos por una discapacidad relacionada con el servicio o con discapacidad permanente y total, o de miembros desaparecidos o capturados. 36 meses para quienes se inscribieron por primera vez desde el 2018-08-01.',
    who_1606: 'Miembros de la Reserva Seleccionada con un compromiso de 6 años firmado después del 1985-06-30, con el entrenamiento inicial completado y en regla. 36 meses de derecho.',
    who_31: 'Veteranos con una calificación relacionada con el servicio (normalmente 10% o más; 20% con una desventaja laboral en algunos casos) y una desventaja para el empleo, declarados con derecho tras una evaluación.',
    tuition_33: 'Pagado a la escuela: matrícula y cuotas completas de residente en escuelas públicas; en escuelas privadas y extranjeras hasta {cap, money} al año ({year}); Yellow Ribbon puede cubrir más con elegibilidad del 100%. Todo × su porcentaje de elegibilidad.',
    tuition_30: 'No paga matrícula: una cantidad mensual para usted ({rate, money} a tiempo completo con 3 o más años de servicio{short}), con la que paga matrícula y gastos.',
    tuition_35: 'No paga matrícula: una cantidad mensual para el estudiante ({rate, money} a tiempo completo).',
    tuition_1606: 'No paga matrícula: una cantidad mensual para usted ({rate, money} a tiempo completo).',
    tuition_31: 'El VA paga directamente la matrícula, las cuotas, los libros y los materiales del plan de rehabilitación aprobado.',
    housing_33: 'Asignación mensual de vivienda: el BAH del DoD de un E-5 con dependientes en el código postal de la escuela, prorrateado por elegibilidad y ritmo de estudios (se necesita más de medio tiempo); la formación solo en línea paga la mitad del promedio nacional. Libros: hasta {books, money} al año ({per_credit, money} por crédito).',
    housing_30: 'Sin asignación de vivienda aparte.',
    housing_35: 'Sin asignación de vivienda aparte.',
    housing_1606: 'Sin asignación de vivienda aparte.',
    housing_31: 'Asignación de subsistencia mensual durante la formación, según el ritmo de estudios y el número de dependientes; quien tiene derecho al capítulo 33 puede recibir en su lugar la tasa de vivienda del capítulo 33. Tasas no codificadas aquí.',
    transfer_33: 'Transferible al cónyuge o a los hijos (vea transfer_to_dependents).',
    transfer_none: 'No se puede transferir a dependientes.',
    rate_missing: 'No se encontró la tasa de este periodo; consulte las tasas en va.gov.',
    rate_stale: 'La tasa más reciente codificada rigió hasta el {through}; probablemente haya una tasa más nueva.',
    tier_days: '{days, plural, one {# día} other {# días}} ({months, plural, one {# mes} other {# meses}})',
    tier_percent: 'Desde {from} de servicio activo después del 2001-09-10: {percent}%',
    tier_disability: '30 días continuos y baja por una discapacidad relacionada con el servicio: {percent}%',
    tier_purple_heart: 'Corazón Púrpura recibido el 2001-09-11 o después: {percent}%',
    eligibility_percent: '{months, plural, one {# mes} other {# meses}} de servicio activo dan una elegibilidad del capítulo 33 del {percent}% (el VA cuenta días: envíe service_days para una respuesta exacta cerca del límite de un tramo).',
    eligibility_percent_days: '{days, plural, one {# día} other {# días}} de servicio activo dan una elegibilidad del capítulo 33 del {percent}%.',
    mha_zip: 'Para el código postal {zip}, la asignación de vivienda es el BAH de un E-5 con dependientes de ese código (consúltelo en la GI Bill Comparison Tool o en la calculadora BAH del DoD), × su porcentaje de elegibilidad.',
    mha_state: 'En {state}, la asignación de vivienda depende del código postal de la escuela (BAH de E-5 con dependientes); envíe el código postal para calcularla.',
    mha_online: 'La formación solo en línea paga la mitad del promedio nacional del BAH: {rate, money} al mes al 100% ({year}).',
    mha_other: '"{place}" no es un código postal ni un estado de EE. UU.: una escuela en el extranjero recibe la tasa de escuelas extranjeras (el promedio nacional del BAH); si no, envíe el código postal de la escuela.',
    mha_not_given: 'Envíe school_location (código postal, estado u "online") para la asignación de vivienda.',
    teb_1: 'Solo el miembro en servicio puede transferir el capítulo 33, y solo mientras sirve: al menos 6 años de servicio y el compromiso de servir 4 más.',
    teb_2: 'Desde el 2019-07-12 (política del DoD) la solicitud debe hacerse con menos de 16 años de servicio.',
    teb_3: 'Los hijos pueden usar los meses transferidos hasta los 26 años; los cónyuges, dentro de los 15 años desde la baja del miembro (sin límite si la baja fue a partir del 2013-01-01).',
    teb_4: 'Las transferencias de la Guardia Costera las aprueba el Departamento de Seguridad Nacional.',
    branch_reserve: 'Guardia y Reserva: el capítulo 1606 paga mientras esté en la Reserva Seleccionada; el servicio activo del Título 10 cuenta para el capítulo 33.',
    branch_coast_guard: 'Guardia Costera: se aplican los mismos capítulos del GI Bill; las transferencias las aprueba el DHS.',
    branch_unrecognized: 'Rama "{branch}" no reconocida; las reglas del GI Bill son las mismas para todas las ramas.',
    dependents_note: 'Con {count, plural, one {# dependiente} other {# dependientes}}: la asignación de vivienda del capítulo 33 no cambia (siempre usa la tasa con dependientes); la subsistencia de VR&E y la elegibilidad de DEA dependen de los dependientes.',
    veap_note: 'VEAP (capítulo 32) está cerrado a nuevos participantes; cubre a quienes ingresaron entre el 1977-01-01 y el 1985-06-30 y aportaron. La mayoría pasó a los capítulos 30 o 33.',
    selected_note: 'Preguntó por {name}; los demás capítulos se listan para comparar.',
    rule_of_one: 'Solo puede usar un capítulo a la vez y, en general, no más de 48 meses en total entre capítulos (la decisión Rudisill de 2024 permite hasta 48 meses a quienes tienen periodos de servicio separados).',
    abroad_specific: '{country}: {program}.',
    abroad_none: '{country} no tiene un programa educativo reservado a veteranos. Lo más cercano es {program}.',
    abroad_unmapped: 'No hay ningún programa educativo mapeado para {country}; no se aplican las reglas del GI Bill de EE. UU.',
    summary_us: 'Capítulos 33, 30, 35, 1606 y 31 del GI Bill comparados para el año académico {year}.',
    summary_abroad: '{country}: {program}.',
    summary_unmapped: 'No hay ningún programa educativo mapeado para {country}.',
  },
  de: COMPARE_EDUCATION_BENEFITS_MESSAGES_DE,
  fr: COMPARE_EDUCATION_BENEFITS_MESSAGES_FR,
};
