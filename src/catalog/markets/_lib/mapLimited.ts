/**
 * Maps items through an async function with at most `limit` running at once, keeping the input order; a rejection of
 * one item rejects the whole map (callers catch per item).
 *
 * @param items - The items.
 * @param limit - Most calls in flight (≥ 1).
 * @param fn - The async mapping.
 * @returns The results in input order.
 * @example
 * ```ts
 * const bars = await mapLimited(instruments, 4, (spec) => load(spec));
 * ```
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}
