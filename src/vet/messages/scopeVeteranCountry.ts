import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { SCOPE_VETERAN_COUNTRY_MESSAGES_DE } from './scopeVeteranCountry.de.js';
import { SCOPE_VETERAN_COUNTRY_MESSAGES_FR } from './scopeVeteranCountry.fr.js';

/** Message keys of `scopeVeteranCountry`. */
export type ScopeVeteranCountryMessageKey =
  | `name_${'US' | 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany'}`
  | `authority_${'US' | 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany'}`
  | `assist_${'US' | 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany'}`
  | `disability_${'US' | 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany'}`
  | `care_${'US' | 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany'}`
  | `unemployability_${'US' | 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany'}`
  | 'note_inferred'
  | 'note_default_us'
  | 'note_ambiguous_region'
  | 'note_unmapped'
  | 'note_region_ignored'
  | 'disclaimer_mapped'
  | 'disclaimer_unmapped';

/**
 * Narrative text of `scopeVeteranCountry`: each mapped system's authority, programs and accredited help, the notes
 * on how the country was chosen, and the disclaimer every veterans response carries.
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (country_scope, disclaimer text)
 */
export const SCOPE_VETERAN_COUNTRY_MESSAGES: MessageCatalogs<ScopeVeteranCountryMessageKey> = {
  en: {
    name_US: 'United States',
    name_UK: 'United Kingdom',
    name_Canada: 'Canada',
    name_Australia: 'Australia',
    name_NewZealand: 'New Zealand',
    name_Germany: 'Germany',
    authority_US: 'the U.S. Department of Veterans Affairs (VA)',
    authority_UK: 'Veterans UK (Ministry of Defence)',
    authority_Canada: 'Veterans Affairs Canada (VAC)',
    authority_Australia: "the Department of Veterans' Affairs (DVA)",
    authority_NewZealand: "Veterans' Affairs New Zealand",
    authority_Germany: 'the Bundeswehr (Soldatenentschädigung) or the Versorgungsamt',
    assist_US:
      'a VA-accredited Veterans Service Organization (VSO) representative, attorney or claims agent (free VSO help is available; search VA\'s accreditation list)',
    assist_UK: 'Veterans UK (the Veterans Welfare Service) or The Royal British Legion, whose advice is free',
    assist_Canada: 'Veterans Affairs Canada (a case manager or the Bureau of Pensions Advocates, free of charge)',
    assist_Australia: 'a DVA-recognised advocate from an ex-service organisation (ESO), free of charge',
    assist_NewZealand: "Veterans' Affairs New Zealand or an RSA support advisor",
    assist_Germany: 'the Bundeswehr\'s compensation office (Soldatenentschädigung), the Versorgungsamt, or the Bundeswehr social services',
    disability_US: 'VA disability compensation (38 U.S.C. chapter 11)',
    disability_UK: 'Armed Forces Compensation Scheme (AFCS: tariff levels 1 to 15 with lump sums, plus the Guaranteed Income Payment for levels 1 to 11) for injury caused by service from 6 April 2005, or the War Pensions Scheme (WPS) for earlier service',
    disability_Canada: 'Pain and Suffering Compensation under the Veterans Well-being Act (with the Income Replacement Benefit for lost earning capacity)',
    disability_Australia: 'compensation under the MRCA, VEA or DRCA (permanent impairment or disability pension)',
    disability_NewZealand: "Veterans' Support Act 2014: lump sum for permanent impairment (Scheme Two) or disablement pension (Scheme One)",
    disability_Germany: 'monthly compensation under the Soldatenentschädigungsgesetz (SEG, in force since 1 January 2025, section 11), by degree of injury consequences (GdS)',
    care_US: 'VA Pension with Aid and Attendance or Housebound (38 U.S.C. 1521)',
    care_UK: 'War Pensions Constant Attendance Allowance, or the Armed Forces Independence Payment (AFIP) under the AFCS',
    care_Canada: 'Caregiver Recognition Benefit and the Veterans Independence Program',
    care_Australia: "attendant allowance and Veterans' Home Care",
    care_NewZealand: "attendant care and household help under the Veterans' Support Act 2014",
    care_Germany: 'care allowance (Pflegegeld) under the SEG',
    unemployability_US: 'Total disability based on individual unemployability (TDIU, 38 CFR 4.16)',
    unemployability_UK: 'War Pensions Unemployability Supplement, or the AFCS Guaranteed Income Payment (GIP)',
    unemployability_Canada: 'Income Replacement Benefit (IRB) under the Veterans Well-being Act',
    unemployability_Australia: 'incapacity payments (MRCA or DRCA) or the Special Rate of Disability Pension (VEA)',
    unemployability_NewZealand: "weekly income compensation (Veterans' Support Act 2014, section 59)",
    unemployability_Germany: 'compensation for loss of earnings under the SEG',
    note_inferred: 'No country was given; {country} was assumed from the region "{region}".',
    note_default_us:
      'No country was given and none could be inferred, so this answer follows US rules. Send country (US, UK, Canada, Australia, NewZealand, Germany or another country name) for an answer about another country.',
    note_ambiguous_region:
      'No country was given and the region "{region}" exists in more than one country ({candidates}), so this answer follows US rules. Send country to choose.',
    note_unmapped:
      'No veterans-benefits program is mapped for {country}. This is a best-effort answer: US rules were not applied; ask {country}\'s national veterans authority which program covers you.',
    note_region_ignored: 'The region "{region}" was not used because country was given.',
    disclaimer_mapped:
      'This is an assessment, not an official determination by {authority} or any other national veterans-affairs authority. For a decision on your case, contact {assistance}.',
    disclaimer_unmapped:
      "This is an assessment, not an official determination by any national veterans-affairs authority. Contact {country}'s national veterans authority or an accredited veterans' organization there for help with a claim.",
  },
  es: {
    name_US: 'Estados Unidos',
    name_UK: 'Reino Unido',
    name_Canada: 'Canadá',
    name_Australia: 'Australia',
    name_NewZealand: 'Nueva Zelanda',
    name_Germany: 'Alemania',
    authority_US: 'el Departamento de Asuntos de Veteranos de EE. UU. (VA)',
    authority_UK: 'Veterans UK (Ministerio de Defensa)',
    authority_Canada: 'Veterans Affairs Canada (VAC)',
    authority_Australia: "el Department of Veterans' Affairs (DVA) de Australia",
    authority_NewZealand: "Veterans' Affairs New Zealand",
    authority_Germany: 'la Bundeswehr (Soldatenentschädigung) y el Versorgungsamt',
    assist_US:
      'un representante de una organización de servicio a veteranos (VSO), abogado o agente de reclamaciones acreditado por el VA (la ayuda de las VSO es gratuita; busque en la lista de acreditación del VA)',
    assist_UK: 'Veterans UK (Veterans Welfare Service) o The Royal British Legion, cuyo asesoramiento es gratuito',
    assist_Canada: 'Veterans Affairs Canada (un gestor de caso o el Bureau of Pensions Advocates, sin costo)',
    assist_Australia: 'un defensor reconocido por el DVA de una organización de exmilitares (ESO), sin costo',
    assist_NewZealand: "Veterans' Affairs New Zealand o un asesor de apoyo de la RSA",
    assist_Germany: 'la oficina de indemnización de la Bundeswehr (Soldatenentschädigung), el Versorgungsamt o el servicio social de la Bundeswehr',
    disability_US: 'compensación por discapacidad del VA (38 U.S.C., capítulo 11)',
    disability_UK: 'Armed Forces Compensation Scheme (AFCS: niveles de tarifa del 1 al 15 con pagos únicos, más el Guaranteed Income Payment para los niveles 1 a 11) para lesiones causadas por el servicio desde el 6 de abril de 2005, o War Pensions Scheme (WPS) para servicio anterior',
    disability_Canada: 'Pain and Suffering Compensation de la Veterans Well-being Act (con el Income Replacement Benefit por pérdida de capacidad de ganancia)',
    disability_Australia: 'indemnización según la MRCA, la VEA o la DRCA (discapacidad permanente o pensión por discapacidad)',
    disability_NewZealand: "Veterans' Support Act 2014: pago único por discapacidad permanente (Scheme Two) o pensión por discapacidad (Scheme One)",
    disability_Germany: 'pago mensual según la Soldatenentschädigungsgesetz (SEG, vigente desde el 1 de enero de 2025, artículo 11), según el grado de las secuelas (GdS)',
    care_US: 'Pensión del VA con Ayuda y Asistencia (Aid and Attendance) o Confinamiento en el hogar (Housebound) (38 U.S.C. 1521)',
    care_UK: 'Constant Attendance Allowance de las War Pensions, o Armed Forces Independence Payment (AFIP) del AFCS',
    care_Canada: 'Caregiver Recognition Benefit y el Veterans Independence Program',
    care_Australia: "asignación por asistente (attendant allowance) y Veterans' Home Care",
    care_NewZealand: "atención de asistente y ayuda doméstica según la Veterans' Support Act 2014",
    care_Germany: 'asignación por cuidados (Pflegegeld) según la SEG',
    unemployability_US: 'Discapacidad total por incapacidad individual para trabajar (TDIU, 38 CFR 4.16)',
    unemployability_UK: 'Unemployability Supplement de las War Pensions, o Guaranteed Income Payment (GIP) del AFCS',
    unemployability_Canada: 'Income Replacement Benefit (IRB) de la Veterans Well-being Act',
    unemployability_Australia: 'pagos por incapacidad (MRCA o DRCA) o la Special Rate of Disability Pension (VEA)',
    unemployability_NewZealand: "compensación semanal de ingresos (Veterans' Support Act 2014, artículo 59)",
    unemployability_Germany: 'compensación por pérdida de ingresos según la SEG',
    note_inferred: 'No se indicó el país; se supuso {country} a partir de la región "{region}".',
    note_default_us:
      'No se indicó el país y no se pudo deducir, así que esta respuesta sigue las normas de EE. UU. Envíe country (US, UK, Canada, Australia, NewZealand, Germany u otro país) para una respuesta sobre otro país.',
    note_ambiguous_region:
      'No se indicó el país y la región "{region}" existe en más de un país ({candidates}), así que esta respuesta sigue las normas de EE. UU. Envíe country para elegir.',
    note_unmapped:
      'No hay ningún programa de beneficios para veteranos registrado para {country}. Esta es una respuesta aproximada: no se aplicaron las normas de EE. UU.; pregunte a la autoridad nacional de veteranos de {country} qué programa le corresponde.',
    note_region_ignored: 'No se usó la región "{region}" porque se indicó el país.',
    disclaimer_mapped:
      'Esta es una evaluación, no una decisión oficial de {authority} ni de ninguna otra autoridad nacional de asuntos de veteranos. Para una decisión sobre su caso, contacte a {assistance}.',
    disclaimer_unmapped:
      'Esta es una evaluación, no una decisión oficial de ninguna autoridad nacional de asuntos de veteranos. Para ayuda con una reclamación, contacte a la autoridad nacional de veteranos de {country} o a una organización de veteranos acreditada allí.',
  },
  de: SCOPE_VETERAN_COUNTRY_MESSAGES_DE,
  fr: SCOPE_VETERAN_COUNTRY_MESSAGES_FR,
};
