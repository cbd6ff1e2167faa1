import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of rankSignals' reasons (each is also the reason's `code`). */
export type RankSignalsKey = 'top_call' | 'nothing_clears_costs' | 'no_calls' | 'side_long' | 'side_short';

/** English and Spanish reasons of a scanner ranking. */
export const rankSignalsMessages: MessageCatalogs<RankSignalsKey> = {
  en: {
    top_call: '{symbol} {direction} has the largest edge over its break-even probability after costs: {edge} ({probability} against {breakeven}, from {samples} past trades).',
    nothing_clears_costs: 'None of the {count} calls has a probability above its break-even probability after costs: there is no call.',
    no_calls: 'No calls were given.',
    side_long: 'long',
    side_short: 'short',
  },
  es: {
    top_call: '{symbol} {direction} tiene la mayor ventaja sobre su probabilidad de equilibrio tras costes: {edge} ({probability} frente a {breakeven}, a partir de {samples} operaciones pasadas).',
    nothing_clears_costs: 'Ninguna de las {count} señales tiene una probabilidad superior a su probabilidad de equilibrio tras costes: no hay señal.',
    no_calls: 'No se dio ninguna señal.',
    side_long: 'largo',
    side_short: 'corto',
  },
};
