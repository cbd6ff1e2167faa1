import { describe, expect, it } from 'vitest';
import type { SourceResponse } from '../../../../src/adapters/fetch/createSourceFetcher.js';
import { createOddsApiQuota } from '../../../../src/adapters/sports/theoddsapi/createOddsApiQuota.js';

const answer = (headers: Record<string, string>, fromCache = false): SourceResponse =>
  ({ status: 200, headers, body: new Uint8Array(), fetchedAt: new Date('2026-11-25T10:00:00Z'), fromCache, text: () => '', json: () => null }) as SourceResponse;

describe('createOddsApiQuota', () => {
  it('keeps the latest report of x-requests-remaining, -used and -last', () => {
    const quota = createOddsApiQuota();
    quota.note(answer({ 'x-requests-remaining': '499', 'x-requests-used': '1', 'x-requests-last': '1' }));
    quota.note(answer({ 'x-requests-remaining': '497', 'x-requests-used': '3', 'x-requests-last': '2' }));
    expect(quota.read()).toEqual({ remaining: 497, used: 3, lastCost: 2, reportedAt: '2026-11-25T10:00:00.000Z' });
  });

  it('ignores a cached answer (an old report) and an answer without the headers', () => {
    const quota = createOddsApiQuota();
    quota.note(answer({ 'x-requests-remaining': '10' }, true));
    quota.note(answer({ 'content-type': 'application/json' }));
    expect(quota.read()).toBeNull();
  });

  it('keeps instances apart: two adapters never share a report', () => {
    const a = createOddsApiQuota();
    const b = createOddsApiQuota();
    a.note(answer({ 'x-requests-remaining': '5' }));
    expect(b.read()).toBeNull();
  });
});
