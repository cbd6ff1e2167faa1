// Realistic inputs for every served endpoint, shared by the response-schema contract test. Each case is a request a
// caller would make (figures in the ranges the spec's examples use); debt cases run per country where the answer
// varies (US, UK, CA, AU), and every endpoint has a Spanish case and one in a language with no shipped catalog.
import type { Ports } from '../../src/catalog/ports.js';
import { createMemoryCorpus } from '../../src/backtest/predictionMarkets/createMemoryCorpus.js';
import { handMarkets } from '../backtest/predictionMarkets/_syntheticMarkets.js';
import type { Bars, MarketDataSource } from '../../src/backtest/types.js';
import { createRecallIndex } from '../../src/safety/createRecallIndex.js';
import type { MerchantProbe, MerchantProbeReport } from '../../src/safety/MerchantProbe.js';
import type { RecallSnapshotReader } from '../../src/safety/RecallSnapshotReader.js';
import type { RecallSourceId } from '../../src/safety/recallTypes.js';
import { allRecalls } from '../safety/fixtures.js';
import { PREDICTION_RESPONSE_CASES } from './_predictionResponseCases.js';
import { SCAN_EVENT_CASES, askCases } from './_askEventCases.js';
import { PERPS_TOKENIZED_PREIPO_CASES } from './_perpsTokenizedPreIpoCases.js';
import { PRICE_SIGNAL_CASES } from './_priceSignalCases.js';
import { SPORTS_RESPONSE_CASES } from './_sportsResponseCases.js';

/** One request of the contract test. */
export interface ResponseCase {
  readonly name: string;
  readonly params: Record<string, unknown>;
  readonly ports?: Partial<Ports>;
}

const DEBT_COUNTRIES = ['US', 'UK', 'CA', 'AU'] as const;

const CARD_AND_CAR = JSON.stringify([
  { creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' },
  { creditor: 'Car loan', balance: '12000', rate: 6.5, minPayment: '300', type: 'auto' },
]);
const FOUR_DEBTS = JSON.stringify([
  { creditor: 'Store card', balance: '800', rate: 29.99, minPayment: '35', type: 'credit_card' },
  { creditor: 'Hospital', balance: '2400', rate: 0, minPayment: '50', type: 'medical' },
  { creditor: 'Personal loan', balance: '7000', rate: 11.5, minPayment: '210', type: 'personal_loan' },
  { creditor: 'Student loan', balance: '18000', rate: 5.5, minPayment: '190', type: 'student_loan' },
]);

/** `params` once per debt country, plus a Spanish and a French (no shipped catalog) request in the US. */
function perCountry(name: string, params: Record<string, unknown>): ResponseCase[] {
  return [
    ...DEBT_COUNTRIES.map((country) => ({ name: `${name} ${country}`, params: { ...params, country } })),
    { name: `${name} es`, params: { ...params, country: 'US', lang: 'es' } },
    { name: `${name} fr`, params: { ...params, country: 'US', lang: 'fr' } },
  ];
}

/** The same cases in Spanish and in a language with no shipped catalog. */
function withLanguages(cases: ResponseCase[]): ResponseCase[] {
  const first = cases[0]!;
  return [...cases, { ...first, name: `${first.name} es`, params: { ...first.params, lang: 'es' } }, { ...first, name: `${first.name} de`, params: { ...first.params, lang: 'de' } }];
}

/** What a probe reports for a well-run shop (every signal measured). */
function wellRunShop(hostname: string): MerchantProbeReport {
  const clean = { status: 'ok', listed: false, evidence: null } as const;
  return {
    hostname,
    rdap: { status: 'ok', registration_date: '2004-03-01', expiration_date: '2030-03-01', last_transfer_date: null, registrar: 'Example Registrar, Inc.' },
    tls: { status: 'ok', valid: true, error: null, issuer: "Let's Encrypt", valid_from: '2026-10-01', valid_to: '2026-12-30', self_signed: false, hostname_match: true, organization: null },
    policy_pages: { status: 'ok', refund: true, privacy: true, terms: true, contact: true, shipping: true },
    blocklists: { urlhaus: clean, phishtank: clean, openphish: clean },
    probe: {
      url: `https://${hostname}/`,
      registrable_domain: hostname,
      address: '93.184.216.34',
      sources: [
        { id: 'rdap', status: 'ok', fetched_at: '2026-11-25T08:00:00Z', detail: null },
        { id: 'tls', status: 'ok', fetched_at: '2026-11-25T08:00:01Z', detail: null },
        { id: 'policy_pages', status: 'ok', fetched_at: '2026-11-25T08:00:02Z', detail: null },
      ],
      elapsed_ms: 840,
    },
  } as MerchantProbeReport;
}

/** A young shop on a risky name, listed by one blocklist, whose policy pages could not be read. */
function riskyShop(hostname: string): MerchantProbeReport {
  const report = wellRunShop(hostname);
  return {
    ...report,
    rdap: { status: 'ok', registration_date: '2026-11-01', expiration_date: '2027-11-01', last_transfer_date: null, registrar: 'Cheap Names Ltd' },
    tls: { status: 'ok', valid: true, error: null, issuer: "Let's Encrypt", valid_from: '2026-11-02', valid_to: '2027-01-31', self_signed: false, hostname_match: true, organization: null },
    policy_pages: { status: 'unavailable' },
    blocklists: { urlhaus: { status: 'ok', listed: true, evidence: 'https://urlhaus.abuse.ch/url/1234567/' }, phishtank: { status: 'ok', listed: false, evidence: null }, openphish: { status: 'unavailable' } },
    probe: { ...report.probe, sources: [...report.probe.sources.slice(0, 2), { id: 'policy_pages', status: 'unavailable', fetched_at: null, detail: 'timed out after 5 s' }] },
  } as MerchantProbeReport;
}

/** A merchant probe port that answers from canned reports and notes each lookup as a source. */
const merchantProbe: MerchantProbe = async (target, call) => {
  const hostname = new URL(target.includes('://') ? target : `https://${target}`).hostname.replace(/\.$/, '').toLowerCase();
  call.trace?.record({ source: 'rdap', host: 'rdap.verisign.com', url: `https://rdap.verisign.com/com/v1/domain/${hostname}`, fetched_at: '2026-11-25T08:00:00Z', age_seconds: 0, from_cache: false, status: 200 });
  return hostname.includes('deals') ? riskyShop(hostname) : wellRunShop(hostname);
};

/** A recalls port over the real recall records in test/fixtures, every source fresh (one unavailable on request). */
function recallsPort(options: { readonly unavailable?: RecallSourceId } = {}): RecallSnapshotReader {
  const index = createRecallIndex(allRecalls());
  return async (sources, call) => {
    for (const id of sources) {
      call?.trace?.record({ source: `recalls.${id}`, host: null, fetched_at: '2026-11-24T06:00:00Z', age_seconds: 93600, from_cache: true });
    }
    const status = (id: RecallSourceId) => (id === options.unavailable ? { status: 'unavailable' as const } : { status: 'ok' as const, fetched_at: '2026-11-24T06:00:00Z' });
    return {
      index,
      sources: Object.fromEntries(sources.map((id) => [id, status(id)])),
      errors: options.unavailable !== undefined && sources.includes(options.unavailable) ? { [options.unavailable]: 'the last refresh failed: HTTP 503' } : {},
    };
  };
}

/** 400 daily bars of a trending, oscillating series, so crossover rules trade both ways. */
function syntheticBars(): Bars {
  const dates: string[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const volume: number[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < 400; i++) {
    const c = 100 + i * 0.05 + 12 * Math.sin(i / 9) + 3 * Math.sin(i / 2.3);
    const o = c - 0.6 * Math.sin(i);
    dates.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
    open.push(o);
    close.push(c);
    high.push(Math.max(o, c) + 1);
    low.push(Math.min(o, c) - 1);
    volume.push(1_000_000 + 1000 * i);
  }
  return { dates, open: Float64Array.from(open), high: Float64Array.from(high), low: Float64Array.from(low), close: Float64Array.from(close), volume: Float64Array.from(volume) } as unknown as Bars;
}

function barRows(bars: Bars) {
  return bars.dates.map((date, i) => ({ date, open: bars.open[i]!, high: bars.high[i]!, low: bars.low[i]!, close: bars.close[i]!, volume: bars.volume[i]! }));
}

/** A bars port serving the synthetic series under `SYN` and noting the read. */
const barsPort: MarketDataSource = {
  async load(symbol, _range, call) {
    call?.trace?.record({ source: 'bars-dir', host: null, fetched_at: null, age_seconds: null, from_cache: true });
    if (symbol.toUpperCase() !== 'SYN') throw new Error(`no bars for ${symbol}`);
    return syntheticBars();
  },
};

const SMA_CROSS = 'Go long when SMA(10) crosses above SMA(30). Go short when SMA(10) crosses below SMA(30).';

/** Realistic requests per operation id; every served endpoint has at least two. */
const BASE_CASES: Readonly<Record<string, readonly ResponseCase[]>> = {
  debtPayoff: withLanguages([
    { name: 'card and car, auto', params: { debts: CARD_AND_CAR, extra_payment: '200' } },
    { name: 'four debts, snowball', params: { debts: FOUR_DEBTS, extra_payment: '0', method: 'snowball' } },
    { name: 'minimum below interest', params: { debts: JSON.stringify([{ creditor: 'Card', balance: '10000', rate: 29.9, minPayment: '100' }]), method: 'avalanche' } },
  ]),
  debtSettle: [
    ...perCountry('card 6 months behind', { creditor: 'Capital One', balance: '4200', months_behind: 6 }),
    { name: 'medical charged off', params: { creditor: 'City Hospital', balance: '9800', months_behind: 14, debt_type: 'medical' } },
  ],
  debtPriority: perCountry('four debts', { debts: FOUR_DEBTS }),
  debtSnapshot: [...perCountry('with income', { debts: FOUR_DEBTS, income: '4200' }), { name: 'no income', params: { debts: CARD_AND_CAR } }],
  debtStatute: [
    { name: 'US CA card with last payment', params: { country: 'US', state: 'CA', debt_type: 'credit_card', last_payment: '2021-03-15' } },
    { name: 'US NY medical, no date', params: { country: 'US', state: 'NY', debt_type: 'medical' } },
    { name: 'US no state', params: { country: 'US' } },
    { name: 'UK', params: { country: 'UK', last_payment: '2019-01-10' } },
    { name: 'CA Ontario', params: { country: 'CA', province: 'ON', last_payment: '2023-05-01' } },
    { name: 'AU', params: { country: 'AU', debt_type: 'personal_loan', last_payment: '2020-06-30' } },
    { name: 'US federal student loan es', params: { country: 'US', state: 'TX', debt_type: 'student_loan', student_loan_type: 'federal', lang: 'es' } },
    { name: 'US TX fr', params: { country: 'US', state: 'TX', lang: 'fr' } },
  ],
  debtCollections: [
    ...perCountry('calls at work', { collector: 'Midland Credit', situation: 'They call me at work every day and threaten to sue.' }),
    { name: 'no situation', params: { country: 'US' } },
  ],
  debtCredit: [...perCountry('fair score', { score: 590, negatives: 'late payments,collections', goal: 'mortgage' }), { name: 'excellent score', params: { score: 790 } }],
  debtBNPL: [
    { name: 'Klarna pay in 4', params: { platform: 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '100' } },
    { name: 'Affirm monthly with fee', params: { platform: 'Affirm', balance: '1200', payments_remaining: 12, payment_amount: '110', payment_interval: 'monthly', upfront_fees: '25' } },
    { name: 'Afterpay balance only', params: { platform: 'Afterpay', balance: '240' } },
    { name: 'Klarna es', params: { platform: 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '100', lang: 'es' } },
    { name: 'Zip it', params: { platform: 'Zip', balance: '300', lang: 'it' } },
  ],
  debtMedical: withLanguages([
    { name: 'uninsured ER bill', params: { bill_amount: '8500' } },
    { name: 'surprise bill with estimate', params: { bill_amount: '3200', situation: 'surprise_bill', insurance: 'Aetna', good_faith_estimate: '1500' } },
    { name: 'denied claim', params: { bill_amount: '15000', situation: 'insurance_denied', insurance: 'Blue Cross' } },
  ]),
  debtStudent: [
    ...perCountry('federal with income', { balance: '38000', income: '52000', employer_type: 'nonprofit' }),
    { name: 'US private', params: { balance: '25000', type: 'private', interest_rate: 9.5 } },
    { name: 'CA Ontario', params: { balance: '30000', country: 'CA', province: 'ON', income: '45000', dependents: 1 } },
  ],
  debtPayday: [
    ...perCountry('two-week loan', { balance: '500', fee_rate: '15 per 100' }),
    { name: 'US TX lender', params: { balance: '400', state: 'TX', lender: 'Advance America', term_days: 30 } },
  ],
  debtMortgageRelief: [
    ...perCountry('three months behind', { months_behind: 3, servicer: 'Mr. Cooper' }),
    { name: 'FHA five months', params: { months_behind: 5, loan_type: 'FHA' } },
    { name: 'VA current', params: { months_behind: 0, loan_type: 'VA' } },
  ],
  debtFreedomRoadmap: [...perCountry('four debts', { debts: FOUR_DEBTS, income: '4800', savings: '600' }), { name: 'no savings', params: { debts: CARD_AND_CAR, income: '3500' } }],
  debtConsolidate: [
    ...perCountry('fair credit', { debts: FOUR_DEBTS, credit_score: 660, income: '5200' }),
    { name: 'homeowner good credit', params: { debts: CARD_AND_CAR, credit_score: 740, homeowner: true } },
  ],
  debtNegotiate: [...perCountry('card behind', { creditor: 'Chase', balance: '6500', months_behind: 4 }), { name: 'current', params: { creditor: 'Discover', balance: '3000' } }],
  debtGarnishment: [
    { name: 'US CA card weekly', params: { country: 'US', state: 'CA', income: '3200', pay_frequency: 'weekly' } },
    { name: 'US TX', params: { country: 'US', state: 'TX', income: '4000' } },
    { name: 'US child support', params: { country: 'US', debt_type: 'child_support', income: '5000', dependents: 1 } },
    { name: 'UK', params: { country: 'UK', income: '2400' } },
    { name: 'CA Ontario', params: { country: 'CA', state: 'ON', income: '3800' } },
    { name: 'AU', params: { country: 'AU', income: '5200' } },
    { name: 'US no income es', params: { country: 'US', lang: 'es' } },
    { name: 'US NY fr', params: { country: 'US', state: 'NY', income: '3000', lang: 'fr' } },
  ],
  debtInsolvency: [
    ...perCountry('income and debts', { income: '3100', debts: '42000', assets: '8000', household_size: 3 }),
    { name: 'US CA with state', params: { country: 'US', state: 'CA', income: '9000', debts: '60000', assets: '150000' } },
    { name: 'nothing given', params: { country: 'US' } },
  ],
  debtTax: [
    ...perCountry('one year behind', { amount_owed: '12500', years_behind: 1 }),
    { name: 'US three years, hardship', params: { amount_owed: '48000', years_behind: 3, situation: 'Lost my job last year', months: 72 } },
  ],
  debtRights: perCountry('rights', {}),
  debtBuildCredit: [...perCountry('thin file', { score: 0, goal_score: 680, income: '2800' }), { name: 'rebuilding', params: { score: 560, goal_score: 720 } }],
  debtDispute: [
    ...perCountry('two items', { negative_items: 'late payment from 2019,collection I never owed' }),
    { name: 'US one bureau', params: { country: 'US', negative_items: 'duplicate account', bureau: 'Equifax' } },
  ],

  vetDisability: withLanguages([
    { name: 'PTSD and tinnitus', params: { conditions: 'PTSD,tinnitus,knee pain', service_era: 'Gulf War' } },
    { name: 'burn pit', params: { conditions: 'asthma,sinusitis', service_era: 'post-9/11' } },
    { name: 'UK veteran', params: { conditions: 'hearing loss', country: 'UK' } },
    { name: 'US veteran abroad', params: { conditions: 'back pain', residence: 'Germany' } },
  ]),
  vetTdiu: withLanguages([
    { name: 'single 70', params: { rating: 70, work_history: 'Truck driver, stopped in 2024', income: '0' } },
    { name: 'combined ratings', params: { disability_ratings: '40,30,20', employment_status: 'unemployed', income: '1200' } },
    { name: 'too low', params: { rating: 30 } },
    { name: 'abroad', params: { rating: 100, residence: 'Philippines' } },
  ]),
  vetAidAttendance: withLanguages([
    { name: 'assisted living', params: { age: 82, needs: 'bathing,dressing', income: '2100', assets: '60000', care_cost: '4500' } },
    { name: 'surviving spouse', params: { age: 79, needs: 'medication management', income: '1300', assets: '30000', care_cost: '2500', surviving_spouse: true } },
    { name: 'nothing given', params: {} },
    { name: 'Canada', params: { age: 85, country: 'Canada', needs: 'bathing' } },
  ]),
  vetClaimBuilder: withLanguages([
    { name: 'new claim', params: { conditions: 'PTSD,sleep apnea', service_era: 'post-9/11' } },
    { name: 'increase after denial', params: { conditions: 'knee pain', current_rating: 30, previous_denials: 'knee pain' } },
    { name: 'UK', params: { conditions: 'hearing loss', country: 'UK' } },
  ]),
  vetEducation: withLanguages([
    { name: 'post-9/11 GI Bill', params: { chapter: '33', branch: 'Army', school_location: 'Austin, TX', service_months: 36 } },
    { name: 'compare all', params: { dependents: 2 } },
    { name: 'Montgomery', params: { chapter: '30', branch: 'Navy' } },
  ]),
  vetHealthcare: withLanguages([
    { name: 'rated 50', params: { disability_rating: 50, income: '3500', dependents: 1 } },
    { name: 'no rating, low income', params: { income: '1800', dependents: 0 } },
    { name: 'priority group given', params: { priority_group: 8 } },
    { name: 'abroad', params: { disability_rating: 30, residence: 'Mexico' } },
  ]),
  vetHomeLoan: withLanguages([
    { name: 'first use, exempt', params: { disability_rating: 30, purchase_price: '350000', state: 'TX' } },
    { name: 'subsequent use with down payment', params: { purchase_price: '425000', prior_va_loan: true, down_payment: '25000', state: 'CA' } },
    { name: 'nothing given', params: {} },
  ]),
  vetCaregiver: withLanguages([
    { name: 'spouse, rated 70', params: { relationship: 'spouse', veteran_needs: 'bathing,supervision', discharge_date: '2012-06-30', disability_rating: 70, locality: 'HOU' } },
    { name: 'adult child', params: { relationship: 'son', veteran_needs: 'medication' } },
    { name: 'abroad', params: { relationship: 'spouse', residence: 'Japan' } },
  ]),
  vetStateBenefits: withLanguages([
    { name: 'Texas rated 100', params: { state: 'TX', disability_rating: 100 } },
    { name: 'California', params: { state: 'California', disability_rating: 40 } },
    { name: 'Florida no rating', params: { state: 'FL' } },
  ]),
  vetDiscounts: withLanguages([
    { name: 'travel', params: { category: 'travel' } },
    { name: 'rated 100', params: { disability_rating: 100 } },
    { name: 'UK retail', params: { category: 'retail', country: 'UK' } },
  ]),

  backtestRun: [
    { name: 'crossover on inline bars', params: { rule: SMA_CROSS, symbol: 'SYN', bars: barRows(syntheticBars()) } },
    { name: 'crossover by symbol from the bars port, with costs', params: { rule: SMA_CROSS, symbol: 'SYN', commission: 0.001, spread: 0.0005, cash: '25000' }, ports: { bars: barsPort } },
    { name: 'long only with a stop, Spanish', params: { rule: 'buy when close crosses above SMA(20); sell when close crosses below SMA(20)', bars: barRows(syntheticBars()), fill: 'same_close', lang: 'es' } },
    { name: 'no trade', params: { rule: 'buy when SMA(5) crosses above SMA(400)', bars: barRows(syntheticBars()).slice(0, 120) } },
    // Prediction-market mode over the labelled synthetic hand-computed corpus (test/backtest/predictionMarkets/_syntheticMarkets.ts).
    { name: 'prediction-market rule, costs on', params: { rule: 'Buy YES below 10c 7 days before close' }, ports: { pmCorpus: createMemoryCorpus(handMarkets()) } },
    { name: 'prediction-market sell rule on one venue, costs off', params: { rule: 'Sell NO above 90 cents in the last 3 days, 10 contracts', venue: 'kalshi', spread: 0, fees: 'none' }, ports: { pmCorpus: createMemoryCorpus(handMarkets()) } },
  ],

  safetyRecalls: [
    { name: 'known recalled barcode', params: { upc: '628078802274', brand: 'Arizer' }, ports: { recalls: recallsPort() } },
    { name: 'product in Canada', params: { product: 'Pure maple syrup', brand: "L'Erabeille", country: 'CA' }, ports: { recalls: recallsPort() } },
    { name: 'no match in the US', params: { product: 'ceramic mug', brand: 'Acme', country: 'US' }, ports: { recalls: recallsPort() } },
    { name: 'one source down, Spanish', params: { product: 'LCD writing tablet', brand: 'Fidget & Co', lang: 'es' }, ports: { recalls: recallsPort({ unavailable: 'accc' }) } },
    { name: 'French', params: { upc: '036000291452', lang: 'fr' }, ports: { recalls: recallsPort() } },
  ],
  safetyMerchant: [
    { name: 'well-run shop', params: { domain: 'shop.example.com' }, ports: { merchantProbe } },
    { name: 'risky shop', params: { domain: 'https://best-deals-outlet.shop/' }, ports: { merchantProbe } },
    { name: 'Spanish', params: { domain: 'shop.example.com', lang: 'es' }, ports: { merchantProbe } },
    { name: 'German', params: { domain: 'best-deals-outlet.shop', lang: 'de' }, ports: { merchantProbe } },
  ],
  shopperTrip: [
    {
      name: 'two shops, a recalled item',
      params: {
        items: [
          { name: 'Kettle', price: '19.99', currency: 'USD', merchant_url: 'https://shop.example.com/kettle' },
          { name: 'Vaporizer', brand: 'Arizer', upc: '628078802274', price: '249', currency: 'CAD', merchant_url: 'https://best-deals-outlet.shop/arizer', quantity: 1 },
          { name: 'Socks' },
        ],
      },
      ports: { merchantProbe, recalls: recallsPort() },
    },
    { name: 'one item in Canada, Spanish', params: { items: [{ name: 'Pure maple syrup', brand: "L'Erabeille", price: '12.50', currency: 'CAD', quantity: 2 }], country: 'CA', lang: 'es' }, ports: { merchantProbe, recalls: recallsPort() } },
    { name: 'French, one source down', params: { items: [{ name: 'Toaster', merchant_url: 'shop.example.com', price: '35', currency: 'EUR' }], lang: 'fr' }, ports: { merchantProbe, recalls: recallsPort({ unavailable: 'safety-gate' }) } },
  ],
  // Perpetuals, tokenized assets and pre-IPO (docs/perps-tokenized-preipo.md).
  ...PERPS_TOKENIZED_PREIPO_CASES,
  // Price-driven signals and scans (docs/market-endpoints.md).
  ...PRICE_SIGNAL_CASES,
  // Prediction-market scans (docs/prediction-endpoints.md).
  ...PREDICTION_RESPONSE_CASES,
  // Sports, racing, F1, golf and fantasy (docs/sports-endpoints.md).
  ...SPORTS_RESPONSE_CASES,
};

/** Realistic requests per operation id; every served endpoint has at least two. The question endpoints' cases are built from the others' (test/catalog/_askEventCases.ts). */
export const RESPONSE_CASES: Readonly<Record<string, readonly ResponseCase[]>> = {
  ...BASE_CASES,
  scanEvent: SCAN_EVENT_CASES,
  marketAnalysis: askCases(BASE_CASES),
  scanAsk: askCases(BASE_CASES),
};
