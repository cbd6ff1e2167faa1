import { GuidekitError } from '../../core/GuidekitError.js';
import type { SqlRunContext } from './createSqlRuns.js';
import type { SqlClient, SqlExecutor } from './sqlClient.js';
import type { CreditPurchase, CreditRecovery, CreditRecoveryOptions, CreditSpend, CreditSpendRequest, Store } from './Store.js';

/** The credit and API-key part of the {@link Store} port. */
export type SqlCreditLedger = Pick<
  Store,
  'spendCredit' | 'resolveSpend' | 'hasAccount' | 'creditBalances' | 'openPurchase' | 'completePurchase' | 'voidPurchase' | 'recoverCredits'
>;

/**
 * The ledger half of a spend: one conditional UPDATE takes the balance row's lock and checks the floor
 * (`balance > 0`), and the same statement writes the `spend` ledger row, so a spend and its record are one atomic
 * step and concurrent spends can never overdraw.
 */
const SPEND_SQL = `
with spent as (
  update guidekit_credit_balances set balance = balance - 1
  where account_id = $1 and credit_type = $2 and balance > 0
  returning account_id, credit_type, balance
)
insert into guidekit_credit_ledger (account_id, credit_type, delta, balance_after, reason, kind, run_id)
select account_id, credit_type, -1, balance, $3, 'spend', $4 from spent
returning id::text as id, account_id, balance_after`;

/**
 * A refund closes the open spend (at most once: `resolved_at is null`, and the row lock makes a concurrent second
 * refund see it closed), gives the credit back and writes the `refund` ledger row pointing at the spend, all in one
 * statement.
 */
const REFUND_SQL = `
with closed as (
  update guidekit_credit_ledger set resolved_at = now(), outcome = 'refunded'
  where id = $1 and kind = 'spend' and resolved_at is null
  returning id, account_id, credit_type, reason
), back as (
  update guidekit_credit_balances b set balance = b.balance + 1 from closed
  where b.account_id = closed.account_id and b.credit_type = closed.credit_type
  returning b.account_id, b.credit_type, b.balance, closed.id as ref_id, closed.reason
)
insert into guidekit_credit_ledger (account_id, credit_type, delta, balance_after, reason, kind, ref_id)
select account_id, credit_type, 1, balance, 'refund: ' || reason, 'refund', ref_id from back
returning id`;

/**
 * Whether the row aliased `t` (a spend or a purchase, with `run_id` and `created_at`) belongs to a dead run, as seen
 * by the recovering run. Parameters: $1 the recovering run (or null), $2 exclusive store, $3 this handle's live runs,
 * $4 the age after which a row written without a run is released in a shared store.
 *
 * A run is alive while its row exists, its lease has not expired, no newer run of its instance has begun (the
 * recovering run's instance is the newest of its own), and, in an exclusive store, it was begun through this handle.
 */
const HELD_BY_DEAD_RUN = (t: string) => `
  coalesce(${t}.run_id <> $1::text, true) and (
    case when ${t}.run_id is null then ($2::boolean or ${t}.created_at <= now() - make_interval(secs => $4::double precision))
    else not exists (
      select 1 from guidekit_runs r where r.run_id = ${t}.run_id
        and (r.expires_at is null or r.expires_at > now())
        and r.instance_id is distinct from (select me.instance_id from guidekit_runs me where me.run_id = $1)
        and (not $2::boolean or r.run_id = any($3::text[])))
    end)`;

/**
 * Builds the credit ledger and API-key methods of the SQL store (schema: migrations 2 and 4 in migrations.ts).
 * Accounts are API-key hashes; the store never sees a raw key. Spends and purchases carry the run that serves them,
 * so recovery releases exactly those of runs that are dead.
 *
 * @param client - The migrated SQL client.
 * @param runs - Whether the store is exclusive and which runs this handle began (see createSqlRuns).
 * @returns The methods, spread into the store by {@link createSqlStore}.
 * @throws GuidekitError `invalid_argument` (from the methods) on an empty account or type, or a malformed id.
 * @example
 * ```ts
 * const ledger = createSqlCreditLedger(client);
 * await ledger.spendCredit({ accountId: hash, creditType: 'signal', reason: 'GET /api/signal/basket' });
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Authentication (credit types are isolated)
 */
export function createSqlCreditLedger(client: SqlClient, runs: SqlRunContext): SqlCreditLedger {
  const completePurchase = (purchaseId: string) =>
    client.transaction(async (tx) => {
      const id = requireId(purchaseId, 'completePurchase', 'purchaseId');
      const { rows } = await tx.query<{ account_id: string; credit_type: string; credits: unknown }>(
        `update guidekit_credit_purchases set status = 'completed', resolved_at = now()
         where id = $1 and status = 'pending' returning account_id, credit_type, credits`,
        [id],
      );
      const row = rows[0];
      if (row === undefined) {
        const found = await tx.query<{ account_id: string; credit_type: string }>(
          'select account_id, credit_type from guidekit_credit_purchases where id = $1',
          [id],
        );
        const known = found.rows[0];
        return { applied: false, balance: known === undefined ? 0 : await balanceOf(tx, known.account_id, known.credit_type) };
      }
      const credits = Number(row.credits);
      await tx.query('insert into guidekit_api_keys (key_hash) values ($1) on conflict do nothing', [row.account_id]);
      await tx.query(
        'insert into guidekit_credit_balances (account_id, credit_type, balance) values ($1, $2, 0) on conflict do nothing',
        [row.account_id, row.credit_type],
      );
      const updated = await tx.query<{ balance: unknown }>(
        'update guidekit_credit_balances set balance = balance + $3 where account_id = $1 and credit_type = $2 returning balance',
        [row.account_id, row.credit_type, credits],
      );
      const balance = Number(updated.rows[0]!.balance);
      await tx.query(
        `insert into guidekit_credit_ledger (account_id, credit_type, delta, balance_after, reason, kind, ref_id)
         values ($1, $2, $3, $4, $5, 'purchase', $6)`,
        [row.account_id, row.credit_type, credits, balance, `purchase of ${credits} ${row.credit_type} credits`, id],
      );
      return { applied: true, balance };
    });

  const refund = async (spendId: string): Promise<boolean> => (await client.query(REFUND_SQL, [spendId])).rows.length === 1;

  return {
    async spendCredit(entry: CreditSpendRequest): Promise<CreditSpend | undefined> {
      requireText(entry.accountId, 'spendCredit', 'accountId');
      requireText(entry.creditType, 'spendCredit', 'creditType');
      const { rows } = await client.query<{ id: string; account_id: string; balance_after: unknown }>(SPEND_SQL, [
        entry.accountId,
        entry.creditType,
        entry.reason,
        entry.runId ?? null,
      ]);
      const row = rows[0];
      return row === undefined ? undefined : { spendId: row.id, accountId: row.account_id, balance: Number(row.balance_after) };
    },

    async resolveSpend(spendId, outcome) {
      const id = requireId(spendId, 'resolveSpend', 'spendId');
      if (outcome === 'refunded') return refund(id);
      const { rows } = await client.query(
        `update guidekit_credit_ledger set resolved_at = now(), outcome = 'served'
         where id = $1 and kind = 'spend' and resolved_at is null returning id`,
        [id],
      );
      return rows.length === 1;
    },

    async hasAccount(accountId) {
      const { rows } = await client.query('select 1 from guidekit_api_keys where key_hash = $1', [accountId]);
      return rows.length === 1;
    },

    async creditBalances(accountId) {
      const { rows } = await client.query<{ credit_type: string; balance: unknown }>(
        'select credit_type, balance from guidekit_credit_balances where account_id = $1 order by credit_type',
        [accountId],
      );
      return Object.fromEntries(rows.map((r) => [r.credit_type, Number(r.balance)]));
    },

    async openPurchase(purchase: CreditPurchase) {
      requireText(purchase.accountId, 'openPurchase', 'accountId');
      requireText(purchase.creditType, 'openPurchase', 'creditType');
      if (!Number.isSafeInteger(purchase.credits) || purchase.credits <= 0) {
        throw new GuidekitError('openPurchase: credits must be a positive whole number', { code: 'invalid_argument', field: 'credits' });
      }
      if (!/^\d+$/.test(purchase.amount)) {
        throw new GuidekitError('openPurchase: amount must be a whole number of atomic units', { code: 'invalid_argument', field: 'amount' });
      }
      const p = purchase.payment;
      const { rows } = await client.query<{ id: string }>(
        `insert into guidekit_credit_purchases (account_id, credit_type, credits, network, asset, payer, nonce, amount, run_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id::text as id`,
        [purchase.accountId, purchase.creditType, purchase.credits, p.network, p.asset.toLowerCase(), p.payer.toLowerCase(), p.nonce.toLowerCase(), purchase.amount, purchase.runId ?? null],
      );
      return rows[0]?.id;
    },

    completePurchase,

    async voidPurchase(purchaseId) {
      const id = requireId(purchaseId, 'voidPurchase', 'purchaseId');
      const { rows } = await client.query(
        `update guidekit_credit_purchases set status = 'void', resolved_at = now() where id = $1 and status = 'pending' returning id`,
        [id],
      );
      return rows.length === 1;
    },

    async recoverCredits(options: CreditRecoveryOptions = {}): Promise<CreditRecovery> {
      const olderThanSeconds = options.olderThanSeconds ?? 600;
      if (typeof olderThanSeconds !== 'number' || !Number.isFinite(olderThanSeconds) || olderThanSeconds < 0) {
        throw new GuidekitError('recoverCredits: olderThanSeconds must be a non-negative number', { code: 'invalid_argument', field: 'olderThanSeconds' });
      }
      if (options.runId !== undefined) requireText(options.runId, 'recoverCredits', 'runId');
      const params = [options.runId ?? null, runs.exclusive, [...runs.localRuns], olderThanSeconds];
      const stale = await client.query<{ id: string }>(
        `select l.id::text as id from guidekit_credit_ledger l
         where l.kind = 'spend' and l.resolved_at is null and ${HELD_BY_DEAD_RUN('l')} order by l.id`,
        params,
      );
      let spendsRefunded = 0;
      for (const { id } of stale.rows) if (await refund(id)) spendsRefunded += 1;
      // A purchase whose payment settled is owed its credits, whoever holds it: the settlement row is the proof.
      const paid = await client.query<{ id: string }>(
        `select p.id::text as id from guidekit_credit_purchases p
         join guidekit_settlements s using (network, asset, payer, nonce) where p.status = 'pending' order by p.id`,
      );
      let purchasesCompleted = 0;
      for (const { id } of paid.rows) if ((await completePurchase(id)).applied) purchasesCompleted += 1;
      const voided = await client.query(
        `update guidekit_credit_purchases p set status = 'void', resolved_at = now()
         where p.status = 'pending' and ${HELD_BY_DEAD_RUN('p')}
           and not exists (select 1 from guidekit_settlements s
                           where s.network = p.network and s.asset = p.asset and s.payer = p.payer and s.nonce = p.nonce)
         returning p.id`,
        params,
      );
      // Dead runs hold nothing any more (a concurrent straggler's later spend is caught by the next recovery).
      const removed = await client.query(
        `delete from guidekit_runs d where d.run_id is distinct from $1 and not exists (
           select 1 from guidekit_runs r where r.run_id = d.run_id
             and (r.expires_at is null or r.expires_at > now())
             and r.instance_id is distinct from (select me.instance_id from guidekit_runs me where me.run_id = $1)
             and (not $2::boolean or r.run_id = any($3::text[])))
         returning d.run_id`,
        params.slice(0, 3),
      );
      await client.query('delete from guidekit_payment_locks where expires_at <= now()');
      return { spendsRefunded, purchasesCompleted, purchasesVoided: voided.rows.length, runsRemoved: removed.rows.length };
    },
  };
}

async function balanceOf(db: SqlExecutor, accountId: string, creditType: string): Promise<number> {
  const { rows } = await db.query<{ balance: unknown }>(
    'select balance from guidekit_credit_balances where account_id = $1 and credit_type = $2',
    [accountId, creditType],
  );
  return rows.length === 0 ? 0 : Number(rows[0]!.balance);
}

function requireText(value: string, fn: string, field: string): void {
  if (typeof value !== 'string' || value === '') {
    throw new GuidekitError(`${fn}: ${field} is required`, { code: 'invalid_argument', field });
  }
}

function requireId(value: string, fn: string, field: string): string {
  if (typeof value !== 'string' || !/^\d{1,18}$/.test(value)) {
    throw new GuidekitError(`${fn}: ${field} must be an id returned by the store`, { code: 'invalid_argument', field });
  }
  return value;
}
