import { RECALL_FETCH_TIMEOUT_MS, RECALL_SOURCE_MAX_BYTES } from '../recalls/recallSourceSettings.js';
import { defineSourcePolicy, type SourcePolicy } from './SourcePolicy.js';

/**
 * The policy of every outside source guidekit's adapters fetch from: one row per source, with the limits its
 * operator documents. The recall feeds are fetched by `guidekit recalls refresh` into the snapshot the `recalls` port
 * reads, so they name no port: the snapshot's own report stands for them. docs/configuration.md lists them; `guidekit data status` and GET /health/data report each
 * one's breaker, rate limit and cache.
 */
export const SOURCE_POLICIES: readonly SourcePolicy[] = [
  defineSourcePolicy('recalls.cpsc', 'CPSC Recalls REST service (saferproducts.gov)', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS,
    maxBytes: RECALL_SOURCE_MAX_BYTES.cpsc,
    maxConcurrent: 1,
  }),
  defineSourcePolicy('recalls.health-canada', 'Health Canada recalls open-data file', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS,
    maxBytes: RECALL_SOURCE_MAX_BYTES['health-canada'],
    maxConcurrent: 1,
  }),
  defineSourcePolicy('recalls.safety-gate', 'EU Safety Gate public API', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS,
    maxBytes: RECALL_SOURCE_MAX_BYTES['safety-gate'],
    // Detail pages are fetched in batches; stay polite to a public service without a stated limit.
    maxConcurrent: 4,
  }),
  defineSourcePolicy('recalls.accc', 'ACCC Product Safety Australia recalls feed', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS,
    maxBytes: RECALL_SOURCE_MAX_BYTES.accc,
    maxConcurrent: 1,
  }),
  defineSourcePolicy('recalls.nhtsa', 'NHTSA recalls flat file (static.nhtsa.gov)', {
    timeoutMs: RECALL_FETCH_TIMEOUT_MS * 5,
    maxBytes: RECALL_SOURCE_MAX_BYTES.nhtsa,
    maxConcurrent: 1,
  }),
];
