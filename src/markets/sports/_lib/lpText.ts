/** Builds a model in CPLEX LP text, the format the `highs` package's solve() reads. */
export interface LpBuilder {
  /** Adds a constraint Σ coef·var (sense) rhs. */
  row(terms: readonly (readonly [number, string])[], sense: '<=' | '>=' | '=', rhs: number): void;
  /** The model's text. */
  text(objective: readonly (readonly [number, string])[], binaries: readonly string[], integers: readonly { readonly name: string; readonly lo: number; readonly hi: number }[], continuous?: readonly string[]): string;
}

/** A number as LP text (no exponent: HiGHS reads plain decimals). */
function num(x: number): string {
  const s = Number(x.toPrecision(15)).toString();
  return s.includes('e') ? x.toFixed(15) : s;
}

/** Terms as LP text, eight to a line (the LP format allows an expression to continue on the next line). */
function expression(raw: readonly (readonly [number, string])[]): string {
  // A variable named twice gets one summed coefficient (the LP format expects each once per expression).
  const merged = new Map<string, number>();
  for (const [coef, name] of raw) merged.set(name, (merged.get(name) ?? 0) + coef);
  const terms = [...merged].map(([name, coef]) => [coef, name] as const);
  const parts: string[] = [];
  terms.forEach(([coef, name], i) => {
    if (coef === 0) return;
    const sign = coef < 0 ? '-' : '+';
    parts.push(`${i % 8 === 0 && i > 0 ? '\n  ' : ''}${sign} ${num(Math.abs(coef))} ${name}`);
  });
  return parts.length === 0 ? '0 dummy_zero' : parts.join(' ');
}

/** A new LP builder. */
export function createLpBuilder(): LpBuilder {
  const rows: string[] = [];
  return {
    row(terms, sense, rhs) {
      rows.push(` r${rows.length}: ${expression(terms)} ${sense} ${num(rhs)}`);
    },
    text(objective, binaries, integers, continuous = []) {
      const lines = ['Maximize', ` obj: ${expression(objective)}`, 'Subject To', ...rows, 'Bounds'];
      for (const v of continuous) lines.push(` 0 <= ${v} <= 1`);
      for (const v of integers) lines.push(` ${num(v.lo)} <= ${v.name} <= ${num(v.hi)}`);
      if (integers.length > 0) lines.push('General', ` ${integers.map((v) => v.name).join(' ')}`);
      lines.push('Binary');
      for (let i = 0; i < binaries.length; i += 12) lines.push(` ${binaries.slice(i, i + 12).join(' ')}`);
      lines.push('End');
      return lines.join('\n');
    },
  };
}
