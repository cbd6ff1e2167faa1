import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The User-Agent sent to SEC EDGAR unless GUIDEKIT_SEC_USER_AGENT names the operator: the SEC's fair-access policy asks
 * automated clients to declare themselves with a company or name and a contact address.
 */
export const SEC_DEFAULT_USER_AGENT = 'guidekit/1 (+https://guidekit.dev; set GUIDEKIT_SEC_USER_AGENT to "Company contact@example.com")';

/**
 * The fetch-layer policy of SEC EDGAR (the latest-filings Atom feed on www.sec.gov and the submissions JSON on
 * data.sec.gov): one source, so both hosts share the SEC's limit of ten requests a second per client.
 */
export const SEC_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy(
    'sec-edgar',
    `SEC EDGAR: latest-filings Atom feed (www.sec.gov/cgi-bin/browse-edgar?action=getcurrent) and company submissions (data.sec.gov/submissions); sent with a declared User-Agent (GUIDEKIT_SEC_USER_AGENT, default ${SEC_DEFAULT_USER_AGENT})`,
    {
      port: 'secFilings',
      ttlSeconds: 60,
      maxBytes: 16 * 1024 * 1024,
      maxConcurrent: 2,
      rateLimit: {
        requests: 10,
        perSeconds: 1,
        documented:
          'SEC, Accessing EDGAR Data (https://www.sec.gov/os/accessing-edgar-data): at most 10 requests a second per user, across all machines, with a User-Agent declaring company and contact email',
      },
      // EDGAR throttles for ten minutes once the rate is exceeded: do not hammer it with retries.
      retries: 1,
    },
  ),
];
