import { utc } from '@date-fns/utc';
import { differenceInDays } from 'date-fns';
import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { requireRule } from '../../../core/requireRule.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { RuleCitations } from '../../../core/citeRules.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { Timeframe } from '../../../markets/ports/MarketBars.js';
import type { PerpBookSource } from '../../../markets/ports/PerpBookSource.js';
import type { SignalLog } from '../../../markets/ports/SignalLog.js';
import type { InstrumentSpec } from '../../../markets/rules/instruments.js';
import { SIGNAL_HISTORY } from '../../../markets/rules/scanSettings.js';
import { generateInstrumentSignal, type InstrumentSignal } from '../../../markets/scans/generateInstrumentSignal.js';
import { priceCallAtReference } from '../../../markets/scans/priceCallAtReference.js';
import { serveSignalMessages } from '../../../markets/scans/messages/serveSignal.js';
import type { GenerateSignalResult } from '../../../markets/signals/generateSignal.js';
import { loadSignalInputs, type SignalPorts } from './loadSignalInputs.js';
import { mergeSportsCitations } from '../../../markets/sportsScans/mergeSportsCitations.js';
import { observeClock } from './observeClock.js';
import { readReference, type ReferenceOutcome } from './readReference.js';
import { requireSignalEdge } from './requireSignalEdge.js';

/** Options of {@link serveSignal}. */
export interface ServeSignalOptions {
  readonly endpoint: string;
  readonly timeframe: Timeframe;
  readonly asOf: string;
  readonly lang: 'en' | 'es';
  readonly trace: SourceRecorder;
  readonly ports: SignalPorts & { readonly perpBook?: PerpBookSource; readonly signalLog?: SignalLog };
  /** risk_points as the caller gave them (points for instruments with a point size, else price units). */
  readonly riskPoints?: number;
  readonly rewardRatio?: number;
}

/** One served call: the answer's fields, and the engine's call for endpoints that build on it. */
export interface ServedSignal {
  readonly body: Record<string, unknown> & RuleCitations;
  readonly call: GenerateSignalResult;
  readonly signal: InstrumentSignal;
  readonly reference: ReferenceOutcome;
  readonly instant: number;
}

/**
 * Serves one instrument's call, as GET /api/signal/generate answers it: the bars through the ports, every factor
 * (positioning and sentiment where they exist), the call at the timeframe (even with too little history: the engine
 * then answers the baseline and says why), the reference object while the session is closed (null otherwise, and for
 * crypto), the levels quoted off a live reference, and, when a reference was served, the entry kept in the signal log
 * for grading.
 *
 * @param spec - The resolved instrument.
 * @param options - {@link ServeSignalOptions}.
 * @returns {@link ServedSignal}.
 * @throws {@link SourceUnavailableError} when the bars cannot be read or there are none; the port's `GuidekitError`
 *   (a 400 naming `instrument`) when the source does not know the symbol.
 * @example
 * ```ts
 * const { body } = await serveSignal(resolveInstrument('AAPL', { allowEquity: true }), { endpoint: 'signalGenerate', timeframe: '1d', asOf, lang: 'en', trace: ctx.trace, ports: ctx.ports });
 * ```
 */
export async function serveSignal(spec: InstrumentSpec, options: ServeSignalOptions): Promise<ServedSignal> {
  const { asOf, lang, timeframe, ports } = options;
  const t = createTranslate(serveSignalMessages, lang);
  const clock = observeClock(options.trace, asOf);
  const loaded = await loadSignalInputs(spec, { timeframe, asOf, ports, trace: clock.trace, memo: { cot: new Map() } });
  if (!loaded.ok) throw loaded.error;
  const instant = clock.instant();
  const riskPrice = options.riskPoints === undefined ? undefined : options.riskPoints * (spec.pointSize ?? 1);
  const signal = generateInstrumentSignal(loaded.inputs, {
    asOf,
    timeframe,
    instantMs: instant,
    lang,
    answerThin: true,
    ...(riskPrice === undefined ? {} : { riskPoints: riskPrice }),
    ...(options.rewardRatio === undefined ? {} : { rewardRatio: options.rewardRatio }),
  });
  const call = signal.call;
  if (call === null) {
    const source = spec.assetClass === 'crypto' ? 'crypto' : 'prices';
    throw new SourceUnavailableError(
      source,
      signal.prepared.status === 'bad_data' ? `the source sent the bars of ${spec.id} out of order or repeated` : `the source returned no bars of ${spec.id} up to ${asOf}`,
    );
  }
  const reference = await readReference(spec, { perpBook: ports.perpBook, memo: {}, bars: loaded.inputs.bars, instantMs: instant, lang, trace: clock.trace });
  const levels = priceCallAtReference(call, reference.reference);

  const prepared = signal.prepared;
  const { symbol: _symbol, bar_index: _index, entry: _entry, stop: _stop, take_profit: _tp, reasons, rules_applied: _r, unverified_rules: _u, stale_rules: _s, stale_note: _n, ...rest } = call;
  const history = requireRule(SIGNAL_HISTORY, asOf);
  const citations = mergeSportsCitations([call, ...signal.rules, history, reference.citations], lang);
  const answer = {
    instrument: {
      id: spec.id,
      name: spec.name,
      asset_class: spec.assetClass,
      quote_currency: spec.quoteCurrency,
      point_size: spec.pointSize,
      session_venue: spec.sessionVenue,
    },
    timeframe,
    evaluated_at: new Date(instant).toISOString(),
    session: reference.session,
    risk: {
      risk_points: options.riskPoints ?? null,
      unit: spec.pointSize === null ? ('price' as const) : ('points' as const),
      price_distance: call.risk_points,
    },
    bars: {
      count: prepared.status === 'ok' ? prepared.bars.times.length : prepared.bars,
      source_interval: loaded.inputs.bars.interval,
      source_count: prepared.status === 'ok' ? prepared.source_bars : null,
      last_bar_time: prepared.status === 'ok' ? prepared.last_bar_time : call.bar_time,
      last_bar_age_days: prepared.status === 'ok' ? prepared.last_bar_age_days : Math.max(0, differenceInDays(instant, call.bar_time, { in: utc })),
      stale: prepared.status === 'ok' ? prepared.stale : false,
    },
    signal: {
      ...rest,
      entry: levels.entry,
      stop: levels.stop,
      take_profit: levels.take_profit,
      last_close: levels.last_close,
      entry_source: levels.entry_source,
      entry_quality: levels.entry_quality,
    },
    factor_inputs: signal.inputs,
    reasons: reasons.map((r) => ({ code: r.code, message: r.message })),
    notes: signal.notes.map((n) => ({ code: n.code, message: n.message })),
    _meta: {
      reference: reference.reference,
      reference_detail: {
        absent: reference.absent,
        session: reference.session,
        explanation: reference.explanation,
        checks: reference.checks,
        observed: reference.observed,
        last_close: reference.last_close,
        listing: reference.listing,
      },
    },
    ...citations,
  };
  // The call is sold only where its class has a measured edge over drift; a declined call is never logged for grading.
  const edgeRule = requireSignalEdge(spec.assetClass, {
    asOf,
    lang,
    subject: spec.id,
    candidates: [
      {
        symbol: spec.id,
        asset_class: spec.assetClass,
        direction: call.direction,
        tradable: call.direction !== 'no_signal',
        candidate: call.candidate,
        probability: call.probability,
        probability_interval: call.probability_interval,
        baseline_probability: call.baseline_probability,
        breakeven_probability: call.breakeven_probability,
        edge: call.edge,
        samples: call.history.samples,
        history_sufficient: call.history.sufficient,
        entry: levels.entry,
        stop: levels.stop,
        take_profit: levels.take_profit,
        reward_ratio: call.reward_ratio,
      },
    ],
    details: (({ signal: _signal, ...rest }) => rest)(answer),
  });
  let record: { kept: boolean; detail: string | null } | null = null;
  if (reference.reference !== null) {
    if (ports.signalLog === undefined) record = { kept: false, detail: t('record_no_store') };
    else {
      try {
        await ports.signalLog.recordSignal({
          endpoint: options.endpoint,
          instrument: spec.id,
          timeframe,
          captured_at: instant,
          direction: call.direction,
          entry: levels.entry,
          entry_source: levels.entry_source,
          entry_quality: reference.reference.quality,
          last_close: reference.last_close?.price ?? call.entry,
          stop: levels.stop,
          take_profit: levels.take_profit,
          reference: reference.reference,
        });
        record = { kept: true, detail: null };
      } catch (error) {
        // The answer stands without its record: grading is bookkeeping, never a reason to withhold a paid answer.
        record = { kept: false, detail: t('record_failed', { detail: (error as Error).message }) };
      }
    }
  }

  const body = { ...answer, _meta: { ...answer._meta, record }, ...mergeSportsCitations([answer, edgeRule], lang) };
  return { body, call, signal, reference, instant };
}
