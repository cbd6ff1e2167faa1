import type { RuleTable } from '../../core/ruleTable.js';

/**
 * Top-level domains that cheap registration makes common among scam and phishing shops. A shop on one of them loses a
 * few points; it is a weak signal, never a verdict (many honest shops use `.shop` or `.store`).
 *
 * Source: the cheap-TLD feature of BEYOND PHISH (Bitaab et al., "Beyond Phish: Toward Detecting Fraudulent e-Commerce
 * Websites at Scale", IEEE S&P 2023; code `mbitaab/beyondphish:libs/scanner/dataset_utils.py`), whose list is
 * summarised in the research notes as "xyz, shop, store, top, online, site…". Not re-checked against the paper's full
 * list, hence unverified.
 */
export const RISKY_TLDS: RuleTable<readonly string[]> = {
  id: 'safety.risky_tlds',
  title: 'Top-level domains scored as cheap and commonly abused',
  versions: [
    {
      value: ['xyz', 'shop', 'store', 'top', 'online', 'site'],
      source: 'Bitaab et al., Beyond Phish (IEEE S&P 2023), cheap-TLD feature; mbitaab/beyondphish libs/scanner/dataset_utils.py',
      effective: '2023-05-22',
      verified: null,
      note: 'Only the TLDs named in the research summary; the paper\'s list is longer.',
    },
  ],
};
