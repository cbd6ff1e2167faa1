import { GuidekitError } from '../../core/GuidekitError.js';
import { SETTINGS, type Settings } from './settings.js';

/** Options of {@link readSettings}. */
export interface ReadSettingsOptions {
  /** The environment. Required (the process entry point passes `process.env`; tests pass their own). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * Reads the config file's text, or resolves `undefined` when there is no such file. Default: no config file. The
   * process entry point passes a reader over `node:fs`.
   */
  readonly readFile?: (path: string) => Promise<string | undefined>;
}

/**
 * Resolves guidekit's settings once, for the CLI and the server to build everything from: each name of
 * {@link SETTINGS} from the environment, else the JSON config file (`GUIDEKIT_CONFIG`, default
 * `./guidekit.config.json`, an object of the same names to strings, numbers or booleans), else its default. An empty
 * environment value counts as unset. A config file that is not a JSON object, or names an unknown setting, is refused
 * with the known names listed, so a typo never silently falls back to a default.
 *
 * @param options - {@link ReadSettingsOptions}.
 * @returns The settings, every known name present (undefined when unset and without default).
 * @throws {@link GuidekitError} `invalid_config` (field: the file path, or the unknown key).
 * @example
 * ```ts
 * const settings = await readSettings({ env: process.env, readFile: (p) => readFile(p, 'utf8').catch(() => undefined) });
 * settings.GUIDEKIT_DATA_DIR //=> './.guidekit'
 * ```
 * @see docs/configuration.md
 */
export async function readSettings(options: ReadSettingsOptions): Promise<Settings> {
  const fromEnv = (name: string) => {
    const value = options.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const path = fromEnv('GUIDEKIT_CONFIG') ?? './guidekit.config.json';
  const text = options.readFile === undefined ? undefined : await options.readFile(path);
  const file: Record<string, string> = {};
  if (text !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new GuidekitError(`readSettings: ${path} is not JSON (${(error as Error).message})`, { code: 'invalid_config', field: path });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new GuidekitError(`readSettings: ${path} must hold a JSON object of setting names to values`, { code: 'invalid_config', field: path });
    }
    const known = new Set(SETTINGS.map((s) => s.name));
    for (const [key, value] of Object.entries(parsed)) {
      if (!known.has(key) || key === 'GUIDEKIT_CONFIG') {
        throw new GuidekitError(`readSettings: ${path} names an unknown setting ${JSON.stringify(key)}; known: ${[...known].filter((k) => k !== 'GUIDEKIT_CONFIG').join(', ')}`, {
          code: 'invalid_config',
          field: key,
        });
      }
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new GuidekitError(`readSettings: ${path}: ${key} must be a string, number or boolean`, { code: 'invalid_config', field: key });
      }
      file[key] = String(value);
    }
  }
  const settings: Record<string, string | undefined> = {};
  for (const setting of SETTINGS) settings[setting.name] = fromEnv(setting.name) ?? file[setting.name] ?? setting.default;
  settings.GUIDEKIT_CONFIG = text === undefined ? undefined : path;
  return settings;
}
