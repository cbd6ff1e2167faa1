/**
 * Measures the question router on the held-out buyer questions (test/markets/ask/heldOutBuyerQuestions.ts): the share
 * routed right by the grammar, and, when a language model is reachable, by the model through the same validation the
 * endpoints apply, side by side, with every miss listed. Nothing here tunes anything.
 *
 *   npx tsx scripts/measureAskRouting.ts                          # the grammar
 *   npx tsx scripts/measureAskRouting.ts --llm --llm-url URL      # the grammar and the model (GUIDEKIT_LLM_API_KEY, --llm-model)
 *   npx tsx scripts/measureAskRouting.ts --questions-out FILE     # the questions alone, for guidekit ask --file
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createSourceFetcher } from '../src/adapters/fetch/createSourceFetcher.js';
import { createQuestionParser } from '../src/adapters/llm/createQuestionParser.js';
import { LLM_SOURCE_POLICIES } from '../src/adapters/llm/llmSourcePolicies.js';
import { ASK_INTENT_OPERATIONS } from '../src/markets/ask/intentOperations.js';
import { readModelRouting } from '../src/markets/ask/readModelRouting.js';
import { readQuestion } from '../src/markets/ask/readQuestion.js';
import { ASK_INTENTS, type RoutedQuestion } from '../src/markets/ask/types.js';
import { HELD_OUT_AS_OF, HELD_OUT_BUYER_QUESTIONS, type BuyerQuestionCase } from '../test/markets/ask/heldOutBuyerQuestions.js';

const { values } = parseArgs({ options: { llm: { type: 'boolean' }, 'llm-url': { type: 'string' }, 'llm-model': { type: 'string' }, 'questions-out': { type: 'string' } } });
if (values['questions-out'] !== undefined) {
  writeFileSync(values['questions-out'], HELD_OUT_BUYER_QUESTIONS.map((c) => c.question).join('\n') + '\n');
  console.log(`${HELD_OUT_BUYER_QUESTIONS.length} questions written to ${values['questions-out']}`);
  process.exit(0);
}

/** Null when the reading is right for the case, else the reading in words. */
function judge(c: BuyerQuestionCase, reading: RoutedQuestion | null): string | null {
  if (reading === null) return 'refused' in c ? null : 'refused';
  const first = reading.routes[0]!;
  const got = `${reading.intent} ${first.operation_id} ${JSON.stringify(first.params)}`;
  if ('refused' in c) return `routed, should refuse: ${got}`;
  return reading.intent === c.intent && first.operation_id === c.operationId && Object.entries(c.params ?? {}).every(([k, v]) => first.params[k] === v) ? null : got;
}

function report(name: string, misses: readonly { question: string; miss: string }[]): void {
  const n = HELD_OUT_BUYER_QUESTIONS.length;
  console.log(`${name}: ${n - misses.length} of ${n} routed right (${(((n - misses.length) / n) * 100).toFixed(1)} %)`);
  for (const m of misses) console.log(`  miss: ${JSON.stringify(m.question)} → ${m.miss}`);
}

const grammar = HELD_OUT_BUYER_QUESTIONS.map((c) => {
  const read = readQuestion(c.question, {}, { asOf: HELD_OUT_AS_OF });
  return { question: c.question, miss: judge(c, 'refused' in read ? null : read) };
}).filter((x): x is { question: string; miss: string } => x.miss !== null);
report('grammar', grammar);

if (values.llm === true) {
  const url = values['llm-url'] ?? process.env.GUIDEKIT_LLM_URL;
  if (url === undefined) throw new Error('--llm needs --llm-url or GUIDEKIT_LLM_URL');
  const fetcher = createSourceFetcher({ policies: LLM_SOURCE_POLICIES, userAgent: 'guidekit-measure/1' });
  const model = values['llm-model'] ?? process.env.GUIDEKIT_LLM_MODEL;
  const parser = createQuestionParser({ fetcher, url, ...(process.env.GUIDEKIT_LLM_API_KEY === undefined ? {} : { apiKey: process.env.GUIDEKIT_LLM_API_KEY }), ...(model === undefined ? {} : { model }) });
  const hints = { intents: ASK_INTENTS, operations: [...new Set(Object.values(ASK_INTENT_OPERATIONS).flat())] };
  const misses: { question: string; miss: string }[] = [];
  for (const c of HELD_OUT_BUYER_QUESTIONS) {
    const raw = await parser.parseQuestion(c.question, hints).catch(() => null);
    const miss = judge(c, raw === null ? null : readModelRouting(raw, c.question));
    if (miss !== null) misses.push({ question: c.question, miss });
  }
  await fetcher.close();
  report(`language model (${model ?? 'gpt-4o-mini'})`, misses);
}
