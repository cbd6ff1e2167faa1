// Post-build step of `npm run build`: the CommonJS declarations (.d.cts) read the types of ESM-only-typed packages as ESM.
//
// viem ships its declarations as ESM only (viem/_types/package.json says "type": "module"), while its runtime has a
// CommonJS entry. A consumer compiling a CommonJS file with "module": "node16" reads `import { Transport } from 'viem'`
// in our .d.cts as a require of an ES module and stops with TS1479, and so does @x402/evm's own CommonJS declarations,
// which import viem that way. Declaration imports carry no code, so importing those types in ESM resolution mode
// (`with { 'resolution-mode': 'import' }`, TypeScript 5.3 and later) is exact: the .d.cts then reads viem's declarations
// and @x402/evm's ESM ones, which import viem as ESM. The source files say the same in their own imports, but the
// declaration bundler (rollup-plugin-dts 6.1, inside tsup 8.5) drops import attributes, so they are put back here.
// Any other form of import from these packages in a .d.cts fails the build rather than ship a file node16 cannot read.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIST = process.argv[2] ?? 'dist';
/** Packages whose declarations a CommonJS consumer on node16 cannot require (directly, or through their own imports). */
const ESM_ONLY_TYPES = ['viem', '@x402/evm'];
const ATTRIBUTES = "with { 'resolution-mode': 'import' }";

const quoted = ESM_ONLY_TYPES.map((name) => name.replace(/[/.]/g, (c) => `\\${c}`)).join('|');
// `import { A, B as C } from 'viem';` and `export { A } from 'viem';`, as rollup writes them (one line each).
const NAMED = new RegExp(`^(import|export) (?:type )?(\\{[^}]*\\}) from '(${quoted})';$`, 'gm');
const FIXED = new RegExp(`^(?:import|export) type \\{[^}]*\\} from '(?:${quoted})' ${ATTRIBUTES.replace(/[{}]/g, (c) => `\\${c}`)};$`);
// Any import or re-export statement naming one of them or a subpath (TSDoc examples are comment lines, not statements).
const MENTION = new RegExp(`^(?:import|export)\\b.*['"](?:${quoted})(?:/[^'"]*)?['"]`);

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.cts') ? [path] : [];
  });
}

let rewritten = 0;
const problems: string[] = [];
for (const file of declarationFiles(DIST)) {
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(NAMED, (_, keyword: string, names: string, from: string) => `${keyword} type ${names} from '${from}' ${ATTRIBUTES};`);
  for (const line of fixed.split('\n')) {
    if (MENTION.test(line) && !FIXED.test(line)) problems.push(`${file}: ${line.trim()}`);
  }
  if (fixed !== text) {
    writeFileSync(file, fixed);
    rewritten += 1;
  }
}
if (problems.length > 0) {
  console.error(`importEsmOnlyTypes: CommonJS declarations import ESM-only-typed packages in a form node16 consumers cannot read:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`importEsmOnlyTypes: ${rewritten} CommonJS declaration files import ${ESM_ONLY_TYPES.join(', ')} in ESM resolution mode`);
