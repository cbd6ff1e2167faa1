// Every example of docs/rule-grammar.md is a test: each ```rule block must compile to the ```json block after it,
// and each ```rule-error block must fail the way it says. The doc and the parser cannot drift apart.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRule } from '../../src/backtest/compileRule.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

const DOC = readFileSync(fileURLToPath(new URL('../../docs/rule-grammar.md', import.meta.url)), 'utf8');
const blocks = [...DOC.matchAll(/```(rule|json|rule-error|ebnf)\n([\s\S]*?)```/gu)].map((m) => ({ kind: m[1] as string, body: (m[2] as string).trim() }));

const examples = blocks.flatMap((b, i) => {
  if (b.kind !== 'rule') return [];
  const next = blocks[i + 1];
  if (next?.kind !== 'json') throw new Error(`docs/rule-grammar.md: the rule example "${b.body}" has no json block after it`);
  return [{ text: b.body, expected: JSON.parse(next.body) as unknown }];
});
const errors = blocks.filter((b) => b.kind === 'rule-error').map((b) => {
  const [text, ...lines] = b.body.split('\n');
  const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
  return { text: text as string, quotes: field('quotes'), suggests: field('suggests'), endsEarly: lines.includes('ends early') };
});

async function failure(text: string): Promise<GuidekitError> {
  try {
    await compileRule(text);
  } catch (e) {
    if (e instanceof GuidekitError) return e;
    throw e;
  }
  throw new Error(`expected "${text}" to be rejected`);
}

describe('compileRule', () => {
  it('finds the grammar, at least 20 examples and at least 5 error examples in the doc', () => {
    expect(blocks.filter((b) => b.kind === 'ebnf')).toHaveLength(1);
    expect(examples.length).toBeGreaterThanOrEqual(20);
    expect(errors.length).toBeGreaterThanOrEqual(5);
  });

  it.each(examples)('compiles the doc example "$text" to the spec the doc shows', async ({ text, expected }) => {
    const { spec, source } = await compileRule(text);
    expect(source).toBe('grammar');
    expect(spec).toEqual(expected);
  });

  it.each(errors)('rejects the doc error example "$text" as the doc says', async ({ text, quotes, suggests, endsEarly }) => {
    const e = await failure(text);
    expect([e.code, e.field]).toEqual(['unparsed_rule', 'rule']);
    expect(e.message.startsWith('compileRule: ')).toBe(true);
    if (quotes !== undefined) {
      const start = text.indexOf(quotes);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(e.message).toContain(`"${quotes}" (characters ${start}–${start + quotes.length} of the rule)`);
    }
    if (endsEarly) expect(e.message).toContain('ends too early');
    if (suggests !== undefined) {
      const offered = e.message.split('nearest accepted forms: ')[1] ?? '';
      expect(offered).toContain(`"${suggests}"`);
    }
  });
});
