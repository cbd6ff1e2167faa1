/**
 * One use of an outside source while answering a request: where the data came from and how fresh it was. Answers built
 * from outside data list these in their `data` block, so a reader can see each source, its host, when it was fetched
 * and whether it came from a cache.
 */
export interface SourceUse {
  /** The source's stable id, e.g. `yahoo`, `recalls.cpsc`, `bars-dir`. */
  readonly source: string;
  /** Host of the URL the data came from; null for data read from local files (a snapshot, a bars directory). */
  readonly host: string | null;
  /** The URL fetched, when there was one and it reveals nothing private (no keys); else null. */
  readonly url?: string | null;
  /** When the data was fetched from its origin (ISO 8601 timestamp); null when unknown. */
  readonly fetched_at: string | null;
  /** Seconds between `fetched_at` and the answer; null when unknown. */
  readonly age_seconds: number | null;
  /** True when the data was served from a cache or a stored snapshot rather than fetched for this request. */
  readonly from_cache: boolean;
  /** HTTP status of the origin's response, when there was one. */
  readonly status?: number;
  /** HTTP method of the request, when there was one. */
  readonly method?: 'GET' | 'POST';
  /**
   * SHA-256 (hex) of the request body of a POST, so requests to one URL stay apart (an info API that takes its question
   * in the body); the same digest a cassette keys its exchange on. Absent for a request without a body.
   */
  readonly request_body_sha256?: string;
}

/** Collects the {@link SourceUse}s of one request; the catalog creates one per call and passes it to every port call. */
export interface SourceRecorder {
  /** Notes one use; the same source may be noted several times (each fetch), and the answer lists each distinct one. */
  record(use: SourceUse): void;
}

/** What every port call may carry besides its own arguments. */
export interface PortCall {
  /** Where the port notes the sources it used for this call. Default: nowhere. */
  readonly trace?: SourceRecorder;
}
