import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePaymentConfig } from '../../../src/adapters/x402/resolvePaymentConfig.js';
import { createFacilitator } from '../../../src/adapters/x402/createFacilitator.js';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { SELLER, TEST_ENDPOINTS } from './fixtures.js';

const failure = (env: Record<string, string>) => {
  try {
    resolvePaymentConfig({ env, endpoints: TEST_ENDPOINTS });
  } catch (error) {
    if (isGuidekitError(error)) return { code: error.code, field: error.field };
    throw error;
  }
  return undefined;
};

describe('resolvePaymentConfig', () => {
  it('defaults to the local facilitator, the documented demo recipient and ./.guidekit', () => {
    const config = resolvePaymentConfig({ env: {}, endpoints: TEST_ENDPOINTS });
    expect(config.facilitator).toEqual({ mode: 'local' });
    expect(config.payTo).toBe('0x000000000000000000000000000000000000dEaD');
    expect(config.payToIsDemo).toBe(true);
    expect(config.network).toBe('eip155:8453');
    expect(config.dataDir).toBe(resolve('.guidekit'));
  });

  it('reads the recipient, overrides and data directory from the environment', () => {
    const config = resolvePaymentConfig({
      env: { GUIDEKIT_PAY_TO: SELLER.toLowerCase(), GUIDEKIT_PRICE_OVERRIDES: '{"testQuote":"0.12"}', GUIDEKIT_DATA_DIR: '/tmp/gk' },
      endpoints: TEST_ENDPOINTS,
    });
    expect(config.payTo).toBe(SELLER);
    expect(config.payToIsDemo).toBe(false);
    expect(config.priceOverrides).toEqual({ testQuote: '0.12' });
    expect(config.dataDir).toBe('/tmp/gk');
  });

  it('picks a remote facilitator from GUIDEKIT_FACILITATOR_URL, else CDP from its keys', () => {
    expect(resolvePaymentConfig({ env: { GUIDEKIT_PAY_TO: SELLER, GUIDEKIT_FACILITATOR_URL: 'https://f.example/x402' }, endpoints: TEST_ENDPOINTS }).facilitator).toEqual({
      mode: 'remote',
      url: 'https://f.example/x402',
    });
    expect(resolvePaymentConfig({ env: { GUIDEKIT_PAY_TO: SELLER, CDP_API_KEY_ID: 'id', CDP_API_KEY_SECRET: 's' }, endpoints: TEST_ENDPOINTS }).facilitator).toEqual({
      mode: 'cdp',
      apiKeyId: 'id',
      apiKeySecret: 's',
    });
  });

  it('refuses the local facilitator in production, and real facilitators without a recipient', () => {
    expect(failure({ NODE_ENV: 'production' })).toEqual({ code: 'local_facilitator_in_production', field: 'NODE_ENV' });
    expect(failure({ GUIDEKIT_FACILITATOR_URL: 'https://f.example' })).toEqual({ code: 'pay_to_required', field: 'GUIDEKIT_PAY_TO' });
    expect(failure({ CDP_API_KEY_ID: 'id', CDP_API_KEY_SECRET: 's' })).toEqual({ code: 'pay_to_required', field: 'GUIDEKIT_PAY_TO' });
    expect(failure({ NODE_ENV: 'production', GUIDEKIT_PAY_TO: SELLER, GUIDEKIT_FACILITATOR_URL: 'https://f.example' })).toBeUndefined();
  });

  it('names the variable at fault', () => {
    expect(failure({ GUIDEKIT_PAY_TO: 'alice' })).toEqual({ code: 'invalid_address', field: 'GUIDEKIT_PAY_TO' });
    expect(failure({ GUIDEKIT_FACILITATOR_URL: 'ftp://x' })).toEqual({ code: 'invalid_url', field: 'GUIDEKIT_FACILITATOR_URL' });
    expect(failure({ CDP_API_KEY_ID: 'id' })).toEqual({ code: 'required', field: 'CDP_API_KEY_SECRET' });
    expect(failure({ GUIDEKIT_PRICE_OVERRIDES: '[1]' })).toEqual({ code: 'invalid_json', field: 'GUIDEKIT_PRICE_OVERRIDES' });
    expect(failure({ GUIDEKIT_PRICE_OVERRIDES: '{bad' })).toEqual({ code: 'invalid_json', field: 'GUIDEKIT_PRICE_OVERRIDES' });
    expect(failure({ GUIDEKIT_PRICE_OVERRIDES: '{"nope":"0.1"}' })).toEqual({ code: 'unknown_operation', field: 'GUIDEKIT_PRICE_OVERRIDES.nope' });
    expect(failure({ GUIDEKIT_PRICE_OVERRIDES: '{"testQuote":0.12}' })).toEqual({ code: 'invalid_price', field: 'GUIDEKIT_PRICE_OVERRIDES.testQuote' });
    expect(failure({ GUIDEKIT_PRICE_OVERRIDES: '{"testQuote":"0.0000001"}' })).toEqual({ code: 'invalid_price', field: 'GUIDEKIT_PRICE_OVERRIDES.testQuote' });
  });
});

describe('createFacilitator', () => {
  // Remote and CDP facilitators are only constructed here; nothing is contacted until the first paid route needs it.
  const store = {} as Store;

  it('wires a remote HTTP facilitator that settles on chain', async () => {
    const config = resolvePaymentConfig({ env: { GUIDEKIT_PAY_TO: SELLER, GUIDEKIT_FACILITATOR_URL: 'https://f.example/x402' }, endpoints: TEST_ENDPOINTS });
    const facilitator = await createFacilitator(config, { store });
    expect(facilitator).toMatchObject({ mode: 'remote', settlesOnChain: true });
    expect(facilitator.description).toContain('https://f.example/x402');
  });

  it('wires Coinbase CDP through @coinbase/x402', async () => {
    const config = resolvePaymentConfig({ env: { GUIDEKIT_PAY_TO: SELLER, CDP_API_KEY_ID: 'id', CDP_API_KEY_SECRET: 'secret' }, endpoints: TEST_ENDPOINTS });
    const facilitator = await createFacilitator(config, { store });
    expect(facilitator).toMatchObject({ mode: 'cdp', settlesOnChain: true });
    expect(facilitator.description).toContain('https://api.cdp.coinbase.com/platform/v2/x402');
  });
});
