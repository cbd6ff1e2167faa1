import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertManifoldArchive, parseCsv } from '../../scripts/convertManifoldBetsArchive.js';
import { DEFAULT_PREDICTION_ARCHIVE, readPredictionArchive, scoreLeaveOneOut } from '../../scripts/evaluatePredictionCalibration.js';
import { readVenueMarkets } from '../../src/backtest/predictionMarkets/readVenueMarkets.js';
import { buildCalibrationSample } from '../../src/markets/predictionScans/buildCalibrationSample.js';

// Real data: 80 resolved binary Manifold markets created by MetaculusBot (2022), with the market probability after
// every bet, from nikosbosse/Metaculus-data-analyses (derived; see test/fixtures/README.md).
const ROOT = join(import.meta.dirname, '../..');
const text = readFileSync(join(ROOT, DEFAULT_PREDICTION_ARCHIVE), 'utf8');

describe('the committed prediction archive (Manifold, play money)', () => {
  const markets = readPredictionArchive(text);

  it('reads 80 Manifold markets as play money: 76 resolved with a winner, 4 void (resolved MKT) without one', () => {
    expect(markets).toHaveLength(80);
    expect(markets.every((m) => m.venue === 'manifold' && m.money === 'play')).toBe(true);
    const isVoid = markets.filter((m) => m.status === 'void');
    expect(isVoid).toHaveLength(4);
    expect(isVoid.every((m) => m.resolution?.outcome === null)).toBe(true);
    const won = markets.filter((m) => m.status === 'resolved').map((m) => m.resolution?.outcome);
    expect(won.filter((o) => o === 'Yes')).toHaveLength(21);
    expect(won.filter((o) => o === 'No')).toHaveLength(55);
  });

  it('keeps every history point at or before the close, oldest first (no price after the market closed or resolved)', () => {
    for (const m of markets) {
      const close = Date.parse(m.closeTime!);
      const ts = m.history!.map((h) => Date.parse(h.t));
      expect(ts.every((t, i) => t <= close && (i === 0 || ts[i - 1]! <= t))).toBe(true);
    }
    expect(markets.reduce((s, m) => s + m.history!.length, 0)).toBe(9583);
  });

  it('is left out of the real-money calibration sample (the endpoint never calibrates on play money), counted', () => {
    const sample = buildCalibrationSample(markets, { leadDays: 7 });
    expect(sample.probabilities).toHaveLength(0);
    expect(sample.excluded).toMatchObject({ void: 4, playMoney: 76 });
  });

  it('is left out of the trading backtest as play money, counted', () => {
    const read = readVenueMarkets(markets);
    expect(read.markets).toHaveLength(0);
    expect(read.excluded.play_money).toBe(80);
  });

  it('gives 74 usable markets at the 7-day lead, priced by the last bet at or before close - 7 days', () => {
    const sample = buildCalibrationSample(
      markets.map((m) => ({ ...m, money: 'real' as const })),
      { leadDays: 7 },
    );
    expect(sample.probabilities).toHaveLength(74);
    expect(sample.excluded).toEqual({ void: 4, playMoney: 0, noHistory: 1, noPriceBeforeLead: 1, notBinary: 0 });
    // Odessa under Russian control on June 1 (resolved No), close 2022-06-01T03:59Z: last bet before 2022-05-25T03:59Z.
    const i = sample.ids.indexOf('1Hz59sEGisicDCHJSFBF');
    expect(sample.probabilities[i]).toBeCloseTo(0.010786893545258368, 12);
    expect(sample.outcomes[i]).toBe(0);

    const scored = scoreLeaveOneOut(sample, 50);
    expect(scored.calibrated).toBe(true);
    expect(scored.market.brier).toBeCloseTo(0.04687, 5);
    expect(scored.guidekit.brier).toBeCloseTo(0.04848, 5);
    expect(scored.guidekit.logLoss).toBeLessThan(scored.market.logLoss);
    // Below the minimum sample no calibration is applied: the two forecasts are the same numbers.
    const uncalibrated = scoreLeaveOneOut(sample, 100);
    expect(uncalibrated.calibrated).toBe(false);
    expect(uncalibrated.guidekit.brier).toBe(uncalibrated.market.brier);
  });
});

describe('convertManifoldArchive (the fixture conversion)', () => {
  const markets = [
    'id,createdTime,closeTime,probability,totalLiquidity,resolution,resolutionTime,resolutionProbability,lastUpdatedTime,description',
    // Resolved YES two days before its scheduled close: the close becomes the resolution time.
    'A,1650000000000,1660000000000,0.9,100,YES,1659827200000,0.9,1659827200000,"From https://example.org/q/1, quoted"',
    'B,1650000000000,1660000000000,0.2,100,MKT,1660000100000,0.2,1660000100000,https://example.org/q/2',
    'C,1650000000000,1660000000000,0.1,100,NO,1660000100000,0.1,1660000100000,https://example.org/q/3',
  ].join('\r\n');
  const bets = ['userId,probAfter,probBefore,contractId,createdTime', 'u1,0.7,0.5,A,1655000000000', 'u2,0.6,0.7,A,1651000000000', 'u3,0.3,0.2,C,1652000000000'].join('\n');

  it('takes the earlier of close and resolution, reads MKT as void, drops bettor ids and sorts the bets by time', () => {
    const rows = convertManifoldArchive(markets, bets) as { id: string; close_time: string; status: string; outcome: number | null; source: string; history: { t: string; price: number }[] }[];
    expect(rows.map((r) => r.id)).toEqual(['A', 'B', 'C']);
    expect(rows[0]).toMatchObject({ close_time: new Date(1659827200000).toISOString(), status: 'resolved', outcome: 1, source: 'From https://example.org/q/1, quoted' });
    expect(rows[0]!.history).toEqual([
      { t: new Date(1651000000000).toISOString(), price: 0.6 },
      { t: new Date(1655000000000).toISOString(), price: 0.7 },
    ]);
    expect(rows[1]).toMatchObject({ status: 'void', outcome: null, history: [] });
    expect(rows[2]).toMatchObject({ close_time: new Date(1660000000000).toISOString(), outcome: 0 });
    expect(JSON.stringify(rows)).not.toContain('u1');
  });

  it('parses quoted CSV fields with doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\n"x ""y""","1\n2"\n')).toEqual([{ a: 'x "y"', b: '1\n2' }]);
  });

  it('reproduces the committed fixture from the source CSVs when they are present', () => {
    // The source files are not committed (see test/fixtures/README.md); this check runs where they were fetched.
    const dir = process.env.GUIDEKIT_MANIFOLD_SOURCE_DIR;
    if (dir === undefined) return;
    const rows = convertManifoldArchive(readFileSync(join(dir, 'metaculus-binary-markets.csv'), 'utf8'), readFileSync(join(dir, 'metaculus-binary-bets.csv'), 'utf8'));
    expect(`${JSON.stringify(rows)}\n`).toBe(text);
  });
});
