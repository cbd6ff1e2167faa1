import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

/** Message keys of assessOverfitting: one per check and outcome. */
export type AssessOverfittingKey =
  | 'psr_warn' | 'psr_pass'
  | 'dsr_warn' | 'dsr_pass'
  | 'pbo_warn' | 'pbo_pass'
  | 'trade_count_warn' | 'trade_count_pass'
  | 'oos_decay_warn' | 'oos_decay_pass'
  | 'min_backtest_length_warn' | 'min_backtest_length_pass'
  | 'not_assessed';

/** English and Spanish narrative of the overfitting checks. */
export const assessOverfittingMessages: MessageCatalogs<AssessOverfittingKey> = {
  en: {
    psr_warn: 'Probabilistic Sharpe ratio {value} is below {threshold}: the true Sharpe ratio may well be zero or negative.',
    psr_pass: 'Probabilistic Sharpe ratio {value} is at least {threshold}: the Sharpe ratio is significantly above zero.',
    dsr_warn: 'Deflated Sharpe ratio {value} is below {threshold}: after {trials} trials the Sharpe ratio is within what luck alone would produce.',
    dsr_pass: 'Deflated Sharpe ratio {value} is at least {threshold}: the Sharpe ratio survives the selection among {trials} trials.',
    pbo_warn: 'Probability of backtest overfitting {value} is above {threshold}: the in-sample best usually ranks in the bottom half out of sample.',
    pbo_pass: 'Probability of backtest overfitting {value} is at most {threshold}.',
    trade_count_warn: 'Only {value} trades, fewer than {threshold}: too few for the statistics to be reliable.',
    trade_count_pass: '{value} trades, at least {threshold}.',
    oos_decay_warn: 'The out-of-sample Sharpe ratio is {value} lower than in sample (more than {threshold}): the edge did not carry forward.',
    oos_decay_pass: 'The out-of-sample Sharpe ratio decays by {value}, within {threshold}.',
    min_backtest_length_warn: 'The sample covers {value} years, less than the {threshold} years needed so that the best of {trials} trials would not show this Sharpe ratio by luck.',
    min_backtest_length_pass: 'The sample covers {value} years, at least the {threshold} years needed for {trials} trials.',
    not_assessed: 'Not assessed: the input needed for this check was not given.',
  },
  es: {
    psr_warn: 'El ratio de Sharpe probabilístico es {value}, inferior a {threshold}: el ratio de Sharpe real bien podría ser cero o negativo.',
    psr_pass: 'El ratio de Sharpe probabilístico es {value}, al menos {threshold}: el ratio de Sharpe es significativamente mayor que cero.',
    dsr_warn: 'El ratio de Sharpe deflactado es {value}, inferior a {threshold}: tras {trials} pruebas, el ratio de Sharpe está dentro de lo que produciría el azar.',
    dsr_pass: 'El ratio de Sharpe deflactado es {value}, al menos {threshold}: el ratio de Sharpe resiste la selección entre {trials} pruebas.',
    pbo_warn: 'La probabilidad de sobreajuste del backtest es {value}, superior a {threshold}: la mejor configuración dentro de la muestra suele quedar en la mitad inferior fuera de ella.',
    pbo_pass: 'La probabilidad de sobreajuste del backtest es {value}, como mucho {threshold}.',
    trade_count_warn: 'Solo {value} operaciones, menos de {threshold}: demasiado pocas para que las estadísticas sean fiables.',
    trade_count_pass: '{value} operaciones, al menos {threshold}.',
    oos_decay_warn: 'El ratio de Sharpe fuera de la muestra es {value} menor que dentro (más de {threshold}): la ventaja no se mantuvo.',
    oos_decay_pass: 'El ratio de Sharpe fuera de la muestra cae un {value}, dentro de {threshold}.',
    min_backtest_length_warn: 'La muestra abarca {value} años, menos de los {threshold} años necesarios para que la mejor de {trials} pruebas no muestre este ratio de Sharpe por azar.',
    min_backtest_length_pass: 'La muestra abarca {value} años, al menos los {threshold} años necesarios para {trials} pruebas.',
    not_assessed: 'No evaluado: falta el dato necesario para esta comprobación.',
  },
};
