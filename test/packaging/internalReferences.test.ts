import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/adapters/http/createApp.js';
import { PAYMENT } from '../adapters/http/discovery/discoveryFixtures.js';

// What users and agents read never names the project's internal files or tracker: not the spec's file names
// (NNN_<16 hex>.txt) and not our issue numbers ("issue #7"). References say which spec and which section instead
// ("spec: Market Signal Service and Shopping Safety Service, Authentication"), and provisional markers say what is
// provisional. Checked on every generated discovery document (OpenAPI, llms.txt, agent card, manifest, health, MCP tool
// list) served by the app, with and without payment, on the hand-written docs and README, on every source file
// (TSDoc `@see` lines become the API reference), and on the API reference itself when `npm run docs` has written it.

const SPEC_FILE = /\b\d{3}_[0-9a-f]{16}\.txt\b/;
// Other projects' trackers may be cited by name (backtesting.py's issue about same-bar stop and limit fills).
const ISSUE = /(?<!backtesting\.py )\bissues? #\d+/i;

function findings(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (SPEC_FILE.test(line) || ISSUE.test(line) ? [`line ${i + 1}: ${line.trim().slice(0, 160)}`] : []));
}

function filesUnder(dir: string, extension: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path, extension);
    return extension.test(e.name) ? [path] : [];
  });
}

describe('internal references', () => {
  it('recognizes what it must refuse (the patterns are not vacuous)', () => {
    expect(findings(`@see ${'002'}_${'55be4aa7ee3acf96'}.txt#Authentication`)).toHaveLength(1);
    expect(findings(`.meta({ provisional: '${'issue'} #6' })`)).toHaveLength(1);
    expect(findings('(backtesting.py issue #119)')).toHaveLength(0);
  });

  it('never appear in the discovery documents or the MCP tool list, with or without payment', async () => {
    for (const app of [createApp({ now: () => new Date('2026-11-22T00:00:00Z') }), createApp({ payment: PAYMENT })]) {
      for (const path of ['/openapi.json', '/llms.txt', '/.well-known/agent-card.json', '/.well-known/agent.json', '/api/manifest', '/health']) {
        const res = await app.request(path);
        expect(res.status, path).toBe(200);
        expect(findings(await res.text()), path).toEqual([]);
      }
      const tools = await app.request('/api/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      });
      const text = await tools.text();
      expect(text).toContain('debtPayoff');
      expect(findings(text), 'MCP tools/list').toEqual([]);
    }
  });

  it('never appear in docs/*.md or the README', () => {
    const files = [...filesUnder('docs', /\.md$/).filter((f) => !f.startsWith(join('docs', 'api'))), 'README.md'];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(findings(readFileSync(file, 'utf8')), file).toEqual([]);
  });

  it('never appear in a source file, comments (TSDoc @see lines) and strings alike', () => {
    const files = filesUnder('src', /\.ts$/);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(findings(readFileSync(file, 'utf8')), file).toEqual([]);
  });

  it('never appear in the API reference when npm run docs has written it', () => {
    const pages = filesUnder(join('docs', 'api'), /\.html$/);
    if (pages.length === 0) console.warn('test/packaging/internalReferences.test.ts: docs/api/ is missing (npm run docs writes it); the API reference was not scanned.');
    for (const page of pages) expect(findings(readFileSync(page, 'utf8')), page).toEqual([]);
  });
});
