// Post-build step of `npm run build`: rewrites the declaration files' default imports of decimal.js into named imports.
//
// decimal.js ships one CommonJS-format declaration file (decimal.d.ts) for both its ESM and CommonJS entries. A consumer
// compiling with "module": "node16"/"nodenext" from ESM reads `import Decimal from 'decimal.js'` in our declarations as
// the whole CommonJS module, so `Decimal` is a namespace, not a type, and every money field of every result becomes
// `any` (under skipLibCheck) or an error. decimal.d.ts also declares the class as a named export (`export declare class
// Decimal`), and both of decimal.js's runtime entries provide it, so the named import types correctly from ESM and
// CommonJS alike. Source files keep the default import (their bundler resolution reads it right); only what consumers
// read is rewritten, and any other form of import from decimal.js fails the build rather than ship `any`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIST = process.argv[2] ?? 'dist';
const DEFAULT_IMPORT = /^import ([A-Za-z_$][\w$]*) from 'decimal\.js';$/gm;
const DEFAULT_REEXPORT = /^export \{ default as ([A-Za-z_$][\w$]*) \} from 'decimal\.js';$/gm;
const ALLOWED = /^(?:(?:import|export) (?:type )?\{ Decimal(?: as [A-Za-z_$][\w$]*)? \} from 'decimal\.js';|import 'decimal\.js';)$/;

function named(local: string): string {
  return local === 'Decimal' ? 'Decimal' : `Decimal as ${local}`;
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return /\.d\.c?ts$/.test(entry.name) ? [path] : [];
  });
}

let rewritten = 0;
const problems: string[] = [];
for (const file of declarationFiles(DIST)) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('decimal.js')) continue;
  const fixed = text
    .replace(DEFAULT_IMPORT, (_, local: string) => `import { ${named(local)} } from 'decimal.js';`)
    .replace(DEFAULT_REEXPORT, (_, local: string) => `export { ${named(local)} } from 'decimal.js';`);
  for (const line of fixed.split('\n')) {
    if ((line.includes("'decimal.js'") || line.includes('"decimal.js"')) && !ALLOWED.test(line)) problems.push(`${file}: ${line.trim()}`);
  }
  if (fixed !== text) {
    writeFileSync(file, fixed);
    rewritten += 1;
  }
}
if (problems.length > 0) {
  console.error(`useNamedDecimalImports: declarations import decimal.js in a form consumers on node16/nodenext would read as any:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`useNamedDecimalImports: rewrote ${rewritten} declaration files to import decimal.js by name`);
