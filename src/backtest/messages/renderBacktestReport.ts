import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

/** Message keys of the HTML reports ({@link renderBacktestReport}, {@link renderPredictionMarketReport}). */
export type RenderBacktestReportMessageKey =
  | 'kicker' | 'kicker_pm' | 'subtitle' | 'subtitle_pm' | 'chart_heading' | 'chart_note' | 'chart_note_pm' | 'no_charts'
  | 'bands_legend' | 'stats_heading' | 'warnings_heading' | 'rule_heading' | 'spec_summary' | 'trades_heading'
  | 'trades_more' | 'no_trades' | 'stat' | 'value' | 'footer' | 'footer_pm' | 'calibration_heading' | 'calibration_note'
  | 'bin' | 'trades_col' | 'avg_price' | 'win_rate' | 'gap' | 'excluded_heading'
  | 'l_price' | 'l_volume' | 'l_equity' | 'l_pnl_equity' | 'l_drawdown' | 'l_pnl' | 'l_open' | 'l_high' | 'l_low' | 'l_close'
  | 'l_long' | 'l_short' | 'l_entry' | 'l_exit' | 'l_upper' | 'l_lower' | 'l_median'
  | 'c_side' | 'c_entry' | 'c_exit' | 'c_entry_price' | 'c_exit_price' | 'c_size' | 'c_pnl' | 'c_return' | 'c_reason'
  | 'c_market' | 'c_venue' | 'c_fill' | 'c_contracts' | 'c_won';

/** English and Spanish labels of the reports. */
export const renderBacktestReportMessages: MessageCatalogs<RenderBacktestReportMessageKey> = {
  en: {
    kicker: 'Backtest report', kicker_pm: 'Prediction-market backtest report',
    subtitle: '{start} to {end}, {bars} daily bars, {trades} trades, strategy {strategy}',
    subtitle_pm: '{markets} markets, {trades} trades; net P/L {pnl}, return {ret}',
    chart_heading: 'Chart',
    chart_note: 'Drag to pan, scroll or pinch to zoom; every pane follows. Arrows: entries (up = long, down = short); circles: exits (green = profit). The Monte Carlo band is on the left scale of the equity pane, the equity on the right.',
    chart_note_pm: 'One point per trade, in the order trades ended: cumulative net P/L, its drawdown and each trade\'s P/L. Drag to pan, scroll to zoom.',
    no_charts: 'Charts are not included: this page was rendered without the chart library (pass chartLibrary; guidekit backtest --report does). The data block and the tables below are complete.',
    bands_legend: 'Monte Carlo band {label}',
    stats_heading: 'Statistics', warnings_heading: 'Warnings', rule_heading: 'Rule', spec_summary: 'Explicit rule spec',
    trades_heading: 'Trades', trades_more: 'First {shown} of {total} trades listed; the data block holds all.', no_trades: 'No trades.',
    stat: 'Statistic', value: 'Value',
    footer: 'Past results do not predict future returns. Simulated with guidekit; statistics follow backtesting.py. Charts: TradingView Lightweight Charts™ (Apache-2.0), inlined.',
    footer_pm: 'Past results do not predict future returns. Simulated with guidekit. Charts: TradingView Lightweight Charts™ (Apache-2.0), inlined.',
    calibration_heading: 'Calibration', calibration_note: 'Trades grouped by fill price (the probability paid): a fill price above the win rate means the side was bought dear.',
    bin: 'Fill price', trades_col: 'Trades', avg_price: 'Mean fill price', win_rate: 'Win rate', gap: 'Win rate − price', excluded_heading: 'Markets left out',
    l_price: 'Price', l_volume: 'Volume', l_equity: 'Equity', l_pnl_equity: 'Cumulative P/L', l_drawdown: 'Drawdown', l_pnl: 'P/L',
    l_open: 'O', l_high: 'H', l_low: 'L', l_close: 'C', l_long: 'long', l_short: 'short', l_entry: 'entry', l_exit: 'exit',
    l_upper: 'upper', l_lower: 'lower', l_median: 'median',
    c_side: 'Side', c_entry: 'Entry', c_exit: 'Exit', c_entry_price: 'Entry price', c_exit_price: 'Exit price', c_size: 'Size',
    c_pnl: 'P/L', c_return: 'Return %', c_reason: 'Exit reason', c_market: 'Market', c_venue: 'Venue', c_fill: 'Fill price',
    c_contracts: 'Contracts', c_won: 'Won',
  },
  es: {
    kicker: 'Informe de backtest', kicker_pm: 'Informe de backtest de mercados de predicción',
    subtitle: 'Del {start} al {end}, {bars} barras diarias, {trades} operaciones, estrategia {strategy}',
    subtitle_pm: '{markets} mercados, {trades} operaciones; resultado neto {pnl}, rendimiento {ret}',
    chart_heading: 'Gráfico',
    chart_note: 'Arrastre para desplazar, rueda o pellizco para ampliar; todos los paneles siguen. Flechas: entradas (arriba = largo, abajo = corto); círculos: salidas (verde = ganancia). La banda Monte Carlo usa la escala izquierda del panel de capital, el capital la derecha.',
    chart_note_pm: 'Un punto por operación, en el orden en que terminaron: resultado neto acumulado, su caída y el resultado de cada operación. Arrastre para desplazar, rueda para ampliar.',
    no_charts: 'Los gráficos no están incluidos: la página se generó sin la biblioteca de gráficos (pase chartLibrary; guidekit backtest --report lo hace). El bloque de datos y las tablas están completos.',
    bands_legend: 'banda Monte Carlo {label}',
    stats_heading: 'Estadísticas', warnings_heading: 'Advertencias', rule_heading: 'Regla', spec_summary: 'Especificación explícita de la regla',
    trades_heading: 'Operaciones', trades_more: 'Se listan las primeras {shown} de {total} operaciones; el bloque de datos las tiene todas.', no_trades: 'Sin operaciones.',
    stat: 'Estadística', value: 'Valor',
    footer: 'Los resultados pasados no predicen rendimientos futuros. Simulado con guidekit; las estadísticas siguen a backtesting.py. Gráficos: TradingView Lightweight Charts™ (Apache-2.0), incluidos.',
    footer_pm: 'Los resultados pasados no predicen rendimientos futuros. Simulado con guidekit. Gráficos: TradingView Lightweight Charts™ (Apache-2.0), incluidos.',
    calibration_heading: 'Calibración', calibration_note: 'Operaciones agrupadas por precio de compra (la probabilidad pagada): un precio por encima de la tasa de acierto indica que el lado se compró caro.',
    bin: 'Precio de compra', trades_col: 'Operaciones', avg_price: 'Precio medio', win_rate: 'Tasa de acierto', gap: 'Acierto − precio', excluded_heading: 'Mercados excluidos',
    l_price: 'Precio', l_volume: 'Volumen', l_equity: 'Capital', l_pnl_equity: 'Resultado acumulado', l_drawdown: 'Caída desde máximos', l_pnl: 'Resultado',
    l_open: 'A', l_high: 'Máx', l_low: 'Mín', l_close: 'C', l_long: 'largo', l_short: 'corto', l_entry: 'entrada', l_exit: 'salida',
    l_upper: 'superior', l_lower: 'inferior', l_median: 'mediana',
    c_side: 'Lado', c_entry: 'Entrada', c_exit: 'Salida', c_entry_price: 'Precio de entrada', c_exit_price: 'Precio de salida', c_size: 'Tamaño',
    c_pnl: 'Resultado', c_return: 'Rendimiento %', c_reason: 'Motivo de salida', c_market: 'Mercado', c_venue: 'Plataforma', c_fill: 'Precio de compra',
    c_contracts: 'Contratos', c_won: 'Ganó',
  },
};
