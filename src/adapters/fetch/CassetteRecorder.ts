/** One origin answer as recorded into a cassette (`guidekit data record`). */
export interface RecordedExchange {
  readonly source: string;
  readonly method: 'GET' | 'POST';
  /** The URL as sent (credentials included only if the source takes them in the URL; see docs/configuration.md). */
  readonly url: string;
  readonly requestBody: string | null;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
  readonly recordedAt: Date;
}

/** Where the fetch layer writes what the origins answered, so that a replay port can serve it again. */
export interface CassetteRecorder {
  record(exchange: RecordedExchange): Promise<void>;
}
