import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { radarPreIpo } from '../../../src/markets/preipo/radarPreIpo.js';
import { shortlistPreIpoFilers } from '../../../src/markets/preipo/shortlistPreIpoFilers.js';
import { FEEDS, PREIPO_BOOK, SUBMISSIONS } from './fixtures.js';

// The rules in force today; the feed is of 2025-12-12 (a Friday), and windows are read from its filing dates.
const AS_OF = '2026-11-25';

// Windows by the filing sequence: Rule 424(b) puts the final prospectus within two business days after pricing; an
// EFFECT notice is usually requested for the pricing evening (Rule 461); a public registration precedes the roadshow by
// at least 15 days (Securities Act §6(e)). 2025-12-12 is a Friday.
describe('shortlistPreIpoFilers', () => {
  it('reads first the filers declared effective and priced, then priced, then registered, then EFFECT-only', () => {
    expect(shortlistPreIpoFilers(FEEDS, { asOf: AS_OF })).toEqual(['0001524566', '0001824293', '0002052243', '0002079720', '0000832489', '0001661059']);
    expect(shortlistPreIpoFilers(FEEDS, { asOf: AS_OF, maxCompanies: 2 })).toEqual(['0001524566', '0001824293']);
  });
});

describe('radarPreIpo', () => {
  const out = radarPreIpo({ feeds: FEEDS, submissions: SUBMISSIONS, perps: [PREIPO_BOOK] }, { asOf: AS_OF });

  it('calls the next first listing: Wealthfront, priced on its 424B4 of Friday 2025-12-12', () => {
    expect(out.call).toMatchObject({ company: 'WEALTHFRONT CORP', stage: 'priced', kind: 'ipo', first_public_filing: '2025-11-10' });
    // Two business days before Friday 12 December is Wednesday 10 December.
    expect(out.call!.window).toMatchObject({ status: 'priced', from: '2025-12-10', to: '2025-12-12' });
    expect(out.explanation).toMatch(/WEALTHFRONT CORP/);
  });

  it('tells a follow-on and a blank check from a first listing by the filing history', () => {
    const kinds = Object.fromEntries(out.companies.map((c) => [c.company, c.kind]));
    expect(kinds).toMatchObject({ 'GRI Bio, Inc.': 'already_reporting', 'Twelve Seas Investment Co III/Cayman': 'spac', 'GeoVax Labs, Inc.': 'unknown', 'Buda Juice LLC': 'unknown' });
  });

  it('puts a registration\'s earliest pricing 15 days plus a roadshow after it, with no latest date', () => {
    const geovax = out.companies.find((c) => c.cik === '0000832489')!;
    // 2025-12-12 + 15 + 5 days = 2026-01-01.
    expect(geovax.window).toMatchObject({ status: 'not_before', from: '2026-01-01', to: null });
  });

  it('puts an EFFECT notice\'s pricing on its day or the next business day', () => {
    const radar = radarPreIpo({ feeds: [FEEDS[4]!], submissions: [], perps: [] }, { asOf: AS_OF });
    // EFFECT-only filers whose history was not read are counted, not listed.
    expect(radar.companies).toEqual([]);
    expect(radar.effect_only_unread).toBe(3);
    const withHistory = radarPreIpo({ feeds: [FEEDS[4]!], submissions: [SUBMISSIONS[0]!], perps: [] }, { asOf: AS_OF });
    // Thursday 11 December and the next business day, Friday 12 December.
    expect(withHistory.companies[0]!.window).toMatchObject({ status: 'expected', from: '2025-12-11', to: '2025-12-12' });
  });

  it('gates a pre-IPO perpetual with its oracle standing in for the missing close, and ties it to the filer', () => {
    expect(out.perps).toHaveLength(1);
    expect(out.perps[0]).toMatchObject({ coin: 'vntl:WEALTHFRONT', matches_cik: '0001524566', reference: { source: 'perp_exchange_mid', quality: 'live', mid: 15, oracle: 14.95 } });
    expect(out.perps[0]!.reference.vs_last_close_pct).toBeCloseTo((15 / 14.95 - 1) * 100, 9);
    expect(out.call!.perp).toMatchObject({ coin: 'vntl:WEALTHFRONT' });
    const failed = radarPreIpo({ feeds: FEEDS, submissions: SUBMISSIONS, perps: [{ failed: true, coin: 'vntl:SPACEX', label: 'SPACEX', venue: 'hyperliquid' }] }, { asOf: AS_OF });
    expect(failed.perps[0]!.reference).toMatchObject({ quality: 'none', reason: 'fetch_failed' });
  });

  it('cites its heuristics, unverified, and speaks Spanish', () => {
    expect(out.unverified_rules).toEqual(expect.arrayContaining(['markets.preipo.pricing_windows', 'markets.preipo.perp_dexes']));
    const es = radarPreIpo({ feeds: FEEDS, submissions: SUBMISSIONS, perps: [] }, { asOf: AS_OF, lang: 'es' });
    expect(es.explanation).toMatch(/Siguiente en el radar: WEALTHFRONT CORP \(con precio\)/);
  });

  it('refuses input that is not lists, and does not modify its input', () => {
    expect(() => radarPreIpo({ feeds: 'x' } as never, { asOf: AS_OF })).toThrow(GuidekitError);
    const before = structuredClone({ FEEDS, SUBMISSIONS });
    radarPreIpo({ feeds: FEEDS, submissions: SUBMISSIONS, perps: [PREIPO_BOOK] }, { asOf: AS_OF });
    expect({ FEEDS, SUBMISSIONS }).toEqual(before);
  });
});
