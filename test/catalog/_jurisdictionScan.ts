// What the cross-jurisdiction test looks for in an answer: another country's law, authorities, websites or money.
// Each marker names the countries whose answers may carry it; anywhere else it is a foreign citation unless it sits
// inside a labelled comparison (an object with `comparison: true` and that country's `jurisdiction`).
import { formatMoney, MONEY_CURRENCIES, type MoneyCurrency } from '../../src/core/formatMoney.js';

/** A country as rule tables spell their jurisdiction. */
export type Country = 'US' | 'UK' | 'CA' | 'AU' | 'NZ' | 'DE';

/** Currency of each country's answers. */
export const CURRENCY_OF: Readonly<Record<Country, MoneyCurrency>> = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD', NZ: 'NZD', DE: 'EUR' };

interface Marker {
  readonly name: string;
  readonly pattern: RegExp;
  /** Countries whose own answers may carry the marker. */
  readonly home: readonly Country[];
}

/** Law, authorities and websites that belong to one country (case-sensitive: ids such as `us.irs_rate` do not match). */
export const MARKERS: readonly Marker[] = [
  { name: 'CFR', pattern: /\b\d+\s?C\.?F\.?R\.?\b|\bCFR\b/, home: ['US'] },
  { name: 'U.S.C.', pattern: /U\.\s?S\.\s?C\.|\bUSC\b/, home: ['US'] },
  { name: 'Federal Register', pattern: /\b\d+ FR \d+|Federal Register/, home: ['US'] },
  { name: 'CFPB', pattern: /\bCFPB\b|Consumer Financial Protection Bureau/, home: ['US'] },
  { name: 'IRS', pattern: /\bIRS\b|Internal Revenue|\bIRC\b|Form 1099-C|1099-C/, home: ['US'] },
  { name: 'FDCPA / FCRA', pattern: /\bFDCPA\b|Fair Debt Collection Practices|\bFCRA\b|Fair Credit Reporting Act|Credit Repair Organizations Act/, home: ['US'] },
  { name: 'Regulation B/E/F/V/X/Z', pattern: /\b(?:Reg(?:ulation|\.)?|Reglamento) [BEFVXZ]\b|Truth in Lending|Credit CARD Act|Fair Credit Billing/, home: ['US'] },
  { name: 'FTC', pattern: /\bFTC\b|Federal Trade Commission/, home: ['US'] },
  { name: 'US medical billing law', pattern: /No Surprises Act|501\(r\)|Affordable Care Act|\bEMTALA\b/, home: ['US'] },
  { name: 'Federal Reserve', pattern: /\bG\.19\b|Federal Reserve|\bFFIEC\b/, home: ['US'] },
  { name: 'US housing agencies', pattern: /\bHUD\b|\bFHA\b|\bUSDA\b|Fannie Mae|Freddie Mac/, home: ['US'] },
  { name: 'US benefit programs', pattern: /Medicaid|\bSSDI\b|\bSSI\b|Social Security Administration|Seguro Social|TRICARE|CHAMPVA|\bGS-\d/, home: ['US'] },
  { name: 'Medicare', pattern: /Medicare/, home: ['US', 'AU', 'CA'] },
  { name: 'Military Lending Act', pattern: /Military Lending Act|\bMLA\b/, home: ['US'] },
  { name: 'US VA', pattern: /Department of Veterans Affairs|Departamento de Asuntos de Veteranos|\bVA\b|Foreign Medical Program|Programa Médico en el Extranjero|\bFMP\b|Vet\. ?App\.|\bBVA\b|Board of Veterans|\bPACT Act\b|Ley PACT/, home: ['US'] },
  { name: 'US bankruptcy and GI Bill chapters', pattern: /\bChapter (?:7|13|30|31|33|35|1606)\b/, home: ['US'] },
  { name: 'US federal website', pattern: /\b[a-z0-9-]+\.gov(?![.\w])/, home: ['US'] },
  { name: 'UK regulators', pattern: /\bFCA\b|Financial Conduct Authority|\bCONC\b|Financial Ombudsman|\bFOS\b|\bICO\b|\bHMRC\b/, home: ['UK'] },
  { name: 'UK law', pattern: /Limitation Act 1980|Consumer Credit Act|Insolvency Act 1986|\bDRO\b|\bIVA\b|Breathing Space|\bAFCS\b|Veterans UK|War Pension|\bNHS\b/, home: ['UK'] },
  { name: 'UK advice agencies', pattern: /Citizens Advice|StepChange|National Debtline|MoneyHelper/, home: ['UK'] },
  { name: 'UK websites', pattern: /gov\.uk\b|nhs\.uk\b/, home: ['UK'] },
  { name: 'Canadian law and agencies', pattern: /\bFCAC\b|Financial Consumer Agency of Canada|Canada Revenue Agency|Bankruptcy and Insolvency Act|Licensed Insolvency Trustee|Superintendent of Bankruptcy|\bOBSI\b|Criminal Code|Veterans Affairs Canada|\bVAC\b/, home: ['CA'] },
  { name: 'Canadian websites', pattern: /canada\.ca\b|\bgc\.ca\b/, home: ['CA'] },
  { name: 'Australian law and agencies', pattern: /\bASIC\b|\bATO\b|\bAFCA\b|\bAFSA\b|National Credit Code|\bNCCP\b|National Consumer Credit|Bankruptcy Act 1966|\bDVA\b|Department of Veterans['’] Affairs|Centrelink|\bOAIC\b|\bACCC\b/, home: ['AU'] },
  { name: 'Australian websites', pattern: /\.gov\.au\b/, home: ['AU'] },
  { name: 'New Zealand law and agencies', pattern: /Veterans['’] Affairs New Zealand|Veterans['’] Support Act|\bACC\b|Accident Compensation|KiwiSaver|govt\.nz\b|mil\.nz\b/, home: ['NZ'] },
  { name: 'German law and agencies', pattern: /Bundeswehr|Soldatenentschädigung|\bSEG\b|\bSGB\b|Versorgungsamt|gesetze-im-internet|\bKfW\b/, home: ['DE'] },
];

/** One place an answer carries something that does not belong to its country. */
export interface Finding {
  readonly path: string;
  readonly what: string;
  readonly text: string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The currency sign formatMoney writes for a currency in a language (`$`, `£`, `CA$`, `US$`, ...). */
function signOf(currency: MoneyCurrency, lang: 'en' | 'es'): string {
  return formatMoney('1', { currency, lang }).replace(/[\d.,\s\u00a0-]/g, '');
}

/** A pattern matching an amount written with the currency's sign in either shipped language, or its ISO code. */
function moneyPattern(currency: MoneyCurrency): RegExp {
  const signs = [...new Set([signOf(currency, 'en'), signOf(currency, 'es')])].map(escape);
  const sign = `(?<![A-Za-z])(?:${signs.join('|')})(?![A-Za-z])`;
  return new RegExp(`${sign}\\s?-?\\d|\\d[\\d.,]*\\s?${sign}|\\b${currency}\\s?\\d|\\d\\s?${currency}\\b`);
}

const MONEY = new Map(MONEY_CURRENCIES.map((c) => [c, moneyPattern(c)] as const));

/** Options of {@link scanForForeign}. */
export interface ScanOptions {
  /** The answer's country; `null` for a country with no mapped program (every national marker is foreign). */
  readonly country: Country | null;
  /** The answer's currency; amounts in any other currency are findings. `null`: no amount may appear at all. */
  readonly currency: MoneyCurrency | null;
}

/** The country part of a jurisdiction code (`US-IL` → `US`), or null for `INTL`. */
export function countryOfJurisdiction(jurisdiction: string): Country | null {
  if (jurisdiction === 'INTL') return null;
  return jurisdiction.split('-')[0] as Country;
}

/**
 * Walks an answer and reports every string that carries another country's law, authority, website or money, and every
 * applied rule without a jurisdiction or with another country's, outside a labelled comparison.
 */
export function scanForForeign(body: unknown, options: ScanOptions): Finding[] {
  const findings: Finding[] = [];
  const visit = (value: unknown, path: string, allowed: ReadonlySet<Country>): void => {
    if (typeof value === 'string') {
      for (const marker of MARKERS) {
        if (marker.home.some((c) => c === options.country || allowed.has(c))) continue;
        const hit = marker.pattern.exec(value);
        if (hit !== null) findings.push({ path, what: marker.name, text: around(value, hit.index) });
      }
      for (const [currency, pattern] of MONEY) {
        if (currency === options.currency) continue;
        const home = (Object.keys(CURRENCY_OF) as Country[]).find((c) => CURRENCY_OF[c] === currency)!;
        if (allowed.has(home)) continue;
        const hit = pattern.exec(value);
        if (hit !== null) findings.push({ path, what: `amount in ${currency}`, text: around(value, hit.index) });
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}[${i}]`, allowed));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    let inner = allowed;
    if (node.comparison === true && typeof node.jurisdiction === 'string') {
      const c = countryOfJurisdiction(node.jurisdiction);
      if (c !== null) inner = new Set([...allowed, c]);
    }
    for (const [key, member] of Object.entries(node)) {
      // A nested amount's `currency` (monthly_compensation.currency, a late fee's) is the answer's, or a comparison's.
      if (key === 'currency' && path !== '' && typeof member === 'string' && member !== options.currency) {
        const home = (Object.keys(CURRENCY_OF) as Country[]).find((c) => CURRENCY_OF[c] === member);
        if (home === undefined || !inner.has(home)) findings.push({ path: `${path}.${key}`, what: `amount in ${member}`, text: member });
      }
      visit(member, path === '' ? key : `${path}.${key}`, inner);
    }
  };
  visit(body, '', new Set());
  const rules = (body as { rules_applied?: readonly Record<string, unknown>[] }).rules_applied ?? [];
  rules.forEach((rule, i) => {
    const path = `rules_applied[${i}]`;
    if (typeof rule.jurisdiction !== 'string') {
      findings.push({ path, what: 'rule without a jurisdiction', text: String(rule.id) });
      return;
    }
    const c = countryOfJurisdiction(rule.jurisdiction);
    if (c !== null && c !== options.country && rule.comparison !== true) {
      findings.push({ path, what: `${rule.jurisdiction} rule not labelled as a comparison`, text: String(rule.id) });
    }
  });
  return findings;
}

function around(text: string, at: number): string {
  return text.slice(Math.max(0, at - 60), at + 60);
}
