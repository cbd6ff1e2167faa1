import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { GuidekitError } from '../../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { RuleCitations } from '../../../core/citeRules.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { MarketBars } from '../../../markets/ports/MarketBars.js';
import type { PerpBookSnapshot, PerpBookSource } from '../../../markets/ports/PerpBookSource.js';
import { gateReferencePrice, type PerpBookFetchFailure, type ReferenceCheck, type ObservedBook, type ReferencePrice } from '../../../markets/reference/gateReferencePrice.js';
import type { InstrumentSpec } from '../../../markets/rules/instruments.js';
import { referenceNoteMessages, type ReferenceNoteKey } from '../../../markets/scans/messages/referenceNotes.js';
import { pickRule } from '../../../core/pickRule.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import { PERPETUAL_UNDERLYINGS } from '../../../markets/rules/perpetualUnderlyings.js';
import { isSessionOpen } from '../../../markets/sessions/isSessionOpen.js';
import { lastSessionClose } from '../../../markets/sessions/lastSessionClose.js';
import { mergeSportsCitations } from '../../../markets/sportsScans/mergeSportsCitations.js';

/** Why an answer has no reference object. */
export type ReferenceAbsence = 'session_open' | 'no_perpetual' | ReferenceNoteKey;

/** The reference of one instrument, with how it was decided. */
export interface ReferenceOutcome {
  /** The specification's reference object; null while the session is open, without a perpetual, or when none could be looked for. */
  readonly reference: ReferencePrice | null;
  /** Why there is none; null when there is one. */
  readonly absent: ReferenceAbsence | null;
  /** The session at the instant. */
  readonly session: 'open' | 'closed' | 'continuous';
  readonly explanation: string;
  readonly checks: readonly ReferenceCheck[];
  readonly observed: ObservedBook | null;
  /** The last session close the reference is measured against; null when not looked up. */
  readonly last_close: { readonly price: number; readonly time: number } | null;
  /**
   * The perpetual listing used and how it was matched: `name` (its label is one of the instrument's names) or
   * `mapping` (markets.reference.perpetual_underlyings); null when none was.
   */
  readonly listing: { readonly coin: string; readonly matched_by: 'name' | 'mapping' } | null;
  readonly citations: RuleCitations | null;
}

/** The perpetual venue's listings, read at most once per call. */
export interface ListingsMemo {
  listings?: Promise<readonly { readonly coin: string; readonly label: string }[]>;
}

/** What {@link readReference} needs. */
export interface ReadReferenceOptions {
  readonly perpBook: PerpBookSource | undefined;
  readonly memo: ListingsMemo;
  /** The instrument's bars as the source gave them (1h or 1d): the last session close is read from them. */
  readonly bars: MarketBars;
  readonly instantMs: number;
  readonly lang: 'en' | 'es';
  readonly trace: SourceRecorder;
}

const normal = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The reference price object of one instrument at the call's instant: none for crypto (always in session) or while
 * the session is open; otherwise the perpetual listed as `<prefix>:<symbol>` that `markets.reference.perpetual_underlyings`
 * maps to the instrument (a venue-branded listing such as `xyz:WTIOIL`), else one whose label is one of the
 * instrument's names (an equity's ticker, an alias of a table instrument), is read from the `perpBook` port and held to the gate
 * (gateReferencePrice) against the last session close; no listing gives `no_perpetual`. A book that cannot be fetched
 * is `fetch_failed` (priced off the last close); listings that cannot be read, or no perpBook source, leave the
 * reference null with the reason, never a guess.
 *
 * @param spec - The instrument.
 * @param options - {@link ReadReferenceOptions}.
 * @returns {@link ReferenceOutcome}.
 * @example
 * ```ts
 * const { reference } = await readReference(tsla, { perpBook, memo: {}, bars, instantMs, lang: 'en', trace });
 * ```
 */
export async function readReference(spec: InstrumentSpec, options: ReadReferenceOptions): Promise<ReferenceOutcome> {
  const t = createTranslate(referenceNoteMessages, options.lang);
  const none = (absent: ReferenceAbsence, session: ReferenceOutcome['session'], explanation: string, lastClose: ReferenceOutcome['last_close'] = null): ReferenceOutcome => ({
    reference: null,
    absent,
    session,
    explanation,
    checks: [],
    observed: null,
    last_close: lastClose,
    listing: null,
    citations: null,
  });
  if (spec.assetClass === 'crypto') return none('crypto_instrument', 'continuous', t('crypto_instrument'));
  const instant = options.instantMs;
  const closeTime = lastSessionClose(spec, instant);
  const lastClose = closeTime === null ? null : closeAt(options.bars, closeTime);
  if (isSessionOpen(spec, instant)) {
    const gated = gateReferencePrice(null, { lastClose: lastClose ?? { price: 1, time: instant }, sessionClosed: false, asOfMs: instant }, { lang: options.lang });
    return none('session_open', 'open', gated.explanation, lastClose);
  }
  if (options.perpBook === undefined) return none('source_not_configured', 'closed', t('source_not_configured'), lastClose);
  let listings;
  try {
    options.memo.listings ??= options.perpBook.listings({ trace: options.trace });
    listings = await options.memo.listings;
  } catch (error) {
    if (!(error instanceof SourceUnavailableError)) throw error;
    return none('listings_unavailable', 'closed', t('listings_unavailable', { detail: error.reason }), lastClose);
  }
  const match = matchListing(spec, listings, instant);
  const listing = match?.listing;
  if (lastClose === null) return none('no_last_close', 'closed', t('no_last_close'));
  const context = { lastClose, sessionClosed: true, asOfMs: instant };
  if (listing === undefined) {
    const gated = gateReferencePrice(null, context, { lang: options.lang });
    return none('no_perpetual', 'closed', gated.explanation, lastClose);
  }
  let book: PerpBookSnapshot | PerpBookFetchFailure;
  try {
    book = await options.perpBook.snapshot(listing.coin, { trace: options.trace });
  } catch (error) {
    if (!(error instanceof SourceUnavailableError) && !(error instanceof GuidekitError)) throw error;
    book = { failed: true, coin: listing.coin, label: listing.label, venue: error instanceof SourceUnavailableError ? error.source : 'perpetual venue' };
  }
  let gated;
  try {
    gated = gateReferencePrice(book, context, { lang: options.lang });
  } catch (error) {
    // A book the gate cannot read (a malformed answer of the venue) is a failed fetch, priced off the last close.
    if (!(error instanceof GuidekitError) || 'failed' in book) throw error;
    gated = gateReferencePrice({ failed: true, coin: listing.coin, label: listing.label, venue: book.venue }, context, { lang: options.lang });
  }
  return {
    reference: gated.reference,
    absent: gated.absent,
    session: 'closed',
    explanation: gated.explanation,
    checks: gated.checks,
    observed: gated.observed,
    last_close: lastClose,
    listing: { coin: listing.coin, matched_by: match!.by },
    citations: mergeSportsCitations([{ rules_applied: gated.rules_applied }, match!.rule], options.lang),
  };
}

/**
 * The listing an instrument's reference is read from: one the mapping table in force at the instant gives for the
 * instrument, else a prefixed listing whose label is one of the instrument's names. A listing the table marks
 * `unknown` (its deployer does not name what it tracks) is never matched, whatever its label.
 */
function matchListing(
  spec: InstrumentSpec,
  listings: readonly { readonly coin: string; readonly label: string }[],
  instant: number,
): { listing: { readonly coin: string; readonly label: string }; by: 'name' | 'mapping'; rule: AppliedRule<unknown> | null } | undefined {
  const rule = pickRule(PERPETUAL_UNDERLYINGS, new Date(instant).toISOString().slice(0, 10));
  const mapped = new Map((rule?.value ?? []).map((m) => [m.coin.toUpperCase(), m.instrument]));
  const byTable = listings.find((l) => mapped.get(l.coin.toUpperCase()) === spec.id);
  if (byTable !== undefined) return { listing: byTable, by: 'mapping', rule: rule ?? null };
  const names = new Set([spec.id, ...spec.aliases].map(normal));
  const byName = listings.find((l) => l.coin.includes(':') && !mapped.has(l.coin.toUpperCase()) && names.has(normal(l.label)));
  return byName === undefined ? undefined : { listing: byName, by: 'name', rule: null };
}

/** The close of the last bar that opened before the session close: the session's closing price. */
function closeAt(bars: MarketBars, closeTime: number): { price: number; time: number } | null {
  for (let i = bars.times.length - 1; i >= 0; i--) {
    if ((bars.times[i] as number) < closeTime) {
      const price = bars.close[i] as number;
      return Number.isFinite(price) && price > 0 ? { price, time: closeTime } : null;
    }
  }
  return null;
}
