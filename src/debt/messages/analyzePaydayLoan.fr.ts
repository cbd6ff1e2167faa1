import type { AnalyzePaydayLoanMessageKey } from './analyzePaydayLoan.js';

/**
 * French narrative of analyzePaydayLoan (vouvoiement). "APR" is written "taux annuel effectif"; each cap names its own
 * country's law, and the Canadian line keeps the federal cap with the province's possibly lower limit, as in English.
 *
 * @see ./analyzePaydayLoan.ts
 */
export const ANALYZE_PAYDAY_LOAN_MESSAGES_FR: Readonly<Record<AnalyzePaydayLoanMessageKey, string>> = {
  narrative_apr:
    'Des frais de {fee_per_100} par 100 empruntés pour {days, plural, one {# jour} other {# jours}} coûtent {fee} sur {balance} : un taux annuel effectif de {apr}%. Vous devriez {total} en un seul paiement le jour {days}.',
  narrative_apr_uk:
    'Des frais de {fee_per_100} par 100 empruntés pour {days, plural, one {# jour} other {# jours}} coûtent {fee} sur {balance} : un taux annuel effectif représentatif de {apr}%. Vous devriez {total} en un seul paiement le jour {days}.',
  narrative_no_fee: 'Indiquez les frais (par exemple « 15 per 100 », un montant fixe comme « 45 », ou « 0.8% per day » au Royaume-Uni) pour calculer le taux annuel effectif réel ; les règles et vos droits ci-dessous s’appliquent dans tous les cas.',
  note_appendix_j:
    'L’annexe J du Regulation Z donne {apr_j}% pour ce prêt : un paiement unique dû en moins d’un an fait de toute la durée une seule période unitaire, et une année en compte 365 ÷ {days}, ce qui revient à la formule simple frais ÷ montant × 365 ÷ jours.',
  note_fee_read_flat: '« {text} » a été lu comme un frais fixe : {fee} pour tout le prêt de {balance}, soit {per_100} par 100 empruntés sur {days, plural, one {# jour} other {# jours}}.',
  note_fee_read_per_100: '« {text} » a été lu comme {per_100} par 100 empruntés : des frais de {fee} sur {balance}.',
  note_fee_read_bare: '« {text} » a été lu comme {per_100} par 100 empruntés, la façon habituelle d’indiquer le prix : des frais de {fee} sur {balance}. S’il s’agit d’un montant fixe, envoyez-le avec son symbole monétaire (par exemple {example, money}).',
  note_fee_read_daily: '« {text} » a été lu comme un taux quotidien : {per_100} par 100 sur {days, plural, one {# jour} other {# jours}}, soit des frais de {fee} sur {balance}.',
  note_simple_apr: 'Le taux annuel effectif est ici une simple annualisation des frais, frais ÷ montant × 365 ÷ {days} : {apr}% pour un remboursement unique dû en moins d’un an.',
  note_uk_apr:
    'Taux annuel effectif représentatif du Royaume-Uni : le coût est capitalisé sur un an à partir des flux de trésorerie (CONC App 1.2), ((1 + {cost}) ^ (365 ÷ {days}) − 1) × 100 = {apr}% pour un remboursement unique. L’annualisation simple à l’américaine des mêmes frais donnerait {simple}%.',
  note_rollover:
    'Reconduire le prêt ne réduit pas ce que vous devez : chaque reconduction facture de nouveau les frais. Après {n} reconductions, vous auriez payé {fees} de frais et devriez toujours {balance}.',
  note_rollover_cap:
    'Le plafond de coût total de {percent}% compte chaque reconduction : à partir de {n, plural, one {# reconduction} other {# reconductions}}, les frais ({fees}) le dépasseraient, ce que la loi interdit.',
  note_lender: 'Prêteur : {lender}. Vérifiez qu’il détient un permis de votre État (ou une autorisation dans votre pays) ; un prêteur sans permis peut ne pas avoir le droit de recouvrer.',
  note_state_ignored: 'Le paramètre state ne s’applique qu’aux prêts américains et n’a pas été utilisé.',
  note_state_missing: 'Indiquez votre État (code à deux lettres) pour voir ses règles sur les prêts sur salaire et s’il exige un plan de paiement prolongé.',
  note_default_fees_uk:
    'Indiquez default_fees (les frais de retard ou de défaut qu’on vous a demandé de payer) pour vérifier le plafond de {cap} sur les frais de défaut ; ils comptent aussi dans le plafond de coût total.',
  note_default_fees_ignored: 'default_fees n’est vérifié qu’au regard du plafond de prix britannique et n’a pas été utilisé.',
  state_prohibited: '{state} n’autorise pas les prêts sur salaire aux prix pratiqués pour ces prêts ({statute}). Les limites répertoriées : {limits}.',
  state_capped: '{state} autorise les prêts sur salaire dans ces limites ({statute}) : {limits}.',
  state_no_fee_cap: '{state} ne fixe aucune limite aux frais des prêts sur salaire ({statute}).',
  state_other_limits: 'Autres limites : {limits}.',
  state_not_on_record:
    'Aucune règle sur les prêts sur salaire n’est répertoriée pour {state} au {date}. Consultez l’autorité financière de l’État pour les limites de frais, de reconductions et les plans de paiement.',
  state_breached:
    'Ce prêt enfreint la loi de {state} : {breaches}. Un prêt consenti en infraction peut être nul ou ses frais irrécouvrables : signalez-le à l’autorité financière de l’État et demandez si vous devez rembourser les frais.',
  state_within: 'Ce prêt respecte les limites répertoriées de {state}.',
  state_unchecked: 'Indiquez les frais pour vérifier ce prêt au regard des limites de {state}.',
  limit_apr: 'un taux annuel effectif d’au plus {cap}%',
  limit_amount_advance: 'au plus {amount} avancés',
  limit_amount_face: 'un chèque (valeur nominale, frais compris) d’au plus {amount}',
  limit_term_min: 'une durée d’au moins {days, plural, one {# jour} other {# jours}}',
  limit_term_max: 'une durée d’au plus {days, plural, one {# jour} other {# jours}}',
  limit_total_cost: 'l’ensemble des frais limité à {percent}% du montant emprunté',
  limit_total_cost_renewals: 'l’ensemble des frais, reconductions comprises, limité à {percent}% du montant emprunté',
  limit_one_loan: 'un seul prêt à la fois',
  limit_daily_cost: 'des frais d’au plus {percent}% du montant emprunté par jour',
  limit_default_fees: 'des frais de défaut d’au plus {amount} au total',
  list_and: '{items} et {last}',
  breach_item: '{figure} (ce prêt : {actual})',
  fee_tiered: 'des frais d’au plus {tiers} {basis}',
  fee_basis_advance: 'du montant avancé',
  fee_basis_face: 'de la valeur nominale du chèque',
  fee_tier_only: '{percent}%',
  fee_tier_first: '{percent}% des premiers {upto}',
  fee_tier_next: '{percent}% de la tranche jusqu’à {upto}',
  fee_tier_rest: '{percent}% du reste',
  fee_plus_flat: '{text} plus {flat}',
  fee_max: '{text}, jamais plus de {max}',
  fee_min_allowed: '{text} (ou {min} si c’est plus)',
  fee_banded: 'des frais d’au plus une part du montant avancé : {bands}',
  fee_band_upto_face: '{percent}% quand le chèque va jusqu’à {upto}',
  fee_band_upto_advance: '{percent}% quand le montant avancé va jusqu’à {upto}',
  fee_band_rest: '{percent}% au-delà',
  fee_interest: 'des intérêts d’au plus {percent}% par an',
  fee_monthly_percent_or_max: 'des frais mensuels d’au plus {percent}% du montant emprunté ou {max}, le moins élevé des deux',
  fee_monthly_percent: 'des frais mensuels d’au plus {percent}% du montant emprunté',
  fee_monthly_max: 'des frais mensuels d’au plus {max}',
  fee_origination: 'des frais uniques de {percent}% sur les prêts de {from} ou plus',
  fee_origination_max: 'des frais uniques de {percent}% (au plus {max})',
  epp_available:
    '{state} oblige les prêteurs à offrir un plan de paiement prolongé (ou un délai de grâce) quand vous ne pouvez pas rembourser : demandez-le par écrit avant l’échéance, et avant toute reconduction.',
  epp_not_listed: 'Aucun plan de paiement prolongé à l’échelle de l’État n’est répertorié pour {state} ; demandez tout de même par écrit au prêteur, avant l’échéance, s’il en offre un.',
  epp_no_state: 'Certains États obligent les prêteurs à offrir un plan de paiement prolongé ; indiquez votre État pour le vérifier, ou demandez-le par écrit au prêteur avant l’échéance.',
  mla:
    'Military Lending Act : pour les militaires en service actif et les personnes à leur charge, un crédit à la consommation comme celui-ci peut coûter au plus {cap}% de MAPR, frais compris ; un prêt au-delà est nul. Les bureaux d’assistance juridique des bases aident gratuitement.',
  mla_exceeded: 'À un taux annuel effectif de {apr}%, ce prêt dépasse de loin la limite de {cap}% de MAPR qui protège les militaires visés et leur famille.',
  ach_revoke:
    'Écrivez au prêteur que vous révoquez votre autorisation de prélèvements électroniques (ACH) sur votre compte ; envoyez-la par courriel ou par lettre et gardez-en une copie.',
  ach_bank:
    'Demandez à votre banque d’arrêter les paiements au moins {days} jours ouvrables avant le prochain prélèvement prévu (Regulation E, 12 CFR 1005.10(c)) ; vous pouvez appeler, mais la banque peut vous demander une confirmation écrite dans un délai de {confirm, plural, one {# jour} other {# jours}}.',
  ach_failed_attempts:
    'Après {attempts} prélèvements consécutifs refusés, un prêteur visé par la règle du CFPB sur les prêts sur salaire ne peut pas réessayer sans votre nouvelle autorisation expresse (12 CFR 1041.8).',
  ach_monitor: 'Surveillez vos relevés : si un prélèvement que vous avez arrêté passe quand même, contestez-le immédiatement auprès de votre banque.',
  ach_debt_remains:
    'Arrêter les prélèvements n’annule pas la dette : prévoyez comment la rembourser, ou demandez un plan de paiement, pour que le prêteur ne vous poursuive pas et ne confie pas le compte au recouvrement.',
  uk_cap: 'Plafond de prix britannique sur le crédit à court terme coûteux (FCA CONC 5A) : {limits}.',
  uk_breached:
    'Ce prêt enfreint le plafond de prix de la FCA : {breaches}. Un contrat qui l’enfreint ne peut pas vous être opposé (CONC 5A.5) : vous pouvez ne rembourser que ce que vous avez emprunté et demander le remboursement des frais. Plaignez-vous au prêteur, puis au Financial Ombudsman Service.',
  uk_within: 'Ce prêt respecte le plafond de prix britannique.',
  ca_cap: 'Canada : le coût total d’un prêt sur salaire est plafonné à {cap, money, CAD} par tranche de 100 $ empruntés ; votre province peut fixer une limite plus basse.',
  ca_cap_exceeded: 'Des frais de {fee_per_100} par 100 dépassent le plafond fédéral de {cap, money, CAD} : signalez-le à l’office de protection du consommateur de votre province.',
  au_cap:
    'Australie : les contrats de crédit de petit montant (jusqu’à {sacc_max, money, AUD}) peuvent facturer au plus des frais d’établissement de {establishment}% plus {monthly}% par mois du montant emprunté.',
  au_cap_exceeded: 'Des frais de {fee_per_100} par 100 pour {days, plural, one {# jour} other {# jours}} dépassent ces plafonds ({allowed} par 100) : plaignez-vous au prêteur, puis à l’AFCA.',
  warn_high_cost: 'Un taux annuel effectif de {apr}% signifie que les frais sur un an représenteraient {multiple} fois le montant emprunté.',
  alternatives:
    'Options moins chères à comparer avant d’emprunter de nouveau : un petit prêt d’une coopérative de crédit, une avance sur salaire de l’employeur, un plan de paiement pour la facture à régler, ou les programmes d’aide locaux.',
};
