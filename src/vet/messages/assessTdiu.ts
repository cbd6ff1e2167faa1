import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { ASSESS_TDIU_MESSAGES_DE } from './assessTdiu.de.js';
import { ASSESS_TDIU_MESSAGES_FR } from './assessTdiu.fr.js';

/** Message keys of `assessTdiu`. */
export type AssessTdiuMessageKey =
  | 'schedular_met_single'
  | 'schedular_met_multiple'
  | 'schedular_not_met_list'
  | 'schedular_possible_combined'
  | 'schedular_not_met_combined'
  | 'schedular_unknown'
  | 'schedular_one_disability_rule'
  | 'extraschedular_applies'
  | 'extraschedular_not_needed'
  | 'employment_not_working'
  | 'employment_protected'
  | 'employment_marginal'
  | 'employment_gainful'
  | 'employment_unknown'
  | 'employment_working_no_income'
  | 'evidence_8940'
  | 'evidence_4192'
  | 'evidence_medical'
  | 'evidence_vocational'
  | 'evidence_ssa'
  | 'evidence_lay'
  | 'evidence_earnings'
  | 'step_file'
  | 'step_employers'
  | 'step_exams'
  | 'step_extraschedular'
  | 'step_after_award'
  | 'step_advocate'
  | 'note_hundred'
  | 'note_age'
  | 'note_income_monthly'
  | 'note_list_over_rating'
  | 'note_non_us'
  | 'note_unmapped'
  | 'summary_likely'
  | 'summary_possible'
  | 'summary_extraschedular'
  | 'summary_unlikely'
  | 'summary_not_needed'
  | 'summary_needs_information'
  | 'summary_non_us'
  | 'summary_unmapped';

/**
 * Narrative text of `assessTdiu`, in English and Spanish.
 *
 * @see https://www.ecfr.gov/current/title-38/section-4.16
 */
export const ASSESS_TDIU_MESSAGES: MessageCatalogs<AssessTdiuMessageKey> = {
  en: {
    schedular_met_single: 'A disability rated {max}% meets the single-disability threshold of 60% (38 CFR 4.16(a)).',
    schedular_met_multiple: 'Two or more disabilities, one rated {max}% (40% or more) and a combined rating of {combined}% (70% or more), meet 38 CFR 4.16(a).',
    schedular_not_met_list: 'The ratings ({ratings}; combined {combined}%) do not meet 38 CFR 4.16(a): one disability of 60%, or one of 40% with a combined 70%.',
    schedular_possible_combined: 'A combined rating of {combined}% may meet 38 CFR 4.16(a); it depends on the individual ratings (one of 60%, or one of 40% with a combined 70%). Send disability_ratings to check.',
    schedular_not_met_combined: 'A combined rating of {combined}% cannot meet 38 CFR 4.16(a), which needs at least 60%.',
    schedular_unknown: 'No rating given: send rating (combined) or disability_ratings to check 38 CFR 4.16(a).',
    schedular_one_disability_rule:
      'Disabilities of both arms or both legs, from a common cause or single accident, of one body system, from multiple injuries in action, or suffered as a prisoner of war count as one disability for these thresholds.',
    extraschedular_applies:
      'The schedular thresholds are not met, but a veteran unable to secure substantially gainful work because of service-connected disabilities can still be granted TDIU: the regional office must refer the claim to the Director, Compensation Service (38 CFR 4.16(b)).',
    extraschedular_not_needed: 'The extraschedular path (38 CFR 4.16(b)) is for veterans below the schedular thresholds; it is not needed here.',
    employment_not_working: 'Not working ({status}).',
    employment_protected: 'Work in a protected environment (family business or sheltered workshop) is marginal employment whatever it pays (38 CFR 4.16(a)).',
    employment_marginal: 'Earned income of {annual, money} a year is at or below the {threshold, money} poverty threshold for one person: marginal employment, not substantially gainful (38 CFR 4.16(a)).',
    employment_gainful: 'Earned income of {annual, money} a year is above the {threshold, money} poverty threshold for one person, which points to substantially gainful employment unless the work is in a protected environment.',
    employment_unknown: 'Employment not given: TDIU requires being unable to secure or follow substantially gainful employment because of service-connected disabilities.',
    employment_working_no_income: 'Working ({status}) but no income given: send income to compare with the {threshold, money} marginal-employment line.',
    evidence_8940: "VA Form 21-8940, Veteran's Application for Increased Compensation Based on Unemployability (work history of the last 5 years, education, training).",
    evidence_4192: 'VA Form 21-4192, Request for Employment Information, completed by each employer of the last 12 months of work.',
    evidence_medical: 'Medical opinions on how the service-connected disabilities limit physical and sedentary work (not whether you are "unemployable", which VA decides).',
    evidence_vocational: 'A vocational expert assessment applying your education, training and work history to those limits.',
    evidence_ssa: 'Social Security disability decisions and records, if any.',
    evidence_lay: 'Statements from you, family and former co-workers about missed work, accommodations and why jobs ended.',
    evidence_earnings: 'An earnings record (Social Security statement or tax returns) showing income since you stopped working.',
    step_file: 'File VA Form 21-8940 (with a claim for increase, or on its own when TDIU is raised by the evidence).',
    step_employers: 'VA sends VA Form 21-4192 to recent employers; send it yourself to speed things up.',
    step_exams: 'Attend the compensation and pension exams; describe your worst days and what you cannot do.',
    step_extraschedular: 'If the thresholds are not met, ask in writing for referral to the Director, Compensation Service under 38 CFR 4.16(b).',
    step_after_award: 'After an award, return the yearly employment questionnaire (VA Form 21-4140) and report any work.',
    step_advocate: 'Ask a VA-accredited representative (VSO help is free) to review the claim before filing.',
    note_hundred: 'A 100% schedular rating already pays the total rate, so TDIU adds nothing on its own; it can still matter for special monthly compensation at the housebound rate (Bradley v. Peake, 22 Vet. App. 280 (2008)).',
    note_age: 'Age and disabilities that are not service connected are not considered (38 CFR 4.19).',
    note_income_monthly: 'income is read as monthly earned income and multiplied by 12.',
    note_list_over_rating: 'Both rating and disability_ratings were sent; the combined rating of the list ({combined}%) was used.',
    note_non_us: 'Total disability based on individual unemployability (TDIU) is a US benefit; it and its dollar amounts do not apply in {country}. The closest benefit is {program}; ask {authority}.',
    note_unmapped: 'No unemployability benefit is mapped for {country}, and US rules were not applied.',
    summary_likely: 'Likely eligible for TDIU: the schedular thresholds are met and the work picture is not substantially gainful. TDIU pays the 100% rate ({amount, money} a month for a veteran alone, rates effective {effective}).',
    summary_possible: 'Possibly eligible for TDIU; the open points are in the schedular and employment sections. If granted it pays the 100% rate ({amount, money} a month for a veteran alone).',
    summary_extraschedular: 'Below the schedular thresholds, but TDIU is still possible through the extraschedular path (38 CFR 4.16(b)).',
    summary_unlikely: 'Unlikely to qualify for TDIU now: the income shows substantially gainful employment.',
    summary_not_needed: 'At a 100% combined rating TDIU adds nothing to the monthly amount.',
    summary_needs_information: 'Send a rating (or disability_ratings) and income or employment_status to assess TDIU.',
    summary_non_us: '{country}: the closest benefit is {program}; TDIU is a US benefit and does not apply.',
    summary_unmapped: 'No unemployability benefit is mapped for {country}; US rules were not applied.',
  },
  es: {
    schedular_met_single: 'Una discapacidad calificada con {max}% cumple el umbral de una sola discapacidad del 60% (38 CFR 4.16(a)).',
    schedular_met_multiple: 'Dos o más discapacidades, una calificada con {max}% (40% o más) y una calificación combinada de {combined}% (70% o más), cumplen el 38 CFR 4.16(a).',
    schedular_not_met_list: 'Las calificaciones ({ratings}; combinada {combined}%) no cumplen el 38 CFR 4.16(a): una discapacidad del 60%, o una del 40% con una combinada del 70%.',
    schedular_possible_combined: 'Una calificación combinada de {combined}% puede cumplir el 38 CFR 4.16(a); depende de las calificaciones individuales (una del 60%, o una del 40% con una combinada del 70%). Envíe disability_ratings para comprobarlo.',
    schedular_not_met_combined: 'Una calificación combinada de {combined}% no puede cumplir el 38 CFR 4.16(a), que exige al menos un 60%.',
    schedular_unknown: 'No se indicó calificación: envíe rating (combinada) o disability_ratings para comprobar el 38 CFR 4.16(a).',
    schedular_one_disability_rule:
      'Las discapacidades de ambos brazos o ambas piernas, de una causa común o un solo accidente, de un mismo sistema corporal, de múltiples heridas en combate o sufridas como prisionero de guerra cuentan como una sola discapacidad para estos umbrales.',
    extraschedular_applies:
      'No se cumplen los umbrales del baremo, pero un veterano que no puede conseguir un trabajo sustancialmente remunerado por sus discapacidades conectadas con el servicio aún puede obtener la TDIU: la oficina regional debe remitir la reclamación al Director del Servicio de Compensación (38 CFR 4.16(b)).',
    extraschedular_not_needed: 'La vía extraordinaria (38 CFR 4.16(b)) es para veteranos por debajo de los umbrales; aquí no hace falta.',
    employment_not_working: 'No trabaja ({status}).',
    employment_protected: 'El trabajo en un entorno protegido (negocio familiar o taller protegido) es empleo marginal, pague lo que pague (38 CFR 4.16(a)).',
    employment_marginal: 'Unos ingresos del trabajo de {annual, money} al año están en o por debajo del umbral de pobreza de {threshold, money} para una persona: empleo marginal, no sustancialmente remunerado (38 CFR 4.16(a)).',
    employment_gainful: 'Unos ingresos del trabajo de {annual, money} al año superan el umbral de pobreza de {threshold, money} para una persona, lo que indica un empleo sustancialmente remunerado salvo que el trabajo sea en un entorno protegido.',
    employment_unknown: 'No se indicó el empleo: la TDIU exige no poder conseguir ni mantener un empleo sustancialmente remunerado por las discapacidades conectadas con el servicio.',
    employment_working_no_income: 'Trabaja ({status}) pero no se indicaron ingresos: envíe income para compararlo con la línea de empleo marginal de {threshold, money}.',
    evidence_8940: 'Formulario VA 21-8940, solicitud de aumento de compensación por incapacidad para trabajar (historial laboral de los últimos 5 años, estudios, formación).',
    evidence_4192: 'Formulario VA 21-4192, solicitud de información de empleo, completado por cada empleador de los últimos 12 meses de trabajo.',
    evidence_medical: 'Opiniones médicas sobre cómo las discapacidades conectadas con el servicio limitan el trabajo físico y sedentario (no sobre si usted es "inempleable", que lo decide el VA).',
    evidence_vocational: 'Una evaluación de un experto vocacional que aplique sus estudios, formación e historial laboral a esas limitaciones.',
    evidence_ssa: 'Decisiones y expedientes de discapacidad del Seguro Social, si los hay.',
    evidence_lay: 'Declaraciones suyas, de familiares y de excompañeros sobre ausencias, adaptaciones y por qué terminaron los empleos.',
    evidence_earnings: 'Un registro de ingresos (estado de cuenta del Seguro Social o declaraciones de impuestos) que muestre los ingresos desde que dejó de trabajar.',
    step_file: 'Presente el formulario VA 21-8940 (con una reclamación de aumento, o por sí solo cuando la evidencia plantea la TDIU).',
    step_employers: 'El VA envía el formulario VA 21-4192 a los empleadores recientes; envíelo usted mismo para acelerar el trámite.',
    step_exams: 'Acuda a los exámenes de compensación y pensión; describa sus peores días y lo que no puede hacer.',
    step_extraschedular: 'Si no se cumplen los umbrales, pida por escrito la remisión al Director del Servicio de Compensación según el 38 CFR 4.16(b).',
    step_after_award: 'Tras la concesión, devuelva el cuestionario anual de empleo (formulario VA 21-4140) e informe de cualquier trabajo.',
    step_advocate: 'Pida a un representante acreditado por el VA (la ayuda de las VSO es gratuita) que revise la reclamación antes de presentarla.',
    note_hundred: 'Una calificación del 100% ya paga la tarifa total, así que la TDIU no añade nada por sí sola; aún puede importar para la compensación mensual especial por confinamiento (Bradley v. Peake, 22 Vet. App. 280 (2008)).',
    note_age: 'No se tienen en cuenta la edad ni las discapacidades no conectadas con el servicio (38 CFR 4.19).',
    note_income_monthly: 'income se interpreta como ingreso mensual del trabajo y se multiplica por 12.',
    note_list_over_rating: 'Se enviaron rating y disability_ratings; se usó la calificación combinada de la lista ({combined}%).',
    note_non_us: 'La incapacidad total por desempleabilidad individual (TDIU) es una prestación de EE. UU.; ni ella ni sus montos en dólares se aplican en {country}. La prestación más cercana es {program}; consulte a {authority}.',
    note_unmapped: 'No hay ninguna prestación por incapacidad laboral registrada para {country}, y no se aplicaron las normas de EE. UU.',
    summary_likely: 'Probablemente califica para la TDIU: se cumplen los umbrales y la situación laboral no es sustancialmente remunerada. La TDIU paga la tarifa del 100% ({amount, money} al mes para un veterano solo, tarifas vigentes desde el {effective}).',
    summary_possible: 'Podría calificar para la TDIU; los puntos abiertos están en las secciones del baremo y del empleo. Si se concede, paga la tarifa del 100% ({amount, money} al mes para un veterano solo).',
    summary_extraschedular: 'Por debajo de los umbrales del baremo, pero la TDIU sigue siendo posible por la vía extraordinaria (38 CFR 4.16(b)).',
    summary_unlikely: 'Es poco probable que califique ahora para la TDIU: los ingresos muestran un empleo sustancialmente remunerado.',
    summary_not_needed: 'Con una calificación combinada del 100%, la TDIU no añade nada al monto mensual.',
    summary_needs_information: 'Envíe una calificación (o disability_ratings) e income o employment_status para evaluar la TDIU.',
    summary_non_us: '{country}: la prestación más cercana es {program}; la TDIU es una prestación de EE. UU. y no se aplica.',
    summary_unmapped: 'No hay ninguna prestación por incapacidad laboral registrada para {country}; no se aplicaron las normas de EE. UU.',
  },
  de: ASSESS_TDIU_MESSAGES_DE,
  fr: ASSESS_TDIU_MESSAGES_FR,
};
