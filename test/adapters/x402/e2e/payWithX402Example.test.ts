import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnce } from '../../../../examples/pay-with-x402.js';
import { startServer } from '../../../../src/cli/startServer.js';

describe('payOnce (examples/pay-with-x402.ts) against a started server', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'guidekit-example-'));
    // As `npm start` runs it: local facilitator, the demo recipient, but on a free port and a throw-away data dir.
    server = await startServer({ port: 0, env: {}, dataDir, log: () => undefined });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the requirements, pays with a throw-away key and gets the plan with its settlement', async () => {
    const lines: string[] = [];
    const result = await payOnce(`http://127.0.0.1:${server.port}`, { log: (line) => lines.push(line) });
    // debtPayoff's catalog price, $0.10, in USDC atomic units, to the local demo recipient.
    expect(result.required.accepts[0]).toMatchObject({ amount: '100000', network: 'eip155:8453', payTo: '0x000000000000000000000000000000000000dEaD' });
    expect(result.settlement.success).toBe(true);
    expect(result.settlement.payer?.toLowerCase()).toBe(result.payer.toLowerCase());
    expect(typeof result.body).toBe('object');
    expect(lines[0]).toMatch(/^402 Payment Required/);
    expect(lines.some((l) => l.startsWith('PAYMENT-RESPONSE'))).toBe(true);
  });
});
