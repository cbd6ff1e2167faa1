import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of the equity signal-type gates (each is also a reason `code`). */
export type GateEquitySignalTypesKey =
  | 'type_breakout'
  | 'type_pullback_in_trend'
  | 'type_mean_reversion'
  | 'side_long'
  | 'side_short'
  | 'type_passed'
  | 'type_failed'
  | 'type_no_side'
  | 'cond_trend'
  | 'cond_momentum'
  | 'cond_breakout_z'
  | 'cond_pullback_z'
  | 'cond_pullback_floor'
  | 'cond_mean_reversion'
  | 'cond_z_unknown'
  | 'verdict_given'
  | 'verdict_engine_none'
  | 'verdict_no_type'
  | 'verdict_list_none';

/** English and Spanish texts of the equity signal-type gates. */
export const gateEquitySignalTypesMessages: MessageCatalogs<GateEquitySignalTypesKey> = {
  en: {
    type_breakout: 'Breakout',
    type_pullback_in_trend: 'Pullback in trend',
    type_mean_reversion: 'Mean reversion',
    side_long: 'long',
    side_short: 'short',
    type_passed: '{type}: passes for the {side} side.',
    type_failed: '{type}: fails for the {side} side: {why}.',
    type_no_side: '{type}: nothing to gate, the engine\'s vote picked no side.',
    cond_trend: 'the trend factor does not vote {side} (it is {state})',
    cond_momentum: 'the momentum factor does not vote {side} (it is {state})',
    cond_breakout_z: 'the close is {z}σ from its 20-bar mean on the {side} side, less than {min}σ',
    cond_pullback_z: 'the close is {z}σ on the {side} side of its 20-bar mean, more than {max}σ, so it has not pulled back',
    cond_pullback_floor: 'the close is {z}σ on the {side} side of its 20-bar mean, past {floor}σ: a break of the far band, not a pullback',
    cond_mean_reversion: 'the mean-reversion factor does not vote {side} (the close is not beyond its 2σ band against that side)',
    cond_z_unknown: 'the Bollinger z is not available yet (too few bars)',
    verdict_given: 'The {side} call passes {types}: it is given.',
    verdict_engine_none: 'The engine gives no call for this instrument, so no signal type can make one.',
    verdict_no_type: 'The {side} call passes none of the signal types asked for: there is no call.',
    verdict_list_none: 'No ticker of the list has a call that clears its costs and passes a signal type\'s gate: there is no call.',
  },
  es: {
    type_breakout: 'Ruptura',
    type_pullback_in_trend: 'Retroceso en tendencia',
    type_mean_reversion: 'Reversión a la media',
    side_long: 'largo',
    side_short: 'corto',
    type_passed: '{type}: se cumple para el lado {side}.',
    type_failed: '{type}: no se cumple para el lado {side}: {why}.',
    type_no_side: '{type}: nada que filtrar, el voto del motor no eligió lado.',
    cond_trend: 'el factor de tendencia no vota {side} (está en {state})',
    cond_momentum: 'el factor de impulso no vota {side} (está en {state})',
    cond_breakout_z: 'el cierre está a {z}σ de su media de 20 barras del lado {side}, menos de {min}σ',
    cond_pullback_z: 'el cierre está a {z}σ del lado {side} de su media de 20 barras, más de {max}σ, así que no ha retrocedido',
    cond_pullback_floor: 'el cierre está a {z}σ del lado {side} de su media de 20 barras, más allá de {floor}σ: rompe la banda opuesta, no es un retroceso',
    cond_mean_reversion: 'el factor de reversión a la media no vota {side} (el cierre no está más allá de su banda de 2σ en contra de ese lado)',
    cond_z_unknown: 'la z de Bollinger aún no está disponible (pocas barras)',
    verdict_given: 'La señal en {side} cumple {types}: se da.',
    verdict_engine_none: 'El motor no da señal para este instrumento, así que ningún tipo de señal puede crearla.',
    verdict_no_type: 'La señal en {side} no cumple ninguno de los tipos de señal pedidos: no hay señal.',
    verdict_list_none: 'Ningún valor de la lista tiene una señal que supere sus costes y el filtro de un tipo de señal: no hay señal.',
  },
};
