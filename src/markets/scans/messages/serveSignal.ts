import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of a served signal's record notes. */
export type ServeSignalKey = 'record_no_store' | 'record_failed';

/** English and Spanish notes on whether a served entry was kept for grading. */
export const serveSignalMessages: MessageCatalogs<ServeSignalKey> = {
  en: {
    record_no_store: 'This process has no store, so the entry is not kept for grading.',
    record_failed: 'The store could not keep the entry for grading ({detail}); the answer stands.',
  },
  es: {
    record_no_store: 'Este proceso no tiene almacén, así que la entrada no se guarda para calificarla.',
    record_failed: 'El almacén no pudo guardar la entrada para calificarla ({detail}); la respuesta se mantiene.',
  },
};
