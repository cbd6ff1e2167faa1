import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { GuidekitError, type FieldIssue } from '../../core/GuidekitError.js';
import { assessShoppingTrip, type TripItem, type TripSourceStatus } from '../../safety/assessShoppingTrip.js';
import { matchRecalls } from '../../safety/matchRecalls.js';
import { scoreMerchant, type ScoreMerchantResult } from '../../safety/scoreMerchant.js';
import { parseMerchantTarget, type MerchantTarget } from '../../safety/parseMerchantTarget.js';
import { RECALL_COUNTRIES, selectRecallSources } from '../../safety/selectRecallSources.js';
import { shopperTripResponse } from './responses/shopperTrip.js';

/** Merchants probed at the same time; each probe has its own 10 s budget. */
const PROBE_CONCURRENCY = 8;

/** Each item's merchant target (null without a URL); every refused URL is one issue of a single 400. */
function merchantTargets(items: readonly { readonly merchant_url?: string | undefined }[]): (MerchantTarget | null)[] {
  const issues: FieldIssue[] = [];
  const targets = items.map((item, i) => {
    if (item.merchant_url === undefined) return null;
    try {
      return parseMerchantTarget(item.merchant_url, { field: `items[${i}].merchant_url` });
    } catch (error) {
      if (!(error instanceof GuidekitError)) throw error;
      issues.push(...error.issues);
      return null;
    }
  });
  if (issues.length > 0) throw new GuidekitError(`shopperTrip: ${issues.length} merchant URL(s) refused`, { code: 'invalid_parameters', issues });
  return targets;
}

/** One item of a shopping trip: what it is, what it costs and where it is bought. */
const tripItemSchema = z.object({
  name: q.text(),
  brand: q.text({ max: 100 }).optional(),
  model: q.text({ max: 100 }).optional(),
  upc: q.text({ max: 32 }).optional(),
  // Price of one unit, an exact decimal.
  price: q.money().optional(),
  // An ISO 4217 code such as USD or EUR; required with a price (amounts are never assumed to be dollars).
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
  // Whole units bought, default 1.
  quantity: q.integer({ min: 1, max: 10_000 }).optional(),
  // The shop's page or domain (http/https on ports 80/443 only; internal addresses are refused).
  merchant_url: q.text({ max: 2048 }).optional(),
});

/**
 * POST /api/shopper/trip: Shopping trip check: recalls for each item and the trust of each merchant.
 *
 * The spec shows no inputs; the body is ours and provisional (docs/catalog.md, docs/merchant-probe.md). Each item is
 * checked against the local recall snapshots (the recall snapshot provider); each distinct merchant (by hostname) is
 * probed once and scored; prices are summed per currency as exact decimals; `assessShoppingTrip` gives the verdict.
 * A merchant URL that is or resolves to an internal address is a 400 naming `items[i].merchant_url`.
 */
export const shopperTrip = defineEndpoint({
  operationId: 'shopperTrip',
  method: 'POST',
  path: '/api/shopper/trip',
  priceUsd: '0.25',
  domain: 'safety',
  spec: 'Market Signal Service and Shopping Safety Service, Shopping safety service',
  summary: 'Shopping trip check: recalls for each item and the trust of each merchant.',
  params: z
    .object({
      items: z.array(tripItemSchema).min(1, 'must list at least one item').max(100, 'must list at most 100 items'),
      // Where the trip happens: selects the recall sources that must be current (as on GET /api/safety/recalls); absent → all.
      country: q.oneOf(RECALL_COUNTRIES).optional().meta(UNDECLARED_PARAM_META),
      lang: langParam,
    })
    .superRefine((body, ctx) => {
      body.items.forEach((item, i) => {
        if (item.price !== undefined && item.currency === undefined) {
          ctx.addIssue({ code: 'custom', path: ['items', i, 'currency'], message: 'give the currency of the price (ISO 4217)' });
        }
      });
    })
    .meta({ provisional: 'the body is ours: the spec shows no inputs for this endpoint' }),
  needs: ['merchantProbe', 'recalls'],
  // Every merchant URL is checked before payment: first as written (no lookup), then each distinct host through the
  // probe's DNS screen; each refused one is named in the 400.
  precheck: async (p, ctx) => {
    const targets = merchantTargets(p.items);
    const screen = ctx.ports.merchantProbe?.screenTarget;
    if (screen === undefined) return;
    const firstIndex = new Map<string, number>();
    targets.forEach((t, i) => {
      if (t !== null && !firstIndex.has(t.hostname)) firstIndex.set(t.hostname, i);
    });
    const issues: FieldIssue[] = [];
    const indexes = [...firstIndex.values()];
    for (let start = 0; start < indexes.length; start += PROBE_CONCURRENCY) {
      await Promise.all(
        indexes.slice(start, start + PROBE_CONCURRENCY).map(async (i) => {
          try {
            await screen(p.items[i]!.merchant_url!, { field: `items[${i}].merchant_url` });
          } catch (error) {
            if (!(error instanceof GuidekitError)) throw error;
            issues.push(...error.issues);
          }
        }),
      );
    }
    if (issues.length > 0) {
      issues.sort((a, b) => a.field.localeCompare(b.field, 'en', { numeric: true }));
      throw new GuidekitError(`shopperTrip: ${issues.length} merchant URL(s) refused`, { code: 'private_address', issues });
    }
  },
  run: async (p, ctx) => {
    const hostOf = merchantTargets(p.items);
    const firstIndex = new Map<string, number>();
    hostOf.forEach((t, i) => {
      if (t !== null && !firstIndex.has(t.hostname)) firstIndex.set(t.hostname, i);
    });

    const probe = ctx.ports.merchantProbe;
    const scores: Record<string, ScoreMerchantResult> = {};
    const merchantSources: TripSourceStatus[] = [];
    const hosts = [...firstIndex.keys()];
    for (let start = 0; start < hosts.length; start += PROBE_CONCURRENCY) {
      await Promise.all(
        hosts.slice(start, start + PROBE_CONCURRENCY).map(async (host) => {
          const i = firstIndex.get(host)!;
          let signals;
          try {
            signals = await probe(p.items[i]!.merchant_url!, { field: `items[${i}].merchant_url`, trace: ctx.trace });
          } catch (error) {
            if (error instanceof GuidekitError) throw error;
            merchantSources.push({ id: `merchant_probe:${host}`, status: 'unavailable', fetched_at: null });
            return;
          }
          scores[host] = scoreMerchant(signals, { asOf: ctx.asOf, lang: ctx.lang.lang });
          for (const s of signals.probe.sources) merchantSources.push({ id: `${s.id}:${host}`, status: s.status, fetched_at: s.fetched_at });
        }),
      );
    }

    const view = await ctx.ports.recalls(selectRecallSources(p.country), { trace: ctx.trace });
    const recallResults: Record<string, ReturnType<typeof matchRecalls>> = {};
    const items: TripItem[] = p.items.map((item, i) => {
      const id = `item-${i + 1}`;
      recallResults[id] = matchRecalls(
        {
          product: item.name,
          ...(item.brand === undefined ? {} : { brand: item.brand }),
          ...(item.model === undefined ? {} : { model: item.model }),
          ...(item.upc === undefined ? {} : { upc: item.upc }),
        },
        view.index,
        { asOf: ctx.asOf, sources: view.sources, lang: ctx.lang.lang },
      );
      return {
        id,
        name: item.name,
        merchant_id: hostOf[i]?.hostname ?? null,
        ...(item.quantity === undefined ? {} : { quantity: item.quantity }),
        unit_price: item.price === undefined ? null : { amount: item.price, currency: item.currency! },
      };
    });
    const recallSources: TripSourceStatus[] = (recallResults['item-1']?.sources ?? []).map((s) => ({ id: `recalls:${s.id}`, status: s.status, fetched_at: s.fetched_at ?? null }));
    const trip = assessShoppingTrip(items, {
      asOf: ctx.asOf,
      recallResults,
      merchantScores: scores,
      sources: [...recallSources, ...merchantSources.sort((a, b) => a.id.localeCompare(b.id))],
      lang: ctx.lang.lang,
    });
    return {
      ...trip,
      merchant_signals: Object.fromEntries(Object.entries(scores).map(([host, s]) => [host, { signals: s.signals, caps: s.caps }])),
      recall_source_errors: view.errors,
    };
  },
  response: shopperTripResponse,
});
