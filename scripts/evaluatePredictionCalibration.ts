// The prediction section of npm run evaluate: guidekit's predvenue probability (the market's own price, calibrated by
// Platt scaling fitted on the other resolved markets, leave-one-out, and only with at least the rule's minimum
// sample) against the market price's own calibration, on resolved markets with a price before their close.
//
// Sources: the venues' recorded cassettes (test/fixtures/cassettes/kalshi and polymarket), replayed through the real
// adapters; only markets whose answers are recorded real ones count (provenance.json kinds), the synthetic ones are
// counted and left out. Then an archive of resolved markets: GUIDEKIT_PREDICTION_ARCHIVE=<file.json> when set, else the
// committed test/fixtures/history/prediction-markets/manifold-metaculusbot.json (real Manifold markets, play money; see
// test/fixtures/README.md). The archive is a JSON array of { venue (kalshi | polymarket | manifold), id, close_time,
// status (resolved | void; default resolved), outcome (1 when the first outcome won, 0 when the second, null when void),
// history: [{ t, yes_bid, yes_ask, price }] }. Manifold rows are play money: the endpoint never calibrates on them, so
// they are scored in a block of their own that measures the method, never mixed into the real-money figures.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Decimal from 'decimal.js';
import { createSourceFetcher } from '../src/adapters/fetch/createSourceFetcher.js';
import { startReplayServer } from '../src/adapters/fetch/startReplayServer.js';
import { createKalshiVenue } from '../src/adapters/predictions/kalshi/createKalshiVenue.js';
import { createPolymarketVenue } from '../src/adapters/predictions/polymarket/createPolymarketVenue.js';
import { PREDICTION_SOURCE_POLICIES } from '../src/adapters/predictions/predictionSourcePolicies.js';
import { buildCalibrationSample, type CalibrationSample } from '../src/markets/predictionScans/buildCalibrationSample.js';
import type { ResolvedPredictionMarket } from '../src/markets/predictions/types.js';
import { calibrateProbability } from '../src/markets/probability/calibrateProbability.js';
import { fitPlattScaling } from '../src/markets/probability/fitPlattScaling.js';
import { scoreCalibration, type CalibrationScores } from '../src/markets/probability/scoreCalibration.js';
import { PREDICTION_CALIBRATION } from '../src/markets/rules/predictionScans.js';

/** One market of a resolved-market archive (the format GUIDEKIT_PREDICTION_ARCHIVE files and the committed fixture use). */
export interface ArchiveRow {
  readonly venue: 'kalshi' | 'polymarket' | 'manifold';
  readonly id: string;
  readonly close_time: string;
  /** `void`: cancelled or resolved to a probability (Manifold's MKT); left out of every score and counted. */
  readonly status?: 'resolved' | 'void';
  /** 1 when the first outcome (Yes) won, 0 when the second did; null when void. */
  readonly outcome: 0 | 1 | null;
  /** Where the market can be looked up (free text, optional). */
  readonly source?: string;
  readonly history: readonly { t: string; yes_bid?: number | null; yes_ask?: number | null; price?: number | null }[];
}

/** The committed default archive, relative to the project root. */
export const DEFAULT_PREDICTION_ARCHIVE = 'test/fixtures/history/prediction-markets/manifold-metaculusbot.json';

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

/**
 * Reads a resolved-market archive into the adapters' market model: Manifold rows are play money (as the Manifold
 * adapter reads them), Kalshi and Polymarket rows real money; void rows keep a void status and no winner.
 *
 * @param text - The archive's JSON text (an array of {@link ArchiveRow}).
 * @returns One market per row, in order.
 */
export function readPredictionArchive(text: string): ResolvedPredictionMarket[] {
  const rows = JSON.parse(text) as ArchiveRow[];
  if (!Array.isArray(rows)) throw new Error('prediction archive: expected a JSON array of markets');
  const d = (x: number | null | undefined) => (x === null || x === undefined ? null : new Decimal(x));
  return rows.map((r) => {
    const isVoid = r.status === 'void' || r.outcome === null;
    const play = r.venue === 'manifold';
    return {
      venue: r.venue,
      id: r.id,
      eventId: null,
      question: r.source ?? r.id,
      category: null,
      venueTags: [],
      money: play ? 'play' : 'real',
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
      status: isVoid ? 'void' : 'resolved',
      resolution: { outcome: isVoid ? null : r.outcome === 1 ? 'Yes' : 'No', yesPayout: null, settledAt: r.close_time },
      url: null,
      history: r.history.map((h) => ({ t: h.t, yesBid: d(h.yes_bid), yesAsk: d(h.yes_ask), price: d(h.price) })),
      historyKind: play ? 'prices' : 'quotes',
    } satisfies ResolvedPredictionMarket;
  });
}

const f5 = (x: number) => (Number.isFinite(x) ? x.toFixed(5) : '—');

function table(title: string, s: CalibrationScores): string[] {
  const rows = [`**${title}**`, '', '| probability | markets | mean probability | observed rate |', '| --- | ---: | ---: | ---: |'];
  for (const r of s.table) if (r.count > 0) rows.push(`| ${r.lower.toFixed(1)}–${r.upper.toFixed(1)} | ${r.count} | ${f5(r.meanProbability!)} | ${f5(r.observedRate!)} |`);
  return [...rows, ''];
}

/** Market price and guidekit's leave-one-out calibrated probability, scored on one calibration sample. */
export interface ScoredSample {
  readonly n: number;
  /** Whether each market's calibration had at least the rule's minimum of other markets (else the price is kept). */
  readonly calibrated: boolean;
  readonly market: CalibrationScores;
  readonly guidekit: CalibrationScores;
}

/**
 * Scores the market price and guidekit's probability (Platt scaling fitted on the other markets, leave-one-out, only
 * with at least `minSample` of them, as predvenue does) on a sample.
 *
 * @param sample - From buildCalibrationSample.
 * @param minSample - The rule's minimum sample.
 * @returns {@link ScoredSample}.
 */
export function scoreLeaveOneOut(sample: CalibrationSample, minSample: number): ScoredSample {
  const n = sample.probabilities.length;
  const guidekit = sample.probabilities.map((p, i) => {
    const others = sample.probabilities.filter((_, j) => j !== i);
    if (others.length < minSample) return p;
    const fit = fitPlattScaling(others, sample.outcomes.filter((_, j) => j !== i));
    return calibrateProbability(p, fit);
  });
  return { n, calibrated: n - 1 >= minSample, market: scoreCalibration(sample.probabilities, sample.outcomes), guidekit: scoreCalibration(guidekit, sample.outcomes) };
}

function scoreLines(s: ScoredSample): string[] {
  return [
    '| forecaster | markets | Brier | log loss | ECE |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| market price | ${s.n} | ${f5(s.market.brier)} | ${f5(s.market.logLoss)} | ${f5(s.market.ece)} |`,
    `| guidekit (calibrated, leave-one-out) | ${s.n} | ${f5(s.guidekit.brier)} | ${f5(s.guidekit.logLoss)} | ${f5(s.guidekit.ece)} |`,
    '',
    ...table('Market price', s.market),
    ...table('guidekit', s.guidekit),
  ];
}

const leftOut = (e: CalibrationSample['excluded'], leadDays: number) =>
  `${e.void} void, ${e.noHistory} without history, ${e.noPriceBeforeLead} without a price ${leadDays} days before the close, ${e.notBinary} not binary`;

/**
 * Scores guidekit's predvenue probability and the market price on the resolved real markets available, and, in a
 * block of its own, the same method on the play-money markets of the archive.
 *
 * @param root - The project root.
 * @returns The section's markdown lines.
 */
export async function evaluatePredictionCalibration(root: string): Promise<string[]> {
  const rule = PREDICTION_CALIBRATION.versions[PREDICTION_CALIBRATION.versions.length - 1]!.value;
  const { real, synthetic } = await fromCassettes(root);
  const fromEnv = process.env.GUIDEKIT_PREDICTION_ARCHIVE;
  const archivePath = fromEnv !== undefined && fromEnv !== '' ? fromEnv : existsSync(join(root, DEFAULT_PREDICTION_ARCHIVE)) ? DEFAULT_PREDICTION_ARCHIVE : undefined;
  // An absolute GUIDEKIT_PREDICTION_ARCHIVE is read as given; a relative one from the project root.
  const archiveFile = archivePath === undefined ? undefined : resolve(root, archivePath);
  const archive = archiveFile !== undefined && existsSync(archiveFile) ? readPredictionArchive(readFileSync(archiveFile, 'utf8')) : [];
  const archiveReal = archive.filter((m) => m.money === 'real');
  const archivePlay = archive.filter((m) => m.money === 'play');
  const sample = buildCalibrationSample([...real, ...archiveReal], { leadDays: rule.leadDays });
  const n = sample.probabilities.length;
  const lines = [
    '## Prediction markets: guidekit\'s probability against the market price',
    '',
    `What this section measures: on resolved real-money markets, the market's own price ${rule.leadDays} days before the close (the mid of its quotes where the venue records them) and guidekit's predvenue probability for the same market (that price calibrated by Platt scaling fitted on the other resolved markets, leave-one-out, applied only with at least ${rule.minSample} of them, as the endpoint does) are scored against what happened. Void markets are left out and counted.`,
    '',
    `Data: the venues' recorded cassettes (${real.length} resolved market(s) whose answers are recorded real ones; ${synthetic} synthetic or assembled one(s) left out)${archiveReal.length > 0 ? ` and ${archiveReal.length} real-money market(s) of the archive ${archivePath}` : ''}. Usable: ${n}; left out: ${leftOut(sample.excluded, rule.leadDays)}.${archivePlay.length > 0 ? ` The ${archivePlay.length} play-money market(s) of the archive are not part of this measure (the endpoint never calibrates on play money); they are scored below, on their own.` : ''}`,
    '',
  ];
  if (n === 0) {
    lines.push(
      '**Verdict in plain words.** No resolved real-money market with a price before its close is available here, so nothing can be concluded about guidekit\'s probabilities on real-money venues: this machine cannot reach the venues, and the public recordings found of Kalshi and Polymarket hold only open markets, final prices (which leak the outcome), markets too short-lived to have a price a week before their close, or no resolution, and the one found with resolved month-long markets and their price history could not be copied here (see test/fixtures/README.md). With fewer than the minimum sample, the endpoint applies no calibration, so guidekit\'s probability is the market\'s own mid and can clear no threshold by construction.',
      '',
      'To measure it, record resolved markets with `guidekit data record /api/signal/predvenue category=<category> --out DIR` where the venues can be reached, or pass an archive with `GUIDEKIT_PREDICTION_ARCHIVE=<file.json> npm run evaluate`.',
      '',
    );
  } else {
    const scored = scoreLeaveOneOut(sample, rule.minSample);
    lines.push(
      `**Verdict in plain words.** On ${n} market(s), guidekit's Brier score is ${f5(scored.guidekit.brier)} against the market price's ${f5(scored.market.brier)}; log loss ${f5(scored.guidekit.logLoss)} against ${f5(scored.market.logLoss)}${scored.calibrated ? '' : `. With fewer than ${rule.minSample} other markets no calibration is applied, so the two are the same numbers: there is too little data to say anything`}.`,
      '',
      ...scoreLines(scored),
    );
  }
  if (archivePlay.length > 0) lines.push(...playMoneyBlock(archivePlay, archivePath!, rule));
  return lines;
}

/**
 * The play-money block: the same lead, sample rules and leave-one-out Platt scaling on Manifold markets. The sample
 * builder leaves play money out (as the endpoint does); here the markets are passed to it as if real only so that the
 * identical lead and exclusion rules apply, and the block says that what it measures is the method, not the endpoint.
 */
function playMoneyBlock(markets: readonly ResolvedPredictionMarket[], archivePath: string, rule: { leadDays: number; minSample: number }): string[] {
  const sample = buildCalibrationSample(
    markets.map((m) => ({ ...m, money: 'real' as const })),
    { leadDays: rule.leadDays },
  );
  const n = sample.probabilities.length;
  const lines = [
    '### Play money: the same method on resolved Manifold markets',
    '',
    `What this block measures: the calibration method alone (market probability ${rule.leadDays} days before the close, Platt scaling fitted leave-one-out on the other markets when there are at least ${rule.minSample}), applied to ${markets.length} resolved Manifold markets of the archive ${archivePath}. Manifold trades play money (mana) and its probability is its market maker's, not a quote: predvenue never calibrates on it, so these figures say whether Platt scaling of a market's own price helps on a real venue's resolved history, not how predvenue scores on Kalshi or Polymarket. The close is the earlier of the market's close and its resolution.`,
    '',
    `Data: ${markets.length} market(s). Usable: ${n}; left out: ${leftOut(sample.excluded, rule.leadDays)}.`,
    '',
  ];
  if (n === 0) return [...lines, 'No usable market.', ''];
  const scored = scoreLeaveOneOut(sample, rule.minSample);
  const better = scored.guidekit.brier < scored.market.brier && scored.guidekit.logLoss < scored.market.logLoss;
  const worse = scored.guidekit.brier > scored.market.brier && scored.guidekit.logLoss > scored.market.logLoss;
  lines.push(
    `**Verdict in plain words.** On ${n} play-money market(s), the calibrated probability's Brier score is ${f5(scored.guidekit.brier)} against the market probability's ${f5(scored.market.brier)}, log loss ${f5(scored.guidekit.logLoss)} against ${f5(scored.market.logLoss)}: ${
      !scored.calibrated
        ? `with fewer than ${rule.minSample} other markets no calibration is applied, so the two are the same numbers`
        : better
          ? 'calibration improved both scores on these markets'
          : worse
            ? 'calibration made both scores worse on these markets'
            : 'calibration improved one score and worsened the other'
    }. ${n} markets is a small sample, the markets share a creator (MetaculusBot, mirroring Metaculus questions) and a period (2022–23), and many are near-certain a week before the close; a difference of a few thousandths is within noise.`,
    '',
    ...scoreLines(scored),
  );
  return lines;
}
