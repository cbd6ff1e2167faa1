import { GuidekitError } from '../../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { SourceResponse } from '../../fetch/createSourceFetcher.js';
import { ODDS_API_SOURCE } from './oddsApiConstants.js';
import { oddsApiErrorSchema } from './oddsApiSchemas.js';

/** What was asked when The Odds API refused. */
export interface OddsApiRefusalContext {
  /** The port method, for the start of a bad-argument message (e.g. `odds.eventOdds`). */
  readonly fn: string;
  /** The Odds API sport key asked. */
  readonly competition: string;
  /** The event id, when one event was asked. */
  readonly eventId?: string;
}

/**
 * The error for an answer The Odds API sent with a refusal status (401, 404, 422), in words a caller can act on:
 * - 401 `OUT_OF_USAGE_CREDITS`: the key's usage quota is used up (a 503 naming `odds-api`, never charged);
 * - any other 401 (`INVALID_KEY`, `MISSING_KEY`, `DEACTIVATED_KEY`): the key was refused (a 503 that says so; the key
 *   itself is never repeated);
 * - 404 for one event: the event id is not listed (a 400 naming `eventId`); 404 for a sport: the API no longer lists
 *   the competition guidekit's map names (a 503: the map needs updating, not the caller's request);
 * - 422: the API would not price that market for that competition (a 400 naming `markets`).
 *
 * @param response - The refused answer.
 * @param context - {@link OddsApiRefusalContext}.
 * @returns The error to throw.
 * @example
 * ```ts
 * if (res.status !== 200) throw explainOddsApiRefusal(res, { fn: 'odds.odds', competition: 'soccer_epl' });
 * ```
 * @see docs/sports-sources.md
 */
export function explainOddsApiRefusal(response: SourceResponse, context: OddsApiRefusalContext): GuidekitError {
  let body: { message?: string | undefined; error_code?: string | undefined } = {};
  try {
    const parsed = oddsApiErrorSchema.safeParse(JSON.parse(response.text()));
    if (parsed.success) body = parsed.data;
  } catch {
    // A refusal without a JSON body still has its status.
  }
  const code = body.error_code ?? `HTTP ${response.status}`;
  const said = body.message === undefined ? code : `${code}: ${body.message.slice(0, 200)}`;
  if (response.status === 401) {
    if (body.error_code === 'OUT_OF_USAGE_CREDITS') {
      return new SourceUnavailableError(ODDS_API_SOURCE, `the API key's usage quota is used up (${said}); odds are unavailable until the plan's quota resets`);
    }
    return new SourceUnavailableError(ODDS_API_SOURCE, `The Odds API refused the API key (${said}); check GUIDEKIT_ODDS_API_KEY`);
  }
  if (response.status === 404 && context.eventId !== undefined) {
    return new GuidekitError(`${context.fn}: unknown event ${JSON.stringify(context.eventId)}: The Odds API lists no such event in ${context.competition} (${code})`, {
      code: 'unknown_event',
      field: 'eventId',
    });
  }
  if (response.status === 404) {
    return new SourceUnavailableError(ODDS_API_SOURCE, `The Odds API does not list the competition ${context.competition} (${said}); guidekit's sport map needs updating`);
  }
  return new GuidekitError(`${context.fn}: The Odds API will not price that request for ${context.competition} (${said})`, { code: 'unsupported_market', field: 'markets' });
}
