import { utc } from '@date-fns/utc';
import { differenceInCalendarDays } from 'date-fns';
/** Text helpers shared by the recall mappers and the matcher: whitespace, dates, brand keys, name tokens. */

/** Collapses whitespace and HTML non-breaking spaces; returns '' for non-strings. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Non-empty cleaned strings, de-duplicated, in first-seen order. */
export function uniqueTexts(values: readonly unknown[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const v of values) {
    const t = cleanText(v);
    if (t !== '' && !seen.has(t)) {
      seen.add(t);
      out.push(t);
    }
  }
  return out;
}

/** Reads `YYYY-MM-DD` or `YYYY-MM-DDThh:mm…` into an ISO date, or null. */
export function isoDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (m === null) return null;
  return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Builds an ISO date from parts when they form a calendar date. */
export function validDate(y: number, m: number, d: number): string | null {
  if (!(m >= 1 && m <= 12 && d >= 1)) return null;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  if (d > days) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days from ISO date `a` to ISO date `b` (b − a), computed on UTC calendar days. */
export function daysBetween(a: string, b: string): number {
  return differenceInCalendarDays(b.slice(0, 10), a.slice(0, 10), { in: utc });
}

/** Lower-case ASCII-folded words of a text (diacritics removed, anything not a letter or digit is a separator). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

const LEGAL_SUFFIXES = new Set([
  'inc', 'incorporated', 'llc', 'ltd', 'limited', 'co', 'corp', 'corporation', 'company', 'gmbh', 'sa', 'sas', 'srl', 'bv', 'nv',
  'ag', 'pty', 'plc', 'lp', 'llp', 'ulc', 'kg', 'oy', 'ab', 'spa', 'sarl', 'the',
]);

/**
 * Brand keys of a firm or brand name: the name without legal suffixes (`Inc`, `LLC`, `Co., Ltd.`…) and without
 * `, of <place>`; a `dba` / `doing business as` name becomes a second key. Keys are lower-case words joined by one space.
 */
export function brandKeys(name: string): string[] {
  const text = cleanText(name);
  if (text === '') return [];
  const parts = text.split(/\b(?:dba|d\/b\/a|doing business as|t\/a|trading as)\b/i);
  const keys: string[] = [];
  for (const part of parts) {
    // "Acme Inc., of Houston, Texas" / "Kith Retail Inc. of Brooklyn": the place follows a comma or a legal suffix.
    const withoutPlace = part.replace(/(?:,\s*|(?<=\b(?:inc|llc|ltd|co|corp|limited|gmbh|pty|plc)\.?)\s+)of\s+.*$/i, '');
    const ws = words(withoutPlace).filter((w) => !LEGAL_SUFFIXES.has(w));
    const key = ws.join(' ');
    if (key !== '' && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

const STOPWORDS = new Set([
  'a', 'an', 'and', 'or', 'the', 'of', 'for', 'with', 'in', 'on', 'by', 'to', 'at', 'from', 'as', 'is', 'are', 'be', 'its', 'it',
  'recall', 'recalls', 'recalled', 'due', 'risk', 'hazard', 'hazards', 'sold', 'brand', 'branded', 'certain', 'product', 'products',
  'set', 'sets', 'model', 'models', 'new', 'pack', 'piece', 'inch', 'x',
]);

/** Folds simple English plurals so `toys` and `toy`, `batteries` and `battery`, `boxes` and `box` compare equal. */
function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ch|sh|x|ss|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

/** Name tokens for the fuzzy tier: words without stopwords, plurals folded, de-duplicated. */
export function nameTokens(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOPWORDS.has(w)) continue;
    const s = singular(w);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}
