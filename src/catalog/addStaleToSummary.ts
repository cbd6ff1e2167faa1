import { createTranslate, type MessageCatalogs } from '../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';

type StaleSummaryKey = 'stale_summary';

/** The sentence added to a summary when the answer used an out-of-date table. */
export const STALE_SUMMARY_MESSAGES: MessageCatalogs<StaleSummaryKey> = {
  en: {
    stale_summary:
      '{count, plural, one {One table this answer uses is out of date} other {# tables this answer uses are out of date}}: {tables}. No newer figure was found, so the last known one was used.',
  },
  es: {
    stale_summary:
      '{count, plural, one {Una tabla que usa esta respuesta está desactualizada} other {# tablas que usa esta respuesta están desactualizadas}}: {tables}. No se encontró una cifra más reciente, así que se usó la última conocida.',
  },
  de: {
    stale_summary:
      '{count, plural, one {Eine Tabelle, die diese Antwort verwendet, ist veraltet} other {# Tabellen, die diese Antwort verwendet, sind veraltet}}: {tables}. Es wurde kein neuerer Wert gefunden, daher wurde der letzte bekannte verwendet.',
  },
  fr: {
    stale_summary:
      '{count, plural, one {Une table utilisée par cette réponse n’est plus à jour} other {# tables utilisées par cette réponse ne sont plus à jour}} : {tables}. Aucun chiffre plus récent n’a été trouvé ; le dernier connu a donc été utilisé.',
  },
};

const LINKS: Readonly<Partial<Record<ShippedLanguage, (title: string, effective: string, since: string) => string>>> = {
  en: (title, effective, since) => `${title} (figures from ${effective}, out of date since ${since})`,
  es: (title, effective, since) => `${title} (cifras del ${effective}, desactualizadas desde el ${since})`,
  de: (title, effective, since) => `${title} (Werte vom ${effective}, veraltet seit dem ${since})`,
  fr: (title, effective, since) => `${title} (chiffres du ${effective}, périmés depuis le ${since})`,
};

interface StaleRuleLike {
  readonly id?: unknown;
  readonly title?: unknown;
  readonly effective?: unknown;
  readonly stale?: unknown;
  readonly stale_since?: unknown;
}

/**
 * Says in an answer's own summary line which tables it used are out of date and since when, so a reader who reads
 * only the summary learns it, not only from `stale_note` (issue 22). The sentence is appended to `summary` when the
 * answer has one, else to `narrative`; an answer with no stale rule, or with neither field, is returned unchanged.
 *
 * @param body - An engine's answer (with `rules_applied` and `stale_rules` from `citeRules`).
 * @param lang - The language of the answer.
 * @returns The answer, with the sentence added when a rule it applied is stale.
 * @example
 * ```ts
 * addStaleToSummary(planSettlement(input, options), 'en').narrative // ends with "One table this answer uses is out of date: …"
 * ```
 * @see docs/conventions.md (Cadence and staleness)
 */
export function addStaleToSummary<T>(body: T, lang: ShippedLanguage): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const staleIds = Array.isArray(record.stale_rules) ? (record.stale_rules as unknown[]).filter((id): id is string => typeof id === 'string') : [];
  if (staleIds.length === 0) return body;
  const key = typeof record.summary === 'string' ? 'summary' : typeof record.narrative === 'string' ? 'narrative' : undefined;
  if (key === undefined) return body;
  const rules = (Array.isArray(record.rules_applied) ? record.rules_applied : []) as StaleRuleLike[];
  const tables = staleIds.map((id) => {
    const rule = rules.find((r) => r.id === id && r.stale === true);
    return rule === undefined ? id : (LINKS[lang] ?? LINKS.en!)(String(rule.title), String(rule.effective), String(rule.stale_since));
  });
  const t = createTranslate(STALE_SUMMARY_MESSAGES, lang);
  const sentence = t('stale_summary', { count: tables.length, tables: tables.join('; ') });
  const text = record[key] as string;
  return { ...record, [key]: text === '' ? sentence : `${text} ${sentence}` } as T;
}
