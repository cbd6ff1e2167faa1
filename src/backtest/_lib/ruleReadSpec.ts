import { GuidekitError } from '../../core/GuidekitError.js';
import { fieldIssuesFromZod } from '../../core/fieldIssuesFromZod.js';
import { ruleSpecSchema, type RuleSpec } from '../ruleSpecSchema.js';

/**
 * Validates an explicit rule spec (an object, or its JSON text) against {@link ruleSpecSchema}.
 *
 * @param fn - Calling function, named at the start of the message.
 * @param value - Candidate spec.
 * @param field - Field named in errors, e.g. `rule` or `spec`.
 * @returns The spec with defaults filled in (a new object; the input is not modified).
 * @throws {@link GuidekitError} `invalid_rule` naming the first bad path (e.g. `rule.entries[0].when.left.period`).
 */
export function readRuleSpec(fn: string, value: unknown, field: string): RuleSpec {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value) as unknown;
    } catch {
      throw new GuidekitError(`${fn}: ${field} is not valid JSON`, { code: 'invalid_rule', field });
    }
  }
  const parsed = ruleSpecSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const issues = fieldIssuesFromZod(parsed.error.issues, { prefix: field }).map((i) => ({ ...i, code: 'invalid_rule' }));
  const first = issues[0];
  throw new GuidekitError(`${fn}: ${field} is not a valid rule spec: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`, {
    code: 'invalid_rule',
    field: first?.field ?? field,
    issues,
  });
}
