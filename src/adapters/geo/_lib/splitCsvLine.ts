/**
 * Splits one CSV line into trimmed fields, honouring double quotes (a quoted field may hold commas; `""` is a quote).
 *
 * @param line - One line, without its line end.
 * @returns The fields.
 * @example
 * ```ts
 * splitCsvLine(`2026,    08,  03,      6.410,      0.000,"['/a/one.nc', '/a/two.nc']"`)[3]; //=> '6.410'
 * ```
 */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') {
      if (quoted && line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = !quoted;
    } else if (c === ',' && !quoted) {
      fields.push(field.trim());
      field = '';
    } else field += c;
  }
  fields.push(field.trim());
  return fields;
}
