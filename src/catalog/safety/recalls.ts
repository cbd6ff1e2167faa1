import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/safety/recalls: Product safety and recall check against the US consumer-safety agency and international recall databases. */
export const safetyRecalls = defineEndpoint({
  operationId: 'safetyRecalls',
  method: 'GET',
  path: '/api/safety/recalls',
  priceUsd: '0.015',
  domain: 'safety',
  spec: '002_55be4aa7ee3acf96.txt#Shopping safety service',
  summary: 'Product safety and recall check against the US consumer-safety agency and international recall databases.',
  params: z
    .object({
      name: q.text().optional(),
      brand: q.text({ max: 100 }).optional(),
      model: q.text({ max: 100 }).optional(),
      // A UPC, EAN or other GTIN as printed; normalizing and checking its digit is the engine's (issue #7).
      upc: q.text({ max: 32 }).optional(),
      lang: langParam,
    })
    // A recall check needs something to match on: at least one of the four, and the 400 names all four.
    .superRefine((params, ctx) => {
      const fields = ['name', 'brand', 'model', 'upc'] as const;
      if (fields.every((field) => params[field] === undefined)) {
        for (const field of fields) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'give at least one of name, brand, model or upc' });
        }
      }
    }),
  unavailableReason: 'its engine (issue #7, shopping safety) has not landed',
});
