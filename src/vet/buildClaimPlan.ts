import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { assessDisabilityClaim, MAX_CONDITIONS, type AssessedCondition } from './assessDisabilityClaim.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { runAsOwnError } from './_lib/runAsOwnError.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { BUILD_CLAIM_PLAN_MESSAGES as MESSAGES } from './messages/buildClaimPlan.js';
import { CLAIM_EVIDENCE_COUNTRY_ROUTES } from './rules/claimEvidenceCountries.js';
import { CLAIM_PROCESS_RULES } from './rules/claimEvidenceRules.js';
import type { CountryScope, ScopeVeteranCountryResult } from './scopeVeteranCountry.js';

/** What {@link buildClaimPlan} plans. */
export interface ClaimPlanInput {
  /** Conditions to claim in plain words, 1 to `MAX_CONDITIONS`. */
  readonly conditions: readonly string[];
  /** Service era or location in plain words (`Vietnam`, `Gulf War`, `post-9/11`). */
  readonly service_era?: string;
  /** Current combined service-connected rating in percent (0–100). */
  readonly current_rating?: number;
  /** Conditions VA denied before, in plain words. */
  readonly previous_denials?: readonly string[];
  /** Country whose system to plan for (see `scopeVeteranCountry`). */
  readonly country?: string;
}

/** Options of {@link buildClaimPlan}. */
export interface BuildClaimPlanOptions {
  /** ISO date (YYYY-MM-DD) whose rules apply. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** The plan for one condition. */
export interface PlannedCondition {
  readonly input: string;
  readonly status: AssessedCondition['status'];
  readonly id: string | null;
  readonly name: string | null;
  /** Presumptive programs the condition falls under for the service era (US only). */
  readonly presumptive: AssessedCondition['presumptive'];
  /** `presumptive` (no nexus needed), `secondary` (caused by another listed condition) or `direct`. */
  readonly nexus_route: 'presumptive' | 'secondary' | 'direct';
  /** The condition this one is claimed as secondary to, when `nexus_route` is `secondary`. */
  readonly secondary_to: string | null;
  /** What the causation letter must address (from the disability assessment). */
  readonly causation_letter_topics: readonly string[];
  /** The filled causation-letter text, or the presumptive note. */
  readonly causation_letter: string;
  readonly witness_focus: string;
}

/** One previously denied condition and how to take it back up. */
export interface DeniedCondition {
  readonly input: string;
  /** Catalog id of the matching condition in this claim, or null. */
  readonly condition_id: string | null;
  readonly options: readonly string[];
}

/** What {@link buildClaimPlan} returns. */
export interface BuildClaimPlanResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  readonly conditions: readonly PlannedCondition[];
  readonly unknown_conditions: readonly string[];
  readonly records_to_request: readonly string[];
  readonly witness_statements: { readonly guidance: readonly string[]; readonly by_condition: readonly string[] };
  readonly exam_preparation: readonly string[];
  readonly causation_letter: { readonly standard: string; readonly template: string };
  readonly secondary_conditions: readonly { readonly id: string; readonly name: string; readonly because_of: readonly string[] }[];
  readonly strategy: { readonly steps: readonly string[]; readonly previous_denials: readonly DeniedCondition[] };
  readonly local_procedure: { readonly description: string; readonly sources: readonly string[] } | null;
  readonly summary: string;
  readonly notes: readonly string[];
  /** Endpoints to call next (spec rule 3). */
  readonly next_calls: readonly string[];
  readonly disclaimer: string;
}

const FN = 'buildClaimPlan';
/**
 * Builds a claim evidence plan: records to request, witness-statement guidance, exam preparation, a causation
 * (nexus) letter per condition at the "at least as likely as not" standard of 38 CFR 3.102, secondary conditions and
 * the overall strategy (intent to file, 38 CFR 3.155; supplemental claim, higher-level review or Board appeal for
 * earlier denials, 38 CFR 3.2501).
 *
 * @remarks
 * Conditions are matched exactly as `assessDisabilityClaim` matches them (same catalog, same normalized words), and
 * its presumptive, secondary and nexus findings drive the plan. A listed condition that is a known secondary of
 * another listed one gets a 38 CFR 3.310 letter; a presumptive one needs no nexus letter. Outside the US the same
 * medical evidence plan is given with the country's records and review routes and no US forms or deadlines.
 *
 * @param input - See {@link ClaimPlanInput}.
 * @param options - See {@link BuildClaimPlanOptions}.
 * @returns The plan with country scope, disclaimer and rule citations.
 * @throws {@link GuidekitError} as `assessDisabilityClaim` for `conditions`, `service_era` and `country`;
 *   `invalid_number`, `too_small`, `too_big` for `current_rating`; `invalid_type` or `too_big` for `previous_denials`.
 * @example
 * ```ts
 * const plan = buildClaimPlan({ conditions: ['sleep apnea', 'PTSD'], previous_denials: ['sleep apnea'] }, { asOf: '2026-03-01' });
 * plan.conditions[0].nexus_route //=> 'secondary' (sleep apnea secondary to PTSD)
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-3/subpart-A/section-3.102
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-3/subpart-D/section-3.2501
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (claim-builder)
 */
export function buildClaimPlan(input: ClaimPlanInput, options: BuildClaimPlanOptions): BuildClaimPlanResult {
  const extra = readExtra(input);
  const lang = options?.lang ?? 'en';
  const eraAndCountry = { ...(input.service_era === undefined ? {} : { service_era: input.service_era }), ...(input.country === undefined ? {} : { country: input.country }) };
  const assessment = runAsOwnError(FN, () => assessDisabilityClaim({ conditions: input.conditions, ...eraAndCountry }, options));
  const denialAssessment = extra.denials.length === 0 ? null : runAsOwnError(FN, () => assessDisabilityClaim({ conditions: extra.denials, ...eraAndCountry }, options));
  const asOf = options.asOf;
  const t = createTranslate(MESSAGES, lang);
  const scope = assessment.country_scope;
  const key = scope.mapped ? (scope.country as 'US' | 'UK' | 'Canada' | 'Australia' | 'NewZealand' | 'Germany') : null;
  const isUs = key === 'US';
  const process = ruleInForce(CLAIM_PROCESS_RULES, asOf, FN);
  const rules: AppliedRule<unknown>[] = [...(assessment.rules_applied as AppliedRule<unknown>[])];
  if (isUs) rules.push(process);
  const p = process.value;
  const programName = new Map(assessment.presumptive.programs.map((x) => [x.id, x.name]));

  // Which listed condition each listed condition is a known secondary of (38 CFR 3.310).
  const primaryOf = new Map<string, string>();
  for (const c of assessment.conditions) {
    for (const s of c.secondary_conditions) if (!primaryOf.has(s.id) && c.name !== null && s.id !== c.id) primaryOf.set(s.id, c.name);
  }
  // Outside the US the letter is addressed to the country's own authority, with no US regulation or standard in it.
  const authority = scope.authority ?? t('authority_unmapped');
  const letter = (condition: string, link: string) => (isUs ? t('letter_template', { condition, link }) : t('letter_template_intl', { condition, link, authority }));
  const planned = assessment.conditions.map((c): PlannedCondition => {
    const label = c.name ?? c.input;
    const presumed = isUs && c.presumptive.length > 0;
    const primary = c.id === null ? undefined : primaryOf.get(c.id);
    const route = presumed ? 'presumptive' : primary !== undefined ? 'secondary' : 'direct';
    const link = isUs
      ? route === 'secondary' ? t('letter_secondary', { primary: primary ?? '' }) : t('letter_direct')
      : route === 'secondary' ? t('letter_secondary_intl', { primary: primary ?? '' }) : t('letter_direct_intl');
    return {
      input: c.input, status: c.status, id: c.id, name: c.name, presumptive: c.presumptive, nexus_route: route, secondary_to: primary ?? null,
      causation_letter_topics: c.causation_letter_topics,
      causation_letter: presumed
        ? t('letter_presumptive', { program: c.presumptive.map((x) => programName.get(x.program) ?? x.program).join(', ') })
        : letter(label, link),
      witness_focus: t('wit_condition', { condition: label }),
    };
  });

  const bodySystems = new Set(assessment.conditions.map((c) => c.body_system));
  const era = assessment.presumptive.service_era;
  const records = [t('rec_str'), t('rec_personnel'), t('rec_private'), t('rec_va'), ...(era === null ? [] : [t('rec_exposure', { era })]), t('rec_ssa')];
  const exam = [
    t('exam_worst_days'), t(isUs ? 'exam_flare' : 'exam_flare_intl'), ...(bodySystems.has('musculoskeletal') ? [t('exam_rom')] : []),
    ...(bodySystems.has('mental') ? [t('exam_mental')] : []), ...(bodySystems.has('ear') ? [t('exam_hearing')] : []),
    t('exam_list'), t('exam_attend'), t('exam_copy'),
  ];

  // Strategy and earlier denials.
  const steps: string[] = [];
  const denials: DeniedCondition[] = [];
  if (isUs) {
    steps.push(t('strat_itf', { months: p.intent_to_file_months }), t('strat_file'));
    if (assessment.secondary_conditions.length > 0) steps.push(t('strat_secondary', { conditions: assessment.secondary_conditions.map((s) => s.name).join(', ') }));
    const presumptivePrograms = assessment.presumptive.programs.filter((x) => x.matched_conditions.length > 0).map((x) => x.name);
    if (presumptivePrograms.length > 0) steps.push(t('strat_presumptive', { programs: presumptivePrograms.join(', ') }));
    if (extra.rating !== null && extra.rating > 0) steps.push(t('strat_increase', { rating: extra.rating }));
    if (extra.rating !== null && extra.rating >= 60 && extra.rating < 100) steps.push(t('strat_tdiu', { rating: extra.rating }));
    steps.push(t('strat_advocate'));
    // Denials are matched with the same catalog; a denied condition now presumptive is flagged (e.g. PACT Act).
    const deniedPrograms = new Map(denialAssessment?.presumptive.programs.map((x) => [x.id, x.name]) ?? []);
    (denialAssessment?.conditions ?? []).forEach((d, i) => {
      const input = extra.denials[i] as string;
      const inClaim = d.id !== null && planned.some((c) => c.id === d.id);
      const opts = [t('denial_supplemental', { months: p.continuous_pursuit_months }), t('denial_hlr', { months: p.review_request_months }), t('denial_board', { months: p.review_request_months })];
      if (d.presumptive.length > 0) {
        opts.unshift(t('denial_pact', { condition: d.name ?? input, program: d.presumptive.map((x) => deniedPrograms.get(x.program) ?? x.program).join(', ') }));
      }
      if (!inClaim) opts.unshift(t('denial_unmatched', { input }));
      denials.push({ input, condition_id: d.id, options: opts });
    });
  }
  let local: BuildClaimPlanResult['local_procedure'] = null;
  if (!isUs && key !== null) {
    const routes = ruleInForce(CLAIM_EVIDENCE_COUNTRY_ROUTES[key], asOf, FN);
    rules.push(routes);
    local = { description: t(`nonus_${key}`), sources: routes.value };
  }
  const nexusCount = planned.filter((c) => c.nexus_route !== 'presumptive').length;
  const summary = isUs
    ? t('summary_us', { count: planned.length, nexus_count: nexusCount, denials: denials.length === 0 ? '' : t('summary_denials', { count: denials.length }) })
    : key === null ? t('summary_unmapped', { country: scope.country_name })
      : t('summary_non_us', { country: scope.country_name, count: planned.length, program: assessment.local_scheme?.name ?? '' });

  return {
    country_scope: scope,
    currency: assessment.currency,
    conditions: planned,
    unknown_conditions: assessment.unknown_conditions,
    records_to_request: isUs ? records : [],
    witness_statements: { guidance: isUs ? [t('wit_form'), t('wit_who'), t('wit_content')] : [t('wit_who'), t('wit_content')], by_condition: planned.map((c) => c.witness_focus) },
    exam_preparation: isUs ? exam : exam.filter((x) => x !== t('exam_attend') && x !== t('exam_copy')),
    causation_letter: {
      standard: isUs
        ? t('letter_standard', { percent: p.nexus_probability_percent })
        : key === null
          ? t('letter_standard_unmapped', { country: scope.country_name })
          : t('letter_standard_intl', { country: scope.country_name, authority }),
      template: letter('[condition]', t(isUs ? 'letter_direct' : 'letter_direct_intl')),
    },
    secondary_conditions: assessment.secondary_conditions,
    strategy: { steps, previous_denials: denials },
    local_procedure: local,
    summary,
    notes: [...assessment.notes, ...(key === null ? [t('nonus_unmapped', { country: scope.country_name })] : [])],
    next_calls: suggestNextCalls('claim-builder'),
    disclaimer: assessment.disclaimer,
    ...citeRules(rules, { lang }),
  };
}

/** Max previously denied conditions one call may list. */
const MAX_DENIALS = MAX_CONDITIONS;

function readExtra(input: ClaimPlanInput): { rating: number | null; denials: string[] } {
  if (typeof input !== 'object' || input === null) throw new GuidekitError(`${FN}: input must be an object with conditions`, { code: 'invalid_type', field: 'input' });
  let rating: number | null = null;
  if (input.current_rating !== undefined) {
    const v: unknown = input.current_rating;
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new GuidekitError(`${FN}: current_rating must be a whole percentage`, { code: 'invalid_number', field: 'current_rating' });
    if (v < 0) throw new GuidekitError(`${FN}: current_rating must be at least 0, got ${v}`, { code: 'too_small', field: 'current_rating' });
    if (v > 100) throw new GuidekitError(`${FN}: current_rating must be at most 100, got ${v}`, { code: 'too_big', field: 'current_rating' });
    rating = v;
  }
  const denials: string[] = [];
  if (input.previous_denials !== undefined) {
    if (!Array.isArray(input.previous_denials)) throw new GuidekitError(`${FN}: previous_denials must be an array of strings`, { code: 'invalid_type', field: 'previous_denials' });
    if (input.previous_denials.length > MAX_DENIALS) throw new GuidekitError(`${FN}: previous_denials must list at most ${MAX_DENIALS} conditions`, { code: 'too_big', field: 'previous_denials' });
    input.previous_denials.forEach((d: unknown, i) => {
      if (typeof d !== 'string') throw new GuidekitError(`${FN}: previous_denials[${i}] must be a string`, { code: 'invalid_type', field: `previous_denials[${i}]` });
      if (d.trim() !== '') denials.push(d.trim());
    });
  }
  return { rating, denials };
}
