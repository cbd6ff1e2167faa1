import { GuidekitError } from '../../../core/GuidekitError.js';
import type { OddsEvent } from '../../../markets/ports/OddsSource.js';
import { findTeamMention } from '../../../markets/sportsScans/findTeamMention.js';

/**
 * The one listed event a caller's `event` names: its id, both of its teams (`arsenal v chelsea`), or one team that plays
 * exactly one listed event. Events that started before `asOf` are left out.
 *
 * @param events - The board's events.
 * @param event - What the caller typed.
 * @param options - `asOf`, the sport and the operation id (named in the 400).
 * @returns The event.
 * @throws {@link GuidekitError} `unknown_event` or `ambiguous_event` on `event`, listing the candidates.
 */
export function findOneEvent(events: readonly OddsEvent[], event: string, options: { readonly asOf: string; readonly sport: string; readonly fn: string }): OddsEvent {
  const { asOf } = options;
  const upcoming = events.filter((e) => e.commenceTime.slice(0, 10) >= asOf && e.homeTeam !== null && e.awayTeam !== null);
  const byId = upcoming.find((e) => e.id === event);
  if (byId !== undefined) return byId;
  const text = event.replace(/[-_]+/g, ' ');
  const home = (e: OddsEvent) => findTeamMention(text, e.homeTeam!, { asOf }) >= 0;
  const away = (e: OddsEvent) => findTeamMention(text, e.awayTeam!, { asOf }) >= 0;
  const both = upcoming.filter((e) => home(e) && away(e));
  const either = upcoming.filter((e) => home(e) || away(e));
  const found = both.length > 0 ? both : either;
  const list = (xs: readonly OddsEvent[]) => xs.slice(0, 8).map((e) => `${e.homeTeam} v ${e.awayTeam} (${e.commenceTime.slice(0, 10)}, id ${e.id})`).join('; ');
  if (found.length === 0) throw new GuidekitError(`${options.fn}: no listed ${options.sport} event matches ${JSON.stringify(event)}${upcoming.length === 0 ? '' : ` (listed: ${list(upcoming)})`}`, { code: 'unknown_event', field: 'event' });
  // A team's next match when it plays several listed events: the earliest.
  if (found.length > 1 && both.length === 0 && new Set(found.map((e) => `${e.homeTeam}|${e.awayTeam}`)).size === found.length) {
    const teams = new Set(found.flatMap((e) => [home(e) ? e.homeTeam : e.awayTeam]));
    if (teams.size === 1) return [...found].sort((a, b) => a.commenceTime.localeCompare(b.commenceTime))[0]!;
  }
  if (found.length > 1) throw new GuidekitError(`${options.fn}: ${JSON.stringify(event)} matches ${found.length} listed events (${list(found)}); name both teams or give the event id`, { code: 'ambiguous_event', field: 'event' });
  return found[0]!;
}
