import type { PortCall } from '../../core/sourceUse.js';

/**
 * What a language model is asked to word: the report's figures and facts, and the template narrative it may rephrase.
 * It carries every number the narrative may use; a worded narrative with any other number is rejected.
 */
export interface NarrativeRequest {
  /** The question as understood. */
  readonly question: string;
  /** `en` or `es`. */
  readonly lang: 'en' | 'es';
  /** The narrative built from templates (the fallback, and the model's only source of facts). */
  readonly template: readonly string[];
}

/**
 * The optional `questionParser` port: a language model behind an OpenAI-compatible chat endpoint. It may (a) read a
 * question the grammar cannot, returning the router's structured form as untrusted JSON (the caller validates it and
 * ignores anything invalid), and (b) reword the template narrative. It never produces a figure: the caller rejects a
 * worded narrative holding any number that is not in the engines' answers and keeps the template.
 */
export interface QuestionParser {
  /** The model's reading of a question as JSON text or a parsed value; `null` when it declined. Untrusted. */
  parseQuestion(question: string, hints: { readonly intents: readonly string[]; readonly operations: readonly string[] }, call?: PortCall): Promise<unknown>;
  /** The model's wording of the narrative, one paragraph per entry; `null` when it declined. Untrusted. */
  wordNarrative(request: NarrativeRequest, call?: PortCall): Promise<readonly string[] | null>;
}
