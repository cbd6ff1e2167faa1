import { GuidekitError } from '../../core/GuidekitError.js';
import type { SqlClient, SqlExecutor } from './sqlClient.js';
import type { CreditPurchase, CreditRecovery, CreditSpend, CreditSpendRequest, Store } from './Store.js';

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
insert into guidekit_credit_ledger (account_id, credit_type, delta, balance_after, reason, kind)
select account_id, credit_type, -1, balance, $3, 'spend' from spent
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
 * Builds the credit ledger and API-key methods of the SQL store (schema: migration 2 in migrations.ts). Accounts
 * are API-key hashes; the store never sees a raw key.
 *
 * @param client - The migrated SQL client.
 * @returns The methods, spread into the store by {@link createSqlStore}.
 * @throws GuidekitError `invalid_argument` (from the methods) on an empty account or type, or a malformed id.
 * @example
 * ```ts
 * const ledger = createSqlCreditLedger(client);
 * await ledger.spendCredit({ accountId: hash, creditType: 'signal', reason: 'GET /api/signal/basket' });
 * ```
 * @see 002_55be4aa7ee3acf96.txt#Authentication (credit types are isolated)
 */
export function createSqlCreditLedger(client: SqlClient): SqlCreditLedger {
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
        `insert into guidekit_credit_purchases (account_id, credit_type, credits, network, asset, payer, nonce, amount)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id::text as id`,
        [purchase.accountId, purchase.creditType, purchase.credits, p.network, p.asset.toLowerCase(), p.payer.toLowerCase(), p.nonce.toLowerCase(), purchase.amount],
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

    async recoverCredits({ olderThanSeconds }): Promise<CreditRecovery> {
      if (!Number.isFinite(olderThanSeconds) || olderThanSeconds < 0) {
        throw new GuidekitError('recoverCredits: olderThanSeconds must be a non-negative number', { code: 'invalid_argument', field: 'olderThanSeconds' });
      }
      const stale = await client.query<{ id: string }>(
        `select id::text as id from guidekit_credit_ledger
         where kind = 'spend' and resolved_at is null and created_at <= now() - make_interval(secs => $1) order by id`,
        [olderThanSeconds],
      );
      let spendsRefunded = 0;
      for (const { id } of stale.rows) if (await refund(id)) spendsRefunded += 1;
      // A purchase whose payment settled is owed its credits, however recent: the settlement row is the proof.
      const paid = await client.query<{ id: string }>(
        `select p.id::text as id from guidekit_credit_purchases p
         join guidekit_settlements s using (network, asset, payer, nonce) where p.status = 'pending' order by p.id`,
      );
      let purchasesCompleted = 0;
      for (const { id } of paid.rows) if ((await completePurchase(id)).applied) purchasesCompleted += 1;
      const voided = await client.query(
        `update guidekit_credit_purchases p set status = 'void', resolved_at = now()
         where p.status = 'pending' and p.created_at <= now() - make_interval(secs => $1)
           and not exists (select 1 from guidekit_settlements s
                           where s.network = p.network and s.asset = p.asset and s.payer = p.payer and s.nonce = p.nonce)
         returning p.id`,
        [olderThanSeconds],
      );
      return { spendsRefunded, purchasesCompleted, purchasesVoided: voided.rows.length };
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
