import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import type { AbroadStatementKey } from '../rules/abroadRules.js';
import { DESCRIBE_ABROAD_MESSAGES_DE } from './describeAbroad.de.js';
import { DESCRIBE_ABROAD_MESSAGES_FR } from './describeAbroad.fr.js';

/** Message keys of the `abroad` section: the rows' statements and the section summaries. */
export type DescribeAbroadMessageKey =
  | AbroadStatementKey
  | 'summary_payable'
  | 'summary_limited'
  | 'summary_not_available'
  | 'summary_unknown'
  | 'summary_unmapped'
  | `topic_${'disability' | 'pension' | 'tdiu' | 'healthcare' | 'caregiver'}`;

/**
 * Narrative text of the `abroad` section the disability, pension, unemployability, health-care and caregiver
 * responses carry when the veteran lives outside the paying country.
 *
 * @see spec: Veterans Benefits Guidance Service, What the service does
 */
export const DESCRIBE_ABROAD_MESSAGES: MessageCatalogs<DescribeAbroadMessageKey> = {
  en: {
    us_compensation_payable:
      'VA disability compensation, including TDIU (paid at the 100% rate), is paid wherever the veteran lives, by international direct deposit or check. Foreign earnings count when VA judges whether work is substantially gainful.',
    us_pension_abroad:
      'VA Veterans Pension, with Aid and Attendance or Housebound, can be paid to a veteran living abroad, but income and net-worth limits still apply in US dollars and some foreign-residence limits exist (38 CFR 3.653): check with VA before relying on it.',
    us_payment_restrictions:
      'The US Treasury withholds federal benefit payments to a few countries (31 CFR part 211); payments to a veteran living there are held until they can be delivered.',
    us_exams_abroad:
      'Compensation and pension examinations abroad are done by VA contract examiners where VA has them, otherwise arranged through a US embassy or consulate or with local physicians; claims are filed online or by mail.',
    us_fmp:
      'VA cannot enroll a veteran abroad in VA health care (38 U.S.C. 1724). The Foreign Medical Program (38 CFR 17.35) pays or reimburses care abroad only for service-connected conditions, conditions aggravating them, or care needed for Veteran Readiness and Employment; register with FMP before treatment.',
    us_caregiver_states_only:
      'The Program of Comprehensive Assistance for Family Caregivers and general caregiver support are provided only to people residing in a State (38 CFR 71.10(b); 38 U.S.C. 101(20) includes the 50 states, DC, Puerto Rico and the territories). A veteran and caregiver living abroad do not qualify.',
    uk_war_pension_overseas:
      'War Pensions Scheme pensions are paid to war pensioners living overseas; Veterans UK publishes notes for them. Tell Veterans UK your overseas address and bank account.',
    uk_afcs_overseas:
      'Armed Forces Compensation Scheme awards (the tariff lump sum and the Guaranteed Income Payment) are expected to remain payable abroad; confirm with Veterans UK, and tell them of any move.',
    uk_health_abroad:
      'NHS care, including veterans\u2019 priority treatment, depends on living in the UK; a veteran abroad uses the health system of the country of residence. Ask Veterans UK whether treatment of an accepted condition can be funded.',
    uk_care_abroad:
      'Whether care allowances (Constant Attendance Allowance, Armed Forces Independence Payment) and carer support continue abroad was not verified; ask Veterans UK before moving.',
    ca_benefits_abroad:
      'Veterans Affairs Canada pays Pain and Suffering Compensation and the Income Replacement Benefit to veterans living outside Canada (not verified here); keep VAC informed of your address and bank account.',
    ca_health_abroad:
      'Provincial health coverage ends when you stop living in Canada; VAC treatment benefits for your entitled conditions may be reimbursed abroad. Ask VAC what is covered where you live.',
    ca_care_abroad:
      'Whether the Veterans Independence Program and the Caregiver Recognition Benefit are available outside Canada was not verified; ask VAC.',
    au_compensation_overseas:
      'DVA compensation under the MRCA, VEA or DRCA is generally paid to veterans living overseas (not verified here); tell DVA before you move.',
    au_income_support_overseas:
      'Service Pension, Income Support Supplement and Veteran Payment generally continue overseas, even permanently, but only the basic Pension Supplement is paid and rent assistance, remote area allowance and some supplements stop.',
    au_health_overseas:
      'The DVA Veteran Card cannot be used outside Australia except under reciprocal arrangements with the UK, Canada and New Zealand; elsewhere DVA may reimburse treatment of accepted conditions (claim within 6 months).',
    au_care_overseas:
      'Whether attendant allowance, Veterans\u2019 Home Care and carer support are available overseas was not verified; ask DVA.',
    nz_abroad:
      'Which Veterans\u2019 Support Act 2014 entitlements continue overseas was not verified; ask Veterans\u2019 Affairs New Zealand before you move.',
    de_abroad:
      'Whether Soldatenentschädigungsgesetz (SEG) payments, care allowance and treatment continue abroad was not verified; ask the Bundeswehr\u2019s compensation office before you move.',
    topic_disability: 'disability compensation',
    topic_pension: 'the care-needs pension',
    topic_tdiu: 'unemployability benefits',
    topic_healthcare: 'health care',
    topic_caregiver: 'caregiver support',
    summary_payable: 'You live in {residence} and {payer} pays {topic}: it is payable abroad; see the rows below for exams and payment details.',
    summary_limited: 'You live in {residence} and {payer} pays {topic}: only a narrower program reaches veterans abroad; see the rows below.',
    summary_not_available: 'You live in {residence}: {payer} provides {topic} only to people living there, so it is not available to you abroad.',
    summary_unknown: 'You live in {residence} and {payer} pays {topic}: whether it continues abroad is not mapped or not verified; ask the authority.',
    summary_unmapped: 'You live in {residence}; no rules for veterans abroad are mapped for {payer}. Ask its veterans authority.',
  },
  es: {
    us_compensation_payable:
      'La compensación por discapacidad del VA, incluida la TDIU (pagada a la tasa del 100 %), se paga dondequiera que viva el veterano, por depósito directo internacional o cheque. Los ingresos en el extranjero cuentan cuando el VA decide si el trabajo es sustancialmente lucrativo.',
    us_pension_abroad:
      'La pensión de veteranos del VA, con Ayuda y Asistencia o Confinamiento en el hogar, puede pagarse a un veterano que vive en el extranjero, pero los límites de ingresos y patrimonio siguen aplicándose en dólares y existen algunos límites por residencia extranjera (38 CFR 3.653): consulte con el VA antes de contar con ella.',
    us_payment_restrictions:
      'El Tesoro de EE. UU. retiene los pagos de beneficios federales a unos pocos países (31 CFR parte 211); los pagos a un veterano que vive allí se retienen hasta que puedan entregarse.',
    us_exams_abroad:
      'Los exámenes de compensación y pensión en el extranjero los hacen examinadores contratados por el VA donde los hay; si no, se organizan a través de una embajada o consulado de EE. UU. o con médicos locales. Las reclamaciones se presentan en línea o por correo.',
    us_fmp:
      'El VA no puede inscribir en su atención médica a un veterano que vive en el extranjero (38 U.S.C. 1724). El Foreign Medical Program (38 CFR 17.35) paga o reembolsa la atención en el extranjero solo para condiciones relacionadas con el servicio, condiciones que las agravan o atención necesaria para Veteran Readiness and Employment; inscríbase en el FMP antes del tratamiento.',
    us_caregiver_states_only:
      'El programa de asistencia integral para cuidadores familiares (PCAFC) y el apoyo general a cuidadores se prestan solo a quienes residen en un State (38 CFR 71.10(b); 38 U.S.C. 101(20) incluye los 50 estados, DC, Puerto Rico y los territorios). Un veterano y su cuidador que viven en el extranjero no califican.',
    uk_war_pension_overseas:
      'Las pensiones del War Pensions Scheme se pagan a los pensionistas que viven en el extranjero; Veterans UK publica notas para ellos. Comunique a Veterans UK su dirección y cuenta bancaria en el extranjero.',
    uk_afcs_overseas:
      'Se espera que las indemnizaciones del Armed Forces Compensation Scheme (el pago único según la tarifa y el Guaranteed Income Payment) sigan pagándose en el extranjero; confírmelo con Veterans UK e infórmeles de cualquier mudanza.',
    uk_health_abroad:
      'La atención del NHS, incluido el tratamiento prioritario para veteranos, depende de vivir en el Reino Unido; un veterano en el extranjero usa el sistema de salud del país donde reside. Pregunte a Veterans UK si puede financiarse el tratamiento de una condición aceptada.',
    uk_care_abroad:
      'No se verificó si las asignaciones por cuidados (Constant Attendance Allowance, Armed Forces Independence Payment) y el apoyo a cuidadores continúan en el extranjero; pregunte a Veterans UK antes de mudarse.',
    ca_benefits_abroad:
      'Veterans Affairs Canada paga la Pain and Suffering Compensation y el Income Replacement Benefit a veteranos que viven fuera de Canadá (no verificado aquí); mantenga a VAC informado de su dirección y cuenta bancaria.',
    ca_health_abroad:
      'La cobertura de salud provincial termina cuando deja de vivir en Canadá; los beneficios de tratamiento de VAC para sus condiciones reconocidas pueden reembolsarse en el extranjero. Pregunte a VAC qué se cubre donde vive.',
    ca_care_abroad:
      'No se verificó si el Veterans Independence Program y el Caregiver Recognition Benefit están disponibles fuera de Canadá; pregunte a VAC.',
    au_compensation_overseas:
      'La indemnización del DVA según la MRCA, la VEA o la DRCA en general se paga a veteranos que viven en el extranjero (no verificado aquí); avise al DVA antes de mudarse.',
    au_income_support_overseas:
      'La Service Pension, el Income Support Supplement y el Veteran Payment en general continúan en el extranjero, incluso de forma permanente, pero solo se paga el Pension Supplement básico y se suspenden la ayuda para alquiler, la asignación por zona remota y algunos suplementos.',
    au_health_overseas:
      'La Veteran Card del DVA no puede usarse fuera de Australia salvo por los acuerdos recíprocos con el Reino Unido, Canadá y Nueva Zelanda; en otros países el DVA puede reembolsar el tratamiento de condiciones aceptadas (reclame dentro de 6 meses).',
    au_care_overseas:
      'No se verificó si la asignación por asistente, Veterans\u2019 Home Care y el apoyo a cuidadores están disponibles en el extranjero; pregunte al DVA.',
    nz_abroad:
      'No se verificó qué prestaciones de la Veterans\u2019 Support Act 2014 continúan en el extranjero; pregunte a Veterans\u2019 Affairs New Zealand antes de mudarse.',
    de_abroad:
      'No se verificó si los pagos de la Soldatenentschädigungsgesetz (SEG), la asignación por cuidados y el tratamiento continúan en el extranjero; pregunte a la oficina de indemnización de la Bundeswehr antes de mudarse.',
    topic_disability: 'la compensación por discapacidad',
    topic_pension: 'la pensión por necesidad de cuidados',
    topic_tdiu: 'los beneficios por incapacidad para trabajar',
    topic_healthcare: 'la atención médica',
    topic_caregiver: 'el apoyo a cuidadores',
    summary_payable: 'Usted vive en {residence} y {payer} paga {topic}: se paga en el extranjero; vea las filas siguientes sobre exámenes y pagos.',
    summary_limited: 'Usted vive en {residence} y {payer} paga {topic}: solo un programa más limitado llega a los veteranos en el extranjero; vea las filas siguientes.',
    summary_not_available: 'Usted vive en {residence}: {payer} presta {topic} solo a quienes viven allí, así que no está disponible para usted en el extranjero.',
    summary_unknown: 'Usted vive en {residence} y {payer} paga {topic}: no está registrado o verificado si continúa en el extranjero; pregunte a la autoridad.',
    summary_unmapped: 'Usted vive en {residence}; no hay normas registradas para veteranos en el extranjero de {payer}. Pregunte a su autoridad de veteranos.',
  },
  de: DESCRIBE_ABROAD_MESSAGES_DE,
  fr: DESCRIBE_ABROAD_MESSAGES_FR,
};
