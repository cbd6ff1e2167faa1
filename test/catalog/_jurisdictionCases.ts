// Requests the cross-jurisdiction test sends: every debt endpoint in each of its four countries and every veterans
// endpoint in each of its six mapped countries and two it does not map (Japan, Brazil), each as a resident of that
// country would ask, with the country's own regions where the endpoint takes one.
import type { Country } from './_jurisdictionScan.js';

/** One request of the cross-jurisdiction test. */
export interface JurisdictionCase {
  readonly operationId: string;
  readonly name: string;
  readonly params: Record<string, unknown>;
  /** The country the answer is about; null for an unmapped veterans country. */
  readonly country: Country | null;
}

const DEBTS = JSON.stringify([
  { creditor: 'Store card', balance: '800', rate: 29.99, minPayment: '35', type: 'credit_card' },
  { creditor: 'Hospital', balance: '2400', rate: 0, minPayment: '50', type: 'medical' },
  { creditor: 'Personal loan', balance: '7000', rate: 11.5, minPayment: '210', type: 'personal_loan' },
]);

/** The region each debt country's resident names (state, nation, province). */
const DEBT_REGION: Readonly<Record<'US' | 'UK' | 'CA' | 'AU', { state: string; province: string }>> = {
  US: { state: 'IL', province: 'IL' },
  UK: { state: 'ENG', province: 'ENG' },
  CA: { state: 'ON', province: 'ON' },
  AU: { state: 'NSW', province: 'NSW' },
};

/** One request per debt endpoint, before the country is added. */
const DEBT_REQUESTS: Readonly<Record<string, (c: 'US' | 'UK' | 'CA' | 'AU') => Record<string, unknown>>> = {
  debtPayoff: () => ({ debts: DEBTS, extra_payment: '200' }),
  debtSnapshot: () => ({ debts: DEBTS, income: '4200' }),
  debtNegotiate: () => ({ creditor: 'Barclaycard', balance: '6500', months_behind: 4 }),
  debtSettle: () => ({ creditor: 'Barclaycard', balance: '4200', months_behind: 6 }),
  debtCollections: () => ({ collector: 'Lowell', situation: 'They call me at work every day and threaten to sue.' }),
  debtStatute: (c) => ({ debt_type: 'credit_card', ...(c === 'US' ? { state: DEBT_REGION[c].state } : { province: DEBT_REGION[c].province }), last_payment: '2022-01-10' }),
  debtGarnishment: (c) => ({ state: DEBT_REGION[c].state, income: '3000' }),
  debtStudent: () => ({ balance: '30000', income: '3500' }),
  debtCredit: () => ({ score: 600, negatives: 'late payments,collections', goal: 'mortgage' }),
  debtBuildCredit: () => ({ score: 0, goal_score: 700, income: '2800' }),
  debtDispute: () => ({ negative_items: 'late payment from 2019,collection I never owed' }),
  debtInsolvency: (c) => ({ income: '3100', debts: '42000', assets: '8000', ...(c === 'US' ? { state: 'IL' } : {}) }),
  debtMedical: () => ({ bill_amount: '8500' }),
  debtTax: () => ({ amount_owed: '12000', years_behind: 1 }),
  debtBNPL: (c) => ({ platform: c === 'UK' ? 'Clearpay' : c === 'AU' ? 'Zip' : 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '100' }),
  debtPayday: (c) => ({ balance: '500', fee_rate: '15 per 100', ...(c === 'US' ? { state: 'IL' } : {}) }),
  debtMortgageRelief: () => ({ months_behind: 3, servicer: 'Nationwide' }),
  debtConsolidate: () => ({ debts: DEBTS, credit_score: 660, income: '5200' }),
  debtPriority: () => ({ debts: DEBTS }),
  debtRights: () => ({}),
  debtFreedomRoadmap: () => ({ debts: DEBTS, income: '4800', savings: '600' }),
};

/** A second request per debt endpoint that takes other paths of the engine (other debt types, stages, readings). */
const DEBT_VARIANTS: Readonly<Record<string, (c: 'US' | 'UK' | 'CA' | 'AU') => Record<string, unknown>>> = {
  debtSettle: () => ({ creditor: 'Tax office', balance: '9000', months_behind: 40, debt_type: 'tax' }),
  debtNegotiate: () => ({ creditor: 'Capital One', balance: '6500', months_behind: 9 }),
  debtStatute: (c) => ({ debt_type: 'medical', ...(c === 'US' ? { state: 'NY' } : {}), last_payment: '2019-05-01' }),
  debtPayday: () => ({ balance: '300' }),
  debtCredit: () => ({ score: c0(), negatives: 'medical collection,judgment,bankruptcy,hard inquiry' }),
  debtBNPL: () => ({ platform: 'Afterpay', balance: '400', payments_remaining: 3, payment_amount: '140', upfront_fees: '10' }),
  debtMedical: () => ({ bill_amount: '120', situation: 'insurance_denied', insurance: 'Bupa' }),
  debtSnapshot: () => ({ debts: JSON.stringify([{ creditor: 'Payday', balance: '1000', rate: 390, minPayment: '50' }, { creditor: 'Collector', balance: '2000', rate: 0, minPayment: '50', lawsuit: true, in_collections: true }]), income: '60000' }),
  debtStudent: () => ({ balance: '30000', income: '60000', type: 'private' }),
  debtTax: () => ({ amount_owed: '48000', years_behind: 3, situation: 'Lost my job last year' }),
  debtGarnishment: () => ({ debt_type: 'child_support', income: '5000', dependents: 1 }),
  debtMortgageRelief: () => ({ months_behind: 0, loan_type: 'VA' }),
  debtConsolidate: () => ({ debts: DEBTS, credit_score: 760, homeowner: true }),
  debtPriority: () => ({ debts: JSON.stringify([{ creditor: 'Council tax', balance: '900', rate: 0, minPayment: '90', type: 'tax', months_behind: 2 }, { creditor: 'Card', balance: '3000', rate: 24, minPayment: '90', last_payment: '2020-01-01' }]) }),
};
/** A score inside every country's scale (the UK's starts at 0, Canada's at 300). */
const c0 = () => 600;

/** Veterans countries: the six mapped systems and two that are not mapped. */
const VET_COUNTRIES: readonly { readonly key: string; readonly country: Country | null; readonly region: string }[] = [
  { key: 'US', country: 'US', region: 'TX' },
  { key: 'UK', country: 'UK', region: 'Scotland' },
  { key: 'Canada', country: 'CA', region: 'Ontario' },
  { key: 'Australia', country: 'AU', region: 'Queensland' },
  { key: 'NewZealand', country: 'NZ', region: 'Canterbury' },
  { key: 'Germany', country: 'DE', region: 'Bayern' },
  { key: 'Japan', country: null, region: 'Tokyo' },
  { key: 'Brazil', country: null, region: 'São Paulo' },
];

/** One request per veterans endpoint, before the country is added. */
const VET_REQUESTS: Readonly<Record<string, (region: string) => Record<string, unknown>>> = {
  // Every condition with a rating: outside the US the answer must say ratings are not combined, without US rules.
  vetDisability: () => ({ conditions: 'PTSD 50, tinnitus 10, knee pain 10', service_era: 'Gulf War' }),
  vetAidAttendance: () => ({ age: 82, needs: 'bathing,dressing', income: '2100', assets: '60000', care_cost: '4500' }),
  vetTdiu: () => ({ rating: 70, work_history: 'Truck driver, stopped in 2024', income: '0' }),
  vetClaimBuilder: () => ({ conditions: 'PTSD,tinnitus', service_era: 'post-9/11', previous_denials: 'tinnitus' }),
  vetCaregiver: () => ({ relationship: 'spouse', veteran_needs: 'bathing,supervision', disability_rating: 70 }),
  vetEducation: () => ({ dependents: 1 }),
  vetStateBenefits: (region) => ({ state: region, disability_rating: 50 }),
  vetHealthcare: () => ({ disability_rating: 50, income: '3000', dependents: 1 }),
  vetHomeLoan: () => ({ disability_rating: 30, purchase_price: '350000' }),
  vetDiscounts: () => ({ category: 'travel', disability_rating: 100 }),
};

/** A second request per veterans endpoint, for other paths (unrated conditions, a chapter, a state without a rating). */
const VET_VARIANTS: Readonly<Record<string, (region: string) => Record<string, unknown>>> = {
  vetDisability: () => ({ conditions: 'asthma, sinusitis, hearing loss', service_era: 'post-9/11' }),
  vetClaimBuilder: () => ({ conditions: 'sleep apnea 50, PTSD 70', current_rating: 70 }),
  vetEducation: () => ({ chapter: '35', dependents: 2 }),
  vetHomeLoan: () => ({ purchase_price: '425000', prior_va_loan: true, down_payment: '25000' }),
  vetTdiu: () => ({ disability_ratings: '40,30,20', employment_status: 'unemployed', income: '1200' }),
  vetHealthcare: () => ({ income: '1800', dependents: 0 }),
  vetAidAttendance: () => ({ age: 79, needs: 'medication management', income: '1300', assets: '30000', care_cost: '2500', surviving_spouse: true }),
};

/** Endpoints whose answer also covers a veteran living abroad (spec: disability, pension, unemployability, healthcare, caregiver). */
const ABROAD_ENDPOINTS = ['vetDisability', 'vetAidAttendance', 'vetTdiu', 'vetCaregiver', 'vetHealthcare'];

/** Every request of the cross-jurisdiction test. */
export const JURISDICTION_CASES: readonly JurisdictionCase[] = [
  ...Object.entries(DEBT_REQUESTS).flatMap(([operationId, params]) =>
    (['US', 'UK', 'CA', 'AU'] as const).flatMap((country) => [
      { operationId, name: `${country}`, params: { ...params(country), country }, country },
      { operationId, name: `${country} es`, params: { ...params(country), country, lang: 'es' }, country },
      ...(DEBT_VARIANTS[operationId] === undefined ? [] : [{ operationId, name: `${country} variant`, params: { ...DEBT_VARIANTS[operationId]!(country), country }, country }]),
    ]),
  ),
  ...Object.entries(VET_REQUESTS).flatMap(([operationId, params]) =>
    VET_COUNTRIES.flatMap(({ key, country, region }) => [
      { operationId, name: key, params: { ...params(region), country: key }, country },
      ...(country === 'DE' ? [{ operationId, name: `${key} es`, params: { ...params(region), country: key, lang: 'es' }, country }] : []),
      ...(VET_VARIANTS[operationId] === undefined ? [] : [{ operationId, name: `${key} variant`, params: { ...VET_VARIANTS[operationId]!(region), country: key }, country }]),
      // A veteran of that country who lives in another one: the paying country's rules still govern.
      ...(ABROAD_ENDPOINTS.includes(operationId) && country !== null
        ? [{ operationId, name: `${key}, living abroad`, params: { ...params(region), country: key, residence: country === 'US' ? 'Germany' : 'US' }, country }]
        : []),
    ]),
  ),
];
