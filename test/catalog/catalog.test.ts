import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import Decimal from 'decimal.js';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { findEndpoint } from '../../src/catalog/findEndpoint.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { fieldIssuesFromZod } from '../../src/core/fieldIssuesFromZod.js';
import { RETIRED_ENDPOINTS } from '../../src/catalog/markets/index.js';
import { PM_SPORTS_VALUES, SIGNAL_SPORTS_VALUES, SOCCER_LEAGUE_KEYS, SPORT_KEYS, SUPPORTED_SPORTS } from '../../src/catalog/marketParams.js';
import type { EndpointDefinition } from '../../src/catalog/types.js';

/*
 * The expectations below are transcribed from the three specification documents, not from the catalog:
 * 000_bbc236ec7569c69c.txt (debt, Endpoints table and Shared parameters), 001_5584a1362f189380.txt (veterans,
 * Endpoints table) and 002_55be4aa7ee3acf96.txt (market signals: detailed parameters, all paid endpoints, Limits;
 * shopping safety). `lang` on the market and safety endpoints is guidekit's convention (docs/catalog.md).
 */

/** One endpoint as the spec gives it. */
interface SpecRow {
  readonly doc: '000' | '001' | '002';
  readonly operationId: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly priceUsd: string;
  readonly credit?: 'analysis' | 'signal';
  readonly domain: EndpointDefinition['domain'];
  /** Parameters the caller must send. */
  readonly required: readonly string[];
  /** Every other declared parameter (including country and lang where they apply). */
  readonly optional: readonly string[];
  /** Listed allowed values (a subset where the list is long). */
  readonly enums: Readonly<Record<string, readonly string[]>>;
  /** Numeric parameters, each with a valid value written as a query string. */
  readonly numeric: Readonly<Record<string, string>>;
  /** Defaults the spec states. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** A minimal valid input. */
  readonly sample: Readonly<Record<string, unknown>>;
  /** Parameters of which exactly one (`exactlyOne`) or at least one (`atLeastOne`) must be sent. */
  readonly group?: { readonly rule: 'exactlyOne' | 'atLeastOne'; readonly fields: readonly string[] };
}

/** Each spec document's title, which every endpoint's `spec` reference starts with (never the document's file name). */
const SPEC_TITLES: Readonly<Record<SpecRow['doc'], string>> = {
  '000': 'Debt Elimination Guidance Service',
  '001': 'Veterans Benefits Guidance Service',
  '002': 'Market Signal Service and Shopping Safety Service',
};

type RowInput = Partial<Omit<SpecRow, 'doc' | 'operationId' | 'method' | 'path' | 'priceUsd' | 'domain'>>;

const DEBTS = '[{"creditor":"Visa","balance":"1200","rate":"22.9","minPayment":"35"}]';
const DEBT_COUNTRY = ['US', 'UK', 'CA', 'AU'];

function debt(operationId: string, path: string, priceUsd: string, row: RowInput): SpecRow {
  const optional = row.optional ?? [];
  const hasCountry = optional.includes('country');
  return {
    doc: '000', operationId, method: 'GET', path, priceUsd, domain: 'debt',
    required: row.required ?? [], optional,
    enums: { ...(hasCountry ? { country: DEBT_COUNTRY } : {}), ...row.enums },
    numeric: row.numeric ?? {},
    // Shared parameters: country defaults to US.
    defaults: { ...(hasCountry ? { country: 'US' } : {}), ...row.defaults },
    sample: row.sample ?? {},
  };
}

function vet(slug: string, priceUsd: string, row: RowInput): SpecRow {
  return {
    doc: '001', operationId: idFromPath(`/api/vet/${slug}`), method: 'GET', path: `/api/vet/${slug}`, priceUsd, domain: 'vet',
    required: row.required ?? [], optional: [...(row.optional ?? []), 'country', 'lang'],
    enums: row.enums ?? {}, numeric: row.numeric ?? {}, defaults: row.defaults ?? {}, sample: row.sample ?? {},
  };
}

function market(method: 'GET' | 'POST', path: string, operationId: string, row: RowInput & { readonly priceUsd?: string }): SpecRow {
  return {
    doc: '002', operationId, method, path, priceUsd: row.priceUsd ?? '2.49', credit: row.credit ?? 'signal',
    domain: path === '/api/backtest' ? 'backtest' : 'markets',
    required: row.required ?? [], optional: [...(row.optional ?? []), 'lang'],
    enums: row.enums ?? {}, numeric: row.numeric ?? {}, defaults: row.defaults ?? {}, sample: row.sample ?? {},
    ...(row.group ? { group: row.group } : {}),
  };
}

function scan(slug: string, row: RowInput & { readonly priceUsd?: string } = {}): SpecRow {
  return market('GET', `/api/scan/${slug}`, idFromPath(`/api/scan/${slug}`), row);
}

function signal(slug: string, row: RowInput = {}): SpecRow {
  return market('GET', `/api/signal/${slug}`, idFromPath(`/api/signal/${slug}`), row);
}

function safety(method: 'GET' | 'POST', path: string, priceUsd: string, row: RowInput): SpecRow {
  return {
    doc: '002', operationId: idFromPath(path), method, path, priceUsd, domain: 'safety',
    required: row.required ?? [], optional: [...(row.optional ?? []), 'lang'],
    enums: {}, numeric: {}, defaults: {}, sample: row.sample ?? {},
    ...(row.group ? { group: row.group } : {}),
  };
}

/** The operation-id rule of docs/catalog.md for paths the spec gives no id for: camelCase of the segments after /api/. */
function idFromPath(path: string): string {
  const words = path.replace(/^\/api\//, '').split(/[/-]/);
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

const STYLE = { style: ['scalp', 'intraday', 'longterm'] };
const FUTURES = { category: ['index', 'energy', 'metals', 'ags', 'rates'] };

const SPEC: readonly SpecRow[] = [
  debt('debtPayoff', '/api/debt/payoff', '0.10', {
    required: ['debts'], optional: ['extra_payment', 'method', 'lang'],
    enums: { method: ['avalanche', 'snowball', 'hybrid', 'auto'] }, numeric: { extra_payment: '150' }, sample: { debts: DEBTS },
  }),
  debt('debtSnapshot', '/api/debt/snapshot', '0.10', {
    required: ['debts'], optional: ['income', 'country', 'lang'], numeric: { income: '4000' }, sample: { debts: DEBTS },
  }),
  debt('debtNegotiate', '/api/debt/negotiate', '0.15', {
    required: ['creditor', 'balance'], optional: ['months_behind', 'country', 'lang'],
    numeric: { balance: '2500.50', months_behind: '3' }, defaults: { months_behind: 0 }, sample: { creditor: 'Visa', balance: '1200' },
  }),
  debt('debtSettle', '/api/debt/settle', '0.15', {
    required: ['creditor', 'balance'], optional: ['months_behind', 'debt_type', 'lang'],
    numeric: { balance: '2500', months_behind: '6' }, defaults: { months_behind: 90, debt_type: 'credit_card' },
    sample: { creditor: 'Visa', balance: '1200' },
  }),
  debt('debtCollections', '/api/debt/collections', '0.08', { optional: ['country', 'collector', 'situation', 'lang'] }),
  debt('debtStatute', '/api/debt/statute', '0.05', {
    optional: ['debt_type', 'state', 'country', 'province', 'last_payment', 'lang'],
    enums: { debt_type: ['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan'] }, defaults: { debt_type: 'credit_card' },
  }),
  debt('debtGarnishment', '/api/debt/garnishment', '0.08', {
    optional: ['country', 'state', 'debt_type', 'income', 'lang'], numeric: { income: '3200' }, defaults: { debt_type: 'credit_card' },
  }),
  debt('debtStudent', '/api/debt/student', '0.12', {
    required: ['balance'], optional: ['country', 'type', 'income', 'employer_type', 'province', 'lang'],
    enums: { type: ['federal', 'private'], employer_type: ['government', 'nonprofit', 'private'] },
    numeric: { balance: '31000', income: '3500' }, defaults: { type: 'federal' }, sample: { balance: '31000' },
  }),
  debt('debtCredit', '/api/debt/credit', '0.10', {
    required: ['score'], optional: ['country', 'negatives', 'goal', 'lang'], numeric: { score: '640' }, sample: { score: '640' },
  }),
  debt('debtBuildCredit', '/api/debt/build-credit', '0.10', {
    optional: ['score', 'country', 'goal_score', 'income', 'lang'], numeric: { score: '580', goal_score: '720', income: '2800' },
    defaults: { score: 0, goal_score: 700 },
  }),
  debt('debtDispute', '/api/debt/dispute', '0.08', { optional: ['country', 'negative_items', 'bureau', 'lang'] }),
  debt('debtInsolvency', '/api/debt/insolvency', '0.20', {
    optional: ['country', 'income', 'debts', 'assets', 'state', 'lang'], numeric: { income: '2100', assets: '5000' },
  }),
  debt('debtMedical', '/api/debt/medical', '0.10', {
    required: ['bill_amount'], optional: ['situation', 'insurance', 'lang'],
    enums: { situation: ['uninsured', 'underinsured', 'surprise_bill', 'out_of_network', 'insurance_denied'] },
    numeric: { bill_amount: '8400' }, defaults: { situation: 'uninsured' }, sample: { bill_amount: '8400' },
  }),
  debt('debtTax', '/api/debt/tax', '0.12', {
    required: ['amount_owed'], optional: ['country', 'years_behind', 'situation', 'lang'],
    numeric: { amount_owed: '12000', years_behind: '2' }, defaults: { years_behind: 1 }, sample: { amount_owed: '12000' },
  }),
  debt('debtBNPL', '/api/debt/bnpl', '0.08', {
    required: ['platform', 'balance'], optional: ['payments_remaining', 'payment_amount', 'lang'],
    numeric: { balance: '600', payments_remaining: '3', payment_amount: '150' }, sample: { platform: 'Klarna', balance: '600' },
  }),
  debt('debtPayday', '/api/debt/payday', '0.10', {
    required: ['balance'], optional: ['fee_rate', 'state', 'country', 'lender', 'lang'], numeric: { balance: '400' }, sample: { balance: '400' },
  }),
  debt('debtMortgageRelief', '/api/debt/mortgage-relief', '0.12', {
    optional: ['country', 'months_behind', 'servicer', 'loan_type', 'lang'],
    enums: { loan_type: ['Conventional', 'FHA', 'VA', 'USDA'] }, numeric: { months_behind: '4' },
    defaults: { months_behind: 1, loan_type: 'Conventional' },
  }),
  debt('debtConsolidate', '/api/debt/consolidate', '0.10', {
    required: ['debts', 'credit_score'], optional: ['income', 'homeowner', 'country', 'lang'],
    enums: { homeowner: ['true', 'false'] }, numeric: { credit_score: '690', income: '5200' }, defaults: { homeowner: false },
    sample: { debts: DEBTS, credit_score: '690' },
  }),
  debt('debtPriority', '/api/debt/priority', '0.10', { required: ['debts'], optional: ['country', 'lang'], sample: { debts: DEBTS } }),
  debt('debtRights', '/api/debt/rights', '0.05', { optional: ['country', 'lang'] }),
  debt('debtFreedomRoadmap', '/api/debt/freedom-roadmap', '0.15', {
    required: ['debts', 'income'], optional: ['savings', 'country', 'lang'], numeric: { income: '4500', savings: '900' },
    sample: { debts: DEBTS, income: '4500' },
  }),

  vet('disability', '0.15', { required: ['conditions'], optional: ['service_era'], sample: { conditions: 'tinnitus,knee strain' } }),
  vet('aid-attendance', '0.15', {
    optional: ['age', 'needs', 'income', 'assets', 'care_cost', 'surviving_spouse'],
    numeric: { age: '81', income: '1400', assets: '45000', care_cost: '3100' },
  }),
  vet('tdiu', '0.15', { optional: ['rating', 'work_history', 'income'], numeric: { rating: '70', income: '900' } }),
  vet('claim-builder', '0.20', {
    required: ['conditions'], optional: ['service_era', 'current_rating', 'previous_denials'], numeric: { current_rating: '30' },
    sample: { conditions: 'ptsd' },
  }),
  vet('caregiver', '0.10', { optional: ['relationship', 'veteran_needs', 'discharge_date'] }),
  vet('education', '0.10', { optional: ['chapter', 'branch', 'school_location', 'dependents'], numeric: { dependents: '2' } }),
  vet('state-benefits', '0.10', { required: ['state'], optional: ['disability_rating'], numeric: { disability_rating: '100' }, sample: { state: 'TX' } }),
  vet('healthcare', '0.08', {
    optional: ['priority_group', 'income', 'disability_rating', 'dependents'],
    numeric: { priority_group: '5', income: '2600', disability_rating: '40', dependents: '1' },
  }),
  vet('home-loan', '0.08', {
    optional: ['disability_rating', 'purchase_price', 'prior_va_loan', 'state'], numeric: { disability_rating: '10', purchase_price: '350000' },
  }),
  vet('discounts', '0.05', {
    optional: ['category', 'disability_rating'], enums: { category: ['travel', 'retail', 'dining', 'recreation'] },
    numeric: { disability_rating: '20' },
  }),

  market('POST', '/api/analysis', 'marketAnalysis', {
    priceUsd: '1.49', credit: 'analysis', required: ['question'], sample: { question: 'Will gold outperform silver this quarter?' },
  }),
  market('POST', '/api/backtest', 'backtestRun', {
    priceUsd: '1.49', credit: 'analysis', optional: ['symbol', 'start', 'end'],
    group: { rule: 'exactlyOne', fields: ['rule', 'spec'] }, sample: { rule: 'buy SPY when it closes above its 200-day average' },
  }),
  scan('market', { optional: ['style'], enums: STYLE }),
  scan('forex', { optional: ['style'], enums: STYLE }),
  scan('cmi', { optional: ['style'], enums: STYLE }),
  scan('crypto'),
  scan('crypto-lite', { priceUsd: '0.05' }),
  scan('futures', { optional: ['category'], enums: FUTURES }),
  // Ours (the spec shows none): the release and one instrument to narrow the playbook (docs/catalog.md).
  scan('event', { optional: ['event', 'instrument'], enums: { event: ['cpi', 'nfp', 'fomc', 'gdp'] } }),
  scan('predmarket'),
  scan('game'),
  scan('racing'),
  scan('golf'),
  scan('h2h'),
  scan('compare'),
  scan('fantasy', { optional: ['contest', 'slate', 'book'], enums: { contest: ['gpp', 'cash'] } }),
  scan('player'),
  // Ours (the spec shows none): the free text the front door routes (docs/catalog.md).
  scan('ask', { required: ['question'], sample: { question: 'Is EURUSD a buy this week?' } }),
  signal('generate', {
    required: ['instrument', 'timeframe'], optional: ['risk_points', 'reward_ratio'],
    enums: { timeframe: ['1h', '4h', '1d', '3d', '1w', '1m', '3m'] }, numeric: { risk_points: '25', reward_ratio: '2.5' },
    defaults: { reward_ratio: 1 }, sample: { instrument: 'EURUSD', timeframe: '4h' },
  }),
  signal('equities'),
  signal('basket', {
    optional: ['key'], enums: { theme: ['ai', 'semis', 'defense', 'china-tech', 'nuclear', 'cyber', 'glp1', 'quantum'] },
    group: { rule: 'exactlyOne', fields: ['theme', 'etf'] }, sample: { theme: 'semis' },
  }),
  signal('futures', { optional: ['category'], enums: FUTURES }),
  signal('sports', {
    required: ['sport'], optional: ['event', 'market'],
    // A sample across every group of Supported sports, plus f1 (GET /api/signal/f1: "also reachable as signal/sports with sport=f1").
    enums: {
      sport: ['nfl', 'ncaab', 'euroleague', 'mlb', 'nhl', 'afl', 'superrugby', 'ufc', 'bbl', 'esports', 'epl', 'brazilb', 'cafcl', 'f1'],
      market: ['h2h', 'spreads', 'totals'],
    },
    sample: { sport: 'nba' },
  }),
  signal('f1'),
  signal('racing'),
  signal('predvenue', {
    required: ['category'],
    enums: { category: ['crypto', 'economics', 'geopolitics', 'politics', 'sports', 'esports', 'entertainment', 'weather', 'ai-tech'] },
    sample: { category: 'weather' },
  }),
  signal('coinflip', { optional: ['class'], enums: { class: ['fx', 'equity'] } }),
  signal('stormy', { optional: ['city'] }),
  signal('rainy', { optional: ['city'] }),
  signal('gaia', { optional: ['family'] }),
  signal('macro', { optional: ['family'], enums: { family: ['cpi_yoy', 'unrate', 'us10y'] } }),
  signal('attention', { optional: ['handle'] }),
  signal('politics', { optional: ['tag'], enums: { tag: ['politics', 'geopolitics', 'elections'] } }),
  signal('pm-sports', {
    required: ['sport'],
    enums: {
      sport: ['soccer', 'epl', 'superettan', 'cafcl', 'mlb', 'nfl', 'nba', 'nhl', 'wnba', 'tennis', 'rugby', 'cricket', 'mma', 'cs2', 'lol', 'dota2', 'valorant'],
    },
    sample: { sport: 'soccer' },
  }),
  signal('ticker', { required: ['class'], enums: { class: ['commodities', 'stocks', 'crypto'] }, sample: { class: 'stocks' } }),
  signal('perps'),
  signal('fpl'),
  signal('screener'),
  signal('pre-ipo'),
  signal('tokenized'),
  signal('tokenized-eligibility'),
  signal('tokenization-radar'),

  safety('POST', '/api/shopper/trip', '0.25', { required: ['items'], sample: { items: [{ name: 'convertible crib' }] } }),
  // Issue #7 gives this endpoint's parameters: product, brand, model, upc, country (product or upc required).
  safety('GET', '/api/safety/recalls', '0.015', {
    optional: ['brand', 'model', 'country'], group: { rule: 'atLeastOne', fields: ['product', 'upc'] }, sample: { product: 'kettle' },
  }),
  safety('GET', '/api/safety/merchant', '0.02', { required: ['domain'], sample: { domain: 'example.com' } }),
];

const AS_OF = '2026-11-22';
const BAD = 'zz-not-a-listed-value';

function endpointOf(row: SpecRow): EndpointDefinition {
  const endpoint = ENDPOINTS.find((e) => e.path === row.path);
  if (endpoint === undefined) throw new Error(`${row.path} is not in the catalog`);
  return endpoint;
}

function shapeOf(endpoint: EndpointDefinition): Record<string, z.ZodType> {
  return (endpoint.params as z.ZodObject).shape as Record<string, z.ZodType>;
}

/** The fields a failed parse names, as the 400 problem document would list them. */
function badFields(endpoint: EndpointDefinition, input: unknown): string[] {
  const parsed = endpoint.params.safeParse(input);
  return parsed.success ? [] : fieldIssuesFromZod(parsed.error.issues).map((i) => i.field);
}

/** Fields named by a 400 from invokeEndpoint for an endpoint whose engine has landed. */
async function fieldsOf400(endpoint: EndpointDefinition, input: unknown): Promise<string[]> {
  const outcome = await invokeEndpoint(endpoint, input, { asOf: AS_OF });
  expect(outcome.status).toBe(400);
  return (outcome.body as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? [];
}

describe('ENDPOINTS', () => {
  it('lists every endpoint of the three documents in the spec order', () => {
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).toEqual(SPEC.map((r) => `${r.method} ${r.path}`));
  });

  it('counts 21 debt, 10 veterans, 42 market-signal and 3 shopping-safety endpoints', () => {
    const byDoc = (doc: string) => ENDPOINTS.filter((e) => e.spec.startsWith(doc)).length;
    expect(byDoc(SPEC_TITLES['000'])).toBe(21);
    expect(byDoc(SPEC_TITLES['001'])).toBe(10);
    expect(byDoc(SPEC_TITLES['002'])).toBe(45);
    const byDomain = (domain: string) => ENDPOINTS.filter((e) => e.domain === domain).length;
    expect([byDomain('debt'), byDomain('vet'), byDomain('markets'), byDomain('backtest'), byDomain('safety')]).toEqual([21, 10, 41, 1, 3]);
    expect(ENDPOINTS.filter((e) => /^\/api\/(scan|signal)\//.test(e.path))).toHaveLength(40);
  });

  it('has unique operation ids and paths, every path under /api/', () => {
    expect(new Set(ENDPOINTS.map((e) => e.operationId)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => e.path)).size).toBe(ENDPOINTS.length);
    for (const e of ENDPOINTS) expect(e.path).toMatch(/^\/api\/[a-z0-9/-]+$/);
  });

  it('derives the ids the spec does not give from the path, except the two single-segment market paths', () => {
    for (const e of ENDPOINTS.filter((x) => !x.path.startsWith('/api/debt/'))) {
      const expected = e.path === '/api/analysis' ? 'marketAnalysis' : e.path === '/api/backtest' ? 'backtestRun' : idFromPath(e.path);
      expect(e.operationId, e.path).toBe(expected);
    }
  });

  it('never serves a retired market endpoint', () => {
    expect(RETIRED_ENDPOINTS).toHaveLength(6);
    for (const path of RETIRED_ENDPOINTS) expect(findEndpoint(path, { endpoints: ENDPOINTS }), path).toBeUndefined();
  });

  it('prices every call as an exact decimal string inside the ranges the documents state', () => {
    for (const e of ENDPOINTS) {
      expect(e.priceUsd, e.path).toMatch(/^(0|[1-9]\d*)\.\d+$/);
      if (e.domain === 'debt' || e.domain === 'vet') {
        // 000: "The range is 0.05 to 0.20 USD"; 001: "Price range: 0.05 to 0.20 USD per call".
        const price = new Decimal(e.priceUsd);
        expect(price.gte('0.05') && price.lte('0.20'), `${e.path} ${e.priceUsd}`).toBe(true);
      }
    }
  });

  it('charges analysis credits for analysis and backtest and signal credits for every scan and signal', () => {
    const credits = (c: string) => ENDPOINTS.filter((e) => e.credit === c).map((e) => e.path);
    expect(credits('analysis')).toEqual(['/api/analysis', '/api/backtest']);
    expect(credits('signal')).toHaveLength(40);
    for (const e of ENDPOINTS.filter((x) => x.domain === 'debt' || x.domain === 'vet' || x.domain === 'safety')) {
      expect(e.credit, e.path).toBeUndefined();
    }
  });

  it('gives every endpoint without an engine the issue that will land it', () => {
    const expectedReason: Record<string, RegExp> = {
      vet: /issue #5/,
      markets: /market-signal engines have not landed/,
      backtest: /issue #6/,
      safety: /issue #7/,
      debt: /\S/,
    };
    for (const e of ENDPOINTS.filter((x) => x.run === undefined)) {
      expect(e.unavailableReason, e.path).toMatch(expectedReason[e.domain]!);
    }
  });

  it('reads query values as strings on every GET endpoint', () => {
    for (const row of SPEC.filter((r) => r.method === 'GET')) {
      const parsed = endpointOf(row).params.safeParse({ ...row.sample, ...row.numeric });
      expect(parsed.success, `${row.path} ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe.each(SPEC.map((row) => [row.path, row] as const))('endpoint %s', (_path, row) => {
  const endpoint = endpointOf(row);
  const shape = shapeOf(endpoint);
  const grouped = row.group?.fields ?? [];

  it('matches the spec: id, method, price, credit, domain and document', () => {
    expect(endpoint.operationId).toBe(row.operationId);
    expect(endpoint.method).toBe(row.method);
    expect(endpoint.priceUsd).toBe(row.priceUsd);
    expect(endpoint.credit).toBe(row.credit);
    expect(endpoint.domain).toBe(row.domain);
    expect(endpoint.spec.startsWith(`${SPEC_TITLES[row.doc]}, `)).toBe(true);
  });

  it('declares exactly the parameters the spec names', () => {
    const undeclared = Object.keys(shape).filter((k) => z.globalRegistry.get(shape[k]!)?.undeclared === true);
    expect(Object.keys(shape).filter((k) => !undeclared.includes(k)).sort()).toEqual(
      [...row.required, ...row.optional, ...grouped].sort(),
    );
  });

  it('accepts the minimal input and applies the spec defaults and no others', () => {
    const parsed = endpoint.params.safeParse(row.sample);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const data = parsed.data as Record<string, unknown>;
    for (const [key, value] of Object.entries(row.defaults)) expect(data[key], key).toEqual(value);
    if (row.doc !== '000') {
      // The veterans and market documents give no other defaults (and `country` of the veterans service is inferred).
      for (const key of row.optional.filter((k) => !(k in row.defaults))) expect(data[key], key).toBeUndefined();
    }
  });

  it('requires the required parameters and nothing else', async () => {
    const named = badFields(endpoint, {});
    for (const key of row.required) expect(named, key).toContain(key);
    for (const key of row.optional) expect(named, key).not.toContain(key);
    if (endpoint.run !== undefined && row.required.length > 0) {
      const fields = await fieldsOf400(endpoint, {});
      for (const key of row.required) expect(fields, key).toContain(key);
    }
  });

  it('accepts each listed value of its enum parameters and rejects any other, naming the field', async () => {
    expect(badFields(endpoint, { ...row.sample, lang: 'english' })).toContain('lang');
    for (const [key, values] of Object.entries(row.enums)) {
      for (const value of values) expect(shape[key]!.safeParse(value).success, `${key}=${value}`).toBe(true);
      expect(badFields(endpoint, { ...row.sample, [key]: BAD }), key).toContain(key);
      if (endpoint.run !== undefined) expect(await fieldsOf400(endpoint, { ...row.sample, [key]: BAD }), key).toContain(key);
    }
  });

  it('reads numeric parameters from strings and rejects words', () => {
    for (const [key, text] of Object.entries(row.numeric)) {
      expect(shape[key]!.safeParse(text).success, `${key}=${text}`).toBe(true);
      expect(shape[key]!.safeParse('twelve').success, `${key}=twelve`).toBe(false);
    }
  });

  if (row.group !== undefined) {
    const { rule, fields } = row.group;
    it(`requires ${rule === 'exactlyOne' ? 'exactly one' : 'at least one'} of ${fields.join(', ')}, naming all of them`, () => {
      const withoutGroup = Object.fromEntries(Object.entries(row.sample).filter(([k]) => !fields.includes(k)));
      expect(badFields(endpoint, withoutGroup)).toEqual(expect.arrayContaining([...fields]));
      if (rule === 'exactlyOne') {
        const both = { ...withoutGroup, ...Object.fromEntries(fields.map((f) => [f, f === 'theme' ? 'ai' : f === 'spec' ? {} : 'XLK'])) };
        expect(badFields(endpoint, both)).toEqual(expect.arrayContaining([...fields]));
      }
    });
  }

  if (endpoint.run === undefined) {
    it('answers 501 with its unavailable reason and charges nothing', async () => {
      const outcome = await invokeEndpoint(endpoint, row.sample, { asOf: AS_OF });
      expect(outcome.status).toBe(501);
      expect((outcome.body as { detail: string }).detail).toContain(endpoint.unavailableReason);
    });
  }
});

describe('SUPPORTED_SPORTS', () => {
  it('holds the groups and key counts of the spec list, every key once', () => {
    // 002, Supported sports: 2 american_football, 3 basketball, 1 baseball, 1 ice_hockey, 1 aussie_rules, 4 rugby,
    // 3 mma_boxing, 3 cricket, 4 esports and 99 soccer keys.
    expect(Object.fromEntries(Object.entries(SUPPORTED_SPORTS).map(([g, keys]) => [g, keys.length]))).toEqual({
      american_football: 2, basketball: 3, baseball: 1, ice_hockey: 1, aussie_rules: 1,
      rugby: 4, mma_boxing: 3, cricket: 3, esports: 4, soccer: 99,
    });
    expect(new Set(SPORT_KEYS).size).toBe(121);
    expect(SOCCER_LEAGUE_KEYS[0]).toBe('epl');
    expect(SOCCER_LEAGUE_KEYS.at(-1)).toBe('cafcl');
  });

  it('feeds signal/sports (plus f1) and pm-sports (soccer, the league keys and 13 named sports)', () => {
    expect(SIGNAL_SPORTS_VALUES).toHaveLength(122);
    expect(new Set(PM_SPORTS_VALUES).size).toBe(1 + 99 + 13);
    const sports = shapeOf(findEndpoint('signal/sports')!).sport!;
    const pmSports = shapeOf(findEndpoint('signal/pm-sports')!).sport!;
    for (const key of SPORT_KEYS) expect(sports.safeParse(key).success, key).toBe(true);
    for (const key of SOCCER_LEAGUE_KEYS) expect(pmSports.safeParse(key).success, key).toBe(true);
    // Group headings are not values; tennis is a pm-sports sport but not in Supported sports.
    expect(sports.safeParse('soccer').success).toBe(false);
    expect(sports.safeParse('tennis').success).toBe(false);
  });
});

describe('parameter markers', () => {
  it('accepts the undeclared tdiu names and marks them for generators to hide', () => {
    const tdiu = findEndpoint('vet/tdiu')!;
    const shape = shapeOf(tdiu);
    for (const key of ['disability_ratings', 'employment_status']) expect(z.globalRegistry.get(shape[key]!)?.undeclared, key).toBe(true);
    const parsed = tdiu.params.safeParse({ disability_ratings: '70, 30,10', employment_status: 'unemployed' });
    expect(parsed.data).toMatchObject({ disability_ratings: [70, 30, 10], employment_status: 'unemployed' });
    expect(badFields(tdiu, { disability_ratings: '70,abc' })).toEqual(['disability_ratings[1]']);
  });

  it('marks the basket key as a credential and the backtest and trip bodies as provisional', () => {
    expect(z.globalRegistry.get(shapeOf(findEndpoint('signal/basket')!).key!)?.credential).toBe(true);
    expect(z.globalRegistry.get(findEndpoint('backtest')!.params)?.provisional).toMatch(/^the body is ours: the spec/);
    expect(z.globalRegistry.get(findEndpoint('shopper/trip')!.params)?.provisional).toMatch(/^the body is ours: the spec/);
  });

  it('rejects a backtest that ends before it starts and a trip item without a name', () => {
    expect(badFields(findEndpoint('backtest')!, { rule: 'buy the dip', start: '2024-01-01', end: '2023-12-31' })).toEqual(['end']);
    expect(badFields(findEndpoint('shopper/trip')!, { items: [{ brand: 'Acme' }] })).toEqual(['items[0].name']);
  });
});
