// An ESM consumer (its package.json says "type": "module") of every engine subpath, compiled by
// test/package/declarations.test.ts against the packed tarball with skipLibCheck: false, in a project whose
// node_modules holds only the engines' own dependencies: an engine declaration that names a server, payment, store
// or solver package fails here. An `any` where a type belongs makes IsAny true, and an error the declarations should
// report leaves its @ts-expect-error unused (TS2578): both fail the compile.
import * as root from 'guidekit';
import { Decimal, GuidekitError, pickRule, roundMoney, type RuleTable } from 'guidekit/core';
import { planPayoff, type DebtItem } from 'guidekit/debt';
import { combineRatings, type CombineRatingsResult } from 'guidekit/vet';
import { computeSma, devigShin, type DevigResult, type ports } from 'guidekit/markets';
import * as markets from 'guidekit/markets';
import { compileRule, type CompileRuleResult, type RuleSpec } from 'guidekit/backtest';
import { validateGtinCheckDigit, type RecallRecord } from 'guidekit/safety';
import { ENDPOINTS, findEndpoint, type EndpointDefinition } from 'guidekit/catalog';

type IsAny<T> = 0 extends 1 & T ? true : false;

// guidekit: the core and the catalog again, the same declarations.
export const sameError: typeof GuidekitError = root.GuidekitError;
export const sameEndpoints: typeof ENDPOINTS = root.ENDPOINTS;

// guidekit/core: money is a Decimal, rule tables are generic.
export const rounded: Decimal = roundMoney('10.005');
export const roundedNotAny: IsAny<typeof rounded> = false;
declare const table: RuleTable<{ readonly rate: number }>;
export const rate: number | undefined = pickRule(table, '2026-01-01')?.value.rate;
// @ts-expect-error a rule's value is the table's row type
export const wrongRate: string | undefined = pickRule(table, '2026-01-01')?.value.rate;

// guidekit/debt
const debts: DebtItem[] = [{ creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' }];
const plan = planPayoff(debts, { extraPayment: '200', asOf: '2026-11-22' });
export const interest: Decimal = plan.methods.avalanche.total_interest;
export const interestNotAny: IsAny<typeof plan.methods.avalanche.total_interest> = false;
// @ts-expect-error each debt needs its rate and minimum payment
planPayoff([{ creditor: 'Visa', balance: '5000' }], { asOf: '2026-11-22' });

// guidekit/vet
export const combined: CombineRatingsResult = combineRatings([50, 30]);
export const combinedValue: number = combined.combined;
// @ts-expect-error the combined rating is a number
export const combinedText: string = combined.combined;

// guidekit/markets, with the port types under the `ports` namespace, by named and by namespace import.
export const sma: Float64Array = computeSma([1, 2, 3, 4], { period: 2 });
export const devig: DevigResult = devigShin([1.9, 2.1]);
export type Prices = ports.PriceSource;
export type PricesAgain = markets.ports.PriceSource;
export type FplPlayer = ports.FplPlayer;
export const pricesNotAny: IsAny<Prices> = false;
export const fplPlayerNotAny: IsAny<markets.ports.FplPlayer> = false;
export async function loadQuote(source: ports.PriceSource): Promise<number> {
  const quote: markets.ports.Quote = await source.quote('SPY');
  return quote.last;
}
// @ts-expect-error a quote's last price is a number
export const lastText = async (source: markets.ports.PriceSource): Promise<string> => (await source.quote('SPY')).last;

// guidekit/backtest
export async function compile(): Promise<RuleSpec> {
  const result: CompileRuleResult = await compileRule('buy when sma(10) crosses above sma(50)');
  return result.spec;
}

// guidekit/safety
export const valid: boolean = validateGtinCheckDigit('036000291452');
export type Recall = RecallRecord;
export const recallNotAny: IsAny<RecallRecord> = false;

// guidekit/catalog
export const payoff: EndpointDefinition | undefined = findEndpoint('debt/payoff');
export const endpointPath: string | undefined = payoff?.path;
export const endpointsNotAny: IsAny<typeof ENDPOINTS> = false;
