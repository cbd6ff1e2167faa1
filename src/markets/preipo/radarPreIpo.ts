import { utc } from '@date-fns/utc';
import { addBusinessDays, addDays, formatISO, parseISO, subBusinessDays } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate, type Translate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { PerpBookSnapshot } from '../ports/PerpBookSource.js';
import { gateReferencePrice, type PerpBookFetchFailure, type ReferencePrice } from '../reference/gateReferencePrice.js';
import { PREIPO_FORMS, PREIPO_PERP_DEXES, PREIPO_WINDOWS } from '../rules/preIpoRadar.js';
import { radarPreIpoMessages, type RadarPreIpoKey } from './messages/radarPreIpo.js';
import type { SecCompanySubmissions, SecFeedEntry } from './SecFilingSource.js';

/** What the radar is given. */
export interface RadarPreIpoInput {
  /** The latest-filings feeds read, one per form. */
  readonly feeds: readonly { readonly form: string; readonly entries: readonly SecFeedEntry[] }[];
  /** Submissions read for the shortlisted companies (others are `unknown`). */
  readonly submissions: readonly SecCompanySubmissions[];
  /** Books of the pre-IPO perpetuals read (or the listings whose book failed). */
  readonly perps: readonly (PerpBookSnapshot | PerpBookFetchFailure)[];
}

/** Options of {@link radarPreIpo}. */
export interface RadarPreIpoOptions {
  /** ISO date of the answer (the rules in force, and what "upcoming" means). Required. */
  readonly asOf: string;
  /** Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** Where a company stands: its most advanced filing in the feeds read. */
export type PreIpoStage = 'priced' | 'effective' | 'amended' | 'registered';

/** What kind of offering the filing history shows. */
export type PreIpoKind = 'ipo' | 'spac' | 'already_reporting' | 'unknown';

/** One company on the radar. */
export interface PreIpoCompany {
  readonly company: string;
  readonly cik: string;
  readonly stage: PreIpoStage;
  readonly kind: PreIpoKind;
  readonly kind_note: string;
  readonly tickers: readonly string[];
  /** The filings seen in the feeds, newest first. */
  readonly filings: readonly { readonly form: string; readonly filed: string; readonly accession: string; readonly url: string }[];
  readonly first_public_filing: string | null;
  readonly window: { readonly status: 'priced' | 'expected' | 'not_before'; readonly from: string; readonly to: string | null; readonly note: string };
  /** A pre-IPO perpetual whose label matches the company, gated; null when none matches. */
  readonly perp: ReferencePrice | null;
}

/** One pre-IPO perpetual read, with the gate's verdict. */
export interface PreIpoPerp {
  readonly coin: string;
  readonly label: string;
  readonly reference: ReferencePrice;
  readonly explanation: string;
  /** The filer whose name it matches, if any. */
  readonly matches_cik: string | null;
}

/** Result of {@link radarPreIpo}. */
export interface RadarPreIpoResult extends RuleCitations {
  readonly call: PreIpoCompany | null;
  readonly explanation: string;
  readonly companies: readonly PreIpoCompany[];
  readonly perps: readonly PreIpoPerp[];
  readonly heuristic_note: string;
  /** Filers seen only in an EFFECT notice whose filing history was not read: not listed. */
  readonly effect_only_unread: number;
}

const FN = 'radarPreIpo';
const STAGE_RANK: Readonly<Record<PreIpoStage, number>> = { effective: 0, priced: 1, amended: 2, registered: 3 };
const PERIODIC = new Set(['10-K', '10-Q', '20-F', '40-F']);
const iso = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * The pre-IPO and new-listing radar: each company with an S-1, F-1, amendment, EFFECT notice or 424B4 in EDGAR's
 * latest filings, its stage, what kind of offering its filing history shows (a first listing, a blank-check company,
 * or a company already reporting, whose S-1 is a follow-on or resale), an expected pricing window read from the filing
 * sequence, and any pre-IPO perpetual on a HIP-3 dex, gated by the reference gate. The call is the next first listing
 * to price: an effective one, else the latest priced, else the latest amended or registered.
 *
 * @remarks
 * Windows: EFFECT on D → pricing between D and D + 1 business day; 424B4 on D → priced between D − 2 business days and
 * D (Rule 424(b)); S-1/F-1 or an amendment → not before the first public filing + 15 days + a roadshow, no latest date.
 * A pre-IPO perpetual has no session close to compare with: the gate runs with the venue's oracle (else its mark) as
 * the close, at the newest book's time, so spread, depth, mark–oracle divergence and staleness are what it checks.
 *
 * @param input - {@link RadarPreIpoInput}. Not modified.
 * @param options - {@link RadarPreIpoOptions}.
 * @returns The call, the companies, the gated perpetuals, the rules applied and an explanation.
 * @throws {@link GuidekitError} for a bad `asOf` or `lang`, or feeds that are not a list.
 * @example
 * ```ts
 * radarPreIpo({ feeds, submissions, perps: [] }, { asOf: '2025-12-12' }).call?.company; //=> 'WEALTHFRONT CORP'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, all paid endpoints (GET /api/signal/pre-ipo)
 * @see docs/perps-tokenized-preipo.md
 */
export function radarPreIpo(input: RadarPreIpoInput, options: RadarPreIpoOptions): RadarPreIpoResult {
  const lang = readEngineLang(options?.lang, { fn: FN });
  const t = createTranslate(radarPreIpoMessages, lang);
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  if (!Array.isArray(input?.feeds) || !Array.isArray(input.submissions) || !Array.isArray(input.perps)) {
    throw new GuidekitError(`${FN}: feeds, submissions and perps must be lists`, { code: 'invalid_type', field: 'input' });
  }
  const forms = requireRule(PREIPO_FORMS, asOf);
  const windows = requireRule(PREIPO_WINDOWS, asOf);
  const dexes = requireRule(PREIPO_PERP_DEXES, asOf);
  const applied: AppliedRule<unknown>[] = [forms, windows, dexes];
  const stageOf = (form: string): PreIpoStage | null =>
    forms.value.priced.includes(form) ? 'priced' : forms.value.effective.includes(form) ? 'effective' : forms.value.amended.includes(form) ? 'amended' : forms.value.registered.includes(form) ? 'registered' : null;

  type SeenFiling = { form: string; filed: string; accession: string; url: string };
  const byCik = new Map<string, { company: string; filings: SeenFiling[] }>();
  for (const feed of input.feeds) {
    for (const e of feed.entries) {
      if (stageOf(e.form) === null) continue;
      const seen = byCik.get(e.cik) ?? { company: e.company, filings: [] as SeenFiling[] };
      if (!seen.filings.some((f) => f.accession === e.accession)) seen.filings.push({ form: e.form, filed: e.filed, accession: e.accession, url: e.url });
      byCik.set(e.cik, seen);
    }
  }
  const submissions = new Map(input.submissions.map((s) => [s.cik, s]));

  const companies: PreIpoCompany[] = [];
  let effectOnly = 0;
  for (const [cik, seen] of byCik) {
    const filings = [...seen.filings].sort((a, b) => b.filed.localeCompare(a.filed) || STAGE_RANK[stageOf(a.form)!] - STAGE_RANK[stageOf(b.form)!]);
    const stage = filings.map((f) => stageOf(f.form)!).sort((a, b) => advance(b) - advance(a))[0]!;
    const latest = (s: PreIpoStage) => filings.find((f) => stageOf(f.form) === s)!.filed;
    const sub = submissions.get(cik);
    // An EFFECT notice alone, from a filer whose history was not read, says nothing about an IPO (shelves and funds
    // get them too): such filers are counted, not listed.
    if (sub === undefined && filings.every((f) => forms.value.effective.includes(f.form))) {
      effectOnly++;
      continue;
    }
    const registrations = [...(sub?.filings ?? []), ...filings].filter((f) => forms.value.registered.includes(f.form) || forms.value.amended.includes(f.form)).map((f) => f.filed).sort();
    const firstPublic = registrations[0] ?? null;
    const { kind, note } = kindOf(seen.company, sub, firstPublic, t);
    const window = windowOf(stage, latest, firstPublic, windows.value, t);
    companies.push({ company: seen.company, cik, stage, kind, kind_note: note, tickers: sub?.tickers ?? [], filings, first_public_filing: firstPublic, window, perp: null });
  }
  companies.sort((a, b) => STAGE_RANK[a.stage] - STAGE_RANK[b.stage] || (b.filings[0]?.filed ?? '').localeCompare(a.filings[0]?.filed ?? '') || a.company.localeCompare(b.company));

  // Pre-IPO perpetuals: gated with the oracle standing in for a session close that does not exist.
  const snapshots = input.perps.filter((p): p is PerpBookSnapshot => !('failed' in p));
  const asOfMs = Math.max(0, ...snapshots.map((s) => s.time));
  const perps: PreIpoPerp[] = [];
  for (const p of input.perps) {
    const close = 'failed' in p ? null : (p.oracle ?? p.mark ?? null);
    const gate =
      close === null
        ? gateReferencePrice({ failed: true, coin: p.coin, label: p.label, venue: p.venue }, { lastClose: { price: 1, time: 0 }, sessionClosed: true, asOfMs }, { lang })
        : gateReferencePrice(p as PerpBookSnapshot, { lastClose: { price: close, time: Math.min((p as PerpBookSnapshot).time, asOfMs) }, sessionClosed: true, asOfMs }, { lang });
    for (const rule of gate.rules_applied) applied.push(rule as AppliedRule<unknown>);
    const match = companies.find((c) => nameToken(c.company) === p.label.toUpperCase().replace(/[^A-Z0-9]/g, ''));
    perps.push({ coin: p.coin, label: p.label, reference: gate.reference!, explanation: gate.explanation, matches_cik: match?.cik ?? null });
  }
  const withPerps = companies.map((c) => ({ ...c, perp: perps.find((p) => p.matches_cik === c.cik)?.reference ?? null }));

  const firstListings = withPerps.filter((c) => c.kind === 'ipo');
  const call = firstListings.find((c) => c.stage === 'effective') ?? firstListings.find((c) => c.stage === 'priced') ?? firstListings[0] ?? null;
  const stageWord = (s: PreIpoStage) => t(`stage_${s}`);
  return {
    call,
    explanation: call === null ? t('call_none') : t('call', { company: call.company, stage: stageWord(call.stage), window: call.window.note }),
    companies: withPerps,
    perps,
    heuristic_note: t('heuristic'),
    effect_only_unread: effectOnly,
    ...citeRules(applied, { lang }),
  };
}

/** How far along a stage is (a later stage wins when a company has several filings). */
function advance(stage: PreIpoStage): number {
  return { registered: 0, amended: 1, effective: 2, priced: 3 }[stage];
}

/** The first word of a filer's name, letters and digits only: what a pre-IPO listing's label would be. */
function nameToken(company: string): string {
  return (company.toUpperCase().split(/\s+/)[0] ?? '').replace(/[^A-Z0-9]/g, '');
}

function kindOf(company: string, sub: SecCompanySubmissions | undefined, firstPublic: string | null, say: Translate<RadarPreIpoKey>): { kind: PreIpoKind; note: string } {
  if (sub === undefined) return { kind: 'unknown', note: say('kind_unknown') };
  if (/\bacquisition\s+(corp|corporation|co|company|inc|ltd|limited)\b/i.test(company) || /blank check/i.test(sub.sicDescription ?? '')) return { kind: 'spac', note: say('kind_spac') };
  const reportedBefore = sub.filings.some((f) => PERIODIC.has(f.form) && (firstPublic === null || f.filed < firstPublic));
  return reportedBefore ? { kind: 'already_reporting', note: say('kind_already_reporting') } : { kind: 'ipo', note: say('kind_ipo') };
}

function windowOf(
  stage: PreIpoStage,
  latest: (s: PreIpoStage) => string,
  firstPublic: string | null,
  rules: { readonly effect_to_pricing_business_days: number; readonly prospectus_after_pricing_business_days: number; readonly public_filing_to_roadshow_days: number; readonly roadshow_days: number },
  t: Translate<RadarPreIpoKey>,
): PreIpoCompany['window'] {
  if (stage === 'priced') {
    const date = latest('priced');
    const from = iso(subBusinessDays(parseISO(date, { in: utc }), rules.prospectus_after_pricing_business_days));
    return { status: 'priced', from, to: date, note: t('window_priced', { date, from }) };
  }
  if (stage === 'effective') {
    const date = latest('effective');
    const to = iso(addBusinessDays(parseISO(date, { in: utc }), rules.effect_to_pricing_business_days));
    return { status: 'expected', from: date, to, note: t('window_effective', { date, to }) };
  }
  const first = firstPublic ?? latest(stage);
  const from = iso(addDays(parseISO(first, { in: utc }), rules.public_filing_to_roadshow_days + rules.roadshow_days));
  return { status: 'not_before', from, to: null, note: t('window_not_before', { first, from }) };
}
