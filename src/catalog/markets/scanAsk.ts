import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { answerQuestion } from './_ask/answerQuestion.js';
import { portsForQuestion } from './_ask/portsForQuestion.js';
import { precheckQuestion } from './_ask/precheckQuestion.js';
import { ASK_PORTS } from './_ask/routableEndpoints.js';
import { scanAskResponse } from './responses/scanAsk.js';

/**
 * GET /api/scan/ask: the free-text front door for any sports or markets question, routed and answered: the same report
 * as POST /api/analysis, paid with a `signal` credit.
 *
 * @see docs/ask-analysis-event.md
 */
export const scanAsk = defineEndpoint({
  operationId: 'scanAsk',
  method: 'GET',
  path: '/api/scan/ask',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Free-text front door for any sports or markets question, routed and answered.',
  // The spec shows no parameters; `question` is ours, the free text it routes (docs/catalog.md).
  params: z.object({
    question: q.text({ max: 2000 }),
    lang: langParam,
  }),
  needs: ASK_PORTS,
  needsFor: (p) => portsForQuestion(p.question),
  precheck: (p, ctx) => precheckQuestion(p.question, ctx),
  run: (p, ctx) => answerQuestion(p.question, ctx),
  response: scanAskResponse,
  conflict: 'Every engine the question routes to declined with its own 409 (no-edge when one found no measured edge, else nothing-clears); each engine\'s problem is in `engines`.',
});
