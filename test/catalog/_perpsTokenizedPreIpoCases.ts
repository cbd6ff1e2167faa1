// Realistic requests of the perpetual, tokenized-asset and pre-IPO endpoints, for the response-schema and
// declared-ports contract tests (spread into RESPONSE_CASES). Every case answers 200: the 409s are tested in
// test/catalog/markets/signalPerps.test.ts, signalTokenized.test.ts, and over HTTP in test/adapters/x402/declines409.test.ts.
import type { ResponseCase } from './_responseCases.js';
import { createPerpVenuesFake } from '../markets/perps/fixtures.js';
import { createPreIpoPerpBookFake, createSecFilingsFake } from '../markets/preipo/fixtures.js';
import { createTokenizationDataFake } from '../markets/tokenized/radarFixtures.js';
import { createEquityPerpBookFake, createTokenQuotesFake, createUnderlyingPricesFake } from '../markets/tokenized/fixtures.js';

const tokenPorts = () => ({ tokenQuotes: createTokenQuotesFake(), prices: createUnderlyingPricesFake(), perpBook: createEquityPerpBookFake() });

export const PERPS_TOKENIZED_PREIPO_CASES: Readonly<Record<string, readonly ResponseCase[]>> = {
  signalPerps: [
    { name: 'a cross-venue BTC gap clears', params: {}, ports: { perpVenues: createPerpVenuesFake(100_600) } },
    { name: 'larger size, longer hold, Spanish', params: { size: '25000', holding_hours: '24', lang: 'es' }, ports: { perpVenues: createPerpVenuesFake(100_900) } },
    { name: 'German (no shipped catalog)', params: { lang: 'de' }, ports: { perpVenues: createPerpVenuesFake(100_600) } },
  ],
  signalPreIpo: [
    { name: 'EDGAR feed with histories and a pre-IPO perpetual', params: {}, ports: { secFilings: createSecFilingsFake(), perpBook: createPreIpoPerpBookFake() } },
    { name: 'Spanish', params: { lang: 'es' }, ports: { secFilings: createSecFilingsFake(), perpBook: createPreIpoPerpBookFake() } },
    { name: 'German (no shipped catalog)', params: { lang: 'de' }, ports: { secFilings: createSecFilingsFake(), perpBook: createPreIpoPerpBookFake() } },
  ],
  signalTokenized: [
    { name: 'every token, the widest called', params: {}, ports: tokenPorts() },
    { name: 'NVDAx in depth, Spanish', params: { token: 'NVDAx', lang: 'es' }, ports: tokenPorts() },
    { name: 'every token, German', params: { lang: 'de' }, ports: tokenPorts() },
  ],
  signalTokenizationRadar: [
    { name: 'RWA protocols with movers and a new listing', params: {}, ports: { tokenizationData: createTokenizationDataFake() } },
    { name: 'Spanish', params: { lang: 'es' }, ports: { tokenizationData: createTokenizationDataFake() } },
    { name: 'German (no shipped catalog)', params: { lang: 'de' }, ports: { tokenizationData: createTokenizationDataFake() } },
  ],
  signalTokenizedEligibility: [
    { name: 'a US person', params: { jurisdiction: 'US' } },
    { name: 'Germany, tokenized stocks only, Spanish', params: { jurisdiction: 'DE', product: 'tokenized_stock', lang: 'es' } },
    { name: 'the whole table', params: {} },
    { name: 'Ontario, pre-IPO perpetuals, French', params: { jurisdiction: 'CA-ON', product: 'pre_ipo_perp', lang: 'fr' } },
  ],
};
