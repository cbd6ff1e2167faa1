import { GuidekitError } from '../core/GuidekitError.js';
import { brandKeys, nameTokens, words } from './_lib/text.js';
import { normalizeModelNumber } from './normalizeModelNumber.js';
import type { RecallRecord } from './recallTypes.js';

/** Recalls prepared for fast matching. Build once per snapshot with {@link createRecallIndex}; treat as opaque. */
export interface RecallIndex {
  readonly kind: 'guidekit.recall_index';
  readonly records: readonly RecallRecord[];
  /** 14-digit GTIN → record positions. */
  readonly byGtin: ReadonlyMap<string, readonly number[]>;
  /** Normalised usable model number → record positions. */
  readonly byModel: ReadonlyMap<string, readonly number[]>;
  /** Name and brand word → record positions. */
  readonly byToken: ReadonlyMap<string, readonly number[]>;
  /** Name word → positions of records that list no identifier (the only ones a name may match when the query has one). */
  readonly byTokenNoId: ReadonlyMap<string, readonly number[]>;
  /** Per record: brand keys. */
  readonly brandKeys: readonly (readonly string[])[];
  /** Per record: name tokens of the product names and of the title up to "recall"/"due to". */
  readonly nameTokens: readonly (readonly string[])[];
  /** Per record: the same tokens as a set. */
  readonly nameTokenSets: readonly ReadonlySet<string>[];
  /** Per record: ` title product names ` as lower-case words, for brand phrases. */
  readonly texts: readonly string[];
  /** Per record: whether it lists a GTIN or a usable model number (then a name alone cannot match it). */
  readonly hasIdentifiers: readonly boolean[];
}

function add(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
}

/** The part of a title that names the product, before "Recalled", "Recalls" or "Due to". */
function titleHead(title: string): string {
  return title.split(/\b(?:recalled|recalls?|due to|expands)\b/i)[0] ?? title;
}

/**
 * Indexes recall records by GTIN, normalised model number and name/brand word, so that matching one product against
 * ten thousand recalls is a handful of map lookups. The records are kept by reference, not copied or changed.
 *
 * @param recalls - Normalised records from the mappers.
 * @returns The index to pass to `matchRecalls`.
 * @throws {@link GuidekitError} `invalid_type` on field `recalls` when it is not an array of records.
 * @example
 * ```ts
 * const index = createRecallIndex(cpscRecords.map(mapCpscRecall).filter((r) => r !== null));
 * matchRecalls({ upc: '628078802274', brand: 'Arizer' }, index, { asOf, sources }).status //=> 'recalled'
 * ```
 * @see /work/shared/research/safety-style.md, A1 "Matching a query to recalls"
 */
export function createRecallIndex(recalls: readonly RecallRecord[]): RecallIndex {
  if (!Array.isArray(recalls)) {
    throw new GuidekitError('createRecallIndex: recalls must be an array of recall records', { code: 'invalid_type', field: 'recalls' });
  }
  const byGtin = new Map<string, number[]>();
  const byModel = new Map<string, number[]>();
  const byToken = new Map<string, number[]>();
  const byTokenNoId = new Map<string, number[]>();
  const keysOf: string[][] = [];
  const tokensOf: string[][] = [];
  const texts: string[] = [];
  const hasIdentifiers: boolean[] = [];
  recalls.forEach((r, i) => {
    if (r === null || typeof r !== 'object' || !Array.isArray(r.gtins)) {
      throw new GuidekitError(`createRecallIndex: recalls[${i}] is not a recall record`, { code: 'invalid_type', field: `recalls[${i}]` });
    }
    for (const g of r.gtins) add(byGtin, g, i);
    let usableModels = 0;
    for (const m of r.model_numbers) {
      const n = normalizeModelNumber(m);
      if (n.usable) {
        add(byModel, n.normalized, i);
        usableModels++;
      }
    }
    const keys: string[] = [...new Set<string>(r.brands.flatMap((b: string) => brandKeys(b)))];
    const tokens = nameTokens([...r.products, titleHead(r.title)].join(' '));
    for (const t of tokens) add(byToken, t, i);
    for (const k of keys) for (const w of k.split(' ')) add(byToken, w, i);
    const hasIds = r.gtins.length > 0 || usableModels > 0;
    if (!hasIds) for (const tok of tokens) add(byTokenNoId, tok, i);
    keysOf.push(keys);
    tokensOf.push(tokens);
    texts.push(` ${words([r.title, ...r.products].join(' ')).join(' ')} `);
    hasIdentifiers.push(hasIds);
  });
  return {
    kind: 'guidekit.recall_index',
    records: recalls,
    byGtin,
    byModel,
    byToken,
    byTokenNoId,
    brandKeys: keysOf,
    nameTokens: tokensOf,
    nameTokenSets: tokensOf.map((tokens) => new Set(tokens)),
    texts,
    hasIdentifiers,
  };
}
