import { GuidekitError } from '../../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import { formatRefusal } from '../../../markets/ask/formatRefusal.js';
import type { PrecheckContext } from '../../types.js';
import { describeReading } from './describeReading.js';
import { routeByGrammar } from './routeByGrammar.js';

/**
 * The check a question endpoint runs before payment: the grammar must route the question (else a 400 saying what it
 * understood and forms that would work, unless a language model is configured to read it), and at least one routed
 * engine must be served (else a 503: nothing could answer, never charged). Both problems carry the explain block.
 *
 * @param question - The question.
 * @param ctx - The precheck context (which ports the app has).
 * @throws {@link GuidekitError} `unroutable_question` (400); {@link SourceUnavailableError} `engines` (503).
 * @example
 * ```ts
 * precheckQuestion('hello', { asOf, lang, configuredPorts: [] }) // throws unroutable_question
 * ```
 * @see docs/ask-analysis-event.md#the-endpoints
 */
export function precheckQuestion(question: string, ctx: PrecheckContext): void {
  const reading = routeByGrammar(question, ctx.asOf);
  if ('refused' in reading) {
    if (ctx.configuredPorts.includes('questionParser')) return;
    throw new GuidekitError(formatRefusal('precheckQuestion', reading.reason), {
      code: 'unroutable_question',
      field: 'question',
      extensions: { explain: describeReading(reading) },
    });
  }
  if (reading.served.length === 0) {
    throw new SourceUnavailableError('engines', `the question routes to ${reading.routed.routes.map((r) => r.operation_id).join(', ')}, whose engine is not available yet`, {
      extensions: { explain: describeReading(reading.routed) },
    });
  }
}
