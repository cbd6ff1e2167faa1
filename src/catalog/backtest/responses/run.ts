import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { marketRuleSpecResponseSchema, marketRunShape, marketSettingsSchema, marketTradeSchema } from './marketRun.js';

/** backtesting.py's statistics of a run (`compute_stats`), one field per row of its output. Percentages are in percent, durations in calendar days. A figure backtesting.py reports as NaN or ±∞ is `null`. For example, Sortino is `null` when there is no losing period, and the trade statistics are `null` when there are no trades. */
const backtestStatsSchema = z.looseObject({
  start: z.string().describe('ISO date of the first bar.'),
  end: z.string().describe('ISO date of the last bar.'),
  duration_days: z.number().describe('Calendar days from the first to the last bar.'),
  exposure_time_pct: z.number().describe('Share of bars with a closed trade open, entry and exit bars included.'),
  equity_final: moneySchema.describe('Equity at the end, in cash.'),
  equity_peak: moneySchema.describe('Highest equity reached, in cash.'),
  commissions: moneySchema.describe('Commissions of the closed trades.'),
  return_pct: z.number().describe('Total return, in percent.'),
  buy_and_hold_return_pct: z.number().nullable().describe('Close-to-close from the strategy\'s first trading bar (its warm-up) to the last bar.'),
  return_ann_pct: z.number().nullable().describe('Geometric: (1 + geometric-mean period return)^periods_per_year − 1.'),
  volatility_ann_pct: z.number().nullable().describe('Annualised volatility of the returns, in percent; null when it cannot be computed.'),
  cagr_pct: z.number().nullable().describe('Over calendar time: (final ÷ initial)^(365.25 ÷ days) − 1.'),
  sharpe_ratio: z.number().nullable().describe('Annualised Sharpe ratio (risk-free rate 0); null when it cannot be computed.'),
  sortino_ratio: z.number().nullable().describe('Annualised Sortino ratio; null when it cannot be computed.'),
  calmar_ratio: z.number().nullable().describe('Calmar ratio (annual return ÷ maximum drawdown); null when it cannot be computed.'),
  alpha_pct: z.number().nullable().describe('Alpha against buy-and-hold, in percent; null when it cannot be computed.'),
  beta: z.number().nullable().describe('Beta against buy-and-hold; null when it cannot be computed.'),
  max_drawdown_pct: z.number().describe('Negative: −(largest drawdown).'),
  avg_drawdown_pct: z.number().nullable().describe('Average drawdown, in percent (negative); null without drawdowns.'),
  max_drawdown_duration_days: z.number().nullable().describe('Longest drawdown, in calendar days; null without drawdowns.'),
  avg_drawdown_duration_days: z.number().nullable().describe('Average drawdown length, in calendar days; null without drawdowns.'),
  trade_count: z.number().describe('Closed trades.'),
  win_rate_pct: z.number().nullable().describe('Share of winning trades, in percent; null without trades.'),
  best_trade_pct: z.number().nullable().describe('Best trade return, in percent; null without trades.'),
  worst_trade_pct: z.number().nullable().describe('Worst trade return, in percent; null without trades.'),
  avg_trade_pct: z.number().nullable().describe('Geometric mean of the trade returns.'),
  max_trade_duration_days: z.number().nullable().describe('Longest trade, in calendar days; null without trades.'),
  avg_trade_duration_days: z.number().nullable().describe('Average trade length, in calendar days; null without trades.'),
  profit_factor: z.number().nullable().describe('Sum of winning trade returns ÷ |sum of losing trade returns| (returns, not cash).'),
  expectancy_pct: z.number().nullable().describe('Expected return per trade, in percent; null without trades.'),
  sqn: z.number().nullable().describe('System quality number; null with too few trades.'),
  kelly_criterion: z.number().nullable().describe('Kelly criterion (fraction of equity); null without wins or losses.'),
  periods_per_year: z.number().describe('Periods per year used to annualise (252, 365, 52, 12 or 1).'),
}).describe('backtesting.py\'s statistics of a run (`compute_stats`), one field per row of its output. Percentages are in percent, durations in calendar days. A figure backtesting.py reports as NaN or ±∞ is `null`. For example, Sortino is `null` when there is no losing period, and the trade statistics are `null` when there are no trades.');

/** One round trip. Prices, sizes and PnL are floats (the money summary of the result is Decimal). */
const backtestTradeSchema = z.looseObject({
  side: z.enum(['long', 'short']).describe('Direction of the trade.'),
  size: z.number().describe('Units, positive.'),
  entry_bar: z.number().describe('Bar index of the entry fill.'),
  exit_bar: z.number().describe('Bar index of the exit fill.'),
  entry_date: z.string().describe('ISO date of the entry.'),
  exit_date: z.string().describe('ISO date of the exit.'),
  entry_price: z.number().describe('Fill price of the entry including spread and slippage.'),
  exit_price: z.number().describe('Fill price of the exit including slippage; for an open trade, the last close.'),
  stop_loss: z.number().nullable().describe('Stop-loss price, `null` when none.'),
  take_profit: z.number().nullable().describe('Take-profit price, `null` when none.'),
  commission: z.number().describe('Commission paid on entry and exit.'),
  pnl: z.number().describe('Profit or loss net of commissions, in cash.'),
  return_pct: z.number().describe('Return relative to the entry value, net of commissions (a fraction: 0.05 = 5 %).'),
  duration_bars: z.number().describe('Bars between entry and exit fills.'),
  duration_days: z.number().describe('Calendar days between entry and exit dates.'),
  exit_reason: z.enum(['signal', 'stop_loss', 'take_profit', 'time', 'end_of_data', 'out_of_money']).describe('Why the trade closed: a signal, the stop loss, the take profit, the time exit, the end of the data, or running out of money.'),
}).describe('One round trip. Prices, sizes and PnL are floats (the money summary of the result is Decimal).');

/** Monte Carlo bands in money: equity percentiles after each closed trade, at that trade's exit bar and date. */
const backtestMonteCarloSchema = z.looseObject({
  method: z.string().describe('Resampling method.'),
  resamples: z.number().describe('Resampled paths.'),
  seed: z.number().describe('Seed of the generator (the same request gives the same bands).'),
  bar: z.array(z.number()).describe('Bar index of each band point: the first decision bar, then each trade\'s exit bar.'),
  date: z.array(z.string()).describe('ISO date of each band point.'),
  equity_p5: z.array(z.number()).describe('5th percentile of equity at each point, in cash.'),
  equity_p50: z.array(z.number()).describe('Median equity at each point, in cash.'),
  equity_p95: z.array(z.number()).describe('95th percentile of equity at each point, in cash.'),
  final_equity: z.looseObject({
        p5: z.number().describe('5th percentile of the final equity.'),
        p50: z.number().describe('Median final equity.'),
        p95: z.number().describe('95th percentile of the final equity.'),
      }).describe('Final equity of the resampled paths, in cash.'),
  max_drawdown: z.looseObject({
        p5: z.number().describe('5th percentile of the paths\' maximum drawdown.'),
        p50: z.number().describe('Median maximum drawdown.'),
        p95: z.number().describe('95th percentile of the maximum drawdown.'),
      }).describe('Maximum drawdown of the paths, fractions (0.25 = 25 % below the running peak).'),
  prob_loss: z.number().describe('Share of paths that end below the starting cash.'),
}).describe('Monte Carlo bands in money: equity percentiles after each closed trade, at that trade\'s exit bar and date.');

/** The walk-forward split reported by the endpoint. */
const backtestWalkForwardSchema = z.looseObject({
  mode: z.literal('anchored').describe('Anchored: the in-sample window starts at the first bar.'),
  in_sample: z.looseObject({
        start: z.string().describe('ISO date the window starts.'),
        end: z.string().describe('ISO date the window ends.'),
        bars: z.number().describe('Bars in the window.'),
      }).describe('The in-sample window (the first 70 % of the bars).'),
  out_of_sample: z.looseObject({
        start: z.string().describe('ISO date the window starts.'),
        end: z.string().describe('ISO date the window ends.'),
        bars: z.number().describe('Bars in the window.'),
      }).describe('The out-of-sample window (the last 30 %).'),
  is_sharpe_ratio: z.number().nullable().describe('Sharpe ratio in sample; null when it cannot be computed.'),
  oos_sharpe_ratio: z.number().nullable().describe('Sharpe ratio out of sample; null when it cannot be computed.'),
  oos_return_pct: z.number().describe('Return out of sample, in percent.'),
  walk_forward_efficiency: z.number().nullable().describe('Out-of-sample annualised return ÷ in-sample annualised return; null when it cannot be computed.'),
  sharpe_decay: z.number().nullable().describe('Drop of the Sharpe ratio out of sample, as a fraction; null when it cannot be computed.'),
}).describe('The walk-forward split reported by the endpoint.');

/** One check: its outcome, the number it looked at, the threshold, and why. */
const overfittingCheckSchema = z.looseObject({
  code: z.enum(['psr', 'dsr', 'pbo', 'trade_count', 'oos_decay', 'min_backtest_length']).describe('Which check: probabilistic Sharpe (psr), deflated Sharpe (dsr), probability of backtest overfitting (pbo), too few trades, out-of-sample decay, minimum backtest length.'),
  status: z.enum(['warn', 'pass', 'not_assessed']).describe('`warn` when the check failed, `pass`, or `not_assessed` when it could not run.'),
  value: z.number().nullable().describe('The number the check looked at; null when not assessed.'),
  threshold: z.number().nullable().describe('Its threshold; null when not applicable.'),
  message: prose(z.string()).describe('The check in words.'),
}).describe('One check: its outcome, the number it looked at, the threshold, and why.');

/** A condition or series node of a rule spec; its `type` says which, and its other members follow docs/rule-grammar.md. */
const ruleNodeSchema = z
  .looseObject({
    type: z.string().describe('Which node: a condition (cross, compare, all, any) or a series (price, number, sma, ema, wma, rsi, atr, adx, roc, macd, bollinger, donchian, stochastic, obv, vwap); more may be added.'),
  })
  .describe('A condition or series of the rule, as in docs/rule-grammar.md (conditions nest under `conditions`, series under `left` and `right`).');

/** One entry, exit or filter rule of a spec. */
const ruleGateSchema = z
  .looseObject({
    side: z.enum(['long', 'short', 'any']).describe('The side the rule acts on (`any`: both; entries are `long` or `short`).'),
    when: ruleNodeSchema.describe('The condition under which the rule acts.'),
  })
  .describe('One entry, exit or filter rule.');

/** The explicit rule spec the sentence compiled to (the same document POST /api/backtest accepts as `spec`). */
const ruleSpecSchema = z
  .looseObject({
    version: z.number().describe('Version of the spec format (1).'),
    entries: z.array(ruleGateSchema).describe('Open a position on `side` when `when` holds (and every filter of that side).'),
    exits: z.array(ruleGateSchema).describe('Close the open position on `side` when `when` holds.'),
    filters: z.array(ruleGateSchema).describe('Gates on entries of `side`; exits are never filtered.'),
    stop_loss: z.looseObject({ kind: z.string().describe('`percent` (a fraction of the entry price) or `atr` (a multiple of ATR).') }).optional().describe('Stop-loss level, when the rule sets one.'),
    take_profit: z.looseObject({ kind: z.string().describe('`percent` or `atr`, as for `stop_loss`.') }).optional().describe('Take-profit level, when the rule sets one.'),
    max_bars: z.number().optional().describe('Time exit: close a trade this many bars after its entry fill, when set.'),
  })
  .describe('The explicit rule spec (docs/rule-grammar.md); send it back as `spec` to run the same rule.');

/** Robustness of the run: Monte Carlo bands, and (once their engines land) the walk-forward split and overfit warnings. */
const backtestRobustnessSchema = z.looseObject({
  status: z.enum(['available', 'partial', 'not_available']).describe('`available` when every check ran; `partial` when some could not (too few bars or trades); `not_available` when none could.'),
  monte_carlo: backtestMonteCarloSchema.nullable().describe('Trade-bootstrap bands (src/backtest/simulateMonteCarlo.ts); `null` without closed trades.'),
  walk_forward: backtestWalkForwardSchema.nullable().describe('The walk-forward split: the fixed rule evaluated on the first 70 % of the bars (in sample) and on the last 30 % (out of sample), with the walk-forward efficiency and the Sharpe decay; `null` when the range is too short.'),
  overfit_warnings: z.array(overfittingCheckSchema).describe('Overfitting checks that failed (probabilistic Sharpe, too few trades, out-of-sample decay, minimum length).'),
  overfit_checks: z.array(overfittingCheckSchema).describe('Every overfitting check with its value and threshold, passed or not.'),
}).describe('Robustness of the run: Monte Carlo bands, and (once their engines land) the walk-forward split and overfit warnings.');

/** The 200 answer of backtestRun. */
export const backtestRunResponse = z.looseObject({
  ...commonResponseShape,
  mode: z.enum(['bars', 'markets']).describe('`bars`: a trading rule over daily bars; `markets`: a prediction-market rule over the resolved-market corpus (docs/prediction-markets.md). Members marked "bars mode" or "markets mode" appear only in that mode.'),
  symbol: z.string().nullable().optional().describe('Bars mode: the symbol the bars are for, as given; null for unnamed inline bars.'),
  start: z.string().optional().describe('Bars mode: ISO date of the first bar run on.'),
  end: z.string().optional().describe('Bars mode: ISO date of the last bar run on.'),
  bar_count: z.number().optional().describe('Bars mode: bars run on.'),
  rule: z.looseObject({
    text: z.string().nullable().describe('The rule as given, when it was a sentence; null for an explicit spec.'),
    source: z.enum(['grammar', 'explicit', 'interpreter']).describe('How the spec was obtained: compiled by the grammar, given explicitly, or read by the interpreter.'),
    spec: z.union([ruleSpecSchema, marketRuleSpecResponseSchema]).describe('The explicit spec: a bar-rule spec (docs/rule-grammar.md) or a market-rule spec (docs/prediction-markets.md).'),
  }).describe('The rule that was run.'),
  settings: z.union([marketSettingsSchema, z.looseObject({
    cash: z.string().describe('Starting cash, as an exact decimal string.'),
    commission: z.number().describe('Commission per fill, as a fraction of the traded value.'),
    spread: z.number().describe('Spread paid on entry, as a fraction of the price.'),
    fill: z.enum(['next_open', 'same_close']).describe('When orders fill: at the next bar\'s open, or at the signal bar\'s close.'),
    finalize: z.enum(['none', 'last_open', 'last_close']).describe('A position still open after the last bar: `none` leaves it open (reported as `open_trade`, outside the trade statistics, as backtesting.py does by default); `last_open` closes it at the last bar\'s open (backtesting.py `finalize_trades=True`); `last_close` at the last bar\'s close.'),
  }).describe('The settings of the run.')]).describe('The settings of the run (bars or markets mode).'),
  statistics: backtestStatsSchema.optional().describe('Bars mode: backtesting.py\'s statistics of the run.'),
  trade_count: z.number().describe('All closed trades (`trades` lists at most 500).'),
  trades_listed: z.number().describe('Trades listed in `trades`.'),
  trades: z.array(z.union([backtestTradeSchema, marketTradeSchema])).describe('The trades, in order, at most 500.'),
  open_trade: backtestTradeSchema.nullable().optional().describe('Bars mode: ' + 'The position still open after the last bar (finalize `none`), marked to the last close with no exit commission; null when none.'),
  cancelled_orders: z.number().optional().describe('Bars mode: orders cancelled because the cash could not pay for them.'),
  equity: z.union([z.array(z.looseObject({
    time: z.string().describe('ISO instant of the exit.'),
    pnl: z.number().describe('Cumulative net P&L, dollars.'),
    drawdown: z.number().describe('Fall from the running peak, dollars (0 or negative).'),
  }).describe('A point of the cumulative P&L.')).describe('Markets mode: cumulative net P&L after each trade in exit order (at most about 250 points).'), z.looseObject({
    curve: z.array(z.looseObject({
        date: z.string().describe('ISO date of the point.'),
        equity: z.number().describe('Equity at the point, in cash (rounded to the cent).'),
        drawdown_pct: z.number().describe('Drawdown from the running peak, in percent (0 or negative).'),
      })).describe('Points of the equity curve (at most about 250, evenly sampled, first and last bar kept).'),
    initial_cash: moneySchema.describe('Starting cash.'),
    final_equity: moneySchema.describe('Equity at the end.'),
    peak_equity: moneySchema.describe('Highest equity reached.'),
    total_commission: moneySchema.describe('Commissions paid in total.'),
    net_pnl: moneySchema.describe('Final equity minus initial cash.'),
  }).describe('The equity summary and its curve.')]).describe('The equity curve (bars mode: summary and curve; markets mode: cumulative P&L points).'),
  robustness: backtestRobustnessSchema.optional().describe('Bars mode: robustness checks.'),
  overfit_warnings: z.array(overfittingCheckSchema).optional().describe('Markets mode: overfitting checks that failed.'),
  overfit_checks: z.array(overfittingCheckSchema).optional().describe('Markets mode: every overfitting check.'),
  ...marketRunShape,
}).describe('A backtest of a plain-English rule over daily bars or over resolved prediction markets: the compiled spec, backtesting.py\'s statistics, the trades, the equity curve and robustness (Monte Carlo bands, walk-forward split, overfitting checks).');
