import { describe, expect, it } from 'vitest';
import { alignFearGreed } from '../../../src/markets/scans/alignFearGreed.js';
import { readFundingReading } from '../../../src/markets/scans/readFundingReading.js';

const AS_OF = '2026-11-25';
const DAY = 86_400_000;
const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('alignFearGreed', () => {
  it('puts the index on the sentiment scale, (value − 50) ÷ 50, each bar reading the latest published at its open', () => {
    const readings = [
      { value: 75, classification: 'Greed', time: d('2026-11-24') },
      { value: 20, classification: 'Extreme Fear', time: d('2026-11-23') },
    ];
    const { sentiment, latest } = alignFearGreed(readings, [d('2026-11-22'), d('2026-11-23'), d('2026-11-23') + 12 * 3_600_000, d('2026-11-24')], { asOf: AS_OF });
    expect(Number.isNaN(sentiment[0]!)).toBe(true);
    expect([...sentiment.slice(1)]).toEqual([-0.6, -0.6, 0.5]);
    expect(latest).toEqual({ value: 75, classification: 'Greed', time: d('2026-11-24'), sentiment: 0.5 });
  });
});

describe('readFundingReading', () => {
  it('annualises the last 24 hours of hourly funding and reads it in units of 25 % a year', () => {
    const end = d('2026-11-25');
    // Older settlements at a different rate fall outside the 24-hour window.
    const rates = Array.from({ length: 48 }, (_, k) => ({ symbol: 'BTC-USD', venue: 'hyperliquid', rate: k < 24 ? 0.001 : 0.00005, intervalHours: 1, time: end - (47 - k) * 3_600_000 }));
    const reading = readFundingReading(rates, { asOf: AS_OF });
    // 0.005 % an hour × 24 × 365 = 43.8 % a year; ÷ 25 % = 1.752.
    expect(reading.settlements).toBe(24);
    expect(reading.annualised).toBeCloseTo(0.438, 12);
    expect(reading.z).toBeCloseTo(1.752, 12);
    expect(reading.latest_time).toBe(end);
  });

  it('reads 8-hourly settlements per hour (0.01 % per 8 h is about 11 % a year)', () => {
    const end = d('2026-11-25');
    const rates = [0, 1, 2].map((k) => ({ symbol: 'ETH-USD', venue: 'x', rate: 0.0001, intervalHours: 8, time: end - k * 8 * 3_600_000 }));
    expect(readFundingReading(rates, { asOf: AS_OF }).annualised).toBeCloseTo((0.0001 / 8) * 24 * 365, 12);
  });

  it('has no reading without settlements', () => {
    expect(readFundingReading([], { asOf: AS_OF })).toMatchObject({ annualised: null, z: null, settlements: 0 });
    expect(DAY).toBe(86_400_000);
  });
});
