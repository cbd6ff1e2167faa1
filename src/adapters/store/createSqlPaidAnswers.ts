import type { SqlExecutor } from './sqlClient.js';
import type { NonceKey, PaidAnswer, Store, StoredPaidAnswer } from './Store.js';

/**
 * The paid answers over the store's SQL (table `guidekit_paid_answers`, migration 6): the answer a payment bought,
 * written before the payment is settled, so no settlement exists without its answer and a retry of the same payment
 * is served the stored answer instead of a 402 "nonce already used".
 *
 * @param client - The store's SQL executor (PGlite or PostgreSQL).
 * @returns The paid-answer methods, spread into the store.
 * @example
 * ```ts
 * const answers = createSqlPaidAnswers(client);
 * await answers.findPaidAnswer({ network, asset, payer, nonce });
 * ```
 * @see docs/payments.md ("Delivery")
 */
export function createSqlPaidAnswers(client: SqlExecutor): Pick<Store, 'storePaidAnswer' | 'findPaidAnswer' | 'markPaidAnswerSettled'> {
  return {
    async storePaidAnswer(answer: PaidAnswer) {
      const k = lower(answer.payment);
      const { rows } = await client.query(
        `insert into guidekit_paid_answers (network, asset, payer, nonce, payment_hash, request_hash, resource, status, headers, body)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing returning 1 as inserted`,
        [k.network, k.asset, k.payer, k.nonce, answer.paymentHash, answer.requestHash, answer.resource, answer.status, JSON.stringify(answer.headers), answer.body],
      );
      return rows.length === 1;
    },
    async findPaidAnswer(key) {
      const k = lower(key);
      const { rows } = await client.query<{
        payment_hash: string; request_hash: string; resource: string; status: number; headers: Record<string, string> | string;
        body: Uint8Array; settled: boolean; payment_response: string | null;
      }>(
        `select payment_hash, request_hash, resource, status, headers, body, settled, payment_response from guidekit_paid_answers
         where network = $1 and asset = $2 and payer = $3 and nonce = $4`,
        [k.network, k.asset, k.payer, k.nonce],
      );
      const row = rows[0];
      if (row === undefined) return undefined;
      return {
        payment: key,
        paymentHash: row.payment_hash,
        requestHash: row.request_hash,
        resource: row.resource,
        status: Number(row.status),
        headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers,
        body: new Uint8Array(row.body),
        settled: row.settled,
        paymentResponse: row.payment_response ?? undefined,
      } satisfies StoredPaidAnswer;
    },
    async markPaidAnswerSettled(key, paymentResponse) {
      const k = lower(key);
      await client.query(
        `update guidekit_paid_answers set settled = true, settled_at = coalesce(settled_at, now()), payment_response = coalesce($5, payment_response)
         where network = $1 and asset = $2 and payer = $3 and nonce = $4`,
        [k.network, k.asset, k.payer, k.nonce, paymentResponse ?? null],
      );
    },
  };
}

function lower(key: NonceKey): NonceKey {
  return { network: key.network, asset: key.asset.toLowerCase(), payer: key.payer.toLowerCase(), nonce: key.nonce.toLowerCase() };
}
