import type { z } from 'zod';

/** A one-line account of why a payload failed its boundary schema (first three issues, with paths). */
export function describeZodError(what: string, error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((i) => `${i.path.length === 0 ? '(root)' : i.path.join('.')}: ${i.message}`);
  return `${what} does not have the expected shape (${issues.join('; ')}${error.issues.length > 3 ? '; …' : ''})`;
}
