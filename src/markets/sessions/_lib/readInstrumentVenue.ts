import { GuidekitError } from '../../../core/GuidekitError.js';
import { resolveInstrument } from '../../instruments/resolveInstrument.js';
import type { InstrumentSpec, SessionVenue } from '../../rules/instruments.js';
import { SESSION_HOURS } from '../../rules/sessionHours.js';

/** The session venue of an instrument given as text (resolved, equities allowed) or as a resolved spec. */
export function readInstrumentVenue(fn: string, instrument: string | InstrumentSpec): SessionVenue {
  if (typeof instrument === 'string') {
    try {
      return resolveInstrument(instrument, { allowEquity: true }).sessionVenue;
    } catch (error) {
      if (error instanceof GuidekitError) throw new GuidekitError(`${fn}: ${error.message.replace(/^resolveInstrument: /, '')}`, { code: error.code, field: 'instrument' });
      throw error;
    }
  }
  if (instrument === null || typeof instrument !== 'object' || !Object.hasOwn(SESSION_HOURS, instrument.sessionVenue)) {
    throw new GuidekitError(`${fn}: instrument must be a symbol or a resolved instrument spec with a known sessionVenue`, { code: 'invalid_instrument', field: 'instrument' });
  }
  return instrument.sessionVenue;
}

/** Checks that an instant is a finite epoch-millisecond number. */
export function readInstant(fn: string, instant: number, field = 'instant'): number {
  if (typeof instant !== 'number' || !Number.isFinite(instant)) {
    throw new GuidekitError(`${fn}: ${field} must be a finite number of epoch milliseconds, got ${String(instant)}`, { code: 'invalid_instant', field });
  }
  return instant;
}
