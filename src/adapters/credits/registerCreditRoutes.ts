import type { RouteConfig } from '@x402/core/server';
import { createResourceServer } from '../x402/createResourceServer.js';
import { decodePaymentResponseHeader, decodePaymentSignatureHeader } from '@x402/core/http';
import { paymentMiddleware } from '@x402/hono';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getAddress } from 'viem';
import { z } from 'zod';
import { PROBLEM_TYPE_BASE, problemFromError } from '../../catalog/problemFromError.js';
import { fieldIssuesFromZod } from '../../core/fieldIssuesFromZod.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { toJsonText } from '../../core/toJsonText.js';
import { BASE_MAINNET, DEFAULT_MAX_TIMEOUT_SECONDS, USDC_BASE } from '../x402/constants.js';
import { eip3009Authorization } from '../x402/eip3009Authorization.js';
import type { PaymentOptions } from '../x402/PaymentOptions.js';
import { usdToAtomicUnits } from '../x402/usdToAtomicUnits.js';
import { API_KEY_HEADER } from './createCreditGate.js';
import type { CreditService } from './createCreditService.js';
import { CREDIT_PACK_PRICES_USD, CREDIT_PACK_SIZES, CREDIT_TYPES } from './creditPacks.js';
import { generateApiKey } from './generateApiKey.js';

/** Where credit packs are bought (guidekit's path; the spec does not name one). */
export const CREDITS_PURCHASE_PATH = '/api/credits/purchase';
/** Where a key's balances are read. */
export const CREDITS_BALANCE_PATH = '/api/credits/balance';

const purchaseSchema = z.object({
  type: z.enum(CREDIT_TYPES as unknown as ['analysis', 'signal']),
  pack: z.union(CREDIT_PACK_SIZES.map((size) => z.literal(size))),
});

/**
 * Mounts the credit routes:
 *
 * - `POST /api/credits/purchase` with body `{"type":"analysis"|"signal","pack":1|3|5|10}`, paid with x402 at the
 *   pack's exact price (`CREDIT_PACK_PRICES_USD`). Without `X-API-KEY` it creates a key and returns it once
 *   (`api_key`); with a known `X-API-KEY` it tops that key up. An invalid body or an unknown key is a 400 before any
 *   402. The purchase is recorded `pending` while the payment is verified, and completed (credits added, `purchase`
 *   ledger row) only once the payment settled; a failed settlement voids it.
 * - `GET /api/credits/balance` with `X-API-KEY`: `{ "balances": { "analysis": n, "signal": n } }`, free; 401 for a
 *   missing or unknown key.
 *
 * @param app - The Hono app.
 * @param options - The credit service and the app's x402 payment setup.
 * @returns Nothing; the routes are added to `app`.
 * @throws GuidekitError `invalid_price` when a pack price is not exact in the token's decimals.
 * @example
 * ```ts
 * registerCreditRoutes(app, { credits: createCreditService({ store }), payment });
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Limits (packs) and Authentication
 */
export function registerCreditRoutes(app: Hono, options: { readonly credits: CreditService; readonly payment: PaymentOptions }): void {
  const { credits, payment } = options;
  const asset = payment.asset ?? USDC_BASE;
  const network = payment.network ?? BASE_MAINNET;
  const atomicPrices = new Map<string, string>();
  for (const type of CREDIT_TYPES) {
    for (const size of CREDIT_PACK_SIZES) {
      const field = `creditPack.${type}.${size}`;
      atomicPrices.set(`${type}:${size}`, usdToAtomicUnits(CREDIT_PACK_PRICES_USD[type][size], { decimals: asset.decimals, field }));
    }
  }
  const route: RouteConfig = {
    accepts: {
      scheme: 'exact',
      network,
      payTo: getAddress(payment.payTo),
      // Validation ran first, so the body is a valid pack here.
      price: async (context) => {
        const body = purchaseSchema.parse(await context.adapter.getBody?.());
        return {
          amount: atomicPrices.get(`${body.type}:${body.pack}`)!,
          asset: getAddress(asset.address),
          extra: { name: asset.eip712.name, version: asset.eip712.version },
        };
      },
      maxTimeoutSeconds: payment.maxTimeoutSeconds ?? DEFAULT_MAX_TIMEOUT_SECONDS,
    },
    description: 'Prepaid credit pack (analysis or signal credits) for an API key.',
    mimeType: 'application/json',
  };
  const server = createResourceServer(payment);
  const pay = paymentMiddleware({ [`POST ${CREDITS_PURCHASE_PATH}`]: route }, server);
  /** The pending purchase of each request and the account it credits, for the completion step. */
  const pending = new WeakMap<Request, { readonly purchaseId: string; readonly accountId: string }>();

  const validate: MiddlewareHandler = async (c, next) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const parsed = purchaseSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const error = new GuidekitError('creditsPurchase: invalid parameters', {
        code: 'invalid_parameters',
        issues: fieldIssuesFromZod(parsed.error.issues, { input: body ?? {} }),
      });
      return problem(400, problemFromError(error, { instance: CREDITS_PURCHASE_PATH }));
    }
    const apiKey = c.req.header(API_KEY_HEADER);
    if (apiKey !== undefined && apiKey !== '' && (await credits.accountOf(apiKey)) === undefined) {
      return unknownKey(400, CREDITS_PURCHASE_PATH);
    }
    await next();
  };

  // Runs around x402: after the payment middleware has settled (or not), completes or voids the purchase.
  const complete: MiddlewareHandler = async (c, next) => {
    await next();
    const open = pending.get(c.req.raw);
    if (open === undefined) return;
    const header = c.res.headers.get('PAYMENT-RESPONSE');
    const settled = c.res.status < 400 && header !== null && decodePaymentResponseHeader(header).success;
    if (!settled) {
      await credits.store.voidPurchase(open.purchaseId);
      return;
    }
    await credits.store.completePurchase(open.purchaseId);
    const body = (await c.res.clone().json()) as Record<string, unknown>;
    const balances = await credits.store.creditBalances(open.accountId);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(toJsonText({ ...body, balances: Object.fromEntries(CREDIT_TYPES.map((t) => [t, balances[t] ?? 0])) }), {
      status: c.res.status,
      headers,
    });
  };

  const purchase = async (c: Context) => {
    const body = purchaseSchema.parse(await c.req.json());
    const signature = c.req.header('PAYMENT-SIGNATURE');
    const payload = signature === undefined ? undefined : decodePaymentSignatureHeader(signature);
    const authorization = payload === undefined ? undefined : eip3009Authorization(payload);
    if (payload === undefined || authorization === undefined) {
      return problem(400, {
        type: `${PROBLEM_TYPE_BASE}unsupported-payment`,
        title: 'Unsupported payment',
        status: 400,
        detail: 'Credit packs are bought with an EIP-3009 exact payment. Nothing was charged.',
        instance: CREDITS_PURCHASE_PATH,
      });
    }
    const existing = c.req.header(API_KEY_HEADER);
    const topUp = existing !== undefined && existing !== '' ? await credits.accountOf(existing) : undefined;
    const created = topUp === undefined ? generateApiKey() : undefined;
    const accountId = topUp ?? created!.keyHash;
    const purchaseId = await credits.openPurchase({
      accountId,
      creditType: body.type,
      credits: body.pack,
      payment: { network: payload.accepted.network, asset: payload.accepted.asset, payer: authorization.from, nonce: authorization.nonce },
      amount: payload.accepted.amount,
    });
    if (purchaseId === undefined) {
      return problem(409, {
        type: `${PROBLEM_TYPE_BASE}payment-already-used`,
        title: 'Payment already used',
        status: 409,
        detail: 'This payment has already bought credits. Nothing was charged again.',
        instance: CREDITS_PURCHASE_PATH,
      });
    }
    pending.set(c.req.raw, { purchaseId, accountId });
    return json({
      ...(created === undefined ? {} : { api_key: created.key }),
      key_created: created !== undefined,
      credit_type: body.type,
      credits_added: body.pack,
      price_usd: CREDIT_PACK_PRICES_USD[body.type][body.pack],
      note:
        created === undefined
          ? 'Credits added to the key sent in X-API-KEY.'
          : 'Store this key now: it is shown once and only its hash is kept. Send it in the X-API-KEY header.',
    });
  };

  app.post(CREDITS_PURCHASE_PATH, validate, complete, pay, purchase);
  app.get(CREDITS_BALANCE_PATH, async (c) => {
    const apiKey = c.req.header(API_KEY_HEADER);
    const balances = apiKey === undefined ? undefined : await credits.balances(apiKey);
    return balances === undefined ? unknownKey(401, CREDITS_BALANCE_PATH) : json({ balances });
  });
}

function unknownKey(status: 400 | 401, instance: string): Response {
  return problem(status, {
    type: `${PROBLEM_TYPE_BASE}unknown-api-key`,
    title: 'Unknown API key',
    status,
    detail: 'The X-API-KEY header is missing or names no key. Nothing was charged.',
    instance,
    errors: [{ field: API_KEY_HEADER, code: 'unknown_api_key', detail: 'must be a key returned by POST /api/credits/purchase' }],
  });
}

function json(body: unknown): Response {
  return new Response(toJsonText(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function problem(status: number, body: unknown): Response {
  return new Response(toJsonText(body), { status, headers: { 'content-type': 'application/problem+json; charset=utf-8' } });
}
