import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { englishIssueMessage } from '../../../src/core/_lib/englishIssueMessage.js';
import { debtListSchema } from '../../../src/debt/debtInputSchema.js';

// zod/mini sets no messages of its own; full zod sets English when it loads (as the test process may have done). Each
// case clears or replaces the global maps, as an application bundling only engines would have them, and restores them.
const saved = { ...z.config() };
afterEach(() => {
  z.config().localeError = saved.localeError;
  z.config().customError = saved.customError;
});

const BAD = [{ creditor: 5, balance: '1', rate: 1, minPayment: '1', secured: 'yes' }];

describe('englishIssueMessage', () => {
  it("gives zod's English message when no map is configured (an engines-only bundle)", () => {
    z.config().localeError = undefined;
    z.config().customError = undefined;
    const bare = debtListSchema.safeParse(BAD);
    expect(bare.error?.issues[0]?.message).toBe('Invalid input');
    const worded = debtListSchema.safeParse(BAD, { error: englishIssueMessage });
    expect(worded.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.creditor', 'Invalid input: expected string, received number'],
      ['0.secured', 'Invalid input: expected boolean, received string'],
    ]);
  });

  it("leaves the message to the application's own map when one is set", () => {
    z.config().localeError = undefined;
    z.config().customError = () => 'eigene Meldung';
    const parsed = debtListSchema.safeParse(BAD, { error: englishIssueMessage });
    expect(parsed.error?.issues[0]?.message).toBe('eigene Meldung');
  });

  it('keeps the messages the schema words itself', () => {
    const parsed = debtListSchema.safeParse([{ creditor: ' ', balance: '-1', rate: '0x10', minPayment: '1' }], { error: englishIssueMessage });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'must not be empty',
      'must be at least 0',
      'must be a number written in decimal digits (an optional sign and point), got "0x10"',
    ]);
  });
});
