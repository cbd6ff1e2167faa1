import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of checkTokenizedEligibility. */
export type CheckTokenizedEligibilityKey =
  | 'status_excluded'
  | 'status_excluded_unverified'
  | 'status_outside_offer'
  | 'status_not_excluded'
  | 'status_unknown'
  | 'status_unknown_subdivision'
  | 'status_no_jurisdiction'
  | 'summary'
  | 'summary_no_jurisdiction'
  | 'never_eligible';

/** English and Spanish narrative of the eligibility check. */
export const checkTokenizedEligibilityMessages: MessageCatalogs<CheckTokenizedEligibilityKey> = {
  en: {
    status_excluded: "{label}'s terms exclude {jurisdiction}.",
    status_excluded_unverified: "{label}'s terms are reported to exclude {jurisdiction}; the terms themselves were not read here.",
    status_outside_offer: '{label} offers only in {count, plural, one {# listed country} other {# listed countries}}, and {jurisdiction} is not among them.',
    status_not_excluded: "{label}'s terms, read in full, do not exclude {jurisdiction}; your own status (identity checks, investor category, local law) still decides.",
    status_unknown: "{label}'s terms as read here neither exclude nor include {jurisdiction}: unknown.",
    status_unknown_subdivision: "{label}'s terms exclude part of {jurisdiction} ({parts}); give the subdivision to know more.",
    status_no_jurisdiction: 'Give a jurisdiction to check it against these terms.',
    summary: 'For {jurisdiction}: {excluded} excluded, {outside} outside the offer, {unknown} unknown, {clear} not excluded by terms read in full.',
    summary_no_jurisdiction: 'The terms of {count, plural, one {# issuer or venue} other {# issuers and venues}}, with the jurisdictions they exclude.',
    never_eligible: 'This is never a statement that you are eligible: terms change, lists were not all read, and identity checks, investor category and local law decide.',
  },
  es: {
    status_excluded: 'Las condiciones de {label} excluyen {jurisdiction}.',
    status_excluded_unverified: 'Se informa que las condiciones de {label} excluyen {jurisdiction}; las condiciones mismas no se leyeron aquí.',
    status_outside_offer: '{label} solo ofrece en {count, plural, one {# país listado} other {# países listados}}, y {jurisdiction} no está entre ellos.',
    status_not_excluded: 'Las condiciones de {label}, leídas completas, no excluyen {jurisdiction}; su propia situación (verificación de identidad, categoría de inversor, ley local) sigue decidiendo.',
    status_unknown: 'Las condiciones de {label}, tal como se leyeron aquí, ni excluyen ni incluyen {jurisdiction}: desconocido.',
    status_unknown_subdivision: 'Las condiciones de {label} excluyen parte de {jurisdiction} ({parts}); indique la subdivisión para saber más.',
    status_no_jurisdiction: 'Indique una jurisdicción para compararla con estas condiciones.',
    summary: 'Para {jurisdiction}: {excluded} excluidos, {outside} fuera de la oferta, {unknown} desconocidos, {clear} no excluidos por condiciones leídas completas.',
    summary_no_jurisdiction: 'Las condiciones de {count, plural, one {# emisor o plataforma} other {# emisores y plataformas}}, con las jurisdicciones que excluyen.',
    never_eligible: 'Esto nunca afirma que usted sea elegible: las condiciones cambian, no todas las listas se leyeron, y la verificación de identidad, la categoría de inversor y la ley local deciden.',
  },
};
