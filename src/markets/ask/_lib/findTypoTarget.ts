import type { AskLexicon } from './buildAskLexicon.js';

/** The typo index of one lexicon: every target word by its spellings with one or two letters deleted. */
interface TypoIndex {
  readonly byVariant: ReadonlyMap<string, readonly string[]>;
}

/** Shortest lexicon word a typo is corrected to, and shortest word corrected. */
const MIN_TARGET = 6;
const MIN_WORD = 5;
/** Targets of at least this length tolerate two edits; shorter ones one. */
const TWO_EDITS_FROM = 8;

const cache = new WeakMap<AskLexicon, TypoIndex>();

/**
 * The lexicon word a misspelt word stands for (`etherium` → `ethereum`, `tommorow` → `tomorrow`), by optimal string
 * alignment distance (insertions, deletions, substitutions and swaps of two neighbours): one edit for targets of six or
 * seven letters, two from eight. Only one-word phrases of the lexicon of at least six letters that are no ordinary word are targets, only words of at least five
 * letters are corrected, and a word two targets are equally near is left alone. The caller decides which words may be
 * corrected at all (never a word that could be a ticker, never an English word: docs/ask-analysis-event.md#typos).
 *
 * @param word - The word, lower case.
 * @param lexicon - The lexicon whose words are the targets.
 * @returns The target, or null.
 * @example
 * ```ts
 * findTypoTarget('etherium', lexicon) //=> 'ethereum'
 * ```
 */
export function findTypoTarget(word: string, lexicon: AskLexicon): string | null {
  if (word.length < MIN_WORD || !/^\p{L}+$/u.test(word)) return null;
  const index = typoIndex(lexicon);
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  const seen = new Set<string>();
  for (const variant of deletions(word, word.length >= TWO_EDITS_FROM - 1 ? 2 : 1)) {
    for (const target of index.byVariant.get(variant) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      const allowed = target.length >= TWO_EDITS_FROM ? 2 : 1;
      const d = osaDistance(word, target, allowed);
      if (d > allowed) continue;
      if (d < bestDistance) [best, bestDistance, tie] = [target, d, false];
      else if (d === bestDistance && target !== best) tie = true;
    }
  }
  return tie ? null : best;
}

function typoIndex(lexicon: AskLexicon): TypoIndex {
  let index = cache.get(lexicon);
  if (index === undefined) {
    const byVariant = new Map<string, string[]>();
    // Targets are whole one-word phrases ("ethereum", "verstappen"): a word of a longer name alone names nothing, and a
    // phrase that is an ordinary word ("eagles", "snowflake") is read only in context, never reached by a typo.
    for (const [word, entries] of lexicon.phrases) {
      if (word.length < MIN_TARGET || !/^\p{L}+$/u.test(word) || entries.every((e) => e.weak === true)) continue;
      for (const variant of deletions(word, word.length >= TWO_EDITS_FROM ? 2 : 1)) {
        const list = byVariant.get(variant);
        if (list === undefined) byVariant.set(variant, [word]);
        else if (!list.includes(word)) list.push(word);
      }
    }
    cache.set(lexicon, (index = { byVariant }));
  }
  return index;
}

/** The word and every spelling of it with up to `depth` letters deleted (symmetric-delete look-up). */
function deletions(word: string, depth: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const v = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(v)) {
          out.add(v);
          next.push(v);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** Optimal string alignment distance, stopping early once it exceeds `limit`. */
function osaDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}
