import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { formatFigure } from '../_lib/formatFigure.js';
import { composeAskReportMessages, type ComposeAskReportKey } from './messages/composeAskReport.js';
import type { AskRoute, RoutedQuestion } from './types.js';

/** What became of one routed call. */
export type EngineCallStatus = 'answered' | 'unavailable' | 'refused' | 'data_unavailable' | 'no_verdict' | 'failed';

/** One routed endpoint call and its outcome, as the catalog ran it. */
export interface EngineCall extends AskRoute {
  /** `METHOD /path` of the endpoint. */
  readonly endpoint: string;
  readonly status: EngineCallStatus;
  /** The endpoint's answer, when it answered. */
  readonly answer?: Readonly<Record<string, unknown>>;
  /** Why it did not answer: the problem document's status, title and detail, and the sources a 503 named. */
  readonly problem?: { readonly status: number; readonly title: string; readonly detail: string; readonly sources?: readonly string[] };
}

/** One headline figure of an engine's answer: its field path and value. */
export interface HeadlineFigure {
  readonly name: string;
  readonly value: number | string | boolean;
}

/** A routed call in the report, with its headline figures. */
export interface ReportedCall extends EngineCall {
  readonly figures: readonly HeadlineFigure[];
}

/** Options of {@link composeAskReport}. */
export interface ComposeAskReportOptions {
  /** Language of the narrative: `en` (default) or `es`. */
  readonly lang?: 'en' | 'es';
  /** Headline figures listed per engine. Default 8. */
  readonly maxFigures?: number;
}

/** The report of a question: how it was understood, what each engine answered, and a narrative over their figures. */
export interface AskReport {
  readonly question: string;
  readonly understood: Omit<RoutedQuestion, 'question'>;
  readonly engines: readonly ReportedCall[];
  /** How many routed engines answered. */
  readonly answered: number;
  /** The narrative built from templates over the engines' figures (and their own narratives). */
  readonly narrative: readonly string[];
}

/** Fields of an answer that are bookkeeping, not findings. */
const NOT_FIGURES = new Set(['rules_applied', 'unverified_rules', 'stale_rules', 'stale_note', 'data', 'narrative', 'notes', 'reasons', 'lang_note', 'disclaimer', 'summary', 'verdict', 'explanation', 'message', 'messages']);
/** Fields read first, when an answer has them: the call, its probability and levels. */
const FIRST = ['direction', 'call', 'pick', 'winner', 'selection', 'probability', 'edge', 'expected_value', 'ev', 'entry', 'stop', 'take_profit', 'fair_value', 'price', 'kelly', 'stake', 'confidence', 'score', 'regime'];

/**
 * Puts the routed calls of a question into one report: the question as understood (intent, routes, entities,
 * confidence, what was not used), each engine's outcome with its headline figures, and a narrative built from the
 * message catalogs over those figures, taking each engine's own narrative sentences where it gives them. Every figure
 * of the narrative is one of the engines' (or the routing's): nothing is computed here.
 *
 * @param routed - The routed question.
 * @param calls - Each routed call's outcome, in route order.
 * @param options - {@link ComposeAskReportOptions}.
 * @returns The report.
 * @example
 * ```ts
 * composeAskReport(routeQuestion('Is gold a buy?'), [{ ...route, endpoint: 'GET /api/signal/generate', status: 'unavailable' }]).narrative
 * ```
 * @see docs/ask-analysis-event.md#the-report
 */
export function composeAskReport(routed: RoutedQuestion, calls: readonly EngineCall[], options: ComposeAskReportOptions = {}): AskReport {
  const lang = readEngineLang(options.lang, { fn: 'composeAskReport' });
  const t = createTranslate(composeAskReportMessages, lang);
  const maxFigures = options.maxFigures ?? 8;
  const engines: ReportedCall[] = calls.map((c) => ({ ...c, figures: c.answer === undefined ? [] : headlineFigures(c.answer, maxFigures) }));
  const endpoints = calls.map((c) => c.endpoint).join(', ');
  const intent = t(`intent_${routed.intent}` as ComposeAskReportKey);
  const narrative: string[] = [
    routed.parsed_by === 'language_model'
      ? t('understood_model', { intent, endpoints })
      : t('understood', { intent, confidence: formatFigure(routed.confidence, { lang }), endpoints }),
  ];
  if (routed.not_understood.length > 0) narrative.push(t('not_understood', { items: routed.not_understood.join('; ') }));
  for (const e of engines) {
    if (e.status === 'answered') {
      const own = ownNarrative(e.answer!);
      if (own.length > 0) narrative.push(...own);
      else if (e.figures.length > 0) narrative.push(t('engine_answered', { endpoint: e.endpoint, figures: e.figures.map((f) => `${f.name} ${typeof f.value === 'number' ? formatFigure(f.value, { decimals: 4, lang }) : String(f.value)}`).join(', ') }));
      else narrative.push(t('engine_no_figures', { endpoint: e.endpoint }));
    } else if (e.status === 'unavailable') narrative.push(t('engine_unavailable', { endpoint: e.endpoint }));
    else if (e.status === 'refused') narrative.push(t('engine_refused', { endpoint: e.endpoint, detail: e.problem?.detail ?? '' }));
    else if (e.status === 'data_unavailable') narrative.push(t('engine_data_unavailable', { endpoint: e.endpoint, sources: (e.problem?.sources ?? []).join(', ') }));
    else if (e.status === 'no_verdict') narrative.push(t('engine_no_verdict', { endpoint: e.endpoint, detail: e.problem?.detail ?? '' }));
    else narrative.push(t('engine_failed', { endpoint: e.endpoint }));
  }
  const answered = engines.filter((e) => e.status === 'answered').length;
  if (answered === 0) narrative.push(t('none_answered'));
  const { question, ...understood } = routed;
  return { question, understood, engines, answered, narrative };
}

/** The sentences an engine wrote itself (`narrative`, `summary`, `verdict`), at most four. */
function ownNarrative(answer: Readonly<Record<string, unknown>>): string[] {
  for (const key of ['narrative', 'summary', 'verdict', 'explanation']) {
    const value = answer[key];
    if (typeof value === 'string' && value.trim() !== '') return [value.trim()];
    if (Array.isArray(value)) {
      const lines = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
      if (lines.length > 0) return lines.slice(0, 4);
    }
  }
  return [];
}

/** Scalar findings of an answer, up to two levels deep, the usual headline fields first. */
function headlineFigures(answer: Readonly<Record<string, unknown>>, max: number): HeadlineFigure[] {
  const found: HeadlineFigure[] = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'boolean' || (typeof value === 'string' && value.length <= 40)) {
      found.push({ name: path, value: value as number | string | boolean });
      return;
    }
    if (depth >= 2 || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, member] of Object.entries(value)) if (!NOT_FIGURES.has(key)) walk(member, path === '' ? key : `${path}.${key}`, depth + 1);
  };
  walk(answer, '', 0);
  const rank = (name: string) => {
    const i = FIRST.indexOf(name.split('.').at(-1)!);
    return i === -1 ? FIRST.length : i;
  };
  return found
    .map((f, order) => ({ f, order }))
    .sort((a, b) => rank(a.f.name) - rank(b.f.name) || a.order - b.order)
    .slice(0, max)
    .map((x) => x.f);
}
