import { describe, expect, it } from 'vitest';
import { locateAnalysisWorker } from '../../../src/adapters/workers/locateAnalysisWorker.js';

// Where tsup writes things (tsup.config.ts): entries keep their folder (dist/adapters/workers/index.{js,cjs}, the worker
// beside them), shared chunks sit in the dist root, and the CommonJS build's import.meta.url shim names the chunk that
// holds the shim, not the entry. Before this locator the CommonJS pool asked for dist/analysisWorker.js, which does not
// exist, and the worker's 'error' event crashed the process.
const ROOT = 'file:///app/node_modules/guidekit/dist/';
const shipped = new Set([
  `${ROOT}adapters/workers/analysisWorker.js`,
  `${ROOT}adapters/workers/analysisWorker.cjs`,
]);
const exists = (file: URL): boolean => shipped.has(file.href);

describe('locateAnalysisWorker', () => {
  it('finds the ESM worker beside the ESM workers entry', () => {
    expect(locateAnalysisWorker(`${ROOT}adapters/workers/index.js`, { exists }).href).toBe(`${ROOT}adapters/workers/analysisWorker.js`);
  });

  it('finds the CommonJS worker from a shared CommonJS chunk in the dist root', () => {
    expect(locateAnalysisWorker(`${ROOT}chunk-GW7FKR44.cjs`, { exists }).href).toBe(`${ROOT}adapters/workers/analysisWorker.cjs`);
  });

  it('finds the ESM worker from a shared ESM chunk in the dist root', () => {
    expect(locateAnalysisWorker(`${ROOT}chunk-ABCDEF12.js`, { exists }).href).toBe(`${ROOT}adapters/workers/analysisWorker.js`);
  });

  it('keeps the caller\'s module format: a CommonJS caller never gets the ESM worker', () => {
    const onlyEsm = (file: URL): boolean => file.href === `${ROOT}adapters/workers/analysisWorker.js`;
    expect(() => locateAnalysisWorker(`${ROOT}adapters/workers/index.cjs`, { exists: onlyEsm })).toThrow(/analysisWorker\.cjs/);
  });

  it('throws worker_missing on the caller\'s thread when the worker was not shipped', () => {
    expect(() => locateAnalysisWorker('file:///bundle/server.js', { exists })).toThrow(
      expect.objectContaining({ name: 'GuidekitError', code: 'worker_missing', field: 'workers', message: expect.stringMatching(/^locateAnalysisWorker: /) }),
    );
  });
});
