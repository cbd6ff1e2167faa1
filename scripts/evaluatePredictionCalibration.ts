// The prediction section of npm run evaluate: guidekit's predvenue probability (the market's own price, calibrated by
// Platt scaling fitted on the other resolved markets, leave-one-out, and only with at least the rule's minimum
// sample) against the market price's own calibration, on resolved markets with a price before their close.
//
// Sources: the venues' recorded cassettes (test/fixtures/cassettes/kalshi and polymarket), replayed through the real
// adapters; only markets whose answers are recorded real ones count (provenance.json kinds), the synthetic ones are
// counted and left out. An archive of real resolved markets can be added with GUIDEKIT_PREDICTION_ARCHIVE=<file.json>:
// a JSON array of { venue, id, close_time, outcome (1 when the first outcome won, else 0), history: [{ t, yes_bid,
// yes_ask, price }] }.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { createSourceFetcher } from '../src/adapters/fetch/createSourceFetcher.js';
import { startReplayServer } from '../src/adapters/fetch/startReplayServer.js';
import { createKalshiVenue } from '../src/adapters/predictions/kalshi/createKalshiVenue.js';
import { createPolymarketVenue } from '../src/adapters/predictions/polymarket/createPolymarketVenue.js';
import { PREDICTION_SOURCE_POLICIES } from '../src/adapters/predictions/predictionSourcePolicies.js';
import { buildCalibrationSample } from '../src/markets/predictionScans/buildCalibrationSample.js';
import type { ResolvedPredictionMarket } from '../src/markets/predictions/types.js';
import { calibrateProbability } from '../src/markets/probability/calibrateProbability.js';
import { fitPlattScaling } from '../src/markets/probability/fitPlattScaling.js';
import { scoreCalibration, type CalibrationScores } from '../src/markets/probability/scoreCalibration.js';
import { PREDICTION_CALIBRATION } from '../src/markets/rules/predictionScans.js';

interface ArchiveRow {
  readonly venue: 'kalshi' | 'polymarket';
  readonly id: string;
  readonly close_time: string;
  readonly outcome: 0 | 1;
  readonly history: readonly { t: string; yes_bid?: number | null; yes_ask?: number | null; price?: number | null }[];
}

/** Markets whose listing and history exchanges are all recorded real answers (provenance kinds). */
function realTargets(dir: string): Set<string> {
  const prov = JSON.parse(readFileSync(join(dir, 'provenance.json'), 'utf8')) as { exchanges: { target: string; kind: string }[] };
  return new Set(prov.exchanges.filter((e) => e.kind === 'recorded' || e.kind === 'transcribed').map((e) => e.target));
}

async function fromCassettes(root: string): Promise<{ real: ResolvedPredictionMarket[]; synthetic: number }> {
  const out: ResolvedPredictionMarket[] = [];
  let synthetic = 0;
  for (const venue of ['kalshi', 'polymarket'] as const) {
    const dir = join(root, 'test/fixtures/cassettes', venue);
    const replay = await startReplayServer(dir);
    const fetcher = createSourceFetcher({ policies: PREDICTION_SOURCE_POLICIES, fetch: replay.fetch });
    try {
      const adapter = venue === 'kalshi' ? createKalshiVenue({ fetcher }) : createPolymarketVenue({ fetcher });
      const uses: string[] = [];
      const page = await adapter.listResolvedMarkets({ limit: venue === 'kalshi' ? 3 : 2, history: true }, { trace: { record: (u) => void uses.push(u.url ?? '') } });
      const real = realTargets(dir);
      const allReal = uses.every((u) => real.has(u.replace(/^https?:\/\//, '')));
      for (const m of page.markets) (allReal ? out.push(m) : synthetic++);
    } finally {
      await fetcher.close();
      await replay.close();
    }
  }
  return { real: out, synthetic };
}

function fromArchive(path: string): ResolvedPredictionMarket[] {
  const rows = JSON.parse(readFileSync(path, 'utf8')) as ArchiveRow[];
  const d = (x: number | null | undefined) => (x === null || x === undefined ? null : new Decimal(x));
  return rows.map((r) => ({
    venue: r.venue,
    id: r.id,
    eventId: null,
    question: r.id,
    category: null,
    venueTags: [],
    money: 'real',
    outcomes: [
      { id: `${r.id}:0`, label: 'Yes', bestBid: null, bestAsk: null, book: { bids: [], asks: [], depth: 'none', asOf: null }, indicativeProbability: null },
      { id: `${r.id}:1`, label: 'No', bestBid: null, bestAsk: null, book: { bids: [], asks: [], depth: 'none', asOf: null }, indicativeProbability: null },
    ],
    ladder: null,
    fees: { kind: 'none', reason: 'play-money' },
    closeTime: r.close_time,
    expectedResolutionTime: r.close_time,
    resolutionSource: null,
    rules: null,
    status: 'resolved',
    resolution: { outcome: r.outcome === 1 ? 'Yes' : 'No', yesPayout: null, settledAt: r.close_time },
    url: null,
    history: r.history.map((h) => ({ t: h.t, yesBid: d(h.yes_bid), yesAsk: d(h.yes_ask), price: d(h.price) })),
    historyKind: 'quotes',
  }));
}

const f5 = (x: number) => (Number.isFinite(x) ? x.toFixed(5) : '—');

function table(title: string, s: CalibrationScores): string[] {
  const rows = [`**${title}**`, '', '| probability | markets | mean probability | observed rate |', '| --- | ---: | ---: | ---: |'];
  for (const r of s.table) if (r.count > 0) rows.push(`| ${r.lower.toFixed(1)}–${r.upper.toFixed(1)} | ${r.count} | ${f5(r.meanProbability!)} | ${f5(r.observedRate!)} |`);
  return [...rows, ''];
}

/**
 * Scores guidekit's predvenue probability and the market price on the resolved real markets available.
 *
 * @param root - The project root.
 * @returns The section's markdown lines.
 */
export async function evaluatePredictionCalibration(root: string): Promise<string[]> {
  const rule = PREDICTION_CALIBRATION.versions[PREDICTION_CALIBRATION.versions.length - 1]!.value;
  const { real, synthetic } = await fromCassettes(root);
  const archivePath = process.env.GUIDEKIT_PREDICTION_ARCHIVE;
  const archive = archivePath !== undefined && existsSync(archivePath) ? fromArchive(archivePath) : [];
  const sample = buildCalibrationSample([...real, ...archive], { leadDays: rule.leadDays });
  const n = sample.probabilities.length;
  const lines = [
    '## Prediction markets: guidekit\'s probability against the market price',
    '',
    `What this section measures: on resolved real-money markets, the market's own price ${rule.leadDays} days before the close (the mid of its quotes where the venue records them) and guidekit's predvenue probability for the same market (that price calibrated by Platt scaling fitted on the other resolved markets, leave-one-out, applied only with at least ${rule.minSample} of them, as the endpoint does) are scored against what happened. Void markets are left out and counted.`,
    '',
    `Data: the venues' recorded cassettes (${real.length} resolved market(s) whose answers are recorded real ones; ${synthetic} synthetic or assembled one(s) left out)${archive.length > 0 ? ` and ${archive.length} market(s) of the archive ${archivePath}` : ''}. Usable: ${n}; left out: ${sample.excluded.void} void, ${sample.excluded.noHistory} without history, ${sample.excluded.noPriceBeforeLead} without a price ${rule.leadDays} days before the close, ${sample.excluded.notBinary} not binary.`,
    '',
  ];
  if (n === 0) {
    lines.push(
      '**Verdict in plain words.** No resolved real market with a price before its close is available here, so nothing can be concluded about guidekit\'s probabilities: this machine cannot reach the venues, and the public recordings found hold only open markets or final prices (which leak the outcome). With fewer than the minimum sample, the endpoint applies no calibration, so guidekit\'s probability is the market\'s own mid and can clear no threshold by construction.',
      '',
      'To measure it, record resolved markets with `guidekit data record /api/signal/predvenue category=<category> --out DIR` where the venues can be reached, or pass an archive with `GUIDEKIT_PREDICTION_ARCHIVE=<file.json> npm run evaluate`.',
      '',
    );
    return lines;
  }
  const guidekit = sample.probabilities.map((p, i) => {
    const others = sample.probabilities.filter((_, j) => j !== i);
    if (others.length < rule.minSample) return p;
    const fit = fitPlattScaling(others, sample.outcomes.filter((_, j) => j !== i));
    return calibrateProbability(p, fit);
  });
  const market = scoreCalibration(sample.probabilities, sample.outcomes);
  const ours = scoreCalibration(guidekit, sample.outcomes);
  lines.push(
    `**Verdict in plain words.** On ${n} market(s), guidekit's Brier score is ${f5(ours.brier)} against the market price's ${f5(market.brier)}; log loss ${f5(ours.logLoss)} against ${f5(market.logLoss)}${n < rule.minSample ? `. With fewer than ${rule.minSample} markets no calibration is applied, so the two are the same numbers: there is too little data to say anything` : ''}.`,
    '',
    '| forecaster | markets | Brier | log loss | ECE |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| market price | ${n} | ${f5(market.brier)} | ${f5(market.logLoss)} | ${f5(market.ece)} |`,
    `| guidekit (calibrated, leave-one-out) | ${n} | ${f5(ours.brier)} | ${f5(ours.logLoss)} | ${f5(ours.ece)} |`,
    '',
    ...table('Market price', market),
    ...table('guidekit', ours),
  );
  return lines;
}
