// A CommonJS consumer (`import x = require(...)`, the `require` condition and the .d.cts declarations) of every engine
// subpath; see engines.ts for what the compile checks.
import root = require('guidekit');
import core = require('guidekit/core');
import debt = require('guidekit/debt');
import vet = require('guidekit/vet');
import markets = require('guidekit/markets');
import backtest = require('guidekit/backtest');
import safety = require('guidekit/safety');
import catalog = require('guidekit/catalog');

type IsAny<T> = 0 extends 1 & T ? true : false;

export const sameError: typeof core.GuidekitError = root.GuidekitError;
export const sameEndpoints: typeof catalog.ENDPOINTS = root.ENDPOINTS;

export const rounded: core.Decimal = core.roundMoney('10.005');
export const roundedNotAny: IsAny<typeof rounded> = false;
declare const table: core.RuleTable<{ readonly rate: number }>;
export const rate: number | undefined = core.pickRule(table, '2026-01-01')?.value.rate;
// @ts-expect-error a rule's value is the table's row type
export const wrongRate: string | undefined = core.pickRule(table, '2026-01-01')?.value.rate;

const debts: debt.DebtItem[] = [{ creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' }];
const plan = debt.planPayoff(debts, { extraPayment: '200', asOf: '2026-11-22' });
export const interest: core.Decimal = plan.methods.avalanche.total_interest;
export const interestNotAny: IsAny<typeof plan.methods.avalanche.total_interest> = false;
// @ts-expect-error each debt needs its rate and minimum payment
debt.planPayoff([{ creditor: 'Visa', balance: '5000' }], { asOf: '2026-11-22' });

export const combined: vet.CombineRatingsResult = vet.combineRatings([50, 30]);
// @ts-expect-error the combined rating is a number
export const combinedText: string = combined.combined;

export const sma: Float64Array = markets.computeSma([1, 2, 3, 4], { period: 2 });
export const devig: markets.DevigResult = markets.devigShin([1.9, 2.1]);
export type Prices = markets.ports.PriceSource;
export const pricesNotAny: IsAny<Prices> = false;
export const fplPlayerNotAny: IsAny<markets.ports.FplPlayer> = false;
export async function loadQuote(source: markets.ports.PriceSource): Promise<number> {
  const quote: markets.ports.Quote = await source.quote('SPY');
  return quote.last;
}
// @ts-expect-error a quote's last price is a number
export const lastText = async (source: markets.ports.PriceSource): Promise<string> => (await source.quote('SPY')).last;

export async function compile(): Promise<backtest.RuleSpec> {
  const result: backtest.CompileRuleResult = await backtest.compileRule('buy when sma(10) crosses above sma(50)');
  return result.spec;
}

export const valid: boolean = safety.validateGtinCheckDigit('036000291452');
export const recallNotAny: IsAny<safety.RecallRecord> = false;

export const payoff: catalog.EndpointDefinition | undefined = catalog.findEndpoint('debt/payoff');
export const endpointsNotAny: IsAny<typeof catalog.ENDPOINTS> = false;
