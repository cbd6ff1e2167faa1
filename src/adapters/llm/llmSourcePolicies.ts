import { defineSourcePolicy, type SourcePolicy } from '../fetch/SourcePolicy.js';

/**
 * The fetch-layer policy of the optional language model (port `questionParser`): an OpenAI-compatible chat completions
 * endpoint at GUIDEKIT_LLM_URL. Never cached (each question differs), never retried (a completion costs money and
 * the answer works without it), a generous time limit.
 */
export const LLM_SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('llm', 'OpenAI-compatible chat completions endpoint (GUIDEKIT_LLM_URL; off unless configured)', {
    port: 'questionParser',
    timeoutMs: 30_000,
    retries: 0,
    ttlSeconds: 0,
    maxBytes: 1024 * 1024,
    maxConcurrent: 2,
  }),
];
