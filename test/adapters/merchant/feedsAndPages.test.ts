import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPolicyLinks } from '../../../src/adapters/merchant/findPolicyLinks.js';
import { parseBlocklistFeed } from '../../../src/adapters/merchant/parseBlocklistFeed.js';
import { readBlocklists } from '../../../src/adapters/merchant/readBlocklists.js';
import { runBlocklistsCommand } from '../../../src/cli/commands/blocklists.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';

describe('parseBlocklistFeed', () => {
  it('reads the URLhaus CSV layout (quoted fields, # comments)', () => {
    // Header and row layout of urlhaus.abuse.ch/downloads/csv_recent/ (research notes A2).
    const csv = [
      '################################################################',
      '# id,dateadded,url,url_status,last_online,threat,tags,urlhaus_link,reporter',
      '"3412345","2026-07-01 10:00:00","http://Bad.Example.NET./x.exe","online","2026-07-01 10:00:00","malware_download","exe,elf","https://urlhaus.abuse.ch/url/3412345/","anon"',
      '"3412346","2026-07-01 10:01:00","http://203.0.113.9/bins/mips","offline","","malware_download","","https://urlhaus.abuse.ch/url/3412346/","anon"',
    ].join('\n');
    expect(parseBlocklistFeed('urlhaus', csv)).toEqual(['203.0.113.9', 'bad.example.net']);
  });

  it('reads URLhaus rows whose quoted fields hold commas, quotes and a line break, with CRLF line ends', () => {
    const csv = [
      '# id,dateadded,url,url_status,last_online,threat,tags,urlhaus_link,reporter',
      '"1","2026-07-01 10:00:00","http://a.example.org/x,y.exe","online","","malware_download","exe,""elf""","https://urlhaus.abuse.ch/url/1/","multi\r\nline"',
      '"2","2026-07-01 10:01:00","https://B.example.com/","offline","","malware_download","","https://urlhaus.abuse.ch/url/2/","anon"',
      '# END',
    ].join('\r\n');
    expect(parseBlocklistFeed('urlhaus', csv)).toEqual(['a.example.org', 'b.example.com']);
  });

  it('reads PhishTank JSON and OpenPhish text', () => {
    expect(parseBlocklistFeed('phishtank', JSON.stringify([{ phish_id: 1, url: 'https://login.example-bank.com/' }, { url: 'not a url' }]))).toEqual(['login.example-bank.com']);
    expect(parseBlocklistFeed('openphish', 'https://a.example.org/x\n\nhttps://a.example.org/y\n')).toEqual(['a.example.org']);
    expect(() => parseBlocklistFeed('phishtank', '<html>')).toThrow(GuidekitError);
  });
});

describe('findPolicyLinks', () => {
  it('finds Spanish policy links and a webmail-only contact', () => {
    const html = '<a href="/devoluciones">Devoluciones</a><a href="/aviso-de-privacidad">Privacidad</a><a href="mailto:tienda123@gmail.com">Escríbenos</a>';
    const found = findPolicyLinks(html, 'https://tienda.example.mx/');
    expect(found.links.refund).toBe('https://tienda.example.mx/devoluciones');
    expect(found.links.privacy).toBe('https://tienda.example.mx/aviso-de-privacidad');
    expect(found.links.terms).toBeNull();
    expect(found).toMatchObject({ webmail_emails: 1, other_emails: 0, has_phone_or_address: false });
  });

  it('reads links as a browser tokenizes them: not inside scripts, entities decoded, an unclosed anchor ended by the next', () => {
    const html = '<script>document.write("<a href=/refund>refund</a>")</script><A HREF="/policies/refund-policy">Refund&nbsp;policy</A>' +
      '<a href="/a">Returns<a href="/b">Privacy</a><a href="/legal&#x2F;terms?x=1&amp;y=2">T&amp;C</a><FORM><Input name=q></FORM>';
    const found = findPolicyLinks(html, 'https://shop.example.com/');
    expect(found.links).toMatchObject({ refund: 'https://shop.example.com/policies/refund-policy', privacy: 'https://shop.example.com/b', terms: 'https://shop.example.com/legal/terms?x=1&y=2' });
    expect(found.has_form).toBe(true);
  });

  it('reads a megabyte of one character without backtracking forever', () => {
    expect(findPolicyLinks('a'.repeat(1_048_576), 'https://shop.example.com/').links.refund).toBeNull();
    expect(findPolicyLinks(`1 ${'A'.repeat(1_048_576)}`, 'https://shop.example.com/').has_phone_or_address).toBe(false);
  });
});

describe('runBlocklistsCommand', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), today: () => '2026-07-01' } };
  };

  it('writes one host a line with a dated header that readBlocklists accepts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gk-bl-'));
    const { io: cli, out } = io();
    const now = new Date('2026-07-01T03:00:00Z');
    const code = await runBlocklistsCommand(['refresh', '--only', 'openphish,rdap', '--data-dir', dataDir], cli, {
      download: async (url) => (url.includes('openphish') ? 'https://pay.scam-shop.com/login\n' : JSON.stringify({ services: [[['com'], ['https://rdap.verisign.com/com/v1/']]] })),
      now: () => now,
    });
    expect(code).toBe(0);
    expect(out.join('')).toContain('1 hosts');
    const text = await readFile(join(dataDir, 'blocklists', 'openphish.txt'), 'utf8');
    expect(text).toContain('# fetched_at: 2026-07-01T03:00:00.000Z');
    const lists = await readBlocklists('pay.scam-shop.com', 'scam-shop.com', { dataDir, now });
    expect(lists.openphish).toMatchObject({ status: 'ok', listed: true });
    expect(lists.urlhaus.status).toBe('unavailable');
  });

  it('keeps going and exits 1 when a download fails; exits 2 on usage errors', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gk-bl-'));
    const { io: cli, err } = io();
    expect(await runBlocklistsCommand(['refresh', '--only', 'urlhaus', '--data-dir', dataDir], cli, { download: async () => { throw new Error('HTTP 503'); } })).toBe(1);
    expect(err.join('')).toContain('HTTP 503');
    expect(await runBlocklistsCommand(['refresh', '--only', 'spamhaus'], io().io)).toBe(2);
    expect(await runBlocklistsCommand(['purge'], io().io)).toBe(2);
    expect(await runBlocklistsCommand(['--help'], io().io)).toBe(0);
  });
});
