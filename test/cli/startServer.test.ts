import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/cli/startServer.js';

describe('startServer', () => {
  it('listens on loopback, prints its banner and serves the catalog', async () => {
    const lines: string[] = [];
    const server = await startServer({ port: 0, log: (line) => void lines.push(line) });
    try {
      expect(lines[0]).toMatch(new RegExp(`http://127\\.0\\.0\\.1:${server.port}`));
      expect(lines.join('\n')).toMatch(/payment: +NOT ENFORCED/);
      expect(lines.join('\n')).toMatch(/GUIDEKIT_DATA_DIR/);
      const res = await fetch(`http://127.0.0.1:${server.port}/api/debt/payoff?debts=[]`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    } finally {
      await server.close();
    }
  });
});
