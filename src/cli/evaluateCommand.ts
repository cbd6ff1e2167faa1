import { parseArgs } from 'node:util';
import { toJsonText } from '../core/toJsonText.js';
import { EXIT, type CliIo } from './runCli.js';
import { EvaluateInputError, evaluateSignalDirectory, type SignalDirectoryEvaluation } from './evaluateSignalDirectory.js';
import type { SignalEvaluationSummary } from '../markets/signals/evaluation/summarizeSignalEvaluation.js';

const HELP = `Usage: guidekit evaluate signals --data DIR [--json] [--as-of YYYY-MM-DD] [--seed N] [--resamples N]

Runs the signal endpoint (signal/generate, daily bars) walk-forward over every daily OHLC CSV file of DIR
(Date,Open,High,Low,Close[,Volume|Spread]; the file name is the symbol), one call per bar on the bars up to it, with
the endpoint's own round-trip cost for the class, and scores what it stated beside the baselines a buyer gets free:
the barrier probability, drift (the instrument's walk-forward hit rate of the same-direction trade so far), a long
trade on the same bars, the 20-day trend and 12-1 month momentum. Intervals: month-block bootstrap (seeded).
DIR/manifest.json, when present, gives each symbol's class and split (tuning | held_out); otherwise the class is
inferred from the symbol.
  --data DIR       the directory (required)
  --json           print {pooled, halves, classes, instruments:[...]} as JSON
  --as-of DATE     the date whose signal model and cost table apply (default: today)
  --seed N         bootstrap seed (default 19)
  --resamples N    bootstrap resamples (default 1000)

Exit codes: 0 done; 2 bad arguments, directory, manifest or file.`;

const f = (x: number, d = 4): string => (Number.isFinite(x) ? x.toFixed(d) : '-');
const ci = (c: readonly [number, number]): string => `[${f(c[0])}, ${f(c[1])}]`;

function line(name: string, s: SignalEvaluationSummary): string {
  const c = s.calls;
  return `${name.padEnd(22)} cand ${String(s.candidates).padStart(6)}  Brier e/d/b ${f(s.brier.engine, 5)}/${f(s.brier.drift, 5)}/${f(s.brier.barrier, 5)}  calls ${String(c.count).padStart(5)} hit ${f(c.hit_rate)} BE ${f(c.mean_breakeven)} long ${f(c.always_long_hit_rate)}  edge/drift ${f(c.edge_over_drift.point)} ${ci(c.edge_over_drift.ci95)}`;
}

function renderText(r: SignalDirectoryEvaluation): string {
  const out = [`signal evaluation (${r.model}, as of ${r.as_of}, seed ${r.seed})`, line('pooled', r.pooled)];
  if (r.halves.tuning) out.push(line('tuning', r.halves.tuning));
  if (r.halves.held_out) out.push(line('held_out', r.halves.held_out));
  for (const [cls, s] of Object.entries(r.classes.all)) out.push(line(`class ${cls}`, s));
  for (const i of r.instruments) out.push(line(`${i.symbol} (${i.split ?? '-'})`, i));
  return out.join('\n');
}

/**
 * `guidekit evaluate signals --data DIR [--json]`: see the help text. Bad arguments, a missing directory, a bad
 * manifest or a file without the OHLC columns print a message on stderr and return exit code 2.
 *
 * @param args - Arguments after `evaluate`.
 * @param io - {@link CliIo}.
 * @returns The exit code.
 * @example
 * ```ts
 * await runEvaluateCommand(['signals', '--data', 'test/fixtures/history/daily', '--json'], io) //=> 0
 * ```
 * @see docs/signal-quality.md
 */
export async function runEvaluateCommand(args: readonly string[], io: CliIo): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: { data: { type: 'string' }, json: { type: 'boolean' }, 'as-of': { type: 'string' }, seed: { type: 'string' }, resamples: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }));
  } catch (error) {
    io.stderr(`guidekit evaluate: ${(error as Error).message}\n${HELP}\n`);
    return EXIT.usage;
  }
  if (values.help === true) {
    io.stdout(HELP + '\n');
    return EXIT.ok;
  }
  const problems: string[] = [];
  if (positionals.length !== 1 || positionals[0] !== 'signals') problems.push(`expected the subcommand "signals", got ${JSON.stringify(positionals.join(' '))}`);
  if (values.data === undefined || values.data === '') problems.push('--data DIR is required');
  const int = (name: string, v: string | undefined, min: number): number | undefined => {
    if (v === undefined) return undefined;
    const x = Number(v);
    if (!Number.isInteger(x) || x < min) problems.push(`--${name} must be an integer ≥ ${min}, got ${JSON.stringify(v)}`);
    return x;
  };
  const seed = int('seed', values.seed, 0);
  const resamples = int('resamples', values.resamples, 1);
  const asOf = values['as-of'] ?? io.today();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) problems.push(`--as-of must be YYYY-MM-DD, got ${JSON.stringify(asOf)}`);
  if (problems.length > 0) {
    io.stderr(`guidekit evaluate: ${problems.join('; ')}\n${HELP}\n`);
    return EXIT.usage;
  }
  let report: SignalDirectoryEvaluation;
  try {
    report = evaluateSignalDirectory(values.data as string, { asOf, ...(seed === undefined ? {} : { seed }), ...(resamples === undefined ? {} : { resamples }) });
  } catch (error) {
    if (error instanceof EvaluateInputError) {
      io.stderr(`guidekit ${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }
  io.stdout((values.json === true ? toJsonText(report, { space: 2 }) : renderText(report)) + '\n');
  return EXIT.ok;
}
