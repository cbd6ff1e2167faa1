/**
 * Browser bundle sizes of single engines: `import { planPayoff } from 'guidekit/debt'`, `import { devigShin } from
 * 'guidekit/markets'` and `import { computeSma } from 'guidekit/markets'`, each bundled, tree-shaken and minified by
 * esbuild for the browser (ESM) as an application would, in bytes minified and gzipped (level 9).
 *
 * Run standalone with `npx tsx bench/bundleSize.bench.ts`, or import {@link runBundleSizeBench}.
 *
 * Each engine is measured two ways, each with the bytes every package contributes:
 * - the built package (the subpath resolved through package.json exports to dist/, as a user's bundler sees it;
 *   skipped without `npm run build`);
 * - the source modules (src/<subpath>/index.ts: what a bundler keeps when every module is its own file);
 * and beside them, the floor: decimal.js plus exactly the date-fns functions planPayoff's bundled code imports, alone.
 * A money engine cannot be smaller than the exact-money and calendar code it needs; the ratio says what the engine,
 * its validation (zod/mini) and its messages add on top (devigShin and computeSma need neither, so they sit below it).
 * Goals (issue #24): planPayoff at most 45 KiB gzipped, devigShin and computeSma a few KiB. docs/packaging.md
 * (Browser) says what each subpath pulls in.
 */
import { build, type Metafile } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMainModule } from './_lib/printBenchRows.js';

/** One measured bundle. */
export interface BundleSizeRow {
  readonly name: string;
  /** Minified bytes, or null when the bundle could not be measured (see `note`). */
  readonly minifiedBytes: number | null;
  /** Gzipped (level 9) bytes of the minified bundle, or null. */
  readonly gzipBytes: number | null;
  /** Minified bytes each package contributes (`guidekit` for the project's own code). */
  readonly packages: Readonly<Record<string, number>>;
  /** Why a row was not measured. */
  readonly note?: string;
}

interface Bundle {
  readonly code: Uint8Array;
  readonly metafile: Metafile;
}

async function bundle(contents: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents, resolveDir: resolve('.'), loader: 'ts' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]!.contents, metafile: result.metafile };
}

function packageBytes(metafile: Metafile): Record<string, number> {
  const out: Record<string, number> = {};
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (path === '<stdin>') continue;
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? 'guidekit';
      out[name] = (out[name] ?? 0) + bytesInOutput;
    }
  }
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1]));
}

function row(name: string, b: Bundle): BundleSizeRow {
  return { name, minifiedBytes: b.code.length, gzipBytes: gzipSync(b.code, { level: 9 }).length, packages: packageBytes(b.metafile) };
}

/** The date-fns functions the project's own files kept in the bundle import. */
function dateFnsImports(metafile: Metafile): string[] {
  const names = new Set<string>();
  const kept = Object.values(metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([path]) => path));
  for (const path of kept) {
    if (!path.startsWith('src/')) continue;
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'date-fns'/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        if (name !== '') names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** The engines measured: one export from one subpath each. */
const ENGINES = [
  { name: 'planPayoff', subpath: 'debt' },
  { name: 'devigShin', subpath: 'markets' },
  { name: 'computeSma', subpath: 'markets' },
] as const;

/**
 * Bundles each engine ({@link ENGINES}) from the built package and from the source modules, and the floor (decimal.js
 * and the date-fns functions planPayoff imports).
 *
 * @returns Per engine, a row for the built package (or a note when dist/ is missing) and one for the source modules;
 *   the floor last.
 */
export async function runBundleSizeBench(): Promise<BundleSizeRow[]> {
  const rows: BundleSizeRow[] = [];
  let fns: string[] = [];
  for (const { name, subpath } of ENGINES) {
    const built = `${name} from 'guidekit/${subpath}' (built package)`;
    if (existsSync(`dist/${subpath}/index.js`)) rows.push(row(built, await bundle(`export { ${name} } from 'guidekit/${subpath}';`)));
    else rows.push({ name: built, minifiedBytes: null, gzipBytes: null, packages: {}, note: 'dist/ missing: run npm run build' });
    const source = await bundle(`export { ${name} } from './src/${subpath}/index.ts';`);
    rows.push(row(`${name} from the source modules`, source));
    if (name === 'planPayoff') fns = dateFnsImports(source.metafile);
  }
  rows.push(row(`floor: decimal.js + date-fns (${fns.join(', ')})`, await bundle(`export { default as Decimal } from 'decimal.js';\nexport { ${fns.join(', ')} } from 'date-fns';`)));
  return rows;
}

/** Formats the rows as the bench report prints them, each with its ratio to the floor (the last row). */
export function formatBundleSizeBench(rows: readonly BundleSizeRow[]): string {
  const floor = rows[rows.length - 1]!;
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
  const times = (ratio: number): string => `${ratio.toFixed(ratio < 1 ? 2 : 1)}x`;
  return rows
    .map((r) => {
      if (r.minifiedBytes === null || r.gzipBytes === null) return `${r.name}\n  not measured: ${r.note ?? ''}`;
      const ratio = r === floor ? '' : `; ratio to floor ${times(r.minifiedBytes / floor.minifiedBytes!)} minified, ${times(r.gzipBytes / floor.gzipBytes!)} gzipped`;
      const parts = Object.entries(r.packages).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ');
      return `${r.name}\n  ${r.minifiedBytes} bytes minified (${kb(r.minifiedBytes)}), ${r.gzipBytes} gzipped (${kb(r.gzipBytes)})${ratio}\n  by package: ${parts}`;
    })
    .join('\n');
}

export default runBundleSizeBench;

if (isMainModule(import.meta.url)) console.log(formatBundleSizeBench(await runBundleSizeBench()));
