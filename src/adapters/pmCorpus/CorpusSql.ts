/** A query and its positional parameters (the scan builders' answer). */
export interface CorpusSql {
  readonly sql: string;
  readonly params: (string | number | bigint)[];
}

