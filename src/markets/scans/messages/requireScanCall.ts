import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of a price scan that declines: no call clears its costs, or nothing could be called. */
export type RequireScanCallKey = 'no_edge' | 'no_edge_no_side' | 'nothing_called';

/** English and Spanish reasons of a price scan's 409. */
export const requireScanCallMessages: MessageCatalogs<RequireScanCallKey> = {
  en: {
    no_edge:
      'No call of the {universe} scan clears its costs: of {count, plural, one {# instrument} other {# instruments}} called, the nearest is {symbol} ({side}), at a probability of {probability} against a break-even of {breakeven}, an edge of {edge} after costs.',
    no_edge_no_side: 'No call of the {universe} scan clears its costs: of {count, plural, one {# instrument} other {# instruments}} called, none has a side (their factors cancel).',
    nothing_called:
      'No instrument of the {universe} scan could be called ({skipped, plural, one {# skipped} other {# skipped}}, {ineligible, plural, one {# outside its session} other {# outside their sessions}}): there is nothing to price.',
  },
  es: {
    no_edge:
      'Ninguna señal del escaneo {universe} supera sus costos: de {count, plural, one {# instrumento evaluado} other {# instrumentos evaluados}}, el más cercano es {symbol} ({side}), con una probabilidad de {probability} frente a un umbral de rentabilidad de {breakeven}, una ventaja de {edge} tras costos.',
    no_edge_no_side: 'Ninguna señal del escaneo {universe} supera sus costos: de {count, plural, one {# instrumento evaluado} other {# instrumentos evaluados}}, ninguno tiene dirección (sus factores se anulan).',
    nothing_called:
      'No se pudo evaluar ningún instrumento del escaneo {universe} ({skipped, plural, one {# omitido} other {# omitidos}}, {ineligible, plural, one {# fuera de su sesión} other {# fuera de sus sesiones}}): no hay nada que valorar.',
  },
};
