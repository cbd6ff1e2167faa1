import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// What `npm pack` would publish, read from `npm pack --dry-run --json` over the dist that `npm run build` left (no
// build, no tarball written, no install: fast): no source maps, the LICENSE the package declares, the docs the README
// links to, the repository links, and the size goal of 3 MB. Skipped with a loud message without a dist, and
// failing in CI (.ci/run builds before testing).

const ROOT = resolve('.');
const BUILT = existsSync(join(ROOT, 'dist/index.js')) && existsSync(join(ROOT, 'dist/cli/main.js'));
if (!BUILT) {
  const message = 'test/package/tarball.test.ts: dist/ is missing, so the packed-file checks are SKIPPED. Run `npm run build` first.';
  if (process.env.CI) throw new Error(`${message} (CI must build before testing)`);
  console.warn(`\n${message}\n`);
}

/**
 * The package's goal (issue #24, docs/packaging.md): at most 3 MB packed. Measured 4,022,328 bytes on 2026-12-02 with
 * source maps gone, 4,810,385 once the German and French catalogs, the corpus store and the hosting work landed,
 * 3,620,593 once the CLI shared the subpaths' ESM chunks, 3,857,733 with the ESM build one file per source module, then
 * 2,737,579 with one declaration set (each .d.ts re-exports its .d.cts) and the CommonJS build one file per module under
 * dist/commonjs, each packed beside its ESM twin so gzip stores the shared text once (scripts/buildModules.ts).
 */
const MAX_TARBALL_BYTES = 3_000_000;

describe.skipIf(!BUILT)('the packed package', () => {
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  const packed = result.status === 0 ? (JSON.parse(result.stdout) as { size: number; unpackedSize: number; files: { path: string; size: number }[] }[])[0]! : null;
  const paths = new Set(packed?.files.map((f) => f.path) ?? []);
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    license: string;
    homepage?: string;
    repository?: { type: string; url: string };
    bugs?: { url: string };
  };

  it('packs', () => {
    expect(result.status, result.stderr).toBe(0);
    expect(paths.has('dist/index.js') && paths.has('dist/cli/main.js') && paths.has('package.json') && paths.has('README.md')).toBe(true);
  });

  it('ships no source map, and no built file points at one', () => {
    expect([...paths].filter((p) => p.endsWith('.map'))).toEqual([]);
    const pointing = [...paths].filter((p) => /\.(c?js)$/.test(p) && readFileSync(join(ROOT, p), 'utf8').includes('//# sourceMappingURL='));
    expect(pointing).toEqual([]);
  });

  it('ships the LICENSE its license field names', () => {
    expect(pkg.license).toBe('MIT');
    expect(paths.has('LICENSE')).toBe(true);
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
  });

  it('ships every doc the README links to, so the links resolve inside the installed package', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    // docs/api is the typedoc output `npm run docs` writes (the README says so); it is not a page the package ships.
    const linked = [...new Set([...readme.matchAll(/\bdocs\/[A-Za-z0-9_./-]*?\.md\b/g)].map((m) => m[0]))];
    expect(linked.length).toBeGreaterThan(20);
    expect(linked.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('declares its home: repository, homepage and bugs, all on the project\'s declared GitHub repository', () => {
    // https://github.com/guidekit/guidekit is the home the project declares (docs/packaging.md); npm shows these links.
    expect(pkg.repository).toEqual({ type: 'git', url: 'git+https://github.com/guidekit/guidekit.git' });
    expect(pkg.homepage).toBe('https://github.com/guidekit/guidekit#readme');
    expect(pkg.bugs).toEqual({ url: 'https://github.com/guidekit/guidekit/issues' });
  });

  it('resolves every relative link of the README, and every page-to-page link of the shipped docs, to a shipped file', () => {
    const linksOf = (file: string): string[] =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
        .map((m) => m[1]!.split('#')[0]!)
        .filter((link) => link !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(link));
    const resolveFrom = (file: string, link: string): string => posix.normalize(posix.join(posix.dirname(file), link));
    // Markdown links and the README's `docs/<page>.md` mentions alike (the README names most pages in code spans).
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const mentions = [...readme.matchAll(/`(docs\/[A-Za-z0-9_./-]+\.md)`/g)].map((m) => m[1]!);
    const readmeLinks = [...new Set([...linksOf('README.md'), ...mentions].map((link) => resolveFrom('README.md', link)))];
    expect(readmeLinks.length).toBeGreaterThan(20);
    expect(readmeLinks.filter((p) => !paths.has(p) && ![...paths].some((shipped) => shipped.startsWith(`${p.replace(/\/$/, '')}/`)))).toEqual([]);
    // A shipped page's link to another page (links to source files or the typedoc output point at the repository).
    const docLinks = [...paths].filter((p) => p.startsWith('docs/') && p.endsWith('.md')).flatMap((file) => linksOf(file).filter((l) => l.endsWith('.md')).map((l) => `${file} -> ${resolveFrom(file, l)}`));
    expect(docLinks.length).toBeGreaterThan(0);
    expect(docLinks.filter((link) => !paths.has(link.split(' -> ')[1]!))).toEqual([]);
  });

  it(`is at most ${MAX_TARBALL_BYTES} bytes packed`, () => {
    expect(packed!.size).toBeLessThanOrEqual(MAX_TARBALL_BYTES);
  });
});
