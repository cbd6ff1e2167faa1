import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of the crypto lite tick. */
export type SnapshotCryptoLiteKey = 'asset_line' | 'asset_missing' | 'fear_greed_line' | 'fear_greed_missing' | 'no_model';

/** English and Spanish texts of the crypto lite tick. */
export const snapshotCryptoLiteMessages: MessageCatalogs<SnapshotCryptoLiteKey> = {
  en: {
    asset_line: '{symbol} closed its last day at {close} ({change1d} on the day, {change7d} over 7 days), {trend} its 50-day average.',
    asset_missing: '{symbol}: no daily bars.',
    fear_greed_line: 'Crypto fear and greed: {value} ({classification}), {change} from a week earlier.',
    fear_greed_missing: 'Crypto fear and greed: no reading.',
    no_model: 'Figures only, computed from the bars and the index as published: no model and no forecast.',
  },
  es: {
    asset_line: '{symbol} cerró su último día en {close} ({change1d} en el día, {change7d} en 7 días), {trend} su media de 50 días.',
    asset_missing: '{symbol}: sin barras diarias.',
    fear_greed_line: 'Miedo y codicia cripto: {value} ({classification}), {change} respecto a una semana antes.',
    fear_greed_missing: 'Miedo y codicia cripto: sin lectura.',
    no_model: 'Solo cifras, calculadas a partir de las barras y del índice tal como se publican: sin modelo ni previsión.',
  },
};
