// The tokenQuotes adapter on Kraken's documented Ticker and Depth examples, keyed by the xStocks pair asked, and
// Kraken's documented unknown-pair error (provenance in test/fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { createKrakenTokenQuotes } from '../../../src/adapters/rwa/kraken/createKrakenTokenQuotes.js';
import { createTrace, FAULTS, openFetcher } from '../markets/harness.js';
import { expectBadArgument, expectUnavailable } from '../_lib/expectSourceFaults.js';

async function open(options: Parameters<typeof openFetcher>[0]) {
  const t = await openFetcher(options);
  return { port: createKrakenTokenQuotes({ fetcher: t.fetcher }), close: t.close };
}

describe('createKrakenTokenQuotes', () => {
  it('reads the quote and book of a pair: best bid and ask, last trade, 24-hour volume, levels and their newest time', async () => {
    const { port, close } = await open({ cassettes: ['kraken-xstocks'] });
    try {
      const quote = await port.quote('kraken', 'TSLAxUSD');
      expect(quote).toMatchObject({ venue: 'kraken', pair: 'TSLAxUSD', bid: 30300, ask: 30300.1, last: 30303.2, volume24h: 4412.73601799, time: 1688671674000 });
      expect(quote.bids).toEqual([[30297, 1.115], [30296.7, 2.002], [30289.8, 5.001]]);
      expect(quote.asks[0]).toEqual([30384.1, 2.059]);
    } finally {
      await close();
    }
  });

  it('reads several pairs\' tickers in one request, matched by the pair names Kraken answers under', async () => {
    const { port, close } = await open({ cassettes: ['kraken-xstocks'] });
    try {
      const quotes = await port.quotes('kraken', ['TSLAxUSD', 'NVDAxUSD']);
      expect(quotes.map((q) => [q.pair, q.bid, q.ask, q.last])).toEqual([['TSLAxUSD', 30300, 30300.1, 30303.2], ['NVDAxUSD', 30300, 30300.1, 30303.2]]);
      expect(quotes[0]).toMatchObject({ time: null, bids: [], asks: [] });
    } finally {
      await close();
    }
  });

  it('answers a pair Kraken does not list, or another venue, with a 400 naming the field', async () => {
    const { port, close } = await open({ cassettes: ['kraken-xstocks'] });
    try {
      for (const [call, field] of [
        [() => port.quote('kraken', 'NOPExUSD'), 'token'],
        [() => port.quote('kraken', 'TSLA x/USD'), 'token'],
        [() => port.quote('bitstamp', 'TSLAxUSD'), 'venue'],
      ] as const) {
        const error = await call().catch((e: unknown) => e);
        expectBadArgument(error, field);
      }
    } finally {
      await close();
    }
  });

  it.each(FAULTS)('answers a Kraken that is %s with a 503 naming kraken-xstocks', async (fault) => {
    const { port, close } = await open({ fault });
    try {
      const error = await port.quote('kraken', 'TSLAxUSD').catch((e: unknown) => e);
      expectUnavailable(error, 'kraken-xstocks', fault);
    } finally {
      await close();
    }
  });

  it('notes Kraken in the data block', async () => {
    const { port, close } = await open({ cassettes: ['kraken-xstocks'] });
    try {
      const trace = createTrace();
      await port.quote('kraken', 'TSLAxUSD', { trace });
      expect(trace.uses.map((u) => `${u.source} ${u.host}`)).toEqual(['kraken-xstocks api.kraken.com', 'kraken-xstocks api.kraken.com']);
    } finally {
      await close();
    }
  });
});
