import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computeKalshiFee } from '../../../src/markets/predictions/computeKalshiFee.js';
import { scanVenueMoneylines, type ConsensusMoneyline } from '../../../src/markets/sportsScans/scanVenueMoneylines.js';
import { venuesPort } from '../../catalog/markets/_sportsFakes.js';

const AS_OF = '2026-11-25';
const events: ConsensusMoneyline[] = [
  { event_id: 'e1', competition: 'soccer_epl', commence_time: '2026-11-28T12:30:00Z', home: 'Arsenal', away: 'Manchester United', home_probability: 0.56, away_probability: 0.2, draw_probability: 0.24, books_used: 5 },
  { event_id: 'e4', competition: 'soccer_epl', commence_time: '2026-11-29T16:30:00Z', home: 'Manchester City', away: 'Tottenham Hotspur', home_probability: 0.64, away_probability: 0.16, draw_probability: 0.2, books_used: 5 },
  { event_id: 'e5', competition: 'soccer_epl', commence_time: '2026-11-29T14:00:00Z', home: 'Newcastle United', away: 'West Ham United', home_probability: 0.5, away_probability: 0.24, draw_probability: 0.26, books_used: 5 },
];

describe('scanVenueMoneylines', async () => {
  const port = venuesPort();
  const markets = [...(await port.listOpenMarkets({ venue: 'polymarket', category: 'sports' })).markets, ...(await port.listOpenMarkets({ venue: 'kalshi', category: 'sports' })).markets];
  const scan = scanVenueMoneylines(markets, events, { asOf: AS_OF });

  it('prices team-labelled outcomes by their side and a Yes/No question\'s No as the side not winning', () => {
    const arsenal = scan.lines.find((l) => l.market_id === 'pm1' && l.outcome === 'Arsenal')!;
    expect(arsenal).toMatchObject({ side: 'home', negated: false, probability: 0.56 });
    expect(arsenal.edge).toBeCloseTo(0.56 - 0.5, 12);
    expect(scan.lines.find((l) => l.market_id === 'pm1' && l.outcome === 'Draw')).toMatchObject({ side: 'draw', probability: 0.24 });
    const no = scan.lines.find((l) => l.market_id === 'KXEPL-NEWWHU-NEW' && l.outcome === 'No')!;
    expect(no).toMatchObject({ side: 'home', negated: true });
    expect(no.probability).toBeCloseTo(0.5, 12);
    expect(no.ask.toString()).toBe('0.57');
  });

  it('charges Kalshi\'s taker fee per contract (100 contracts, per contract) before the edge', () => {
    const yes = scan.lines.find((l) => l.market_id === 'KXEPL-NEWWHU-NEW' && l.outcome === 'Yes')!;
    const fee = computeKalshiFee({ contracts: 100, price: '0.45' }, { asOf: AS_OF, feeType: 'quadratic', multiplier: 1 });
    expect(fee.status).toBe('ok');
    expect(yes.fee!.toString()).toBe((fee as { fee: Decimal }).fee.div(100).toString());
    expect(yes.edge).toBeCloseTo(0.5 - 0.45 - yes.fee!.toNumber(), 12);
  });

  it('leaves out a market that names no listed event, and sorts by edge', () => {
    expect(scan.unmatched).toBe(1); // the snow question
    expect(scan.lines.map((l) => l.edge)).toEqual([...scan.lines.map((l) => l.edge)].sort((a, b) => b - a));
    expect(scan.lines[0]!.market_id).toBe('pm1');
  });
});

describe('scanVenueMoneylines, one team named', async () => {
  it('matches "Will Manchester City win …?" to the City game, not to United\'s, and backs City with Yes', async () => {
    const markets = (await venuesPort().listOpenMarkets({ venue: 'polymarket', category: 'sports' })).markets;
    const scan = scanVenueMoneylines(markets, events, { asOf: AS_OF });
    const yes = scan.lines.find((l) => l.market_id === 'pm2' && l.outcome === 'Yes')!;
    expect(yes).toMatchObject({ side: 'home', negated: false, probability: 0.64, event: { id: 'e4' } });
  });
});
