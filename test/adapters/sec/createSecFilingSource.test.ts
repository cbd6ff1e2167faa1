// The secFilings adapter on replayed EDGAR answers: edgartools' recording of the latest-filings feed on 2025-12-12
// (served per form: the page header and that form's entries, verbatim) and Tesla's submissions JSON as edgartools
// ships it (provenance in test/fixtures/README.md). Faults come from a loopback origin that misbehaves on purpose.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { startReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { createSecFilingSource } from '../../../src/adapters/sec/createSecFilingSource.js';
import { SEC_SOURCE_POLICIES } from '../../../src/adapters/sec/secSourcePolicies.js';
import { CASSETTES, createTrace, FAULTS, openFetcher, TEST_POLICIES } from '../markets/harness.js';
import { expectBadArgument, expectUnavailable } from '../_lib/expectSourceFaults.js';

async function open(options: Parameters<typeof openFetcher>[0]) {
  const t = await openFetcher(options);
  return { port: createSecFilingSource({ fetcher: t.fetcher, userAgent: 'Guidekit Tests tests@example.com' }), close: t.close };
}

describe('createSecFilingSource', () => {
  it('reads the latest 424B4 filings: filer, CIK, accession, filing date, acceptance time and link', async () => {
    const { port, close } = await open({ cassettes: ['sec-edgar'] });
    try {
      const feed = await port.latestFilings('424B4');
      expect(feed.updated).toBe('2025-12-12T18:03:31-05:00');
      expect(feed.entries).toHaveLength(8);
      expect(feed.entries[0]).toEqual({
        form: '424B4',
        company: 'WEALTHFRONT CORP',
        cik: '0001524566',
        accession: '0001628280-25-056780',
        filed: '2025-12-12',
        updated: '2025-12-12T16:23:31-05:00',
        url: 'https://www.sec.gov/Archives/edgar/data/1524566/000162828025056780/0001628280-25-056780-index.htm',
      });
    } finally {
      await close();
    }
  });

  it('keeps only the form asked, and decodes the feed\'s escapes', async () => {
    const { port, close } = await open({ cassettes: ['sec-edgar'] });
    try {
      const s1 = await port.latestFilings('s-1');
      expect(s1.entries.map((e) => e.company)).toContain('20/20 Biolabs, Inc.');
      for (const e of s1.entries) expect(e.form).toBe('S-1');
      const effect = await port.latestFilings('EFFECT');
      expect(effect.entries.filter((e) => e.company === 'WEALTHFRONT CORP').map((e) => e.updated)).toEqual(['2025-12-12T00:15:18-05:00']);
    } finally {
      await close();
    }
  });

  it('reads a company\'s submissions: name, tickers, exchanges and recent filings newest first', async () => {
    const { port, close } = await open({ cassettes: ['sec-edgar'] });
    try {
      const tesla = await port.submissions('1318605');
      expect(tesla).toMatchObject({ cik: '0001318605', name: 'Tesla, Inc.', tickers: ['TSLA'], exchanges: ['Nasdaq'], sicDescription: 'Motor Vehicles & Passenger Car Bodies', stateOfIncorporation: 'DE' });
      expect(tesla.filings).toHaveLength(1001);
      expect(tesla.filings[0]).toMatchObject({ form: '4', filed: '2022-11-30' });
    } finally {
      await close();
    }
  });

  it('answers a malformed form or CIK with a 400 naming the field', async () => {
    const { port, close } = await open({ cassettes: ['sec-edgar'] });
    try {
      for (const [call, field] of [
        [() => port.latestFilings('S-1<script>'), 'form'],
        [() => port.submissions('CIK12'), 'cik'],
        [() => port.submissions('12345678901'), 'cik'],
      ] as const) {
        const error = await Promise.resolve().then(call as () => Promise<unknown>).catch((e: unknown) => e);
        expectBadArgument(error, field);
      }
    } finally {
      await close();
    }
  });

  it.each(FAULTS)('answers an EDGAR that is %s with a 503 naming sec-edgar', async (fault) => {
    const { port, close } = await open({ fault });
    try {
      for (const call of [() => port.latestFilings('S-1'), () => port.submissions('1318605')]) {
        const error = await call().catch((e: unknown) => e);
        expectUnavailable(error, 'sec-edgar', fault);
      }
    } finally {
      await close();
    }
  });

  it('sends the declared User-Agent on every request and notes EDGAR in the data block', async () => {
    const replay = await startReplayServer(join(CASSETTES, 'sec-edgar'));
    const agents: string[] = [];
    const fetcher = createSourceFetcher({
      policies: TEST_POLICIES,
      fetch: async (input, init) => {
        agents.push(new Headers(init?.headers).get('user-agent') ?? '');
        return replay.fetch(input, init);
      },
    });
    try {
      const trace = createTrace();
      const port = createSecFilingSource({ fetcher, userAgent: 'Example Corp ops@example.com' });
      await port.latestFilings('F-1', { trace });
      await port.submissions('0001318605', { trace });
      expect(agents).toEqual(['Example Corp ops@example.com', 'Example Corp ops@example.com']);
      expect(trace.uses.map((u) => `${u.source} ${u.host}`)).toEqual(['sec-edgar www.sec.gov', 'sec-edgar data.sec.gov']);
    } finally {
      await fetcher.close();
      await replay.close();
    }
  });

  it('keeps to the SEC\'s ten requests a second in its policy', () => {
    expect(SEC_SOURCE_POLICIES[0]).toMatchObject({ id: 'sec-edgar', port: 'secFilings', rateLimit: { requests: 10, perSeconds: 1 } });
    expect(SEC_SOURCE_POLICIES[0]!.description).toMatch(/User-Agent/);
  });
});
