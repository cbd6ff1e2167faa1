import { describe, expect, it } from 'vitest';
import { readModelRouting } from '../../../src/markets/ask/readModelRouting.js';

const Q = 'what usually happens to the yellow metal when America posts its monthly jobs tally';
const valid = { intent: 'event_reaction', routes: [{ operation_id: 'scanEvent', params: { event: 'nfp', instrument: 'XAUUSD' } }], entities: [{ kind: 'instrument', text: 'yellow metal', value: 'XAUUSD' }] };

describe('readModelRouting', () => {
  it('turns a valid reading into the router\'s form, marked as the model\'s, with spans found in the question', () => {
    const routed = readModelRouting(JSON.stringify(valid), Q)!;
    expect(routed).toMatchObject({ intent: 'event_reaction', parsed_by: 'language_model', confidence: 0.5, routes: valid.routes });
    expect(Q.slice(routed.entities[0]!.span[0], routed.entities[0]!.span[1])).toBe('yellow metal');
    // A fenced code block is read the same.
    expect(readModelRouting('```json\n' + JSON.stringify(valid) + '\n```', Q)).toEqual(routed);
  });

  it.each([
    ['an unknown intent', { ...valid, intent: 'weather_forecast' }],
    ['an operation its intent does not route to', { ...valid, routes: [{ operation_id: 'signalGenerate', params: {} }] }],
    ['an operation outside the catalog', { ...valid, routes: [{ operation_id: 'debtPayoff', params: {} }] }],
    ['a figure not written in the question', { ...valid, routes: [{ operation_id: 'scanEvent', params: { event: 'nfp', threshold: '5000' } }] }],
    ['an entity whose text is not in the question', { ...valid, entities: [{ kind: 'instrument', text: 'gold', value: 'XAUUSD' }] }],
    ['no routes', { ...valid, routes: [] }],
    ['a declined answer', { intent: null }],
    ['extra route fields', { ...valid, routes: [{ operation_id: 'scanEvent', params: {}, price: 1 }] }],
  ])('ignores %s', (_what, value) => {
    expect(readModelRouting(JSON.stringify(value), Q)).toBeNull();
  });

  it('ignores text that is not JSON', () => {
    expect(readModelRouting('I think this is about gold.', Q)).toBeNull();
    expect(readModelRouting(null, Q)).toBeNull();
  });
});
