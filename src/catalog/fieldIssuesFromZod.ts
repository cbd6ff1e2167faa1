import type { z } from 'zod';
import type { FieldIssue } from '../core/GuidekitError.js';

/**
 * Maps zod issues to guidekit field issues: a dotted path with array indices in brackets
 * (`debts[2].balance`), a stable code (`required` for a missing value) and an English message.
 *
 * @param issues - zod issues from a failed parse.
 * @param options - `prefix`: path prepended to every field (e.g. the parameter holding a JSON document).
 * @returns One field issue per zod issue.
 * @example
 * ```ts
 * fieldIssuesFromZod(result.error.issues)[0] //=> { field: 'debts[0].balance', code: 'too_small', message: 'must be at least 0' }
 * ```
 */
export function fieldIssuesFromZod(issues: readonly z.core.$ZodIssue[], options: { readonly prefix?: string } = {}): FieldIssue[] {
  return issues.map((issue) => {
    let field = options.prefix ?? '';
    for (const segment of issue.path) {
      field += typeof segment === 'number' ? `[${segment}]` : `${field === '' ? '' : '.'}${String(segment)}`;
    }
    const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
    return {
      field,
      code: missing ? 'required' : issue.code === 'custom' ? 'invalid_value' : issue.code,
      message: missing ? 'is required' : issue.message,
    };
  });
}
