// Synthetic protocol list (written here) in DefiLlama's /protocols shape as the tokenizationData port gives it.
import type { TokenizationDataSource, TokenizationProtocol } from '../../../src/markets/tokenized/TokenizationDataSource.js';

const p = (name: string, category: string, chains: string[], tvl: number, change_1d: number, change_7d: number, listed: string | null): TokenizationProtocol => ({
  name, slug: name.toLowerCase().replace(/\s+/g, '-'), category, chains, tvl, change_1d, change_7d, listed_at: listed === null ? null : Date.parse(`${listed}T00:00:00Z`) / 1000,
});

export const RWA_PROTOCOLS: TokenizationProtocol[] = [
  p('Treasury Fund', 'RWA', ['Ethereum', 'Solana'], 2_000_000_000, 0.5, -4, '2023-03-01'),
  p('Stock Tokens', 'RWA', ['Solana', 'Ethereum'], 150_000_000, 2, 25, '2025-07-01'),
  p('New Credit', 'RWA', ['Ethereum'], 20_000_000, 10, 100, '2026-11-10'),
  p('Small Notes', 'RWA', ['Polygon'], 5_000_000, 50, 400, '2026-09-01'),
  p('RWA Lend', 'RWA Lending', ['Ethereum'], 40_000_000, 0, 0, null),
  p('Some DEX', 'Dexes', ['Ethereum'], 900_000_000, 1, 1, '2026-11-20'),
];

export function createTokenizationDataFake(): TokenizationDataSource {
  return {
    async protocols(call) {
      call?.trace?.record({ source: 'defillama', host: null, url: null, fetched_at: '2026-11-25T00:00:00.000Z', age_seconds: 0, from_cache: false });
      return { source: 'defillama', protocols: RWA_PROTOCOLS };
    },
  };
}
