import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of a scan's skips and notes (each is also the `code` it explains). */
export type AssembleSignalScanKey =
  | 'no_data'
  | 'bad_data'
  | 'too_little_history'
  | 'stale_bars'
  | 'source_unavailable'
  | 'unknown_at_source'
  | 'session_closed'
  | 'partial'
  | 'skipped_summary'
  | 'ineligible_summary';

/** English and Spanish texts of a scan's skips and notes. */
export const assembleSignalScanMessages: MessageCatalogs<AssembleSignalScanKey> = {
  en: {
    no_data: 'The price source returned no bars for {symbol}.',
    bad_data: 'The source sent the bars of {symbol} out of order or repeated: they cannot be used.',
    too_little_history: '{symbol} has {bars} bars at this timeframe; a call needs at least {min}.',
    stale_bars: 'The last bar of {symbol} is {days} days old: its data is not current, so it is not ranked.',
    source_unavailable: 'The data of {symbol} could not be read: {detail}.',
    unknown_at_source: 'The price source does not know {symbol}: {detail}.',
    session_closed: "{symbol}'s market is closed now, so it is not eligible in this scan{next}.",
    partial: 'Partial data: {count, plural, one {# instrument} other {# instruments}} could not be read and {count, plural, one {is} other {are}} not in the ranking ({symbols}); the ranking covers the others.',
    skipped_summary: '{count, plural, one {# instrument was} other {# instruments were}} skipped (no data or too little history).',
    ineligible_summary: '{count, plural, one {# instrument is} other {# instruments are}} outside their trading session and not eligible.',
  },
  es: {
    no_data: 'La fuente de precios no devolvió barras de {symbol}.',
    bad_data: 'La fuente envió las barras de {symbol} desordenadas o repetidas: no se pueden usar.',
    too_little_history: '{symbol} tiene {bars} barras en este marco temporal; una señal necesita al menos {min}.',
    stale_bars: 'La última barra de {symbol} tiene {days} días: sus datos no están al día, así que no se clasifica.',
    source_unavailable: 'No se pudieron leer los datos de {symbol}: {detail}.',
    unknown_at_source: 'La fuente de precios no conoce {symbol}: {detail}.',
    session_closed: 'El mercado de {symbol} está cerrado ahora, así que no es elegible en este escaneo{next}.',
    partial: 'Datos parciales: {count, plural, one {# instrumento no pudo leerse y no está} other {# instrumentos no pudieron leerse y no están}} en la clasificación ({symbols}); la clasificación cubre los demás.',
    skipped_summary: '{count, plural, one {Se omitió # instrumento} other {Se omitieron # instrumentos}} (sin datos o con poco historial).',
    ineligible_summary: '{count, plural, one {# instrumento está fuera de su sesión y no es elegible} other {# instrumentos están fuera de su sesión y no son elegibles}}.',
  },
};
