import { z } from 'zod';
import { GuidekitError } from '../../core/GuidekitError.js';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { requireRule } from '../../core/requireRule.js';
import type { PerpBookSnapshot } from '../../markets/ports/PerpBookSource.js';
import { radarPreIpo } from '../../markets/preipo/radarPreIpo.js';
import type { SecCompanySubmissions } from '../../markets/preipo/SecFilingSource.js';
import { shortlistPreIpoFilers } from '../../markets/preipo/shortlistPreIpoFilers.js';
import type { PerpBookFetchFailure } from '../../markets/reference/gateReferencePrice.js';
import { PREIPO_FORMS, PREIPO_LIMITS, PREIPO_PERP_DEXES } from '../../markets/rules/preIpoRadar.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { signalPreIpoResponse } from './responses/signalPreIpo.js';

/**
 * GET /api/signal/pre-ipo: pre-IPO and new-listing radar. Reads EDGAR's latest-filings feed for S-1, S-1/A, F-1,
 * F-1/A, 424B4 and EFFECT, the submissions of the likeliest filers (within the SEC's ten requests a second, with the
 * declared User-Agent), and the books of pre-IPO perpetuals on Hyperliquid's HIP-3 dexes, each gated by the reference
 * gate. No parameters besides `lang` (the spec shows none). A radar with no filer and no perpetual on it has nothing to
 * sell: a 409 `nothing-clears`, never charged.
 */
export const signalPreIpo = defineEndpoint({
  operationId: 'signalPreIpo',
  method: 'GET',
  path: '/api/signal/pre-ipo',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Pre-IPO and new-listing radar signal.',
  params: z.object({
    lang: langParam,
  }),
  needs: ['secFilings', 'perpBook'],
  run: async (p, ctx) => {
    const forms = requireRule(PREIPO_FORMS, ctx.asOf).value;
    const limits = requireRule(PREIPO_LIMITS, ctx.asOf).value;
    const dexes = requireRule(PREIPO_PERP_DEXES, ctx.asOf).value;
    const all = [...forms.registered, ...forms.amended, ...forms.effective, ...forms.priced];
    // One feed per form, in turn: EDGAR asks for at most ten requests a second and the fetch layer keeps to it.
    const feeds = [];
    for (const form of all) feeds.push({ form, ...(await ctx.ports.secFilings.latestFilings(form, { trace: ctx.trace })) });
    const submissions: SecCompanySubmissions[] = [];
    for (const cik of shortlistPreIpoFilers(feeds, { asOf: ctx.asOf })) {
      try {
        submissions.push(await ctx.ports.secFilings.submissions(cik, { trace: ctx.trace }));
      } catch (error) {
        // A history that cannot be read leaves that filer's kind unknown; the radar still answers for the others.
        if (!(error instanceof GuidekitError)) throw error;
      }
    }
    const listings = await ctx.ports.perpBook.listings({ trace: ctx.trace });
    const tokens = new Set(submissions.map((s) => (s.name.toUpperCase().split(/\s+/)[0] ?? '').replace(/[^A-Z0-9]/g, '')));
    const wanted = listings.filter((l) => l.coin.includes(':') && (dexes.includes(l.coin.slice(0, l.coin.indexOf(':'))) || tokens.has(l.label.toUpperCase()))).slice(0, limits.max_perps);
    const perps: (PerpBookSnapshot | PerpBookFetchFailure)[] = [];
    for (const l of wanted) {
      try {
        perps.push(await ctx.ports.perpBook.snapshot(l.coin, { trace: ctx.trace }));
      } catch (error) {
        if (!(error instanceof GuidekitError)) throw error;
        perps.push({ failed: true, coin: l.coin, label: l.label, venue: 'hyperliquid' });
      }
    }
    const result = radarPreIpo({ feeds, submissions, perps }, { asOf: ctx.asOf, lang: ctx.lang.lang });
    const read = feeds.map((f) => ({ form: f.form, entries: f.entries.length, updated: f.updated }));
    // The radar sells its listing: with no filer and no pre-IPO perpetual on it there is nothing to sell.
    if (result.companies.length === 0 && result.perps.length === 0) {
      const { call: _call, explanation, ...rest } = result;
      throw new NothingClearsError(explanation, { details: { ...rest, feeds: read, measured: { filings_read: feeds.reduce((n, f) => n + f.entries.length, 0), companies: 0, perps: 0 } } });
    }
    return { ...result, feeds: read };
  },
  response: signalPreIpoResponse,
  conflict: 'No filer and no pre-IPO perpetual is on the radar in what was read (nothing-clears).',
});
