import type { PlanHomeLoanMessageKey } from './planHomeLoan.js';

/**
 * French text of planHomeLoan (vouvoiement). The VA home loan is a US program; the lines for other countries name
 * their own programs and say US rules are not applied, as the English does.
 *
 * @see https://www.law.cornell.edu/uscode/text/38/3729
 */
export const PLAN_HOME_LOAN_MESSAGES_FR: Readonly<Record<PlanHomeLoanMessageKey, string>> = {
  fee_computed: 'Frais de financement de {rate}% d’un prêt de {loan, money} ({use}, mise de fonds de {down}%) : {fee, money}. Ils peuvent être payés à la clôture ou financés dans le prêt.',
  fee_exempt: 'Aucuns frais de financement : un vétéran qui reçoit une indemnité pour une invalidité liée au service (taux de {rating}%) en est exempté en vertu du 38 U.S.C. 3729(c). Sans l’exemption, ils seraient de {fee, money}.',
  fee_needs_price: 'Envoyez purchase_price (et down_payment s’il y a lieu) pour calculer les frais en dollars ; les taux en vigueur figurent dans le barème.',
  fee_not_encoded: 'Le barème des frais pour les prêts conclus à compter du {date} n’est pas encodé ici ; consultez va.gov pour les taux alors en vigueur.',
  fee_exemption_unknown: 'Vous êtes exempté si vous recevez une indemnité d’invalidité du VA (tout taux de 10% ou plus), si vous êtes un conjoint survivant recevant la DIC, ou si vous êtes un militaire en service actif décoré du Purple Heart : envoyez disability_rating pour le vérifier.',
  fee_zero_rating: 'Un taux de 0% qui ne donne droit à aucune indemnité ne vous exempte pas des frais.',
  exempt_compensation: 'Vous recevez une indemnité du VA pour une invalidité liée au service.',
  exempt_retired_pay_instead: 'Vous avez droit à l’indemnité, mais recevez à la place une pension de retraite ou une solde de service actif.',
  exempt_dic_spouse: 'Vous êtes un conjoint survivant qui reçoit la Dependency and Indemnity Compensation (DIC).',
  exempt_pre_discharge_rating: 'Vous êtes un militaire avec un taux proposé ou un taux par mémorandum avant la clôture (demande avant la libération).',
  exempt_purple_heart: 'Vous êtes un militaire en service actif décoré du Purple Heart et vous le justifiez au plus tard à la clôture.',
  use_first: 'première utilisation',
  use_subsequent: 'utilisation ultérieure',
  use_unknown: 'première utilisation supposée ; envoyez prior_va_loan=true si vous avez déjà utilisé un prêt du VA',
  manufactured_exception: 'Le taux plus élevé d’utilisation ultérieure ne s’applique pas quand le seul prêt antérieur du VA portait sur une maison préfabriquée.',
  pmi_savings: 'Un prêt du VA n’a pas d’assurance hypothécaire. Un prêt conventionnel avec une mise de fonds de moins de 20% comporterait probablement une assurance hypothécaire privée (PMI) ; à un taux supposé de {rate}% par an, cela représente une économie d’environ {monthly, money} par mois ({annual, money} la première année). L’hypothèse est éditoriale ; la PMI réelle varie.',
  pmi_no_price: 'Un prêt du VA n’a pas d’assurance hypothécaire ; envoyez purchase_price pour estimer le coût de la PMI d’un prêt conventionnel.',
  entitlement_full: 'Avec un droit complet, il n’y a pas de plafond de prêt du VA (depuis le 2020-01-01, Blue Water Navy Vietnam Veterans Act of 2019) : le VA garantit jusqu’à 25% du prêt, si bien que les prêteurs n’exigent généralement pas de mise de fonds. Le droit de base est de {basic, money}.',
  entitlement_partial: 'Si une partie du droit reste liée à un prêt antérieur du VA, le plafond du comté s’applique de nouveau : le VA garantit 25% du plafond conforme du comté (base de {limit, money} en {year}, plus élevé dans les comtés à coût élevé) moins le droit déjà utilisé ; un prêteur peut demander une mise de fonds sur la différence.',
  coe_1: 'Demandez un Certificate of Eligibility (COE) : par votre prêteur (le plus rapide), en ligne sur va.gov, ou par la poste avec le formulaire VA 26-1880.',
  coe_2: 'Ayez votre preuve de service à portée de main : le DD Form 214 pour les vétérans ; une attestation de service signée par votre commandant pour le service actif ; les points de retraite ou le NGB Form 22 pour la Garde et la Réserve.',
  coe_3: 'Les conjoints survivants en font la demande avec le formulaire VA 26-1817 (ou par les dossiers de DIC) et le DD 214 du vétéran.',
  coe_4: 'Service minimal : en général 90 jours continus en temps de guerre, 181 jours en temps de paix, 6 ans dans la Garde ou la Réserve, ou une libération pour invalidité liée au service.',
  restore_1: 'Le droit est rétabli une fois la maison vendue et le prêt du VA remboursé (formulaire VA 26-1880).',
  restore_2: 'Si vous avez remboursé le prêt mais gardé la maison, vous pouvez obtenir un rétablissement unique.',
  restore_3: 'Un acheteur vétéran qui reprend votre prêt du VA peut substituer son droit au vôtre, ce qui libère votre droit.',
  state_programs: '{state} offre des programmes d’accession à la propriété pour vétérans qui peuvent s’ajouter à un prêt du VA ou le remplacer (exemples, non vérifiés ici) :',
  state_none: 'Aucun programme d’accession à la propriété pour vétérans n’est encodé pour {state} ; renseignez-vous auprès de l’agence des vétérans et de l’agence de financement du logement de l’État.',
  state_tax_hint: 'Les vétérans invalides obtiennent souvent de l’État une exemption d’impôt foncier : appelez /api/vet/state-benefits.',
  abroad_specific: '{country} : {program} est le programme d’accession à la propriété pour les militaires.',
  abroad_none: '{country} : aucun programme d’accession à la propriété propre aux vétérans. Le programme réel le plus proche est {program}.',
  abroad_unmapped: 'Aucun programme d’accession à la propriété n’est répertorié ({country}) ; les règles américaines de prêt immobilier ne sont pas appliquées.',
  abroad_uk_veterans: 'Forces Help to Buy est réservé au personnel en service ; les vétérans qui ont quitté l’armée utilisent les programmes généraux (par exemple la copropriété partagée, shared ownership), avec une priorité au titre de l’Armed Forces Covenant dans certaines régions.',
  summary_us: 'Prêt immobilier du VA : {fee_line} Pas d’assurance hypothécaire. {entitlement_line}',
  summary_abroad_specific: '{country} : {program}.',
  summary_abroad_none: '{country} : aucun programme d’accession à la propriété propre aux vétérans ; le plus proche : {program}.',
  summary_unmapped: 'Aucun programme d’accession à la propriété n’est répertorié ({country}).',
};
