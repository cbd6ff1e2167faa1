import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { LIST_STATE_BENEFITS_MESSAGES_DE } from './listStateBenefits.de.js';
import { LIST_STATE_BENEFITS_MESSAGES_FR } from './listStateBenefits.fr.js';

/** Message keys of `listStateBenefits`. */
export type ListStateBenefitsMessageKey =
  | 'what_property_tax'
  | 'what_tuition'
  | 'what_employment_preference'
  | 'what_motor_vehicle'
  | 'what_hunting_fishing'
  | 'what_burial'
  | 'what_veterans_home'
  | 'what_other'
  | 'kind_full'
  | 'kind_partial'
  | 'kind_program'
  | 'kind_local'
  | 'kind_national'
  | 'kind_none'
  | 'kind_check'
  | 'law'
  | 'threshold'
  | 'threshold_pt'
  | 'for_dependents'
  | 'for_veteran_and_dependents'
  | 'has_tiers'
  | 'has_figures'
  | 'status_likely_qualifies'
  | 'status_qualifies_if_permanent_and_total'
  | 'status_not_at_this_rating'
  | 'status_rating_not_given'
  | 'status_not_rating_based'
  | 'status_no_program'
  | 'status_check_locally'
  | 'note_unverified'
  | 'note_stale_figures'
  | 'note_rating_rounding'
  | 'note_conditions'
  | 'note_germany_federal'
  | 'note_nz_no_subnational'
  | 'note_national_programs'
  | 'note_unmapped'
  | 'note_rating_not_used'
  | 'summary_rated'
  | 'summary_unrated'
  | 'summary_unmapped';

/**
 * Narrative text of `listStateBenefits`, in English and Spanish. Program names and citations in the rule tables are
 * proper nouns and are not translated.
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (state-benefits)
 */
export const LIST_STATE_BENEFITS_MESSAGES: MessageCatalogs<ListStateBenefitsMessageKey> = {
  en: {
    what_property_tax: 'Property tax relief for disabled veterans',
    what_tuition: 'Tuition waiver or education benefit',
    what_employment_preference: "Veterans' preference in public-sector hiring",
    what_motor_vehicle: 'Vehicle plates, registration and fee relief',
    what_hunting_fishing: 'Free or reduced-fee hunting and fishing licenses',
    what_burial: 'Veterans cemetery and burial benefits',
    what_veterans_home: 'Veterans home (long-term care)',
    what_other: 'Other regional support',
    kind_full: '{what}: a full exemption or fee waiver.',
    kind_partial: '{what}: a partial exemption, credit or reduced fee.',
    kind_program: '{what}: a program exists; eligibility and amounts are set by its law.',
    kind_local: '{what}: set or run locally (county, city, council or school district); ask the local office.',
    kind_national: '{what}: provided nationally rather than by the region.',
    kind_none: '{what}: no program is known at this level; check with {agency}.',
    kind_check: '{what}: not confirmed in this dataset; check with {agency}.',
    law: 'Law: {law}.',
    threshold: 'Lowest qualifying service-connected rating: {min}%.',
    threshold_pt: 'Lowest qualifying service-connected rating: {min}%, rated permanent and total.',
    for_dependents: "For the veteran's spouse or children.",
    for_veteran_and_dependents: 'For the veteran and, in some cases, the spouse or children.',
    has_tiers: 'The amount depends on the rating tier (see tiers).',
    has_figures: 'Dated amounts are listed in figures.',
    status_likely_qualifies: 'A {rating}% rating meets the {min}% threshold: likely to qualify if the other conditions (residency, ownership, discharge) are met.',
    status_qualifies_if_permanent_and_total: 'A {rating}% rating meets the {min}% threshold; the law also requires the rating to be permanent and total.',
    status_not_at_this_rating: 'Needs a rating of {min}% or more; a {rating}% rating does not reach it.',
    status_rating_not_given: 'Needs a rating of {min}% or more; send disability_rating to check.',
    status_not_rating_based: 'Not tied to a disability rating: eligibility rests on service, discharge, residency or the program rules.',
    status_no_program: 'No program to apply for at this level.',
    status_check_locally: 'Eligibility could not be assessed from this dataset; ask the office named in the source.',
    note_unverified: 'These facts were encoded from the cited statutes and agency pages and were not checked on a date (verified: null); rules and amounts change, so confirm with {agency} before relying on them.',
    note_rating_rounding: 'VA combined ratings are multiples of 10; a rating of {rating}% was compared with each threshold as given.',
    note_stale_figures: 'The amounts shown for {name} are those in force from {effective}; the state re-sets them every year and no figure for the period from {since} is recorded here, so ask {agency} for the current amounts.',
    note_conditions: 'Most benefits also require residency, honourable discharge or property ownership; the rating threshold alone does not decide eligibility.',
    note_germany_federal: 'In Germany most veteran support is federal (Bundeswehr, Veteranenbüro der Bundeswehr, Soldatenentschädigungsgesetz); the Länder add little that is veteran-specific.',
    note_nz_no_subnational: "New Zealand has no sub-national veterans programs; Veterans' Affairs New Zealand administers support nationally, whatever the region.",
    note_national_programs: 'For {country}, most veterans support is national; regional benefits are mainly concessions, licence plates and local-authority duties.',
    note_rating_not_used: 'disability_rating is read as a US-style percentage; outside the US it does not gate the benefits listed here (each country uses its own assessment).',
    note_unmapped: 'No regional veterans programs are mapped for {country}, and US state rules are not applied; ask that country’s veterans authority about "{region}".',
    summary_rated: '{name}: {likely, plural, one {# benefit} other {# benefits}} likely available at a {rating}% rating, {not_at} not at this rating, across the seven categories.',
    summary_unrated: '{name}: veterans benefits in seven categories; {gated, plural, one {# is} other {# are}} tied to a rating threshold (send disability_rating to check them).',
    summary_unmapped: 'No regional benefits are mapped for {country}.',
  },
  es: {
    what_property_tax: 'Alivio del impuesto a la propiedad para veteranos con discapacidad',
    what_tuition: 'Exención de matrícula o beneficio educativo',
    what_employment_preference: 'Preferencia para veteranos en la contratación pública',
    what_motor_vehicle: 'Placas de vehículo, registro y exención de tarifas',
    what_hunting_fishing: 'Licencias de caza y pesca gratuitas o con tarifa reducida',
    what_burial: 'Cementerio de veteranos y beneficios de sepelio',
    what_veterans_home: 'Hogar de veteranos (cuidado a largo plazo)',
    what_other: 'Otro apoyo regional',
    kind_full: '{what}: exención total o exoneración de la tarifa.',
    kind_partial: '{what}: exención parcial, crédito o tarifa reducida.',
    kind_program: '{what}: existe un programa; los requisitos y montos los fija su ley.',
    kind_local: '{what}: lo fija o administra la autoridad local (condado, ciudad, ayuntamiento o distrito escolar); consulte la oficina local.',
    kind_national: '{what}: lo ofrece el gobierno nacional, no la región.',
    kind_none: '{what}: no se conoce un programa en este nivel; consulte con {agency}.',
    kind_check: '{what}: no está confirmado en estos datos; consulte con {agency}.',
    law: 'Ley: {law}.',
    threshold: 'Calificación mínima por discapacidad relacionada con el servicio: {min}%.',
    threshold_pt: 'Calificación mínima por discapacidad relacionada con el servicio: {min}%, calificada como permanente y total.',
    for_dependents: 'Para el cónyuge o los hijos del veterano.',
    for_veteran_and_dependents: 'Para el veterano y, en algunos casos, su cónyuge o hijos.',
    has_tiers: 'El monto depende del tramo de calificación (vea tiers).',
    has_figures: 'Los montos fechados figuran en figures.',
    status_likely_qualifies: 'Una calificación del {rating}% alcanza el umbral del {min}%: es probable que califique si cumple las demás condiciones (residencia, propiedad, baja honrosa).',
    status_qualifies_if_permanent_and_total: 'Una calificación del {rating}% alcanza el umbral del {min}%; la ley exige además que sea permanente y total.',
    status_not_at_this_rating: 'Requiere una calificación del {min}% o más; una del {rating}% no la alcanza.',
    status_rating_not_given: 'Requiere una calificación del {min}% o más; envíe disability_rating para comprobarlo.',
    status_not_rating_based: 'No depende de la calificación de discapacidad: los requisitos son el servicio, la baja, la residencia o las reglas del programa.',
    status_no_program: 'No hay un programa al que solicitar en este nivel.',
    status_check_locally: 'No se pudo evaluar la elegibilidad con estos datos; consulte a la oficina indicada en la fuente.',
    note_unverified: 'Estos datos se tomaron de las leyes y páginas oficiales citadas y no se verificaron en una fecha (verified: null); las reglas y los montos cambian, así que confírmelos con {agency} antes de basarse en ellos.',
    note_rating_rounding: 'Las calificaciones combinadas del VA son múltiplos de 10; la calificación del {rating}% se comparó tal cual con cada umbral.',
    note_stale_figures: 'Los montos indicados para {name} son los vigentes desde el {effective}; el estado los actualiza cada año y aquí no consta la cifra del periodo que empieza el {since}, así que consulte los montos vigentes con {agency}.',
    note_conditions: 'La mayoría de los beneficios exige además residencia, baja honrosa o ser propietario; el umbral de calificación por sí solo no decide la elegibilidad.',
    note_germany_federal: 'En Alemania casi todo el apoyo a los veteranos es federal (Bundeswehr, Veteranenbüro der Bundeswehr, Soldatenentschädigungsgesetz); los Länder añaden poco que sea específico para veteranos.',
    note_nz_no_subnational: 'Nueva Zelanda no tiene programas regionales para veteranos; Veterans’ Affairs New Zealand administra el apoyo a nivel nacional, sea cual sea la región.',
    note_rating_not_used: 'disability_rating se interpreta como un porcentaje al estilo de EE. UU.; fuera de EE. UU. no condiciona los beneficios listados (cada país usa su propia evaluación).',
    note_national_programs: 'En {country} casi todo el apoyo a los veteranos es nacional; los beneficios regionales son sobre todo descuentos, placas y deberes de las autoridades locales.',
    note_unmapped: 'No hay programas regionales para veteranos registrados para {country}, y no se aplican las reglas de los estados de EE. UU.; consulte a la autoridad de veteranos de ese país sobre "{region}".',
    summary_rated: '{name}: {likely, plural, one {# beneficio probablemente disponible} other {# beneficios probablemente disponibles}} con una calificación del {rating}%, {not_at} no disponibles con esta calificación, en las siete categorías.',
    summary_unrated: '{name}: beneficios para veteranos en siete categorías; {gated, plural, one {# depende} other {# dependen}} de un umbral de calificación (envíe disability_rating para comprobarlos).',
    summary_unmapped: 'No hay beneficios regionales registrados para {country}.',
  },
  de: LIST_STATE_BENEFITS_MESSAGES_DE,
  fr: LIST_STATE_BENEFITS_MESSAGES_FR,
};
