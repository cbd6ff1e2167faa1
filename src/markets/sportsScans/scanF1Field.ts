import type { RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { requireRule } from '../../core/requireRule.js';
import { SPORTS_F1_RATING } from '../rules/sportsScans.js';
import { computeHarvilleProbabilities } from '../sports/computeHarvilleProbabilities.js';
import { simulatePlackettLuce } from '../sports/simulatePlackettLuce.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { fitPlackettLuceStrengths } from './fitPlackettLuceStrengths.js';
import { mergeSportsCitations } from './mergeSportsCitations.js';
import { sportsScanMessages } from './messages/sportsScans.js';

/** One driver of the field. */
export interface F1FieldDriver {
  readonly driver_id: string;
  readonly code: string | null;
  readonly name: string;
  readonly team_id: string;
  readonly team: string;
}

/** One classified session read for the rating, finishing order best first. */
export interface F1ClassifiedSession {
  readonly season: number;
  readonly round: number;
  readonly name: string;
  /** Driver ids in classification order (retirements after finishers, as classified). */
  readonly order: readonly string[];
}

/** What {@link scanF1Field} rates. */
export interface F1FieldInput {
  /** The race scanned. */
  readonly race: { readonly season: number; readonly round: number; readonly name: string; readonly date: string; readonly circuit: string };
  /** The drivers expected to start (the latest classified race's entrants). */
  readonly field: readonly F1FieldDriver[];
  /** Race classifications read, most recent first. */
  readonly races: readonly F1ClassifiedSession[];
  /** Qualifying classifications read, most recent first (may be empty). */
  readonly qualifying: readonly F1ClassifiedSession[];
}

/** Options of {@link scanF1Field}. */
export interface ScanF1FieldOptions {
  /** ISO date whose rating rule applies. Required. */
  readonly asOf: string;
  readonly lang?: 'en' | 'es';
}

/** One driver's outlook. */
export interface F1DriverOutlook extends F1FieldDriver {
  /** Plackett–Luce strength from the races read (the reference car is 1). */
  readonly strength: number;
  readonly win: number;
  /** Harville: finishing in the first three (exact). */
  readonly podium: number;
  /** Plackett–Luce simulation: in the first six, and in the points (first ten). */
  readonly top6: number;
  readonly top10: number;
  /** Pole position, from the qualifying sessions read; null without any. */
  readonly pole: number | null;
  readonly fair_odds_win: number;
  readonly races_rated: number;
}

/** The F1 field scan. */
export interface F1FieldScan {
  readonly race: F1FieldInput['race'];
  /** `results_rating`: no odds source prices F1, so every probability comes from the results rating. */
  readonly basis: 'results_rating';
  readonly drivers: readonly F1DriverOutlook[];
  /** Each team's chance that one of its drivers wins, and its expected podium places. */
  readonly constructors: readonly { readonly team_id: string; readonly team: string; readonly win: number; readonly podium_places: number }[];
  /** Teammates' head-to-heads (Harville: p_a / (p_a + p_b)). */
  readonly head_to_head: readonly { readonly a: string; readonly b: string; readonly team: string; readonly a_ahead: number }[];
  readonly rating: { readonly races: readonly { readonly season: number; readonly round: number; readonly name: string; readonly weight: number }[]; readonly qualifying_sessions: number; readonly draws: number; readonly seed: number; readonly max_standard_error: number };
  readonly saw: readonly string[];
  readonly not_seen: readonly string[];
  readonly explanation: string;
  readonly rules: RuleCitations;
}

/**
 * Rates a Formula 1 field from its recent classifications and prices the weekend's markets: win, podium, top six, the
 * points (top ten), pole, each constructor's win, and teammates' head-to-heads.
 *
 * @remarks Strengths are Plackett–Luce, fitted by {@link fitPlackettLuceStrengths} to the last races read, each race
 * weighted `decay`^age (rule `markets.sports.f1.rating`), with one virtual win and loss per driver against a reference
 * car. Win probabilities are the strengths' shares of the field; podium and head-to-head come exactly from Harville's
 * model ({@link computeHarvilleProbabilities}), top six and ten from a seeded Plackett–Luce simulation
 * ({@link simulatePlackettLuce}); pole from strengths fitted the same way to the qualifying orders.
 *
 * @param input - {@link F1FieldInput}.
 * @param options - {@link ScanF1FieldOptions}; `asOf` is required.
 * @returns {@link F1FieldScan}, drivers by win probability.
 * @throws {@link GuidekitError} `too_small` with fewer than two drivers or no race read; `invalid_type` on `input`.
 * @example
 * ```ts
 * scanF1Field({ race, field, races, qualifying: [] }, { asOf: '2023-07-20' }).drivers[0].win;
 * ```
 * @see docs/sports-endpoints.md
 */
export function scanF1Field(input: F1FieldInput, options: ScanF1FieldOptions): F1FieldScan {
  const fn = 'scanF1Field';
  const opts = readOptions(fn, options);
  if (input === null || typeof input !== 'object' || !Array.isArray(input.field as unknown) || !Array.isArray(input.races as unknown)) fail(fn, 'input', 'invalid_type', 'input must hold race, field, races and qualifying');
  if (input.field.length < 2) fail(fn, 'field', 'too_small', 'the field needs at least two drivers');
  if (input.races.length === 0) fail(fn, 'races', 'too_small', 'at least one classified race is needed');
  const asOf = String(opts.asOf);
  const lang = opts.lang ?? 'en';
  const t = createTranslate(sportsScanMessages, lang);
  const rule = requireRule(SPORTS_F1_RATING, asOf);
  const r = rule.value;
  const weighted = input.races.slice(0, r.races).map((race, age) => ({ race, weight: r.decay ** age }));
  const fit = fitPlackettLuceStrengths(weighted.map((x) => ({ order: x.race.order, weight: x.weight })), { priorWeight: r.prior_weight, iterations: r.iterations });
  const quali = input.qualifying.slice(0, r.races);
  const qfit = quali.length === 0 ? null : fitPlackettLuceStrengths(quali.map((q, age) => ({ order: q.order, weight: r.decay ** age })), { priorWeight: r.prior_weight, iterations: r.iterations });
  const strength = input.field.map((d) => fit.strengths[d.driver_id] ?? 1);
  const total = strength.reduce((s, x) => s + x, 0);
  const win = strength.map((s) => s / total);
  const harville = computeHarvilleProbabilities(win, { positions: Math.min(3, input.field.length) });
  const positions = Math.min(10, input.field.length);
  const sim = simulatePlackettLuce(strength, { seed: r.seed, draws: r.draws, positions });
  const qStrength = qfit === null ? null : input.field.map((d) => qfit.strengths[d.driver_id] ?? 1);
  const qTotal = qStrength?.reduce((s, x) => s + x, 0) ?? 1;
  const podiumAt = Math.min(2, harville.positions - 1);
  const drivers: F1DriverOutlook[] = input.field.map((d, i) => ({
    ...d,
    strength: strength[i]!,
    win: win[i]!,
    podium: harville.top[i]![podiumAt]!,
    top6: sim.top[i]![Math.min(5, positions - 1)]!,
    top10: sim.top[i]![positions - 1]!,
    pole: qStrength === null ? null : qStrength[i]! / qTotal,
    fair_odds_win: 1 / win[i]!,
    races_rated: fit.appearances[d.driver_id] ?? 0,
  }));
  const teams = [...new Map(input.field.map((d) => [d.team_id, d.team])).entries()];
  const constructors = teams
    .map(([team_id, team]) => {
      const members = input.field.map((d, i) => (d.team_id === team_id ? i : -1)).filter((i) => i >= 0);
      // Expected podium places of the team: the sum of its drivers' podium chances (exact under Harville).
      return { team_id, team, win: members.reduce((s, i) => s + win[i]!, 0), podium_places: members.reduce((s, i) => s + harville.top[i]![podiumAt]!, 0) };
    })
    .sort((a, b) => b.win - a.win);
  const head_to_head = teams.flatMap(([team_id, team]) => {
    const members = input.field.map((d, i) => (d.team_id === team_id ? i : -1)).filter((i) => i >= 0);
    const out = [];
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        const a = members[x]!;
        const b = members[y]!;
        out.push({ a: input.field[a]!.driver_id, b: input.field[b]!.driver_id, team, a_ahead: harville.head_to_head[a]![b]! });
      }
    }
    return out;
  });
  drivers.sort((a, b) => b.win - a.win);
  const top = drivers[0]!;
  const races = weighted.map((x) => ({ season: x.race.season, round: x.race.round, name: x.race.name, weight: x.weight }));
  const saw = [
    t('f1_saw_races', { count: races.length, first: `${races[races.length - 1]!.season} ${races[races.length - 1]!.name}`, last: `${races[0]!.season} ${races[0]!.name}`, decay: r.decay }),
    quali.length === 0 ? t('f1_saw_no_qualifying') : t('f1_saw_qualifying', { count: quali.length }),
  ];
  const not_seen = [t('f1_not_odds'), t('f1_not_seen')];
  return {
    race: input.race,
    basis: 'results_rating',
    drivers,
    constructors,
    head_to_head,
    rating: { races, qualifying_sessions: quali.length, draws: sim.draws, seed: sim.seed, max_standard_error: sim.max_standard_error },
    saw,
    not_seen,
    explanation: t('f1_explanation', { race: `${input.race.season} ${input.race.name}`, driver: top.name, win: pct(top.win), podium: pct(top.podium), team: constructors[0]!.team, team_win: pct(constructors[0]!.win) }),
    rules: mergeSportsCitations([rule], lang),
  };
}

const pct = (p: number) => `${(100 * p).toFixed(1)} %`;
