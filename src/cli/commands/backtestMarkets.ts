import { parseArgs } from 'node:util';
import { renderPredictionMarketReport } from '../../backtest/renderPredictionMarketReport.js';
import { writeHtmlReport } from './writeHtmlReport.js';
import { buildMarketBacktestBody, type MarketBacktestBody } from '../../catalog/backtest/buildMarketBacktestBody.js';
import type { MarketBacktestRequest } from '../../catalog/backtest/isMarketBacktestRequest.js';
import { isGuidekitError } from '../../core/isGuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { toJsonText } from '../../core/toJsonText.js';
import { EXIT, type CliIo } from '../runCli.js';

const HELP = `Usage: guidekit backtest --markets "<rule>" [--venue kalshi|polymarket] [--start YYYY-MM-DD] [--end YYYY-MM-DD]
                        [--spread auto|DOLLARS] [--fees venue|none] [--json] [--report FILE.html]

Compiles a plain-English prediction-market rule (docs/prediction-markets.md, "Market rules") and simulates it over the
configured resolved-market corpus (guidekit data pm-corpus import|sync; GUIDEKIT_PM_CORPUS_DIR).
  --markets TEXT   the rule, e.g. "Buy YES below 10c 7 days before close on Kalshi weather markets" (or a JSON spec)
  --venue V        only this venue
  --start, --end   only markets closing in this date range
  --spread S       auto (default: quoted ask/bid, else the thin-book estimate) or dollars of spread, e.g. 0
  --fees F         venue (default) or none
  --json           print the JSON body POST /api/backtest answers instead of the summary
  --report FILE    also write a self-contained interactive HTML report (cumulative P&L, drawdown, per-trade P&L and
                   the calibration table by price paid)

Exit codes: 0 success; 2 invalid usage or a rule the grammar cannot read; 3 no corpus configured; 1 unexpected failure.`;

const pct = (x: number | null) => (x === null ? '—' : `${x.toFixed(1)} %`);

/** The plain-text summary of a prediction-market run. */
function summaryText(b: MarketBacktestBody): string {
  const s = b.summary;
  const lines = [
    `prediction-market backtest, rule from ${b.rule.source}: ${b.rule.text ?? '(explicit spec)'}`,
    `markets scanned ${b.markets_scanned}, matched ${b.markets_matched}; excluded void ${b.excluded.void}, unresolved ${b.excluded.unresolved}, unreadable ${b.excluded.unreadable}; no entry ${b.no_entry}`,
    `trades ${b.trade_count}  cost $${s.cost}  fees $${s.fees}  proceeds $${s.proceeds}  net P&L $${s.net_pnl}  return ${pct(s.return_pct)}`,
    `hit rate ${pct(s.hit_rate_pct)}  win rate ${pct(s.win_rate_pct)}  mean entry price ${s.avg_entry_price === null ? '—' : s.avg_entry_price.toFixed(3)}`,
    'calibration (entry price → trades, observed win rate):',
    ...b.calibration.filter((c) => c.trades > 0).map((c) => `  ${c.from.toFixed(1)}–${c.to.toFixed(1)}  ${String(c.trades).padStart(7)}  ${c.win_rate === null ? '—' : c.win_rate.toFixed(3)} (mean price ${c.avg_entry_price?.toFixed(3)})`),
    ...b.by_venue.map((g) => `venue ${g.key}: ${g.trades} trades, net $${g.net_pnl}`),
    ...(b.monte_carlo === null ? [] : [`Monte Carlo (${b.monte_carlo.resamples} paths): final P&L 5–95 % $${b.monte_carlo.final_pnl.p5} to $${b.monte_carlo.final_pnl.p95}, P(loss) ${(b.monte_carlo.prob_loss * 100).toFixed(1)} %`]),
    ...b.overfit_warnings.map((w) => `warning: ${w.message}`),
    ...(b.unverified_rules.length > 0 ? [`unverified rules: ${b.unverified_rules.join(', ')}`] : []),
  ];
  return lines.join('\n') + '\n';
}

/**
 * `guidekit backtest --markets "rule"`: compiles a prediction-market rule and simulates it over the configured corpus,
 * printing a plain-text summary or the JSON body POST /api/backtest answers.
 *
 * @param args - Arguments after `backtest` (including `--markets`).
 * @param io - Output streams; `io.loadPorts` supplies the `pmCorpus` port.
 * @returns 0 ok, 2 usage or unreadable rule, 3 no corpus, 1 fault.
 * @example
 * ```ts
 * await runMarketBacktestCommand(['--markets', 'Buy YES below 10c 7 days before close', '--json'], io) //=> 0
 * ```
 * @see docs/prediction-markets.md
 */
export async function runMarketBacktestCommand(args: readonly string[], io: CliIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP + '\n');
    return EXIT.ok;
  }
  const usage = (message: string) => {
    io.stderr(`guidekit backtest: ${message}\n${HELP}\n`);
    return EXIT.usage;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { markets: { type: 'string' }, venue: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, spread: { type: 'string' }, fees: { type: 'string' }, json: { type: 'boolean' }, report: { type: 'string' } },
      allowPositionals: false,
    }));
  } catch (error) {
    return usage((error as Error).message);
  }
  if (values.markets === undefined || values.markets.trim() === '') return usage('--markets "<rule>" is required');
  const venue = values.venue;
  if (venue !== undefined && venue !== 'kalshi' && venue !== 'polymarket' && venue !== 'all') return usage('--venue must be kalshi, polymarket or all');
  const fees = values.fees;
  if (fees !== undefined && fees !== 'venue' && fees !== 'none') return usage('--fees must be venue or none');
  let spread: number | undefined;
  if (values.spread !== undefined && values.spread !== 'auto') {
    spread = Number(values.spread);
    if (values.spread.trim() === '' || !(spread >= 0 && spread < 0.5)) return usage(`--spread must be auto or dollars in [0, 0.5), got ${JSON.stringify(values.spread)}`);
  }
  // A JSON spec is passed as the rule text too: compileMarketRule validates it.
  const request: MarketBacktestRequest = { markets: true, rule: values.markets };
  const full: MarketBacktestRequest = { ...request, ...(venue === undefined ? {} : { venue }), ...(fees === undefined ? {} : { fees }), ...(spread === undefined ? {} : { spread }) };
  try {
    const dated = {
      ...(values.start === undefined ? {} : { start: parseIsoDate(values.start, { fn: 'guidekit backtest', field: 'start' }) }),
      ...(values.end === undefined ? {} : { end: parseIsoDate(values.end, { fn: 'guidekit backtest', field: 'end' }) }),
    };
    Object.assign(full, dated);
  } catch (error) {
    return usage((error as Error).message);
  }
  const loaded = io.loadPorts === undefined ? undefined : await io.loadPorts();
  try {
    const corpus = loaded?.ports.pmCorpus;
    if (corpus === undefined) {
      io.stderr('guidekit backtest: no prediction-market corpus is configured (import one with guidekit data pm-corpus import DIR, or set GUIDEKIT_PM_CORPUS_DIR)\n');
      return EXIT.unavailable;
    }
    const body = await buildMarketBacktestBody(corpus, full);
    io.stdout(values.json ? toJsonText(body, { space: 2 }) + '\n' : summaryText(body));
    const rule = values.markets;
    if (values.report !== undefined) return await writeHtmlReport(values.report, (chartLibrary) => renderPredictionMarketReport(body, { rule, ...(chartLibrary === undefined ? {} : { chartLibrary }) }), io);
    return EXIT.ok;
  } catch (error) {
    if (isGuidekitError(error)) {
      io.stderr(`guidekit backtest: ${error.field ? error.field + ': ' : ''}${error.message}\n`);
      for (const issue of error.issues) io.stderr(`  ${issue.message}\n`);
      const suggestions = error.extensions.suggestions;
      if (Array.isArray(suggestions)) io.stderr(`rules that compile:\n${suggestions.map((x) => `  ${String(x)}`).join('\n')}\n`);
      return EXIT.usage;
    }
    io.stderr(`guidekit backtest: unexpected failure: ${(error as Error).message}\n`);
    return EXIT.fault;
  } finally {
    await loaded?.close?.();
  }
}

