/**
 * Ranks 1..n (1 = smallest), tied values sharing the average of their ranks, as Spearman's correlation needs.
 *
 * @param values - Finite numbers.
 * @returns The rank of each value, in input order.
 */
export function rankWithTies(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
  const ranks = new Float64Array(n);
  for (let start = 0; start < n; ) {
    let end = start;
    while (end + 1 < n && values[order[end + 1]!] === values[order[start]!]) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!] = rank;
    start = end + 1;
  }
  return ranks;
}
