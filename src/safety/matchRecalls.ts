import { GuidekitError } from '../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import { assessSources, type SourceCoverage } from './_lib/assessSources.js';
import { brandAgreement, type BrandAgreement } from './_lib/brandAgreement.js';
import { brandKeys, cleanText, nameTokens } from './_lib/text.js';
import { createRecallIndex, type RecallIndex } from './createRecallIndex.js';
import { MATCH_RECALLS_MESSAGES } from './messages/matchRecalls.js';
import { normalizeGtin } from './normalizeGtin.js';
import { normalizeModelNumber } from './normalizeModelNumber.js';
import type { RecallRecord, RecallSourceId, RecallSourceStatus } from './recallTypes.js';
import { RECALL_MATCH_CONFIDENCE, RECALL_SNAPSHOT_FRESHNESS_DAYS } from './rules/recallMatching.js';

export type { SourceCoverage } from './_lib/assessSources.js';

/** What is known about the product being checked. At least one member is required. */
export interface RecallQuery {
  /** Product name as sold. */
  readonly product?: string;
  readonly brand?: string;
  /** Model, type or catalogue number. */
  readonly model?: string;
  /** UPC, EAN or other GTIN as printed. */
  readonly upc?: string;
}

/** Options of {@link matchRecalls}. */
export interface MatchRecallsOptions {
  /** ISO date of the check; snapshot ages are measured to it. Required. */
  readonly asOf: string;
  /**
   * Every recall source this check needs, with whether it was read and when. A source that is unavailable, undated or
   * older than its freshness limit makes a clean result `unknown`, never `no_match`. Required.
   */
  readonly sources: Readonly<Partial<Record<RecallSourceId, RecallSourceStatus>>>;
  /** Largest snapshot age in days, one number for all sources or per source. Default: the rule table (7 days each). */
  readonly freshnessDays?: number | Readonly<Partial<Record<RecallSourceId, number>>>;
  /** Most matches returned, best first. Default 20. */
  readonly maxMatches?: number;
  /** Language of evidence and reasons. Default `en`. */
  readonly lang?: ShippedLanguage;
}

/** The overall answer: `recalled` needs an identifier match with brand agreement; names alone give at most `possible_match`. */
export type RecallStatus = 'recalled' | 'possible_match' | 'no_match' | 'unknown';

/** One recall that matched, with the evidence. */
export interface RecallMatch {
  readonly source: RecallSourceId;
  readonly recall_id: string;
  readonly title: string;
  readonly url: string | null;
  readonly date: string | null;
  readonly hazards: readonly string[];
  readonly remedies: readonly string[];
  /** The tier that matched. */
  readonly matched_on: 'gtin' | 'model' | 'model_prefix' | 'brand' | 'name';
  /** What this match alone says. */
  readonly status: 'recalled' | 'possible_match';
  /** 0 to 1 (see RECALL_MATCH_CONFIDENCE). */
  readonly confidence: number;
  readonly brand_agreement: BrandAgreement;
  readonly evidence: string;
}

/** The outcome of {@link matchRecalls}. */
export interface MatchRecallsResult extends RuleCitations {
  readonly status: RecallStatus;
  /** Confidence of the best match; null when nothing matched. */
  readonly confidence: number | null;
  readonly matches: readonly RecallMatch[];
  /** How the query was read. */
  readonly query: {
    readonly gtin14: string | null;
    readonly model_normalized: string | null;
    readonly brand_keys: readonly string[];
    readonly name_tokens: readonly string[];
  };
  readonly sources: readonly SourceCoverage[];
  readonly reasons: readonly string[];
}

const STATUS_RANK = { recalled: 2, possible_match: 1 } as const;

/**
 * Checks one product against recall records, tier by tier: GTIN (check digit validated; `recalled` only when the brand
 * agrees, since barcodes get reused), model number (normalised exact, or the recall's model as a series prefix of the
 * product's; `recalled` only with brand agreement), brand alone, then product name (token containment or token-set
 * Dice), which can only ever say `possible_match`. A name is compared only with recalls that list no identifier, or
 * when the query has none. When no recall is confirmed and a needed source was unavailable, undated or stale, the
 * answer is `unknown`, never `no_match`.
 *
 * @param query - What is known about the product; see {@link RecallQuery}.
 * @param recalls - Normalised records, or (much faster when checking many products) an index from `createRecallIndex`.
 * @param options - See {@link MatchRecallsOptions}.
 * @returns Status, best-first matches with evidence and confidence, each source's coverage, reasons and rules applied.
 * @throws {@link GuidekitError} `required` on field `query` when nothing is given; `invalid_date` on `asOf`; `required`
 *   on `sources`; `invalid_value` on a bad source status, freshness or `maxMatches`; `invalid_lang` on `lang`.
 * @example
 * ```ts
 * matchRecalls({ upc: '628078802274', brand: 'Arizer' }, index, { asOf: '2026-07-01', sources: { cpsc: { status: 'ok', fetched_at: '2026-06-30' } } }).status
 * //=> 'recalled'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service (Shopping safety service: GET /api/safety/recalls)
 * @see /work/shared/research/safety-style.md, A1 "Matching a query to recalls"
 */
export function matchRecalls(query: RecallQuery, recalls: readonly RecallRecord[] | RecallIndex, options: MatchRecallsOptions): MatchRecallsResult {
  const fn = 'matchRecalls';
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${fn}: options with asOf and sources are required`, { code: 'required', field: 'asOf' });
  const asOf = parseIsoDate(options.asOf, { fn, field: 'asOf' });
  const lang = readEngineLang(options.lang, { fn });
  const t = createTranslate(MATCH_RECALLS_MESSAGES, lang);
  const maxMatches = options.maxMatches ?? 20;
  if (!Number.isInteger(maxMatches) || maxMatches < 1) throw new GuidekitError(`${fn}: maxMatches must be a positive whole number`, { code: 'invalid_value', field: 'maxMatches' });
  if (query === null || typeof query !== 'object') throw new GuidekitError(`${fn}: query must be an object`, { code: 'required', field: 'query' });
  const product = cleanText(query.product);
  const brand = cleanText(query.brand);
  const model = cleanText(query.model);
  const upc = cleanText(query.upc);
  if (product === '' && brand === '' && model === '' && upc === '') {
    throw new GuidekitError(`${fn}: give at least one of query.product, query.brand, query.model or query.upc`, { code: 'required', field: 'query' });
  }
  const confidenceRule = requireRule(RECALL_MATCH_CONFIDENCE, asOf);
  const freshnessRule = requireRule(RECALL_SNAPSHOT_FRESHNESS_DAYS, asOf);
  const c = confidenceRule.value;
  const coverage = assessSources(options.sources, asOf, freshnessRule.value, options.freshnessDays, fn);
  const index = Array.isArray(recalls) ? createRecallIndex(recalls) : (recalls as RecallIndex);
  if (index?.kind !== 'guidekit.recall_index') throw new GuidekitError(`${fn}: recalls must be recall records or a recall index`, { code: 'invalid_type', field: 'recalls' });

  const reasons: string[] = [];
  const gtinResult = upc === '' ? null : normalizeGtin(upc);
  const gtin14 = gtinResult?.valid ? gtinResult.gtin14 : null;
  if (gtinResult !== null && !gtinResult.valid) reasons.push(t('reason_invalid_upc', { upc, why: t(`why_${gtinResult.reason}`) }));
  const modelNorm = model === '' ? null : normalizeModelNumber(model);
  const usableModel = modelNorm?.usable ? modelNorm.normalized : null;
  if (modelNorm !== null && !modelNorm.usable) reasons.push(t('reason_model_unusable', { model }));
  const qBrand = brand === '' ? [] : brandKeys(brand);
  const qTokens = product === '' ? [] : nameTokens(product);

  const best = new Map<number, RecallMatch>();
  const consider = (i: number, m: Omit<RecallMatch, 'source' | 'recall_id' | 'title' | 'url' | 'date' | 'hazards' | 'remedies'>) => {
    const prev = best.get(i);
    if (prev !== undefined && (STATUS_RANK[prev.status] > STATUS_RANK[m.status] || (prev.status === m.status && prev.confidence >= m.confidence))) return;
    const r = index.records[i]!;
    best.set(i, { source: r.source, recall_id: r.id, title: r.title, url: r.url, date: r.date, hazards: r.hazards, remedies: r.remedies, ...m });
  };
  const agreementOf = (i: number) => brandAgreement(qBrand, index.brandKeys[i]!, index.texts[i]!);

  // Tier 1: the barcode.
  if (gtin14 !== null) {
    for (const i of index.byGtin.get(gtin14) ?? []) {
      const a = agreementOf(i);
      const conf = a === 'agree' ? c.gtin_brand_agrees : a === 'disagree' ? c.gtin_brand_disagrees : c.gtin_brand_unknown;
      consider(i, { matched_on: 'gtin', status: a === 'agree' ? 'recalled' : 'possible_match', confidence: conf, brand_agreement: a, evidence: t('evidence_gtin', { gtin: gtin14, brand_agreement: t(`agreement_${a}`) }) });
    }
  }
  // Tier 2: the model number, exact or as a member of a recalled series.
  if (usableModel !== null) {
    for (const i of index.byModel.get(usableModel) ?? []) {
      const a = agreementOf(i);
      const conf = a === 'agree' ? c.model_brand_agrees : a === 'disagree' ? c.model_brand_disagrees : c.model_brand_unknown;
      consider(i, { matched_on: 'model', status: a === 'agree' ? 'recalled' : 'possible_match', confidence: conf, brand_agreement: a, evidence: t('evidence_model', { model: usableModel, brand_agreement: t(`agreement_${a}`) }) });
    }
    for (let k = c.model_prefix_min_length; k < usableModel.length; k++) {
      const prefix = usableModel.slice(0, k);
      for (const i of index.byModel.get(prefix) ?? []) {
        const a = agreementOf(i);
        if (a === 'disagree') continue;
        consider(i, {
          matched_on: 'model_prefix',
          status: a === 'agree' ? 'recalled' : 'possible_match',
          confidence: a === 'agree' ? c.model_prefix_brand_agrees : c.model_prefix_brand_unknown,
          brand_agreement: a,
          evidence: t('evidence_model_prefix', { prefix, model: usableModel, brand_agreement: t(`agreement_${a}`) }),
        });
      }
    }
  }
  const hasIdentifier = gtin14 !== null || usableModel !== null;
  // Tier 3: the brand alone, when nothing narrower was given.
  if (!hasIdentifier && qTokens.length === 0 && qBrand.length > 0) {
    for (const i of candidates(index, qBrand.flatMap((k) => k.split(' ')))) {
      if (agreementOf(i) === 'agree') consider(i, { matched_on: 'brand', status: 'possible_match', confidence: c.brand_only, brand_agreement: 'agree', evidence: t('evidence_brand') });
    }
  }
  // Tier 4: the product name, never more than a possible match.
  if (qTokens.length > 0) {
    // A name passing the Dice threshold shares at least `need` query tokens, so it holds one of the
    // (qTokens.length − need + 1) rarest ones: only their postings need to be read.
    const need = Math.max(1, Math.ceil((c.name_dice_threshold / 2) * (qTokens.length + 1)));
    const postings = hasIdentifier ? index.byTokenNoId : index.byToken;
    const rarest = [...qTokens].sort((x, y) => (postings.get(x)?.length ?? 0) - (postings.get(y)?.length ?? 0)).slice(0, qTokens.length - need + 1);
    const seen = new Set<number>();
    for (const tok of rarest) {
      for (const i of postings.get(tok) ?? []) {
        if (seen.has(i)) continue;
        seen.add(i);
        const rt = index.nameTokenSets[i]!;
        let shared = 0;
        for (const x of qTokens) if (rt.has(x)) shared++;
        const dice = (2 * shared) / (qTokens.length + rt.size);
        const contained = shared === qTokens.length;
        if (!contained && dice < c.name_dice_threshold) continue;
        const a = agreementOf(i);
        if (a === 'disagree' || (qTokens.length < 2 && a !== 'agree')) continue;
        const conf = contained ? (a === 'agree' ? c.name_max : c.name_max - 0.1) : dice * c.name_max;
        consider(i, {
          matched_on: 'name',
          status: 'possible_match',
          confidence: round2(Math.min(c.name_max, conf)),
          brand_agreement: a,
          evidence: t('evidence_name', { tokens: qTokens.filter((x) => rt.has(x)).join(', ') }),
        });
      }
    }
  }

  const matches = [...best.values()]
    .sort((x, y) => STATUS_RANK[y.status] - STATUS_RANK[x.status] || y.confidence - x.confidence || (y.date ?? '').localeCompare(x.date ?? '') || x.recall_id.localeCompare(y.recall_id))
    .slice(0, maxMatches);
  const top = matches[0];
  const gaps = coverage.filter((s) => s.status !== 'ok');
  let status: RecallStatus;
  if (top?.status === 'recalled') status = 'recalled';
  else if (gaps.length > 0 || coverage.length === 0) status = 'unknown';
  else if (top !== undefined) status = 'possible_match';
  else if (!hasIdentifier && qBrand.length === 0 && qTokens.length === 0) status = 'unknown';
  else status = 'no_match';

  if (top !== undefined) reasons.unshift(t(top.status === 'recalled' ? 'reason_recalled' : 'reason_possible', { title: top.title, source: top.source, id: top.recall_id }));
  else if (status === 'no_match') reasons.unshift(t('reason_no_match'));
  if (status === 'unknown' && !hasIdentifier && qBrand.length === 0 && qTokens.length === 0) reasons.push(t('reason_nothing_to_match'));
  if (coverage.length === 0) reasons.push(t('reason_no_sources'));
  for (const s of gaps) {
    if (s.status === 'unavailable') reasons.push(t('reason_source_unavailable', { source: s.id }));
    else if (s.age_days === null) reasons.push(t('reason_source_undated', { source: s.id }));
    else reasons.push(t('reason_source_stale', { source: s.id, age: s.age_days, limit: s.freshness_days }));
  }
  return {
    status,
    confidence: top?.confidence ?? null,
    matches,
    query: { gtin14, model_normalized: modelNorm?.normalized ?? null, brand_keys: qBrand, name_tokens: qTokens },
    sources: coverage,
    reasons,
    ...citeRules([confidenceRule, freshnessRule]),
  };
}

/** Records sharing at least one token with the query, from the inverted index. */
function candidates(index: RecallIndex, tokens: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const tok of tokens) for (const i of index.byToken.get(tok) ?? []) out.add(i);
  return out;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
