import { GuidekitError } from '../../../core/GuidekitError.js';
import { NothingClearsError } from '../../../core/NothingClearsError.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { SourceUse } from '../../../core/sourceUse.js';
import { chooseNarrative } from '../../../markets/ask/chooseNarrative.js';
import { composeAskReport, type EngineCall } from '../../../markets/ask/composeAskReport.js';
import { ASK_INTENT_OPERATIONS } from '../../../markets/ask/intentOperations.js';
import { readModelRouting } from '../../../markets/ask/readModelRouting.js';
import { routeQuestion } from '../../../markets/ask/routeQuestion.js';
import { ASK_INTENTS } from '../../../markets/ask/types.js';
import { invokeEndpoint } from '../../invokeEndpoint.js';
import type { PortName, Ports } from '../../ports.js';
import type { EngineContext } from '../../types.js';
import { routeByGrammar } from './routeByGrammar.js';
import { ROUTABLE_ENDPOINTS } from './routableEndpoints.js';

/**
 * Answers a question: routes it (the grammar, else a configured language model whose reading is validated), runs each
 * routed endpoint through the catalog with the same ports and `asOf`, and puts their answers in one report with a
 * narrative from templates (a language model may word it, never adding a figure).
 *
 * @param question - The question.
 * @param ctx - The calling endpoint's context: it declared `ASK_PORTS`.
 * @returns The report.
 * @throws {@link GuidekitError} when no route could be read (400) or every routed endpoint refused its parameters;
 *   {@link SourceUnavailableError} when no routed endpoint could answer (503, never charged); {@link NothingClearsError}
 *   when every routed endpoint declined with its own 409 (no measured edge, nothing clears): the question's answer is
 *   that decline (409, never charged), with each engine's problem.
 * @example
 * ```ts
 * const report = await answerQuestion('How does gold react to NFP?', ctx);
 * ```
 * @see docs/ask-analysis-event.md#the-report
 */
export async function answerQuestion(question: string, ctx: EngineContext<PortName>) {
  const ports = ctx.ports as Partial<Ports>;
  const lang = ctx.lang.lang;
  let routed = routeByGrammar(question, ctx.asOf)?.routed ?? null;
  if (routed === null) {
    const parser = ports.questionParser;
    if (parser !== undefined) {
      const raw = await parser.parseQuestion(question, { intents: ASK_INTENTS, operations: [...new Set(Object.values(ASK_INTENT_OPERATIONS).flat())] }, { trace: ctx.trace }).catch(() => null);
      routed = raw === null ? null : readModelRouting(raw, question);
    }
    // Neither the grammar nor the model could read it: the grammar's own refusal says what was understood.
    if (routed === null) routeQuestion(question, {}, { asOf: ctx.asOf });
  }
  const reading = routed!;
  const calls: EngineCall[] = [];
  const declines: { readonly type: string; readonly detail: string }[] = [];
  for (const route of reading.routes) {
    const endpoint = ROUTABLE_ENDPOINTS.get(route.operation_id)!;
    const name = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.run === undefined) {
      calls.push({ ...route, endpoint: name, status: 'unavailable' });
      continue;
    }
    const outcome = await invokeEndpoint(endpoint, { ...route.params, lang: ctx.lang.requested }, { asOf: ctx.asOf, ports });
    if (outcome.status === 200) {
      const body = outcome.body as Record<string, unknown>;
      // The sources the engine used go into this answer's own data block.
      const data = body.data as { sources?: SourceUse[] } | undefined;
      for (const use of data?.sources ?? []) ctx.trace.record(use);
      const { data: _data, lang_note: _note, ...answer } = body;
      calls.push({ ...route, endpoint: name, status: 'answered', answer });
    } else {
      const problem = { status: outcome.status, title: outcome.body.title, detail: outcome.body.detail, ...(outcome.body.sources === undefined ? {} : { sources: outcome.body.sources }) };
      if (outcome.status === 409) declines.push({ type: outcome.body.type, detail: outcome.body.detail });
      const status = outcome.status === 400 ? 'refused' : outcome.status === 501 ? 'unavailable' : outcome.status === 503 ? 'data_unavailable' : 'failed';
      calls.push({ ...route, endpoint: name, status, problem });
    }
  }
  if (!calls.some((c) => c.status === 'answered')) {
    // Every engine looked and declined (no measured edge, nothing clears): that is the answer, a 409 never charged.
    if (declines.length > 0 && declines.length === calls.length) {
      const noEdge = declines.some((d) => d.type.endsWith('/no-edge'));
      throw new NothingClearsError(declines.map((d) => d.detail.replace(/ Nothing was charged\.$/, '')).join(' '), { ...(noEdge ? { problem: 'no-edge' as const } : {}), details: { engines: calls } });
    }
    // Nothing answered: never charge for an empty report. A source that was down is a 503 naming it; parameters every
    // engine refused are a 400 saying why.
    const down = calls.find((c) => c.status === 'data_unavailable' || c.status === 'unavailable' || c.status === 'failed');
    if (down !== undefined) throw new SourceUnavailableError(down.problem?.sources?.join(', ') ?? 'engines', down.problem?.detail ?? `${down.endpoint} is not available yet`);
    throw new GuidekitError(`answerQuestion: the engines refused the parameters read from the question: ${calls.map((c) => c.problem?.detail).join(' ')}`, { code: 'invalid_parameters', field: 'question' });
  }
  const report = composeAskReport(reading, calls, { lang });
  let narrative = { narrative: report.narrative, worded_by: 'template' as 'template' | 'language_model', rejected_figures: [] as readonly string[] };
  const parser = ports.questionParser;
  if (parser !== undefined) {
    const worded = await parser.wordNarrative({ question: report.question, lang, template: report.narrative }, { trace: ctx.trace }).catch(() => null);
    narrative = chooseNarrative(report.narrative, worded, [report.engines, report.understood, report.question]);
  }
  return { ...report, narrative: narrative.narrative, narrative_worded_by: narrative.worded_by, rejected_figures: narrative.rejected_figures };
}

