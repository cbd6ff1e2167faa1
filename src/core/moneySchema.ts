import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * The response schema of an amount of money: a finite decimal.js `Decimal` in the engine's answer, written on the
 * wire by `toJsonText` as a JSON number with exactly its digits. Its JSON Schema (through `z.toJSONSchema`, with
 * `unrepresentable: 'any'`) is `{ "type": "number" }`, so OpenAPI clients and MCP output schemas see a number; a
 * binary float where an amount is due fails the schema, so a test catches an engine that rounds money through one.
 *
 * @example
 * ```ts
 * moneySchema.safeParse(new Decimal('12.50')).success //=> true
 * moneySchema.safeParse(12.5).success //=> false (an amount is never a binary float in an answer)
 * z.toJSONSchema(moneySchema, { unrepresentable: 'any' }) //=> { $schema: ..., type: 'number', description: ... }
 * ```
 * @see docs/conventions.md (Money)
 */
export const moneySchema = z
  .custom<Decimal>((value) => Decimal.isDecimal(value) && (value as Decimal).isFinite(), {
    message: 'must be a finite Decimal amount (money is never a binary float)',
  })
  .meta({ type: 'number', description: 'An exact decimal amount of money, as a JSON number with exactly its digits.' });
