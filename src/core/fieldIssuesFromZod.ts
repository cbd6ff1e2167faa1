import type { z } from 'zod';
import type { FieldIssue } from './GuidekitError.js';

/**
 * Maps zod issues to guidekit field issues: a dotted path with array indices in brackets
 * (`debts[2].balance`), a stable code (`required` for a missing value) and an English message.
 *
 * @param issues - zod issues from a failed parse.
 * @param options - `prefix`: path prepended to every field (e.g. the parameter holding a JSON document);
 *   `input`: the raw input, so a value absent at an issue's path is reported as `required`.
 * @returns One field issue per zod issue.
 * @example
 * ```ts
 * fieldIssuesFromZod(result.error.issues)[0] //=> { field: 'debts[0].balance', code: 'too_small', message: 'must be at least 0' }
 * ```
 */
export function fieldIssuesFromZod(issues: readonly z.core.$ZodIssue[], options: { readonly prefix?: string; readonly input?: unknown } = {}): FieldIssue[] {
  return issues.map((issue) => {
    let field = options.prefix ?? '';
    for (const segment of issue.path) {
      field += typeof segment === 'number' ? `[${segment}]` : `${field === '' ? '' : '.'}${String(segment)}`;
    }
    const missing = 'input' in options && issue.path.length > 0 && valueAt(options.input, issue.path) === undefined;
    return {
      field,
      code: missing ? 'required' : issue.code === 'custom' ? 'invalid_value' : issue.code,
      message: missing ? 'is required' : issue.message,
    };
  });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    // A parameter may carry a JSON document as a string (`debts`); look inside it.
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    }
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}
