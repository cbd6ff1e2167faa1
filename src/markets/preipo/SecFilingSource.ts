import type { PortCall } from '../../core/sourceUse.js';

/** One entry of EDGAR's latest-filings feed (`browse-edgar?action=getcurrent&output=atom`). */
export interface SecFeedEntry {
  /** The form type as EDGAR files it (`S-1`, `S-1/A`, `F-1`, `424B4`, `EFFECT`). */
  readonly form: string;
  /** The filer's name as the feed gives it. */
  readonly company: string;
  /** The filer's Central Index Key, ten digits with leading zeros. */
  readonly cik: string;
  /** The accession number, `0001234567-25-000001`. */
  readonly accession: string;
  /** The filing date (ISO date), from the entry's summary. */
  readonly filed: string;
  /** When EDGAR accepted it (ISO 8601 with its offset, Eastern time). */
  readonly updated: string;
  /** The filing's index page. */
  readonly url: string;
}

/** One filing of a company's recent submissions (data.sec.gov). */
export interface SecFiling {
  readonly accession: string;
  readonly form: string;
  /** ISO date. */
  readonly filed: string;
}

/** A company's submissions document: who it is and its recent filings, newest first. */
export interface SecCompanySubmissions {
  readonly cik: string;
  readonly name: string;
  /** Exchange tickers of its listed securities; empty before a listing. */
  readonly tickers: readonly string[];
  readonly exchanges: readonly string[];
  readonly sicDescription: string | null;
  readonly stateOfIncorporation: string | null;
  readonly filings: readonly SecFiling[];
}

/**
 * The `secFilings` port: SEC EDGAR's latest-filings Atom feed for one form type, and a company's submissions JSON. A
 * CIK that is not ten digits or that EDGAR does not know is a 400 (field `cik`); EDGAR down, rate-limiting or
 * answering something unreadable is a 503 naming the source.
 */
export interface SecFilingSource {
  /** The feed's latest filings of exactly this form type (newest first), with the feed's own updated time. */
  latestFilings(form: string, call?: PortCall): Promise<{ readonly updated: string | null; readonly entries: readonly SecFeedEntry[] }>;
  /** A company's submissions. */
  submissions(cik: string, call?: PortCall): Promise<SecCompanySubmissions>;
}
