import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

const en = {
  reason_recalled: '{item}: recalled ({title}). Do not buy it.',
  reason_possible: '{item}: may be recalled ({title}); compare the model and batch with the notice before buying.',
  reason_recall_unknown: '{item}: its recall status could not be established.',
  reason_recall_missing: '{item}: no recall check was run for it.',
  reason_blocklisted: '{merchant}: listed on a phishing or malware blocklist.',
  reason_merchant_stop: '{merchant}: trust score {score}/100 ({band}).',
  reason_merchant_caution: '{merchant}: trust score {score}/100 ({band}).',
  reason_merchant_missing: '{merchant}: no trust score was computed for this shop.',
  reason_source: 'Source {source} is {status}, so some checks are incomplete.',
  reason_all_clear: 'No recall matches, the shops score well and every source was current.',
  status_stale: 'out of date',
  status_unavailable: 'unavailable',
} as const;

/** Keys of the shopping-trip messages. */
export type AssessShoppingTripMessageKey = keyof typeof en;

/** English and Spanish texts of {@link assessShoppingTrip}. */
export const ASSESS_SHOPPING_TRIP_MESSAGES: MessageCatalogs<AssessShoppingTripMessageKey> = {
  en,
  es: {
    reason_recalled: '{item}: retirado del mercado ({title}). No lo compre.',
    reason_possible: '{item}: podría estar retirado ({title}); compare el modelo y el lote con el aviso antes de comprar.',
    reason_recall_unknown: '{item}: no se pudo determinar si está retirado.',
    reason_recall_missing: '{item}: no se comprobaron retiradas para este artículo.',
    reason_blocklisted: '{merchant}: figura en una lista de bloqueo de phishing o malware.',
    reason_merchant_stop: '{merchant}: puntuación de confianza {score}/100 ({band}).',
    reason_merchant_caution: '{merchant}: puntuación de confianza {score}/100 ({band}).',
    reason_merchant_missing: '{merchant}: no se calculó la puntuación de confianza de esta tienda.',
    reason_source: 'La fuente {source} está {status}, así que algunas comprobaciones están incompletas.',
    reason_all_clear: 'No hay retiradas que coincidan, las tiendas puntúan bien y todas las fuentes estaban al día.',
    status_stale: 'desactualizada',
    status_unavailable: 'no disponible',
  },
};
