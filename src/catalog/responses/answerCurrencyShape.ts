import { z } from 'zod';
import { MONEY_CURRENCIES } from '../../core/formatMoney.js';

/**
 * The `currency` member of every debt and veterans answer: the one currency of all its amounts, in JSON and in text
 * (a UK answer is in pounds, a German veteran's in euros; nothing is converted).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ currency: answerCurrencySchema, total: moneySchema });
 * ```
 * @see docs/jurisdiction.md
 */
export const answerCurrencySchema = z
  .enum(MONEY_CURRENCIES)
  .describe("ISO 4217 currency of every amount in this answer, in its fields and its text: the country's own (US dollars for the US, pounds for the UK, Canadian and Australian dollars, euros for Germany).");

/**
 * The veterans form of {@link answerCurrencySchema}: `null` for a country with no mapped program, whose answer states
 * no amounts.
 */
export const vetAnswerCurrencySchema = answerCurrencySchema
  .nullable()
  .describe("ISO 4217 currency of every amount in this answer: the paying country's own (USD, GBP, CAD, AUD, NZD, EUR); null for a country with no mapped program, whose answer states no amounts.");
