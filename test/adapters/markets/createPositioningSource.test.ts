import { describe, expect, it } from 'vitest';
import { createPositioningSource } from '../../../src/adapters/markets/createPositioningSource.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { describePositioningSourceContract, RUSSELL_MICRO_2024_08_20 } from './contracts/describePositioningSourceContract.js';
import { createFakePositioningSource } from './fakes.js';
import { openFetcher } from './harness.js';

describePositioningSourceContract('createPositioningSource (replayed CFTC answers, futures-only dataset)', {
  async open() {
    const t = await openFetcher({ cassettes: ['cftc'] });
    return { port: createPositioningSource({ fetcher: t.fetcher }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault });
    return { port: createPositioningSource({ fetcher: t.fetcher }), close: t.close };
  },
  hostOf: () => 'publicreporting.cftc.gov',
});

describePositioningSourceContract('fake positioning port', {
  open: async () => ({ port: createFakePositioningSource({ reports: [RUSSELL_MICRO_2024_08_20] }), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakePositioningSource({ reports: [RUSSELL_MICRO_2024_08_20], fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createPositioningSource', () => {
  it('reads the combined (futures and options) legacy report from its own dataset, as recorded', async () => {
    const t = await openFetcher({ cassettes: ['cftc'] });
    try {
      expect(await createPositioningSource({ fetcher: t.fetcher, report: 'combined' }).cotReports('239747', 1)).toEqual([RUSSELL_MICRO_2024_08_20]);
    } finally {
      await t.close();
    }
  });

  it('never mixes reports: a combined row served for the futures-only dataset is a 503', async () => {
    // The combined dataset's recorded row, asked through the futures-only dataset's address (rewritten by the transport).
    const t = await openFetcher({ cassettes: ['cftc'] });
    const original = t.fetcher.fetch.bind(t.fetcher);
    const fetcher = { ...t.fetcher, fetch: (id: string, request: Parameters<typeof original>[1]) => original(id, { ...request, url: request.url.replace('6dca-aqww', 'jun7-fc8e') }) };
    try {
      const error = await createPositioningSource({ fetcher }).cotReports('239747', 1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect((error as SourceUnavailableError).reason).toMatch(/says Combined, not FutOnly/);
    } finally {
      await t.close();
    }
  });

  it('refuses a number of weeks outside 1..1000 as a bad argument', async () => {
    const t = await openFetcher({ cassettes: [] });
    try {
      await expect(createPositioningSource({ fetcher: t.fetcher }).cotReports('239747', 0)).rejects.toMatchObject({ field: 'weeks' });
    } finally {
      await t.close();
    }
  });
});
