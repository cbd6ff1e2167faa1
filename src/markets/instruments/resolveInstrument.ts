import { GuidekitError } from '../../core/GuidekitError.js';
import { pickRule } from '../../core/pickRule.js';
import { INSTRUMENTS, type InstrumentSpec, type SessionVenue } from '../rules/instruments.js';
import { editDistance } from './_lib/editDistance.js';
import { SYMBOL_DECORATIONS, instrumentKey } from './_lib/instrumentKey.js';

/** Options of {@link resolveInstrument}. */
export interface ResolveInstrumentOptions {
  /**
   * Accept a symbol that is not in the instrument table as an equity ticker when it looks like one: 1–5 letters with an
   * optional share-class suffix (`BRK.B`), `.US` (forces an equity reading: `ZM.US` is Zoom, not soybean meal), `.L`
   * (London), `.DE` (Xetra) or `.T` (Tokyo, also 4-digit codes such as `7203.T`). The adapter checks that the data
   * source knows it. Default `false`.
   */
  readonly allowEquity?: boolean;
  /** ISO date whose version of the instrument table applies. Default: the newest version. */
  readonly asOf?: string;
}

/** Equity listing suffixes with the venue whose session applies and the quote currency. */
const EQUITY_SUFFIXES: Readonly<Record<string, { readonly venue: SessionVenue; readonly currency: string; readonly exchange: string }>> = {
  '': { venue: 'nyse', currency: 'USD', exchange: 'US' },
  US: { venue: 'nyse', currency: 'USD', exchange: 'US' },
  L: { venue: 'lse', currency: 'GBX', exchange: 'London Stock Exchange' },
  DE: { venue: 'xetra', currency: 'EUR', exchange: 'Xetra' },
  T: { venue: 'tse', currency: 'JPY', exchange: 'Tokyo Stock Exchange' },
};
const SHARE_CLASSES = new Set(['A', 'B', 'C']);
const MAX_SUGGESTIONS = 3;

interface AliasIndex {
  readonly byKey: ReadonlyMap<string, InstrumentSpec>;
  readonly keys: readonly { readonly key: string; readonly spec: InstrumentSpec }[];
}
const indexCache = new WeakMap<readonly InstrumentSpec[], AliasIndex>();

function aliasIndex(instruments: readonly InstrumentSpec[]): AliasIndex {
  const cached = indexCache.get(instruments);
  if (cached !== undefined) return cached;
  const byKey = new Map<string, InstrumentSpec>();
  const keys: { key: string; spec: InstrumentSpec }[] = [];
  for (const spec of instruments) {
    for (const spelling of [spec.id, ...spec.aliases]) {
      const key = instrumentKey(spelling);
      if (!byKey.has(key)) byKey.set(key, spec);
      keys.push({ key, spec });
    }
  }
  const index = { byKey, keys };
  indexCache.set(instruments, index);
  return index;
}

/**
 * Resolves what a user typed (`eur/usd`, `GOLD`, `CL=F`, `^GSPC`, `btc-usd`, `/ES`, `EURUSD=X`) to one instrument of
 * the supported-instrument table, or, when allowed, to an equity ticker.
 *
 * @remarks
 * The text is compared upper-cased without spaces, slashes, hyphens or underscores against every id and alias; failing
 * that, vendor decorations (`=X`, `.CASH`, `.PRO`, `PERP`, ...) are dropped from the end and the match is tried again.
 * Table instruments win over equity readings (`GOLD` is gold, `ES` the E-mini S&P 500 future); add `.US` to force the
 * equity (`ZM.US`).
 *
 * @param text - The symbol as typed.
 * @param options - {@link ResolveInstrumentOptions}: `allowEquity` (default false), `asOf` (default: newest table).
 * @returns The instrument's spec; for an equity, a spec of class `equity` whose id is the ticker as normalised
 *   (`BRK.B`, `VOD.L`, `7203.T`).
 * @throws {@link GuidekitError} `unknown_instrument` on field `instrument` when nothing matches; the message lists the
 *   nearest known ids by edit distance. `invalid_instrument` when the text is empty or longer than 32 characters.
 * @example
 * ```ts
 * resolveInstrument('eur/usd').id //=> 'EURUSD'
 * resolveInstrument('GOLD').id //=> 'XAUUSD'
 * resolveInstrument('aapl', { allowEquity: true }).assetClass //=> 'equity'
 * ```
 * @see docs/markets-instruments.md
 */
export function resolveInstrument(text: string, options: ResolveInstrumentOptions = {}): InstrumentSpec {
  const fn = 'resolveInstrument';
  if (typeof text !== 'string' || text.trim() === '' || text.trim().length > 32) {
    throw new GuidekitError(`${fn}: instrument must be a symbol of 1 to 32 characters, got ${JSON.stringify(text)}`, { code: 'invalid_instrument', field: 'instrument' });
  }
  if (options.asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.asOf)) {
    throw new GuidekitError(`${fn}: asOf must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(options.asOf)}`, { code: 'invalid_date', field: 'asOf' });
  }
  const table = options.asOf === undefined ? newestVersion() : pickRule(INSTRUMENTS, options.asOf)?.value;
  if (table === undefined) {
    throw new GuidekitError(`${fn}: no version of ${INSTRUMENTS.id} is in force on ${options.asOf}`, { code: 'out_of_range', field: 'asOf' });
  }
  const compact = text.trim().toUpperCase().replace(/\s+/g, '');
  const allowEquity = options.allowEquity === true;
  if (allowEquity && compact.endsWith('.US')) {
    const equity = readEquity(compact);
    if (equity !== undefined) return equity;
  }
  const index = aliasIndex(table);
  const key = instrumentKey(compact);
  const direct = index.byKey.get(key);
  if (direct !== undefined) return direct;
  for (const decoration of SYMBOL_DECORATIONS) {
    if (key.length > decoration.length && key.endsWith(decoration)) {
      const stripped = index.byKey.get(key.slice(0, -decoration.length));
      if (stripped !== undefined) return stripped;
    }
  }
  if (allowEquity) {
    const equity = readEquity(compact);
    if (equity !== undefined) return equity;
  }
  const nearest = nearestIds(index, key);
  const hint = allowEquity ? ' or an equity ticker (1-5 letters, optional .US, .L, .DE, .T or share-class suffix)' : '';
  throw new GuidekitError(`${fn}: unknown instrument ${JSON.stringify(text.trim())}; nearest known ids: ${nearest.join(', ')}${hint}`, {
    code: 'unknown_instrument',
    field: 'instrument',
  });
}

function newestVersion(): readonly InstrumentSpec[] | undefined {
  let newest: { effective: string; value: readonly InstrumentSpec[] } | undefined;
  for (const version of INSTRUMENTS.versions) if (newest === undefined || version.effective > newest.effective) newest = version;
  return newest?.value;
}

/** An equity spec for a plausible ticker, or undefined when the text does not look like one. */
function readEquity(compact: string): InstrumentSpec | undefined {
  const match = /^([A-Z]{1,5}|\d{4})(?:[.-]([A-Z]{1,2}))?$/.exec(compact);
  if (match === null) return undefined;
  const ticker = match[1] as string;
  const suffix = match[2] ?? '';
  const numeric = /^\d/.test(ticker);
  if (SHARE_CLASSES.has(suffix)) {
    if (numeric) return undefined;
    return equitySpec(`${ticker}.${suffix}`, '');
  }
  const listing = EQUITY_SUFFIXES[suffix];
  if (listing === undefined) return undefined;
  if (numeric && suffix !== 'T') return undefined;
  return equitySpec(suffix === '' || suffix === 'US' ? ticker : `${ticker}.${suffix}`, suffix);
}

function equitySpec(id: string, suffix: string): InstrumentSpec {
  const listing = EQUITY_SUFFIXES[suffix] ?? (EQUITY_SUFFIXES[''] as (typeof EQUITY_SUFFIXES)[string]);
  return { id, aliases: [], assetClass: 'equity', name: `${id} (${listing.exchange} equity)`, quoteCurrency: listing.currency, pointSize: null, sessionVenue: listing.venue };
}

/** The canonical ids whose id or alias is nearest the key, closest first (table order breaks ties). */
function nearestIds(index: AliasIndex, key: string): string[] {
  const best = new Map<string, number>();
  for (const { key: candidate, spec } of index.keys) {
    const distance = editDistance(key, candidate);
    const known = best.get(spec.id);
    if (known === undefined || distance < known) best.set(spec.id, distance);
  }
  return [...best.entries()]
    .map(([id, distance], order) => ({ id, distance, order }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, MAX_SUGGESTIONS)
    .map((entry) => entry.id);
}
