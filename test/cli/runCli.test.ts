import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from '../../src/cli/runCli.js';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { z } from 'zod';
import { defineEndpoint } from '../../src/catalog/defineEndpoint.js';
import { NothingClearsError } from '../../src/core/NothingClearsError.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), today: () => '2026-11-22' },
  };
}

describe('runCli', () => {
  it('lists every catalog endpoint with its price and availability', async () => {
    const { out, io } = capture();
    expect(await runCli(['list'], io)).toBe(EXIT.ok);
    const text = out.join('');
    for (const e of ENDPOINTS) expect(text).toContain(e.path);
    expect(text).toMatch(/\$0\.10/);
    expect(text).toMatch(new RegExp(`${ENDPOINTS.length} endpoints`));
  });

  it('lists the catalog as JSON', async () => {
    const { out, io } = capture();
    await runCli(['list', '--json'], io);
    const rows = JSON.parse(out.join('')) as { path: string; available: boolean }[];
    expect(rows).toHaveLength(ENDPOINTS.length);
    expect(rows.filter((r) => r.available)).toHaveLength(ENDPOINTS.filter((e) => e.run).length);
  });

  it('prints the 400 problem JSON and exits 2 on invalid input', async () => {
    const { out, io } = capture();
    const code = await runCli(['call', 'debt/payoff', 'debts=[{"creditor":"A","balance":-5,"rate":10,"minPayment":5}]'], io);
    const body = JSON.parse(out.join(''));
    expect(code).toBe(EXIT.usage);
    expect(body.status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain('debts[0].balance');
  });

  it('rejects malformed pairs, unknown endpoints and unknown commands with exit 2', async () => {
    expect(await runCli(['call', 'debt/payoff', 'oops'], capture().io)).toBe(EXIT.usage);
    expect(await runCli(['call', 'debt/nothing'], capture().io)).toBe(EXIT.usage);
    expect(await runCli(['fly'], capture().io)).toBe(EXIT.usage);
    expect(await runCli(['call', 'debt/payoff', '--as-of', '2026-02-31', 'debts=[]'], capture().io)).toBe(EXIT.usage);
  });

  it('has --help on every command', async () => {
    for (const command of ['list', 'call', 'serve']) {
      const { out, io } = capture();
      expect(await runCli([command, '--help'], io)).toBe(EXIT.ok);
      expect(out.join('')).toMatch(new RegExp(`Usage: guidekit ${command}`));
    }
    const { out, io } = capture();
    expect(await runCli(['--help'], io)).toBe(EXIT.ok);
    expect(out.join('')).toMatch(/guidekit list/);
  });

  it('validates the serve port before starting anything', async () => {
    let started = false;
    const { io } = capture();
    const code = await runCli(['serve', '--port', '99999'], { ...io, serve: async () => void (started = true) });
    expect(code).toBe(EXIT.usage);
    expect(started).toBe(false);
  });
});

describe('runCli serve', () => {
  it('reports a server configuration error as a usage error, without a stack trace', async () => {
    const err: string[] = [];
    const code = await runCli(['serve'], {
      stdout: () => undefined,
      stderr: (t) => void err.push(t),
      today: () => '2026-11-22',
      serve: async () => Promise.reject(new Error('local payments refuse to start when NODE_ENV=production')),
    });
    expect(code).toBe(EXIT.usage);
    expect(err.join('')).toBe('guidekit serve: local payments refuse to start when NODE_ENV=production\n');
  });
});

describe('runCli exit codes of refusals that are answers', () => {
  const refuses = defineEndpoint({
    operationId: 'testNothingClears',
    method: 'GET',
    path: '/api/test/nothing-clears',
    priceUsd: '0.01',
    domain: 'markets',
    spec: 'test',
    summary: 'Never finds a trade.',
    conflict: 'Nothing clears.',
    params: z.object({}),
    run: () => {
      throw new NothingClearsError('testNothingClears: no candidate clears its cost floor', { details: { near_misses: [] } });
    },
  });
  const needsBars = defineEndpoint({
    operationId: 'testNeedsBars',
    method: 'GET',
    path: '/api/test/needs-bars',
    priceUsd: '0.01',
    domain: 'markets',
    spec: 'test',
    summary: 'Reads bars.',
    params: z.object({}),
    needs: ['bars'],
    run: async (_p, ctx) => ctx.ports.bars.load('SPY'),
  });

  it('exits 4 for a documented 409 (no verdict) and 3 for a missing data source, printing the problem', async () => {
    const { out, io } = capture();
    expect(await runCli(['call', 'testNothingClears'], { ...io, endpoints: [refuses, needsBars] })).toBe(EXIT.noVerdict);
    expect(JSON.parse(out.join(''))).toMatchObject({ status: 409 });
    const second = capture();
    expect(await runCli(['call', 'testNeedsBars'], { ...second.io, endpoints: [refuses, needsBars] })).toBe(EXIT.unavailable);
    expect(JSON.parse(second.out.join(''))).toMatchObject({ status: 503, sources: ['bars'] });
  });

  it('closes the ports it loaded once the answer is computed, whatever the answer (a snapshot replay server would hold the process)', async () => {
    const closed: string[] = [];
    const withPorts = (bars: { load: (symbol: string) => Promise<never> }) => async () => ({ ports: { bars } as never, dataMode: { mode: 'snapshot' as const, as_of: '2026-11-25' }, close: async () => void closed.push('closed') });
    const failing = capture();
    const down = { load: async () => Promise.reject(new Error('engine fault')) };
    expect(await runCli(['call', 'testNeedsBars'], { ...failing.io, endpoints: [needsBars], loadPorts: withPorts(down) })).toBe(EXIT.fault);
    expect(closed).toEqual(['closed']);
    // An endpoint that reads no port loads none, so there is nothing to close.
    expect(await runCli(['call', 'testNothingClears'], { ...capture().io, endpoints: [refuses], loadPorts: withPorts(down) })).toBe(EXIT.noVerdict);
    expect(closed).toEqual(['closed']);
  });
});

describe('guidekit --version', () => {
  it('prints the version in package.json', async () => {
    const { readFileSync } = await import('node:fs');
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const out: string[] = [];
      const code = await runCli([flag], { stdout: (t: string) => out.push(t), stderr: () => undefined } as never);
      expect(code).toBe(0);
      expect(out.join('')).toBe(`${pkg.version}\n`);
    }
  });
});
