/**
 * Quotes a text as a SQL string literal for DuckDB (single quotes doubled), for file paths, which DuckDB's table
 * functions take only as literals, never as bound parameters.
 *
 * @param text - Any text.
 * @returns The literal, quotes included.
 * @example
 * ```ts
 * quoteSqlString("it's"); //=> "'it''s'"
 * ```
 * @see docs/prediction-markets.md
 */
export function quoteSqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
