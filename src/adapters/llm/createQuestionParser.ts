import type { QuestionParser } from '../../markets/ask/QuestionParser.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { postChatCompletion } from './postChatCompletion.js';

/** Options of {@link createQuestionParser}. */
export interface CreateQuestionParserOptions {
  readonly fetcher: SourceFetcher;
  /** GUIDEKIT_LLM_URL: the OpenAI-compatible endpoint (base URL or full chat-completions URL). */
  readonly url: string;
  /** GUIDEKIT_LLM_API_KEY, when the endpoint needs one. */
  readonly apiKey?: string;
  /** GUIDEKIT_LLM_MODEL. Default `gpt-4o-mini`. */
  readonly model?: string;
}

const PARSE_SYSTEM = (intents: readonly string[], operations: readonly string[]) =>
  [
    'You route questions about markets, sports, racing and prediction markets to API operations.',
    'Answer with one JSON object and nothing else: {"intent": string, "routes": [{"operation_id": string, "params": {string: string}}], "entities": [{"kind": string, "text": string, "value": string}]}.',
    `intent is one of: ${intents.join(', ')}.`,
    `operation_id is one of: ${operations.join(', ')}.`,
    'Entity text must be copied exactly from the question. Parameters may only use numbers written in the question.',
    'If the question is not about these topics, answer {"intent": null}.',
  ].join('\n');

const WORD_SYSTEM = (lang: 'en' | 'es') =>
  [
    `Rewrite the sentences the user sends (a JSON array) as a clear, plain report in ${lang === 'es' ? 'Spanish' : 'English'}, one sentence per line.`,
    'Keep every fact. Do not add any number, date, price, percentage or figure that is not written in the input, and do not change any.',
    'Give no advice beyond the input. Answer with the sentences only.',
  ].join('\n');

/**
 * The `questionParser` port over an OpenAI-compatible chat endpoint (off unless GUIDEKIT_LLM_URL is set). It returns
 * the model's raw answers: the caller validates a parsed question (readModelRouting) and checks a worded narrative's
 * figures (chooseNarrative); this adapter trusts nothing and computes nothing.
 *
 * @param options - {@link CreateQuestionParserOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const parser = createQuestionParser({ fetcher, url: 'https://api.openai.com/v1', apiKey, model: 'gpt-4o-mini' });
 * ```
 * @see docs/ask-analysis-event.md#the-language-model-rule
 */
export function createQuestionParser(options: CreateQuestionParserOptions): QuestionParser {
  const model = options.model ?? 'gpt-4o-mini';
  const base = { url: options.url, model, ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }) };
  return {
    async parseQuestion(question, hints, call = {}) {
      return postChatCompletion(options.fetcher, { ...base, system: PARSE_SYSTEM(hints.intents, hints.operations), user: question, json: true }, call.trace === undefined ? {} : { trace: call.trace });
    },
    async wordNarrative(request, call = {}) {
      const text = await postChatCompletion(options.fetcher, { ...base, system: WORD_SYSTEM(request.lang), user: JSON.stringify(request.template), json: false }, call.trace === undefined ? {} : { trace: call.trace });
      return text === null ? null : text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
    },
  };
}
