import Decimal from 'decimal.js';

/**
 * Serialises a response to JSON, writing every Decimal as a JSON number with exactly its digits
 * (`1234.50` stays `1234.5`, never `1234.4999999`). Money therefore crosses the wire as an exact
 * decimal number, as the specification's `number` fields require, without passing through a binary float.
 *
 * @param value - A response body, possibly holding Decimal instances.
 * @param options - `space`: indentation as for JSON.stringify. Default none.
 * @returns JSON text.
 * @example
 * ```ts
 * toJsonText({ total: new Decimal('0.10') }) //=> '{"total":0.1}'
 * ```
 */
export function toJsonText(value: unknown, options: { readonly space?: number } = {}): string {
  const marker = '\u0000dec:';
  const text = JSON.stringify(
    value,
    function replace(this: unknown, key: string, v: unknown) {
      // JSON.stringify calls toJSON before the replacer, so look at the holder's raw value.
      const raw = (this as Record<string, unknown>)[key];
      if (Decimal.isDecimal(raw)) return marker + (raw as Decimal).toFixed();
      return v;
    },
    options.space,
  );
  return text.replace(/"\\u0000dec:(-?[0-9.]+)"/g, '$1');
}

