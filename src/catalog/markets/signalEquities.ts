import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { EQUITY_DEFAULT_UNIVERSE, EQUITY_SIGNAL_TYPES } from '../../markets/rules/equitySignals.js';
import { gateEquitySignalTypes } from '../../markets/scans/gateEquitySignalTypes.js';
import { gateEquitySignalTypesMessages } from '../../markets/scans/messages/gateEquitySignalTypes.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import type { InstrumentSpec } from '../../markets/rules/instruments.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { resolveMarketInstrument } from './_lib/resolveMarketInstrument.js';
import { requireSignalEdge } from './_lib/requireSignalEdge.js';
import { runSignalScan } from './_lib/runSignalScan.js';
import { serveSignal } from './_lib/serveSignal.js';
import { signalEquitiesResponse } from './responses/signalEquities.js';

/** An equity ticker, refused (400 naming `ticker`) when it is not one. */
function readEquity(ticker: string, asOf: string): InstrumentSpec {
  let spec: InstrumentSpec;
  try {
    spec = resolveMarketInstrument(ticker, asOf);
  } catch (error) {
    if (error instanceof GuidekitError) throw new GuidekitError(`signalEquities: ${error.message.replace(/^resolveInstrument: /, '')}`, { code: error.code, field: 'ticker' });
    throw error;
  }
  if (spec.assetClass !== 'equity') {
    throw new GuidekitError(`signalEquities: ticker must be an equity, got ${JSON.stringify(ticker)} (${spec.id}, ${spec.assetClass}); use /api/signal/generate for other instruments`, { code: 'not_equity', field: 'ticker' });
  }
  return spec;
}

/**
 * GET /api/signal/equities: Equities signal with signal-type gating. The spec shows no parameters; guidekit accepts the
 * undeclared `ticker` (one equity; without it a dated list of US large caps is scanned and the best gated call is
 * given) and `type` (breakout, pullback_in_trend or mean_reversion; default all three). The signal engine's call on
 * daily bars is given only when one signal type passes its gate on the engine's own factors; each type that fails is
 * listed with why. While the session is closed and a perpetual lists the equity, `_meta.reference` carries the
 * reference price object and the levels are quoted off it; `reference: null` otherwise. Sold only where equity calls
 * have a measured out-of-sample edge over drift (`markets.signal_edge`); otherwise a 409 `no-edge`, never charged
 * (docs/signal-declines.md). See docs/market-endpoints.md.
 */
export const signalEquities = defineEndpoint({
  operationId: 'signalEquities',
  method: 'GET',
  path: '/api/signal/equities',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Equities signal with signal-type gating.',
  params: z.object({
    lang: langParam,
    // One US (or .L, .DE, .T) equity ticker; absent: the default list of large caps.
    ticker: q.text({ max: 20 }).optional().meta(UNDECLARED_PARAM_META),
    // Only this signal type; absent: all three.
    type: q.oneOf(EQUITY_SIGNAL_TYPES as unknown as readonly [string, ...string[]]).optional().meta(UNDECLARED_PARAM_META),
  }),
  needs: ['prices', 'perpBook', 'signalLog'],
  needsFor: () => ['prices'],
  precheck: (p, ctx) => {
    if (p.ticker !== undefined) readEquity(p.ticker, ctx.asOf);
  },
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const types = p.type === undefined ? undefined : [p.type as (typeof EQUITY_SIGNAL_TYPES)[number]];
    const base = { endpoint: 'signalEquities', timeframe: '1d' as const, asOf: ctx.asOf, lang, trace: ctx.trace, ports: ctx.ports };
    let chosen: InstrumentSpec | null = null;
    let listPart: { universe: unknown; candidates: readonly unknown[]; skipped: readonly unknown[]; partial: boolean; failed: string[]; citations: unknown; evaluated: number | null } = {
      universe: null,
      candidates: [],
      skipped: [],
      partial: false,
      failed: [],
      citations: null,
      evaluated: null,
    };
    if (p.ticker !== undefined) chosen = readEquity(p.ticker, ctx.asOf);
    else {
      const rule = requireRule(EQUITY_DEFAULT_UNIVERSE, ctx.asOf);
      const instruments = rule.value.map((t) => resolveMarketInstrument(t, ctx.asOf));
      const run = await runSignalScan({ instruments, timeframe: '1d', asOf: ctx.asOf, lang, trace: ctx.trace, ports: ctx.ports, rules: [rule] });
      const candidates = run.scan.ranked.map((row) => {
        const call = run.signals.get(row.symbol)!.call!;
        const gate = gateEquitySignalTypes(call, { asOf: ctx.asOf, lang, ...(types === undefined ? {} : { types }) });
        return { ...row, gated_direction: row.tradable ? gate.direction : 'no_signal', passed_types: gate.passed_types };
      });
      // A call is sold only where equity calls have a measured edge over drift (markets.signal_edge): otherwise a 409
      // no-edge naming the list's nearest candidates, before any call is served or logged.
      requireSignalEdge('equity', {
        asOf: ctx.asOf,
        lang,
        subject: rule.id,
        candidates,
        details: {
          ticker: null,
          universe: { id: rule.id, count: instruments.length, symbols: instruments.map((i) => i.id) },
          type_filter: p.type ?? null,
          timeframe: '1d',
          skipped: run.scan.skipped,
          partial: run.scan.partial,
          failed: [...run.scan.failed],
          ...run.citations,
        },
      });
      const best = candidates.find((c) => c.gated_direction !== 'no_signal');
      if (best !== undefined) chosen = instruments.find((i) => i.id === best.symbol) ?? null;
      listPart = {
        universe: { id: rule.id, count: instruments.length, symbols: instruments.map((i) => i.id) },
        candidates,
        skipped: run.scan.skipped,
        partial: run.scan.partial,
        failed: [...run.scan.failed],
        citations: run.citations,
        evaluated: run.instant,
      };
    }
    if (chosen === null) {
      return {
        ticker: null,
        universe: listPart.universe,
        type_filter: p.type ?? null,
        timeframe: '1d',
        evaluated_at: new Date(listPart.evaluated ?? Date.parse(`${ctx.asOf}T23:59:59.999Z`)).toISOString(),
        direction: 'no_signal',
        instrument: null,
        session: null,
        bars: null,
        signal: null,
        gating: null,
        factor_inputs: [],
        reasons: [{ code: 'verdict_list_none', message: createTranslate(gateEquitySignalTypesMessages, lang)('verdict_list_none') }],
        notes: [],
        candidates: listPart.candidates,
        skipped: listPart.skipped,
        partial: listPart.partial,
        failed: listPart.failed,
        _meta: { reference: null, reference_detail: null, record: null },
        ...mergeSportsCitations([listPart.citations as never], lang),
      };
    }
    let served;
    try {
      served = await serveSignal(chosen, base);
    } catch (error) {
      // The price source does not know the ticker: the 400 names the parameter the caller sent.
      if (error instanceof GuidekitError && error.field === 'instrument' && p.ticker !== undefined) throw new GuidekitError(`signalEquities: ${error.message}`, { code: error.code, field: 'ticker' });
      throw error;
    }
    const gate = gateEquitySignalTypes(served.call, { asOf: ctx.asOf, lang, ...(types === undefined ? {} : { types }) });
    const { rules_applied: _a, unverified_rules: _u, stale_rules: _s, stale_note: _n, reasons, ...rest } = served.body as unknown as Record<string, unknown> & { reasons: { code: string; message: string }[]; stale_note?: string };
    return {
      ...rest,
      ticker: p.ticker === undefined ? null : chosen.id,
      universe: listPart.universe,
      type_filter: p.type ?? null,
      direction: gate.direction,
      gating: { side: gate.side, types: gate.types, passed_types: gate.passed_types, verdict: gate.verdict },
      reasons: [...reasons, gate.verdict],
      candidates: listPart.candidates,
      skipped: listPart.skipped,
      partial: listPart.partial,
      failed: listPart.failed,
      ...mergeSportsCitations([served.body, gate, listPart.citations as never], lang),
    };
  },
  conflict: 'Equity calls have no measured out-of-sample edge over drift (no-edge, with the measured figures and the nearest candidates, each with why it is not sold).',
  response: signalEquitiesResponse,
});
