import type { SeasonMonths } from '../../rules/sportsSeasons.js';
import type { RoleHit } from './recognizeEntities.js';

/** A team or player the question names, resolved to one name and sport. */
export interface SportsMention {
  readonly role: 'team' | 'player';
  /** The canonical name. */
  readonly value: string;
  readonly sport: string | undefined;
  readonly text: string;
  readonly span: readonly [number, number];
}

/** What {@link readSportsMentions} reads. */
export interface SportsMentionInput {
  readonly hits: readonly RoleHit[];
  /** The question in lower case. */
  readonly lower: string;
  /** ISO date of the question, for the season tie-break; none: no tie-break by season. */
  readonly asOf?: string;
  /** The months each league plays in. */
  readonly seasons: Readonly<Record<string, SeasonMonths>>;
}

/** The resolved teams and players, in order of position, and what the reading had to assume. */
export interface SportsMentions {
  readonly teams: readonly SportsMention[];
  readonly players: readonly SportsMention[];
  readonly gaps: readonly string[];
}

/** Words that make a question about sport, so a nickname that is an English word ("heat", "judge") reads as one. */
const SPORTS_CONTEXT =
  /\b(?:vs\.?|v\.?|versus|against|beat|beats|win|wins|winner|game|games|match|fixture|derby|bet|bets|betting|pick|picks|tips?|moneylines?|ml|spread|handicap|over\/under|o\/u|totals?|odds|props?|start|sit|fantasy|score|scorer|goals?|points|rebounds|assists|yards|touchdowns?|tds|home runs?|strikeouts|season|playoffs?|league|team|lineup|draft|mvp|captain|h2h|head to head)\b|[+-]\d/;

/**
 * The teams and players of a question, each resolved to one name and sport. A spelling several teams share is one
 * mention with several candidates ("Giants", "Warriors"); a spelling that is an ordinary English word ("heat",
 * "blues") counts only in sports context: another team or player that is not one, a league, a sports word, or two
 * mentions in a question naming no instrument. The sport of a mention is, in order: the league the question names; the
 * sport the two sides of a matchup share; the league in season on `asOf` (SPORTS_SEASONS); else the first candidate, said
 * in `gaps`.
 *
 * @param input - {@link SportsMentionInput}.
 * @returns The teams, the players and the assumptions.
 * @example
 * ```ts
 * readSportsMentions({ hits, lower: 'giants vs cardinals', asOf: '2026-11-25', seasons }).teams.map((t) => t.sport) //=> ['nfl', 'nfl']
 * ```
 * @see docs/ask-analysis-event.md#dictionaries
 */
export function readSportsMentions(input: SportsMentionInput): SportsMentions {
  const groups: { role: 'team' | 'player'; span: readonly [number, number]; text: string; candidates: RoleHit[] }[] = [];
  for (const h of input.hits) {
    if (h.role !== 'team' && h.role !== 'player') continue;
    const g = groups.find((x) => x.role === h.role && x.span[0] === h.span[0] && x.span[1] === h.span[1]);
    if (g === undefined) groups.push({ role: h.role, span: h.span, text: h.text, candidates: [h] });
    else if (!g.candidates.some((c) => c.value === h.value && c.sport === h.sport)) g.candidates.push(h);
  }
  const leagues = input.hits.filter((h) => h.role === 'league').map((h) => h.value);
  const instrument = input.hits.some((h) => h.role === 'instrument' && h.weak !== true);
  const strong = groups.some((g) => g.candidates.some((c) => c.weak !== true));
  const context = strong || leagues.length > 0 || SPORTS_CONTEXT.test(input.lower) || (groups.length >= 2 && !instrument);
  const kept = groups.filter((g) => g.candidates.some((c) => c.weak !== true) || context);

  const gaps: string[] = [];
  const month = input.asOf === undefined ? null : Number(input.asOf.slice(5, 7));
  const inSeason = (sport: string | undefined) => {
    const months = sport === undefined ? undefined : input.seasons[sport];
    if (months === undefined || month === null) return false;
    const [a, b] = months;
    return a <= b ? month >= a && month <= b : month >= a || month <= b;
  };
  // The sport the two sides of a matchup share narrows both.
  const sides = kept.filter((g) => g.role === 'team').slice(0, 2);
  let shared: ReadonlySet<string | undefined> | null = null;
  if (sides.length === 2) {
    const b = new Set(sides[1]!.candidates.map((c) => c.sport));
    const both = new Set(sides[0]!.candidates.map((c) => c.sport).filter((s) => b.has(s)));
    if (both.size > 0) shared = both;
  }
  const resolve = (g: (typeof kept)[number]): SportsMention => {
    let candidates = g.candidates;
    const narrow = (keep: (c: RoleHit) => boolean) => {
      const left = candidates.filter(keep);
      if (left.length > 0) candidates = left;
    };
    if (candidates.length > 1 && leagues.length > 0) narrow((c) => leagues.includes(c.sport ?? ''));
    if (candidates.length > 1 && shared !== null && g.role === 'team') narrow((c) => shared!.has(c.sport));
    if (candidates.length > 1) narrow((c) => inSeason(c.sport));
    if (candidates.length > 1 && new Set(candidates.map((c) => c.sport)).size > 1) {
      gaps.push(`sport: "${g.text}" read as ${candidates[0]!.value} (${candidates[0]!.sport}); also ${candidates.slice(1).map((c) => `${c.value} (${c.sport})`).join(', ')}`);
    }
    const chosen = candidates[0]!;
    return { role: g.role, value: chosen.value, sport: chosen.sport, text: g.text, span: g.span };
  };
  const resolved = kept.map(resolve);
  const unique = (role: 'team' | 'player') => {
    const seen = new Set<string>();
    return resolved.filter((m) => m.role === role && (seen.has(m.value) ? false : (seen.add(m.value), true)));
  };
  return { teams: unique('team'), players: unique('player'), gaps };
}
