import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CassetteRecorder, RecordedExchange } from './CassetteRecorder.js';
import { CASSETTE_FORMAT, replayTarget, type Cassette, type CassetteExchange } from './cassetteFormat.js';
import { redactCredentialParams } from './redactCredentialParams.js';

/** A recorder that keeps exchanges until {@link FileCassetteRecorder.save} writes them. */
export interface FileCassetteRecorder extends CassetteRecorder {
  /** Exchanges recorded so far. */
  readonly count: () => number;
  /** Writes `cassette.json` and the bodies into the directory (created if missing). */
  save(recordedFor: string): Promise<string>;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * Records every origin answer the fetch layer receives into a cassette directory: `cassette.json` (which request,
 * status, kept headers, when) and `bodies/<sha256>.bin` (the raw bytes, so the real adapter code parses them again on
 * replay). Credential query parameters (an API key in the URL) are recorded as `redacted`, and the replay server
 * matches a request whatever key it carries; review a cassette before committing it as a fixture all the same (a body
 * or a header can hold personal data).
 *
 * @param directory - Where the cassette goes.
 * @returns The recorder.
 * @example
 * ```ts
 * const recorder = createCassetteRecorder('test/fixtures/cassettes/fred-unrate');
 * const fetcher = createSourceFetcher({ policies, recorder });
 * // ... run the endpoint ...
 * await recorder.save('GET /api/signal/macro family=unrate');
 * ```
 * @see docs/configuration.md
 */
export function createCassetteRecorder(directory: string): FileCassetteRecorder {
  const exchanges: { exchange: CassetteExchange; body: Uint8Array }[] = [];
  return {
    count: () => exchanges.length,
    async record(exchange: RecordedExchange) {
      exchanges.push({
        exchange: {
          source: exchange.source,
          method: exchange.method,
          target: replayTarget(redactCredentialParams(exchange.url)),
          url: redactCredentialParams(exchange.url),
          request_body_sha256: exchange.requestBody === null ? null : sha256(exchange.requestBody),
          status: exchange.status,
          headers: { ...exchange.headers },
          body_sha256: sha256(exchange.body),
          recorded_at: exchange.recordedAt.toISOString(),
        },
        body: exchange.body,
      });
    },
    async save(recordedFor) {
      await mkdir(join(directory, 'bodies'), { recursive: true });
      for (const { exchange, body } of exchanges) await writeFile(join(directory, 'bodies', `${exchange.body_sha256}.bin`), body);
      const cassette: Cassette = {
        format: CASSETTE_FORMAT,
        recorded_at: exchanges.map((e) => e.exchange.recorded_at).sort().at(-1) ?? new Date(0).toISOString(),
        recorded_for: recordedFor,
        exchanges: exchanges.map((e) => e.exchange),
      };
      const path = join(directory, 'cassette.json');
      await writeFile(path, JSON.stringify(cassette, null, 2) + '\n');
      return path;
    },
  };
}
