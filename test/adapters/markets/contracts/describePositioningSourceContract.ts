// The contract of the `positioning` port, run against the real adapter on replayed CFTC answers and against the fake.
// The reference row is the CFTC's own (Socrata) answer for market 239747 on 2024-08-20 (test/fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../../src/core/SourceUnavailableError.js';
import type { PositioningSource } from '../../../../src/markets/ports/PositioningSource.js';
import { createTrace, FAULTS } from '../harness.js';
import type { ContractHarness } from './ContractHarness.js';

/** The recorded legacy COT row of the Micro E-mini Russell 2000 (239747), report date 2024-08-20. */
export const RUSSELL_MICRO_2024_08_20 = {
  marketCode: '239747',
  marketName: 'MICRO E-MINI RUSSELL 2000 INDX - CHICAGO MERCANTILE EXCHANGE',
  reportDate: '2024-08-20',
  openInterest: 19404,
  nonCommercialLong: 4773,
  nonCommercialShort: 10232,
  commercialLong: 3060,
  commercialShort: 290,
};

export function describePositioningSourceContract(name: string, harness: ContractHarness<PositioningSource>): void {
  describe(`${name}: the positioning port contract`, () => {
    it('gives the weekly reports of a contract market, oldest first', async () => {
      const { port, close } = await harness.open();
      try {
        expect(await port.cotReports('239747', 1)).toEqual([RUSSELL_MICRO_2024_08_20]);
      } finally {
        await close();
      }
    });

    it('answers a code the CFTC has no reports for, or one of the wrong form, with a 400 naming marketCode', async () => {
      const { port, close } = await harness.open();
      try {
        for (const code of ['999999', 'GOLD']) {
          const error = await port.cotReports(code, 1).catch((e: unknown) => e);
          expect(error, code).toBeInstanceOf(GuidekitError);
          expect(error, code).not.toBeInstanceOf(SourceUnavailableError);
          expect((error as GuidekitError).field, code).toBe('marketCode');
        }
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers a CFTC API that is %s with a 503 naming cftc', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        const error = await port.cotReports('239747', 1).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(SourceUnavailableError);
        expect((error as SourceUnavailableError).source).toBe('cftc');
        if (fault === 'rate-limited') expect((error as SourceUnavailableError).retryAfterSeconds).toBe(90);
      } finally {
        await close();
      }
    });

    it('notes the CFTC in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.cotReports('239747', 1, { trace });
        expect(trace.uses).toEqual([expect.objectContaining({ source: 'cftc', host: harness.hostOf('cftc'), from_cache: false })]);
      } finally {
        await close();
      }
    });
  });
}
