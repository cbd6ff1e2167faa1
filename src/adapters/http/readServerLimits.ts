import { GuidekitError } from '../../core/GuidekitError.js';
import { DEFAULT_SERVER_LIMITS, SERVER_LIMIT_ENV, type ServerLimits } from './hardenNodeServer.js';

/**
 * Reads {@link ServerLimits} from the environment (names in {@link SERVER_LIMIT_ENV}), each a whole number of
 * milliseconds or connections; an unset or empty name keeps its default.
 *
 * @param env - The environment (GUIDEKIT_*).
 * @returns The limits.
 * @throws GuidekitError `invalid_config` naming the variable when a value is not a positive whole number.
 * @example
 * ```ts
 * readServerLimits({ GUIDEKIT_REQUEST_TIMEOUT_MS: '60000' }).requestTimeoutMs //=> 60000
 * ```
 * @see docs/hosting.md
 */
export function readServerLimits(env: Readonly<Record<string, string | undefined>>): ServerLimits {
  const limits: Record<keyof ServerLimits, number> = { ...DEFAULT_SERVER_LIMITS };
  for (const [name, variable] of Object.entries(SERVER_LIMIT_ENV) as [keyof ServerLimits, string][]) {
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) {
      throw new GuidekitError(`readServerLimits: ${variable} must be a positive whole number, got ${JSON.stringify(raw)}`, { code: 'invalid_config', field: variable });
    }
    limits[name] = Number(raw);
  }
  return limits;
}
