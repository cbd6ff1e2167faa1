import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything a domain exports that may hold rule tables: its public index, and every module under src/<domain>/rules
 * (an engine may apply a table the index does not export; the generated page must still list it). Names from the index
 * win; a table only in a rules module is listed under that module's export name (prefixed with the file name on a clash).
 */
export async function loadRuleExports(domain: 'debt' | 'vet' | 'safety' | 'backtest' | 'markets'): Promise<Record<string, unknown>> {
  const merged: Record<string, unknown> = { ...((await import(`../src/${domain}/index.ts`)) as Record<string, unknown>) };
  const seen = new Set(Object.values(merged));
  const dir = join('src', domain, 'rules');
  if (!existsSync(dir)) return merged;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const module = (await import(`../src/${domain}/rules/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (seen.has(value)) continue;
      seen.add(value);
      merged[name in merged ? `${file.replace(/\.ts$/, '')}.${name}` : name] = value;
    }
  }
  return merged;
}
