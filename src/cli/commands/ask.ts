import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createSourceFetcher } from '../../adapters/fetch/createSourceFetcher.js';
import { createQuestionParser } from '../../adapters/llm/createQuestionParser.js';
import { LLM_SOURCE_POLICIES } from '../../adapters/llm/llmSourcePolicies.js';
import { describeReading, type QuestionExplanation } from '../../catalog/markets/_ask/describeReading.js';
import { explainQuestion } from '../../catalog/markets/_ask/explainQuestion.js';
import { isGuidekitError } from '../../core/isGuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { toJsonText } from '../../core/toJsonText.js';
import { ASK_INTENT_OPERATIONS } from '../../markets/ask/intentOperations.js';
import type { QuestionParser } from '../../markets/ask/QuestionParser.js';
import { QUESTION_FORMS } from '../../markets/ask/readQuestion.js';
import { readModelRouting } from '../../markets/ask/readModelRouting.js';
import { ASK_INTENTS } from '../../markets/ask/types.js';
import { EXIT, type CliIo } from '../runCli.js';

/** What the command needs from the outside besides `CliIo`; tests pass their own. */
export interface AskCommandOptions {
  /** Environment (GUIDEKIT_LLM_URL, GUIDEKIT_LLM_API_KEY, GUIDEKIT_LLM_MODEL). Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Reads the `--file` argument. Default: the file system. */
  readonly readText?: (path: string) => Promise<string>;
}

const HELP = `Usage: guidekit ask --explain "question" [--json] [--as-of YYYY-MM-DD]
       guidekit ask --file FILE [--as-of YYYY-MM-DD] [--llm [--llm-url URL] [--llm-model NAME]]
       guidekit ask "question" [--as-of YYYY-MM-DD]

How the question endpoints (POST /api/analysis, GET /api/scan/ask) read a question, calling no data source:
  --explain Q   the routes (endpoint path and parameters), what was not understood and the confidence; or the
                refusal with what was understood and forms that would work (a 400 before payment on the endpoints)
  --json        print the explain block as one JSON object
  --file FILE   one question a line (blank lines and lines starting with # skipped), one JSON object a line out:
                {question, intent, routes: [{path, params}], not_understood, confidence}
                or {question, refused: true, reason, suggestions}
  --llm         read the --file questions with the language model instead of the grammar (an OpenAI-compatible
                chat completions endpoint: --llm-url or GUIDEKIT_LLM_URL, key GUIDEKIT_LLM_API_KEY, model --llm-model
                or GUIDEKIT_LLM_MODEL, default gpt-4o-mini); its reading is validated as the endpoints validate it, and
                one it cannot give or that fails validation is a refusal. The model never produces a number.
  --as-of       the date the question is read at: deadlines ("by Friday") and seasons (default: today)
Without --explain or --file, the question is answered: the same as guidekit call /api/analysis.

Exit codes: 0 routed (always 0 for --file); 2 refused or bad usage; 3 the language model was unreachable.`;

/**
 * `guidekit ask`: explains how the question endpoints route a question (`--explain`, `--file`), optionally by the
 * language model (`--llm`, to measure it on the same questions as the grammar), or answers it like
 * `guidekit call /api/analysis`.
 *
 * @param args - Arguments after `ask`.
 * @param io - Output streams and the clock.
 * @param options - {@link AskCommandOptions}.
 * @returns The exit code.
 * @example
 * ```ts
 * await runAskCommand(['--explain', 'Chiefs -3.5 against the Bills', '--json'], io) //=> 0
 * ```
 * @see docs/ask-analysis-event.md#guidekit-ask
 */
export async function runAskCommand(args: readonly string[], io: CliIo, options: AskCommandOptions = {}): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: {
        explain: { type: 'string' },
        json: { type: 'boolean' },
        file: { type: 'string' },
        'as-of': { type: 'string' },
        llm: { type: 'boolean' },
        'llm-url': { type: 'string' },
        'llm-model': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    }));
  } catch (error) {
    io.stderr(`guidekit ask: ${(error as Error).message}\n${HELP}\n`);
    return EXIT.usage;
  }
  if (values.help === true) {
    io.stdout(HELP + '\n');
    return EXIT.ok;
  }
  const asOf = values['as-of'] ?? io.today();
  try {
    parseIsoDate(asOf, { field: 'as-of' });
  } catch (error) {
    io.stderr(`guidekit ask: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  if (values.file !== undefined) return explainFile(values.file, asOf, values, io, options);
  if (values.llm === true) {
    io.stderr(`guidekit ask: --llm reads the questions of a --file\n${HELP}\n`);
    return EXIT.usage;
  }
  if (values.explain !== undefined) {
    const block = explainOne(values.explain, asOf);
    io.stdout((values.json === true ? toJsonText(block) : renderExplanation(block)) + '\n');
    return 'refused' in block ? EXIT.usage : EXIT.ok;
  }
  const question = positionals.join(' ').trim();
  if (question === '') {
    io.stderr(`guidekit ask: which question? Give it in quotes, or --explain "question".\n${HELP}\n`);
    return EXIT.usage;
  }
  const { runCli } = await import('../runCli.js');
  return runCli(['call', '/api/analysis', '--body', JSON.stringify({ question }), '--as-of', asOf, ...(values.json === true ? [] : ['--pretty'])], io);
}

/** The grammar's explain block, or a refusal for a question the router cannot take at all (empty, too long). */
function explainOne(question: string, asOf: string): QuestionExplanation {
  try {
    return explainQuestion(question, { asOf });
  } catch (error) {
    if (!isGuidekitError(error)) throw error;
    return { question, refused: true, reason: error.message, suggestions: QUESTION_FORMS };
  }
}

async function explainFile(
  path: string,
  asOf: string,
  values: { readonly llm?: boolean; readonly 'llm-url'?: string; readonly 'llm-model'?: string },
  io: CliIo,
  options: AskCommandOptions,
): Promise<number> {
  let text: string;
  try {
    text = await (options.readText ?? ((p: string) => readFile(p, 'utf8')))(path);
  } catch (error) {
    io.stderr(`guidekit ask: cannot read ${path}: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  const questions = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (values.llm !== true) {
    for (const q of questions) io.stdout(toJsonText(explainOne(q, asOf)) + '\n');
    return EXIT.ok;
  }
  const env = options.env ?? process.env;
  const url = values['llm-url'] ?? env.GUIDEKIT_LLM_URL;
  if (url === undefined || url === '') {
    io.stderr('guidekit ask: --llm needs the model endpoint: --llm-url URL or GUIDEKIT_LLM_URL\n');
    return EXIT.usage;
  }
  const fetcher = createSourceFetcher({ policies: LLM_SOURCE_POLICIES, userAgent: 'guidekit-ask/1 (+https://guidekit.dev)' });
  const model = values['llm-model'] ?? env.GUIDEKIT_LLM_MODEL;
  const parser = createQuestionParser({ fetcher, url, ...(env.GUIDEKIT_LLM_API_KEY === undefined ? {} : { apiKey: env.GUIDEKIT_LLM_API_KEY }), ...(model === undefined ? {} : { model }) });
  let unreachable = 0;
  try {
    for (const q of questions) {
      const block = await explainByModel(q, parser).catch((error: unknown) => {
        unreachable++;
        return { question: q, refused: true as const, reason: `the language model gave no answer (${(error as Error).message})`, suggestions: QUESTION_FORMS };
      });
      io.stdout(toJsonText(block) + '\n');
    }
  } finally {
    await fetcher.close();
  }
  return unreachable === questions.length && questions.length > 0 ? EXIT.unavailable : EXIT.ok;
}

/** The language model's reading as an explain block, validated as the endpoints validate it (readModelRouting). */
async function explainByModel(question: string, parser: QuestionParser): Promise<QuestionExplanation> {
  const raw = await parser.parseQuestion(question, { intents: ASK_INTENTS, operations: [...new Set(Object.values(ASK_INTENT_OPERATIONS).flat())] });
  const reading = raw === null ? null : readModelRouting(raw, question);
  if (reading === null) {
    return { question, refused: true, reason: raw === null ? 'the language model declined to read it' : 'the language model\'s reading failed validation (unknown intent or operation, a number not in the question, or not JSON)', suggestions: QUESTION_FORMS };
  }
  return describeReading(reading);
}

/** The explain block for a terminal. */
function renderExplanation(block: QuestionExplanation): string {
  if ('refused' in block) return [`question: ${block.question}`, `refused: ${block.reason}`, `try: ${block.suggestions.map((s) => `"${s}"`).join(' | ')}`].join('\n');
  return [
    `question: ${block.question}`,
    `intent: ${block.intent} (confidence ${block.confidence})`,
    ...block.routes.map((r) => `route: ${r.path} ${Object.entries(r.params).map(([k, v]) => `${k}=${v.includes(' ') ? JSON.stringify(v) : v}`).join(' ')}`.trimEnd()),
    `not understood: ${block.not_understood.length === 0 ? '-' : block.not_understood.join('; ')}`,
  ].join('\n');
}
