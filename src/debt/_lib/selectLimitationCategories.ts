import type { StatuteDebtType } from '../checkStatuteOfLimitations.js';
import type { JurisdictionLimitations, LimitationCategory } from '../rules/limitationPeriods.js';

/**
 * Selects the claim kinds whose periods may govern a debt type in a jurisdiction: where a debt can be sued under more
 * than one kind of claim, every one is returned so that each reading is considered (mapping documented in
 * docs/statute.md).
 *
 * @param debtType - The debt type.
 * @param j - The jurisdiction's limitation periods.
 * @returns The claim kinds, most specific first; `general` outside the US.
 * @see ../../../docs/statute.md
 */
export function selectLimitationCategories(debtType: StatuteDebtType, j: JurisdictionLimitations): LimitationCategory[] {
  if (j.country !== 'US') return ['general'];
  const p = j.periods;
  switch (debtType) {
    case 'credit_card':
      // A statute naming cards or consumer credit governs; otherwise courts split between open account and written contract.
      return p.credit_card ? ['credit_card'] : p.consumer_credit ? ['consumer_credit'] : ['open_account', 'written'];
    case 'medical':
      // Provider bills are open accounts unless the patient signed a financial agreement (written contract).
      return [...(p.medical ? (['medical'] as const) : []), ...(p.open_account ? (['open_account'] as const) : []), 'written'];
    case 'auto':
      // A bank car loan is a written contract; a dealer's retail instalment sale may be a sale of goods (UCC 2-725).
      return [p.consumer_credit ? 'consumer_credit' : 'written', 'sale_of_goods'];
    case 'personal_loan':
    case 'student_loan':
      // Loans are written contracts, usually evidenced by a promissory note.
      return p.consumer_credit ? ['consumer_credit'] : ['written', 'promissory_note'];
  }
}
