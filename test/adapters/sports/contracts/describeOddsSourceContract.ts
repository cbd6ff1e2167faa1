// The contract of the `odds` port, run against the real adapter on replayed Odds API answers and against the fake.
// Reference values are the recorded answer's own (test/fixtures/README.md, cassette odds-api).
import { describe, expect, it } from 'vitest';
import type { OddsSource } from '../../../../src/markets/ports/OddsSource.js';
import { createTrace, FAULTS } from '../../markets/harness.js';
import { expectBadArgument, expectDataBlock, expectUnavailable } from '../../_lib/expectSourceFaults.js';
import { EPL_2023_08_06 } from './references.js';
import type { OddsContractHarness } from './SportsContractHarness.js';

export function describeOddsSourceContract(name: string, harness: OddsContractHarness<OddsSource>): void {
  describe(`${name}: the odds port contract`, () => {
    it("gives a sport's listed events with every book's decimal prices, in the source's order", async () => {
      const { port, close } = await harness.open();
      try {
        const board = await port.odds({ sport: 'epl', regions: ['uk'] });
        expect(board.sport).toBe('epl');
        expect(board.competitions).toEqual(['soccer_epl']);
        expect(board.omitted).toEqual([]);
        const first = board.events[0]!;
        expect(first).toMatchObject(EPL_2023_08_06.first);
        expect(first.bookmakers[0]).toEqual(EPL_2023_08_06.skyBet);
        const betfair = first.bookmakers.find((b) => b.key === 'betfair_ex_uk')!;
        expect(betfair.markets.find((m) => m.market === 'h2h_lay')).toMatchObject(EPL_2023_08_06.betfairLay);
        for (const event of board.events) for (const book of event.bookmakers) for (const market of book.markets) for (const o of market.outcomes) expect(o.price).toBeGreaterThan(1);
      } finally {
        await close();
      }
    });

    it("gives one event's prices by its id", async () => {
      const { port, close } = await harness.open();
      try {
        const event = await port.eventOdds({ sport: 'epl', eventId: EPL_2023_08_06.first.id, regions: ['uk'] });
        expect(event).toMatchObject(EPL_2023_08_06.first);
        expect(event.bookmakers[0]).toEqual(EPL_2023_08_06.skyBet);
      } finally {
        await close();
      }
    });

    it('answers an unknown sport with a 400 naming sport, and an unknown event with one naming eventId', async () => {
      const { port, close } = await harness.open();
      try {
        expectBadArgument(await port.odds({ sport: 'quidditch' }).catch((e: unknown) => e), 'sport');
        expectBadArgument(await port.eventOdds({ sport: 'epl', eventId: '0000000000000000000000000000dead', regions: ['uk'] }).catch((e: unknown) => e), 'eventId');
      } finally {
        await close();
      }
    });

    it('answers a refused key with a 503 that says the key was refused, never repeating it', async () => {
      const { port, close } = await harness.openWithKey('refused');
      try {
        const error = expectUnavailable(await port.odds({ sport: 'epl', regions: ['uk'] }).catch((e: unknown) => e), 'odds-api');
        expect(error.reason).toMatch(/refused the API key/);
        expect(error.reason).toMatch(/GUIDEKIT_ODDS_API_KEY/);
        expect(error.message).not.toMatch(/bad-key/);
      } finally {
        await close();
      }
    });

    it('answers a used-up quota with a 503 that says so', async () => {
      const { port, close } = await harness.openWithKey('spent');
      try {
        const error = expectUnavailable(await port.odds({ sport: 'epl', regions: ['uk'] }).catch((e: unknown) => e), 'odds-api');
        expect(error.reason).toMatch(/usage quota is used up/);
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers an Odds API that is %s with a 503 naming odds-api', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        expectUnavailable(await port.odds({ sport: 'epl', regions: ['uk'] }).catch((e: unknown) => e), 'odds-api', fault);
      } finally {
        await close();
      }
    });

    it('notes The Odds API in the data block, with the key redacted', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.odds({ sport: 'epl', regions: ['uk'] }, { trace });
        expectDataBlock(trace.uses, 'odds-api', harness.hostOf('odds-api'), ['test-key']);
        for (const use of trace.uses) if (use.url !== null && use.url !== undefined) expect(use.url).toContain('apiKey=redacted');
      } finally {
        await close();
      }
    });
  });
}
