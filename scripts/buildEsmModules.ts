// Build step of `npm run build` (after tsup's CommonJS and declaration builds): the ESM build, one output file per
// source module, as date-fns ships.
//
// Why not tsup's bundled ESM: tsup puts each domain into one shared chunk, and an application's bundler drops unused
// modules but not the rule tables, message catalogs and schemas built by function calls inside a chunk it keeps, so
// `import { planPayoff } from 'guidekit/debt'` bundled from dist was 141 KiB gzipped against 44.6 KiB from the sources
// (docs/packaging.md). With one file per module, the bundler keeps only the modules an engine imports.
//
// What it does:
// 1. Finds the source modules the public entries, the CLI and the analysis worker reach (static and dynamic imports),
//    from an esbuild bundle's metafile that is not written: files no entry reaches are not shipped.
// 2. Transpiles each of them alone (esbuild, `bundle: false`) to dist/ at its path under src/ (`src/debt/index.ts` ->
//    `dist/debt/index.js`, so the exports map paths stay). The sources already import relative modules by their `.js`
//    name (verbatimModuleSyntax, isolatedModules), which Node ESM resolves as is; type-only imports are erased.
// 3. date-fns and @date-fns/utc stay bundled, not dependencies (docs/packaging.md, engines-only install): what the
//    sources import of each specifier is bundled into one vendored module (dist/_vendor/date-fns.js,
//    date-fns-constants.js, date-fns-utc.js), and each `from 'date-fns'` is rewritten to its relative path.
// 4. `import packageJson from '…/package.json' with { type: 'json' }` (esbuild drops the attribute for node20) is inlined as the object (what the bundled build
//    did): a JSON import warns as experimental on Node 20 and needs import attributes Node 20.0-20.9 lack.
// No minification: stack traces stay readable without source maps. The CLI keeps its `#!` (esbuild keeps a hashbang).
import { build, transform } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { libraryEntries } from '../tsup.config.js';

const DIST = 'dist';
const entries = [...Object.values(libraryEntries), 'src/adapters/workers/analysisWorker.ts', 'src/cli/main.ts'];
const sourcemap = process.env.GUIDEKIT_SOURCEMAP === '1';

// 1. The module graph, with every package left external (only the project's own files are walked).
const graph = await build({
  entryPoints: entries,
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
const modules = Object.keys(graph.metafile.inputs).filter((path) => path.startsWith('src/') && path.endsWith('.ts'));

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
      if (join(dirname(source), path) !== 'package.json') throw new Error(`buildEsmModules: ${source} imports ${path}, not the package's package.json`);
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
  if (/from ["'](?:@date-fns\/[^"']+|date-fns(?:\/[^"']*)?)["']|import\(["'](?:@date-fns\/|date-fns)/.test(code)) throw new Error(`buildEsmModules: ${source} imports date-fns in a form this step does not vendor`);
  if (/from ["'][^"']*\.json["']/.test(code)) throw new Error(`buildEsmModules: ${source} imports a JSON file this step does not inline`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
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
  if (/^\s*(?:import|export)\b[^;]*?\bfrom\s*["'][^."']/m.test(text)) throw new Error(`buildEsmModules: dist/_vendor/${file} still imports a package`);
  console.log(`buildEsmModules: dist/_vendor/${file} holds ${names.length} of ${pkg}'s exports`);
}
console.log(`buildEsmModules: wrote ${modules.length} ESM modules, one per source module`);
