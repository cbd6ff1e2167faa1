import Decimal from 'decimal.js';

/**
 * Serialises a response to JSON, writing every Decimal as a JSON number with exactly its digits
 * (`1234.50` stays `1234.5`, never `1234.4999999`). Money therefore crosses the wire as an exact
 * decimal number, as the specification's `number` fields require, without passing through a binary float.
 * Otherwise it behaves as JSON.stringify: `toJSON` is honoured, undefined members are dropped, non-finite numbers become null.
 *
 * @param value - A response body, possibly holding Decimal instances.
 * @param options - `space`: indentation width, as for JSON.stringify. Default none.
 * @returns JSON text.
 * @example
 * ```ts
 * toJsonText({ total: new Decimal('0.10') }) //=> '{"total":0.1}'
 * ```
 */
export function toJsonText(value: unknown, options: { readonly space?: number } = {}): string {
  const indent = ' '.repeat(options.space ?? 0);
  return write(value, '') ?? 'null';

  function write(v: unknown, depth: string): string | undefined {
    if (Decimal.isDecimal(v)) {
      const d = v as Decimal;
      return d.isFinite() ? d.toFixed() : 'null';
    }
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
      return write((v as { toJSON: () => unknown }).toJSON(), depth);
    }
    if (v === null) return 'null';
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return JSON.stringify(v);
      case 'number':
        return Number.isFinite(v) ? JSON.stringify(v) : 'null';
      case 'bigint':
        return v.toString();
      case 'undefined':
      case 'function':
      case 'symbol':
        return undefined;
    }
    const inner = depth + indent;
    const open = indent === '' ? '' : `\n${inner}`;
    const close = indent === '' ? '' : `\n${depth}`;
    const sep = indent === '' ? ',' : `,\n${inner}`;
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      return `[${open}${v.map((item) => write(item, inner) ?? 'null').join(sep)}${close}]`;
    }
    const members: string[] = [];
    for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
      const text = write(item, inner);
      if (text !== undefined) members.push(`${JSON.stringify(key)}:${indent === '' ? '' : ' '}${text}`);
    }
    if (members.length === 0) return '{}';
    return `{${open}${members.join(sep)}${close}}`;
  }
}
