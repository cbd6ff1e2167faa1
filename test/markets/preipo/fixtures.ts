// Pre-IPO radar fixtures. The feed entries are real: EDGAR's latest-filings feed of 2025-12-12 as edgartools recorded it
// (test/fixtures/cassettes/sec-edgar). The submissions are synthetic (written here, labelled so): EDGAR's shape with
// just the fields the radar reads, for three of those filers.
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import type { PerpBookSnapshot, PerpBookSource } from '../../../src/markets/ports/PerpBookSource.js';
import type { SecCompanySubmissions, SecFeedEntry, SecFilingSource } from '../../../src/markets/preipo/SecFilingSource.js';

const entry = (form: string, company: string, cik: string, accession: string, filed: string, updated: string): SecFeedEntry => ({
  form, company, cik, accession, filed, updated,
  url: `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession.replace(/-/g, '')}/${accession}-index.htm`,
});

/** Real entries of the 2025-12-12 feed: Wealthfront's EFFECT and 424B4, GRI Bio's, a SPAC's 424B4, NextCure's EFFECT and two registration filers (URLs rebuilt from CIK and accession as EDGAR forms them). */
export const FEEDS: { form: string; updated: string; entries: SecFeedEntry[] }[] = [
  { form: 'S-1', updated: '2025-12-12T18:03:31-05:00', entries: [entry('S-1', 'GeoVax Labs, Inc.', '0000832489', '0001437749-25-037757', '2025-12-12', '2025-12-12T17:26:42-05:00')] },
  { form: 'S-1/A', updated: '2025-12-12T18:03:31-05:00', entries: [entry('S-1/A', 'Buda Juice LLC', '0002079720', '0001493152-25-027581', '2025-12-12', '2025-12-12T17:28:12-05:00')] },
  { form: 'F-1', updated: '2025-12-12T18:03:31-05:00', entries: [] },
  { form: 'F-1/A', updated: '2025-12-12T18:03:31-05:00', entries: [] },
  {
    form: 'EFFECT',
    updated: '2025-12-12T18:03:31-05:00',
    entries: [
      entry('EFFECT', 'WEALTHFRONT CORP', '0001524566', '9999999995-25-003660', '2025-12-11', '2025-12-12T00:15:18-05:00'),
      entry('EFFECT', 'GRI Bio, Inc.', '0001824293', '9999999995-25-003687', '2025-12-11', '2025-12-12T00:15:18-05:00'),
      entry('EFFECT', 'NextCure, Inc.', '0001661059', '9999999995-25-003675', '2025-12-11', '2025-12-12T00:15:37-05:00'),
    ],
  },
  {
    form: '424B4',
    updated: '2025-12-12T18:03:31-05:00',
    entries: [
      entry('424B4', 'WEALTHFRONT CORP', '0001524566', '0001628280-25-056780', '2025-12-12', '2025-12-12T16:23:31-05:00'),
      entry('424B4', 'Twelve Seas Investment Co III/Cayman', '0002052243', '0001213900-25-121108', '2025-12-12', '2025-12-12T14:26:22-05:00'),
      entry('424B4', 'GRI Bio, Inc.', '0001824293', '0001628280-25-056703', '2025-12-12', '2025-12-12T14:15:48-05:00'),
    ],
  },
];

/** Synthetic submissions: Wealthfront with no periodic report before its S-1, GRI Bio reporting since 2023, a blank check. */
export const SUBMISSIONS: SecCompanySubmissions[] = [
  { cik: '0001524566', name: 'WEALTHFRONT CORP', tickers: ['WLTH'], exchanges: ['Nasdaq'], sicDescription: 'Security Brokers, Dealers & Flotation Companies', stateOfIncorporation: 'DE', filings: [{ form: '424B4', accession: '0001628280-25-056780', filed: '2025-12-12' }, { form: 'S-1/A', accession: 'x-2', filed: '2025-12-01' }, { form: 'S-1', accession: 'x-1', filed: '2025-11-10' }] },
  { cik: '0001824293', name: 'GRI Bio, Inc.', tickers: ['GRI'], exchanges: ['Nasdaq'], sicDescription: 'Pharmaceutical Preparations', stateOfIncorporation: 'DE', filings: [{ form: 'S-1', accession: 'y-2', filed: '2025-11-20' }, { form: '10-Q', accession: 'y-1', filed: '2025-11-10' }, { form: '10-K', accession: 'y-0', filed: '2025-03-20' }] },
  { cik: '0002052243', name: 'Twelve Seas Investment Co III', tickers: [], exchanges: [], sicDescription: 'Blank Checks', stateOfIncorporation: 'E9', filings: [{ form: 'S-1', accession: 'z-1', filed: '2025-10-01' }] },
];

/** A pre-IPO perpetual whose label matches Wealthfront (synthetic book, two-sided and deep), stamped at 2025-12-12T21:00Z. */
export const PREIPO_BOOK: PerpBookSnapshot = {
  coin: 'vntl:WEALTHFRONT', label: 'WEALTHFRONT', venue: 'hyperliquid', time: 1_765_573_200_000,
  bids: [{ price: 14.99, size: 5_000 }], asks: [{ price: 15.01, size: 5_000 }], mark: 15, oracle: 14.95, funding: 0.00001, openInterest: 100_000, contractSize: 1,
};

/** A secFilings port over these feeds and submissions (an unknown CIK is a 400), noting each read. */
export function createSecFilingsFake(): SecFilingSource {
  const note = (call?: { trace?: { record: (u: never) => void } }) => call?.trace?.record({ source: 'sec-edgar', host: null, url: null, fetched_at: '2025-12-12T23:03:31.000Z', age_seconds: 0, from_cache: false } as never);
  return {
    async latestFilings(form, call) {
      note(call);
      const feed = FEEDS.find((f) => f.form === form);
      return { updated: feed?.updated ?? null, entries: feed?.entries ?? [] };
    },
    async submissions(cik, call) {
      note(call);
      const found = SUBMISSIONS.find((s) => s.cik === cik.padStart(10, '0'));
      if (found === undefined) throw new GuidekitError(`secFilings.submissions: EDGAR has no company with CIK ${cik}`, { code: 'unknown_company', field: 'cik' });
      return found;
    },
  };
}

/** A perpBook port listing one pre-IPO perpetual (and an equity one the radar ignores). */
export function createPreIpoPerpBookFake(): PerpBookSource {
  const note = (call?: { trace?: { record: (u: never) => void } }) => call?.trace?.record({ source: 'hyperliquid', host: null, url: null, fetched_at: '2025-12-12T21:00:00.000Z', age_seconds: 0, from_cache: false } as never);
  return {
    async listings(call) {
      note(call);
      return [{ coin: 'vntl:WEALTHFRONT', label: 'WEALTHFRONT' }, { coin: 'xyz:TSLA', label: 'TSLA' }];
    },
    async snapshot(coin, call) {
      note(call);
      if (coin !== PREIPO_BOOK.coin) throw new GuidekitError(`perpBook.snapshot: unknown instrument ${coin}`, { code: 'unknown_instrument', field: 'instrument' });
      return PREIPO_BOOK;
    },
  };
}
