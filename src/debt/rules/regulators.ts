import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';

/** What a body handles. */
export type RegulatorTopic = 'collections' | 'credit_reporting';

/** A regulator, ombudsman or complaints body a consumer can report a collector or a bureau to. */
export interface Regulator {
  /** Stable id, e.g. `cfpb`; the narrative role comes from the message catalogs. */
  readonly id: string;
  readonly name: string;
  /** The body's official French name, where it has one (Canada's federal bodies are bilingual); French answers use it. */
  readonly name_fr?: string;
  readonly url: string;
  readonly topics: readonly RegulatorTopic[];
}

function regulator(
  country: DebtCountry,
  value: Regulator,
  row: { readonly source: string; readonly effective: string; readonly verified: string | null; readonly note?: string },
): RuleTable<Regulator> {
  return { id: `${country.toLowerCase()}.regulator.${value.id}`, title: `${value.name} (${country})`, jurisdiction: country, versions: [{ value, ...row }] };
}

const CHECKED = '2026-11-22';

/**
 * Where to report violations and escalate disputes, by country, in the order a consumer usually goes to them.
 * Each row is verified only when the body and its address were seen in an official or first-party page.
 *
 * @see spec: Debt Elimination Guidance Service (collections: violation-reporting resources; dispute: escalation by country)
 */
export const REGULATORS: Readonly<Record<DebtCountry, readonly RuleTable<Regulator>[]>> = {
  US: [
    regulator('US', { id: 'cfpb', name: 'Consumer Financial Protection Bureau', url: 'https://www.consumerfinance.gov/complaint/', topics: ['collections', 'credit_reporting'] }, {
      source: 'Dodd-Frank Act s1013(b)(3) (complaint function); https://www.consumerfinance.gov/complaint/',
      effective: '2011-07-21',
      verified: CHECKED,
      note: 'Complaint page address and product list (debt collection, credit reports) checked.',
    }),
    regulator('US', { id: 'state_ag', name: 'State attorney general', url: 'https://www.naag.org/find-my-ag/', topics: ['collections', 'credit_reporting'] }, {
      source: 'State consumer protection and collection agency licensing laws; National Association of Attorneys General directory',
      effective: '1978-03-20',
      verified: null,
      note: 'Directory address written from memory.',
    }),
    regulator('US', { id: 'ftc', name: 'Federal Trade Commission', url: 'https://reportfraud.ftc.gov/', topics: ['collections', 'credit_reporting'] }, {
      source: '15 U.S.C. 1692l(a) (FTC enforcement of the FDCPA); 15 U.S.C. 1681s(a)',
      effective: '1978-03-20',
      verified: null,
      note: 'ReportFraud.ftc.gov seen only in secondary pages.',
    }),
  ],
  UK: [
    regulator('UK', { id: 'fos', name: 'Financial Ombudsman Service', url: 'https://www.financial-ombudsman.org.uk/', topics: ['collections', 'credit_reporting'] }, {
      source: 'Financial Services and Markets Act 2000 Part XVI; FCA Handbook DISP',
      effective: '2001-12-01',
      verified: CHECKED,
    }),
    regulator('UK', { id: 'fca', name: 'Financial Conduct Authority', url: 'https://www.fca.org.uk/', topics: ['collections', 'credit_reporting'] }, {
      source: 'Financial Services and Markets Act 2000; FCA Handbook CONC 7 and CONC 8',
      effective: '2014-04-01',
      verified: null,
      note: 'Handbook pages seen; the consumer contact address was not checked.',
    }),
    regulator('UK', { id: 'ico', name: "Information Commissioner's Office", url: 'https://ico.org.uk/your-data-matters/credit/', topics: ['credit_reporting'] }, {
      source: 'Data Protection Act 2018; UK GDPR art 77 (right to complain); Consumer Credit Act 1974 s159(5)',
      effective: '2018-05-25',
      verified: CHECKED,
    }),
  ],
  CA: [
    regulator('CA', { id: 'provincial_consumer_affairs', name: 'Provincial consumer protection office (Ontario: Ministry of Public and Business Service Delivery)', name_fr: 'Office provincial de protection du consommateur (Ontario : ministère des Services au public et aux entreprises)', url: 'https://www.ontario.ca/page/how-we-address-consumer-complaints', topics: ['collections', 'credit_reporting'] }, {
      source: 'Provincial collection agency and consumer reporting acts (Ontario: Collection and Debt Settlement Services Act; Consumer Reporting Act)',
      effective: '2006-04-03',
      verified: CHECKED,
      note: 'Ontario page checked; other provinces are listed by the Canadian Consumer Handbook (consumerhandbook.ca).',
    }),
    regulator('CA', { id: 'fcac', name: 'Financial Consumer Agency of Canada', name_fr: 'Agence de la consommation en matière financière du Canada', url: 'https://www.canada.ca/en/financial-consumer-agency/services/complaints/file-complaint-financial-institution.html', topics: ['collections', 'credit_reporting'] }, {
      source: 'Financial Consumer Agency of Canada Act; Bank Act complaint-handling requirements',
      effective: '2001-10-24',
      verified: CHECKED,
      note: 'FCAC supervises federally regulated lenders\' complaint handling; it does not resolve individual disputes. In-force date from memory.',
    }),
    regulator('CA', { id: 'obsi', name: 'Ombudsman for Banking Services and Investments', name_fr: 'Ombudsman des services bancaires et d’investissement', url: 'https://www.obsi.ca/', topics: ['collections', 'credit_reporting'] }, {
      source: 'Bank Act external complaints body designation (single ECB for banking from 2024-11-01)',
      effective: '2024-11-01',
      verified: CHECKED,
    }),
    regulator('CA', { id: 'opc', name: 'Office of the Privacy Commissioner of Canada', name_fr: 'Commissariat à la protection de la vie privée du Canada', url: 'https://www.priv.gc.ca/', topics: ['credit_reporting'] }, {
      source: 'Personal Information Protection and Electronic Documents Act (PIPEDA); provincial commissioners in Quebec, British Columbia and Alberta',
      effective: '2001-01-01',
      verified: null,
      note: 'Named by the Office of Consumer Affairs; the address is from memory.',
    }),
  ],
  AU: [
    regulator('AU', { id: 'afca', name: 'Australian Financial Complaints Authority', url: 'https://www.afca.org.au/', topics: ['collections', 'credit_reporting'] }, {
      source: 'Corporations Act 2001 Part 7.10A; ASIC RG 267 and RG 271',
      effective: '2018-11-01',
      verified: CHECKED,
      note: 'Start date (AFCA opened 1 November 2018) from memory.',
    }),
    regulator('AU', { id: 'oaic', name: 'Office of the Australian Information Commissioner', url: 'https://www.oaic.gov.au/', topics: ['credit_reporting'] }, {
      source: 'Privacy Act 1988 (Cth) Part IIIA and s36 (complaints)',
      effective: '2014-03-12',
      verified: CHECKED,
    }),
    regulator('AU', { id: 'accc', name: 'Australian Competition and Consumer Commission', url: 'https://www.accc.gov.au/', topics: ['collections'] }, {
      source: 'Competition and Consumer Act 2010 Sch 2 (Australian Consumer Law) s50 (harassment and coercion)',
      effective: '2011-01-01',
      verified: CHECKED,
    }),
    regulator('AU', { id: 'asic', name: 'Australian Securities and Investments Commission', url: 'https://asic.gov.au/', topics: ['collections'] }, {
      source: 'ASIC Act 2001 s12DJ; National Consumer Credit Protection Act 2009',
      effective: '2010-04-01',
      verified: null,
      note: 'Address and in-force date from memory.',
    }),
  ],
};
