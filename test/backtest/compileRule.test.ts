import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { compileRule } from '../../src/backtest/compileRule.js';
import type { RuleCondition, RuleSpecInput } from '../../src/backtest/ruleSpecSchema.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

async function failure(run: () => Promise<unknown>): Promise<GuidekitError> {
  try {
    await run();
  } catch (e) {
    if (e instanceof GuidekitError) return e;
    throw e;
  }
  throw new Error('expected a GuidekitError');
}

const sma = (period: number) => ({ type: 'sma', period });
const cross = (left: unknown, direction: 'above' | 'below', right: unknown) => ({ type: 'cross', left, direction, right });

// The two sentences of issue #6, with the specs written by hand from the issue's wording.
const ISSUE_LONG_SHORT = 'Go long when SMA(10) crosses above SMA(30). Go short when SMA(10) crosses below SMA(30).';
const ISSUE_EVERYDAY = 'buy when the 50-day moving average crosses above the 200-day, sell when it crosses below; 5% stop';

describe('compileRule', () => {
  it("compiles the issue's long/short crossover sentence", async () => {
    const { spec, source, text } = await compileRule(ISSUE_LONG_SHORT);
    expect(source).toBe('grammar');
    expect(text).toBe(ISSUE_LONG_SHORT);
    expect(spec).toEqual({
      version: 1,
      entries: [{ side: 'long', when: cross(sma(10), 'above', sma(30)) }, { side: 'short', when: cross(sma(10), 'below', sma(30)) }],
      exits: [],
      filters: [],
    });
  });

  it("compiles the issue's everyday variant: 'the 200-day' is an SMA, 'it crosses below' reverses the pair, 'sell' exits the long", async () => {
    const { spec } = await compileRule(ISSUE_EVERYDAY);
    expect(spec).toEqual({
      version: 1,
      entries: [{ side: 'long', when: cross(sma(50), 'above', sma(200)) }],
      exits: [{ side: 'long', when: cross(sma(50), 'below', sma(200)) }],
      filters: [],
      stop_loss: { kind: 'percent', fraction: 0.05 },
    });
  });

  it('returns a JSON-serialisable spec that compiles back to itself when sent explicitly', async () => {
    for (const text of [ISSUE_LONG_SHORT, ISSUE_EVERYDAY]) {
      const { spec } = await compileRule(text);
      const json = JSON.stringify(spec);
      expect(JSON.parse(json)).toEqual(spec);
      const fromJson = await compileRule(json);
      expect(fromJson).toEqual({ spec, source: 'explicit', text: null });
      expect((await compileRule(JSON.parse(json) as typeof spec)).spec).toEqual(spec);
    }
  });

  it('does not modify an explicit spec and fills the documented defaults', async () => {
    const input: RuleSpecInput = { entries: [{ side: 'long', when: cross(sma(5), 'above', sma(9)) as RuleCondition }] };
    const { spec } = await compileRule(deepFreeze(input));
    expect(spec).toEqual({ version: 1, entries: [{ side: 'long', when: cross(sma(5), 'above', sma(9)) }], exits: [], filters: [] });
  });

  it('rejects a bad explicit spec as invalid_rule naming the path', async () => {
    const e = await failure(() => compileRule({ entries: [{ side: 'long', when: cross(sma(0), 'above', sma(9)) as never }] }));
    expect(e.code).toBe('invalid_rule');
    expect(e.field?.startsWith('rule.entries[0].when')).toBe(true);
    const unknownKey = await failure(() => compileRule({ entries: [], extra: 1 } as never));
    expect(unknownKey.code).toBe('invalid_rule');
    expect((await failure(() => compileRule('{ not json'))).code).toBe('invalid_rule');
  });

  it('rejects a value out of range after parsing (a 150% stop) as invalid_rule on its path', async () => {
    const e = await failure(() => compileRule('buy when RSI(14) crosses above 30; 150% stop'));
    expect([e.code, e.field]).toEqual(['invalid_rule', 'rule.stop_loss.fraction']);
  });

  it('names the words it did not understand with their offsets and suggests the nearest forms', async () => {
    const text = 'Buy when SMA(10) crosses abov SMA(30)';
    const e = await failure(() => compileRule(text));
    expect([e.code, e.field]).toEqual(['unparsed_rule', 'rule']);
    expect(e.message).toMatch(/^compileRule: could not understand "crosses abov SMA\(30\)" \(characters 17–37 of the rule\)/u);
    expect(text.slice(17, 37)).toBe('crosses abov SMA(30)');
    expect(e.message.split('nearest accepted forms: ')[1]?.split(', ')[0]).toBe('"crosses above"');
  });

  it('never guesses: a nonsense word anywhere in a valid rule is rejected and quoted', async () => {
    const words = ISSUE_EVERYDAY.split(' ');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: words.length }), fc.stringMatching(/^[qjz]{5,8}$/u), async (at, junk) => {
        const text = [...words.slice(0, at), junk, ...words.slice(at)].join(' ');
        const e = await failure(() => compileRule(text));
        expect(e.code).toBe('unparsed_rule');
        expect(e.message).toContain(junk);
      }),
      { numRuns: 60 },
    );
  });

  it('is case-insensitive and deterministic', async () => {
    const texts = [ISSUE_LONG_SHORT, ISSUE_EVERYDAY, 'Buy when RSI(14) is below 30 for 3 days. Exit after 10 bars. Take profit 10%. Stop loss 2 ATR. Risk 50% of equity.'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...texts), fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }), async (text, flips) => {
        const mixed = [...text].map((ch, i) => (flips[i] ? ch.toUpperCase() : ch.toLowerCase())).join('');
        expect((await compileRule(mixed)).spec).toEqual((await compileRule(text)).spec);
      }),
      { numRuns: 30 },
    );
  });

  it('rejects an ambiguous "sell" beside a short rule instead of guessing a side', async () => {
    const e = await failure(() => compileRule('go short when RSI(14) crosses below 70. sell when RSI(14) crosses below 50'));
    expect(e.code).toBe('unparsed_rule');
    expect(e.message).toContain('"sell when RSI(14) crosses below 50"');
    expect(e.message).toContain('"exit long when"');
  });

  it('rejects a rule without an entry, a second stop, an empty and an overlong text', async () => {
    expect((await failure(() => compileRule('5% stop'))).code).toBe('unparsed_rule');
    const twice = await failure(() => compileRule('buy when close > SMA(20); 5% stop; stop loss 2 ATR'));
    expect(twice.message).toContain('"stop loss 2 ATR"');
    expect((await failure(() => compileRule('   '))).code).toBe('required');
    expect((await failure(() => compileRule(`buy when close > SMA(20) ${'and close > SMA(20) '.repeat(300)}`))).code).toBe('too_big');
    expect((await failure(() => compileRule(42 as never))).field).toBe('rule');
  });

  it("resolves 'it' only against an earlier relation", async () => {
    const e = await failure(() => compileRule('buy when it crosses above SMA(30)'));
    expect(e.code).toBe('unparsed_rule');
  });

  describe('interpret hook', () => {
    const modelSpec = { entries: [{ side: 'long', when: cross(sma(3), 'above', sma(7)) }] };

    it('is not called when the grammar reads the text', async () => {
      const interpret = vi.fn(() => modelSpec);
      const r = await compileRule(ISSUE_LONG_SHORT, { interpret });
      expect(interpret).not.toHaveBeenCalled();
      expect(r.source).toBe('grammar');
    });

    it('is used only when the grammar fails, and its output is validated and marked', async () => {
      const text = 'purchase whenever the trend looks strong';
      const r = await compileRule(text, { interpret: async (t) => (t === text ? modelSpec : null) });
      expect(r).toEqual({ spec: { version: 1, exits: [], filters: [], ...modelSpec }, source: 'interpreter', text });
      const bad = await failure(() => compileRule(text, { interpret: () => ({ entries: 'buy' }) }));
      expect([bad.code, bad.field]).toEqual(['invalid_rule', 'rule.entries']);
    });

    it('is off by default', async () => {
      expect((await failure(() => compileRule('purchase whenever the trend looks strong'))).code).toBe('unparsed_rule');
      expect((await failure(() => compileRule('x', { interpret: 'model' as never }))).field).toBe('interpret');
    });
  });
});
