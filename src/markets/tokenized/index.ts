// Tokenized stocks: premium to the underlying, jurisdiction eligibility and the tokenization radar (docs/perps-tokenized-preipo.md).
export { type TokenQuote, type TokenQuoteSource } from './TokenQuoteSource.js';
export { type TokenizationProtocol, type TokenizationDataSource } from './TokenizationDataSource.js';
export { assessTokenizedStocks, type AssessTokenizedStocksInput, type AssessTokenizedStocksOptions, type TokenRow, type TokenDetail, type AssessTokenizedStocksResult } from './assessTokenizedStocks.js';
export { checkTokenizedEligibility, type CheckTokenizedEligibilityOptions, type EligibilityStatus, type EligibilityRow, type CheckTokenizedEligibilityResult } from './checkTokenizedEligibility.js';
export { radarTokenization, type RadarTokenizationOptions, type RadarProtocol, type RadarTokenizationResult } from './radarTokenization.js';
