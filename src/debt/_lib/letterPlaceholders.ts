/**
 * The placeholders a letter may still contain after the engine fills in what the caller gave: the sender's details
 * (never an input), the account reference, the addresses of collector, bureau and furnisher, and the names the
 * caller did not send (`collector`, `bureau`, `item`). Documented in docs/collections-dispute-rights.md.
 */
export const LETTER_PLACEHOLDERS = [
  'your_name',
  'your_address',
  'account_number',
  'collector',
  'collector_address',
  'bureau',
  'bureau_address',
  'furnisher',
  'furnisher_address',
  'item',
] as const;

/** A documented placeholder. */
export type LetterPlaceholder = (typeof LETTER_PLACEHOLDERS)[number];

/**
 * Lists the `{name}` placeholders of a message template that the given parameters leave unfilled, in order of first
 * appearance. Computed from the template, so braces inside caller text never count as placeholders.
 *
 * @param template - The catalog template.
 * @param params - The parameters passed to the translator.
 * @returns The names left visible.
 * @example
 * ```ts
 * unfilledPlaceholders('Dear {collector}, {your_name}', { collector: 'Acme' }) //=> ['your_name']
 * ```
 */
export function unfilledPlaceholders(template: string, params: Readonly<Record<string, string | number>>): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] as string;
    if (!(name in params) && !names.includes(name)) names.push(name);
  }
  return names;
}
