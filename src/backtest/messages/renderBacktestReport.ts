import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

/** Message keys of {@link renderBacktestReport}'s HTML report. */
export type RenderBacktestReportMessageKey =
  | 'title'
  | 'subtitle'
  | 'equity_heading'
  | 'equity_alt'
  | 'bands_legend'
  | 'drawdown_heading'
  | 'drawdown_alt'
  | 'trades_legend'
  | 'stats_heading'
  | 'warnings_heading'
  | 'rule_heading'
  | 'no_trades'
  | 'stat'
  | 'value'
  | 'footer';

/** English and Spanish labels of the backtest report. */
export const renderBacktestReportMessages: MessageCatalogs<RenderBacktestReportMessageKey> = {
  en: {
    title: 'Backtest report: {name}',
    subtitle: '{start} to {end}, {bars} daily bars, {trades} trades',
    equity_heading: 'Equity curve',
    equity_alt: 'Equity from {first} to {last}, peak {peak}',
    bands_legend: 'Shaded: Monte Carlo band {label}',
    drawdown_heading: 'Drawdown',
    drawdown_alt: 'Drawdown, deepest {max}%',
    trades_legend: 'Triangles: entries (up = long, down = short); circles: exits',
    stats_heading: 'Statistics',
    warnings_heading: 'Warnings',
    rule_heading: 'Rule',
    no_trades: 'No trades.',
    stat: 'Statistic',
    value: 'Value',
    footer: 'Past results do not predict future returns. Simulated with guidekit; statistics follow backtesting.py.',
  },
  es: {
    title: 'Informe de backtest: {name}',
    subtitle: 'Del {start} al {end}, {bars} barras diarias, {trades} operaciones',
    equity_heading: 'Curva de capital',
    equity_alt: 'Capital de {first} a {last}, máximo {peak}',
    bands_legend: 'Sombreado: banda Monte Carlo {label}',
    drawdown_heading: 'Caída desde máximos',
    drawdown_alt: 'Caída desde máximos, la mayor {max}%',
    trades_legend: 'Triángulos: entradas (arriba = largo, abajo = corto); círculos: salidas',
    stats_heading: 'Estadísticas',
    warnings_heading: 'Advertencias',
    rule_heading: 'Regla',
    no_trades: 'Sin operaciones.',
    stat: 'Estadística',
    value: 'Valor',
    footer: 'Los resultados pasados no predicen rendimientos futuros. Simulado con guidekit; las estadísticas siguen a backtesting.py.',
  },
};
