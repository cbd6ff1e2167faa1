import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of radarPreIpo. */
export type RadarPreIpoKey =
  | 'window_priced'
  | 'window_effective'
  | 'window_not_before'
  | 'kind_ipo'
  | 'kind_spac'
  | 'kind_already_reporting'
  | 'kind_unknown'
  | 'call'
  | 'call_none'
  | 'heuristic'
  | 'stage_priced'
  | 'stage_effective'
  | 'stage_amended'
  | 'stage_registered';

/** English and Spanish narrative of the pre-IPO radar. */
export const radarPreIpoMessages: MessageCatalogs<RadarPreIpoKey> = {
  en: {
    window_priced: 'Priced: the final prospectus (424B4) was filed on {date}, so pricing fell between {from} and {date}.',
    window_effective: 'Declared effective on {date}: pricing is expected between {date} and {to}.',
    window_not_before: 'Registration public since {first}: pricing not before about {from} (15 days to the roadshow, then the roadshow); no latest date can be read from the filings.',
    kind_ipo: 'No periodic report before its registration: a first listing.',
    kind_spac: 'A blank-check company (SPAC): its listing is of the shell, not of an operating business.',
    kind_already_reporting: 'It filed periodic reports before this registration: a follow-on or resale, not an IPO.',
    kind_unknown: 'Its filing history was not read, so whether this is an IPO is unknown.',
    call: 'Next on the radar: {company} ({stage}); {window}',
    call_none: 'No first listing is on the radar in the filings read.',
    stage_priced: 'priced',
    stage_effective: 'declared effective',
    stage_amended: 'registration amended',
    stage_registered: 'registration filed',
    heuristic: 'Windows are read from the filing sequence (Rule 424(b), the JOBS Act 15-day rule, effectiveness on request), not promised by the issuer.',
  },
  es: {
    window_priced: 'Con precio: el prospecto final (424B4) se presentó el {date}, así que el precio se fijó entre el {from} y el {date}.',
    window_effective: 'Declarado efectivo el {date}: se espera el precio entre el {date} y el {to}.',
    window_not_before: 'Registro público desde el {first}: precio no antes de aproximadamente el {from} (15 días hasta la gira de presentación, y luego la gira); los documentos no permiten leer una fecha límite.',
    kind_ipo: 'Sin informes periódicos antes de su registro: una primera cotización.',
    kind_spac: 'Una sociedad de propósito especial (SPAC): cotiza la sociedad vehículo, no un negocio operativo.',
    kind_already_reporting: 'Presentó informes periódicos antes de este registro: una oferta posterior o una reventa, no una salida a bolsa.',
    kind_unknown: 'No se leyó su historial de presentaciones, así que se desconoce si es una salida a bolsa.',
    call: 'Siguiente en el radar: {company} ({stage}); {window}',
    call_none: 'No hay ninguna primera cotización en el radar entre los documentos leídos.',
    stage_priced: 'con precio',
    stage_effective: 'declarado efectivo',
    stage_amended: 'registro modificado',
    stage_registered: 'registro presentado',
    heuristic: 'Las ventanas se leen de la secuencia de presentaciones (Regla 424(b), la regla de 15 días de la JOBS Act, efectividad a solicitud), no las promete el emisor.',
  },
};
