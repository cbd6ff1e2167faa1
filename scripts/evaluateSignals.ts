// npm run evaluate: runs `guidekit evaluate signals --json` over test/fixtures/history/daily (the 51 real daily
// histories of test/fixtures/README.md, with manifest.json's tuning / held_out split) and writes docs/signal-quality.md
// from that output, then appends the prediction-market and sports sections (their own evaluations, unchanged).
// GUIDEKIT_EVALUATE_DATA=<dir> evaluates another directory instead.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCli } from '../src/cli/runCli.js';
import type { SignalDirectoryEvaluation } from '../src/cli/evaluateSignalDirectory.js';
import type { SignalEvaluationSummary, CalibrationTable } from '../src/markets/signals/evaluation/summarizeSignalEvaluation.js';
import type { BootstrapInterval } from '../src/markets/signals/evaluation/bootstrapMonthBlocks.js';
import { SIGNAL_MODEL } from '../src/markets/signals/rules/signalModel.js';
import { evaluatePredictionCalibration } from './evaluatePredictionCalibration.js';
import { evaluateSportsPicks } from './evaluateSportsPicks.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DATA = process.env.GUIDEKIT_EVALUATE_DATA ?? 'test/fixtures/history/daily';
const OUT = `${ROOT}docs/signal-quality.md`;
const MODEL_AS_OF = SIGNAL_MODEL.versions[0]!.effective;
const today = new Date().toISOString().slice(0, 10);

const chunks: string[] = [];
const errors: string[] = [];
const code = await runCli(['evaluate', 'signals', '--data', `${ROOT}${DATA}`, '--json', '--as-of', today], {
  stdout: (t) => void chunks.push(t),
  stderr: (t) => void errors.push(t),
  today: () => today,
});
if (code !== 0) {
  console.error(errors.join(''));
  process.exit(code);
}
const r = JSON.parse(chunks.join('')) as SignalDirectoryEvaluation;

const f = (x: number | null | undefined, d = 4): string => (x === null || x === undefined || !Number.isFinite(x) ? '—' : x.toFixed(d));
const s = (x: number | null | undefined, d = 4): string => (x === null || x === undefined || !Number.isFinite(x) ? '—' : `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(d)}`);
const ci = (c: readonly [number | null, number | null]): string => `[${s(c[0])}, ${s(c[1])}]`;
const bi = (b: BootstrapInterval): string => `${s(b.point)} ${ci(b.ci95)}`;
const halves: [string, SignalEvaluationSummary | undefined][] = [['held-out', r.halves.held_out], ['tuning', r.halves.tuning], ['all', r.pooled]];

function scoreRows(rows: [string, SignalEvaluationSummary | undefined][]): string[] {
  const out = [
    '| set | instruments | scored candidates | Brier engine | Brier drift | Brier barrier | drift − engine (95 % CI) | log loss engine | log loss drift | log loss barrier |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const [name, x] of rows) {
    if (x === undefined) continue;
    out.push(`| ${name} | ${x.instruments} | ${x.candidates} | ${f(x.brier.engine, 5)} | ${f(x.brier.drift, 5)} | ${f(x.brier.barrier, 5)} | ${bi(x.brier_edge_over_drift)} | ${f(x.log_loss.engine, 5)} | ${f(x.log_loss.drift, 5)} | ${f(x.log_loss.barrier, 5)} |`);
  }
  return out;
}

function callRows(rows: [string, SignalEvaluationSummary | undefined][]): string[] {
  const out = [
    '| set | calls | hit rate | stated | break-even | drift stated | always long, same bars | drift\'s trade, same bars | 20-day trend, same bars | 12-1 momentum, same bars | non-overlapping calls (hit) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const [name, x] of rows) {
    if (x === undefined) continue;
    const c = x.calls;
    out.push(`| ${name} | ${c.count} | ${f(c.hit_rate)} | ${f(c.mean_stated)} | ${f(c.mean_breakeven)} | ${f(c.mean_drift)} | ${f(c.always_long_hit_rate)} | ${f(c.drift_trade_hit_rate)} | ${f(c.trend_20d_hit_rate)} | ${f(c.tsmom_12_1_hit_rate)} | ${c.non_overlapping.count} (${f(c.non_overlapping.hit_rate)}) |`);
  }
  return out;
}

function edgeRows(rows: [string, SignalEvaluationSummary | undefined][]): string[] {
  const out = [
    '| set | calls | margin over break-even (95 % CI) | over always-long | edge over drift (outcome − drift stated) | over drift\'s own trade |',
    '| --- | ---: | --- | --- | --- | --- |',
  ];
  for (const [name, x] of rows) {
    if (x === undefined) continue;
    const c = x.calls;
    out.push(`| ${name} | ${c.count} | ${s(c.margin)} ${ci(c.margin_ci95)} | ${bi(c.over_always_long)} | ${bi(c.edge_over_drift)} | ${bi(c.over_drift_trade)} |`);
  }
  return out;
}

function reliability(name: string, t: CalibrationTable): string[] {
  const out = [`**${name}**: ECE ${f(t.ece, 5)}`, '', '| stated | candidates | mean stated | observed | observed − stated |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const b of t.bins) out.push(`| ${b.lower.toFixed(1)}–${b.upper.toFixed(1)} | ${b.count} | ${f(b.mean_probability)} | ${f(b.observed_rate)} | ${s(b.observed_rate - b.mean_probability)} |`);
  out.push('');
  return out;
}

const ho = r.halves.held_out;
const tu = r.halves.tuning;
const classNames = [...new Set([...Object.keys(r.classes.held_out), ...Object.keys(r.classes.tuning)])].sort();
const calib = ho ?? r.pooled;
const edgeClasses = Object.entries(r.classes.held_out).filter(([, x]) => x.calls.edge_over_drift.ci95[0]! > 0).map(([k]) => k);
const pairedUp = r.variants.tried.filter((t) => t.summary.calls.over_drift_trade.ci95[0]! > 0).map((t) => t.id);
const longCrypto = r.instruments.filter((i) => i.class === 'crypto' && i.bars > 2000).map((i) => i.symbol);
const lines: string[] = [
  '# Signal quality: the signal endpoint walk-forward on 51 real histories, against what a buyer gets free',
  '',
  '<!-- Generated by `npm run evaluate` (scripts/evaluateSignals.ts) from `guidekit evaluate signals --json`. Do not edit by hand. -->',
  '',
  `Measured ${r.as_of} with model \`${r.model}\` (effective ${MODEL_AS_OF}), bootstrap seed ${r.seed}, over \`${DATA}\` (${r.instruments.length} daily histories; provenance and the split rule in test/fixtures/README.md and its manifest.json). Anyone can rerun it on any directory of daily CSVs: \`guidekit evaluate signals --data DIR --json\`.`,
  '',
  '## What is measured',
  '',
  '- **Walk-forward exactly as the endpoint calls.** At every bar t the signal/generate engine (daily timeframe, default stop 1.5 × ATR(14), take-profit 1 × the stop) is replayed on the bars up to t only; its candidate, probability, break-even and call are those generateSignal returns at `at = t` (proved bar for bar on real histories by test/markets/signals/evaluation/replaySignalCandidates.test.ts). Each candidate is resolved on the bars after t: take-profit or stop first, a bar touching both counts as the stop.',
  '- **The endpoint\'s own costs.** The round trip of `markets.scan.spread_bps` for the class (forex 2 bps, metal 4, energy 6, index 3, equity 6, crypto 12), or the class the endpoint resolves the symbol to when that costs more (SPY, QQQ, IWM, EEM, GLD, USO and BNO are charged as equities, copper as a commodity): never a cheaper assumption.',
  '- **Baselines a buyer gets free, on the same candidates or the same bars:** *barrier*, the driftless 1/(1 + reward ratio) = 0.5; *drift*, for each trade the walk-forward hit rate of the same-direction trade (same stop and target, opened at every earlier bar, exited by t) on that instrument so far, 0.5 before 30 have exited; *always long* with the same stop and target on the same bars; *drift\'s own trade* (the direction whose drift rate is higher) on the same bars; the *20-day trend* (sign of close − close 20 bars earlier) and *12-1 month time-series momentum* (sign of close 21 bars back − close 252 bars back) traded the same way.',
  '- **Intervals** are 95 % percentile intervals of a month-block bootstrap (blocks: one instrument\'s calendar month; 1,000 resamples, seeded), so overlapping trades on one price path are resampled together. *Edge over drift* is the mean over the calls of (outcome − drift\'s stated probability for that trade); *over always-long* the mean of (outcome − the long trade\'s outcome on the same bar); *margin* the mean of (outcome − break-even after the cost).',
  '',
  '## Verdict',
  '',
];
if (ho !== undefined && tu !== undefined) {
  const c = ho.calls;
  lines.push(
    `On the **held-out half** (${ho.instruments} instruments no choice was tuned on, ${ho.candidates} scored candidates), the engine's stated probabilities score Brier ${f(ho.brier.engine, 5)} against the barrier's ${f(ho.brier.barrier, 5)} and drift's ${f(ho.brier.drift, 5)}. Its ${c.count} calls hit ${f(c.hit_rate)} against a mean break-even of ${f(c.mean_breakeven)} (margin ${s(c.margin)} ${ci(c.margin_ci95)}), while **a long trade on the same bars hit ${f(c.always_long_hit_rate)}** (calls − long ${bi(c.over_always_long)}) and drift promised ${f(c.mean_drift)} (edge over drift ${bi(c.edge_over_drift)}). On the tuning half: ${tu.calls.count} calls hit ${f(tu.calls.hit_rate)}, break-even ${f(tu.calls.mean_breakeven)}, always long ${f(tu.calls.always_long_hit_rate)}, edge over drift ${bi(tu.calls.edge_over_drift)}.`,
    '',
    ho.calls.edge_over_drift.ci95[0]! > 0
      ? '**The calls beat drift out of sample** (the lower bound of the edge over drift is above 0).'
      : `**No model beats drift out of sample.** The lower bound of the calls' edge over drift is below zero on the held-out half pooled${edgeClasses.length === 0 ? ' and in every class' : ` (above zero only in: ${edgeClasses.join(', ')})`}${ho.calls.over_always_long.point < 0 ? ', and the calls do worse than simply buying on the same bars' : ''}. The engine's Brier score is within ${f(Math.abs(ho.brier.engine - ho.brier.barrier), 5)} of the barrier's: it beats the raw drift rate in Brier because that rate is noisy, not because it knows the direction. The endpoints that sell these calls therefore decline with 409 \`no-edge\` (rule table \`markets.signal_edge\`, below), which is a result, not a failure.${r.variants.selected === null ? ` None of the ${r.variants.tried.length} pre-declared variants beat drift on the tuning half either ("Variants tried").` : ''}`,
    '',
  );
} else {
  lines.push('This directory has no tuning / held_out split: every figure below is in-sample for whatever was tuned on it.', '');
}
lines.push(
  '## Probabilities: engine, drift and barrier on the same candidates',
  '',
  ...scoreRows(halves),
  '',
  'Lower is better. A constant 0.5 scores Brier 0.25 and log loss ln 2 ≈ 0.69315. "drift − engine" is Brier(drift) − Brier(engine) per candidate: positive when the engine\'s probability is closer to the outcome than drift\'s.',
  '',
  '## The calls made, beside the free trades on the same bars',
  '',
  ...callRows(halves),
  '',
  ...edgeRows(halves),
  '',
  '## Per class',
  '',
);
for (const half of ['held_out', 'tuning'] as const) {
  const rows: [string, SignalEvaluationSummary | undefined][] = classNames.map((k) => [k, r.classes[half][k]]);
  if (rows.every(([, x]) => x === undefined)) continue;
  lines.push(`**${half === 'held_out' ? 'Held-out' : 'Tuning'} half**`, '', ...scoreRows(rows), '', ...callRows(rows), '', ...edgeRows(rows), '');
}
lines.push('## Per instrument', '', '| instrument | class | half | cost (bps) | bars | period | candidates | Brier engine | Brier drift | calls | hit | break-even | always long | edge over drift |', '| --- | --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const i of r.instruments) {
  const c = i.calls;
  lines.push(`| ${i.symbol} | ${i.class} | ${i.split ?? '—'} | ${i.cost_bps} | ${i.bars} | ${i.first} to ${i.last} | ${i.candidates} | ${f(i.brier.engine, 5)} | ${f(i.brier.drift, 5)} | ${c.count} | ${f(c.hit_rate)} | ${f(c.mean_breakeven)} | ${f(c.always_long_hit_rate)} | ${bi(c.edge_over_drift)} |`);
}
lines.push('', '## The free rules on every bar', '', '| set | rule | trades | hit rate | break-even | margin (95 % CI) |', '| --- | --- | ---: | ---: | ---: | --- |');
for (const [name, x] of halves) {
  if (x === undefined || x.rules === null) continue;
  for (const [rule, v] of Object.entries(x.rules)) lines.push(`| ${name} | ${rule} | ${v.count} | ${f(v.hit_rate)} | ${f(v.mean_breakeven)} | ${bi(v.margin)} |`);
}
lines.push(
  '',
  `## Calibration on the ${ho === undefined ? 'whole set' : 'held-out half'}`,
  '',
  'Reliability in 10 bins of the stated probability, and the expected calibration error (ECE: the count-weighted mean of |observed − stated|). The barrier states 0.5 for every trade, so its table is one bin.',
  '',
  ...reliability('Engine', calib.calibration.engine),
  ...reliability('Drift', calib.calibration.drift),
  ...reliability('Barrier', calib.calibration.barrier),
  '## Variants tried',
  '',
  `Declared in docs/signal-model.md ("Pre-declared variants") before any was run; rule table \`${r.variants.table}\`. Scored on the ${r.variants.on === 'tuning' ? 'tuning half only' : 'whole set (no split)'}, pooled. A variant qualifies when the lower bound of its calls' edge over drift is above 0.`,
  '',
  '| variant | scored trades | calls | hit rate | break-even | Brier variant | Brier drift | edge over drift (95 % CI) | over drift\'s own trade | over always-long | qualifies |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | --- |',
);
for (const t of r.variants.tried) {
  const x = t.summary;
  const c = x.calls;
  lines.push(`| \`${t.id}\` | ${x.candidates} | ${c.count} | ${f(c.hit_rate)} | ${f(c.mean_breakeven)} | ${f(x.brier.engine, 5)} | ${f(x.brier.drift, 5)} | ${bi(c.edge_over_drift)} | ${bi(c.over_drift_trade)} | ${bi(c.over_always_long)} | ${t.qualifies ? 'yes' : 'no'} |`);
}
lines.push(
  '',
  r.variants.selected === null
    ? `No variant qualified, so none was evaluated on the held-out half, and the model stays as it is. Note on the measure: a variant's probability is shrunk toward drift, so it calls where drift's own rate is high, and drift's rate is an overestimate exactly there (selection on a noisy estimate). The paired "over drift's own trade" column has no such bias; on it ${pairedUp.length === 0 ? 'no variant has a lower bound above 0 either' : `${pairedUp.map((x) => `\`${x}\``).join(', ')} ${pairedUp.length === 1 ? 'has' : 'have'} a lower bound above 0`}. That column was not the pre-declared measure and is one of ${2 * r.variants.tried.length} looks (${r.variants.tried.length} variants × 2 measures), so ${pairedUp.length === 0 ? 'it only confirms the verdict' : 'it is not evidence of an edge: at most a candidate for a test declared in advance on data not yet seen'}.`
    : `Selected: \`${r.variants.selected}\`. On the held-out half (evaluated once): ${r.variants.held_out === null ? '—' : `${r.variants.held_out.calls.count} calls, hit ${f(r.variants.held_out.calls.hit_rate)}, edge over drift ${bi(r.variants.held_out.calls.edge_over_drift)}`}; ${r.variants.beats_drift_held_out ? 'it beats drift out of sample and is handed to the lead as a model change' : 'it does not beat drift out of sample, so the model stays'}.`,
  '',
  '## For the no-edge gate (`markets.signal_edge`)',
  '',
  `The held-out figures the gate should hold, measured ${r.as_of} (engine calls at the endpoint's costs; edge over drift = mean of outcome − drift's stated probability, 95 % month-block interval):`,
  '',
  '| set | calls | edge over drift | 95 % CI | over always-long 95 % CI | verdict |',
  '| --- | ---: | ---: | --- | --- | --- |',
);
for (const [name, x] of [['pooled held-out', ho] as const, ...classNames.map((k) => [`held-out ${k}`, r.classes.held_out[k]] as const)]) {
  if (x === undefined) continue;
  const c = x.calls;
  lines.push(`| ${name} | ${c.count} | ${s(c.edge_over_drift.point)} | ${ci(c.edge_over_drift.ci95)} | ${ci(c.over_always_long.ci95)} | ${c.edge_over_drift.ci95[0]! > 0 ? 'edge' : 'no edge: decline'} |`);
}
lines.push(
  '',
  '## How to read these numbers, and what the evaluation does not do',
  '',
  '- **The held-out half is out-of-instrument, not out-of-time.** Its instruments were never tuned on, but most histories cover the same years, and some move together (GLD with XAUUSD, DJI with SPY): a held-out figure says whether the finding carries to instruments it was not chosen on, not to a later period (test/fixtures/README.md).',
  '- **Overlap.** A candidate is evaluated on every bar and a trade stays open for several bars; the month-block intervals account for it, the raw counts do not.',
  `- **History each call sees.** As the endpoint: every earlier bar from the price source, and for crypto only the last 2,000 days (\`markets.scan.history\` crypto_daily_days, what loadSignalInputs asks the crypto source for), so on the crypto files longer than that (${longCrypto.join(', ') || 'none here'}) a late call's indicators and history start 2,000 days back (tested against generateSignal on the same window). The free baselines (drift, the rules) read the whole file up to the bar: a buyer has it.`,
  '- **Inputs a CSV does not have.** Positioning (Commitments of Traders, crypto funding) and sentiment (fear and greed) are not replayed: they are not in the files. The endpoint uses them where configured, so this measures the bars-only engine.',
  '- **Quoted spreads.** Where a file has a Spread column (EURUSD, XAUUSD), it is not used: the endpoint\'s class cost is charged. Where the quotes are wider than the class cost, fewer candidates would clear the break-even at the quoted cost, so the figures here are if anything kind to the calls.',
  '- **The drift forecaster is raw.** It states the empirical rate once 30 trades have exited, without shrinkage, which is why its Brier is worse than the barrier\'s: a noisy free estimate. The edge measures compare the calls\' outcomes with it, and with the realised outcomes of the free trades on the same bars (always long, drift\'s own trade), which have no estimation noise.',
  '',
  '## Regression gate',
  '',
  'test/markets/signals/evaluateSignalCalibration.test.ts runs generateSignal walk-forward on GOOG (backtesting.py\'s test data in ../shared/data, not part of this set) and fails when the engine\'s Brier score is worse than the barrier baseline\'s by more than 0.001, on all candidates and on those with a sufficient history. test/markets/signals/evaluation/replaySignalCandidates.test.ts fails when the replay used on this page stops matching generateSignal\'s own calls.',
  '',
  '## Reproduce',
  '',
  '```sh',
  'npm run evaluate                                                  # rewrites this page',
  'guidekit evaluate signals --data test/fixtures/history/daily --json  # the figures above, as JSON',
  '```',
  '',
);
// Prediction markets: guidekit's predvenue probability against the market price on resolved real markets.
lines.push(...(await evaluatePredictionCalibration(ROOT)));
// Sports: the soccer pick walk-forward on five Premier League seasons, Brier and closing-line value.
lines.push(...evaluateSportsPicks(ROOT, MODEL_AS_OF));
writeFileSync(OUT, `${lines.join('\n')}`);
console.log(`wrote ${OUT}`);
