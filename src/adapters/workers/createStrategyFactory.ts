import { GuidekitError } from '../../core/GuidekitError.js';
import { createRuleStrategy } from '../../backtest/createRuleStrategy.js';
import { createSmaCrossStrategy, type SmaCrossOptions } from '../../backtest/createSmaCrossStrategy.js';
import type { RuleSpecInput } from '../../backtest/ruleSpecSchema.js';
import type { StrategyFactory } from '../../backtest/sweepParameters.js';

/**
 * A strategy factory that can cross a worker-thread boundary (functions cannot): one of the two cores, or a module to import.
 * - `sma_cross`: {@link createSmaCrossStrategy} with `options`, each grid key (`fast`, `slow`, `maxBars`) overriding its option.
 * - `rule`: {@link createRuleStrategy} on `spec`, each grid key a dotted path into the spec set to the value, e.g.
 *   `entries.0.when.left.period`.
 * - `module`: the named export (default `default`) of an ES module URL, a `StrategyFactory`.
 */
export type WorkerStrategySpec =
  | { readonly kind: 'sma_cross'; readonly options?: SmaCrossOptions }
  | { readonly kind: 'rule'; readonly spec: RuleSpecInput; readonly name?: string }
  | { readonly kind: 'module'; readonly url: string; readonly exportName?: string };

function setPath(target: unknown, path: string, value: number): void {
  const parts = path.split('.');
  let node = target as Record<string, unknown>;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = node?.[parts[i] as string];
    if (next === null || typeof next !== 'object') {
      throw new GuidekitError(`createStrategyFactory: grid key ${path} does not name a field of the rule spec`, { code: 'invalid_path', field: `grid.${path}` });
    }
    node = next as Record<string, unknown>;
  }
  const leaf = parts[parts.length - 1] as string;
  if (!(leaf in node)) throw new GuidekitError(`createStrategyFactory: grid key ${path} does not name a field of the rule spec`, { code: 'invalid_path', field: `grid.${path}` });
  node[leaf] = value;
}

/**
 * Turns a {@link WorkerStrategySpec} into the {@link StrategyFactory} the engines take; the main thread and every worker
 * build the same factory from the same spec.
 *
 * @param spec - The serialisable description.
 * @param keys - The grid keys, checked up front for `rule` specs so a misspelt path fails loudly instead of rejecting every combination.
 * @returns The factory.
 * @throws {@link GuidekitError} for an unknown kind, a grid path that is not in the rule spec, or a module without that export.
 * @example
 * ```ts
 * const factory = await createStrategyFactory({ kind: 'sma_cross', options: { mode: 'long_only' } }, ['fast', 'slow']);
 * ```
 * @see docs/backtest-validation.md
 */
export async function createStrategyFactory(spec: WorkerStrategySpec, keys: readonly string[] = []): Promise<StrategyFactory> {
  const fn = 'createStrategyFactory';
  switch (spec?.kind) {
    case 'sma_cross':
      return (params) => createSmaCrossStrategy({ ...spec.options, ...params });
    case 'rule': {
      const probe = structuredClone(spec.spec);
      for (const k of keys) setPath(probe, k, 1);
      return (params) => {
        const copy = structuredClone(spec.spec);
        for (const [k, v] of Object.entries(params)) setPath(copy, k, v);
        return createRuleStrategy(copy, { name: spec.name ?? 'rule' });
      };
    }
    case 'module': {
      const mod = (await import(spec.url)) as Record<string, unknown>;
      const factory = mod[spec.exportName ?? 'default'];
      if (typeof factory !== 'function') throw new GuidekitError(`${fn}: ${spec.url} has no function export ${spec.exportName ?? 'default'}`, { code: 'invalid_module', field: 'strategy.url' });
      return factory as StrategyFactory;
    }
    default:
      throw new GuidekitError(`${fn}: strategy.kind must be 'sma_cross', 'rule' or 'module'`, { code: 'invalid_enum', field: 'strategy.kind' });
  }
}
