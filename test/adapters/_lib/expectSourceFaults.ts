import { expect } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { SourceUse } from '../../../src/core/sourceUse.js';
import type { Fault } from '../markets/harness.js';

/** The call failed with a 503 naming `source` (and, for a 429 with a long Retry-After, when to retry). */
export function expectUnavailable(error: unknown, source: string, fault?: Fault): SourceUnavailableError {
  expect(error).toBeInstanceOf(SourceUnavailableError);
  const e = error as SourceUnavailableError;
  expect(e.source).toBe(source);
  if (fault === 'rate-limited') expect(e.retryAfterSeconds).toBe(90);
  return e;
}

/** The call failed with a 400 naming `field`, not a 503. */
export function expectBadArgument(error: unknown, field: string): GuidekitError {
  expect(error).toBeInstanceOf(GuidekitError);
  expect(error).not.toBeInstanceOf(SourceUnavailableError);
  expect((error as GuidekitError).field).toBe(field);
  return error as GuidekitError;
}

/** Every data-block entry names `source`, its host, and a URL that reveals no secret. */
export function expectDataBlock(uses: readonly SourceUse[], source: string, host: string | null, secrets: readonly string[] = []): void {
  expect(uses.length).toBeGreaterThan(0);
  for (const use of uses) {
    expect(use).toMatchObject({ source, host, from_cache: false });
    for (const secret of secrets) expect(JSON.stringify(use)).not.toContain(secret);
  }
}
