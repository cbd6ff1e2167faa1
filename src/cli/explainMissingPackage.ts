/** What {@link explainMissingPackage} needs to know about the installed package. */
export interface ExplainMissingPackageOptions {
  /** The command that failed, as the user typed it (`guidekit serve`), to start the message with. */
  readonly command: string;
  /** guidekit's optional peer dependencies with their version ranges (`peerDependencies` of package.json). */
  readonly peers: Readonly<Record<string, string>>;
  /** Whether a package resolves from guidekit's own location; used to list every other optional peer still missing. Default: only the one the error names is listed. */
  readonly isInstalled?: (name: string) => boolean;
}

/** The package an import specifier names (`@scope/name` or `name`), or undefined for a relative, absolute or built-in one. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || /^[a-z]+:/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : undefined;
  return parts[0];
}

/**
 * Says which packages to install when a command failed because one of guidekit's optional peers is missing.
 *
 * The server, payment, store, MCP, solver, chart and corpus packages (hono, @x402/*, viem, PGlite, pg, the MCP SDK,
 * highs, lightweight-charts, DuckDB, pino, prom-client, bottleneck, cockatiel) are optional peer dependencies, so an
 * app that only imports the engines does not install them (docs/packaging.md). A command that needs one loads it with
 * a dynamic `import()`; when that fails with Node's `ERR_MODULE_NOT_FOUND` (or `MODULE_NOT_FOUND` from `require`) for
 * an optional peer, this turns the error into a message naming the package and the `npm install` line that adds it
 * (with every other optional peer still missing, when `isInstalled` is given). Any other error, including a missing
 * package that is not an optional peer (a broken install), is not explained: the caller rethrows it.
 *
 * @param error - What the dynamic import rejected with.
 * @param options - The command, the optional peers and how to tell whether one is installed (see {@link ExplainMissingPackageOptions}).
 * @returns The message to print (ending in a newline), or undefined when the error is not a missing optional peer.
 * @example
 * ```ts
 * explainMissingPackage(error, { command: 'guidekit serve', peers: { hono: '^4.13.19' } })
 * //=> "guidekit serve needs hono, which is not installed ...\n  npm install hono@^4.13.19\n"
 * ```
 */
export function explainMissingPackage(error: unknown, options: ExplainMissingPackageOptions): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if ((code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') || typeof message !== 'string') return undefined;
  const specifier = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
  const name = specifier === undefined ? undefined : packageOf(specifier);
  if (name === undefined || !Object.hasOwn(options.peers, name)) return undefined;
  const others = options.isInstalled === undefined ? [] : Object.keys(options.peers).filter((peer) => peer !== name && !options.isInstalled!(peer));
  const install = [name, ...others].map((peer) => `${peer}@${options.peers[peer]}`).join(' ');
  return (
    `${options.command} needs ${name}, which is not installed. The server, payment, store, MCP, solver and chart ` +
    `packages are optional peer dependencies of guidekit: an app that only imports the engines does not install them.\n` +
    (others.length > 0 ? `Also missing here: ${others.join(', ')}. Install them all with:\n` : 'Install it with:\n') +
    `  npm install ${install}\n`
  );
}
