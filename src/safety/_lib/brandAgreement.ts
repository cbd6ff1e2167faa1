/** Whether a query's brand is the brand of a recall. */
export type BrandAgreement = 'agree' | 'disagree' | 'unknown';

/**
 * Compares brand keys (see `brandKeys`): equal keys, or one key's words appearing as a whole-word run inside the other
 * (`arizer` and `arizer tech`), agree; a query brand found as a phrase in the recall's title or product names agrees too
 * (CPSC has no brand field). A recall that names brands none of which agree disagrees; one naming none is unknown.
 */
export function brandAgreement(queryKeys: readonly string[], recordKeys: readonly string[], recordText: string): BrandAgreement {
  if (queryKeys.length === 0) return 'unknown';
  for (const q of queryKeys) {
    const qq = ` ${q} `;
    for (const b of recordKeys) {
      if (b.length < 2) continue;
      const bb = ` ${b} `;
      if (b === q || bb.includes(qq) || qq.includes(bb)) return 'agree';
    }
    if (recordText.includes(qq)) return 'agree';
  }
  return recordKeys.length > 0 ? 'disagree' : 'unknown';
}
