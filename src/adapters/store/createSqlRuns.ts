import { GuidekitError } from '../../core/GuidekitError.js';
import type { SqlExecutor } from './sqlClient.js';
import type { NonceKey, PaymentLockRequest, Store, StoreRun } from './Store.js';

/** The run and payment-lock part of the {@link Store} port. */
export type SqlRuns = Pick<Store, 'exclusive' | 'beginRun' | 'renewRun' | 'endRun' | 'lockPayment' | 'unlockPayment'>;

/** What the SQL store shares between its runs and its credit recovery. */
export interface SqlRunContext {
  /** One process owns the database (embedded PGlite). */
  readonly exclusive: boolean;
  /** Runs begun through this store handle and not ended: in an exclusive store, the only runs alive. */
  readonly localRuns: Set<string>;
}

/**
 * Builds the run registry (table `guidekit_runs`, migration 4) and the in-flight payment locks
 * (`guidekit_payment_locks`) of the SQL store. Leases are timed by the database's clock (`now()`), so instances on
 * different machines never compare their own clocks.
 *
 * @param client - The migrated SQL executor.
 * @param context - Whether the store is exclusive, and the set of this handle's live runs.
 * @returns The methods, spread into the store by createSqlStore.
 * @throws GuidekitError `invalid_argument` (from the methods) on an empty id, a bad lease or a bad lock duration.
 * @example
 * ```ts
 * const runs = createSqlRuns(client, { exclusive: false, localRuns: new Set() });
 * await runs.beginRun({ runId: crypto.randomUUID(), instanceId: 'api-1', leaseSeconds: 30 });
 * ```
 * @see docs/credits.md (recovery after a crash)
 */
export function createSqlRuns(client: SqlExecutor, context: SqlRunContext): SqlRuns {
  const { localRuns } = context;
  return {
    exclusive: context.exclusive,

    async beginRun(run) {
      const r = readRun(run, 'beginRun');
      await client.query(
        `insert into guidekit_runs (run_id, instance_id, expires_at)
         values ($1, $2, case when $3::double precision is null then null else now() + make_interval(secs => $3::double precision) end)
         on conflict (run_id) do update set instance_id = excluded.instance_id, renewed_at = now(), expires_at = excluded.expires_at`,
        [r.runId, r.instanceId, r.leaseSeconds],
      );
      localRuns.add(r.runId);
    },

    async renewRun(run) {
      const r = readRun(run, 'renewRun');
      const lease = 'case when $2::double precision is null then null else now() + make_interval(secs => $2::double precision) end';
      const { rows } = await client.query(`update guidekit_runs set renewed_at = now(), expires_at = ${lease} where run_id = $1 returning 1`, [
        r.runId,
        r.leaseSeconds,
      ]);
      if (rows.length === 1) return true;
      // A recovery presumed this run dead and removed it: record it again so it is alive from now on.
      await client.query(
        `insert into guidekit_runs (run_id, instance_id, expires_at) values ($1, $3, ${lease}) on conflict (run_id) do nothing`,
        [r.runId, r.leaseSeconds, r.instanceId],
      );
      return false;
    },

    async endRun(runId) {
      requireText(runId, 'endRun', 'runId');
      localRuns.delete(runId);
      await client.query('update guidekit_runs set expires_at = now() where run_id = $1', [runId]);
    },

    async lockPayment(key, lock) {
      const k = normalizeKey(key, 'lockPayment');
      const l = readLock(lock);
      // Taking over is allowed only once the previous holder's time ran out (it crashed or hung).
      const { rows } = await client.query(
        `insert into guidekit_payment_locks (network, asset, payer, nonce, holder, expires_at)
         values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::double precision))
         on conflict (network, asset, payer, nonce) do update
           set holder = excluded.holder, locked_at = now(), expires_at = excluded.expires_at
           where guidekit_payment_locks.expires_at <= now()
         returning 1`,
        [k.network, k.asset, k.payer, k.nonce, l.holder, l.ttlSeconds],
      );
      return rows.length === 1;
    },

    async unlockPayment(key, holder) {
      const k = normalizeKey(key, 'unlockPayment');
      requireText(holder, 'unlockPayment', 'holder');
      const { rows } = await client.query(
        'delete from guidekit_payment_locks where network = $1 and asset = $2 and payer = $3 and nonce = $4 and holder = $5 returning 1',
        [k.network, k.asset, k.payer, k.nonce, holder],
      );
      return rows.length === 1;
    },
  };
}

function readRun(run: StoreRun, fn: string): StoreRun {
  requireText(run?.runId, fn, 'runId');
  requireText(run.instanceId, fn, 'instanceId');
  const lease = run.leaseSeconds;
  if (lease !== null && (typeof lease !== 'number' || !Number.isFinite(lease) || lease < 0)) {
    throw new GuidekitError(`${fn}: leaseSeconds must be a non-negative number of seconds or null`, { code: 'invalid_argument', field: 'leaseSeconds' });
  }
  return run;
}

function readLock(lock: PaymentLockRequest): PaymentLockRequest {
  requireText(lock?.holder, 'lockPayment', 'holder');
  if (typeof lock.ttlSeconds !== 'number' || !Number.isFinite(lock.ttlSeconds) || lock.ttlSeconds < 0) {
    throw new GuidekitError('lockPayment: ttlSeconds must be a non-negative number of seconds', { code: 'invalid_argument', field: 'ttlSeconds' });
  }
  return lock;
}

function requireText(value: unknown, fn: string, field: string): void {
  if (typeof value !== 'string' || value === '') {
    throw new GuidekitError(`${fn}: ${field} is required`, { code: 'invalid_argument', field });
  }
}

function normalizeKey(key: NonceKey, fn: string): NonceKey {
  for (const field of ['network', 'asset', 'payer', 'nonce'] as const) requireText(key?.[field], fn, field);
  return { network: key.network, asset: key.asset.toLowerCase(), payer: key.payer.toLowerCase(), nonce: key.nonce.toLowerCase() };
}
