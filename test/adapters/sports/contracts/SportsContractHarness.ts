import type { ContractHarness, Opened } from '../../markets/contracts/ContractHarness.js';

export type { ContractHarness, Opened };

/** How the odds contract reaches an implementation whose key is refused or has used up its quota. */
export interface OddsContractHarness<P> extends ContractHarness<P> {
  openWithKey(state: 'refused' | 'spent'): Promise<Opened<P>>;
}
