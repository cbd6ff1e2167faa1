import { z } from 'zod';
import type { Translator } from '../../core/i18n/Translator.js';
import { maskFigures, restoreFigures } from './maskFigures.js';

/** The translation services guidekit can talk to. */
export const TRANSLATOR_KINDS = ['openai', 'libretranslate'] as const;
/** `openai`: an OpenAI-compatible chat completions endpoint; `libretranslate`: a LibreTranslate-compatible `/translate` API. */
export type TranslatorKind = (typeof TRANSLATOR_KINDS)[number];

/** Options of {@link createTranslator}. */
export interface CreateTranslatorOptions {
  /** Which API `url` speaks. Required. */
  readonly kind: TranslatorKind;
  /**
   * The service: for `openai` a base URL (`https://api.openai.com/v1`) or the full `/chat/completions` URL; for
   * `libretranslate` the server root (`http://localhost:5000`) or the full `/translate` URL. Required.
   */
  readonly url: string;
  /** Key: a Bearer token for `openai`, the `api_key` field for `libretranslate`. Default: none (a local server). */
  readonly apiKey?: string;
  /** Model name for `openai`. Default `'gpt-4o-mini'`. */
  readonly model?: string;
  /** Texts per request. Default 40. */
  readonly batchSize?: number;
  /** Milliseconds one request may take. Default 30000. */
  readonly timeoutMs?: number;
  /** The fetch function. Default: the global `fetch`. */
  readonly fetch?: typeof fetch;
}

/** Thrown when the service fails or a translation lost or altered a protected figure; the response stays English. */
export class TranslationRejectedError extends Error {
  override readonly name = 'TranslationRejectedError';
}

const chatSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }).loose() }).loose()).min(1) });
const chatAnswerSchema = z.object({ translations: z.array(z.string()) });
const libreSchema = z.object({ translatedText: z.union([z.string(), z.array(z.string())]) });

const SYSTEM_PROMPT = [
  'You translate user-facing texts of a consumer finance and veterans benefits service from English.',
  'The user message is a JSON object {"target": ISO 639-1 code, "texts": [strings]}.',
  'Answer with a JSON object {"translations": [strings]}: one translation per text, same order, same count.',
  'Every token like ⟦0⟧ stands for a figure, date, amount, code or name: copy each token exactly once, unchanged, and write no digits of your own.',
  'Use the formal register. Do not add, drop or explain anything.',
].join(' ');

/**
 * Builds the {@link Translator} port over a machine-translation service: an OpenAI-compatible chat endpoint or a
 * LibreTranslate-compatible API. Before anything is sent, every figure, date, amount, placeholder, code and name is
 * replaced by a token ({@link maskFigures}); each translation must give every token back unchanged and hold no digit
 * of its own ({@link restoreFigures}), so no figure can change through translation. When the service fails or any
 * translation is refused, `translate` rejects and {@link localizeResponse} keeps the English response with a
 * `lang_note` saying the translation failed.
 *
 * @param options - {@link CreateTranslatorOptions}: kind, URL, key, model.
 * @returns The translator.
 * @throws TypeError (`createTranslator: ...`) for an unknown kind, a URL that is not http(s) or a batch size below 1.
 * @example
 * ```ts
 * const translator = createTranslator({ kind: 'libretranslate', url: 'http://127.0.0.1:5000' });
 * await invokeEndpoint(debtPayoff, { debts: '[...]', lang: 'it' }, { asOf: '2026-12-02', translator });
 * ```
 * @see https://platform.openai.com/docs/api-reference/chat/create
 * @see https://docs.libretranslate.com/guides/api_usage/
 */
export function createTranslator(options: CreateTranslatorOptions): Translator {
  if (!(TRANSLATOR_KINDS as readonly string[]).includes(options.kind)) {
    throw new TypeError(`createTranslator: kind must be one of ${TRANSLATOR_KINDS.join(', ')}, got ${JSON.stringify(options.kind)}`);
  }
  if (!/^https?:\/\//.test(options.url)) throw new TypeError(`createTranslator: url must be an http(s) URL, got ${JSON.stringify(options.url)}`);
  const batchSize = options.batchSize ?? 40;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new TypeError(`createTranslator: batchSize must be a positive integer, got ${batchSize}`);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const send = options.kind === 'openai' ? sendChat : sendLibre;

  return {
    async translate(texts, lang) {
      const masked = texts.map((text) => maskFigures(text));
      const out: string[] = [];
      for (let start = 0; start < masked.length; start += batchSize) {
        const batch = masked.slice(start, start + batchSize);
        // A text with only tokens and punctuation (a figure, a date) has nothing to translate.
        const pending = batch.map((m, i) => ({ m, i })).filter(({ m }) => /\p{L}/u.test(m.masked.replace(/⟦\d+⟧/g, '')));
        const translated = pending.length === 0 ? [] : await send(pending.map(({ m }) => m.masked), lang, { ...options, doFetch, timeoutMs });
        if (translated.length !== pending.length) {
          throw new TranslationRejectedError(`createTranslator: the service returned ${translated.length} texts for ${pending.length}`);
        }
        const results = batch.map((m) => restoreFigures(m.masked, m.spans));
        pending.forEach(({ m, i }, k) => (results[i] = restoreFigures(translated[k]!, m.spans)));
        results.forEach((result, i) => {
          if (result === null) {
            throw new TranslationRejectedError(`createTranslator: the translation of text ${start + i + 1} lost or altered a protected figure`);
          }
          out.push(result);
        });
      }
      return out;
    },
  };
}

interface SendOptions extends CreateTranslatorOptions {
  readonly doFetch: typeof fetch;
  readonly timeoutMs: number;
}

async function sendChat(texts: readonly string[], lang: string, options: SendOptions): Promise<readonly string[]> {
  const base = options.url.replace(/\/+$/, '');
  const url = /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
  const body = {
    model: options.model ?? 'gpt-4o-mini',
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: JSON.stringify({ target: lang, texts }) },
    ],
  };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey !== undefined) headers.authorization = `Bearer ${options.apiKey}`;
  const answer = chatSchema.safeParse(await postJson(url, body, headers, options));
  const content = answer.success ? answer.data.choices[0]!.message.content : null;
  if (content === null) throw new TranslationRejectedError('createTranslator: the chat endpoint gave no answer');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new TranslationRejectedError('createTranslator: the chat answer is not JSON');
  }
  const translations = chatAnswerSchema.safeParse(parsed);
  if (!translations.success) throw new TranslationRejectedError('createTranslator: the chat answer has no translations array');
  return translations.data.translations;
}

async function sendLibre(texts: readonly string[], lang: string, options: SendOptions): Promise<readonly string[]> {
  const base = options.url.replace(/\/+$/, '');
  const url = /\/translate$/.test(base) ? base : `${base}/translate`;
  const body = { q: texts, source: 'en', target: lang, format: 'text', ...(options.apiKey === undefined ? {} : { api_key: options.apiKey }) };
  const answer = libreSchema.safeParse(await postJson(url, body, { 'content-type': 'application/json' }, options));
  if (!answer.success) throw new TranslationRejectedError('createTranslator: the LibreTranslate answer has no translatedText');
  const translated = answer.data.translatedText;
  return typeof translated === 'string' ? [translated] : translated;
}

async function postJson(url: string, body: unknown, headers: Record<string, string>, options: SendOptions): Promise<unknown> {
  let res: Response;
  try {
    res = await options.doFetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    throw new TranslationRejectedError(`createTranslator: ${new URL(url).host} is unreachable (${(error as Error).message})`);
  }
  if (!res.ok) throw new TranslationRejectedError(`createTranslator: ${new URL(url).host} answered HTTP ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new TranslationRejectedError(`createTranslator: ${new URL(url).host} answered something that is not JSON`);
  }
}
