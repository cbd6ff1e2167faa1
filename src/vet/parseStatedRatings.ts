import { GuidekitError } from '../core/GuidekitError.js';
import type { RatingLimb, RatingSide } from './combineRatings.js';
import { matchCondition } from './_lib/matchCondition.js';
import { normalizeWords } from './_lib/normalizeWords.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { CONDITION_CATALOG } from './rules/conditionCatalog.js';

/** Most rated conditions one list may state (a `bilateral` limb item counts once here, twice when combined). */
export const MAX_STATED_RATINGS = 50;

/** One rating a veteran says they hold, as read from their words or their JSON. */
export interface StatedRating {
  /** The item as given (a JSON item is shown as JSON). */
  readonly input: string;
  /** The words naming the condition, without the rating; null when only a number was given. */
  readonly condition: string | null;
  /** Rating-schedule catalog id the words name, or null when not recognised (the rating still counts). */
  readonly condition_id: string | null;
  /** The rating in percent: a multiple of 10 from 0 to 100. */
  readonly rating: number;
  /** Side of the body, for the bilateral factor; null when not given. */
  readonly side: RatingSide | null;
  /** Arm or leg, for the bilateral factor (from a limb word, else from the recognised condition); null otherwise. */
  readonly limb: RatingLimb | null;
}

/** Options of {@link parseStatedRatings}. */
export interface ParseStatedRatingsOptions {
  /** ISO date whose condition catalog recognises the condition names. Default: the newest catalog. */
  readonly asOf?: string;
  /** Name of the field being read, used in error fields and messages (`ratings[2]`). Default `'ratings'`. */
  readonly field?: string;
}

const FN = 'parseStatedRatings';

const LEFT = new Set(['left', 'l', 'lt', 'izquierda', 'izquierdo', 'izq']);
const RIGHT = new Set(['right', 'r', 'rt', 'derecha', 'derecho', 'der']);
const BOTH = new Set(['bilateral', 'both', 'ambo', 'amba']);
/** Words naming a part of an upper extremity (38 CFR 4.26 counts "both arms" as one pair), English and Spanish. */
const ARM = new Set(['arm', 'shoulder', 'elbow', 'wrist', 'hand', 'finger', 'thumb', 'forearm', 'brazo', 'hombro', 'codo', 'muneca', 'mano', 'pulgar', 'antebrazo']);
/** Words naming a part of a lower extremity. */
const LEG = new Set(['leg', 'knee', 'ankle', 'hip', 'foot', 'feet', 'toe', 'thigh', 'calf', 'heel', 'shin', 'plantar', 'pierna', 'rodilla', 'tobillo', 'cadera', 'pie', 'muslo', 'talon']);
const EXTREMITY = new Set(['extremity', 'extremitie', 'extremidad', 'extremidade']);

/** A number in free text, with whether a percent sign or word follows it. */
interface NumberToken {
  readonly text: string;
  readonly percent: boolean;
  readonly start: number;
  readonly end: number;
}

/**
 * Reads the disability ratings a veteran says they already hold, from free text or a JSON list, into entries
 * `combineRatings` takes (38 CFR 4.25, and 4.26 when sides and limbs pair up).
 *
 * @remarks
 * Free text is a list separated by commas, semicolons or new lines; each item is a condition and a rating
 * (`PTSD 50`, `tinnitus 10%`, `knee left 10`, `50% right shoulder`). In an item the rating is the number followed by
 * `%` (or `percent`), else the last number standing on its own (`type 2 diabetes 20` → 20; `L5`, `3rd` are words).
 * Side words (`left`, `right`, `L`, `R`, `bilateral`, `both`, Spanish too) give the side; limb words (arm, shoulder,
 * elbow, wrist, hand, finger → arm; leg, knee, ankle, hip, foot, toe → leg) give the extremity, else the recognised
 * condition's own (plantar fasciitis → leg, carpal tunnel → arm). A `bilateral` limb item is two ratings, left and
 * right, each at the number given; `bilateral` without a limb (`bilateral hearing loss 10`) stays one rating.
 *
 * A JSON list (text starting with `[`, or an array) holds numbers, strings read as above, or objects
 * `{ condition?, rating, side?: 'left' | 'right' | 'bilateral', limb?: 'arm' | 'leg' | a limb word }`.
 *
 * @param raw - The list as text or as an array.
 * @param options - See {@link ParseStatedRatingsOptions}.
 * @returns One entry per rating, in the order given (a bilateral limb item gives left, then right); pass
 *   `{ rating, side, limb }` of each (without the nulls) to `combineRatings`.
 * @throws {@link GuidekitError} naming the item (`ratings[2]`, `ratings[0].rating`): `invalid_value` for a rating that
 *   is not a multiple of 10, an item with no rating or two percentages, an unknown side or limb; `too_big` above 100 or
 *   for more than {@link MAX_STATED_RATINGS} items; `too_small` below 0 or for an empty list; `invalid_type` for a
 *   value of the wrong type or malformed JSON; `invalid_date` or `out_of_range` on asOf.
 * @example
 * ```ts
 * parseStatedRatings('PTSD 50, tinnitus 10, knee left 10, knee right 10').map((r) => [r.rating, r.side, r.limb])
 * //=> [[50, null, null], [10, null, null], [10, 'left', 'leg'], [10, 'right', 'leg']]
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 */
export function parseStatedRatings(raw: string | readonly unknown[], options: ParseStatedRatingsOptions = {}): StatedRating[] {
  const field = options.field ?? 'ratings';
  const catalog = ruleInForce(CONDITION_CATALOG, options.asOf, FN).value;
  let items: readonly unknown[];
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        items = JSON.parse(text) as unknown[];
      } catch (error) {
        throw new GuidekitError(`${FN}: ${field} starts like a JSON list but is not valid JSON (${(error as Error).message})`, { code: 'invalid_type', field });
      }
      if (!Array.isArray(items)) throw new GuidekitError(`${FN}: ${field} must be a JSON list`, { code: 'invalid_type', field });
    } else {
      items = text.split(/[,;\n]/).map((s) => s.trim()).filter((s) => s.length > 0);
    }
  } else if (Array.isArray(raw)) {
    items = raw;
  } else {
    throw new GuidekitError(`${FN}: ${field} must be text or a list`, { code: 'invalid_type', field });
  }
  if (items.length === 0) throw new GuidekitError(`${FN}: ${field} must list at least one rating`, { code: 'too_small', field });
  if (items.length > MAX_STATED_RATINGS) {
    throw new GuidekitError(`${FN}: ${field} must list at most ${MAX_STATED_RATINGS} ratings, got ${items.length}`, { code: 'too_big', field });
  }

  const out: StatedRating[] = [];
  items.forEach((item, index) => {
    const at = `${field}[${index}]`;
    if (typeof item === 'number') out.push(...place(String(item), null, checkRating(item, at, String(item)), undefined, undefined));
    else if (typeof item === 'string') out.push(...readText(item, at));
    else if (typeof item === 'object' && item !== null && !Array.isArray(item)) out.push(...readObject(item as Record<string, unknown>, at));
    else throw new GuidekitError(`${FN}: ${at} must be a number, a text like "PTSD 50" or an object with a rating`, { code: 'invalid_type', field: at });
  });
  return out;

  /** An item in words: the rating, the condition words around it, side and limb. */
  function readText(text: string, at: string): StatedRating[] {
    const trimmed = text.trim();
    const numbers = findNumbers(trimmed);
    const percents = numbers.filter((n) => n.percent);
    if (percents.length > 1) {
      throw new GuidekitError(`${FN}: ${at} (${JSON.stringify(trimmed)}) names more than one percentage; give one rating per condition`, { code: 'invalid_value', field: at });
    }
    const chosen = percents[0] ?? numbers[numbers.length - 1];
    if (chosen === undefined) {
      throw new GuidekitError(`${FN}: ${at} (${JSON.stringify(trimmed)}) has no rating; write the condition and its percentage, e.g. "PTSD 50"`, { code: 'invalid_value', field: at });
    }
    const rating = checkRating(Number(chosen.text), at, trimmed);
    const words = cleanCondition(`${trimmed.slice(0, chosen.start)} ${trimmed.slice(chosen.end)}`);
    return place(trimmed, words === '' ? null : words, rating, undefined, undefined);
  }

  /** A JSON object item: `{ condition?, rating, side?, limb? }`. */
  function readObject(item: Record<string, unknown>, at: string): StatedRating[] {
    const input = JSON.stringify(item);
    const condition = item.condition ?? item.name;
    if (condition !== undefined && typeof condition !== 'string') {
      throw new GuidekitError(`${FN}: ${at}.condition must be text`, { code: 'invalid_type', field: `${at}.condition` });
    }
    let rating: number;
    if (typeof item.rating === 'number') rating = checkRating(item.rating, `${at}.rating`, input);
    else if (typeof item.rating === 'string' && /^\s*\d+(\.\d+)?\s*%?\s*$/.test(item.rating)) rating = checkRating(Number(item.rating.replace('%', '')), `${at}.rating`, input);
    else throw new GuidekitError(`${FN}: ${at}.rating must be a percentage such as 50, got ${JSON.stringify(item.rating)}`, { code: 'invalid_value', field: `${at}.rating` });
    let side: RatingSide | 'both' | undefined;
    if (item.side !== undefined) {
      const words = typeof item.side === 'string' ? normalizeWords(item.side) : [];
      side = words.length !== 1 ? undefined : LEFT.has(words[0] as string) ? 'left' : RIGHT.has(words[0] as string) ? 'right' : BOTH.has(words[0] as string) ? 'both' : undefined;
      if (side === undefined) {
        throw new GuidekitError(`${FN}: ${at}.side must be 'left', 'right' or 'bilateral', got ${JSON.stringify(item.side)}`, { code: 'invalid_value', field: `${at}.side` });
      }
    }
    let limb: RatingLimb | undefined;
    if (item.limb !== undefined) {
      limb = typeof item.limb === 'string' ? limbOf(normalizeWords(item.limb)) ?? undefined : undefined;
      if (limb === undefined) {
        throw new GuidekitError(`${FN}: ${at}.limb must be 'arm' or 'leg' (or a part of one, such as knee or wrist), got ${JSON.stringify(item.limb)}`, {
          code: 'invalid_value',
          field: `${at}.limb`,
        });
      }
    }
    const name = condition?.trim() ?? '';
    return place(input, name === '' ? null : name, rating, side, limb);
  }

  /** Resolves side and limb from explicit values, else from the words, and expands a bilateral limb to two ratings. */
  function place(input: string, condition: string | null, rating: number, side: RatingSide | 'both' | undefined, limb: RatingLimb | undefined): StatedRating[] {
    const words = condition === null ? [] : normalizeWords(condition);
    const rule = words.length === 0 ? undefined : matchCondition(catalog, words);
    const resolvedSide = side ?? sideOf(words);
    const resolvedLimb = limb ?? limbOf(words) ?? rule?.limb ?? null;
    const base = { input, condition, condition_id: rule?.id ?? null, rating, limb: resolvedLimb };
    if (resolvedSide === 'both') {
      // Each side of a paired extremity is rated on its own; a condition that is not a limb stays one rating.
      return resolvedLimb === null ? [{ ...base, side: null }] : [{ ...base, side: 'left' }, { ...base, side: 'right' }];
    }
    return [{ ...base, side: resolvedSide ?? null }];
  }
}

/** The numbers standing on their own in `text` (not part of a word such as `L5`, `3rd`, `T12`). */
function findNumbers(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(/\d+(?:\.\d+)?/g)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text[start - 1];
    if (before !== undefined && /[\p{L}\p{N}.]/u.test(before)) continue;
    const rest = text.slice(end);
    const unit = /^\s*(?:%|percent\b|per\s*cent\b|pct\b|por\s*ciento\b)/iu.exec(rest);
    if (unit === null && /^[\p{L}\p{N}]/u.test(rest)) continue;
    out.push({ text: m[0], percent: unit !== null, start, end: end + (unit?.[0].length ?? 0) });
  }
  return out;
}

/** The caller's condition words without the separators and filler left around the rating. */
function cleanCondition(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s:=\-–—@()]+|[\s:=\-–—@()]+$/g, '')
    .replace(/\s+(?:rated\s+at|rated|at|al|en)$/i, '')
    .replace(/[\s:=\-–—@()]+$/g, '')
    .trim();
}

function sideOf(words: readonly string[]): RatingSide | 'both' | undefined {
  const left = words.some((w) => LEFT.has(w));
  const right = words.some((w) => RIGHT.has(w));
  if (words.some((w) => BOTH.has(w)) || (left && right)) return 'both';
  return left ? 'left' : right ? 'right' : undefined;
}

function limbOf(words: readonly string[]): RatingLimb | null {
  const extremity = words.some((w) => EXTREMITY.has(w));
  const arm = words.some((w) => ARM.has(w)) || (extremity && (words.includes('upper') || words.includes('superior')));
  const leg = words.some((w) => LEG.has(w)) || (extremity && (words.includes('lower') || words.includes('inferior')));
  if (arm === leg) return null;
  return arm ? 'arm' : 'leg';
}

/** A stated rating: a multiple of 10 from 0 to 100 (VA rates each disability in steps of 10). */
function checkRating(value: number, field: string, input: string): number {
  if (!Number.isFinite(value)) throw new GuidekitError(`${FN}: ${field} must be a number, got ${JSON.stringify(input)}`, { code: 'invalid_number', field });
  if (value < 0) throw new GuidekitError(`${FN}: ${field} must be at least 0, got ${value} in ${JSON.stringify(input)}`, { code: 'too_small', field });
  if (value > 100) throw new GuidekitError(`${FN}: ${field} must be at most 100, got ${value} in ${JSON.stringify(input)}`, { code: 'too_big', field });
  if (!Number.isInteger(value) || value % 10 !== 0) {
    throw new GuidekitError(`${FN}: ${field} must be a multiple of 10 (VA rates each disability in steps of 10), got ${value} in ${JSON.stringify(input)}`, {
      code: 'invalid_value',
      field,
    });
  }
  return value;
}

