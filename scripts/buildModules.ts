// Build step of `npm run build` (after tsup's declaration build): the JavaScript, one output file per source module in
// each format, as date-fns ships, and the ESM declarations.
//
// Why not tsup's bundled ESM: tsup puts each domain into one shared chunk, and an application's bundler drops unused
// modules but not the rule tables, message catalogs and schemas built by function calls inside a chunk it keeps, so
// `import { planPayoff } from 'guidekit/debt'` bundled from dist was 141 KiB gzipped against 44.6 KiB from the sources
// (docs/packaging.md). With one file per module, the bundler keeps only the modules an engine imports.
//
// Why the CommonJS build is one file per module too, under dist/commonjs/ with `.js` names: npm packs files sorted by
// extension, then base name, then path, so `dist/commonjs/debt/messages/x.js` lands right before `dist/debt/messages/x.js`
// in the tarball and gzip (32 KB window) stores the second copy of the same text as back-references. The message
// catalogs and rule tables, most of both builds, then cost about once in the tarball (0.7 MB less than tsup's 900 KB
// CommonJS chunks, which nothing matched). dist/commonjs/package.json says `"type": "commonjs"` for those `.js` files.
//
// What it does:
// 1. Finds the source modules the public entries, the CLI and the analysis worker reach (static and dynamic imports),
//    from an esbuild bundle's metafile that is not written: files no entry reaches are not shipped. The CommonJS set is
//    what the library entries and the worker reach (the CLI is ESM only: it uses top-level await).
// 2. Transpiles each of them alone (esbuild, `bundle: false`) to dist/ at its path under src/ (`src/debt/index.ts` ->
//    `dist/debt/index.js`, so the exports map paths stay). The sources already import relative modules by their `.js`
//    name (verbatimModuleSyntax, isolatedModules), which Node ESM resolves as is; type-only imports are erased.
// 3. date-fns and @date-fns/utc stay bundled, not dependencies (docs/packaging.md, engines-only install): what the
//    sources import of each specifier is bundled into one vendored module (dist/_vendor/date-fns.js,
//    date-fns-constants.js, date-fns-utc.js), and each `from 'date-fns'` is rewritten to its relative path.
// 4. `import packageJson from '…/package.json' with { type: 'json' }` (esbuild drops the attribute for node20) is inlined as the object (what the bundled build
//    did): a JSON import warns as experimental on Node 20 and needs import attributes Node 20.0-20.9 lack.
// 5. The CommonJS build: each ESM module of the CommonJS set (and each vendored module) converted by esbuild to
//    dist/commonjs/<same path>.js, so relative requires resolve as the imports did; `"use strict"` first (the ESM source
//    is strict); `import.meta.url` (the worker's location, a chart library's lookup) is the file's own URL. Each
//    subpath's `exports` target `dist/<subpath>.cjs` (and `dist/adapters/workers/analysisWorker.cjs`) is a one-line
//    `module.exports = require(...)` of its module there, so package.json keeps its paths.
// 6. Each entry's `.d.ts` is `export * from './<entry>.cjs'`: the declarations are tsup's one CommonJS-format set.
// No minification: stack traces stay readable without source maps. The CLI keeps its `#!` (esbuild keeps a hashbang).
import { build, transform } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { libraryEntries } from '../tsup.config.js';

const DIST = 'dist';
/** The CommonJS build's root: `.js` files under a package.json of `"type": "commonjs"` (see the top). */
const CJS_DIST = join(DIST, 'commonjs');
const WORKER = 'src/adapters/workers/analysisWorker.ts';
const runtimeEntries = [...Object.values(libraryEntries), WORKER];
const entries = [...runtimeEntries, 'src/cli/main.ts'];
const sourcemap = process.env.GUIDEKIT_SOURCEMAP === '1';

// tsup (the step before) cleans only the declaration files when it writes nothing else, so the JavaScript of an earlier
// build goes first: every file under dist/ but the declarations is this step's to write.
function removeJavaScript(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removeJavaScript(path);
    else if (!/\.d\.c?ts$/.test(entry.name)) rmSync(path);
  }
}
if (existsSync(DIST)) removeJavaScript(DIST);

// 1. The module graph, with every package left external (only the project's own files are walked).
async function modulesReachedFrom(entryPoints: readonly string[]): Promise<string[]> {
  const graph = await build({
    entryPoints: [...entryPoints],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'dist-graph',
    splitting: true,
    packages: 'external',
    logLevel: 'silent',
  });
  return Object.keys(graph.metafile.inputs).filter((path) => path.startsWith('src/') && path.endsWith('.ts'));
}
const modules = await modulesReachedFrom(entries);
const cjsModules = new Set(await modulesReachedFrom(runtimeEntries));
/** Each module's ESM output, converted to CommonJS in step 5 when the library entries reach it. */
const esmOutputs = new Map<string, string>();

const packageJson = readFileSync('package.json', 'utf8').trim();
const JSON_IMPORT = /^import ([A-Za-z_$][\w$]*) from "((?:\.\.\/)+package\.json)"(?: with \{ type: "json" \})?;$/gm;
/** Packages bundled into dist/_vendor instead of being dependencies, with the file each becomes. */
const VENDORED: Record<string, string> = { 'date-fns': 'date-fns.js', 'date-fns/constants': 'date-fns-constants.js', '@date-fns/utc': 'date-fns-utc.js' };
const VENDORED_IMPORT = /^(import|export) (\{[^}]*\}) from "(date-fns|date-fns\/constants|@date-fns\/utc)";$/gm;
const importedNames = new Map<string, Set<string>>(Object.keys(VENDORED).map((name) => [name, new Set<string>()]));

// 2. One file per module.
for (const source of modules) {
  const out = join(DIST, relative('src', source)).replace(/\.ts$/, '.js');
  const input = readFileSync(source, 'utf8');
  const result = await transform(input, {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    platform: 'node',
    sourcefile: source,
    sourcemap: sourcemap ? 'inline' : false,
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  const code = result.code
    .replace(JSON_IMPORT, (_, local: string, path: string) => {
      // The path must name the package root's package.json from the source's place, as the bundled build read it.
      if (join(dirname(source), path) !== 'package.json') throw new Error(`buildModules: ${source} imports ${path}, not the package's package.json`);
      return `const ${local} = ${packageJson};`;
    })
    .replace(VENDORED_IMPORT, (_, keyword: string, names: string, pkg: string) => {
      for (const name of names.slice(1, -1).split(',')) {
        const imported = name.trim().split(/\s+as\s+/)[0]!;
        if (imported) importedNames.get(pkg)!.add(imported);
      }
      const vendor = relative(dirname(out), join(DIST, '_vendor', VENDORED[pkg]!)).split(sep).join('/');
      return `${keyword} ${names} from "${vendor.startsWith('.') ? vendor : `./${vendor}`}";`;
    });
  if (/from ["'](?:@date-fns\/[^"']+|date-fns(?:\/[^"']*)?)["']|import\(["'](?:@date-fns\/|date-fns)/.test(code)) throw new Error(`buildModules: ${source} imports date-fns in a form this step does not vendor`);
  if (/from ["'][^"']*\.json["']/.test(code)) throw new Error(`buildModules: ${source} imports a JSON file this step does not inline`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
  if (cjsModules.has(source)) esmOutputs.set(out, code);
}

// 3. What the sources import of each vendored specifier, as one module of its own. No external: esbuild would take
//    'date-fns' external to cover 'date-fns/constants' too, and the check below stops any bare import left behind.
for (const [pkg, file] of Object.entries(VENDORED)) {
  const names = [...importedNames.get(pkg)!].sort();
  if (names.length === 0) continue;
  const { version } = JSON.parse(readFileSync(join('node_modules', pkg.startsWith('@') ? pkg : pkg.split('/')[0]!, 'package.json'), 'utf8')) as { version: string };
  await build({
    stdin: { contents: `export { ${names.join(', ')} } from '${pkg}';`, resolveDir: '.', loader: 'js', sourcefile: `${file}` },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'node20',
    treeShaking: true,
    outfile: join(DIST, '_vendor', file),
    banner: { js: `// ${pkg} ${version} (MIT): the functions guidekit calls, bundled (docs/packaging.md).` },
    logLevel: 'warning',
  });
  const text = readFileSync(join(DIST, '_vendor', file), 'utf8');
  if (/^\s*(?:import|export)\b[^;]*?\bfrom\s*["'][^."']/m.test(text)) throw new Error(`buildModules: dist/_vendor/${file} still imports a package`);
  console.log(`buildModules: dist/_vendor/${file} holds ${names.length} of ${pkg}'s exports`);
  esmOutputs.set(join(DIST, '_vendor', file), text);
}
console.log(`buildModules: wrote ${modules.length} ESM modules, one per source module`);

// 5. The CommonJS build, from the ESM output (vendored and inlined already), at the same paths under dist/commonjs.
const IMPORT_META_URL = '__guidekitImportMetaUrl';
mkdirSync(CJS_DIST, { recursive: true });
writeFileSync(join(CJS_DIST, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
const cjsOutputs = new Map<string, { readonly meta: string; readonly code: string }>();
for (const [esmFile, esm] of esmOutputs) {
  const out = join(CJS_DIST, relative(DIST, esmFile));
  const result = await transform(esm, {
    loader: 'js',
    format: 'cjs',
    target: 'node20',
    platform: 'node',
    sourcefile: esmFile,
    sourcemap: sourcemap ? 'inline' : false,
    define: { 'import.meta.url': IMPORT_META_URL },
  });
  if (result.warnings.length > 0) throw new Error(`buildModules: converting ${esmFile} to CommonJS: ${result.warnings.map((w) => w.text).join('; ')}`);
  if (/\bimport\.meta\b/.test(result.code)) throw new Error(`buildModules: ${esmFile} uses import.meta beyond import.meta.url, which CommonJS lacks`);
  const meta = result.code.includes(IMPORT_META_URL) ? `const ${IMPORT_META_URL} = require("node:url").pathToFileURL(__filename).href;\n` : '';
  cjsOutputs.set(out, { meta, code: result.code });
}
// esbuild writes its interop helpers (__defProp, __export, __toCommonJS, ...) at the top of every converted file: about
// 1.3 KB each, 1.5 MB over the CommonJS build. They are written once, in dist/commonjs/_esbuildHelpers.js, and each file
// takes the ones it uses from there. A helper whose text differs between files stops the build (esbuild changed).
const helperTexts = new Map<string, string>();
const cjsBodies = new Map<string, { readonly meta: string; readonly names: readonly string[]; readonly body: string }>();
for (const [out, { meta, code }] of cjsOutputs) {
  const { helpers, body } = splitEsbuildHelpers(code);
  for (const [name, text] of helpers) {
    const seen = helperTexts.get(name);
    if (seen !== undefined && seen !== text) throw new Error(`buildModules: esbuild's helper ${name} differs between CommonJS files (${out})`);
    helperTexts.set(name, text);
  }
  cjsBodies.set(out, { meta, names: [...helpers.keys()], body });
}
const HELPERS_FILE = join(CJS_DIST, '_esbuildHelpers.js');
writeFileSync(HELPERS_FILE, `"use strict";\n// esbuild's CommonJS interop helpers, shared by every module of this build (scripts/buildModules.ts).\n${[...helperTexts.values()].join('')}module.exports = { ${[...helperTexts.keys()].join(', ')} };\n`);
for (const [out, { meta, names, body }] of cjsBodies) {
  let from = relative(dirname(out), HELPERS_FILE).split(sep).join('/');
  if (!from.startsWith('.')) from = `./${from}`;
  const take = names.length > 0 ? `var { ${names.join(', ')} } = require("${from}");\n` : '';
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `"use strict";\n${meta}${take}${body}`);
}
// The exports map's CommonJS targets, each the module of its entry under dist/commonjs.
for (const entry of runtimeEntries) {
  const name = relative('src', entry).replace(/\.ts$/, '');
  const target = relative(dirname(join(DIST, name)), join(CJS_DIST, `${name}.js`)).split(sep).join('/');
  writeFileSync(join(DIST, `${name}.cjs`), `"use strict";\nmodule.exports = require("${target.startsWith('.') ? target : `./${target}`}");\n`);
}
console.log(`buildModules: wrote ${esmOutputs.size} CommonJS modules under ${CJS_DIST}/, and ${runtimeEntries.length} entry files requiring them`);

// 6. The ESM declarations: each entry's .d.ts re-exports its .d.cts, the one declaration set (tsup.config.ts).
for (const name of Object.keys(libraryEntries)) {
  const cts = join(DIST, `${name}.d.cts`);
  if (!existsSync(cts)) throw new Error(`buildModules: ${cts} is missing (tsup writes the declarations first)`);
  writeFileSync(join(DIST, `${name}.d.ts`), `export * from './${basename(name)}.cjs';\n`);
}
console.log(`buildModules: wrote ${Object.keys(libraryEntries).length} ESM declaration files re-exporting the CommonJS ones`);

/**
 * Splits esbuild's leading helper definitions (`var __name = ...`, continued by indented lines or lines opening with a
 * closing bracket) from the module's own code.
 *
 * @param code - One file as esbuild's CommonJS transform wrote it.
 * @returns Each helper's full text by name, in order, and the rest of the file.
 */
function splitEsbuildHelpers(code: string): { readonly helpers: Map<string, string>; readonly body: string } {
  const lines = code.split('\n');
  const helpers = new Map<string, string>();
  let name: string | undefined;
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const opened = /^var (__[A-Za-z]+) = /.exec(line);
    if (opened) {
      name = opened[1]!;
      helpers.set(name, `${line}\n`);
    } else if (name !== undefined && /^[\s)}\]]/.test(line) && line.length > 0) {
      helpers.set(name, `${helpers.get(name)!}${line}\n`);
    } else break;
  }
  return { helpers, body: lines.slice(i).join('\n') };
}
