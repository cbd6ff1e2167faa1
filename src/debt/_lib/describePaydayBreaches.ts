import type Decimal from 'decimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import type { PaydayCapCheck } from '../analyzePaydayLoan.js';
import type { AnalyzePaydayLoanMessageKey } from '../messages/analyzePaydayLoan.js';
import { joinList, type MoneyText } from './paydayCaps.js';

/**
 * The limits a loan breaks, in words, each with this loan's figure: "fees at most … (this loan: $46.00)".
 *
 * @param checks - The loan's checks; only the breached ones with a known figure are told.
 * @param t - The answer's messages.
 * @param money - Writes an amount of the loan's currency.
 * @returns The list, joined for a sentence.
 */
export function describePaydayBreaches(checks: readonly PaydayCapCheck[], t: Translate<AnalyzePaydayLoanMessageKey>, money: MoneyText): string {
  const items = checks
    .filter((c) => c.breached === true && c.actual !== null)
    .map((c) => {
      const actual = c.actual as Decimal;
      const value = c.unit === 'money' ? money(actual) : c.unit === 'percent' ? `${actual.toFixed()}%` : String(actual.toNumber());
      return t('breach_item', { figure: c.figure, actual: value });
    });
  return joinList(items, t, '; ');
}
