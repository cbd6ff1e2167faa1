import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of the optional inputs' notes (each is also the note's `code`). */
export type GenerateInstrumentSignalKey =
  | 'positioning_used'
  | 'funding_used'
  | 'sentiment_used'
  | 'no_source_market'
  | 'source_not_configured'
  | 'source_unavailable'
  | 'unknown_at_source'
  | 'no_reading'
  | 'bars_stale'
  | 'too_little_history';

/** English and Spanish notes on the positioning and sentiment inputs of a call. */
export const generateInstrumentSignalMessages: MessageCatalogs<GenerateInstrumentSignalKey> = {
  en: {
    positioning_used: 'Positioning: net speculative futures position from the Commitments of Traders ({market}), z-score {z} on {date}, conditioned on in the history.',
    funding_used: 'Positioning: perpetual funding averaged over {hours} h, {annualised} a year annualised, read as z {z} (a single reading, not in the history).',
    sentiment_used: 'Sentiment: crypto fear and greed {value} ({classification}), read as {reading}, conditioned on in the history.',
    no_source_market: '{factor}: not used, the {source} data does not cover this instrument.',
    source_not_configured: '{factor}: not used, no {source} source is configured.',
    source_unavailable: '{factor}: not used, the {source} source could not be read ({detail}).',
    unknown_at_source: '{factor}: not used, the {source} source has nothing for this instrument ({detail}).',
    no_reading: '{factor}: not used, no {source} reading was known at the signal bar.',
    bars_stale: 'The last bar opened {days} days before this call: the data is not current.',
    too_little_history: 'Only {bars} bars at this timeframe, fewer than {min}: the walk-forward history cannot reach its minimum, so the probability is the baseline.',
  },
  es: {
    positioning_used: 'Posicionamiento: posición neta especulativa en futuros según el Commitments of Traders ({market}), puntuación z {z} el {date}, tenida en cuenta en el historial.',
    funding_used: 'Posicionamiento: financiación del perpetuo promediada en {hours} h, {annualised} anualizada, leída como z {z} (una sola lectura, no está en el historial).',
    sentiment_used: 'Sentimiento: miedo y codicia cripto {value} ({classification}), leído como {reading}, tenido en cuenta en el historial.',
    no_source_market: '{factor}: no se usa, los datos de {source} no cubren este instrumento.',
    source_not_configured: '{factor}: no se usa, no hay una fuente de {source} configurada.',
    source_unavailable: '{factor}: no se usa, no se pudo leer la fuente de {source} ({detail}).',
    unknown_at_source: '{factor}: no se usa, la fuente de {source} no tiene nada para este instrumento ({detail}).',
    no_reading: '{factor}: no se usa, no se conocía ninguna lectura de {source} en la barra de la señal.',
    bars_stale: 'La última barra se abrió {days} días antes de esta señal: los datos no están al día.',
    too_little_history: 'Solo {bars} barras en este marco temporal, menos de {min}: el historial no puede alcanzar su mínimo, así que la probabilidad es la de referencia.',
  },
};
