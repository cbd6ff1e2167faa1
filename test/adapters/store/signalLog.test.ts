import { afterEach, describe, expect, it } from 'vitest';
import type { SignalLogEntry } from '../../../src/markets/ports/SignalLog.js';
import { MIGRATIONS } from '../../../src/adapters/store/migrations.js';
import { openInspectablePglite, type InspectableStore } from './openTestStores.js';

// A TSLA call served on Saturday 2026-11-28 with the live perpetual mid as its entry (a reference object as the gate
// writes it), and the same call refused and priced off Friday's close.
const reference = {
  source: 'perp_exchange_mid',
  coin: 'xyz:TSLA',
  label: 'TSLA',
  quality: 'live',
  reason: null,
  session: 'closed',
  as_of: Date.parse('2026-11-28T15:00:00Z'),
  mid: 251.2,
  mark: 251.25,
  oracle: 251.1,
  vs_last_close_pct: 1.08,
  attribution: 'TSLA perpetual (xyz:TSLA) on hyperliquid',
} as const;
const served: SignalLogEntry = {
  endpoint: 'signalGenerate',
  instrument: 'TSLA',
  timeframe: '1d',
  captured_at: Date.parse('2026-11-28T15:00:01Z'),
  direction: 'long',
  entry: 251.2,
  entry_source: 'perp_exchange_mid',
  entry_quality: 'live',
  last_close: 248.5,
  stop: 241.2,
  take_profit: 261.2,
  reference,
};

describe('store signal log (migration 5)', () => {
  let opened: InspectableStore | undefined;
  afterEach(async () => {
    await opened?.store.close();
    opened = undefined;
  });

  it('is the migration after the payment locks', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    const locks = MIGRATIONS.findIndex((m) => m.sql.includes('guidekit_payment_locks'));
    expect(locks).toBeGreaterThanOrEqual(0);
    expect(MIGRATIONS[locks + 1]!.sql).toContain('create table guidekit_signal_log');
  });

  it('keeps a served entry with its source and quality, lists it until graded, and grades it once', async () => {
    opened = await openInspectablePglite();
    const { store } = opened;
    await store.recordSignal(served);
    await store.recordSignal({ ...served, captured_at: served.captured_at + 1000, entry: 248.5, entry_source: 'last_close', entry_quality: 'none', reference: { ...reference, source: null, quality: 'none', reason: 'stale' } as never });
    const open = await store.listUngradedSignals();
    expect(open.map((e) => [e.entry_source, e.entry_quality, e.entry])).toEqual([
      ['perp_exchange_mid', 'live', 251.2],
      ['last_close', 'none', 248.5],
    ]);
    expect(open[0]!.reference).toEqual(reference);
    expect(open[0]!.captured_at).toBe(served.captured_at);
    const grade = { bar_time: Date.parse('2026-11-30T14:30:00Z'), bar_open: 252, entry_error: -0.8, entry_error_pct: (-0.8 / 252) * 100, last_close_error: -3.5 };
    expect(await store.gradeSignal(open[0]!.id, grade)).toBe(true);
    expect(await store.gradeSignal(open[0]!.id, grade)).toBe(false);
    expect((await store.listUngradedSignals()).map((e) => e.id)).toEqual([open[1]!.id]);
    const [row] = await opened.query('select entry_error, last_close_error, graded_at from guidekit_signal_log where id = $1', [open[0]!.id]);
    expect(row).toMatchObject({ entry_error: -0.8, last_close_error: -3.5 });
    expect(row!.graded_at).not.toBeNull();
  });

  it('refuses an entry with no finite price and an entry source outside the two the specification allows', async () => {
    opened = await openInspectablePglite();
    await expect(opened.store.recordSignal({ ...served, entry: Number.NaN })).rejects.toMatchObject({ code: 'invalid_argument', field: 'entry' });
    await expect(opened.store.recordSignal({ ...served, entry_source: 'index' as never })).rejects.toThrow();
    expect(await opened.store.gradeSignal('not-an-id', { bar_time: 0, bar_open: 1, entry_error: 0, entry_error_pct: 0, last_close_error: 0 })).toBe(false);
  });
});
