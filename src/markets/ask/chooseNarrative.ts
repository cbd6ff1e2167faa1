import { findForeignFigures } from './findForeignFigures.js';

/** The narrative an answer carries, and where its wording came from. */
export interface ChosenNarrative {
  readonly narrative: readonly string[];
  /** `template`: built from the message catalogs; `language_model`: a model's wording that passed the figure check. */
  readonly worded_by: 'template' | 'language_model';
  /** Figures the model wrote that no engine gave; non-empty only when its wording was rejected for them. */
  readonly rejected_figures: readonly string[];
}

/** Longest worded narrative accepted, in characters (a model that rambles is not reworded for us). */
const MAX_WORDED_LENGTH = 4000;

/**
 * Chooses between the template narrative and a language model's wording of it: the wording is used only when it is
 * non-empty, not too long, and every figure in it is a figure of the engines' answers (or the template's, which are
 * theirs); otherwise the template stands. A model never produces a number.
 *
 * @param template - The narrative built from templates over the engines' figures.
 * @param worded - The model's wording, or null when there is none (no model, or it failed).
 * @param sources - The engines' answers the template was built from.
 * @returns The narrative used, its origin, and any figures that got a wording rejected.
 * @example
 * ```ts
 * chooseNarrative(['Gold rose 0.41 %.'], ['Gold will hit 5000.'], [{ mean_pct: 0.41 }]).worded_by //=> 'template'
 * ```
 * @see docs/ask-analysis-event.md#the-language-model-rule
 */
export function chooseNarrative(template: readonly string[], worded: readonly string[] | null, sources: readonly unknown[]): ChosenNarrative {
  if (worded === null || !Array.isArray(worded)) return { narrative: template, worded_by: 'template', rejected_figures: [] };
  const lines = worded.filter((l): l is string => typeof l === 'string').map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length === 0 || lines.join('\n').length > MAX_WORDED_LENGTH) return { narrative: template, worded_by: 'template', rejected_figures: [] };
  const foreign = findForeignFigures(lines, [...sources, template]);
  if (foreign.length > 0) return { narrative: template, worded_by: 'template', rejected_figures: foreign };
  return { narrative: lines, worded_by: 'language_model', rejected_figures: [] };
}
