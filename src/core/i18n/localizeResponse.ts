import type { Translator } from './Translator.js';

/**
 * Keys whose string values (or arrays of strings) are narrative prose that a {@link Translator} may translate.
 * Identifiers, enums, dates and codes live under other keys and are never translated.
 */
export const NARRATIVE_KEYS: ReadonlySet<string> = new Set([
  'narrative', 'recommendation', 'reason', 'reasons', 'message', 'warning', 'warnings', 'warning_flags', 'critical_warnings',
  'note', 'notes', 'script', 'opening_script', 'tips', 'steps', 'summary', 'description', 'explanation', 'why',
  'priority_actions', 'actions', 'strategy', 'assumptions', 'negotiation_tactics', 'risks', 'disclaimer',
]);

/**
 * Machine-translates the narrative fields of an English response (keys in {@link NARRATIVE_KEYS}) for a language
 * with no shipped catalog. The input is not mutated. When the translator fails, the English response is returned
 * with a `lang_note` saying so: a failed translation never loses the answer.
 *
 * @param body - An engine response in English.
 * @param options - `lang`: target code; `translator`: the hook.
 * @returns A translated copy, with `lang_note` describing what happened.
 * @example
 * ```ts
 * await localizeResponse({ narrative: 'Pay the card first.' }, { lang: 'fr', translator })
 * //=> { narrative: 'Payez d’abord la carte.', lang_note: 'Machine-translated from English into fr.' }
 * ```
 */
export async function localizeResponse<T>(
  body: T,
  options: { readonly lang: string; readonly translator: Translator },
): Promise<T & { readonly lang_note?: string }> {
  const texts: string[] = [];
  collect(body, false, texts);
  if (texts.length === 0) return body as T & { readonly lang_note?: string };
  let translated: readonly string[];
  try {
    translated = await options.translator.translate(texts, options.lang);
    if (translated.length !== texts.length) throw new Error('length mismatch');
  } catch {
    return withNote(body, `Machine translation into ${options.lang} failed; the response is in English.`);
  }
  let index = 0;
  const next = () => translated[index++] as string;
  return withNote(rebuild(body, false, next) as T, `Machine-translated from English into ${options.lang}.`);
}

function collect(value: unknown, narrative: boolean, out: string[]): void {
  if (typeof value === 'string') {
    if (narrative) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, narrative, out);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) collect(item, NARRATIVE_KEYS.has(key), out);
  }
}

function rebuild(value: unknown, narrative: boolean, next: () => string): unknown {
  if (typeof value === 'string') return narrative ? next() : value;
  if (Array.isArray(value)) return value.map((item) => rebuild(item, narrative, next));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rebuild(item, NARRATIVE_KEYS.has(key), next)]));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function withNote<T>(body: T, note: string): T & { readonly lang_note?: string } {
  return isPlainObject(body) ? ({ ...body, lang_note: note } as T & { lang_note: string }) : (body as T & { readonly lang_note?: string });
}
