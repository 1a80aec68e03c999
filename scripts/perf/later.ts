// Whether one build's runs are later than another's by more than chance: the one-sided
// Mann–Whitney U test, exact. Medians of a few cold loads on a throttled phone move between rounds
// with no change that matters, by as much as the differences looked for, so a difference of
// medians alone cannot say "worse"; this says how often chance alone would order the runs as
// unevenly. Rank-based: a run that gave up (Infinity) is simply the latest.

/** Each value's rank in both samples together, from 1; tied values share their mean rank. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]![0] === order[start]![0]) end++;
    for (let k = start; k <= end; k++) out[order[k]![1]] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return out;
}

/** All ways to choose `size` of `items` (their sums are all the test needs). */
function chooseSums(items: number[], size: number, from = 0): number[] {
  if (size === 0) return [0];
  const sums: number[] = [];
  for (let i = from; i <= items.length - size; i++)
    for (const rest of chooseSums(items, size - 1, i + 1)) sums.push(items[i]! + rest);
  return sums;
}

/**
 * The chance, were both builds alike, that `these` would rank at least as late against `others`
 * as they did: the exact one-sided p-value (every split of the pooled ranks counted; up to 12 runs
 * a build, 2.7 million splits).
 */
export function chanceOfBeingAsLate(these: number[], others: number[]): number {
  if (these.length > 12 || others.length > 12) throw new Error('at most 12 runs a build');
  if (!these.length || !others.length) return 1;
  const pooled = ranks([...these, ...others]);
  const observed = pooled.slice(0, these.length).reduce((a, b) => a + b, 0);
  const sums = chooseSums(pooled, these.length);
  // A tolerance for the tied ranks' halves.
  return sums.filter((s) => s >= observed - 1e-9).length / sums.length;
}
