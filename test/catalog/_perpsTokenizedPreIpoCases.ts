// Realistic requests of the perpetual, tokenized-asset and pre-IPO endpoints, for the response-schema and
// declared-ports contract tests (spread into RESPONSE_CASES). Every case answers 200: the 409 of signal/perps is tested
// in test/catalog/markets/signalPerps.test.ts and over HTTP in test/adapters/x402/perps409.test.ts.
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
    { name: 'TSLAx in depth on a Saturday, Spanish', params: { token: 'TSLAx', lang: 'es' }, ports: tokenPorts() },
    { name: 'an Ondo token (no keyless quote), German', params: { token: 'TSLAon', lang: 'de' }, ports: tokenPorts() },
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
