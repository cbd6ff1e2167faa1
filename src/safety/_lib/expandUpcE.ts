/**
 * Expands an 8-digit UPC-E (number system, six data digits, check digit) to its 12-digit UPC-A, or returns
 * null when the number system is not 0 or 1 (UPC-E exists only for those). The check digit carries over.
 *
 * @see https://www.gs1us.org/upcs-barcodes-prefixes/guide-to-upc-e (zero-suppression rules)
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const ns = code[0]!;
  const d = code.slice(1, 7);
  const check = code[7]!;
  const last = d[5]!;
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${ns}${body}${check}`;
}
