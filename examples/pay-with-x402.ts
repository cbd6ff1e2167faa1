/**
 * Pays for one guidekit call with x402, the way an agent or script would.
 *
 *   npm start                              # terminal 1: http://127.0.0.1:8402, local facilitator
 *   npx tsx examples/pay-with-x402.ts      # terminal 2 (or pass another base URL as the first argument)
 *
 * It asks GET /api/debt/payoff without paying and prints the 402's payment requirements (the PAYMENT-REQUIRED
 * header, base64 JSON), then pays with the official client `@x402/fetch` and a throw-away key made on the spot
 * (viem's `generatePrivateKey`), and prints the paid JSON answer and the decoded PAYMENT-RESPONSE (the settlement).
 *
 * Against `npm start` nothing real is spent: the local facilitator checks the signature for real but settles nothing
 * on chain, and the throw-away key holds no USDC. Against a server with a real facilitator, the same code pays real
 * USDC on Base from whatever key you give it instead; the client's default spend controls cap one payment at $1.
 */
import { pathToFileURL } from 'node:url';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from '@x402/core/http';
import type { PaymentRequired, SettleResponse } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** What {@link payOnce} saw. */
export interface PayOnceResult {
  /** The decoded PAYMENT-REQUIRED of the unpaid call. */
  readonly required: PaymentRequired;
  /** The paid JSON answer. */
  readonly body: unknown;
  /** The decoded PAYMENT-RESPONSE of the paid call. */
  readonly settlement: SettleResponse;
  /** The throw-away buyer address. */
  readonly payer: string;
}

/** Options of {@link payOnce}. */
export interface PayOnceOptions {
  /** Where to print. Default console.log. */
  readonly log?: (line: string) => void;
}

/** One debt and an extra $200 a month: the payoff plan the call buys ($0.10 at catalog prices). */
const DEBTS = [{ creditor: 'Visa', balance: 5000, rate: 22.9, minPayment: 150 }];

/**
 * Asks once without paying (prints the 402 requirements), then pays with a fresh throw-away key and prints the
 * answer and the settlement.
 *
 * @param baseUrl - The guidekit server, e.g. `http://127.0.0.1:8402`.
 * @param options - See {@link PayOnceOptions}.
 * @returns The requirements, the paid answer and the settlement.
 * @throws Error when the server does not answer 402 first, or the paid call does not answer 200.
 * @example
 * ```ts
 * const { settlement } = await payOnce('http://127.0.0.1:8402');
 * ```
 */
export async function payOnce(baseUrl: string, options: PayOnceOptions = {}): Promise<PayOnceResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const url = `${baseUrl.replace(/\/$/, '')}/api/debt/payoff?debts=${encodeURIComponent(JSON.stringify(DEBTS))}&extra_payment=200`;

  const unpaid = await fetch(url);
  const header = unpaid.headers.get('PAYMENT-REQUIRED');
  if (unpaid.status !== 402 || header === null) throw new Error(`expected 402 with PAYMENT-REQUIRED, got ${unpaid.status}`);
  const required = decodePaymentRequiredHeader(header);
  log(`402 Payment Required; the server accepts:\n${JSON.stringify(required.accepts, null, 2)}`);

  const account = privateKeyToAccount(generatePrivateKey());
  log(`paying from a throw-away key: ${account.address}`);
  const client = new x402Client().register('eip155:8453', new ExactEvmScheme(account));
  const paid = await wrapFetchWithPayment(fetch, client)(url);
  if (paid.status !== 200) throw new Error(`the paid call answered ${paid.status}: ${await paid.text()}`);
  const body: unknown = await paid.json();
  log(`200 OK; the answer:\n${JSON.stringify(body, null, 2)}`);
  const settlement = decodePaymentResponseHeader(paid.headers.get('PAYMENT-RESPONSE')!);
  log(`PAYMENT-RESPONSE (settlement):\n${JSON.stringify(settlement, null, 2)}`);
  return { required, body, settlement, payer: account.address };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await payOnce(process.argv[2] ?? 'http://127.0.0.1:8402');
}
