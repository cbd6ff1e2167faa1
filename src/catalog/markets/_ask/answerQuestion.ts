import { GuidekitError } from '../../../core/GuidekitError.js';
import { NothingClearsError } from '../../../core/NothingClearsError.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { SourceUse } from '../../../core/sourceUse.js';
import { chooseNarrative } from '../../../markets/ask/chooseNarrative.js';
import { composeAskReport, type EngineCall } from '../../../markets/ask/composeAskReport.js';
import { ASK_INTENT_OPERATIONS } from '../../../markets/ask/intentOperations.js';
import { readModelRouting } from '../../../markets/ask/readModelRouting.js';
import { formatRefusal } from '../../../markets/ask/formatRefusal.js';
import { ASK_INTENTS } from '../../../markets/ask/types.js';
import { invokeEndpoint } from '../../invokeEndpoint.js';
import type { ProblemDocument } from '../../problemFromError.js';
import type { PortName, Ports } from '../../ports.js';
import type { EngineContext } from '../../types.js';
import { describeReading, type QuestionExplanation } from './describeReading.js';
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
 *   {@link SourceUnavailableError} when the main routed endpoint's source was down or its engine is not served (503);
 *   {@link NothingClearsError} when the main routed engine declined (its own 409). Never charged; each carries the
 *   explain block.
 * @example
 * ```ts
 * const report = await answerQuestion('How does gold react to NFP?', ctx);
 * ```
 * @see docs/ask-analysis-event.md#the-report
 */
export async function answerQuestion(question: string, ctx: EngineContext<PortName>) {
  const ports = ctx.ports as Partial<Ports>;
  const lang = ctx.lang.lang;
  const grammar = routeByGrammar(question, ctx.asOf);
  let routed = 'refused' in grammar ? null : grammar.routed;
  if (routed === null) {
    const parser = ports.questionParser;
    if (parser !== undefined) {
      const raw = await parser.parseQuestion(question, { intents: ASK_INTENTS, operations: [...new Set(Object.values(ASK_INTENT_OPERATIONS).flat())] }, { trace: ctx.trace }).catch(() => null);
      routed = raw === null ? null : readModelRouting(raw, question);
    }
    // Neither the grammar nor the model could read it: the grammar's own refusal says what was understood.
    if (routed === null && 'refused' in grammar) {
      throw new GuidekitError(formatRefusal('answerQuestion', grammar.reason), {
        code: 'unroutable_question',
        field: 'question',
        extensions: { explain: describeReading(grammar) },
      });
    }
  }
  const reading = routed!;
  const explain = describeReading(reading);
  const calls: EngineCall[] = [];
  const problems: ProblemDocument[] = [];
  for (const route of reading.routes) {
    const endpoint = ROUTABLE_ENDPOINTS.get(route.operation_id)!;
    const name = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.run === undefined) {
      calls.push({ ...route, endpoint: name, status: 'unavailable' });
      problems.push({ type: 'not-implemented', title: 'Not implemented', status: 501, detail: `${name} is not available yet` });
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
      problems.push(outcome.body as ProblemDocument);
    } else {
      const problem = { status: outcome.status, title: outcome.body.title, detail: outcome.body.detail, ...(outcome.body.sources === undefined ? {} : { sources: outcome.body.sources }) };
      const status = outcome.status === 400 ? 'refused' : outcome.status === 501 ? 'unavailable' : outcome.status === 503 ? 'data_unavailable' : outcome.status === 409 ? 'no_verdict' : 'failed';
      calls.push({ ...route, endpoint: name, status, problem });
      problems.push(outcome.body);
    }
  }
  if (!calls.some((c) => c.status === 'answered')) throw whyNothingAnswered(calls, problems, explain);
  const report = composeAskReport(reading, calls, { lang });
  let narrative = { narrative: report.narrative, worded_by: 'template' as 'template' | 'language_model', rejected_figures: [] as readonly string[] };
  const parser = ports.questionParser;
  if (parser !== undefined) {
    const worded = await parser.wordNarrative({ question: report.question, lang, template: report.narrative }, { trace: ctx.trace }).catch(() => null);
    narrative = chooseNarrative(report.narrative, worded, [report.engines, report.understood, report.question]);
  }
  return { ...report, explain, narrative: narrative.narrative, narrative_worded_by: narrative.worded_by, rejected_figures: narrative.rejected_figures };
}

/**
 * The error of a question no routed engine answered, never charged, decided by the main (first) route: its own 409 stays
 * a 409 with the engine's members and every routed engine's outcome (`engines`), a source that was down the 503 naming it with the source's own reason (one message
 * per cause, never the engine's problem text wrapped again), an engine not landed a 503 `engines`, parameters every
 * engine refused a 400. Each carries the explain block.
 */
function whyNothingAnswered(calls: readonly EngineCall[], problems: readonly ProblemDocument[], explain: QuestionExplanation): Error {
  const main = calls[0]!;
  const body = problems[0]!;
  const extensions = { explain };
  if (main.status === 'no_verdict') {
    const { type, title: _title, status: _status, detail, instance: _instance, ...members } = body;
    const problem = type.endsWith('/no-edge') ? 'no-edge' : 'nothing-clears';
    return new NothingClearsError(stripCharged(detail), { problem, details: { ...members, engines: calls, ...extensions } });
  }
  if (main.status === 'data_unavailable' || main.status === 'unavailable' || main.status === 'failed') {
    const down = main.status === 'data_unavailable' ? readUnavailable(body) : null;
    const source = down?.source ?? 'engines';
    const reason = down?.reason ?? (main.status === 'unavailable' ? `${main.endpoint} is not available yet` : `${main.endpoint} failed`);
    return new SourceUnavailableError(source, reason, { extensions, ...(body.retry_after_seconds === undefined ? {} : { retryAfterSeconds: body.retry_after_seconds }) });
  }
  return new GuidekitError(`answerQuestion: the engines refused the parameters read from the question: ${calls.map((c) => c.problem?.detail).join(' ')}`, {
    code: 'invalid_parameters',
    field: 'question',
    extensions,
  });
}

/** The source and its own reason of a 503 problem (problemFromError's wording), so they are not wrapped twice. */
function readUnavailable(body: ProblemDocument): { source: string; reason: string } {
  const m = /^The data source (.+?) gave no usable answer \((.*)\), so no answer was computed from partial data\./s.exec(body.detail);
  const source = body.sources?.join(', ') ?? m?.[1] ?? 'engines';
  return { source, reason: m?.[2] ?? stripCharged(body.detail) };
}

function stripCharged(detail: string): string {
  return detail.replace(/\s*Nothing was charged\.\s*$/, '');
}
