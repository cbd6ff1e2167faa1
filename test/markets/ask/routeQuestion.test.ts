import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';
import { readTickerTable } from '../../../src/markets/ask/_lib/readTickerTable.js';
import { readQuestion } from '../../../src/markets/ask/readQuestion.js';
import { routeQuestion } from '../../../src/markets/ask/routeQuestion.js';
import { ASK_TICKERS } from '../../../src/markets/rules/askTickers.js';
import { TEST_SPORTS_DICTIONARY } from './_dictionary.js';

const AS_OF = '2026-11-25';

describe('routeQuestion', () => {
  // The brief's timeframe words (this week → 1d, today → 1h/4h, long term → 1w), documented in ASK_VOCABULARY.
  it.each([
    ['Is gold a buy this week?', '1d'],
    ['Is gold a buy today?', '4h'],
    ['gold scalp in the next hour', '1h'],
    ['Is gold a buy for the long term?', '1w'],
    ['Is gold a buy?', '1d'],
  ])('reads the horizon of %j as %s', (q, timeframe) => {
    expect(routeQuestion(q, {}, { asOf: AS_OF }).routes[0]!.params.timeframe).toBe(timeframe);
  });

  it('says when the timeframe was defaulted, and lowers its confidence for it', () => {
    const routed = routeQuestion('Is gold a buy?', {}, { asOf: AS_OF });
    expect(routed.defaults).toEqual({ timeframe: '1d' });
    expect(routed.not_understood).toContain('timeframe not given: 1d assumed');
    expect(routed.confidence).toBeLessThan(routeQuestion('Is gold a buy this week?', {}, { asOf: AS_OF }).confidence);
  });

  it('lists the content words it did not use', () => {
    const routed = routeQuestion('Who wins Arsenal v Chelsea at the Emirates?', { sports: TEST_SPORTS_DICTIONARY }, { asOf: AS_OF });
    expect(routed.not_understood).toEqual(['emirates']);
    expect(routed.confidence).toBeLessThan(1);
  });

  it('reads instruments through the instrument table: ids, aliases, decorations, spoken names', () => {
    const id = (q: string) => routeQuestion(q, {}, { asOf: AS_OF }).routes[0]!.params.instrument;
    expect(id('EUR/USD signal this week')).toBe('EURUSD');
    expect(id('EURUSD=X signal this week')).toBe('EURUSD');
    expect(id('US500 signal this week')).toBe('SPX');
    expect(id('natural gas signal this week')).toBe('NATGAS');
    expect(id('the euro against the yen this week')).toBe('EURJPY');
  });

  it('matches a venue market title given at call time', () => {
    const routed = routeQuestion('Will CPI inflation be above 3% in December?', {
      marketTitles: [
        { venue: 'kalshi', id: 'KXCPI-26DEC', title: 'Will CPI inflation be above 3.0% in December 2026?' },
        { venue: 'polymarket', id: '0xabc', title: 'Will the Fed cut rates in December?' },
      ],
    }, { asOf: AS_OF });
    expect(routed.routes[0]!.params.market).toBe('kalshi:KXCPI-26DEC');
    expect(routed.entities.find((e) => e.kind === 'market_title')?.value).toBe('kalshi:KXCPI-26DEC');
  });

  it('knows the sport of teams in the dictionary, and reads others by the "A v B" shape without a sport', () => {
    const known = routeQuestion('Arsenal v Chelsea', { sports: TEST_SPORTS_DICTIONARY }, { asOf: AS_OF });
    expect(known.routes.map((r) => r.operation_id)).toEqual(['scanGame', 'signalSports']);
    expect(known.routes[0]!.params).toEqual({ sport: 'epl', event: 'Arsenal v Chelsea' });
    // Eredivisie clubs are in neither the caller's dictionary nor the router's team table (ASK_TEAMS).
    const shape = routeQuestion('Who wins Ajax v Feyenoord?', {}, { asOf: AS_OF });
    expect(shape.intent).toBe('match_winner');
    expect(shape.routes).toEqual([{ operation_id: 'scanGame', params: { event: 'Ajax v Feyenoord' } }]);
    expect(shape.not_understood).toContain('sport: the teams are not in the dictionary and no league was named');
    expect(shape.confidence).toBeLessThan(known.confidence);
  });

  it('routes a signal for each of two instruments named', () => {
    const routed = routeQuestion('EURUSD or GBPUSD this week?', {}, { asOf: AS_OF });
    expect(routed.routes.map((r) => r.params.instrument)).toEqual(['EURUSD', 'GBPUSD']);
  });

  it('refuses empty and over-long questions on field question', () => {
    for (const q of ['', '   ', 'x'.repeat(2001)]) {
      expect(() => routeQuestion(q)).toThrow(expect.objectContaining({ code: 'invalid_question', field: 'question' }));
    }
  });

  it('is deterministic and leaves its dictionaries untouched', () => {
    const dictionary = structuredClone(TEST_SPORTS_DICTIONARY);
    const a = routeQuestion('Lakers or Celtics tonight?', { sports: dictionary }, { asOf: AS_OF });
    const b = routeQuestion('Lakers or Celtics tonight?', { sports: dictionary }, { asOf: AS_OF });
    expect(a).toEqual(b);
    expect(dictionary).toEqual(TEST_SPORTS_DICTIONARY);
  });

  it('answers any text with a routing or a refusal on field question, never another error', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (q) => {
        try {
          const routed = routeQuestion(q, { sports: TEST_SPORTS_DICTIONARY }, { asOf: AS_OF });
          expect(routed.routes.length).toBeGreaterThan(0);
          for (const e of routed.entities) expect(routed.question.slice(e.span[0], e.span[1])).toBe(e.text);
        } catch (error) {
          expect(isGuidekitError(error)).toBe(true);
          expect((error as { field: string }).field).toBe('question');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('routes an instrument question with any surrounding words to a signal for that instrument', () => {
    const filler = fc.constantFrom('please', 'quick one:', 'hey,', 'honestly', 'so', 'ok');
    fc.assert(
      fc.property(filler, fc.constantFrom('EURUSD', 'gold', 'bitcoin', 'USD/JPY', 'Brent crude'), filler, (a, name, b) => {
        const routed = routeQuestion(`${a} is ${name} a buy ${b}`, {}, { asOf: AS_OF });
        expect(routed.intent).toBe('price_signal');
        expect(routed.routes[0]!.operation_id).toBe('signalGenerate');
      }),
    );
  });

  it('never corrects a listed ticker as a typo, and reads a lower-case one that is no word as the ticker', () => {
    const table = readTickerTable(ASK_TICKERS.versions[0]!.value);
    // Five-letter tickers sit closest to lexicon words ("NVDIA"-like shapes); every one of them in lower case.
    const five = [...table.tickers].filter((t) => /^[A-Z]{5}$/.test(t) && !table.wordTickers.has(t));
    fc.assert(
      fc.property(fc.constantFrom(...five), (ticker) => {
        const read = readQuestion(`${ticker.toLowerCase()} stock outlook`, {}, { asOf: AS_OF });
        if ('refused' in read) return;
        expect(read.corrections).toEqual([]);
      }),
      { numRuns: 400 },
    );
    expect(routeQuestion('pltr stock outlook', {}, { asOf: AS_OF }).routes[0]!.params.instrument).toBe('PLTR');
  });

  it('reads a misspelt lexicon word through, saying so, and lowers its confidence', () => {
    const typo = routeQuestion('etherium outlook this week', {}, { asOf: AS_OF });
    const clean = routeQuestion('ethereum outlook this week', {}, { asOf: AS_OF });
    expect(typo.routes).toEqual(clean.routes);
    expect(typo.corrections).toEqual([{ text: 'etherium', read_as: 'ethereum', span: [0, 8] }]);
    expect(typo.not_understood).toContain('"etherium" read as "ethereum"');
    expect(typo.confidence).toBeLessThan(clean.confidence);
    // An English word near a lexicon word is left as written.
    expect(readQuestion('ethereal music tonight', {}, { asOf: AS_OF })).toMatchObject({ refused: true });
  });

  it("lets the caller's dictionary replace the router's spelling of a name", () => {
    const own = { teams: [{ name: 'Arsenal WFC', sport: 'wsl', aliases: ['Arsenal'] }, { name: 'Chelsea FCW', sport: 'wsl', aliases: ['Chelsea'] }], players: [] };
    expect(routeQuestion('Arsenal v Chelsea', { sports: own }, { asOf: AS_OF }).routes[0]!.params).toEqual({ sport: 'wsl', event: 'Arsenal WFC v Chelsea FCW' });
    expect(routeQuestion('Arsenal v Chelsea', {}, { asOf: AS_OF }).routes[0]!.params).toEqual({ sport: 'epl', event: 'Arsenal v Chelsea' });
  });

  it('reads a company named by an ordinary word only next to a market word', () => {
    expect(readQuestion('apple pie recipe', {}, { asOf: AS_OF })).toMatchObject({ refused: true });
    expect(routeQuestion('apple stock this week', {}, { asOf: AS_OF }).routes[0]!.params.instrument).toBe('AAPL');
  });
});

