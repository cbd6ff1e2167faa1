import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { RatingInput } from '../combineRatings.js';
import type { AssessedCondition, ConditionPresumption } from '../assessDisabilityClaim.js';
import type { AssessDisabilityClaimMessageKey } from '../messages/assessDisabilityClaim.js';
import type { ConditionRule, NexusTopic } from '../rules/conditionCatalog.js';
import type { PresumptiveProgram } from '../rules/presumptiveConditions.js';
import type { ProgramInForce } from './findPresumptivePrograms.js';
import { matchCondition } from './matchCondition.js';
import { containsPhrase, normalizeWords } from './normalizeWords.js';

const LEFT = new Set(['left', 'izquierda', 'izquierdo', 'izq']);
const RIGHT = new Set(['right', 'derecha', 'derecho', 'der']);
const BOTH = new Set(['bilateral', 'both', 'ambo', 'amba']);

/** The claimed conditions assessed one by one, with the likely ratings they add to the combined range. */
export interface ClaimedConditions {
  /** One entry per condition, in the order given. */
  readonly assessed: AssessedCondition[];
  /** Low end of each likely rating (US only; one per side for a paired extremity). */
  readonly ratingsLow: RatingInput[];
  /** High end of each likely rating, in the same order. */
  readonly ratingsHigh: RatingInput[];
  /** Catalog ids of the conditions matched. */
  readonly matchedIds: Set<string>;
  /** True when a digestive condition is assessed under the May 2024 digestive-system schedule. */
  readonly digestive2024: boolean;
}

/** Topics whose US wording cites a regulation or the US standard of proof; other countries get a neutral wording. */
type IntlTopic = 'stressor' | 'secondary_causation' | 'aggravation' | 'at_least_as_likely';
const INTL_TOPICS: ReadonlySet<string> = new Set<IntlTopic>(['stressor', 'secondary_causation', 'aggravation', 'at_least_as_likely']);

/**
 * Assesses each claimed condition: matched to the rating-schedule catalog by its words, with its diagnostic codes and
 * likely rating (US only), the sides named, the presumptive programs it falls under, the secondary conditions it
 * often leads to and what a causation (nexus) letter should address. A paired-extremity condition named on both sides
 * counts as two disabilities, so the bilateral factor can apply.
 *
 * @param conditions - The conditions in the veteran's words, already checked.
 * @param options - The catalog version in force, the presumptive programs the era points to, whether the claim is US,
 *   the language and its translator.
 * @returns The assessed conditions and the likely ratings to combine.
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4
 */
export function assessClaimedConditions(
  conditions: readonly string[],
  options: {
    readonly catalogRule: AppliedRule<readonly ConditionRule[]>;
    readonly programs: readonly ProgramInForce[];
    readonly isUs: boolean;
    readonly lang: ShippedLanguage;
    readonly t: Translate<AssessDisabilityClaimMessageKey>;
  },
): ClaimedConditions {
  const { catalogRule, programs, isUs, lang, t } = options;
  const catalog = catalogRule.value;
  const byId = new Map(catalog.map((c) => [c.id, c]));
  const assessed: AssessedCondition[] = [];
  const ratingsLow: RatingInput[] = [];
  const ratingsHigh: RatingInput[] = [];
  const matchedIds = new Set<string>();
  let digestive2024 = false;
  for (const text of conditions) {
    const words = normalizeWords(text);
    const rule = matchCondition(catalog, words);
    const presumptive: ConditionPresumption[] = [];
    for (const { program } of programs) {
      const term = matchPresumptive(program, words, rule?.id);
      if (term !== null) presumptive.push({ program: program.id, term });
    }
    if (rule === undefined) {
      assessed.push({
        input: text, status: 'unknown', id: null, name: null, body_system: null, diagnostic_codes: [], cfr: null, schedule: [],
        likely_rating: null, sides: null, presumptive, secondary_conditions: [], causation_letter_topics: [t('nexus_current_diagnosis'), t('nexus_in_service_event'), t(isUs ? 'nexus_at_least_as_likely' : 'nexus_at_least_as_likely_intl')],
        notes: [t('note_unknown', { input: text })],
      });
      continue;
    }
    matchedIds.add(rule.id);
    const name = rule.name[lang] ?? rule.name.en;
    const sides = sidesOf(words);
    const conditionNotes: string[] = [];
    if (rule.remark === 'not_a_disability') conditionNotes.push(t('note_not_a_disability', { name }));
    if (isUs && rule.remark === 'analogous') conditionNotes.push(t('note_analogous', { code: rule.diagnostic_codes.join(', ') }));
    if (isUs && rule.smc_k === true) conditionNotes.push(t('note_smc_k'));
    if (isUs && (rule.id === 'gerd' || rule.id === 'ibs') && catalogRule.effective >= '2024-05-19') digestive2024 = true;
    const ratable = rule.likely !== null;
    if (isUs && ratable && rule.likely !== null) {
      const [low, high] = rule.likely;
      if (rule.limb !== undefined && sides !== null) {
        if (sides.length === 2) conditionNotes.push(t('note_bilateral', { input: text }));
        for (const side of sides) {
          ratingsLow.push({ rating: low, side, limb: rule.limb });
          ratingsHigh.push({ rating: high, side, limb: rule.limb });
        }
      } else {
        ratingsLow.push(low);
        ratingsHigh.push(high);
      }
    }
    assessed.push({
      input: text,
      status: ratable ? 'matched' : 'not_a_disability',
      id: rule.id,
      name,
      body_system: rule.body_system,
      diagnostic_codes: isUs ? rule.diagnostic_codes : [],
      cfr: isUs && ratable ? rule.cfr : null,
      schedule: isUs ? rule.schedule : [],
      likely_rating: isUs && rule.likely !== null ? { low: rule.likely[0], high: rule.likely[1] } : null,
      sides,
      presumptive,
      secondary_conditions: rule.secondary.flatMap((id) => {
        const s = byId.get(id);
        return s === undefined ? [] : [{ id, name: s.name[lang] ?? s.name.en }];
      }),
      // Outside the US the topics carry no US regulation or standard.
      causation_letter_topics: nexusTopics(rule.nexus, presumptive.length > 0).map((k) => t(!isUs && INTL_TOPICS.has(k) ? (`nexus_${k}_intl` as `nexus_${IntlTopic}_intl`) : `nexus_${k}`)),
      notes: conditionNotes,
    });
  }
  return { assessed, ratingsLow, ratingsHigh, matchedIds, digestive2024 };
}

/** The program's term for a condition: by catalog id, else by the longest keyword contained in the input. */
function matchPresumptive(program: PresumptiveProgram, words: readonly string[], catalogId: string | undefined): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const condition of program.conditions) {
    if (catalogId !== undefined && condition.catalog_ids?.includes(catalogId) === true) return condition.term;
    for (const keyword of condition.keywords) {
      const phrase = normalizeWords(keyword);
      if (phrase.length > bestLength && containsPhrase(words, phrase)) {
        best = condition.term;
        bestLength = phrase.length;
      }
    }
  }
  return best;
}

/** The sides a condition is claimed on, in English or Spanish words; both when the input says bilateral or names both. */
function sidesOf(words: readonly string[]): ('left' | 'right')[] | null {
  const both = words.some((w) => BOTH.has(w)) || (words.some((w) => LEFT.has(w)) && words.some((w) => RIGHT.has(w)));
  if (both) return ['left', 'right'];
  if (words.some((w) => LEFT.has(w))) return ['left'];
  if (words.some((w) => RIGHT.has(w))) return ['right'];
  return null;
}

/** A condition's nexus topics: a current diagnosis first, then its own, then the 50% standard; none for a presumptive. */
function nexusTopics(own: readonly NexusTopic[], presumed: boolean): (NexusTopic | 'at_least_as_likely')[] {
  if (presumed) return ['current_diagnosis'];
  const topics: (NexusTopic | 'at_least_as_likely')[] = ['current_diagnosis'];
  for (const topic of own) if (!topics.includes(topic)) topics.push(topic);
  topics.push('at_least_as_likely');
  return topics;
}
