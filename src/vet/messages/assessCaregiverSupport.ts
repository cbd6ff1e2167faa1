import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { ASSESS_CAREGIVER_SUPPORT_MESSAGES_DE } from './assessCaregiverSupport.de.js';
import { ASSESS_CAREGIVER_SUPPORT_MESSAGES_FR } from './assessCaregiverSupport.fr.js';

type NonUs = 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany';

/** Message keys of `assessCaregiverSupport`. */
export type AssessCaregiverSupportMessageKey =
  | `adl_${'dressing' | 'bathing' | 'grooming' | 'toileting' | 'feeding' | 'mobility' | 'prosthetic'}`
  | 'rating_met' | 'rating_not_met' | 'rating_unknown'
  | 'care_met' | 'care_unknown' | 'care_unrecognized'
  | 'period_all_eras' | 'period_met' | 'period_unknown' | 'period_no_date' | 'period_future_discharge'
  | 'relationship_family' | 'relationship_household' | 'relationship_unknown' | 'relationship_missing'
  | 'level_2_adls' | 'level_2_supervision' | 'level_1' | 'level_none'
  | 'stipend_formula' | 'stipend_unavailable'
  | 'pgcss' | 'respite' | 'travel' | 'champva' | 'other_benefits'
  | 'improves_reassessment' | 'improves_decrease' | 'improves_discharge' | 'improves_death' | 'improves_legacy'
  | 'step_enroll' | 'step_apply' | 'step_assessment' | 'step_training' | 'step_home_visit' | 'step_csp'
  | 'abroad_us_only' | 'abroad_unmapped'
  | `nonus_${NonUs}`
  | 'summary_likely' | 'summary_possible' | 'summary_unlikely' | 'summary_needs_information' | 'summary_non_us' | 'summary_unmapped'
  | 'note_estimate' | 'note_locality_default'
  | 'abroad_none_recorded';

/**
 * Narrative text of `assessCaregiverSupport` in English and Spanish.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-71
 */
export const ASSESS_CAREGIVER_SUPPORT_MESSAGES: MessageCatalogs<AssessCaregiverSupportMessageKey> = {
  en: {
    adl_dressing: 'dressing or undressing', adl_bathing: 'bathing', adl_grooming: 'grooming', adl_toileting: 'toileting',
    adl_feeding: 'feeding', adl_mobility: 'mobility (walking, stairs, transfers)', adl_prosthetic: 'adjusting a prosthetic or orthopedic appliance',
    rating_met: 'Service-connected rating of {rating}% meets the {min}% minimum (single or combined, 38 CFR 71.20(a)(1)).',
    rating_not_met: 'Service-connected rating of {rating}% is below the {min}% minimum of 38 CFR 71.20(a)(1).',
    rating_unknown: 'Send disability_rating: PCAFC needs a single or combined service-connected rating of {min}% or more.',
    care_met: 'Personal care needs named: {needs}. They must be expected to last at least {months} continuous months (38 CFR 71.20(a)(3)).',
    care_unknown: 'Send veteran_needs (e.g. bathing, dressing, supervision): PCAFC needs personal care services for at least {months} continuous months.',
    care_unrecognized: 'None of the needs sent is an activity of daily living or a need for supervision, protection or instruction: {needs}.',
    period_all_eras: 'Since {date}, veterans of every service era can qualify (phase two of the MISSION Act expansion).',
    period_met: 'A discharge on {discharge} means the serious injury was on or before that date, inside a period PCAFC covers on {asOf}.',
    period_unknown: 'On {asOf}, PCAFC covers serious injuries incurred {periods}; the injury date decides (all eras qualify from 2022-10-01).',
    period_no_date: 'On {asOf}, PCAFC covers serious injuries incurred {periods}; send discharge_date (all eras qualify from 2022-10-01).',
    period_future_discharge: 'A discharge date after {asOf} is read as a servicemember with a date of medical discharge, who can apply.',
    relationship_family: 'A {relationship} can be a Family Caregiver (family member, at least 18).',
    relationship_household: 'A {relationship} who is not family can be a Family Caregiver only by living with the veteran full-time (or being about to).',
    relationship_unknown: 'Relationship "{relationship}" not recognized: a Family Caregiver is a family member or someone who lives with the veteran full-time, at least 18.',
    relationship_missing: 'A Family Caregiver is a family member or someone who lives with the veteran full-time, at least 18 years old.',
    level_2_adls: 'Level 2 likely: personal care is needed for {count} of the 7 activities of daily living (3 or more means "unable to self-sustain in the community").',
    level_2_supervision: 'Level 2 likely: a need for continuous supervision, protection or instruction means "unable to self-sustain in the community".',
    level_1: 'Level 1 likely: personal care needs below the Level 2 line (fewer than 3 activities of daily living, no continuous supervision).',
    level_none: 'No level can be estimated without veteran_needs.',
    stipend_formula: 'Monthly stipend rate = OPM GS-4 step 1 annual pay for {locality} ({annual, money}) ÷ 12 = {rate, money}. Level 1 = 62.5% = {level1, money}; Level 2 = 100% = {level2, money} (38 CFR 71.40(c)(4)).',
    stipend_unavailable: 'No GS-4 step 1 pay table is encoded for {asOf}; the stipend formula still applies (38 CFR 71.40(c)(4)).',
    pgcss: 'Program of General Caregiver Support Services (PGCSS): for caregivers of veterans of any era enrolled in VA health care, with no rating minimum and no stipend — peer support mentoring, skills training, coaching, telephone support and referrals.',
    respite: 'Respite care: at least {days, plural, one {# day} other {# days}} a year for PCAFC caregivers (38 U.S.C. 1720G), in the home or in a facility; also available to other enrolled veterans through VA geriatrics and extended care.',
    travel: 'Beneficiary travel: Family Caregivers get mileage or common-carrier travel, lodging and subsistence while accompanying the veteran to VA care or attending caregiver training (38 CFR 71.40(c)(1); 38 CFR part 70).',
    champva: 'CHAMPVA health coverage for the Primary Family Caregiver who has no other health plan (38 CFR 71.40(c)(3)).',
    other_benefits: 'Also for Primary Family Caregivers: mental health counseling, financial planning and legal services, and caregiver training.',
    improves_reassessment: 'VA reassesses the veteran about every {months, plural, one {# month} other {# months}} (38 CFR 71.30); improvement can lower the level or end eligibility.',
    improves_decrease: 'A stipend decrease takes effect after {days, plural, one {# day} other {# days}} of advance notice (unverified).',
    improves_discharge: 'If the veteran no longer qualifies, the caregiver gets {days, plural, one {# day} other {# days}} of advance notice before discharge from the program (unverified).',
    improves_death: 'After the veteran dies or is institutionalized, caregiver benefits continue for {days, plural, one {# day} other {# days}} (transition period, unverified).',
    improves_legacy: 'Legacy participants (in the program before 2020-10-01) keep their eligibility until {date}, as reported (unverified).',
    step_enroll: 'The veteran enrolls in VA health care (VA Form 10-10EZ) if not already enrolled.',
    step_apply: 'The veteran and caregiver sign and submit VA Form 10-10CG (Joint Application for Caregiver Benefits) online, by mail or at a VA medical center.',
    step_assessment: 'VA runs clinical eligibility assessments of the veteran and the caregiver (care needs, functional status).',
    step_training: 'The caregiver completes caregiver training.',
    step_home_visit: 'VA makes an initial home-care assessment visit; the stipend starts from the application date once approved.',
    step_csp: 'Contact the Caregiver Support Program (Caregiver Support Line 855-260-3274) for help at any step.',
    abroad_us_only: 'PCAFC and the general caregiver program are provided only to people residing in a US State, territory or DC (38 CFR 71.10(b)); a veteran living abroad cannot get the stipend.',
    abroad_unmapped: 'No caregiver program is mapped for {country}, so nothing is said about support abroad; US rules were not applied.',
    abroad_none_recorded: 'What {country} provides to carers of a veteran living abroad is not recorded here; ask its veterans authority before you move.',
    nonus_UK: 'No veteran-caregiver stipend exists in the UK. The carer may claim Carer\'s Allowance (DWP) or Carer Support Payment (Scotland); the veteran\'s Armed Forces Independence Payment or Constant Attendance Allowance pays toward care. Support also via Veterans Welfare Service and charities (SSAFA, Help for Heroes).',
    nonus_Canada: 'Veterans Affairs Canada pays the Caregiver Recognition Benefit directly to an informal caregiver of a veteran with a service-related disability needing ongoing care; also the Veterans Independence Program and the Family Caregiver Relief (respite) support.',
    nonus_Australia: "DVA does not pay carers directly; the carer may get Carer Payment or Carer Allowance from Services Australia. DVA funds Veterans' Home Care, in-home respite and residential respite, and the veteran's attendant allowance.",
    nonus_NewZealand: "Veterans' Affairs New Zealand can fund attendant care, home help and respite under the Veterans' Support Act 2014 for accepted conditions; the carer may also use general carer support from Whaikaha / Te Whatu Ora.",
    nonus_Germany: 'Under the Soldatenentschädigungsgesetz (SEG) an injured soldier can get care allowance (Pflegegeld) for a service injury; otherwise long-term care insurance (SGB XI) pays care allowance and respite (Verhinderungspflege) to family carers.',
    summary_likely: 'PCAFC looks likely: the criteria sent are met. Estimated stipend {level_text}.',
    summary_possible: 'PCAFC may be possible; open points are listed in eligibility. The general caregiver program (PGCSS) is open meanwhile.',
    summary_unlikely: 'PCAFC looks unlikely on the facts sent; the general caregiver program (PGCSS), respite care and other support remain available.',
    summary_needs_information: 'Send disability_rating and veteran_needs (and discharge_date before 2022-10-01) to assess PCAFC.',
    summary_non_us: '{country}: there is no veteran-caregiver stipend like the US one; the closest support is listed in local_programs.',
    summary_unmapped: 'No caregiver program is mapped for {country}; US rules were not applied.',
    note_estimate: 'The level and amount are estimates; VA decides the level after its clinical assessment.',
    note_locality_default: 'No locality sent: the Rest of U.S. rate is shown; send locality ({codes}) for another pay area.',
  },
  es: {
    adl_dressing: 'vestirse o desvestirse', adl_bathing: 'bañarse', adl_grooming: 'asearse', adl_toileting: 'ir al baño',
    adl_feeding: 'alimentarse', adl_mobility: 'movilidad (caminar, escaleras, traslados)', adl_prosthetic: 'ajustar una prótesis o aparato ortopédico',
    rating_met: 'La calificación conectada con el servicio de {rating}% cumple el mínimo del {min}% (única o combinada, 38 CFR 71.20(a)(1)).',
    rating_not_met: 'La calificación conectada con el servicio de {rating}% está por debajo del mínimo del {min}% del 38 CFR 71.20(a)(1).',
    rating_unknown: 'Envíe disability_rating: el PCAFC exige una calificación conectada con el servicio, única o combinada, del {min}% o más.',
    care_met: 'Necesidades de cuidado personal indicadas: {needs}. Deben durar previsiblemente al menos {months, plural, one {# mes continuo} other {# meses continuos}} (38 CFR 71.20(a)(3)).',
    care_unknown: 'Envíe veteran_needs (p. ej., bañarse, vestirse, supervisión): el PCAFC exige cuidado personal durante al menos {months, plural, one {# mes continuo} other {# meses continuos}}.',
    care_unrecognized: 'Ninguna de las necesidades enviadas es una actividad de la vida diaria ni una necesidad de supervisión, protección o instrucción: {needs}.',
    period_all_eras: 'Desde el {date}, los veteranos de todas las épocas de servicio pueden calificar (segunda fase de la ampliación de la Ley MISSION).',
    period_met: 'Una baja el {discharge} significa que la lesión grave ocurrió en esa fecha o antes, dentro de un período que el PCAFC cubre el {asOf}.',
    period_unknown: 'El {asOf}, el PCAFC cubre lesiones graves sufridas {periods}; decide la fecha de la lesión (todas las épocas califican desde el 2022-10-01).',
    period_no_date: 'El {asOf}, el PCAFC cubre lesiones graves sufridas {periods}; envíe discharge_date (todas las épocas califican desde el 2022-10-01).',
    period_future_discharge: 'Una fecha de baja posterior al {asOf} se interpreta como un militar en servicio con fecha de baja médica, que puede solicitar.',
    relationship_family: 'Un/a {relationship} puede ser Cuidador Familiar (familiar, de al menos 18 años).',
    relationship_household: 'Un/a {relationship} que no es familiar solo puede ser Cuidador Familiar si vive con el veterano a tiempo completo (o va a hacerlo).',
    relationship_unknown: 'No se reconoce la relación "{relationship}": un Cuidador Familiar es un familiar o alguien que vive con el veterano a tiempo completo, de al menos 18 años.',
    relationship_missing: 'Un Cuidador Familiar es un familiar o alguien que vive con el veterano a tiempo completo, de al menos 18 años.',
    level_2_adls: 'Probable Nivel 2: se necesita cuidado personal en {count} de las 7 actividades de la vida diaria (3 o más significa "incapaz de valerse por sí mismo en la comunidad").',
    level_2_supervision: 'Probable Nivel 2: la necesidad de supervisión, protección o instrucción continua significa "incapaz de valerse por sí mismo en la comunidad".',
    level_1: 'Probable Nivel 1: necesidades de cuidado personal por debajo del umbral del Nivel 2 (menos de 3 actividades de la vida diaria, sin supervisión continua).',
    level_none: 'No se puede estimar el nivel sin veteran_needs.',
    stipend_formula: 'Tarifa mensual del estipendio = sueldo anual OPM GS-4 escalón 1 de {locality} ({annual, money}) ÷ 12 = {rate, money}. Nivel 1 = 62,5% = {level1, money}; Nivel 2 = 100% = {level2, money} (38 CFR 71.40(c)(4)).',
    stipend_unavailable: 'No hay tabla de sueldos GS-4 escalón 1 registrada para el {asOf}; la fórmula del estipendio sigue vigente (38 CFR 71.40(c)(4)).',
    pgcss: 'Programa de Servicios Generales de Apoyo al Cuidador (PGCSS): para cuidadores de veteranos de cualquier época inscritos en la atención médica del VA, sin calificación mínima y sin estipendio: mentoría entre pares, formación, orientación, apoyo telefónico y derivaciones.',
    respite: 'Cuidado de relevo: al menos {days, plural, one {# día} other {# días}} al año para los cuidadores del PCAFC (38 U.S.C. 1720G), en el hogar o en un centro; también disponible para otros veteranos inscritos a través de geriatría y cuidados prolongados del VA.',
    travel: 'Viajes de beneficiarios: los Cuidadores Familiares reciben kilometraje o transporte público, alojamiento y manutención cuando acompañan al veterano a la atención del VA o asisten a la formación (38 CFR 71.40(c)(1); 38 CFR parte 70).',
    champva: 'Cobertura médica CHAMPVA para el Cuidador Familiar Principal que no tenga otro plan de salud (38 CFR 71.40(c)(3)).',
    other_benefits: 'También para los Cuidadores Familiares Principales: asesoramiento de salud mental, planificación financiera, servicios legales y formación de cuidadores.',
    improves_reassessment: 'El VA reevalúa al veterano aproximadamente cada {months, plural, one {# mes} other {# meses}} (38 CFR 71.30); una mejoría puede bajar el nivel o poner fin a la elegibilidad.',
    improves_decrease: 'Una reducción del estipendio surte efecto tras {days, plural, one {# día} other {# días}} de aviso previo (sin verificar).',
    improves_discharge: 'Si el veterano deja de calificar, el cuidador recibe {days, plural, one {# día} other {# días}} de aviso previo antes de la baja del programa (sin verificar).',
    improves_death: 'Tras el fallecimiento o la internación del veterano, los beneficios del cuidador continúan {days, plural, one {# día} other {# días}} (período de transición, sin verificar).',
    improves_legacy: 'Los participantes antiguos (en el programa antes del 2020-10-01) conservan la elegibilidad hasta el {date}, según se informa (sin verificar).',
    step_enroll: 'El veterano se inscribe en la atención médica del VA (formulario VA 10-10EZ) si aún no lo está.',
    step_apply: 'El veterano y el cuidador firman y presentan el formulario VA 10-10CG (Solicitud conjunta de beneficios para cuidadores) en línea, por correo o en un centro médico del VA.',
    step_assessment: 'El VA realiza evaluaciones clínicas de elegibilidad del veterano y del cuidador (necesidades de cuidado, estado funcional).',
    step_training: 'El cuidador completa la formación para cuidadores.',
    step_home_visit: 'El VA hace una visita inicial de evaluación en el hogar; una vez aprobado, el estipendio se paga desde la fecha de la solicitud.',
    step_csp: 'Contacte con el Programa de Apoyo al Cuidador (línea 855-260-3274) para obtener ayuda en cualquier paso.',
    abroad_us_only: 'El PCAFC y el programa general de cuidadores solo se prestan a personas que residen en un estado, territorio de EE. UU. o DC (38 CFR 71.10(b)); un veterano que vive en el extranjero no puede recibir el estipendio.',
    abroad_unmapped: 'No hay ningún programa de cuidadores registrado para {country}, así que no se dice nada sobre el apoyo en el extranjero; no se aplicaron las normas de EE. UU.',
    abroad_none_recorded: 'Aquí no consta qué ofrece {country} a los cuidadores de un veterano que vive en el extranjero; consulte a su autoridad de veteranos antes de mudarse.',
    nonus_UK: 'En el Reino Unido no existe un estipendio para cuidadores de veteranos. El cuidador puede pedir el Carer\'s Allowance (DWP) o el Carer Support Payment (Escocia); el Armed Forces Independence Payment o el Constant Attendance Allowance del veterano contribuyen al cuidado. También hay apoyo del Veterans Welfare Service y de entidades benéficas (SSAFA, Help for Heroes).',
    nonus_Canada: 'Veterans Affairs Canada paga el Caregiver Recognition Benefit directamente al cuidador informal de un veterano con una discapacidad relacionada con el servicio que necesita cuidado continuo; además, el Veterans Independence Program y apoyo de relevo.',
    nonus_Australia: "El DVA no paga directamente a los cuidadores; el cuidador puede recibir Carer Payment o Carer Allowance de Services Australia. El DVA financia Veterans' Home Care, relevo en el hogar y residencial, y la prestación de asistencia del veterano.",
    nonus_NewZealand: "Veterans' Affairs New Zealand puede financiar cuidado de asistencia, ayuda doméstica y relevo según la Veterans' Support Act 2014 para afecciones aceptadas; el cuidador también puede usar el apoyo general a cuidadores.",
    nonus_Germany: 'Según la Soldatenentschädigungsgesetz (SEG), un soldado lesionado puede recibir una prestación por cuidados (Pflegegeld) por una lesión del servicio; si no, el seguro de dependencia (SGB XI) paga Pflegegeld y relevo (Verhinderungspflege) a los cuidadores familiares.',
    summary_likely: 'El PCAFC parece probable: se cumplen los criterios enviados. Estipendio estimado {level_text}.',
    summary_possible: 'El PCAFC podría ser posible; los puntos abiertos figuran en eligibility. Mientras tanto, el programa general de cuidadores (PGCSS) está disponible.',
    summary_unlikely: 'El PCAFC parece poco probable con los datos enviados; siguen disponibles el programa general de cuidadores (PGCSS), el cuidado de relevo y otros apoyos.',
    summary_needs_information: 'Envíe disability_rating y veteran_needs (y discharge_date antes del 2022-10-01) para evaluar el PCAFC.',
    summary_non_us: '{country}: no hay un estipendio para cuidadores de veteranos como el de EE. UU.; el apoyo más cercano figura en local_programs.',
    summary_unmapped: 'No hay ningún programa de cuidadores registrado para {country}; no se aplicaron las normas de EE. UU.',
    note_estimate: 'El nivel y el monto son estimaciones; el VA decide el nivel tras su evaluación clínica.',
    note_locality_default: 'No se envió locality: se muestra la tarifa de Rest of U.S.; envíe locality ({codes}) para otra zona salarial.',
  },
  de: ASSESS_CAREGIVER_SUPPORT_MESSAGES_DE,
  fr: ASSESS_CAREGIVER_SUPPORT_MESSAGES_FR,
};
