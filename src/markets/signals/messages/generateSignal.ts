import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of generateSignal's reasons (each is also the reason's `code`). */
export type GenerateSignalKey =
  | 'vote_long'
  | 'vote_short'
  | 'vote_below_threshold'
  | 'atr_unavailable'
  | 'zero_risk'
  | 'history_needs_atr'
  | 'history_insufficient'
  | 'history_estimate'
  | 'positioning_not_in_history'
  | 'sentiment_not_in_history'
  | 'cost_exceeds_reward'
  | 'not_above_breakeven'
  | 'above_breakeven';

/** English and Spanish reasons of a signal call. */
export const generateSignalMessages: MessageCatalogs<GenerateSignalKey> = {
  en: {
    vote_long: 'The weighted vote of the factors is {score}, at least +{threshold}: the candidate is a long trade.',
    vote_short: 'The weighted vote of the factors is {score}, at most −{threshold}: the candidate is a short trade.',
    vote_below_threshold: 'The weighted vote of the factors is {score}, inside ±{threshold}: they do not agree on a direction, so there is no call.',
    atr_unavailable: 'There are {bars} bars, too few for ATR({period}): no default stop can be set; give risk_points.',
    zero_risk: 'The risk is zero (the bars have no range): no stop and take-profit can be placed.',
    history_needs_atr: 'Past trades are sized in ATRs and ATR({period}) is not available yet at this bar: no history is used.',
    history_insufficient:
      'Only {samples} past trades in the same state ({state}) had resolved, fewer than {min}: the probability is the random-walk barrier baseline {baseline}.',
    history_estimate:
      '{hits} of {samples} past trades in the same state ({state}) reached the take-profit before the stop ({rate}); shrunk toward the baseline {baseline} with a prior worth {k} trades, the probability is {probability} ({lower} to {upper} at {level}).',
    positioning_not_in_history: 'The positioning reading votes, but no positioning history was given, so the probability does not condition on it.',
    sentiment_not_in_history: 'The sentiment reading votes, but no sentiment history was given, so the probability does not condition on it.',
    cost_exceeds_reward: 'The spread {spread} is at least the reward {reward}: no trade can pay, so there is no call.',
    not_above_breakeven: 'The probability {probability} is not above the break-even probability {breakeven} after costs: there is no call.',
    above_breakeven: 'The probability {probability} is above the break-even probability {breakeven} after costs (edge {edge}).',
  },
  es: {
    vote_long: 'El voto ponderado de los factores es {score}, al menos +{threshold}: la candidata es una operación larga.',
    vote_short: 'El voto ponderado de los factores es {score}, como mucho −{threshold}: la candidata es una operación corta.',
    vote_below_threshold: 'El voto ponderado de los factores es {score}, dentro de ±{threshold}: no coinciden en una dirección, así que no hay señal.',
    atr_unavailable: 'Hay {bars} barras, demasiado pocas para el ATR({period}): no se puede fijar el stop por defecto; indique risk_points.',
    zero_risk: 'El riesgo es cero (las barras no tienen rango): no se pueden colocar stop ni objetivo.',
    history_needs_atr: 'Las operaciones pasadas se dimensionan en ATR y el ATR({period}) aún no está disponible en esta barra: no se usa historial.',
    history_insufficient:
      'Solo {samples} operaciones pasadas en el mismo estado ({state}) se habían resuelto, menos de {min}: la probabilidad es la referencia del paseo aleatorio entre barreras, {baseline}.',
    history_estimate:
      '{hits} de {samples} operaciones pasadas en el mismo estado ({state}) alcanzaron el objetivo antes que el stop ({rate}); contraída hacia la referencia {baseline} con una previa que vale {k} operaciones, la probabilidad es {probability} (de {lower} a {upper} al {level}).',
    positioning_not_in_history: 'La lectura de posicionamiento vota, pero no se dio su historial, así que la probabilidad no la tiene en cuenta.',
    sentiment_not_in_history: 'La lectura de sentimiento vota, pero no se dio su historial, así que la probabilidad no la tiene en cuenta.',
    cost_exceeds_reward: 'El diferencial {spread} es al menos la ganancia {reward}: ninguna operación puede compensar, así que no hay señal.',
    not_above_breakeven: 'La probabilidad {probability} no supera la probabilidad de equilibrio {breakeven} tras costes: no hay señal.',
    above_breakeven: 'La probabilidad {probability} supera la probabilidad de equilibrio {breakeven} tras costes (ventaja {edge}).',
  },
};
