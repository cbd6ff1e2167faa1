import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of radarTokenization. */
export type RadarTokenizationKey = 'summary' | 'summary_none' | 'flows_note';

/** English and Spanish narrative of the tokenization radar. */
export const radarTokenizationMessages: MessageCatalogs<RadarTokenizationKey> = {
  en: {
    summary:
      '{count, plural, one {# tokenized real-world-asset protocol holds} other {# tokenized real-world-asset protocols hold}} {tvl} USD; over the week their value changed by {change7} USD, and {listed, plural, =0 {none was listed} one {# was listed} other {# were listed}} in the last {days} days.',
    summary_none: 'The protocol list holds no tokenized real-world-asset protocol.',
    flows_note: 'Changes are of value locked (price moves and flows together), reconstructed from each protocol\'s percentage change: an estimate, not a measured flow.',
  },
  es: {
    summary:
      '{count, plural, one {# protocolo de activos reales tokenizados tiene} other {# protocolos de activos reales tokenizados tienen}} {tvl} USD; en la semana su valor cambió {change7} USD, y {listed, plural, =0 {ninguno se listó} one {# se listó} other {# se listaron}} en los últimos {days} días.',
    summary_none: 'La lista de protocolos no tiene ningún protocolo de activos reales tokenizados.',
    flows_note: 'Los cambios son de valor bloqueado (movimientos de precio y flujos juntos), reconstruidos del cambio porcentual de cada protocolo: una estimación, no un flujo medido.',
  },
};
