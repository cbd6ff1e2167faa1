import { z } from 'zod';
import type { SourceRecorder } from '../../core/sourceUse.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { parseSourceJson } from '../markets/_lib/parseSourceJson.js';

/** The source id of the language model in the fetch layer. */
export const LLM_SOURCE = 'llm';

/** One chat completion request. */
export interface ChatCompletionRequest {
  /** The endpoint: a base URL (`https://api.openai.com/v1`) or the full `.../chat/completions` URL. */
  readonly url: string;
  /** Bearer key; omitted for a local server that needs none. */
  readonly apiKey?: string;
  readonly model: string;
  readonly system: string;
  readonly user: string;
  /** Ask for a JSON object (`response_format: { type: 'json_object' }`). */
  readonly json: boolean;
}

/** Options of {@link postChatCompletion}. */
export interface PostChatCompletionOptions {
  readonly trace?: SourceRecorder;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable(), refusal: z.string().nullable().optional() }).loose() }).loose()).min(1),
});

/**
 * Sends one chat completion to an OpenAI-compatible endpoint through the fetch layer (temperature 0, one system and
 * one user message) and returns the first choice's text. The key travels in the `Authorization` header, never in the
 * URL. A refusal or an empty answer is null; an endpoint that is down or answers something else is a 503 naming `llm`.
 *
 * @param fetcher - The fetch layer.
 * @param request - {@link ChatCompletionRequest}.
 * @param options - {@link PostChatCompletionOptions}.
 * @returns The answer's text, or null.
 * @throws {@link SourceUnavailableError} `llm` when the endpoint fails or its answer has no choices.
 * @example
 * ```ts
 * const text = await postChatCompletion(fetcher, { url, model: 'gpt-4o-mini', system, user: question, json: true });
 * ```
 * @see https://platform.openai.com/docs/api-reference/chat/create
 */
export async function postChatCompletion(fetcher: SourceFetcher, request: ChatCompletionRequest, options: PostChatCompletionOptions = {}): Promise<string | null> {
  const base = request.url.replace(/\/+$/, '');
  const url = /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
  const body = {
    model: request.model,
    temperature: 0,
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ],
    ...(request.json ? { response_format: { type: 'json_object' } } : {}),
  };
  const res = await fetcher.fetch(LLM_SOURCE, {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(request.apiKey === undefined ? {} : { authorization: `Bearer ${request.apiKey}` }) },
    body: JSON.stringify(body),
    idempotent: false,
    ttlSeconds: 0,
    ...(options.trace === undefined ? {} : { trace: options.trace }),
  });
  const answer = parseSourceJson(res, completionSchema, LLM_SOURCE, 'the chat completion');
  const message = answer.choices[0]!.message;
  if (message.refusal != null || message.content === null || message.content.trim() === '') return null;
  return message.content;
}
