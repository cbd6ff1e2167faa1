import { describe, expect, it } from 'vitest';
import { problemFromError } from '../../src/catalog/problemFromError.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../src/core/SourceUnavailableError.js';

describe('problemFromError', () => {
  it("adds an error's extension members after the standard ones, and never lets one replace them", () => {
    const bad = problemFromError(new GuidekitError('f: no', { code: 'invalid', field: 'question', extensions: { explain: { refused: true }, status: 999, type: 'x' } }));
    expect(bad.status).toBe(400);
    expect(bad.type).toBe('https://guidekit.dev/problems/invalid-parameters');
    expect(bad.explain).toEqual({ refused: true });
    expect(Object.keys(bad).at(-1)).toBe('explain');
    const down = problemFromError(new SourceUnavailableError('yahoo', 'answered 429', { retryAfterSeconds: 5, extensions: { explain: { intent: 'price_signal' }, sources: ['other'] } }));
    expect(down.status).toBe(503);
    expect(down.sources).toEqual(['yahoo']);
    expect(down.retry_after_seconds).toBe(5);
    expect(down.explain).toEqual({ intent: 'price_signal' });
  });

  it('adds nothing when an error carries no extension members', () => {
    expect(Object.keys(problemFromError(new GuidekitError('f: no', { code: 'invalid', field: 'x' })))).toEqual(['type', 'title', 'status', 'detail', 'errors']);
  });
});
