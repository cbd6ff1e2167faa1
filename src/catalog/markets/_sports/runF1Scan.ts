import { isGuidekitError } from '../../../core/isGuidekitError.js';
import { NothingClearsError } from '../../../core/NothingClearsError.js';
import { GuidekitError } from '../../../core/GuidekitError.js';
import { requireRule } from '../../../core/requireRule.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { F1Race, F1Source } from '../../../markets/ports/F1Source.js';
import { SPORTS_F1_RATING } from '../../../markets/rules/sportsScans.js';
import { scanF1Field, type F1ClassifiedSession, type F1FieldScan } from '../../../markets/sportsScans/scanF1Field.js';

/**
 * Reads what the F1 scan needs from the `f1` port and runs it: the race (the given round, else the first race on or
 * after `asOf`, the next season's first when the season is over), the classified races before it (the previous
 * season's last rounds when this season has too few), their qualifying orders, and the field of the latest race.
 *
 * @param f1 - The `f1` port.
 * @param options - `asOf`, `season`, `round`, `trace`, `lang`.
 * @returns The scan.
 * @throws {@link GuidekitError} `round` when the season has no such round; {@link NothingClearsError} when no race is
 *   left to scan or none has been run to rate from.
 */
export async function runF1Scan(
  f1: F1Source,
  options: { readonly asOf: string; readonly season?: number; readonly round?: number; readonly trace: SourceRecorder; readonly lang: 'en' | 'es' },
): Promise<F1FieldScan> {
  const call = { trace: options.trace };
  const wanted = requireRule(SPORTS_F1_RATING, options.asOf).value.races;
  let season = options.season ?? Number(options.asOf.slice(0, 4));
  let schedule = await f1.schedule(season, call);
  let race: F1Race | undefined;
  if (options.round !== undefined) {
    race = schedule.find((r) => r.round === options.round);
    if (race === undefined) throw new GuidekitError(`signalF1: the ${season} season has no round ${options.round} (it has ${schedule.length})`, { code: 'unknown_round', field: 'round' });
  } else {
    race = schedule.find((r) => r.date >= options.asOf);
    if (race === undefined && options.season === undefined) {
      try {
        const next = await f1.schedule(season + 1, call);
        race = next.find((r) => r.date >= options.asOf);
        if (race !== undefined) {
          season += 1;
          schedule = next;
        }
      } catch (error) {
        if (!(isGuidekitError(error) && error.field === 'season')) throw error;
      }
    }
    if (race === undefined) throw new NothingClearsError(`No Formula 1 race is scheduled on or after ${options.asOf} in the calendars the source holds: there is no race weekend to scan.`);
  }
  const before: { season: number; round: number; name: string }[] = schedule
    .filter((r) => r.round < race!.round && r.date < options.asOf)
    .sort((a, b) => b.round - a.round)
    .map((r) => ({ season: r.season, round: r.round, name: r.raceName }));
  if (before.length < wanted) {
    try {
      const previous = await f1.schedule(race.season - 1, call);
      before.push(...[...previous].sort((a, b) => b.round - a.round).map((r) => ({ season: r.season, round: r.round, name: r.raceName })));
    } catch (error) {
      if (!(isGuidekitError(error) && error.field === 'season')) throw error;
    }
  }
  const races: F1ClassifiedSession[] = [];
  const qualifying: F1ClassifiedSession[] = [];
  let field: F1ClassifiedSession | null = null;
  let fieldDrivers: { driver_id: string; code: string | null; name: string; team_id: string; team: string }[] = [];
  for (const r of before) {
    if (races.length >= wanted) break;
    try {
      const result = await f1.raceResults(r.season, r.round, call);
      const order = [...result.results].sort((a, b) => a.position - b.position);
      races.push({ season: r.season, round: r.round, name: r.name, order: order.map((x) => x.driver.driverId) });
      if (field === null) {
        field = races[races.length - 1]!;
        fieldDrivers = order.map((x) => ({ driver_id: x.driver.driverId, code: x.driver.code, name: `${x.driver.givenName} ${x.driver.familyName}`, team_id: x.team.constructorId, team: x.team.name }));
      }
    } catch (error) {
      if (isGuidekitError(error) && (error.field === 'round' || error.field === 'season')) continue;
      throw error;
    }
    try {
      const q = await f1.qualifying(r.season, r.round, call);
      qualifying.push({ season: r.season, round: r.round, name: r.name, order: [...q.results].sort((a, b) => a.position - b.position).map((x) => x.driver.driverId) });
    } catch (error) {
      if (!(isGuidekitError(error) && (error.field === 'round' || error.field === 'season'))) throw error;
    }
  }
  if (field === null || fieldDrivers.length < 2) throw new NothingClearsError(`No classified Formula 1 race before the ${race.season} ${race.raceName} could be read: there is nothing to rate the field from.`);
  return scanF1Field(
    { race: { season: race.season, round: race.round, name: race.raceName, date: race.date, circuit: race.circuitName }, field: fieldDrivers, races, qualifying },
    { asOf: options.asOf, lang: options.lang },
  );
}
