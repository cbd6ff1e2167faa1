import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';

// zod/mini loads no messages of its own: without full zod in the bundle (a browser app importing one engine), an issue
// that no schema worded (a debt's `creditor` sent as a number) would read only "Invalid input". Private to src/core.

// Built once at load (a small closure over zod's English table): no mutable module state.
const english: z.core.$ZodErrorMap = en().localeError;

/**
 * Per-parse error map for the engines' zod/mini schemas: zod's English message for an issue, unless the process has set
 * its own (full zod sets English on load; an application may set another language or map), which then wins.
 *
 * @param issue - The raw issue zod is about to report.
 * @returns The English message, or undefined to leave the message to zod's configured maps.
 * @example
 * ```ts
 * debtListSchema.safeParse(value, { error: englishIssueMessage })
 * ```
 */
export function englishIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const config = z.config();
  if (config.customError !== undefined || config.localeError !== undefined) return undefined;
  const message = english(issue);
  return typeof message === 'string' ? message : message?.message;
}
