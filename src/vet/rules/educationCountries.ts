import type { RuleCadence, RuleTable } from '../../core/ruleTable.js';
import type { HomeBuyingProgram } from './homeLoanCountries.js';
import type { VetCountryKey } from './vetCountries.js';

/** A non-US education program (same shape as the home-buying programs: name, authority, veteran_specific, summary, figures). */
export type EducationProgram = HomeBuyingProgram;

/** How an indexed program's figures age: the table's cadence and the last day the recorded figures are known to apply. */
interface IndexedFigures {
  readonly cadence: RuleCadence;
  readonly expires?: string;
}

const one = (jurisdiction: string, id: string, effective: string, verified: string | null, note: string, p: EducationProgram, indexed?: IndexedFigures): RuleTable<EducationProgram> => ({
  id,
  title: p.name,
  jurisdiction,
  ...(indexed === undefined ? {} : { cadence: indexed.cadence }),
  versions: [{ effective, source: p.url, verified, note, value: p, ...(indexed?.expires === undefined ? {} : { expires: indexed.expires }) }],
});

/**
 * Education programs outside the US, by mapped country: the veteran-specific ones, and where none exists for
 * veterans themselves, the closest real program (`veteran_specific: false`). Canada's Education and Training Benefit
 * maxima are indexed every year and veterans.gc.ca labels the recorded ones "(2022)", so its table is annual and the
 * figures expire on 2022-12-31: later dates report them stale until newer maxima are added.
 *
 * @see spec: Veterans Benefits Guidance Service, What the service does (education: closest real program)
 */
export const EDUCATION_PROGRAMS_ABROAD: Readonly<Record<Exclude<VetCountryKey, 'US'>, readonly RuleTable<EducationProgram>[]>> = {
  UK: [
    one('UK', 'uk.enhanced_learning_credits', '2003-04-01', null, 'Recalled: lower tier (4+ years) up to £1,000 a year, upper tier (8+ years) up to £2,000 a year, up to 3 claims, usable up to 10 years after leaving.', {
      name: 'Enhanced Learning Credits Scheme (ELC)',
      authority: 'Ministry of Defence (ELCAS)',
      veteran_specific: true,
      summary: {
        en: 'Help with the cost of level 3 and higher courses from an approved provider, for members with 4+ years of service (higher tier 8+), usable in service and for up to 10 years after leaving. Service leavers can also take a first full level 3 or first higher-education qualification without tuition fees. Serving members have the Standard Learning Credit (about £175 a year) for small courses.',
        es: 'Ayuda para cursos de nivel 3 o superior con proveedores aprobados, para miembros con 4 o más años de servicio (nivel superior, 8 o más), utilizable en servicio y hasta 10 años después de la baja. Quien deja el servicio también puede cursar sin matrícula un primer título completo de nivel 3 o un primer título de educación superior. El personal en servicio tiene el Standard Learning Credit (unas 175 GBP al año) para cursos cortos.',
        de: 'Zuschüsse zu Kursen ab Level 3 bei anerkannten Anbietern für Angehörige mit mindestens 4 Dienstjahren (höhere Stufe ab 8), nutzbar im Dienst und bis zu 10 Jahre nach dem Ausscheiden. Ausscheidende können außerdem eine erste vollständige Qualifikation auf Level 3 oder einen ersten Hochschulabschluss ohne Studiengebühren erwerben. Aktive Angehörige haben den Standard Learning Credit (etwa 175 £ im Jahr) für kurze Kurse.',
      },
      url: 'https://www.enhancedlearningcredits.com/',
      figures: { lower_tier_annual_max: '1000', upper_tier_annual_max: '2000', standard_learning_credit_annual: '175' },
    }),
  ],
  Canada: [
    one('CA', 'ca.education_training_benefit', '2018-04-01', '2026-11-22', 'Checked against veterans.gc.ca (stored copies): 6 years (2,191 days) up to CA$43,335.98 and 12 years (4,382 days) up to CA$86,671.95 in 2022, indexed yearly; launched 2018-04-01.', {
      name: 'Education and Training Benefit (ETB)',
      authority: 'Veterans Affairs Canada',
      veteran_specific: true,
      summary: {
        en: 'Taxable funding for college, university, technical school or short courses for veterans honourably released on or after 2006-04-01: about CA$40,000 (indexed; CA$43,335.98 in 2022) after 6 years of service, about CA$80,000 (CA$86,671.95 in 2022) after 12, usable for 10 years after release.',
        es: 'Financiación imponible para college, universidad, escuela técnica o cursos cortos para veteranos licenciados honorablemente desde el 2006-04-01: unos 40.000 CAD (indexados; 43.335,98 CAD en 2022) tras 6 años de servicio y unos 80.000 CAD (86.671,95 CAD en 2022) tras 12, utilizable durante 10 años tras la baja.',
        de: 'Steuerpflichtige Förderung für College, Universität, Fachschule oder Kurzkurse für Veteranen, die am oder nach dem 2006-04-01 ehrenhaft entlassen wurden: etwa 40.000 CA$ (indexiert; 43.335,98 CA$ im Jahr 2022) nach 6 Dienstjahren, etwa 80.000 CA$ (86.671,95 CA$ im Jahr 2022) nach 12, nutzbar bis 10 Jahre nach der Entlassung.',
      },
      url: 'https://veterans.gc.ca/en/education-and-jobs/go-back-school/education-and-training-benefit',
      figures: { six_year_max_2022: '43335.98', twelve_year_max_2022: '86671.95', min_paid_days: '2191' },
    }, { cadence: 'annual', expires: '2022-12-31' }),
  ],
  Australia: [
    one('AU', 'au.dva_education_schemes', '1986-05-22', null, 'Recalled: VCES under the Veterans\' Entitlements Act 1986 and MRCAETS under the MRCA 2004; no GI-Bill-like scheme for veterans themselves.', {
      name: "Veterans' Children Education Scheme (VCES) and MRCA Education and Training Scheme (MRCAETS)",
      authority: "Department of Veterans' Affairs",
      veteran_specific: true,
      summary: {
        en: 'Education allowances, tutoring and guidance for eligible children of veterans who died or are severely disabled by service. There is no general study entitlement for veterans themselves; the closest are Defence transition support (Career Transition Assistance Scheme) and DVA rehabilitation, which can fund training toward work.',
        es: 'Asignaciones de estudio, tutorías y orientación para hijos elegibles de veteranos fallecidos o gravemente discapacitados por el servicio. No hay un derecho general de estudios para los propios veteranos; lo más cercano es el apoyo de transición de Defensa (Career Transition Assistance Scheme) y la rehabilitación del DVA, que puede pagar formación para el empleo.',
        de: 'Ausbildungsbeihilfen, Nachhilfe und Beratung für berechtigte Kinder von Veteranen, die durch den Dienst gestorben oder schwer geschädigt sind. Einen allgemeinen Studienanspruch für Veteranen selbst gibt es nicht; am ehesten vergleichbar sind die Übergangsunterstützung des Verteidigungsministeriums (Career Transition Assistance Scheme) und die Rehabilitation des DVA, die eine Ausbildung mit Ziel Beschäftigung finanzieren können.',
      },
      url: 'https://www.dva.gov.au/financial-support/support-families/education-schemes-veterans-children',
      figures: {},
    }),
  ],
  NewZealand: [
    one('NZ', 'nz.no_veteran_education', '2014-12-07', null, 'No veteran education scheme was found in the Veterans\' Support Act 2014; fees-free rules from memory.', {
      name: 'No veteran-specific education program (closest: Fees Free tertiary study)',
      authority: 'Tertiary Education Commission',
      veteran_specific: false,
      summary: {
        en: 'New Zealand has no education benefit reserved to veterans. The closest real program is Fees Free, open to all eligible learners (since 2025, for the final year of study rather than the first); Veterans\' Affairs may fund training as part of vocational rehabilitation.',
        es: 'Nueva Zelanda no tiene una prestación educativa reservada a veteranos. Lo más cercano es Fees Free, abierto a todos los estudiantes elegibles (desde 2025, para el último año de estudios en lugar del primero); Veterans\' Affairs puede pagar formación como parte de la rehabilitación profesional.',
        de: 'Neuseeland hat keine Bildungsleistung, die Veteranen vorbehalten ist. Das am ehesten vergleichbare tatsächliche Programm ist Fees Free, offen für alle berechtigten Lernenden (seit 2025 für das letzte statt für das erste Studienjahr); Veterans\' Affairs kann eine Ausbildung im Rahmen der beruflichen Rehabilitation finanzieren.',
      },
      url: 'https://www.feesfree.govt.nz/',
      figures: {},
    }),
  ],
  Germany: [
    one('DE', 'de.berufsfoerderungsdienst', '2012-01-01', null, 'Recalled: Berufsförderung under §§ 4–5 Soldatenversorgungsgesetz for Soldaten auf Zeit; entitlement length grows with service.', {
      name: 'Berufsförderungsdienst der Bundeswehr (BFD)',
      authority: 'Bundeswehr (Karriereberatung / Berufsförderungsdienst)',
      veteran_specific: true,
      summary: {
        en: 'Vocational promotion for fixed-term soldiers (Soldaten auf Zeit): paid training and study during and after service, with the length of entitlement growing with years served (Soldatenversorgungsgesetz §§ 4–5). Career soldiers and conscripts have narrower rights.',
        es: 'Promoción profesional para soldados de tiempo determinado (Soldaten auf Zeit): formación y estudios pagados durante y después del servicio, con una duración que crece con los años servidos (Soldatenversorgungsgesetz §§ 4–5). Los soldados de carrera y los reclutas tienen derechos más limitados.',
        de: 'Berufsförderung für Soldatinnen und Soldaten auf Zeit: bezahlte Aus- und Weiterbildung sowie Studium während und nach der Dienstzeit, wobei die Anspruchsdauer mit den Dienstjahren wächst (Soldatenversorgungsgesetz §§ 4–5). Berufssoldaten und Wehrdienstleistende haben engere Ansprüche.',
      },
      url: 'https://www.bundeswehr.de/de/karriere/berufsfoerderungsdienst',
      figures: {},
    }),
  ],
};
