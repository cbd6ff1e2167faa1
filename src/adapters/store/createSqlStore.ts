import { GuidekitError } from '../../core/GuidekitError.js';
import { createSqlCreditLedger } from './createSqlCreditLedger.js';
import { createSqlPaidAnswers } from './createSqlPaidAnswers.js';
import { guardSqlClient, type GuardedSqlClient } from './guardSqlClient.js';
import { createSqlRuns } from './createSqlRuns.js';
import { MIGRATIONS } from './migrations.js';
import { createSqlSourceCache } from './createSqlSourceCache.js';
import { createSqlSignalLog } from './createSqlSignalLog.js';
import type { SqlClient, SqlExecutor } from './sqlClient.js';
import type { CreditAdjustment, ListSettlementsOptions, NonceKey, SettlementRecord, Store, StoredSettlement } from './Store.js';

/**
 * Builds a {@link Store} on any PostgreSQL-compatible {@link SqlClient} (PGlite or `pg`), after bringing the schema up
 * to date with {@link MIGRATIONS}. Migrations run under a transaction-scoped advisory lock, so two processes starting
 * on the same database do not race.
 *
 * @param raw - The driver wrapper; the store owns it and closes it in {@link Store.close}.
 * @param options - `exclusive`: one process owns the database (embedded PGlite), so every run this handle did not
 *   begin is dead (default false: a database several processes share, where a run lives while its lease does).
 * @returns The migrated store.
 * @throws GuidekitError `invalid_argument` from the store's methods on malformed keys, amounts or deltas.
 * @example
 * ```ts
 * const store = await createSqlStore(myClient);
 * await store.markNonceUsed({ network: 'eip155:8453', asset, payer, nonce }); //=> true
 * ```
 * @see https://eips.ethereum.org/EIPS/eip-3009 (nonces are unique per authorizer)
 */
export async function createSqlStore(raw: SqlClient, options: CreateSqlStoreOptions = {}): Promise<Store> {
  // A fault of the database itself becomes a `store_unavailable` error and the store reports itself down until the
  // database answers again (see guardSqlClient).
  const guarded = options.guard ?? guardSqlClient(raw);
  const client = guarded.client;
  try {
    await migrate(client);
  } catch (error) {
    guarded.stop();
    throw error;
  }
  const runs = { exclusive: options.exclusive ?? false, localRuns: new Set<string>() };
  // One process owns an exclusive database: a payment lock found at open was held by a process that is gone (killed
  // mid-request), so a retry of its payment must not wait for the lock to lapse.
  if (runs.exclusive) await client.query('delete from guidekit_payment_locks');

  return {
    ...createSqlCreditLedger(client, runs),
    ...createSqlRuns(client, runs),
    ...createSqlSourceCache(client),
    ...createSqlSignalLog(client),
    ...createSqlPaidAnswers(client),
    status: () => guarded.status(),
    async hasUsedNonce(key) {
      const k = normalizeKey(key, 'hasUsedNonce');
      const { rows } = await client.query(
        'select 1 as used from guidekit_used_nonces where network = $1 and asset = $2 and payer = $3 and nonce = $4',
        [k.network, k.asset, k.payer, k.nonce],
      );
      return rows.length > 0;
    },

    async markNonceUsed(key) {
      const k = normalizeKey(key, 'markNonceUsed');
      const { rows } = await client.query(
        `insert into guidekit_used_nonces (network, asset, payer, nonce) values ($1, $2, $3, $4)
         on conflict do nothing returning 1 as inserted`,
        [k.network, k.asset, k.payer, k.nonce],
      );
      return rows.length === 1;
    },

    async recordSettlement(settlement) {
      const k = normalizeSettlement(settlement, 'recordSettlement');
      const { rows } = await client.query(
        `insert into guidekit_settlements (network, asset, payer, nonce, pay_to, amount, transaction, resource, on_chain)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
        [
          k.network,
          k.asset,
          k.payer,
          k.nonce,
          settlement.payTo.toLowerCase(),
          settlement.amount,
          settlement.transaction,
          settlement.resource ?? null,
          settlement.onChain,
        ],
      );
      return rows.length === 1;
    },

    async settleNonce(settlement) {
      const k = normalizeSettlement(settlement, 'settleNonce');
      // The settlement row is written only from the nonce row this statement inserted: no nonce, no settlement.
      const { rows } = await client.query<{ consumed: unknown }>(
        `with used as (
           insert into guidekit_used_nonces (network, asset, payer, nonce) values ($1, $2, $3, $4)
           on conflict do nothing returning network, asset, payer, nonce
         ), booked as (
           insert into guidekit_settlements (network, asset, payer, nonce, pay_to, amount, transaction, resource, on_chain)
           select network, asset, payer, nonce, $5::text, $6::numeric, $7::text, $8::text, $9::boolean from used
           on conflict do nothing returning id
         )
         select count(*)::int as consumed from used`,
        [k.network, k.asset, k.payer, k.nonce, settlement.payTo.toLowerCase(), settlement.amount, settlement.transaction, settlement.resource ?? null, settlement.onChain],
      );
      return Number(rows[0]?.consumed ?? 0) === 1;
    },

    async listSettlements(options: ListSettlementsOptions = {}) {
      const limit = options.limit ?? 100;
      if (!Number.isInteger(limit) || limit < 1) {
        throw new GuidekitError('listSettlements: limit must be a positive whole number', { code: 'invalid_argument', field: 'limit' });
      }
      const { rows } = await client.query<SettlementRow>(
        `select id, network, asset, payer, nonce, pay_to, amount::text as amount, transaction, resource, on_chain, settled_at
         from guidekit_settlements where ($1::text is null or payer = $1) order by id desc limit $2`,
        [options.payer?.toLowerCase() ?? null, limit],
      );
      return rows.map(fromRow);
    },

    async adjustCredits(entry: CreditAdjustment) {
      if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) {
        throw new GuidekitError('adjustCredits: delta must be a non-zero whole number', { code: 'invalid_argument', field: 'delta' });
      }
      if (entry.accountId === '' || entry.creditType === '') {
        throw new GuidekitError('adjustCredits: accountId and creditType are required', {
          code: 'invalid_argument',
          field: entry.accountId === '' ? 'accountId' : 'creditType',
        });
      }
      return client.transaction(async (tx) => {
        await tx.query(
          `insert into guidekit_credit_balances (account_id, credit_type, balance) values ($1, $2, 0) on conflict do nothing`,
          [entry.accountId, entry.creditType],
        );
        // One conditional UPDATE takes the row lock and checks the floor, so concurrent spends cannot overdraw.
        const { rows } = await tx.query<{ balance: unknown }>(
          `update guidekit_credit_balances set balance = balance + $3
           where account_id = $1 and credit_type = $2 and balance + $3 >= 0 returning balance`,
          [entry.accountId, entry.creditType, entry.delta],
        );
        if (rows.length === 0) return { applied: false, balance: await balanceOf(tx, entry.accountId, entry.creditType) };
        const balance = Number(rows[0]!.balance);
        await tx.query(
          `insert into guidekit_credit_ledger (account_id, credit_type, delta, balance_after, reason) values ($1, $2, $3, $4, $5)`,
          [entry.accountId, entry.creditType, entry.delta, balance, entry.reason],
        );
        return { applied: true, balance };
      });
    },

    async creditBalance(accountId, creditType) {
      return balanceOf(client, accountId, creditType);
    },

    async close() {
      await client.close();
    },
  };
}

/** Options of {@link createSqlStore}. */
export interface CreateSqlStoreOptions {
  /**
   * One process owns the database (embedded PGlite): runs this handle did not begin are dead, so a restart
   * releases everything the previous process held. Default false (shared PostgreSQL: leases decide).
   */
  readonly exclusive?: boolean;
  /**
   * The guarded client, when the caller built it to report faults it sees outside statements (a pool's `error`
   * event); it must wrap `raw`. Default: `guardSqlClient(raw)`.
   */
  readonly guard?: GuardedSqlClient;
}

interface SettlementRow extends Record<string, unknown> {
  id: unknown;
  network: string;
  asset: string;
  payer: string;
  nonce: string;
  pay_to: string;
  amount: string;
  transaction: string;
  resource: string | null;
  on_chain: boolean;
  settled_at: unknown;
}

function fromRow(row: SettlementRow): StoredSettlement {
  const settledAt = row.settled_at instanceof Date ? row.settled_at : new Date(String(row.settled_at));
  return {
    id: Number(row.id),
    network: row.network,
    asset: row.asset,
    payer: row.payer,
    nonce: row.nonce,
    payTo: row.pay_to,
    amount: row.amount,
    transaction: row.transaction,
    resource: row.resource ?? undefined,
    onChain: row.on_chain,
    settledAt: settledAt.toISOString(),
  };
}

async function balanceOf(db: SqlExecutor, accountId: string, creditType: string): Promise<number> {
  const { rows } = await db.query<{ balance: unknown }>(
    'select balance from guidekit_credit_balances where account_id = $1 and credit_type = $2',
    [accountId, creditType],
  );
  return rows.length === 0 ? 0 : Number(rows[0]!.balance);
}

/** The settlement's key, normalised, once its amount is checked to be a whole number of atomic units. */
function normalizeSettlement(settlement: SettlementRecord, fn: string): NonceKey {
  const k = normalizeKey(settlement, fn);
  if (!/^\d+$/.test(settlement.amount)) {
    throw new GuidekitError(`${fn}: amount must be a whole number of atomic units`, { code: 'invalid_argument', field: 'amount' });
  }
  return k;
}

function normalizeKey(key: NonceKey, fn: string): NonceKey {
  for (const field of ['network', 'asset', 'payer', 'nonce'] as const) {
    if (typeof key[field] !== 'string' || key[field] === '') {
      throw new GuidekitError(`${fn}: ${field} is required`, { code: 'invalid_argument', field });
    }
  }
  return { network: key.network, asset: key.asset.toLowerCase(), payer: key.payer.toLowerCase(), nonce: key.nonce.toLowerCase() };
}

async function migrate(client: SqlClient): Promise<void> {
  await client.exec(
    `create table if not exists guidekit_schema_migrations (
       version integer primary key,
       name text not null,
       applied_at timestamptz not null default now()
     )`,
  );
  for (const migration of MIGRATIONS) {
    await client.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtext('guidekit_schema_migrations'))");
      const { rows } = await tx.query('select 1 from guidekit_schema_migrations where version = $1', [migration.version]);
      if (rows.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into guidekit_schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    });
  }
}
