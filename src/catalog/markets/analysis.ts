import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { answerQuestion } from './_ask/answerQuestion.js';
import { portsForQuestion } from './_ask/portsForQuestion.js';
import { precheckQuestion } from './_ask/precheckQuestion.js';
import { ASK_PORTS } from './_ask/routableEndpoints.js';
import { analysisResponse } from './responses/analysis.js';

/**
 * POST /api/analysis: a natural-language question about any instrument, sport, race or prediction market, answered as
 * one report. The question router reads it (a 400 before payment when it cannot, saying what it understood), the
 * routed endpoints run through the catalog with the same ports and date, and the report gives the question as
 * understood, the engines called, their figures and a narrative built from templates over those figures.
 *
 * @see docs/ask-analysis-event.md
 */
export const marketAnalysis = defineEndpoint({
  operationId: 'marketAnalysis',
  method: 'POST',
  path: '/api/analysis',
  priceUsd: '1.49',
  credit: 'analysis',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Natural-language market analysis: any question about any instrument, sport, race or prediction market, answered as a full report.',
  params: z.object({
    question: q.text({ max: 2000 }),
    lang: langParam,
  }),
  needs: ASK_PORTS,
  needsFor: (p) => portsForQuestion(p.question),
  precheck: (p, ctx) => precheckQuestion(p.question, ctx),
  run: (p, ctx) => answerQuestion(p.question, ctx),
  response: analysisResponse,
  conflict: 'Every engine the question routes to declined with its own 409 (no-edge when one found no measured edge, else nothing-clears); each engine\'s problem is in `engines`.',
});
