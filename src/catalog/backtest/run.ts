import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/**
 * POST /api/backtest: Plain-English trading rule compiled to an explicit spec and simulated (equities, FX or crypto
 * over up to 20 years of daily bars, or prediction-market strategies).
 *
 * The spec shows no body fields. This minimal body (a rule or an explicit spec, an optional symbol and date range)
 * is ours and provisional: issue #6, which lands the engine, refines it (docs/catalog.md, Backtest body).
 */
export const backtestRun = defineEndpoint({
  operationId: 'backtestRun',
  method: 'POST',
  path: '/api/backtest',
  // The spec shows no price for backtests; they spend an analysis credit, so they cost what an analysis credit costs.
  priceUsd: '1.49',
  credit: 'analysis',
  domain: 'backtest',
  spec: '002_55be4aa7ee3acf96.txt#Market signal service: all paid endpoints',
  summary: 'Plain-English trading rule compiled to an explicit spec and simulated over daily bars or prediction markets.',
  params: z
    .object({
      // The trading rule in plain English, compiled by the engine to an explicit spec.
      rule: q.text({ max: 2000 }).optional(),
      // An explicit spec, for callers who already have one (its shape is issue #6's to define).
      spec: q.json(z.record(z.string(), z.unknown())).optional(),
      symbol: q.text({ max: 20 }).optional(),
      start: q.date().optional(),
      end: q.date().optional(),
      lang: langParam,
    })
    // A backtest runs either the plain-English rule or an explicit spec, never both and never neither.
    .superRefine((body, ctx) => {
      if ((body.rule === undefined) === (body.spec === undefined)) {
        const message = 'give exactly one of rule or spec';
        ctx.addIssue({ code: 'custom', path: ['rule'], message });
        ctx.addIssue({ code: 'custom', path: ['spec'], message });
      }
      if (body.start !== undefined && body.end !== undefined && body.end < body.start) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: `must not be before start (${body.start})` });
      }
    })
    .meta({ provisional: 'issue #6' }),
  unavailableReason: 'its engine (issue #6, backtests) has not landed',
});
