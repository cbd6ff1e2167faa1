/** Width of the bar itself, in characters. */
const BAR_WIDTH = 24;
/** Width the line is padded to, so a shorter line overwrites a longer one. */
const LINE_WIDTH = 72;

/**
 * One line of a terminal progress bar, starting with a carriage return so each call overwrites the last: a caller
 * writes it to stderr only when stderr is a terminal (`process.stderr.isTTY`), and a newline when the work is over.
 * With `total` null (the amount of work is not known yet) it shows the count alone.
 *
 * @param done - Steps finished (clamped to `total`).
 * @param total - Steps in all, or null when unknown.
 * @param label - What is being worked on, e.g. `cpsc ok`.
 * @returns `\r[#########...............] 3/8 label`, padded to 72 characters.
 * @example
 * ```ts
 * if (process.stderr.isTTY) process.stderr.write(formatProgressBar(2, 5, 'nhtsa ok'));
 * ```
 */
export function formatProgressBar(done: number, total: number | null, label: string): string {
  if (total === null) return `\r${label}: ${done}`.padEnd(LINE_WIDTH);
  const filled = total <= 0 ? 0 : Math.max(0, Math.min(BAR_WIDTH, Math.round((done / total) * BAR_WIDTH)));
  return `\r[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.min(done, Math.max(total, 0))}/${total} ${label}`.padEnd(LINE_WIDTH);
}
