import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of scoreFactors: the regime reads and the call. */
export type ScoreFactorsKey =
  | 'above_trend'
  | 'below_trend'
  | 'calm_volatility'
  | 'volatility_stress'
  | 'regime_unknown'
  | 'nothing_ranked'
  | 'top_ranked';

/** English and Spanish reasons of the screener call. */
export const scoreFactorsMessages: MessageCatalogs<ScoreFactorsKey> = {
  en: {
    above_trend: 'The index closed at {close}, above its {days}-day average of {average}.',
    below_trend: 'The index closed at {close}, below its {days}-day average of {average}: risk-off.',
    calm_volatility: 'The index\'s {days}-day volatility of {value} % ranks at the {percentile} percentile of the last {window} readings, below the {threshold} risk-off line.',
    volatility_stress: 'The index\'s {days}-day volatility of {value} % ranks at the {percentile} percentile of the last {window} readings, at or above {threshold}: risk-off.',
    regime_unknown: 'The index has too little recent history for a regime ({bars} bars known, {needed} needed, the last one at most a week old), so no call is made.',
    nothing_ranked: 'No ticker has enough factors to be ranked.',
    top_ranked: '{ticker} ranks first of {count} with a composite z-score of {composite}.',
  },
  es: {
    above_trend: 'El índice cerró en {close}, por encima de su media de {days} días de {average}.',
    below_trend: 'El índice cerró en {close}, por debajo de su media de {days} días de {average}: aversión al riesgo.',
    calm_volatility: 'La volatilidad a {days} días del índice, {value} %, está en el percentil {percentile} de las últimas {window} lecturas, por debajo del umbral de aversión al riesgo {threshold}.',
    volatility_stress: 'La volatilidad a {days} días del índice, {value} %, está en el percentil {percentile} de las últimas {window} lecturas, en o por encima de {threshold}: aversión al riesgo.',
    regime_unknown: 'El índice tiene poco historial reciente para un régimen ({bars} barras conocidas, se necesitan {needed}, la última de hace una semana como mucho), así que no se da señal.',
    nothing_ranked: 'Ningún valor tiene factores suficientes para clasificarse.',
    top_ranked: '{ticker} es el primero de {count} con una puntuación z compuesta de {composite}.',
  },
};
