import { GuidekitError } from '../../core/GuidekitError.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { CotReport } from '../ports/PositioningSource.js';
import type { FearGreedReading, FundingRate } from '../ports/CryptoMarketSource.js';
import type { MarketBars, Timeframe } from '../ports/MarketBars.js';
import type { InstrumentSpec } from '../rules/instruments.js';
import { COT_MARKETS } from '../rules/positioning.js';
import { SCAN_SPREAD_BPS } from '../rules/scanSettings.js';
import { generateSignal, type GenerateSignalResult } from '../signals/generateSignal.js';
import { alignFearGreed } from './alignFearGreed.js';
import { alignPositioning } from './alignPositioning.js';
import type { ScanEntry } from './assembleSignalScan.js';
import { generateInstrumentSignalMessages, type GenerateInstrumentSignalKey } from './messages/generateInstrumentSignal.js';
import { prepareSignalBars, type PreparedBars, type UnusableBars } from './prepareSignalBars.js';
import { readFundingReading } from './readFundingReading.js';
import { readScanRule } from './_lib/readScanRule.js';

/** Why an optional input is missing. */
export type MissingInputReason = 'source_not_configured' | 'source_unavailable' | 'unknown_at_source';

/** An optional input: its data, or why there is none. */
export type OptionalInput<T> = { readonly data: T } | { readonly missing: MissingInputReason; readonly detail?: string };

/** What one instrument's call reads. */
export interface InstrumentSignalInputs {
  readonly instrument: InstrumentSpec;
  /** Bars as the source delivered them (1h or 1d), oldest first. */
  readonly bars: MarketBars;
  /** Commitments of Traders reports of the instrument's market (instruments with a market in `markets.positioning.cot_markets`). */
  readonly positioning?: OptionalInput<readonly CotReport[]>;
  /** Perpetual funding (crypto): a single positioning reading. */
  readonly funding?: OptionalInput<readonly FundingRate[]>;
  /** Fear-and-greed readings (crypto): the sentiment series. */
  readonly sentiment?: OptionalInput<readonly FearGreedReading[]>;
}

/** Options of {@link generateInstrumentSignal}. */
export interface GenerateInstrumentSignalOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  readonly timeframe: Timeframe;
  /** The instant of the call, epoch ms: bars after it are dropped, and staleness is measured to it. */
  readonly instantMs: number;
  /** Stop distance in price units; default the engine's 1.5 × ATR(14). */
  readonly riskPoints?: number;
  /** Default the engine's 1.0. */
  readonly rewardRatio?: number;
  /**
   * Run the engine even with fewer bars than `min_bars` or stale bars (a single requested call answers with the
   * baseline and says why); a scan leaves such instruments out instead. Default false.
   */
  readonly answerThin?: boolean;
  readonly lang?: 'en' | 'es';
}

/** How an optional input of the model was used. */
export interface FactorInput {
  readonly factor: 'positioning' | 'sentiment';
  readonly source: 'cftc_cot' | 'perp_funding' | 'fear_greed';
  readonly used: boolean;
  /** The reading at the signal bar (z-score, or sentiment in [−1, 1]); null when not used. */
  readonly reading: number | null;
  /** Whether the history conditions on it (a series) or it only votes (a single reading). */
  readonly in_history: boolean;
  /** Why it is not used; null when used. */
  readonly reason: 'no_source_market' | 'no_reading' | MissingInputReason | null;
  readonly message: string;
}

/** Result of {@link generateInstrumentSignal}. */
export interface InstrumentSignal {
  /** The scan entry: the call, or why there is none. */
  readonly entry: ScanEntry;
  /** The engine's call (also when thin, if `answerThin`); null when it did not run. */
  readonly call: GenerateSignalResult | null;
  readonly prepared: PreparedBars | UnusableBars;
  readonly inputs: readonly FactorInput[];
  /** Notes on the bars (stale, thin) for a single call. */
  readonly notes: readonly { readonly code: GenerateInstrumentSignalKey; readonly message: string }[];
  /** Round-trip cost charged, price units. */
  readonly spread: number | null;
  /** The rules applied besides the engine's own (its citations are in `call`). */
  readonly rules: readonly AppliedRule<unknown>[];
}

const fmt = (x: number): string => String(Number(x.toFixed(3)));

/**
 * One instrument's call with every factor the model has: the bars resampled to the timeframe, positioning (the
 * Commitments of Traders z-score as a series, or a crypto perpetual's funding as a single reading) and sentiment (the
 * crypto fear-and-greed index as a series) when they exist, and the asset class's round-trip cost as the spread. Each
 * optional input that is not used is listed with the reason: no market for this instrument, no source configured, the
 * source unavailable or without data, or no reading known at the signal bar.
 *
 * @param inputs - {@link InstrumentSignalInputs}. Not modified.
 * @param options - {@link GenerateInstrumentSignalOptions}.
 * @returns {@link InstrumentSignal}.
 * @throws {@link GuidekitError} `invalid_type` on `inputs`; whatever the engines throw on bad arguments.
 * @example
 * ```ts
 * const { call } = generateInstrumentSignal({ instrument: gold, bars, positioning: { data: reports } }, { asOf: '2026-11-25', timeframe: '1d', instantMs });
 * ```
 * @see docs/market-endpoints.md
 */
export function generateInstrumentSignal(inputs: InstrumentSignalInputs, options: GenerateInstrumentSignalOptions): InstrumentSignal {
  const fn = 'generateInstrumentSignal';
  if (inputs === null || typeof inputs !== 'object' || inputs.instrument === undefined || inputs.bars === undefined) {
    throw new GuidekitError(`${fn}: inputs must hold an instrument and its bars`, { code: 'invalid_type', field: 'inputs' });
  }
  const lang = readEngineLang(options.lang, { fn });
  const t = createTranslate(generateInstrumentSignalMessages, lang);
  const { instrument } = inputs;
  const spreadRule = readScanRule(fn, SCAN_SPREAD_BPS, options.asOf);
  const cotRule = readScanRule(fn, COT_MARKETS, options.asOf);
  const rules: AppliedRule<unknown>[] = [spreadRule];
  const prepared = prepareSignalBars(inputs.bars, options.timeframe, { asOf: options.asOf, instrument, instantMs: options.instantMs });
  rules.push(prepared.rule);
  const notes: { code: GenerateInstrumentSignalKey; message: string }[] = [];
  const factorInputs: FactorInput[] = [];
  const symbol = instrument.id;

  const engineBars = prepared.status === 'ok' ? prepared.bars : options.answerThin === true ? prepared.resampled : null;
  let skipped: ScanEntry['skipped'] | undefined;
  if (prepared.status !== 'ok') {
    if (prepared.status === 'no_data') skipped = { reason: 'no_data' };
    else if (prepared.status === 'bad_data') skipped = { reason: 'bad_data', bars: prepared.bars };
    else {
      skipped = { reason: 'too_little_history', bars: prepared.bars, min_bars: prepared.min_bars };
      notes.push({ code: 'too_little_history', message: t('too_little_history', { bars: prepared.bars, min: prepared.min_bars }) });
    }
  } else if (prepared.stale) {
    skipped = { reason: 'stale_bars', bars: prepared.bars.times.length, age_days: prepared.last_bar_age_days };
    notes.push({ code: 'bars_stale', message: t('bars_stale', { days: prepared.last_bar_age_days }) });
  }
  const runEngine = engineBars !== null && (skipped === undefined || options.answerThin === true);

  // Positioning: the Commitments of Traders as a series, or a perpetual's funding as one reading.
  const cot = cotRule.value[symbol];
  let positioningZ: number | Float64Array | undefined;
  const missingNote = (factor: FactorInput['factor'], source: FactorInput['source'], reason: FactorInput['reason'] & string, detail?: string): FactorInput => ({
    factor,
    source,
    used: false,
    reading: null,
    in_history: false,
    reason,
    message: t(reason, { factor: factor === 'positioning' ? (lang === 'es' ? 'Posicionamiento' : 'Positioning') : lang === 'es' ? 'Sentimiento' : 'Sentiment', source: SOURCE_NAMES[lang][source], detail: detail ?? '' }),
  });
  if (instrument.assetClass === 'crypto') {
    const funding = inputs.funding;
    if (funding === undefined) factorInputs.push(missingNote('positioning', 'perp_funding', 'source_not_configured'));
    else if ('missing' in funding) factorInputs.push(missingNote('positioning', 'perp_funding', funding.missing, funding.detail));
    else {
      const reading = readFundingReading(funding.data, { asOf: options.asOf });
      rules.push(reading.rule);
      if (reading.z === null) factorInputs.push(missingNote('positioning', 'perp_funding', 'no_reading'));
      else {
        positioningZ = reading.z;
        factorInputs.push({
          factor: 'positioning',
          source: 'perp_funding',
          used: true,
          reading: reading.z,
          in_history: false,
          reason: null,
          message: t('funding_used', { hours: reading.rule.value.funding_window_hours, annualised: `${fmt((reading.annualised as number) * 100)} %`, z: fmt(reading.z) }),
        });
      }
    }
  } else if (cot === undefined) {
    factorInputs.push(missingNote('positioning', 'cftc_cot', 'no_source_market'));
  } else {
    rules.push(cotRule);
    const positioning = inputs.positioning;
    if (positioning === undefined) factorInputs.push(missingNote('positioning', 'cftc_cot', 'source_not_configured'));
    else if ('missing' in positioning) factorInputs.push(missingNote('positioning', 'cftc_cot', positioning.missing, positioning.detail));
    else if (engineBars !== null) {
      const aligned = alignPositioning(positioning.data, engineBars.times, { asOf: options.asOf, sign: cot.sign });
      rules.push(aligned.rule);
      if (aligned.latest?.z === null || aligned.latest === null) factorInputs.push(missingNote('positioning', 'cftc_cot', 'no_reading'));
      else {
        positioningZ = aligned.z;
        factorInputs.push({
          factor: 'positioning',
          source: 'cftc_cot',
          used: true,
          reading: aligned.latest.z,
          in_history: true,
          reason: null,
          message: t('positioning_used', { market: cot.market, z: fmt(aligned.latest.z), date: aligned.latest.report_date }),
        });
      }
    }
  }

  // Sentiment: the crypto fear-and-greed index as a series; no sentiment source exists for other classes.
  let sentiment: Float64Array | undefined;
  if (instrument.assetClass === 'crypto') {
    const readings = inputs.sentiment;
    if (readings === undefined) factorInputs.push(missingNote('sentiment', 'fear_greed', 'source_not_configured'));
    else if ('missing' in readings) factorInputs.push(missingNote('sentiment', 'fear_greed', readings.missing, readings.detail));
    else if (engineBars !== null) {
      const aligned = alignFearGreed(readings.data, engineBars.times, { asOf: options.asOf });
      rules.push(aligned.rule);
      if (aligned.latest === null) factorInputs.push(missingNote('sentiment', 'fear_greed', 'no_reading'));
      else {
        sentiment = aligned.sentiment;
        factorInputs.push({
          factor: 'sentiment',
          source: 'fear_greed',
          used: true,
          reading: aligned.latest.sentiment,
          in_history: true,
          reason: null,
          message: t('sentiment_used', { value: aligned.latest.value, classification: aligned.latest.classification, reading: fmt(aligned.latest.sentiment) }),
        });
      }
    }
  } else {
    factorInputs.push(missingNote('sentiment', 'fear_greed', 'no_source_market'));
  }

  let call: GenerateSignalResult | null = null;
  let spread: number | null = null;
  if (runEngine && engineBars !== null) {
    const last = engineBars.close[engineBars.close.length - 1] as number;
    spread = (last * spreadRule.value[instrument.assetClass]) / 10_000;
    // Resampled bars are MarketBars at a signal timeframe; the engine reads only their arrays.
    call = generateSignal(engineBars as unknown as MarketBars, {
      asOf: options.asOf,
      spread,
      lang,
      ...(options.riskPoints === undefined ? {} : { riskPoints: options.riskPoints }),
      ...(options.rewardRatio === undefined ? {} : { rewardRatio: options.rewardRatio }),
      ...(positioningZ === undefined ? {} : { positioningZ }),
      ...(sentiment === undefined ? {} : { sentiment }),
    });
  }
  const entry: ScanEntry = skipped === undefined && call !== null ? { instrument, call, inputs: factorInputs } : { instrument, skipped: skipped ?? { reason: 'no_data' } };
  return { entry, call, prepared, inputs: factorInputs, notes, spread, rules };
}

const SOURCE_NAMES: Readonly<Record<'en' | 'es', Readonly<Record<FactorInput['source'], string>>>> = {
  en: { cftc_cot: 'Commitments of Traders', perp_funding: 'perpetual funding', fear_greed: 'fear-and-greed' },
  es: { cftc_cot: 'Commitments of Traders', perp_funding: 'financiación de perpetuos', fear_greed: 'miedo y codicia' },
};
