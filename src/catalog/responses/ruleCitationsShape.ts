import { z } from 'zod';
import { prose } from '../../core/i18n/prose.js';

/** One rule an answer applied (citeRules drops the value itself): where the figure came from and how current it is. */
export const appliedRuleSchema = z
  .looseObject({
    id: z.string().describe('Stable id of the rule table, e.g. `us.fdcpa.validation_period`.'),
    title: z.string().describe('What the rule is, in a few words.'),
    source: z.string().describe('The statute, regulation or official page the value comes from.'),
    effective: z.string().describe('ISO date from which the applied version is in force.'),
    verified: z.string().nullable().describe('ISO date the value was checked against its source; null when it was not.'),
    unverified: z.boolean().describe('True when the value could not be verified against its source.'),
    stale: z.boolean().describe("True when the value's period has ended and no newer value is on record."),
    stale_since: z.string().optional().describe('First day the value is stale; present only when `stale`.'),
    note: z.string().optional().describe('A remark on the version (scope, caveat), when the table gives one.'),
    jurisdiction: z
      .string()
      .optional()
      .describe("Whose law or practice the rule is: `US`, `UK`, `CA`, `AU`, `NZ`, `DE`, a subdivision such as `US-IL` or `CA-ON`, or `INTL` for guidekit's own editorial figures."),
    comparison: z.boolean().optional().describe("True when the rule is another country's, cited only as a labelled comparison."),
  })
  .describe('One rule applied: its id, title, source, effective date and verification.');

/**
 * The citation block every rule-based answer carries (from `citeRules`): the rules applied, the ids of those not
 * verified and of those out of date, and a sentence when any is out of date. Spread into a response object schema.
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ ...ruleCitationsShape, total: moneySchema });
 * ```
 * @see src/core/citeRules.ts
 */
export const ruleCitationsShape = {
  rules_applied: z.array(appliedRuleSchema).describe('Every rule the answer applied, in the order used.'),
  unverified_rules: z.array(z.string()).describe('Ids of applied rules whose value could not be verified against its source; empty when all were.'),
  stale_rules: z.array(z.string()).describe('Ids of applied rules whose period has ended with no newer value on record; empty when all are current.'),
  stale_note: prose(z.string()).optional().describe('Present only when `stale_rules` is not empty: one sentence naming the out-of-date figures.'),
};
