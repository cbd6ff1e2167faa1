import { describe, expect, it } from 'vitest';
import * as markets from '../../../src/markets/index.js';

describe('guidekit/markets', () => {
  it('exports the prediction-market model and pricing helpers beside the probability engines', () => {
    for (const name of ['walkBook', 'computeKalshiFee', 'computePolymarketFee', 'computeAnnualisedReturn', 'sizeQuarterKelly', 'PREDICTION_CATEGORIES', 'KALSHI_FEE_COEFFICIENTS', 'priceLadder', 'findSumArbitrage']) {
      expect(markets, name).toHaveProperty(name);
    }
  });
});
