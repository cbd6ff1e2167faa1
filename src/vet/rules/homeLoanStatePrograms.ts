import type { RuleTable } from '../../core/ruleTable.js';

/** Text in English and Spanish, and in German and French where translated (English is used where one is missing). */
export interface BilingualText {
  readonly en: string;
  readonly es: string;
  readonly de?: string;
  readonly fr?: string;
}

/** A state program a veteran can use with, or instead of, a VA-guaranteed loan. */
export interface StateHomeProgram {
  readonly name: string;
  readonly agency: string;
  /** How it relates to a VA loan, in both languages. */
  readonly summary: BilingualText;
  readonly url: string;
}

const program = (state: string, effective: string, p: StateHomeProgram): RuleTable<StateHomeProgram> => ({
  id: `us.${state.toLowerCase()}.veteran_home_program`,
  jurisdiction: `US-${state}`,
  title: `${state}: ${p.name}`,
  versions: [{ effective, source: p.url, verified: null, note: 'Example only, from memory; check the agency before relying on it.', value: p }],
});

/**
 * A few state veteran home-buying programs, by postal code: examples, not a census, and none verified here. Most
 * states also exempt disabled veterans from part of the property tax (see /api/vet/state-benefits).
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (home-loan: state programs that stack)
 */
export const STATE_HOME_PROGRAMS: Readonly<Record<string, readonly RuleTable<StateHomeProgram>[]>> = {
  TX: [
    program('TX', '1983-01-01', {
      name: 'Veterans Housing Assistance Program (VHAP)',
      agency: 'Texas Veterans Land Board',
      summary: {
        en: 'Below-market-rate home loan for Texas veterans, made through participating lenders; it can be combined with a VA-guaranteed loan.',
        es: 'Préstamo hipotecario con interés inferior al de mercado para veteranos de Texas, a través de prestamistas participantes; puede combinarse con un préstamo garantizado por el VA.',
        de: 'Immobilienkredit unter Marktzins für Veteranen in Texas, vergeben über teilnehmende Kreditgeber; kombinierbar mit einem von der VA garantierten Darlehen.',
      },
      url: 'https://vlb.texas.gov/housing/index.html',
    }),
  ],
  CA: [
    program('CA', '1921-01-01', {
      name: 'CalVet Home Loans',
      agency: 'California Department of Veterans Affairs',
      summary: {
        en: 'The state itself lends (a contract of purchase); CalVet/VA loans pair it with a VA guaranty and a funding fee.',
        es: 'El propio estado presta (contrato de compra); los préstamos CalVet/VA lo combinan con la garantía y la tarifa de financiamiento del VA.',
        de: 'Der Bundesstaat vergibt das Darlehen selbst (ein Kaufvertrag mit Eigentumsvorbehalt, Contract of Purchase); CalVet/VA-Darlehen verbinden es mit einer VA-Garantie und einer Finanzierungsgebühr.',
      },
      url: 'https://www.calvet.ca.gov/HomeLoans',
    }),
  ],
  OR: [
    program('OR', '1945-01-01', {
      name: 'ODVA Veteran Home Loan',
      agency: 'Oregon Department of Veterans\' Affairs',
      summary: {
        en: 'State-funded fixed-rate loan for eligible Oregon veterans, usable several times; an alternative to, not a layer on, a VA loan.',
        es: 'Préstamo estatal a tasa fija para veteranos elegibles de Oregón, utilizable varias veces; alternativa, no complemento, de un préstamo del VA.',
        de: 'Vom Bundesstaat finanziertes Festzinsdarlehen für berechtigte Veteranen in Oregon, mehrfach nutzbar; eine Alternative zu einem VA-Darlehen, keine Ergänzung dazu.',
      },
      url: 'https://www.oregon.gov/odva/Home-Loans/Pages/default.aspx',
    }),
  ],
  NY: [
    program('NY', '2014-01-01', {
      name: 'SONYMA Homes for Veterans',
      agency: 'State of New York Mortgage Agency',
      summary: {
        en: 'A lower interest rate on SONYMA first-time-buyer loans for veterans, with down payment assistance available.',
        es: 'Interés más bajo en los préstamos SONYMA para primeros compradores veteranos, con ayuda para el enganche.',
        de: 'Ein niedrigerer Zinssatz auf SONYMA-Darlehen für Ersterwerber, die Veteranen sind, mit verfügbarer Anzahlungshilfe.',
      },
      url: 'https://hcr.ny.gov/sonyma',
    }),
  ],
  AK: [
    program('AK', '1990-01-01', {
      name: 'Veterans Mortgage Program (interest rate preference)',
      agency: 'Alaska Housing Finance Corporation',
      summary: {
        en: 'A reduced interest rate for qualified veterans on the corporation\'s loans, which can be VA-guaranteed.',
        es: 'Una tasa de interés reducida para veteranos calificados en los préstamos de la corporación, que pueden tener garantía del VA.',
        de: 'Ein ermäßigter Zinssatz für berechtigte Veteranen auf die Darlehen der Gesellschaft, die von der VA garantiert sein können.',
      },
      url: 'https://www.ahfc.us/buy/loan-programs/veterans-mortgage-program',
    }),
  ],
};

/** US territories the VA home loan also serves, by postal code (the 50 states and DC come from US_JURISDICTION_CODES). */
export const US_TERRITORY_CODES: Readonly<Record<string, string>> = {
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};
