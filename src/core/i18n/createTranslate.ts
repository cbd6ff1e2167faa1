import Decimal from 'decimal.js';
import { formatMoney, MONEY_CURRENCIES, type MoneyCurrency } from '../formatMoney.js';
import type { ShippedLanguage } from './resolveLang.js';
import { selectPluralCategory } from './selectPluralCategory.js';

/**
 * A domain's message catalogs: English and Spanish always, German and French once translated. Every catalog present
 * must have exactly the English keys (the compiler checks); a domain answers in `de` or `fr` only when all its
 * catalogs have it (see {@link listCatalogLanguages}).
 */
export type MessageCatalogs<K extends string> = {
  readonly en: Readonly<Record<K, string>>;
  readonly es: Readonly<Record<K, string>>;
} & {
  readonly de?: Readonly<Record<K, string>>;
  readonly fr?: Readonly<Record<K, string>>;
};

/** Formats one message with its `{name}` placeholders filled. */
export type Translate<K extends string> = (key: K, params?: Readonly<Record<string, string | number>>) => string;

/**
 * Builds the message formatter for one language from a domain's catalogs. Narrative text in every
 * engine response comes from such catalogs, never from string literals in engine code.
 *
 * Counts agree with their noun through a plural placeholder, `{count, plural, one {# debt} other {# debts}}`: the
 * branch is chosen by {@link selectPluralCategory} for the catalog's language, `#` becomes the count, and the branch
 * may hold other `{name}` placeholders. A count that is not a single number (a range such as `4–6`) takes the `other`
 * form; a missing count leaves the placeholder visible.
 *
 * Amounts go through a money placeholder, `{amount, money}` (the answer's currency, `options.currency`, US dollars by
 * default) or `{amount, money, GBP}` (a currency fixed by the message): the value (a
 * number, decimal string or Decimal) is written by {@link formatMoney} in the catalog's language — `$1,234.56` in
 * English, `1234,56 US$` in Spanish, `1.234,56 $` in German, `1 234,56 $` for Canadian dollars in French — so a catalog never hard-codes a currency symbol. A value that is not an amount
 * (`—` for a figure not on record) is written as given.
 *
 * @param catalogs - The domain's catalogs (`en`, `es`, and `de`/`fr` where translated).
 * @param lang - The catalog to use (see {@link resolveLang}). A language the catalogs lack is written in English, the
 *   catalog layer having already said so in `lang_note` (it offers a language only where every catalog has it).
 * @param options - `currency`: the currency of `{amount, money}` placeholders that name none, so one answer writes all
 *   its amounts in the currency of its jurisdiction; default `'USD'`.
 * @returns `t(key, params)`; a placeholder with no value is left visible as `{name}`.
 * @example
 * ```ts
 * const t = createTranslate({ en: { hi: 'Hi {name}', n: '{count, plural, one {# debt} other {# debts}}' }, es: { hi: 'Hola {name}', n: '{count, plural, one {# deuda} other {# deudas}}' } }, 'es');
 * t('hi', { name: 'Ana' }) //=> 'Hola Ana'
 * t('n', { count: 1 }) //=> '1 deuda'
 * createTranslate({ en: { owe: 'You owe {total, money}.' }, es: { owe: 'Debes {total, money}.' } }, 'en', { currency: 'GBP' })('owe', { total: 12 }) //=> 'You owe £12.00.'
 * ```
 */
export function createTranslate<K extends string>(
  catalogs: MessageCatalogs<K>,
  lang: ShippedLanguage,
  options: { readonly currency?: MoneyCurrency } = {},
): Translate<K> {
  const catalog = catalogs[lang] ?? catalogs.en;
  const used: ShippedLanguage = catalogs[lang] === undefined ? 'en' : lang;
  const answerCurrency = options.currency ?? 'USD';
  return (key, params) => {
    const template = catalog[key];
    if (params === undefined) return template;
    const counted = template.includes(', plural,') ? resolvePlurals(template, params, used) : template;
    return counted.replace(/\{(\w+)(?:, money(?:, ([A-Z]{3}))?)?\}/g, (whole, name: string, currency: string | undefined) => {
      if (!(name in params)) return whole;
      const value = params[name]!;
      return whole.includes(', money') ? moneyText(value, currency ?? answerCurrency, used) : String(value);
    });
  };
}

/** Writes a money placeholder's value, or the value as given when it is not an amount. */
function moneyText(value: string | number, currency: string, lang: ShippedLanguage): string {
  const code = currency as MoneyCurrency;
  if (!(MONEY_CURRENCIES as readonly string[]).includes(code)) return String(value);
  let amount: Decimal;
  try {
    amount = new Decimal(typeof value === 'number' ? value : value.trim());
  } catch {
    return String(value);
  }
  return amount.isFinite() ? formatMoney(amount, { currency: code, lang }) : String(value);
}

const PLURAL_START = /\{(\w+), plural,/g;

/** Replaces each `{name, plural, one {…} other {…}}` by the branch the count selects, `#` written as the count. */
function resolvePlurals(template: string, params: Readonly<Record<string, string | number>>, lang: ShippedLanguage): string {
  let out = '';
  let from = 0;
  PLURAL_START.lastIndex = 0;
  for (let m = PLURAL_START.exec(template); m !== null; m = PLURAL_START.exec(template)) {
    const end = matchingBrace(template, m.index);
    if (end < 0) break;
    const value = params[m[1]!];
    out += template.slice(from, m.index);
    if (value === undefined) {
      out += template.slice(m.index, end + 1);
    } else {
      // A count that is not a single number ("4–6", "3 or 4") takes the `other` form.
      const count = typeof value === 'number' ? value : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
      const branches = readBranches(template.slice(m.index + m[0].length, end));
      const category = Number.isFinite(count) ? selectPluralCategory(count, lang) : 'other';
      const branch = branches.get(category) ?? branches.get('other') ?? '';
      out += branch.replace(/#/g, String(value));
    }
    from = end + 1;
    PLURAL_START.lastIndex = from;
  }
  return out + template.slice(from);
}

/** Index of the brace closing the one opened at `open`, or -1. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Reads ` one {…} other {…}` into a map of category to text. */
function readBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(\w+)\s*\{/.exec(body.slice(i));
    if (m === null) break;
    const open = i + m[0].length - 1;
    const close = matchingBrace(body, open);
    if (close < 0) break;
    branches.set(m[1]!, body.slice(open + 1, close));
    i = close + 1;
  }
  return branches;
}
