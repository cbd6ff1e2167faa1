import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { validateDebts } from '../../src/debt/_lib/payoffInput.js';
import { readPlainDebts } from '../../src/debt/_lib/readPlainDebts.js';

/** What the schema makes of an input: its debts as JSON text (key order included), or the error code. */
function schemaReading(debts: unknown): string {
  try {
    return JSON.stringify(validateDebts(debts, 'test'));
  } catch (e) {
    return `ERR ${(e as { code?: string }).code}`;
  }
}

const plainDebt = fc.record({
  creditor: fc.oneof(fc.constantFrom('Visa', '  Auto loan ', 'Médical', 'x'.repeat(100)), fc.string({ minLength: 1, maxLength: 20 })),
  balance: fc.integer({ min: 0, max: 100_000_000_000 }).map((c) => (c / 100).toFixed(2)),
  rate: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1000, noNaN: true })),
  minPayment: fc.integer({ min: 0, max: 6_000_000 }).map((c) => String(c / 100)),
});
/** Values a field may carry: the common ones and every odd spelling the schema reads or refuses. */
const oddValue = fc.oneof(
  fc.constantFrom('', ' ', '12', '12.', '.5', '-5', '+5', '$1,200.50', '1,200', '1e3', '0x10', ' 12', '1000000000', '1000000000.01', 'Infinity', 'NaN'),
  fc.constantFrom(0, -0, 5, -1, 1000, 1000.5, 1e9, 1e9 + 1, Number.NaN, Number.POSITIVE_INFINITY, 12.345),
  fc.constantFrom(null, undefined, true, {}, [], new Decimal('12.50')),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(' '.repeat(3), 'a'.repeat(101), ` ${'a'.repeat(100)} `, '😀'.repeat(60)),
);
const oddDebt = fc.oneof(
  fc.record({ creditor: oddValue, balance: oddValue, rate: oddValue, minPayment: oddValue }, { requiredKeys: [] }),
  plainDebt.chain((d) => fc.record({ key: fc.constantFrom('creditor', 'balance', 'rate', 'minPayment'), value: oddValue }).map(({ key, value }) => ({ ...d, [key]: value }))),
  plainDebt.map((d) => ({ ...d, type: 'credit_card' })),
  plainDebt.map((d) => ({ minPayment: d.minPayment, rate: d.rate, balance: d.balance, creditor: d.creditor })),
  plainDebt.map((d) => Object.assign(Object.create(null) as object, d)),
  fc.constantFrom(null, 5, 'debt', [] as unknown),
);

describe('readPlainDebts', () => {
  it('reads common plain debts without zod, exactly as the schema reads them', () => {
    fc.assert(
      fc.property(fc.array(plainDebt, { minLength: 1, maxLength: 12 }), (debts) => {
        const fast = readPlainDebts(debts);
        const name = (c: string) => c.trim().length;
        if (debts.every((d) => name(d.creditor) >= 1)) expect(fast).not.toBeNull();
        if (fast !== null) expect(JSON.stringify(fast)).toBe(schemaReading(debts));
      }),
      { numRuns: 500 },
    );
  });

  it('either gives the schema’s own reading or leaves the input to the schema, for odd and bad input alike', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(plainDebt, oddDebt), { minLength: 0, maxLength: 4 }), oddValue), (debts) => {
        const fast = readPlainDebts(debts);
        if (fast !== null) expect(JSON.stringify(fast)).toBe(schemaReading(debts));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves every spelling the schema rewrites, and every refused input, to the schema', () => {
    const base = { creditor: 'Visa', balance: '100', rate: 5, minPayment: '10' };
    expect(readPlainDebts([base])).toEqual([base]);
    for (const odd of [{ balance: '$100' }, { balance: '1,000' }, { balance: 100 }, { rate: '5' }, { minPayment: new Decimal(10) }, { creditor: '  ' }, { rate: -1 }, { type: 'medical' }]) {
      expect(readPlainDebts([{ ...base, ...odd }])).toBeNull();
    }
    expect(readPlainDebts([])).toBeNull();
    expect(readPlainDebts(Array.from({ length: 101 }, () => base))).toBeNull();
  });
});
