import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of a call declined for want of a measured edge over drift, and of why each candidate is not sold. */
export type GateSignalEdgeKey =
  | 'no_edge_call'
  | 'no_edge_call_no_side'
  | 'no_edge_scan'
  | 'not_measured_call'
  | 'not_sold_edge'
  | 'not_sold_edge_unknown_ci'
  | 'not_sold_not_measured'
  | 'not_sold_below_breakeven'
  | 'not_sold_no_side'
  | 'not_sold_no_probability'
  | 'withheld_classes';

/** English and Spanish sentences of the signal edge gate's 409 and of each near miss's reasons. */
export const gateSignalEdgeMessages: MessageCatalogs<GateSignalEdgeKey> = {
  en: {
    no_edge_call:
      'No call is sold on {subject}: the signal engine\'s calls on {class} instruments were measured at an edge of {edge} over drift out of sample (95 % interval {lo} to {hi}, {calls} calls, held-out half), and a call is sold only when the lower bound is above zero. The engine\'s call was {side} at a probability of {probability} against a break-even of {breakeven}.',
    no_edge_call_no_side:
      'No call is sold on {subject}: the signal engine\'s calls on {class} instruments were measured at an edge of {edge} over drift out of sample (95 % interval {lo} to {hi}, {calls} calls, held-out half), and a call is sold only when the lower bound is above zero.',
    no_edge_scan:
      'No call of the {universe} scan is sold: the signal engine\'s calls have no measured edge over drift out of sample on the classes called ({classes}), and a call is sold only when the lower bound of its interval is above zero. The nearest of {count, plural, one {# instrument} other {# instruments}} called is {symbol} ({side}) at a probability of {probability} against a break-even of {breakeven}.',
    not_measured_call: 'No call is sold on {subject}: no measurement of the signal engine\'s edge over drift was in force on {asOf}, and a call is sold only on a measured edge.',
    not_sold_edge: '{class} calls: measured edge {edge} over drift, 95 % interval {lo} to {hi} ({calls} calls, held-out half); the lower bound is not above zero.',
    not_sold_edge_unknown_ci: '{class} calls: measured edge {edge} over drift over {calls} calls (held-out half), with no interval measured; an unknown interval never sells.',
    not_sold_not_measured: 'No measurement of the signal engine\'s edge over drift was in force on {asOf}.',
    not_sold_below_breakeven: 'The engine\'s probability {probability} does not clear the break-even {breakeven} after costs.',
    not_sold_no_side: 'The factors cancel: the engine picks no side.',
    not_sold_no_probability: 'This engine states no probability of its call, so no break-even can be cleared; only the class\'s measured edge could sell it.',
    withheld_classes: 'Calls on {classes} are not sold: their measured edge over drift out of sample is not above zero (the ranked list still shows them).',
  },
  es: {
    no_edge_call:
      'No se vende ninguna señal sobre {subject}: las señales del motor sobre instrumentos {class} se midieron fuera de muestra con una ventaja de {edge} sobre la deriva (intervalo del 95 % de {lo} a {hi}, {calls} señales, mitad reservada), y una señal solo se vende si el límite inferior es mayor que cero. La señal del motor era {side} con una probabilidad de {probability} frente a un umbral de rentabilidad de {breakeven}.',
    no_edge_call_no_side:
      'No se vende ninguna señal sobre {subject}: las señales del motor sobre instrumentos {class} se midieron fuera de muestra con una ventaja de {edge} sobre la deriva (intervalo del 95 % de {lo} a {hi}, {calls} señales, mitad reservada), y una señal solo se vende si el límite inferior es mayor que cero.',
    no_edge_scan:
      'No se vende ninguna señal del escaneo {universe}: las señales del motor no tienen una ventaja medida fuera de muestra sobre la deriva en las clases evaluadas ({classes}), y una señal solo se vende si el límite inferior de su intervalo es mayor que cero. La más cercana de {count, plural, one {# instrumento evaluado} other {# instrumentos evaluados}} es {symbol} ({side}) con una probabilidad de {probability} frente a un umbral de rentabilidad de {breakeven}.',
    not_measured_call: 'No se vende ninguna señal sobre {subject}: el {asOf} no había ninguna medición vigente de la ventaja del motor sobre la deriva, y una señal solo se vende con una ventaja medida.',
    not_sold_edge: 'Señales {class}: ventaja medida de {edge} sobre la deriva, intervalo del 95 % de {lo} a {hi} ({calls} señales, mitad reservada); el límite inferior no es mayor que cero.',
    not_sold_edge_unknown_ci: 'Señales {class}: ventaja medida de {edge} sobre la deriva en {calls} señales (mitad reservada), sin intervalo medido; un intervalo desconocido nunca se vende.',
    not_sold_not_measured: 'El {asOf} no había ninguna medición vigente de la ventaja del motor sobre la deriva.',
    not_sold_below_breakeven: 'La probabilidad del motor, {probability}, no supera el umbral de rentabilidad de {breakeven} tras costos.',
    not_sold_no_side: 'Los factores se anulan: el motor no elige dirección.',
    not_sold_no_probability: 'Este motor no declara la probabilidad de su señal, así que no hay umbral de rentabilidad que superar; solo la ventaja medida de la clase podría venderla.',
    withheld_classes: 'No se venden señales sobre {classes}: su ventaja medida fuera de muestra sobre la deriva no es mayor que cero (la lista ordenada las sigue mostrando).',
  },
};
