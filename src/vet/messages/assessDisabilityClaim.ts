import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { ASSESS_DISABILITY_CLAIM_MESSAGES_DE } from './assessDisabilityClaim.de.js';
import { ASSESS_DISABILITY_CLAIM_MESSAGES_FR } from './assessDisabilityClaim.fr.js';

/** Message keys of `assessDisabilityClaim`. */
export type AssessDisabilityClaimMessageKey =
  | `body_${'ear' | 'mental' | 'neurological' | 'respiratory' | 'cardiovascular' | 'digestive' | 'musculoskeletal' | 'skin' | 'endocrine' | 'genitourinary' | 'dental' | 'other'}`
  | `nexus_${'in_service_event' | 'noise_exposure' | 'stressor' | 'current_diagnosis' | 'continuity' | 'secondary_causation' | 'aggravation' | 'medication_side_effect' | 'toxic_exposure' | 'functional_impact' | 'at_least_as_likely'}`
  | `nexus_${'stressor' | 'secondary_causation' | 'aggravation' | 'at_least_as_likely'}_intl`
  | `program_${'agent_orange' | 'pact_burn_pit' | 'gulf_war_illness' | 'radiation' | 'camp_lejeune'}`
  | 'note_unknown'
  | 'note_not_a_disability'
  | 'note_analogous'
  | 'note_smc_k'
  | 'note_bilateral'
  | 'note_digestive_2024'
  | 'note_compensation_unavailable'
  | 'note_compensation_scope'
  | 'note_likely_ranges'
  | 'note_non_us_ratings'
  | 'note_ratings_from_conditions'
  | 'note_rating_in_conditions'
  | 'note_stated_non_us'
  | 'summary_stated'
  | 'summary_stated_money'
  | 'summary_us'
  | 'summary_us_no_money'
  | 'summary_stated_matched'
  | 'summary_non_us'
  | 'summary_unmapped'
  | 'summary_none_matched'
  | 'presumptive_no_era'
  | 'presumptive_no_program'
  | 'presumptive_applies'
  | 'presumptive_no_condition'
  | 'presumptive_not_in_force'
  | 'presumptive_non_us'
  | 'presumptive_unmapped'
  | 'nexus_stressor_intl'
  | 'nexus_secondary_causation_intl'
  | 'nexus_aggravation_intl'
  | 'nexus_at_least_as_likely_intl';

/**
 * Narrative text of `assessDisabilityClaim`, in English and Spanish.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4
 */
export const ASSESS_DISABILITY_CLAIM_MESSAGES: MessageCatalogs<AssessDisabilityClaimMessageKey> = {
  en: {
    body_ear: 'ear (38 CFR 4.85-4.87)',
    body_mental: 'mental disorders (general rating formula, 38 CFR 4.130)',
    body_neurological: 'neurological conditions (38 CFR 4.124a)',
    body_respiratory: 'respiratory system (38 CFR 4.97)',
    body_cardiovascular: 'cardiovascular system (38 CFR 4.104)',
    body_digestive: 'digestive system (38 CFR 4.114)',
    body_musculoskeletal: 'musculoskeletal system (38 CFR 4.71a)',
    body_skin: 'skin (38 CFR 4.118)',
    body_endocrine: 'endocrine system (38 CFR 4.119)',
    body_genitourinary: 'genitourinary system (38 CFR 4.115a-4.115b)',
    body_dental: 'dental and oral conditions (38 CFR 4.150)',
    body_other: 'other',
    nexus_in_service_event: 'The in-service injury, event or illness, with dates and where it is recorded (service treatment records, line-of-duty reports).',
    nexus_noise_exposure: 'Noise exposure in service (duties, weapons, aircraft, engines) and the absence of comparable civilian noise.',
    nexus_stressor: 'The in-service stressor (combat, fear of hostile activity under 38 CFR 3.304(f), military sexual trauma) and how it is corroborated.',
    nexus_stressor_intl: 'The in-service stressor (combat, fear of hostile activity, military sexual trauma) and how it is corroborated.',
    nexus_current_diagnosis: 'A current diagnosis by a qualified examiner, with the criteria it meets (for mental conditions, DSM-5).',
    nexus_continuity: 'Symptoms since service: onset, continuity and treatment history, supported by lay statements.',
    nexus_secondary_causation: 'How an already service-connected condition caused this one (38 CFR 3.310(a)), with medical literature.',
    nexus_secondary_causation_intl: 'How an already accepted service condition caused this one, with medical literature.',
    nexus_aggravation: 'How a service-connected condition made this one worse beyond its natural progress (38 CFR 3.310(b)), with a baseline.',
    nexus_aggravation_intl: 'How an accepted service condition made this one worse beyond its natural progress, with a baseline.',
    nexus_medication_side_effect: 'Side effects of medication taken for a service-connected condition.',
    nexus_toxic_exposure: 'Toxic exposure in service (burn pits, herbicides, contaminated water, radiation) and the medical link, even when no presumption applies.',
    nexus_functional_impact: 'How the condition limits work and daily life (flare-ups, range of motion, frequency of attacks), for the rating level.',
    nexus_at_least_as_likely: 'The opinion that the condition is "at least as likely as not" (50% or more) related to service, with a full rationale.',
    nexus_at_least_as_likely_intl: 'A medical opinion linking the condition to service, with a full rationale (the standard of proof is set by the country\'s scheme).',
    program_agent_orange: 'Agent Orange and herbicide exposure',
    program_pact_burn_pit: 'PACT Act burn pits and other airborne hazards',
    program_gulf_war_illness: 'Gulf War undiagnosed and multisymptom illness',
    program_radiation: 'Radiation-exposed veterans',
    program_camp_lejeune: 'Camp Lejeune contaminated water',
    note_unknown: 'No rating rule matched "{input}": it is listed as unknown, not dropped. Name the diagnosis (for example "lumbosacral strain") or ask an accredited representative.',
    note_not_a_disability: '{name} is not a disability VA rates on its own; claim the conditions it leads to (it may be an intermediate step, 38 CFR 3.310).',
    note_analogous: 'Rated by analogy (38 CFR 4.20) under diagnostic code {code}.',
    note_smc_k: 'Erectile dysfunction is usually rated 0% but also carries special monthly compensation (k), paid on top of the combined-rating amount (38 U.S.C. 1114(k)).',
    note_bilateral: '"{input}" names both sides: rated as two disabilities, left and right, so the bilateral factor (38 CFR 4.26) applies.',
    note_digestive_2024: 'GERD and IBS are rated under the digestive-system rules in force from 2024-05-19 (89 FR 19735); claims pending before that date may be rated under the old criteria if more favorable.',
    note_compensation_unavailable: 'VA rate tables are encoded from 2024-12-01; no monthly amount is estimated for {asOf}.',
    note_compensation_scope: 'Monthly amounts are for a veteran alone; a spouse, children, dependent parents, special monthly compensation or TDIU raise them.',
    note_likely_ranges: 'Likely ratings are planning estimates for typical presentations; the examiner\'s findings against the schedule\'s criteria decide the actual rating.',
    note_non_us_ratings: 'US diagnostic codes, percentages and dollar amounts are not shown because {country} rates conditions under its own scheme: {program}.',
    note_ratings_from_conditions: 'Every condition stated a rating (a percentage, or a number after its name such as "PTSD 50"), so those were read as ratings you already hold and combined in stated_ratings; send them in ratings to say so explicitly.',
    note_rating_in_conditions: 'Some conditions state a rating and some do not. To have ratings you already hold combined exactly, send them in ratings, e.g. "PTSD 50, tinnitus 10, knee left 10, knee right 10".',
    note_stated_non_us: 'Ratings you already hold are combined only for a US assessment, with the US combined-ratings table; {country} does not combine ratings that way, so no combined rating is given.',
    summary_stated: '{count, plural, one {Your combined rating is the one rating you gave, {combined}%} other {The # ratings you gave combine to {combined}% ({unrounded} before rounding to the nearest 10; 38 CFR 4.25 and 4.26)}}.',
    summary_stated_money: '{count, plural, one {Your combined rating is the one rating you gave, {combined}%} other {The # ratings you gave combine to {combined}% ({unrounded} before rounding to the nearest 10; 38 CFR 4.25 and 4.26)}}: {amount, money} a month for a veteran alone (VA rates effective {effective}).',
    summary_us: '{total, plural, one {The condition matched} other {{matched} of # conditions matched}} the VA rating schedule. Likely combined rating {low}% to {high}%; estimated monthly compensation {low_amount, money} to {high_amount, money} for a veteran alone (VA rates effective {effective}).',
    summary_us_no_money: '{total, plural, one {The condition matched} other {{matched} of # conditions matched}} the VA rating schedule. Likely combined rating {low}% to {high}%.',
    summary_stated_matched: '{total, plural, one {The condition matched} other {{matched} of # conditions matched}} the VA rating schedule.',
    summary_non_us: '{total, plural, one {The condition was recognized} other {{matched} of # conditions were recognized}}. {country} assesses them under its own scheme ({program}); US ratings and dollar amounts do not apply.',
    summary_unmapped: '{total, plural, one {The condition was recognized} other {{matched} of # conditions were recognized}}. No veterans program is mapped for {country}, so no rating or amount is estimated, and US rules were not applied.',
    summary_none_matched: '{total, plural, one {The condition did not match a rating rule; it is listed as unknown.} other {None of the # conditions matched a rating rule; they are listed as unknown.}}',
    presumptive_no_era: 'Send service_era (for example Vietnam, Gulf War, post-9/11, Camp Lejeune or atomic veteran) to check presumptive and toxic-exposure eligibility.',
    presumptive_no_program: 'The service era "{era}" matched no presumptive program encoded here (Agent Orange, PACT Act burn pits, Gulf War illness, radiation, Camp Lejeune). A direct claim with a nexus opinion remains possible.',
    presumptive_applies: 'If your service meets the requirement, VA presumes the matched conditions service connected: no nexus opinion is needed for them.',
    presumptive_no_condition: 'None of the conditions sent is on this program\'s list. Ask VA for a toxic-exposure screening; a direct claim remains possible.',
    presumptive_not_in_force: 'This presumption was not in force on {asOf}.',
    presumptive_non_us: 'The US presumptive lists for toxic exposures apply only to US claims. Ask {authority} how it treats toxic exposure.',
    presumptive_unmapped: 'No veterans program is mapped for {country}; US presumptions were not applied.',
  },
  es: {
    body_ear: 'oído (38 CFR 4.85-4.87)',
    body_mental: 'trastornos mentales (fórmula general de calificación, 38 CFR 4.130)',
    body_neurological: 'afecciones neurológicas (38 CFR 4.124a)',
    body_respiratory: 'sistema respiratorio (38 CFR 4.97)',
    body_cardiovascular: 'sistema cardiovascular (38 CFR 4.104)',
    body_digestive: 'sistema digestivo (38 CFR 4.114)',
    body_musculoskeletal: 'sistema musculoesquelético (38 CFR 4.71a)',
    body_skin: 'piel (38 CFR 4.118)',
    body_endocrine: 'sistema endocrino (38 CFR 4.119)',
    body_genitourinary: 'sistema genitourinario (38 CFR 4.115a-4.115b)',
    body_dental: 'afecciones dentales y orales (38 CFR 4.150)',
    body_other: 'otros',
    nexus_in_service_event: 'La lesión, el hecho o la enfermedad durante el servicio, con fechas y dónde consta (expedientes médicos del servicio, informes de línea del deber).',
    nexus_noise_exposure: 'La exposición al ruido en el servicio (funciones, armas, aeronaves, motores) y la ausencia de un ruido civil comparable.',
    nexus_stressor: 'El factor estresante del servicio (combate, temor a actividad hostil según 38 CFR 3.304(f), trauma sexual militar) y cómo se corrobora.',
    nexus_stressor_intl: 'El factor estresante del servicio (combate, temor a actividad hostil, trauma sexual militar) y cómo se corrobora.',
    nexus_current_diagnosis: 'Un diagnóstico actual hecho por un examinador calificado, con los criterios que cumple (para afecciones mentales, el DSM-5).',
    nexus_continuity: 'Síntomas desde el servicio: inicio, continuidad e historial de tratamiento, con declaraciones de testigos.',
    nexus_secondary_causation: 'Cómo una afección ya conectada con el servicio causó esta (38 CFR 3.310(a)), con literatura médica.',
    nexus_secondary_causation_intl: 'Cómo una afección del servicio ya aceptada causó esta, con literatura médica.',
    nexus_aggravation: 'Cómo una afección conectada con el servicio empeoró esta más allá de su evolución natural (38 CFR 3.310(b)), con una línea de base.',
    nexus_aggravation_intl: 'Cómo una afección del servicio aceptada empeoró esta más allá de su evolución natural, con una línea de base.',
    nexus_medication_side_effect: 'Efectos secundarios de la medicación tomada para una afección conectada con el servicio.',
    nexus_toxic_exposure: 'La exposición tóxica en el servicio (fosas de quema, herbicidas, agua contaminada, radiación) y el vínculo médico, aunque no aplique ninguna presunción.',
    nexus_functional_impact: 'Cómo la afección limita el trabajo y la vida diaria (crisis, rango de movimiento, frecuencia de ataques), para el nivel de calificación.',
    nexus_at_least_as_likely: 'La opinión de que la afección está relacionada con el servicio "al menos tan probablemente como no" (50% o más), con un razonamiento completo.',
    nexus_at_least_as_likely_intl: 'Una opinión médica que vincule la afección con el servicio, con un razonamiento completo (el estándar de prueba lo fija el régimen del país).',
    program_agent_orange: 'Agente Naranja y exposición a herbicidas',
    program_pact_burn_pit: 'Ley PACT: fosas de quema y otros peligros aéreos',
    program_gulf_war_illness: 'Enfermedad no diagnosticada y multisintomática de la Guerra del Golfo',
    program_radiation: 'Veteranos expuestos a radiación',
    program_camp_lejeune: 'Agua contaminada de Camp Lejeune',
    note_unknown: 'Ninguna regla de calificación coincidió con "{input}": se lista como desconocida, no se descarta. Indique el diagnóstico (por ejemplo "distensión lumbosacra") o consulte a un representante acreditado.',
    note_not_a_disability: '{name} no es una discapacidad que el VA califique por sí sola; reclame las afecciones que causa (puede ser un paso intermedio, 38 CFR 3.310).',
    note_analogous: 'Se califica por analogía (38 CFR 4.20) con el código de diagnóstico {code}.',
    note_smc_k: 'La disfunción eréctil suele calificarse con 0%, pero también da derecho a la compensación mensual especial (k), que se paga además del monto de la calificación combinada (38 U.S.C. 1114(k)).',
    note_bilateral: '"{input}" indica ambos lados: se califica como dos discapacidades, izquierda y derecha, por lo que se aplica el factor bilateral (38 CFR 4.26).',
    note_digestive_2024: 'La ERGE y el SII se califican con las normas del sistema digestivo vigentes desde el 2024-05-19 (89 FR 19735); las reclamaciones pendientes antes de esa fecha pueden calificarse con los criterios anteriores si son más favorables.',
    note_compensation_unavailable: 'Las tablas de tarifas del VA están registradas desde el 2024-12-01; no se estima ningún monto mensual para el {asOf}.',
    note_compensation_scope: 'Los montos mensuales son para un veterano solo; un cónyuge, hijos, padres a cargo, la compensación mensual especial o la TDIU los aumentan.',
    note_likely_ranges: 'Las calificaciones probables son estimaciones para casos típicos; la calificación real la deciden los hallazgos del examinador frente a los criterios del baremo.',
    note_non_us_ratings: 'No se muestran códigos de diagnóstico, porcentajes ni montos en dólares de EE. UU. porque {country} califica las afecciones con su propio régimen: {program}.',
    note_ratings_from_conditions: 'Cada afección indicaba una calificación (un porcentaje, o un número tras su nombre como "PTSD 50"), así que se leyeron como calificaciones que usted ya tiene y se combinaron en stated_ratings; envíelas en ratings para indicarlo expresamente.',
    note_rating_in_conditions: 'Algunas afecciones indican una calificación y otras no. Para que las calificaciones que ya tiene se combinen con exactitud, envíelas en ratings, p. ej. "PTSD 50, tinnitus 10, knee left 10, knee right 10".',
    note_stated_non_us: 'Las calificaciones que ya tiene solo se combinan en una evaluación de EE. UU., con la tabla de calificaciones combinadas de EE. UU.; {country} no combina calificaciones de ese modo, así que no se da una calificación combinada.',
    summary_stated: '{count, plural, one {Su calificación combinada es la única que indicó, el {combined}%} other {Las # calificaciones indicadas se combinan en un {combined}% ({unrounded} antes de redondear a la decena más cercana; 38 CFR 4.25 y 4.26)}}.',
    summary_stated_money: '{count, plural, one {Su calificación combinada es la única que indicó, el {combined}%} other {Las # calificaciones indicadas se combinan en un {combined}% ({unrounded} antes de redondear a la decena más cercana; 38 CFR 4.25 y 4.26)}}: {amount, money} al mes para un veterano solo (tasas del VA vigentes desde {effective}).',
    summary_us: '{total, plural, one {La afección coincidió} other {{matched} de # afecciones coincidieron}} con el baremo de calificación del VA. Calificación combinada probable del {low}% al {high}%; compensación mensual estimada de {low_amount, money} a {high_amount, money} para un veterano solo (tarifas del VA vigentes desde el {effective}).',
    summary_us_no_money: '{total, plural, one {La afección coincidió} other {{matched} de # afecciones coincidieron}} con el baremo de calificación del VA. Calificación combinada probable del {low}% al {high}%.',
    summary_stated_matched: '{total, plural, one {La afección coincidió} other {{matched} de # afecciones coincidieron}} con el baremo de calificación del VA.',
    summary_non_us: '{total, plural, one {Se reconoció la afección} other {Se reconocieron {matched} de # afecciones}}. {country} las evalúa con su propio régimen ({program}); no se aplican las calificaciones ni los montos en dólares de EE. UU.',
    summary_unmapped: '{total, plural, one {Se reconoció la afección} other {Se reconocieron {matched} de # afecciones}}. No hay ningún programa de veteranos registrado para {country}, así que no se estima calificación ni monto, y no se aplicaron las normas de EE. UU.',
    summary_none_matched: '{total, plural, one {La afección no coincidió con ninguna regla de calificación; se lista como desconocida.} other {Ninguna de las # afecciones coincidió con una regla de calificación; se listan como desconocidas.}}',
    presumptive_no_era: 'Envíe service_era (por ejemplo Vietnam, Guerra del Golfo, post-9/11, Camp Lejeune o veterano atómico) para comprobar la elegibilidad presunta y por exposición tóxica.',
    presumptive_no_program: 'La época de servicio "{era}" no coincidió con ningún programa de presunción registrado aquí (Agente Naranja, fosas de quema de la Ley PACT, enfermedad de la Guerra del Golfo, radiación, Camp Lejeune). Sigue siendo posible una reclamación directa con una opinión de nexo.',
    presumptive_applies: 'Si su servicio cumple el requisito, el VA presume que las afecciones coincidentes están conectadas con el servicio: no se necesita opinión de nexo para ellas.',
    presumptive_no_condition: 'Ninguna de las afecciones enviadas está en la lista de este programa. Pida al VA una evaluación de exposición tóxica; sigue siendo posible una reclamación directa.',
    presumptive_not_in_force: 'Esta presunción no estaba vigente el {asOf}.',
    presumptive_non_us: 'Las listas de presunción de EE. UU. para exposiciones tóxicas solo se aplican a reclamaciones en EE. UU. Pregunte a {authority} cómo trata la exposición tóxica.',
    presumptive_unmapped: 'No hay ningún programa de veteranos registrado para {country}; no se aplicaron las presunciones de EE. UU.',
  },
  de: ASSESS_DISABILITY_CLAIM_MESSAGES_DE,
  fr: ASSESS_DISABILITY_CLAIM_MESSAGES_FR,
};
