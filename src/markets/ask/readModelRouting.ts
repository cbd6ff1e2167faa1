import * as z from 'zod/mini';
import { GuidekitError } from '../../core/GuidekitError.js';
import { findForeignFigures } from './findForeignFigures.js';
import { ASK_INTENT_OPERATIONS } from './intentOperations.js';
import { ASK_INTENTS, type AskIntent, type RoutedQuestion } from './types.js';

/** Confidence given to a language model's reading that passed validation (it reports none the grammar can check). */
export const MODEL_ROUTING_CONFIDENCE = 0.5;

// zod/mini, not zod: this engine runs in the browser too, and a bundle of it should not carry all of zod.
const text = z.string().check(z.minLength(1), z.maxLength(200));
const modelRoutingSchema = z.object({
  intent: z.enum(ASK_INTENTS as [AskIntent, ...AskIntent[]]),
  routes: z
    .array(
      z.strictObject({
        operation_id: z.string().check(z.minLength(1), z.maxLength(60)),
        params: z._default(z.record(z.string().check(z.regex(/^[a-z_]{1,40}$/)), z.union([text, z.number()])), {}),
      }),
    )
    .check(z.minLength(1), z.maxLength(3)),
  entities: z._default(z.array(z.looseObject({ kind: z.string().check(z.maxLength(40)), text, value: text })).check(z.maxLength(20)), []),
});

/**
 * Validates a language model's reading of a question the grammar could not route (untrusted JSON, or JSON text) and
 * turns it into the router's structured form. Anything that does not fit is ignored, never repaired: an unknown intent,
 * an operation the intent does not route to, a parameter holding a number that is not written in the question (a
 * model may read figures, not invent them), or an entity whose text is not in the question. Entities keep the spans
 * where their text first occurs.
 *
 * @param raw - What the model answered.
 * @param question - The question it was asked about.
 * @returns The routed question (`parsed_by: 'language_model'`, confidence {@link MODEL_ROUTING_CONFIDENCE}), or null
 *   when the answer is not a valid reading.
 * @throws {@link GuidekitError} `invalid_question` (field `question`) when the question itself is empty.
 * @example
 * ```ts
 * readModelRouting('{"intent":"price_signal","routes":[{"operation_id":"signalGenerate","params":{"instrument":"XAUUSD","timeframe":"1d"}}]}', 'gold?')
 * ```
 * @see docs/ask-analysis-event.md#the-language-model-rule
 */
export function readModelRouting(raw: unknown, question: string): RoutedQuestion | null {
  const asked = typeof question === 'string' ? question.trim() : '';
  if (asked === '') throw new GuidekitError('readModelRouting: question must not be empty', { code: 'invalid_question', field: 'question' });
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
    } catch {
      return null;
    }
  }
  const parsed = modelRoutingSchema.safeParse(value);
  if (!parsed.success) return null;
  const { intent, routes, entities } = parsed.data;
  const allowed = ASK_INTENT_OPERATIONS[intent];
  const params = routes.map((r) => Object.fromEntries(Object.entries(r.params).map(([k, v]) => [k, String(v)])));
  if (routes.some((r) => !allowed.includes(r.operation_id))) return null;
  if (findForeignFigures(params.flatMap((p) => Object.values(p)), [asked]).length > 0) return null;
  const lower = asked.toLowerCase();
  const spans = entities.map((e) => ({ e, at: lower.indexOf(e.text.toLowerCase()) }));
  if (spans.some((s) => s.at < 0)) return null;
  const kinds = new Set(['instrument', 'team', 'player', 'league', 'timeframe', 'threshold', 'deadline', 'event', 'city', 'theme', 'category', 'handle', 'course', 'race', 'tournament', 'market_title']);
  return {
    question: asked,
    intent,
    routes: routes.map((r, i) => ({ operation_id: r.operation_id, params: params[i]! })),
    entities: spans
      .filter((s) => kinds.has(s.e.kind))
      .map(({ e, at }) => ({ kind: e.kind as RoutedQuestion['entities'][number]['kind'], text: asked.slice(at, at + e.text.length), value: e.value, span: [at, at + e.text.length] as const })),
    confidence: MODEL_ROUTING_CONFIDENCE,
    not_understood: [],
    defaults: {},
    corrections: [],
    parsed_by: 'language_model',
  };
}
