// The contract of the `racecards` port, run against the real adapter on a synthetic feed in guidekit's racecard
// format (no public GB or Irish racecard feed exists; test/fixtures/README.md) and against the fake.
import { describe, expect, it } from 'vitest';
import type { RacecardSource } from '../../../../src/markets/ports/RacecardSource.js';
import { createTrace, FAULTS } from '../../markets/harness.js';
import type { ContractHarness } from './SportsContractHarness.js';
import { expectBadArgument, expectDataBlock, expectUnavailable } from '../../_lib/expectSourceFaults.js';

export function describeRacecardSourceContract(name: string, harness: ContractHarness<RacecardSource>): void {
  describe(`${name}: the racecards port contract`, () => {
    it("gives a day's cards in off-time order with runners, prices, going, distance and each-way terms", async () => {
      const { port, close } = await harness.open();
      try {
        const cards = await port.racecards({ date: '2026-03-10' });
        expect(cards.map((c) => c.raceId)).toEqual(['synthetic-gb-1', 'synthetic-ire-1']);
        expect(cards[0]).toMatchObject({ country: 'GB', handicap: true, distanceYards: 5720, distanceText: '3m2f', going: 'Good to Soft', placeTerms: { places: 4, fraction: 0.25 } });
        expect(cards[0]!.runners).toHaveLength(16);
        const ire = cards[1]!;
        expect(ire.placeTerms).toEqual({ places: 2, fraction: 0.25 });
        expect(ire.runners.filter((r) => r.nonRunner).map((r) => r.horse)).toEqual(['Synthetic Runner D']);
        expect(ire.runners[0]!.prices).toEqual([{ bookmaker: 'examplebook', decimal: 2.5, fractional: '6/4' }]);
      } finally {
        await close();
      }
    });

    it('filters by country and course', async () => {
      const { port, close } = await harness.open();
      try {
        expect((await port.racecards({ date: '2026-03-10', country: 'IRE' })).map((c) => c.course)).toEqual(['Example Park']);
        expect((await port.racecards({ date: '2026-03-10', course: 'example downs' })).map((c) => c.raceId)).toEqual(['synthetic-gb-1']);
      } finally {
        await close();
      }
    });

    it('answers a malformed date with a 400 naming date, and an unknown country with one naming country', async () => {
      const { port, close } = await harness.open();
      try {
        expectBadArgument(await port.racecards({ date: '10/03/2026' }).catch((e: unknown) => e), 'date');
        expectBadArgument(await port.racecards({ date: '2026-03-10', country: 'FR' as 'GB' }).catch((e: unknown) => e), 'country');
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers a racecard feed that is %s with a 503 naming racecards', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        expectUnavailable(await port.racecards({ date: '2026-03-10' }).catch((e: unknown) => e), 'racecards', fault);
      } finally {
        await close();
      }
    });

    it('notes the feed in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.racecards({ date: '2026-03-10' }, { trace });
        expectDataBlock(trace.uses, 'racecards', harness.hostOf('racecards'));
      } finally {
        await close();
      }
    });
  });
}
