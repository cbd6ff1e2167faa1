import { describe, expect, it } from 'vitest';
import { guardSqlClient, STORE_UNAVAILABLE } from '../../../src/adapters/store/guardSqlClient.js';
import type { SqlClient } from '../../../src/adapters/store/sqlClient.js';

/** A client whose database can be switched off, failing the way `pg` fails when the server is gone. */
function switchable() {
  const state = { up: true, calls: 0 };
  const fail = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const client: SqlClient = {
    query: async () => {
      state.calls += 1;
      if (!state.up) throw fail();
      return { rows: [] };
    },
    exec: async () => {
      if (!state.up) throw fail();
    },
    transaction: async (fn) => {
      if (!state.up) throw fail();
      return fn(client);
    },
    close: async () => undefined,
  };
  return { client, state };
}

describe('guardSqlClient', () => {
  it('turns a fault of the database into store_unavailable, reports it down, and notices on its own when it is back', async () => {
    const { client, state } = switchable();
    const guarded = guardSqlClient(client, { probeIntervalMs: 20 });
    await guarded.client.query('select 1');
    expect(guarded.status().available).toBe(true);
    state.up = false;
    await expect(guarded.client.query('select 1')).rejects.toMatchObject({ code: STORE_UNAVAILABLE });
    await expect(guarded.client.transaction(async () => 1)).rejects.toMatchObject({ code: STORE_UNAVAILABLE });
    expect(guarded.status()).toMatchObject({ available: false, reason: expect.stringMatching(/ECONNREFUSED/) });
    state.up = true;
    for (let i = 0; i < 50 && !guarded.status().available; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(guarded.status().available).toBe(true); // the probe found it back without any caller
    await guarded.client.close();
  });

  it('passes SQL errors through unchanged and stays up', async () => {
    const client: SqlClient = {
      query: async () => {
        throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
      },
      exec: async () => undefined,
      transaction: async (fn) => fn(client),
      close: async () => undefined,
    };
    const guarded = guardSqlClient(client);
    await expect(guarded.client.query('insert')).rejects.toMatchObject({ code: '23505' });
    expect(guarded.status().available).toBe(true);
  });

  it('reports down on an event outside any statement (a pool error) and treats a statement timeout as down', async () => {
    const { client } = switchable();
    const guarded = guardSqlClient(client, { probeIntervalMs: 10_000 });
    guarded.markDown('terminating connection due to administrator command');
    expect(guarded.status()).toMatchObject({ available: false, reason: 'terminating connection due to administrator command' });
    await guarded.client.query('select 1'); // any statement that succeeds marks it up
    expect(guarded.status().available).toBe(true);
    const slow: SqlClient = { ...client, query: async () => Promise.reject(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })) };
    const timed = guardSqlClient(slow, { probeIntervalMs: 10_000 });
    await expect(timed.client.query('select pg_sleep(10)')).rejects.toMatchObject({ code: STORE_UNAVAILABLE });
    expect(timed.status().available).toBe(false);
    timed.stop();
    guarded.stop();
  });
});
