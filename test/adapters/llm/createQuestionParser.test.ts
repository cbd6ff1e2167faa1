// Contract tests of the questionParser port over replayed real chat completions (test/fixtures/cassettes/llm: two
// answers of the live OpenAI API recorded by openai-python's snapshot tests; provenance in test/fixtures/README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { createQuestionParser } from '../../../src/adapters/llm/createQuestionParser.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { chooseNarrative } from '../../../src/markets/ask/chooseNarrative.js';
import { ASK_INTENT_OPERATIONS } from '../../../src/markets/ask/intentOperations.js';
import { readModelRouting } from '../../../src/markets/ask/readModelRouting.js';
import { ASK_INTENTS } from '../../../src/markets/ask/types.js';
import { createTrace, FAULTS, openFetcher, TEST_POLICIES, type Transports } from '../markets/harness.js';

const QUESTION = "What's the weather like in SF?";
const HINTS = { intents: ASK_INTENTS, operations: [...new Set(Object.values(ASK_INTENT_OPERATIONS).flat())] };
const OPTIONS = { url: 'https://api.openai.com/v1', apiKey: 'test-key', model: 'gpt-4o-2024-08-06' };

describe('createQuestionParser on recorded completions', () => {
  let t: Transports;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['llm'] });
  });
  afterAll(() => t.close());

  it('returns the model\'s answer as text, which the router then validates and here ignores', async () => {
    const trace = createTrace();
    const raw = await createQuestionParser({ fetcher: t.fetcher, ...OPTIONS }).parseQuestion(QUESTION, HINTS, { trace });
    // The recorded answer is a weather object, not a routing: it is ignored, never repaired.
    expect(JSON.parse(raw as string)).toEqual({ city: 'San Francisco', temperature: 65, units: 'f' });
    expect(readModelRouting(raw, QUESTION)).toBeNull();
    expect(trace.uses.map((u) => [u.source, u.host])).toEqual([['llm', 'api.openai.com']]);
  });

  it('returns a worded narrative as lines, which keeps only figures the engines gave', async () => {
    const worded = await createQuestionParser({ fetcher: t.fetcher, ...OPTIONS }).wordNarrative({ question: QUESTION, lang: 'en', template: ['No engine could answer this question.'] });
    expect(worded).toHaveLength(1);
    expect(worded![0]).toMatch(/^I'm unable to provide real-time weather updates/);
    expect(chooseNarrative(['No engine could answer this question.'], worded, []).worded_by).toBe('language_model');
  });
});

describe('createQuestionParser requests', () => {
  it('send the key as a bearer header, never in the URL, to the chat completions path', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const fetcher = createSourceFetcher({
      policies: TEST_POLICIES,
      fetch: async (input, init) => {
        seen.push({ url: String(input instanceof Request ? input.url : input), headers: new Headers(init?.headers) });
        return new Response(JSON.stringify({ choices: [{ message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' } }] }), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    try {
      // A refusal is no answer.
      expect(await createQuestionParser({ fetcher, ...OPTIONS, url: 'https://llm.example.com/v1/chat/completions' }).parseQuestion(QUESTION, HINTS)).toBeNull();
      expect(seen[0]!.url).toBe('https://llm.example.com/v1/chat/completions');
      expect(seen[0]!.headers.get('authorization')).toBe('Bearer test-key');
      expect(seen[0]!.url).not.toContain('test-key');
    } finally {
      await fetcher.close();
    }
  });

  it.each(FAULTS)('answer %s with a 503 naming llm', async (fault) => {
    const t = await openFetcher({ fault });
    try {
      const error = await createQuestionParser({ fetcher: t.fetcher, ...OPTIONS }).parseQuestion(QUESTION, HINTS).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect((error as SourceUnavailableError).source).toBe('llm');
    } finally {
      await t.close();
    }
  });
});
