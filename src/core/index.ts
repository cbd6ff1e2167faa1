/**
 * What every guidekit domain shares: exact money, ISO dates, dated rule tables, the error type and localization.
 * @packageDocumentation
 */
export { GuidekitError, type FieldIssue } from './GuidekitError.js';
export { isGuidekitError } from './isGuidekitError.js';
export { toCents, MAX_MONEY, type ToCentsOptions } from './toCents.js';
export { centsToDecimal } from './centsToDecimal.js';
export { roundMoney } from './roundMoney.js';
export { formatMoney, MONEY_CURRENCIES, type MoneyCurrency, type FormatMoneyOptions } from './formatMoney.js';
export { toJsonText } from './toJsonText.js';
export { toJsonValue } from './toJsonValue.js';
export { parseIsoDate } from './parseIsoDate.js';
export { addDaysIso } from './addDaysIso.js';
export { addMonthsIso } from './addMonthsIso.js';
export type { RuleVersion, RuleTable, AppliedRule, RuleCadence, RuleJurisdiction } from './ruleTable.js';
export { RULE_CADENCE_MONTHS } from './ruleTable.js';
export type { SourceUse, SourceRecorder, PortCall } from './sourceUse.js';
export { SourceUnavailableError } from './SourceUnavailableError.js';
export { NothingClearsError, type NothingClearsProblem } from './NothingClearsError.js';
export { pickRule } from './pickRule.js';
export { requireRule } from './requireRule.js';
export { citeRules, type RuleCitations, type CiteRulesOptions } from './citeRules.js';
export { resolveLang, SHIPPED_LANGUAGES, type ShippedLanguage, type ResolvedLang, type CoreLanguage, type ResolveLangOptions, CORE_LANGUAGES } from './i18n/resolveLang.js';
export { listCatalogLanguages } from './i18n/listCatalogLanguages.js';
export { createTranslate, type MessageCatalogs, type Translate } from './i18n/createTranslate.js';
export { selectPluralCategory, type PluralCategory } from './i18n/selectPluralCategory.js';
export type { Translator } from './i18n/Translator.js';
export { localizeResponse, NARRATIVE_KEYS, type LocalizeResponseOptions } from './i18n/localizeResponse.js';
export { ISO_639_1_CODES } from './i18n/iso639_1.js';
export { Decimal } from './decimal.js';
export { q } from './queryParams.js';
export { fieldIssuesFromZod } from './fieldIssuesFromZod.js';
