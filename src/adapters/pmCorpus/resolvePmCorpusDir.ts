import { join, resolve } from 'node:path';
import type { Settings } from '../config/settings.js';

/**
 * Where the prediction-market corpus lives: GUIDEKIT_PM_CORPUS_DIR, else `<GUIDEKIT_DATA_DIR>/pm-corpus`
 * (docs/configuration.md).
 *
 * @param settings - From `readSettings`.
 * @returns The absolute corpus directory.
 * @example
 * ```ts
 * resolvePmCorpusDir({ GUIDEKIT_DATA_DIR: '/srv/guidekit' }); //=> '/srv/guidekit/pm-corpus'
 * ```
 * @see docs/prediction-markets.md
 */
export function resolvePmCorpusDir(settings: Settings): string {
  const explicit = settings.GUIDEKIT_PM_CORPUS_DIR;
  if (explicit !== undefined && explicit.trim() !== '') return resolve(explicit);
  return resolve(join(settings.GUIDEKIT_DATA_DIR ?? './.guidekit', 'pm-corpus'));
}
