import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Why an answer carries no reference object, beyond the gate's own reasons (each is also the `absent` code). */
export type ReferenceNoteKey = 'crypto_instrument' | 'source_not_configured' | 'listings_unavailable' | 'no_last_close';

/** English and Spanish explanations of a missing reference. */
export const referenceNoteMessages: MessageCatalogs<ReferenceNoteKey> = {
  en: {
    crypto_instrument: 'Crypto trades around the clock: there is no closed session and no reference price.',
    source_not_configured: 'The session is closed, but no perpetual-book source is configured, so no reference price could be looked for.',
    listings_unavailable: 'The session is closed, but the perpetual venue\'s listings could not be read ({detail}), so no reference price could be looked for.',
    no_last_close: 'The session is closed, but the bars hold no last session close to measure a reference against.',
  },
  es: {
    crypto_instrument: 'Las criptomonedas cotizan a todas horas: no hay sesión cerrada ni precio de referencia.',
    source_not_configured: 'La sesión está cerrada, pero no hay una fuente de libros de perpetuos configurada, así que no se pudo buscar un precio de referencia.',
    listings_unavailable: 'La sesión está cerrada, pero no se pudieron leer los listados del mercado de perpetuos ({detail}), así que no se pudo buscar un precio de referencia.',
    no_last_close: 'La sesión está cerrada, pero las barras no contienen un último cierre de sesión con el que medir una referencia.',
  },
};
