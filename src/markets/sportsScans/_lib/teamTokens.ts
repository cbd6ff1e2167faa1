import type { TeamNameRules } from '../../rules/sportsScans.js';

/**
 * A team name as the words matching compares: lower case, accents and apostrophes removed, punctuation as spaces,
 * whole-name aliases and word abbreviations spelled out, filler words (`fc`, `the`) dropped.
 *
 * @param name - A club or team name as a source writes it.
 * @param rules - The team-name rule in force.
 * @returns The words, in order.
 */
export function teamTokens(name: string, rules: TeamNameRules): string[] {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const whole = rules.name_aliases[plain] ?? plain;
  return whole
    .split(' ')
    .flatMap((word) => (rules.token_aliases[word] ?? word).split(' '))
    .filter((word) => word.length > 0 && !rules.dropped_tokens.includes(word));
}

/** True when every word of `short` appears in `long` in the same order. */
export function isSubsequence(short: readonly string[], long: readonly string[]): boolean {
  if (short.length === 0) return false;
  let at = 0;
  for (const word of long) if (word === short[at]) at++;
  return at === short.length;
}
