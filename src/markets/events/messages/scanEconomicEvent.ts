import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of scanEconomicEvent. */
export type ScanEconomicEventKey =
  | 'event_cpi'
  | 'event_nfp'
  | 'event_fomc'
  | 'event_gdp'
  | 'unit_cpi'
  | 'unit_nfp'
  | 'unit_fomc'
  | 'unit_gdp'
  | 'bucket_large_below'
  | 'bucket_below'
  | 'bucket_in_line'
  | 'bucket_above'
  | 'bucket_large_above'
  | 'next_release'
  | 'no_next_release'
  | 'latest_release'
  | 'latest_unscaled'
  | 'latest_missing'
  | 'no_past_release'
  | 'playbook_line'
  | 'playbook_insufficient'
  | 'playbook_no_bucket'
  | 'revised_values'
  | 'trend_forecast'
  | 'consensus_forecast'
  | 'unmeasured';

/** English and Spanish text of the event scanner. */
export const scanEconomicEventMessages: MessageCatalogs<ScanEconomicEventKey> = {
  en: {
    event_cpi: 'Consumer Price Index',
    event_nfp: 'Employment Situation (nonfarm payrolls)',
    event_fomc: 'FOMC rate decision',
    event_gdp: 'GDP advance estimate',
    unit_cpi: 'percent, 12-month change',
    unit_nfp: 'thousand jobs, monthly change',
    unit_fomc: 'percentage points, change of the target range',
    unit_gdp: 'percent, annual rate',
    bucket_large_below: 'large downside',
    bucket_below: 'downside',
    bucket_in_line: 'in-line',
    bucket_above: 'upside',
    bucket_large_above: 'large upside',
    next_release: 'The next {event} release is on {date} at {time} Eastern Time, for {period}.',
    no_next_release: 'No upcoming {event} release is on record in the calendar tables.',
    latest_release: 'The latest {event} release ({period}, published {date}) printed {actual} ({unit}) against a forecast of {forecast}: a surprise of {surprise}, {z} standard deviations, in the "{bucket}" bucket.',
    latest_unscaled: 'The latest {event} release ({period}, published {date}) printed {actual} ({unit}); there is not yet enough history to size its surprise.',
    latest_missing: 'The latest {event} release ({period}, published {date}) has no value at the source yet.',
    no_past_release: 'No past {event} release is on record before this date.',
    playbook_line: 'After past releases in the "{bucket}" bucket, {instrument} moved {mean} % on average over {days, plural, one {# trading day} other {# trading days}}: {up} % of {n, plural, one {# release} other {# releases}} up, leave-one-out hit rate {loo} %.',
    playbook_insufficient: 'After past releases in the "{bucket}" bucket, {instrument} has {n, plural, one {# measured release} other {# measured releases}}; at least {min} are needed for a direction.',
    playbook_no_bucket: 'The latest surprise could not be sized, so no playbook bucket applies to {instrument}.',
    revised_values: 'Figures are the latest published values of {source}, revised since their first print, so past surprises are measured on revised data.',
    trend_forecast: 'No consensus source is configured: each release is measured against the mean of the previous {window} figures (the prior trend).',
    consensus_forecast: 'Releases are measured against the consensus where one was given, otherwise against the prior trend.',
    unmeasured: '{instrument}: {n, plural, one {# release} other {# releases}} could not be measured (no bars around the release date).',
  },
  es: {
    event_cpi: 'Índice de Precios al Consumidor',
    event_nfp: 'Situación del Empleo (nóminas no agrícolas)',
    event_fomc: 'decisión de tipos del FOMC',
    event_gdp: 'estimación adelantada del PIB',
    unit_cpi: 'por ciento, variación a 12 meses',
    unit_nfp: 'miles de empleos, variación mensual',
    unit_fomc: 'puntos porcentuales, variación del rango objetivo',
    unit_gdp: 'por ciento, tasa anualizada',
    bucket_large_below: 'a la baja grande',
    bucket_below: 'a la baja',
    bucket_in_line: 'en línea',
    bucket_above: 'al alza',
    bucket_large_above: 'al alza grande',
    next_release: 'La próxima publicación de {event} es el {date} a las {time}, hora del Este, para {period}.',
    no_next_release: 'No consta ninguna próxima publicación de {event} en las tablas del calendario.',
    latest_release: 'La última publicación de {event} ({period}, publicada el {date}) marcó {actual} ({unit}) frente a una previsión de {forecast}: una sorpresa de {surprise}, {z} desviaciones típicas, en el grupo «{bucket}».',
    latest_unscaled: 'La última publicación de {event} ({period}, publicada el {date}) marcó {actual} ({unit}); aún no hay historial suficiente para medir el tamaño de su sorpresa.',
    latest_missing: 'La última publicación de {event} ({period}, publicada el {date}) aún no tiene valor en la fuente.',
    no_past_release: 'No consta ninguna publicación anterior de {event} antes de esta fecha.',
    playbook_line: 'Tras publicaciones anteriores del grupo «{bucket}», {instrument} se movió un {mean} % de media en {days, plural, one {# sesión} other {# sesiones}}: subió en el {up} % de {n, plural, one {# publicación} other {# publicaciones}}, tasa de acierto dejando una fuera {loo} %.',
    playbook_insufficient: 'Tras publicaciones anteriores del grupo «{bucket}», {instrument} tiene {n, plural, one {# publicación medida} other {# publicaciones medidas}}; se necesitan al menos {min} para una dirección.',
    playbook_no_bucket: 'No se pudo medir el tamaño de la última sorpresa, así que no se aplica ningún grupo del historial a {instrument}.',
    revised_values: 'Las cifras son los últimos valores publicados por {source}, revisados desde su primera publicación, así que las sorpresas pasadas se miden con datos revisados.',
    trend_forecast: 'No hay fuente de consenso configurada: cada publicación se mide frente a la media de las {window} cifras anteriores (la tendencia previa).',
    consensus_forecast: 'Las publicaciones se miden frente al consenso cuando se dio uno y, si no, frente a la tendencia previa.',
    unmeasured: '{instrument}: {n, plural, one {# publicación no se pudo medir} other {# publicaciones no se pudieron medir}} (sin barras alrededor de la fecha).',
  },
};
