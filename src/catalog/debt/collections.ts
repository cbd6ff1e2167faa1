import { z } from 'zod';
import { addStaleToSummary } from '../addStaleToSummary.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { debtCountryParam, langParam } from '../sharedParams.js';
import { briefCollectionRights } from '../../debt/briefCollectionRights.js';
import { debtCollectionsResponse } from './responses/collections.js';

/** GET /api/debt/collections: Consumer rights brief against collectors, letter templates and where to report violations. */
export const debtCollections = defineEndpoint({
  operationId: 'debtCollections',
  method: 'GET',
  path: '/api/debt/collections',
  priceUsd: '0.08',
  domain: 'debt',
  spec: 'Debt Elimination Guidance Service, Endpoints',
  summary: 'Consumer rights brief against collectors, letter templates and where to report violations.',
  params: z.object({
    country: debtCountryParam,
    collector: q.text().optional(),
    situation: q.text({ max: 500 }).optional(),
    lang: langParam,
  }),
  run: (p, ctx) =>
    addStaleToSummary(briefCollectionRights(
      { country: p.country, ...(p.collector === undefined ? {} : { collector: p.collector }), ...(p.situation === undefined ? {} : { situation: p.situation }) },
      { asOf: ctx.asOf, lang: ctx.lang.lang },
    ), ctx.lang.lang),
  response: debtCollectionsResponse,
});
