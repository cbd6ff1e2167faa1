import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { matchRecalls } from '../../safety/matchRecalls.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import { RECALL_COUNTRIES, selectRecallSources } from '../../safety/selectRecallSources.js';
import { safetyRecallsResponse } from './responses/recalls.js';

/**
 * GET /api/safety/recalls: Product safety and recall check against the US consumer-safety agency and international
 * recall databases. Parameters (ours: the spec shows none): `product` or `upc` (at least one), `brand`, `model`, `country` (which
 * recall sources are needed: US → CPSC and NHTSA, CA → Health Canada, AU → ACCC, EU or an EU/EEA country → Safety Gate;
 * absent → all). The records come from the local snapshot (`guidekit recalls refresh`) through the recall snapshot
 * port; a needed source that is unavailable or stale makes a clean
 * answer `unknown`, never `no_match`.
 */
export const safetyRecalls = defineEndpoint({
  operationId: 'safetyRecalls',
  method: 'GET',
  path: '/api/safety/recalls',
  priceUsd: '0.015',
  domain: 'safety',
  spec: 'Market Signal Service and Shopping Safety Service, Shopping safety service',
  summary: 'Product safety and recall check against the US consumer-safety agency and international recall databases.',
  params: z
    .object({
      // The product's name as sold.
      product: q.text({ max: 200 }).optional(),
      brand: q.text({ max: 100 }).optional(),
      model: q.text({ max: 100 }).optional(),
      // A UPC, EAN or other GTIN as printed; the engine normalises it and checks its digit.
      upc: q.text({ max: 32 }).optional(),
      // Where the product is bought: selects the recall sources that must be current.
      country: q.oneOf(RECALL_COUNTRIES).optional(),
      lang: langParam,
    })
    // A recall check needs a product name or a barcode; the 400 names both.
    .superRefine((params, ctx) => {
      if (params.product === undefined && params.upc === undefined) {
        for (const field of ['product', 'upc'] as const) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'give product or upc (or both)' });
        }
      }
    }),
  needs: ['recalls'],
  run: async (p, ctx) => {
    const needed = selectRecallSources(p.country);
    const view = await ctx.ports.recalls(needed, { trace: ctx.trace });
    // With every needed source unavailable the answer could only be `unknown`: no information, nothing sold.
    if (needed.every((id) => view.sources[id]?.status === undefined || view.sources[id]?.status === 'unavailable')) {
      throw new SourceUnavailableError(`recalls.${needed.join('+')}`, `no needed recall source is available (${needed.map((id) => `${id}: ${view.errors[id] ?? 'unavailable'}`).join('; ')})`);
    }
    const result = matchRecalls(
      {
        ...(p.product === undefined ? {} : { product: p.product }),
        ...(p.brand === undefined ? {} : { brand: p.brand }),
        ...(p.model === undefined ? {} : { model: p.model }),
        ...(p.upc === undefined ? {} : { upc: p.upc }),
      },
      view.index,
      { asOf: ctx.asOf, sources: view.sources, lang: ctx.lang.lang },
    );
    return { country: p.country ?? null, ...result, source_errors: view.errors };
  },
  response: safetyRecallsResponse,
});
