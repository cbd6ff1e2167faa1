/**
 * guidekit worker-thread adapter: parameter sweeps and Monte Carlo runs of the backtest engines spread over a pool of
 * `worker_threads`, with results identical to the single-threaded engines.
 * @packageDocumentation
 */
export { createStrategyFactory, type WorkerStrategySpec } from './createStrategyFactory.js';
export { createAnalysisPool, type AnalysisPool, type AnalysisRunHooks, type CreateAnalysisPoolOptions } from './createAnalysisPool.js';
export { runAnalysisTasks, type RunAnalysisTasksOptions } from './runAnalysisTasks.js';
export { sweepParametersInWorkers, type SweepParametersInWorkersOptions } from './sweepParametersInWorkers.js';
export { simulateMonteCarloInWorkers, type SimulateMonteCarloInWorkersOptions } from './simulateMonteCarloInWorkers.js';
export { simulateBlockBootstrapInWorkers, type SimulateBlockBootstrapInWorkersOptions } from './simulateBlockBootstrapInWorkers.js';
export type { AnalysisTask } from './analysisWorker.js';
// Re-exported so a caller can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../../core/GuidekitError.js';
