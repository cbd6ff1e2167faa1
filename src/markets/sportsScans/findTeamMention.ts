import { requireRule } from '../../core/requireRule.js';
import { SPORTS_TEAM_NAMES } from '../rules/sportsScans.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { teamTokens } from './_lib/teamTokens.js';

/** Options of {@link findTeamMention}. */
export interface FindTeamMentionOptions {
  /** ISO date whose team-name rule applies. Required. */
  readonly asOf: string;
  /** Only the full name counts (no distinctive-word fallback). Default false. */
  readonly fullNameOnly?: boolean;
}

/**
 * Where a text (a prediction market's question or outcome label) first names a team: the word position of the team's
 * full name, or else of a distinctive word of it (`Lakers` for Los Angeles Lakers, `Newcastle` for Newcastle United),
 * or −1 when the text does not name it.
 *
 * @remarks Words are read as {@link matchTeamName} reads them (rule `markets.sports.team_names`). A word the rule lists
 * as generic (`united`, `city`, `real`), or shorter than three letters, never identifies a team alone, so "City" does
 * not name Manchester City. A word two clubs share (`manchester`) names both: callers match a market to an event only
 * when it names both of the event's teams, or one of them and no other listed event.
 *
 * @param text - The free text.
 * @param team - The team's name as the odds source spells it.
 * @param options - {@link FindTeamMentionOptions}; `asOf` is required.
 * @returns The word index of the first mention, or −1.
 * @throws {@link GuidekitError} `invalid_type` when `text` or `team` is not a string.
 * @example
 * ```ts
 * findTeamMention('Will the Lakers beat the Celtics?', 'Los Angeles Lakers', { asOf: '2026-11-25' }); //=> 1 (words are counted after `the` is dropped)
 * ```
 * @see docs/sports-endpoints.md
 */
export function findTeamMention(text: string, team: string, options: FindTeamMentionOptions): number {
  const fn = 'findTeamMention';
  const opts = readOptions(fn, options);
  if (typeof text !== 'string') fail(fn, 'text', 'invalid_type', 'text must be a string');
  if (typeof team !== 'string') fail(fn, 'team', 'invalid_type', 'team must be a string');
  const rules = requireRule(SPORTS_TEAM_NAMES, String(opts.asOf)).value;
  const words = teamTokens(text, rules);
  const name = teamTokens(team, rules);
  if (name.length === 0) return -1;
  for (let i = 0; i + name.length <= words.length; i++) {
    if (name.every((w, k) => words[i + k] === w)) return i;
  }
  if (opts.fullNameOnly === true) return -1;
  // Else the first place any distinctive word of the name appears (`lakers`, `newcastle`, `ham`).
  const distinctive = name.filter((w) => w.length >= 3 && !rules.generic_tokens.includes(w));
  const at = distinctive.map((w) => words.indexOf(w)).filter((i) => i >= 0);
  return at.length === 0 ? -1 : Math.min(...at);
}
