import { normalizeGtin } from '../normalizeGtin.js';
import { normalizeModelNumber } from '../normalizeModelNumber.js';

/** Most identifiers taken from one record's prose; notices that list more are truncated (evidence stays in the text). */
const MAX_TOKENS = 60;

/** Words that introduce model, item or catalogue numbers in recall prose. */
const LEAD_WORDS = /^(?:models?|mo|numbers?|no|nos|sku|skus|item|items|style|styles|type|types|catalog|catalogue|part|ref|reference|article|art|product)$/i;
/** Words allowed between a lead word and the identifiers it introduces. */
const FILLER = /^(?:number|numbers|no|nos|is|are|include|includes|included|including|and|or|the|in|recall|id|#|:|-)$/i;
/** Numbers that are years or quantities rather than identifiers. */
const YEAR = /^(?:19|20)\d\d$/;

function identifierLike(token: string, keywordLed: boolean): string | null {
  const t = token.replace(/^[("“'‘]+|[)"”'’.,;:!?]+$/g, '');
  if (t.length < 3 || !/\d/.test(t) || !/^[A-Za-z0-9][A-Za-z0-9\-/._]*$/.test(t)) return null;
  const { normalized, usable } = normalizeModelNumber(t);
  if (!usable) return null;
  const hasLetter = /[A-Z]/.test(normalized);
  if (!hasLetter && (!keywordLed || YEAR.test(normalized) || normalized.length > 12)) return null;
  // Prose identifiers without a lead word must look like codes: an upper-case letter next to digits.
  if (!keywordLed && !(/[A-Z]/.test(t) && normalized.length >= 5)) return null;
  return t;
}

/**
 * Model, item and catalogue numbers mentioned in recall prose (CPSC puts them only in Description, Title and image
 * captions): tokens after a lead word ("model", "SKU", "item number"…) and code-like tokens (upper-case letters
 * with digits, e.g. `PBH113J35AA`, `XW-A17`) anywhere.
 */
export function extractModelNumbers(texts: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (t: string) => {
    const key = normalizeModelNumber(t).normalized;
    if (!seen.has(key) && out.length < MAX_TOKENS) {
      seen.add(key);
      out.push(t);
    }
  };
  for (const text of texts) {
    const tokens = text.split(/[\s,;()"“”]+/).filter((t) => t !== '');
    let lead = -1;
    for (let i = 0; i < tokens.length; i++) {
      const raw = tokens[i]!;
      const bare = raw.replace(/[.:#]+$/g, '');
      if (LEAD_WORDS.test(bare)) {
        lead = i;
        continue;
      }
      const keywordLed = lead >= 0 && i - lead <= 12;
      const id = identifierLike(raw, keywordLed);
      if (id !== null) {
        push(id);
        if (keywordLed) lead = i;
      } else if (keywordLed && !FILLER.test(bare) && !/:$/.test(raw)) {
        // A plain word ends a keyword-led list unless it is a known filler.
        if (!/^[A-Za-z]+$/.test(bare) || bare.length > 3) lead = -1;
      }
    }
  }
  return out;
}

/**
 * Barcode numbers (UPC, EAN, GTIN, APN) mentioned in prose, e.g. "UPC 628078802274 is printed on the packaging".
 * Valid ones come back as 14-digit GTINs, the others as printed.
 */
export function extractBarcodes(texts: readonly string[]): { gtins: string[]; invalid: string[] } {
  const gtins: string[] = [];
  const invalid: string[] = [];
  const re = /\b(?:UPC|EAN|GTIN|APN|barcode|bar code)s?\b(?:\s*(?:code|number|no\.?))?[\s:#]*((?:\d[\d -]{6,18}\d)(?:\s*(?:,|;|and|or)\s*\d[\d -]{6,18}\d)*)/gi;
  for (const text of texts) {
    for (const m of text.matchAll(re)) {
      for (const code of m[1]!.split(/\s*(?:,|;|and|or)\s*/)) {
        const r = normalizeGtin(code);
        if (r.valid) {
          if (!gtins.includes(r.gtin14)) gtins.push(r.gtin14);
        } else if (!invalid.includes(r.digits)) invalid.push(r.digits);
      }
    }
  }
  return { gtins, invalid };
}

/** Splits barcode fields that hold several codes (`'6 27843 72614 2; 6 27713 37937 9'`) and normalises each. */
export function readBarcodeList(values: readonly unknown[]): { gtins: string[]; invalid: string[] } {
  const gtins: string[] = [];
  const invalid: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    for (const code of String(value).split(/[;,/]|\bor\b|\band\b/)) {
      if (code.trim() === '') continue;
      const r = normalizeGtin(code);
      if (r.valid) {
        if (!gtins.includes(r.gtin14)) gtins.push(r.gtin14);
      } else if (r.digits !== '' && !invalid.includes(r.digits)) invalid.push(r.digits);
    }
  }
  return { gtins, invalid };
}
