// Classifiers of venue markets, on markets written as the venues write them (synthetic, in the venues' shapes).
import { describe, expect, it } from 'vitest';
import { classifyAttentionMarket } from '../../../src/markets/predictionScans/classifyAttentionMarket.js';
import { classifyCoinflipMarket } from '../../../src/markets/predictionScans/classifyCoinflipMarket.js';
import { classifyFinanceMarket } from '../../../src/markets/predictionScans/classifyFinanceMarket.js';
import { classifyGaiaMarket } from '../../../src/markets/predictionScans/classifyGaiaMarket.js';
import { classifyMacroMarket } from '../../../src/markets/predictionScans/classifyMacroMarket.js';
import { classifyPrecipitationMarket } from '../../../src/markets/predictionScans/classifyPrecipitationMarket.js';
import { classifyTemperatureMarket } from '../../../src/markets/predictionScans/classifyTemperatureMarket.js';
import { COINFLIP_INSTRUMENTS } from '../../../src/markets/rules/coinflipInstruments.js';
import { FINANCE_UNDERLYINGS } from '../../../src/markets/rules/financeUnderlyings.js';
import { RAIN_CITIES } from '../../../src/markets/rules/rainCities.js';
import { WEATHER_SETTLEMENT_STATIONS } from '../../../src/markets/rules/weatherStations.js';
import { market } from '../../catalog/_predictionFakes.js';

const cities = WEATHER_SETTLEMENT_STATIONS.versions[0]!.value;

describe('classifyTemperatureMarket', () => {
  it('reads a Kalshi bucket by series ticker and date code, on the station Kalshi names (Central Park)', () => {
    const m = market({ venue: 'kalshi', id: 'KXHIGHNY-26NOV25-B48.5', eventId: 'KXHIGHNY-26NOV25', question: 'Will the high temp in NYC be 48-49° on Nov 25, 2026?', ladder: { kind: 'bucket', group: 'KXHIGHNY-26NOV25', label: '48-49°', lower: 48, upper: 49, exhaustive: false } });
    expect(classifyTemperatureMarket(m, cities)).toMatchObject({ extreme: 'max', date: '2026-11-25', bin: { min: 48, max: 49 }, station: { station: 'KNYC' }, unit: 'F' });
  });

  it('reads a Polymarket question by city and date, on the station Polymarket names (LaGuardia), and a low', () => {
    const m = market({ venue: 'polymarket', id: 'p', question: 'Will the lowest temperature in New York City be 34°F or below on December 2?', closeTime: '2026-12-03T00:00:00Z', ladder: { kind: 'bucket', group: 'g', label: '34°F or below', lower: null, upper: null, exhaustive: true } });
    expect(classifyTemperatureMarket(m, cities)).toMatchObject({ extreme: 'min', date: '2026-12-02', bin: { min: null, max: 34 }, station: { station: 'KLGA' } });
  });

  it('leaves out a city outside the table and a market that is not a temperature ladder', () => {
    expect(classifyTemperatureMarket(market({ venue: 'polymarket', id: 'x', question: 'Will the highest temperature in Atlantis be 30°C on May 1?' }), cities)).toBeNull();
    expect(classifyTemperatureMarket(market({ venue: 'polymarket', id: 'y', question: 'Will it rain in London on May 1?' }), cities)).toBeNull();
  });
});

describe('classifyPrecipitationMarket', () => {
  it('reads a Kalshi monthly rain rung', () => {
    const m = market({ venue: 'kalshi', id: 'KXRAINSEAM-26NOV-4', eventId: 'KXRAINSEAM-26NOV', question: 'Will Seattle get more than 4 inches of rain in November?', ladder: { kind: 'close-above', group: 'KXRAINSEAM-26NOV', strike: 4, underlying: 'KXRAINSEAM' } });
    expect(classifyPrecipitationMarket(m, RAIN_CITIES.versions[0]!.value)).toMatchObject({ city: { key: 'seattle' }, month: '2026-11', rung: { kind: 'close-above', strike: 4 } });
  });
});

describe('classifyMacroMarket', () => {
  it('tells the three figures apart and reads their rungs at the published step', () => {
    expect(classifyMacroMarket(market({ id: 'KXCPIYOY-26DEC-T3.0', eventId: 'KXCPIYOY-26DEC', question: 'CPI above 3.0%?', ladder: { kind: 'close-above', group: 'g', strike: 3, underlying: null } }))).toEqual({ family: 'cpi_yoy', rung: { kind: 'close-above', strike: 3 } });
    expect(classifyMacroMarket(market({ venue: 'polymarket', id: 'u', question: 'What will the unemployment rate be in November?', ladder: { kind: 'bucket', group: 'g', label: '4.3% to 4.4%', lower: null, upper: null, exhaustive: true } }))?.rung).toEqual({ kind: 'bucket', lower: 4.3, upper: 4.5 });
    expect(classifyMacroMarket(market({ venue: 'polymarket', id: 't', question: 'Will the 10-year Treasury yield close above 4.50% on Dec 31?' }))).toEqual({ family: 'us10y', rung: { kind: 'close-above', strike: 4.5 } });
    expect(classifyMacroMarket(market({ venue: 'polymarket', id: 'g', question: 'Will GDP grow 3% in Q4?' }))).toBeNull();
  });
});

describe('classifyFinanceMarket', () => {
  const u = FINANCE_UNDERLYINGS.versions[0]!.value;
  it('reads the underlying and the rung from the ladder or the question', () => {
    expect(classifyFinanceMarket(market({ venue: 'polymarket', id: 'b', question: 'Will Bitcoin reach $120,000 in December?', ladder: { kind: 'touch', group: 'g', strike: 120000, direction: 'up', underlying: 'What price will Bitcoin hit in December?' } }), u)).toMatchObject({ underlying: { instrument: 'BTC-USD' }, rung: { kind: 'touch', strike: 120000, direction: 'up' } });
    expect(classifyFinanceMarket(market({ venue: 'polymarket', id: 'g', question: 'Will gold close above $4.1k on Dec 31?' }), u)).toMatchObject({ underlying: { instrument: 'XAUUSD' }, rung: { kind: 'close-above', strike: 4100 } });
    expect(classifyFinanceMarket(market({ venue: 'polymarket', id: 'n', question: 'Will it snow in Paris?' }), u)).toBeNull();
  });
});

describe('classifyCoinflipMarket', () => {
  it('reads the instrument and which outcome is up', () => {
    const list = COINFLIP_INSTRUMENTS.versions[0]!.value;
    expect(classifyCoinflipMarket(market({ venue: 'polymarket', id: 'a', question: 'Apple (AAPL) Up or Down on November 25?', outcomes: ['Up', 'Down'] }), list)).toMatchObject({ instrument: { instrument: 'AAPL', class: 'equity' }, upOutcome: 0 });
    expect(classifyCoinflipMarket(market({ venue: 'kalshi', id: 'e', question: 'EUR/USD up or down today?', outcomes: ['Down', 'Up'] }), list)).toMatchObject({ instrument: { instrument: 'EURUSD' }, upOutcome: 1 });
  });
});

describe('classifyGaiaMarket', () => {
  it('reads each family with its window', () => {
    expect(classifyGaiaMarket(market({ id: 'q', question: 'How many earthquakes of magnitude 7.0 or more in December 2026?', ladder: { kind: 'bucket', group: 'g', label: '2 or more', lower: null, upper: null, exhaustive: false } }))).toEqual({ family: 'quake_count', from: '2026-12-01', to: '2026-12-31', minMagnitude: 7, bin: { min: 2, max: null } });
    expect(classifyGaiaMarket(market({ id: 't', question: 'Magnitude 8.0+ earthquake by December 31, 2026?' }))).toMatchObject({ family: 'quake_threshold', from: '2026-01-01', to: '2026-12-31', minMagnitude: 8 });
    expect(classifyGaiaMarket(market({ id: 'h', question: 'Will 2026 be the hottest year on record?' }))).toEqual({ family: 'hottest_year', year: 2026, rank: 1 });
    expect(classifyGaiaMarket(market({ id: 's', question: 'Arctic sea ice minimum below 4.5 million km² in 2026?' }))).toEqual({ family: 'sea_ice_min', year: 2026, rung: { kind: 'close-below', strike: 4.5 } });
  });
});

describe('classifyAttentionMarket', () => {
  it('reads the handle, the window and the bin', () => {
    expect(classifyAttentionMarket(market({ venue: 'polymarket', id: 'x', question: 'Will Elon Musk post 400-449 tweets from November 21 to November 28, 2026?', ladder: { kind: 'bucket', group: 'g', label: '400-449', lower: null, upper: null, exhaustive: true } }))).toEqual({ handle: 'elonmusk', from: '2026-11-21', to: '2026-11-28', bin: { min: 400, max: 449 } });
  });
});
