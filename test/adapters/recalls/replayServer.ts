// A loopback server that replays the recorded recall responses under test/fixtures (see each PROVENANCE.md).
// CPSC, Health Canada and Safety Gate answers are the recorded JSON records themselves. The ACCC feed and the NHTSA
// flat-file zip are *derived* from the recorded records (RSS items and RCL.txt rows built from their fields): no raw
// RSS or zip was recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateRawSync } from 'node:zlib';
import { loadFixture } from '../../safety/fixtures.js';

export type Route = 'cpsc' | 'health-canada' | 'safety-gate' | 'accc' | 'nhtsa';
/** How a route misbehaves: an HTTP 500, no answer at all, CPSC's in-band error record, or the whole corpus. */
export type Fault = '500' | 'hang' | 'error-record';

export interface ReplayServer {
  readonly urls: Record<Route, string>;
  readonly faults: Partial<Record<Route, Fault>>;
  readonly hits: Record<Route, number>;
  close(): Promise<void>;
}

const cpsc = loadFixture<{ RecallDate: string }[]>('cpsc/recalls-2026-06.json');
const healthCanada = loadFixture<unknown[]>('health-canada/recalls-2026-07.json');
const safetyGate = loadFixture<{ id: number; publicationDate: string }[]>('safety-gate/alerts-2026-07.json');
const accc = loadFixture<{ id: string; sourceUrl: string; title: string; publishedDate: string; detail: { productDescription: string } }[]>('accc/recalls-2026-07.json');
const nhtsa = loadFixture<{ results: Record<string, string>[] }>('nhtsa/recalls-by-vehicle-2012-acura-rdx.json').results;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The ACCC records as an RSS 2.0 channel (description escaped as HTML inside XML, as Drupal feeds do). */
export function acccFeed(): string {
  const items = accc.map(
    (r) => `<item><title>${xml(r.title)}</title><link>${xml(r.sourceUrl)}</link><description>${xml(`<p>${xml(r.detail.productDescription)}</p>`)}</description><pubDate>${new Date(r.publishedDate).toUTCString()}</pubDate><guid isPermaLink="true">${xml(r.sourceUrl)}</guid></item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>Product Safety Australia recalls</title>${items.join('')}</channel></rss>`;
}

/** The NHTSA records as RCL.txt rows (29 tab-separated columns; DD/MM/YYYY report dates become YYYYMMDD). */
export function nhtsaFlatFile(): string {
  return nhtsa
    .map((r, i) => {
      const [d, m, y] = r.ReportReceivedDate!.split('/');
      const cells = Array<string>(29).fill('');
      cells[0] = String(i + 1);
      cells[1] = r.NHTSACampaignNumber!;
      cells[2] = r.Make!;
      cells[3] = r.Model!;
      cells[4] = r.ModelYear!;
      cells[6] = r.Component!;
      cells[7] = r.Manufacturer!;
      cells[10] = 'V';
      cells[15] = `${y}${m}${d}`;
      cells[19] = r.Summary!;
      cells[20] = r.Conequence ?? r.Consequence ?? '';
      cells[21] = r.Remedy!;
      cells[22] = r.Notes ?? '';
      return cells.join('\t');
    })
    .join('\r\n');
}

/** A one-file zip archive (deflated), as NHTSA publishes the flat file. */
export function zipOf(name: string, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const packed = deflateRawSync(data);
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const centralAt = local.length + nameBytes.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, nameBytes, packed, central, nameBytes, end]);
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/** Starts the replay server on 127.0.0.1, port 0 (a free port). */
export async function startReplayServer(): Promise<ReplayServer> {
  const faults: Partial<Record<Route, Fault>> = {};
  const hits: Record<Route, number> = { cpsc: 0, 'health-canada': 0, 'safety-gate': 0, accc: 0, nhtsa: 0 };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const route = url.pathname.split('/')[1] as Route;
      if (!(route in hits)) return send(res, 404, 'text/plain', 'not found');
      hits[route]++;
      const fault = faults[route];
      if (fault === 'hang') return; // never answers; the client's time limit must end the request
      if (fault === '500') return send(res, 500, 'text/plain', 'Internal Server Error');
      if (route === 'cpsc') {
        // Error records arrive with HTTP 200 (research notes, CPSC trap 2); the minimal object is built here.
        if (fault === 'error-record') return send(res, 200, 'application/json', JSON.stringify([{ RecallID: 0, Title: 'Error retrieving Recalls, please check your parameters' }]));
        const start = url.searchParams.get('RecallDateStart') ?? '';
        const end = url.searchParams.get('RecallDateEnd') ?? '';
        if (url.searchParams.get('format') !== 'json' || start === '' || end === '') return send(res, 400, 'text/plain', 'bad query');
        const rows = cpsc.filter((r) => r.RecallDate.slice(0, 10) >= start && r.RecallDate.slice(0, 10) <= end);
        return send(res, 200, 'application/json', JSON.stringify(rows));
      }
      if (route === 'health-canada') return send(res, 200, 'application/json', JSON.stringify(healthCanada));
      if (route === 'safety-gate') {
        if (req.method === 'POST' && url.pathname === '/safety-gate/carousel/') {
          const { page } = JSON.parse(await bodyOf(req)) as { page: number };
          const content = page === 0 ? safetyGate.map((a) => ({ id: a.id, publicationDate: a.publicationDate })) : [];
          return send(res, 200, 'application/json', JSON.stringify({ content }));
        }
        const id = Number(url.pathname.split('/')[2]);
        const alert = safetyGate.find((a) => a.id === id);
        if (req.method !== 'GET' || alert === undefined || url.searchParams.get('language') !== 'en') return send(res, 404, 'text/plain', 'no such alert');
        return send(res, 200, 'application/json', JSON.stringify(alert));
      }
      if (route === 'accc') return send(res, 200, 'application/rss+xml', acccFeed());
      return send(res, 200, 'application/zip', zipOf('FLAT_RCL_POST_2010.txt', nhtsaFlatFile()));
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: {
      cpsc: `${base}/cpsc/RestWebServices/Recall`,
      'health-canada': `${base}/health-canada/HCRSAMOpenData.json`,
      'safety-gate': `${base}/safety-gate/`,
      accc: `${base}/accc/rss/feed.xml/psa_recall`,
      nhtsa: `${base}/nhtsa/FLAT_RCL_POST_2010.zip`,
    },
    faults,
    hits,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
