// The ETFs signal/basket accepts before payment are exactly the ones the holdings adapter reads: the precheck's table
// and the adapter's list cannot drift apart.
import { describe, expect, it } from 'vitest';
import { SSGA_HOLDINGS_ETFS } from '../../../src/adapters/markets/createHoldingsSource.js';
import { requireRule } from '../../../src/core/requireRule.js';
import { MARKETS_BASKET_ETFS } from '../../../src/markets/rules/basketEtfs.js';

describe('markets.basket.etfs', () => {
  it('lists exactly the ETFs the holdings adapter reads, on any date', () => {
    for (const asOf of ['1995-06-01', '2026-11-26']) expect([...requireRule(MARKETS_BASKET_ETFS, asOf).value].sort()).toEqual([...SSGA_HOLDINGS_ETFS].sort());
  });
});
