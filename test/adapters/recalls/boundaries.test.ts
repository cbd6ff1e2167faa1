import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { readRssItems } from '../../../src/adapters/recalls/_lib/readRssItems.js';
import { readZipEntry } from '../../../src/adapters/recalls/_lib/readZipEntry.js';
import { splitDateWindows, addDaysIso } from '../../../src/adapters/recalls/_lib/isoDays.js';
import { fetchCpscRecalls } from '../../../src/adapters/recalls/fetchCpscRecalls.js';
import { fetchNhtsaRecalls } from '../../../src/adapters/recalls/fetchNhtsaRecalls.js';
import { selectRecallSources } from '../../../src/safety/selectRecallSources.js';
import { acccFeed, startReplayServer, zipOf } from './replayServer.js';

describe('readZipEntry', () => {
  it('returns the text of a deflated entry', () => {
    const got = readZipEntry(zipOf('RCL.txt', 'a\tb\r\nc\td'), { maxBytes: 1000 });
    expect(got).toEqual({ ok: true, name: 'RCL.txt', data: expect.any(Uint8Array) });
    if (got.ok) expect(Buffer.from(got.data).toString('latin1')).toBe('a\tb\r\nc\td');
  });

  it('refuses an entry whose CRC-32 does not match, and one larger than the limit', () => {
    const zip = zipOf('RCL.txt', 'hello world');
    const damaged = Buffer.from(zip);
    // CRC-32 field of the central directory entry.
    const central = damaged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    damaged.writeUInt32LE((crc32(Buffer.from('hello world')) ^ 1) >>> 0, central + 16);
    expect(readZipEntry(damaged, { maxBytes: 1000 })).toMatchObject({ ok: false, error: expect.stringMatching(/CRC-32/) });
    expect(readZipEntry(zip, { maxBytes: 5 })).toMatchObject({ ok: false, error: expect.stringMatching(/limit/) });
    expect(readZipEntry(new Uint8Array(40), { maxBytes: 5 })).toMatchObject({ ok: false, error: expect.stringMatching(/not a zip/) });
  });
  it('reads stored and deflated entries of one archive, and refuses a stored entry whose bytes were damaged', () => {
    const text = 'RECORD_ID\tCAMPNO\r\n'.repeat(50);
    const zip = zipSync({ 'notes/readme.md': [strToU8('stored'), { level: 0 }], 'FLAT_RCL.txt': [strToU8(text), { level: 9 }], 'dir/': new Uint8Array(0) });
    const stored = readZipEntry(zip, { maxBytes: 1000, pick: (name) => name.endsWith('.md') });
    const deflated = readZipEntry(zip, { maxBytes: 10_000, pick: (name) => name.endsWith('.txt') });
    expect([stored.ok && Buffer.from(stored.data).toString(), deflated.ok && Buffer.from(deflated.data).toString()]).toEqual(['stored', text]);
    expect(readZipEntry(zip, { maxBytes: 1000, pick: () => false })).toEqual({ ok: false, error: 'zip archive holds no matching file' });
    const damaged = Buffer.from(zip);
    damaged[damaged.indexOf('stored')] = 0x53; // 's' -> 'S' inside the stored entry's bytes
    expect(readZipEntry(damaged, { maxBytes: 1000, pick: (name) => name.endsWith('.md') })).toMatchObject({ ok: false, error: expect.stringMatching(/CRC-32/) });
  });
});

describe('readRssItems', () => {
  it('reads title, link, date and the description without markup', () => {
    const items = readRssItems(acccFeed())!;
    expect(items).toHaveLength(3);
    expect(items[0]!.title).toBe('2 Ton Low Profile Fiernero Branded Hydraulic Trolley Jack');
    expect(items[0]!.description).toMatch(/^Product description Hydraulic trolley jack/);
    expect(items[0]!.description).not.toMatch(/[<>]/);
  });

  it('reads CDATA sections verbatim and refuses a document that is not RSS', () => {
    const doc = '<rss version="2.0"><channel><item><title><![CDATA[A & B <Kettle>]]></title><link>https://x.test/a</link></item></channel></rss>';
    expect(readRssItems(doc)![0]!.title).toBe('A & B');
    expect(readRssItems('<html><body>maintenance</body></html>')).toBeNull();
  });

  it('decodes escaped HTML once as XML and once as HTML, drops scripts, and refuses a truncated feed instead of reading half of it', () => {
    const doc = '<rss version="2.0"><channel><item><title>Kettle &amp;amp; lid</title><description>&lt;p&gt;Lid&amp;nbsp;may&lt;br/&gt;detach &amp;#8211; burns&lt;/p&gt;&lt;script&gt;track()&lt;/script&gt;</description><guid isPermaLink="false"> 42 </guid></item><item><title>Two</title></item></channel></rss>';
    expect(readRssItems(doc)!.map((i) => [i.title, i.description, i.guid])).toEqual([['Kettle & lid', 'Lid may detach \u2013 burns', '42'], ['Two', '', '']]);
    expect(readRssItems(doc.slice(0, doc.indexOf('<item><title>Two')))).toBeNull();
  });
});

describe('splitDateWindows', () => {
  it('covers every day of the range exactly once, in windows no longer than asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 1, max: 400 }), (offset, span, size) => {
        const since = addDaysIso('2010-01-01', offset);
        const until = addDaysIso(since, span);
        const windows = splitDateWindows(since, until, size);
        expect(windows[0]!.start).toBe(since);
        expect(windows.at(-1)!.end).toBe(until);
        windows.forEach((w, i) => {
          expect(w.start <= w.end).toBe(true);
          expect(addDaysIso(w.start, size - 1) >= w.end).toBe(true);
          if (i > 0) expect(w.start).toBe(addDaysIso(windows[i - 1]!.end, 1));
        });
      }),
    );
  });
});

describe('selectRecallSources', () => {
  it('needs CPSC and NHTSA for the US, one agency for CA, AU and EU countries, and all five by default', () => {
    expect(selectRecallSources('US')).toEqual(['cpsc', 'nhtsa']);
    expect(selectRecallSources('CA')).toEqual(['health-canada']);
    expect(selectRecallSources('AU')).toEqual(['accc']);
    expect(selectRecallSources('DE')).toEqual(['safety-gate']);
    expect(selectRecallSources('EU')).toEqual(['safety-gate']);
    expect(selectRecallSources(undefined).sort()).toEqual(['accc', 'cpsc', 'health-canada', 'nhtsa', 'safety-gate']);
  });
});

describe('fetchCpscRecalls', () => {
  it('refuses a window holding more records than its limit (a silently ignored filter returns the whole corpus)', async () => {
    const server = await startReplayServer();
    try {
      const got = await fetchCpscRecalls({ baseUrl: server.urls.cpsc, since: '2026-01-01', until: '2026-06-30', maxRecordsPerWindow: 3 });
      expect(got).toMatchObject({ ok: false, error: expect.stringMatching(/probably ignored/) });
      const small = await fetchCpscRecalls({ baseUrl: server.urls.cpsc, since: '2026-01-01', until: '2026-06-30', maxBytes: 1000 });
      expect(small).toMatchObject({ ok: false, error: expect.stringMatching(/1000-byte limit/) });
    } finally {
      await server.close();
    }
  });
});

describe('fetchNhtsaRecalls', () => {
  it('reads RCL.txt unquoted: a field opening with a quote, or holding 12" or a stray quote, stays text and keeps the columns', async () => {
    const row = (campaign: string, defect: string) => {
      const cells = Array<string>(29).fill('');
      [cells[0], cells[1], cells[2], cells[3], cells[4], cells[7], cells[15], cells[19]] = ['1', campaign, 'ACME', 'ROADSTER', '2020', 'Acme Motors', '20240305', defect];
      return cells.join('\t');
    };
    const text = [row('24V100000', '"DO NOT DRIVE" warning: the 12" wheel may crack'), row('24V100001', 'A lone " quote')].join('\r\n');
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/zip' }).end(zipOf('FLAT_RCL_POST_2010.txt', text)));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const got = await fetchNhtsaRecalls({ baseUrl: `http://127.0.0.1:${port}/FLAT_RCL.zip`, since: '2024-01-01', until: '2024-12-31' });
      expect(got.ok).toBe(true);
      if (!got.ok) return;
      expect(got.records.map((r) => [r.brands, r.hazards.join(' | ')])).toEqual([
        [['ACME', 'Acme Motors'], '"DO NOT DRIVE" warning: the 12" wheel may crack'],
        [['ACME', 'Acme Motors'], 'A lone " quote'],
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
