import { GuidekitError } from '../../core/GuidekitError.js';
import { INSTRUMENT_ALIASES, INSTRUMENT_SYMBOLS, type InstrumentSymbols } from './instrumentSymbols.js';

/** A price request's symbol as each source is asked for it. */
export interface SourceSymbols {
  /** The canonical id (XAUUSD, SPX, ...) or the equity ticker as given, upper case. */
  readonly id: string;
  readonly kind: InstrumentSymbols['kind'] | 'equity';
  readonly yahoo: string;
  /** Null where Stooq has no series for it. */
  readonly stooq: string | null;
  /** Currency to report when the source does not say. */
  readonly currency: string;
}

/** An equity ticker: letters and digits, optionally a class or exchange suffix after a dot or dash (BRK.B, RDS-A, VOD.L). */
const TICKER = /^[A-Z0-9]{1,10}(?:[.-][A-Z0-9]{1,4})?$/;

/**
 * Resolves a canonical instrument id, one of its aliases (GOLD, OIL, ^GSPC, CL=F, ...) or an equity ticker to the
 * symbol each price source uses. An equity ticker is asked as given (a US share class BRK.B as Yahoo's BRK-B, an
 * exchange suffix such as VOD.L unchanged); on Stooq only a plain US ticker is tried (`aapl.us`), since Stooq suffixes
 * every market.
 *
 * @param symbol - What the caller asked for.
 * @returns The symbols per source.
 * @throws {@link GuidekitError} `invalid_instrument` (field `instrument`) for text that cannot be a symbol.
 * @example
 * ```ts
 * resolveSourceSymbols('gold').yahoo; //=> 'GC=F'
 * resolveSourceSymbols('AAPL').stooq; //=> 'aapl.us'
 * ```
 * @see docs/market-sources.md
 */
export function resolveSourceSymbols(symbol: string): SourceSymbols {
  const upper = symbol.trim().toUpperCase();
  const id = INSTRUMENT_ALIASES[upper] ?? upper;
  const known = INSTRUMENT_SYMBOLS[id];
  if (known !== undefined) return { id, ...known };
  if (!TICKER.test(upper)) {
    throw new GuidekitError(`resolveSourceSymbols: ${JSON.stringify(symbol)} is neither an instrument id nor a ticker`, { code: 'invalid_instrument', field: 'instrument' });
  }
  // A US share class (BRK.B) is written with a dash on Yahoo; other dotted suffixes are exchanges (VOD.L) and stay.
  const plainUs = /^[A-Z]{1,5}(?:\.[AB])?$/.test(upper);
  return {
    id: upper,
    kind: 'equity',
    yahoo: upper.replace(/^([A-Z]{1,5})\.([AB])$/, '$1-$2'),
    stooq: plainUs ? `${upper.toLowerCase().replace('.', '-')}.us` : null,
    currency: 'USD',
  };
}
