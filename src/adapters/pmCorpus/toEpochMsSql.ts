/**
 * The SQL of an instant column as epoch milliseconds UTC, whatever the dataset stored it as (TIMESTAMP, TIMESTAMPTZ or
 * ISO text; the connection's time zone is UTC).
 *
 * @param column - A column or expression.
 * @returns The SQL expression.
 * @example
 * ```ts
 * toEpochMsSql('close_time'); //=> 'epoch_ms(CAST(close_time AS TIMESTAMPTZ))'
 * ```
 * @see docs/prediction-markets.md
 */
export function toEpochMsSql(column: string): string {
  return `epoch_ms(CAST(${column} AS TIMESTAMPTZ))`;
}
