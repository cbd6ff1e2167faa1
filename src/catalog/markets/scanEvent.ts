import { utc } from '@date-fns/utc';
import { endOfDay, subDays } from 'date-fns';
import { z } from 'zod';
import { GuidekitError } from '../../core/GuidekitError.js';
import { q } from '../../core/queryParams.js';
import { requireRule } from '../../core/requireRule.js';
import { listEconomicReleases } from '../../markets/events/listEconomicReleases.js';
import { scanEconomicEvent } from '../../markets/events/scanEconomicEvent.js';
import { resolveInstrument } from '../../markets/instruments/resolveInstrument.js';
import type { MarketBars } from '../../markets/ports/MarketBars.js';
import { ECONOMIC_EVENT_KINDS, type EconomicEventKind } from '../../markets/rules/economicCalendar.js';
import { EVENT_MEASURES, EVENT_PLAYBOOK_INSTRUMENTS, EVENT_REACTION_RULE } from '../../markets/rules/eventPlaybook.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { scanEventResponse } from './responses/scanEvent.js';

/** Years of series history read before the first release on record, for the prior trend and the surprise spread. */
const HISTORY_YEARS = 4;

/** The instrument named, resolved (crypto reads the `crypto` port, everything else `prices`), or undefined. */
function readInstrument(text: string | undefined, asOf: string) {
  if (text === undefined) return undefined;
  return resolveInstrument(text, { allowEquity: true, asOf });
}

/** The release whose next date comes first at asOf (the event a caller most likely means when naming none). */
function nearestEvent(asOf: string): EconomicEventKind {
  let best: { kind: EconomicEventKind; date: string } | undefined;
  for (const kind of ECONOMIC_EVENT_KINDS) {
    const next = listEconomicReleases(kind, { asOf }).next;
    if (next !== null && (best === undefined || next.date < best.date)) best = { kind, date: next.date };
  }
  return best?.kind ?? 'cpi';
}

/**
 * GET /api/scan/event: the economic-event reaction scanner. For a release (CPI, the Employment Situation, the FOMC
 * decision, advance GDP; by default the next one on the calendar) it gives the calendar, the latest release's surprise
 * (against consensus where a source is configured, else against the prior trend) and the playbook: how each instrument
 * moved after past releases of the same kind, bucketed by surprise size, with hit rates and sample sizes. Release
 * values are read from the `macroReleases` port; bars from `prices` (or `crypto` for a crypto pair).
 *
 * @see docs/ask-analysis-event.md#the-event-scanner
 */
export const scanEvent = defineEndpoint({
  operationId: 'scanEvent',
  method: 'GET',
  path: '/api/scan/event',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Economic-event reaction scanner: release surprise to market-reaction playbook.',
  // The spec shows no parameters; `event` and `instrument` are ours (docs/catalog.md): both optional.
  params: z.object({
    event: q.oneOf(['cpi', 'nfp', 'fomc', 'gdp'] as const satisfies readonly EconomicEventKind[]).optional(),
    instrument: q.text({ max: 20 }).optional(),
    lang: langParam,
  }),
  needs: ['macroReleases', 'prices', 'crypto'],
  needsFor: (p) => {
    let cls: string | undefined;
    try {
      cls = p.instrument === undefined ? undefined : resolveInstrument(p.instrument, { allowEquity: true }).assetClass;
    } catch {
      cls = undefined;
    }
    return cls === 'crypto' ? ['macroReleases', 'crypto'] : ['macroReleases', 'prices'];
  },
  precheck: (p, ctx) => {
    // An unknown instrument is a 400 before payment, naming the nearest known ids.
    readInstrument(p.instrument, ctx.asOf);
  },
  run: async (p, ctx) => {
    const kind = p.event ?? nearestEvent(ctx.asOf);
    const measure = requireRule(EVENT_MEASURES, ctx.asOf).value[kind];
    const reaction = requireRule(EVENT_REACTION_RULE, ctx.asOf).value;
    const calendar = listEconomicReleases(kind, { asOf: ctx.asOf });
    const firstRelease = calendar.past[0]?.date ?? ctx.asOf;
    const from = `${Number(firstRelease.slice(0, 4)) - HISTORY_YEARS}-01-01`;
    const series = await ctx.ports.macroReleases.loadSeries({ series: measure.series, from }, { trace: ctx.trace });
    const named = readInstrument(p.instrument, ctx.asOf);
    const instruments = named === undefined ? requireRule(EVENT_PLAYBOOK_INSTRUMENTS, ctx.asOf).value.map((id) => resolveInstrument(id, { asOf: ctx.asOf })) : [named];
    const request = { interval: '1d' as const, from: subDays(firstRelease, reaction.lookbackDays, { in: utc }).getTime(), to: endOfDay(ctx.asOf, { in: utc }).getTime() };
    const bars: MarketBars[] = [];
    for (const spec of instruments) {
      const source = spec.assetClass === 'crypto' ? ctx.ports.crypto : ctx.ports.prices;
      if (source === undefined) throw new GuidekitError(`scanEvent: ${spec.id} needs the ${spec.assetClass === 'crypto' ? 'crypto' : 'prices'} port`, { code: 'invalid_instrument', field: 'instrument' });
      bars.push({ ...(await source.loadBars({ symbol: spec.id, ...request }, { trace: ctx.trace })), symbol: spec.id });
    }
    return scanEconomicEvent({ kind, series, bars }, { asOf: ctx.asOf, lang: ctx.lang.lang });
  },
  response: scanEventResponse,
});
