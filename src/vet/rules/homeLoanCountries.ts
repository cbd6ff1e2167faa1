import type { RuleCadence, RuleTable } from '../../core/ruleTable.js';
import type { VetCountryKey } from './vetCountries.js';
import type { BilingualText } from './homeLoanStatePrograms.js';

/** A non-US home-buying program: veteran-specific or, where none exists, the closest general one. */
export interface HomeBuyingProgram {
  readonly name: string;
  readonly authority: string;
  /** True only for a program reserved to serving or former military members. */
  readonly veteran_specific: boolean;
  readonly summary: BilingualText;
  readonly url: string;
  /** Key figures in the program's currency, as exact decimal strings (amounts) or plain numbers (percents). */
  readonly figures: Readonly<Record<string, string>>;
}

/** How an indexed program's figures age: the table's cadence and the last day the recorded figures are known to apply. */
interface IndexedFigures {
  readonly cadence: RuleCadence;
  readonly expires?: string;
}

const one = (jurisdiction: string, id: string, effective: string, verified: string | null, note: string, p: HomeBuyingProgram, indexed?: IndexedFigures): RuleTable<HomeBuyingProgram> => ({
  id,
  title: p.name,
  jurisdiction,
  ...(indexed === undefined ? {} : { cadence: indexed.cadence }),
  versions: [{ effective, source: p.url, verified, note, value: p, ...(indexed?.expires === undefined ? {} : { expires: indexed.expires }) }],
});

/**
 * Home-buying programs outside the US, by mapped country. Australia and the UK have military programs (the spec's
 * interest-rate subsidy and deposit loan); Canada, New Zealand and Germany have none reserved to veterans, so the
 * closest general programs are named. DHOAS figures are re-set for every financial year (1 July), so its table is annual
 * and the 2023-24 figures expire on 2024-06-30: later dates report them stale until newer figures are added.
 *
 * @see spec: Veterans Benefits Guidance Service, What the service does (home loans in Canada, New Zealand and Germany)
 */
export const HOME_PROGRAMS_ABROAD: Readonly<Record<Exclude<VetCountryKey, 'US'>, readonly RuleTable<HomeBuyingProgram>[]>> = {
  Australia: [
    one('AU', 'au.dhoas', '2023-07-01', null, 'research/vet.md item 9: 2023-24 tiers [V dhoas.gov.au]; later years not found, not rechecked here.', {
      name: 'Defence Home Ownership Assistance Scheme (DHOAS)',
      authority: 'Department of Defence / DVA',
      veteran_specific: true,
      summary: {
        en: 'A monthly interest subsidy on a home loan for serving members and recently discharged veterans with enough service: tier 1 (2 years permanent / 4 years reserve) up to A$510 a month on A$364,916; tier 2 (4 / 8 years) up to A$765 on A$547,373; tier 3 (8 / 12 years) up to A$1,020 on A$729,831 (2023-24 figures).',
        es: 'Un subsidio mensual de intereses del préstamo hipotecario para miembros en servicio y veteranos recién licenciados con servicio suficiente: nivel 1 (2 años permanentes / 4 de reserva) hasta 510 AUD al mes sobre 364.916 AUD; nivel 2 (4 / 8 años) hasta 765 AUD sobre 547.373 AUD; nivel 3 (8 / 12 años) hasta 1020 AUD sobre 729.831 AUD (cifras 2023-24).',
        de: 'Ein monatlicher Zinszuschuss zu einem Immobilienkredit für aktive Angehörige und kürzlich entlassene Veteranen mit ausreichender Dienstzeit: Stufe 1 (2 Jahre Berufs- / 4 Jahre Reservedienst) bis zu 510 A$ im Monat auf 364.916 A$; Stufe 2 (4 / 8 Jahre) bis zu 765 A$ auf 547.373 A$; Stufe 3 (8 / 12 Jahre) bis zu 1.020 A$ auf 729.831 A$ (Werte 2023-24).',
      },
      url: 'https://www.dhoas.gov.au/',
      figures: { tier1_max_monthly: '510', tier1_loan: '364916', tier2_max_monthly: '765', tier2_loan: '547373', tier3_max_monthly: '1020', tier3_loan: '729831' },
    }, { cadence: 'annual', expires: '2024-06-30' }),
  ],
  UK: [
    one('UK', 'uk.forces_help_to_buy', '2023-01-01', '2026-11-22', 'Checked against the gov.uk guidance page (stored copy) for 50% of salary and £25,000; "enduring policy from 2023-01-01" from a regimental page.', {
      name: 'Forces Help to Buy',
      authority: 'Ministry of Defence',
      veteran_specific: true,
      summary: {
        en: 'An interest-free advance of pay of up to 50% of annual salary, at most £25,000, toward a deposit and buying costs, repaid over up to 10 years. For serving regular personnel with more than 6 months left to serve: veterans who have already left cannot apply.',
        es: 'Un anticipo de sueldo sin intereses de hasta el 50% del salario anual, como máximo 25.000 GBP, para el depósito y los gastos de compra, devuelto en hasta 10 años. Para personal regular en servicio con más de 6 meses por servir: los veteranos ya licenciados no pueden solicitarlo.',
        de: 'Ein zinsfreier Gehaltsvorschuss von bis zu 50 % des Jahresgehalts, höchstens 25.000 £, für Anzahlung und Erwerbsnebenkosten, zurückzuzahlen über bis zu 10 Jahre. Nur für aktives Berufspersonal mit mehr als 6 Monaten Restdienstzeit: Bereits ausgeschiedene Veteranen können keinen Antrag stellen.',
      },
      url: 'https://www.gov.uk/guidance/forces-help-to-buy',
      figures: { max_salary_percent: '50', max_amount: '25000', repayment_years: '10' },
    }),
  ],
  Canada: [
    one('CA', 'ca.fhsa', '2023-04-01', null, 'Recalled: FHSA from April 2023, CA$8,000 a year, CA$40,000 lifetime; HBP limit CA$60,000 since 2024-04-16.', {
      name: 'First Home Savings Account (FHSA) and Home Buyers\' Plan (HBP)',
      authority: 'Canada Revenue Agency',
      veteran_specific: false,
      summary: {
        en: 'Tax-deductible savings of up to CA$8,000 a year (CA$40,000 lifetime) withdrawn tax-free for a first home, and RRSP withdrawals of up to CA$60,000 under the Home Buyers\' Plan.',
        es: 'Ahorro deducible de hasta 8000 CAD al año (40.000 CAD en total) retirado sin impuestos para una primera vivienda, y retiros del RRSP de hasta 60.000 CAD con el Home Buyers\' Plan.',
        de: 'Steuerlich absetzbares Sparen von bis zu 8.000 CA$ im Jahr (40.000 CA$ insgesamt), steuerfrei entnehmbar für ein erstes Eigenheim, sowie Entnahmen aus dem RRSP von bis zu 60.000 CA$ nach dem Home Buyers\' Plan.',
      },
      url: 'https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/first-home-savings-account.html',
      figures: { fhsa_annual_limit: '8000', fhsa_lifetime_limit: '40000', hbp_withdrawal_limit: '60000' },
    }),
  ],
  NewZealand: [
    one('NZ', 'nz.kiwisaver_first_home', '2024-05-22', null, 'Recalled: First Home Grant closed to new applications on 2024-05-22; KiwiSaver withdrawal after 3 years of membership continues.', {
      name: 'KiwiSaver first-home withdrawal (First Home Grant closed 2024)',
      authority: 'Inland Revenue / Kāinga Ora',
      veteran_specific: false,
      summary: {
        en: 'After 3 years of KiwiSaver membership, savings (except NZ$1,000) can be withdrawn for a first home. The First Home Grant closed to new applications in May 2024; the First Home Loan (5% deposit) remains.',
        es: 'Tras 3 años en KiwiSaver se pueden retirar los ahorros (salvo 1000 NZD) para una primera vivienda. El First Home Grant cerró a nuevas solicitudes en mayo de 2024; sigue el First Home Loan (depósito del 5%).',
        de: 'Nach 3 Jahren Mitgliedschaft bei KiwiSaver können die Ersparnisse (außer 1.000 NZ$) für ein erstes Eigenheim entnommen werden. Der First Home Grant nimmt seit Mai 2024 keine neuen Anträge mehr an; der First Home Loan (5 % Anzahlung) besteht weiter.',
      },
      url: 'https://www.kaingaora.govt.nz/en_NZ/home-ownership/',
      figures: { kiwisaver_min_membership_years: '3', kiwisaver_amount_retained: '1000' },
    }),
  ],
  Germany: [
    one('DE', 'de.kfw_wohneigentum', '2023-06-01', null, 'Recalled: KfW 300 Wohneigentum für Familien from June 2023; KfW 124; Wohn-Riester under § 92a EStG.', {
      name: 'KfW Wohneigentumsprogramm (124), Wohneigentum für Familien (300) and Wohn-Riester',
      authority: 'KfW / Bundesministerium für Wohnen',
      veteran_specific: false,
      summary: {
        en: 'Low-interest KfW loans for owner-occupied homes (families with children can get subsidized rates for efficient new builds) and Riester pension savings usable for a home (Wohn-Riester).',
        es: 'Préstamos de KfW a bajo interés para vivienda propia (las familias con hijos obtienen tasas subsidiadas para obra nueva eficiente) y ahorro de pensiones Riester utilizable para la vivienda (Wohn-Riester).',
        de: 'Zinsgünstige KfW-Kredite für selbstgenutztes Wohneigentum (Familien mit Kindern erhalten vergünstigte Zinsen für effiziente Neubauten) und Riester-Sparen, das für Wohneigentum eingesetzt werden kann (Wohn-Riester).',
      },
      url: 'https://www.kfw.de/inlandsfoerderung/Privatpersonen/Kaufen/',
      figures: {},
    }),
  ],
};
