import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The version in guidekit's own package.json, found by walking up from this module (src/cli when run from source,
 * dist when built, node_modules/guidekit/dist when installed), so `guidekit --version` always says what is running.
 *
 * @param options - `from`: the module URL to start from. Default this module's.
 * @returns The version, e.g. `0.1.0`.
 * @throws Error when no package.json named guidekit is found above the module.
 * @example
 * ```ts
 * readPackageVersion() //=> '0.1.0'
 * ```
 */
export function readPackageVersion(options: { readonly from?: string } = {}): string {
  let dir = dirname(fileURLToPath(options.from ?? import.meta.url));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'guidekit' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // No package.json here: keep walking up.
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('readPackageVersion: no package.json of guidekit above this module');
    dir = parent;
  }
}
