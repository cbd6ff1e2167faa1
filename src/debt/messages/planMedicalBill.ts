import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { MEDICAL_PROTECTION_LABELS_DE, MEDICAL_SITUATION_LABELS_DE, PLAN_MEDICAL_BILL_MESSAGES_DE } from './planMedicalBill.de.js';
import { MEDICAL_PROTECTION_LABELS_FR, MEDICAL_SITUATION_LABELS_FR, PLAN_MEDICAL_BILL_MESSAGES_FR } from './planMedicalBill.fr.js';

/** Situations of the medical endpoint (spec: Debt Elimination Guidance Service, debtMedical). */
export type MedicalSituationKey = 'uninsured' | 'underinsured' | 'surprise_bill' | 'out_of_network' | 'insurance_denied';
/** Protections the medical plan weighs. */
export type MedicalProtectionId = 'no_surprises_act' | 'good_faith_estimate' | 'financial_assistance' | 'insurance_appeal';
/** Actions of the medical plan. */
export type MedicalActionId =
  | 'itemized_bill'
  | 'surprise_billing_rights'
  | 'dispute_over_estimate'
  | 'self_pay_discount'
  | 'appeal_denial'
  | 'financial_assistance'
  | 'payment_plan'
  | 'check_credit_reports'
  | 'avoid_credit_cards';

/** Message keys of {@link planMedicalBill}. */
export type PlanMedicalBillKey =
  | `protection_${MedicalProtectionId}`
  | `applies_nsa_${MedicalSituationKey}`
  | `applies_gfe_${MedicalSituationKey}`
  | `applies_appeal_${MedicalSituationKey}`
  | 'applies_fap'
  | 'nsa_not_in_force'
  | `action_${MedicalActionId}`
  | `reason_${MedicalActionId}`
  | `check_${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`
  | 'ppdr_eligible'
  | 'ppdr_not_eligible'
  | 'ppdr_unknown'
  | 'ppdr_impossible'
  | 'report_below_threshold'
  | 'report_wait'
  | 'report_paid'
  | 'report_no_policy'
  | 'report_cfpb_vacated'
  | 'report_cfpb_pending'
  | 'report_states'
  | 'warn_federal_program'
  | 'warn_not_advice'
  | 'narrative';

const CHECK_EN = {
  check_1: 'Ask for a fully itemized bill with billing codes (CPT/HCPCS and revenue codes), not a summary.',
  check_2: 'Look for duplicate charges: the same test, drug or supply billed twice.',
  check_3: 'Check that every item was actually received (cancelled tests, drugs you refused, supplies never used).',
  check_4: 'Check dates and counts: days in the room (the discharge day is usually not billed), units and minutes.',
  check_5: 'Look for upcoding (a higher-level visit or procedure code than what was done) and unbundling (parts of one service billed separately).',
  check_6: 'Compare the bill with your insurer\u2019s explanation of benefits: the allowed amount, your share and any adjustment must match.',
  check_7: 'Check that network status is right: an in-network facility or an emergency must not be billed at out-of-network rates.',
  check_8: 'Compare prices with the hospital\u2019s published price list (hospitals must post standard charges and cash prices).',
  check_9: 'Check your name, date of birth, insurance number and policy details; a wrong number can turn into a denial.',
  check_10: 'Ask in writing for any error to be corrected and for collection to be put on hold while it is reviewed.',
} as const;

const CHECK_ES: Record<keyof typeof CHECK_EN, string> = {
  check_1: 'Pida una factura completamente detallada con los códigos de facturación (CPT/HCPCS y códigos de ingreso), no un resumen.',
  check_2: 'Busque cargos duplicados: la misma prueba, medicamento o material facturado dos veces.',
  check_3: 'Compruebe que recibió cada partida (pruebas canceladas, medicamentos que rechazó, materiales no usados).',
  check_4: 'Revise fechas y cantidades: días de habitación (el día del alta normalmente no se cobra), unidades y minutos.',
  check_5: 'Busque códigos inflados (un nivel de visita o procedimiento superior al realizado) y desagregación (partes de un mismo servicio cobradas por separado).',
  check_6: 'Compare la factura con la explicación de beneficios de su aseguradora: el monto permitido, su parte y cualquier ajuste deben coincidir.',
  check_7: 'Compruebe la condición de red: un centro de la red o una emergencia no deben facturarse a tarifas fuera de la red.',
  check_8: 'Compare los precios con la lista publicada por el hospital (los hospitales deben publicar sus cargos estándar y precios al contado).',
  check_9: 'Revise su nombre, fecha de nacimiento, número de seguro y datos de la póliza; un número equivocado puede acabar en una denegación.',
  check_10: 'Pida por escrito que se corrija cualquier error y que se suspenda el cobro mientras se revisa.',
};

/** The medical-bill catalogs (English and Spanish). */
export const PLAN_MEDICAL_BILL_MESSAGES: MessageCatalogs<PlanMedicalBillKey> = {
  en: {
    ...CHECK_EN,
    protection_no_surprises_act: 'No Surprises Act: for emergency care, for out-of-network doctors at an in-network hospital or surgery centre, and for air ambulances, you owe only your in-network cost sharing; the provider may not bill you the rest.',
    protection_good_faith_estimate: 'Good-faith estimate: uninsured and self-pay patients must get a written estimate before scheduled care; if the bill is at least {threshold} over it, you can start a federal dispute within {days, plural, one {# day} other {# days}} of the bill for a {fee} fee.',
    protection_financial_assistance: 'Hospital financial assistance: nonprofit hospitals must have a written financial assistance (charity care) policy, may not charge eligible patients more than insured patients pay, must accept your application for {application_days, plural, one {# day} other {# days}} after the first bill after discharge, and may not report you to credit bureaus, sue or sell the debt for {eca_days, plural, one {# day} other {# days}} (and only after {notice_days, plural, one {# day} other {# days}}\u2019 written notice).',
    protection_insurance_appeal: 'Insurance appeal: you can ask your plan to reconsider a denial within {appeal_days, plural, one {# day} other {# days}} of the notice, then ask for an independent external review within {review_months, plural, one {# month} other {# months}} of the final denial ({expedited, plural, one {# hour} other {# hours}} when urgent).',
    applies_nsa_uninsured: 'Its balance-billing ban protects insured patients; uninsured patients rely on the good-faith estimate instead.',
    applies_nsa_underinsured: 'Applies if the bill is for emergency care or an out-of-network provider at an in-network facility.',
    applies_nsa_surprise_bill: 'A surprise bill for emergency care or from an out-of-network provider at an in-network facility is exactly what it bans.',
    applies_nsa_out_of_network: 'Applies to emergencies and to out-of-network providers at in-network facilities, unless you signed a valid consent notice at least 72 hours ahead for scheduled care.',
    applies_nsa_insurance_denied: 'Applies if the denied claim was for emergency care or an out-of-network provider at an in-network facility.',
    applies_gfe_uninsured: 'Applies to you as an uninsured patient for scheduled care.',
    applies_gfe_underinsured: 'Applies only if you chose to pay yourself instead of using insurance.',
    applies_gfe_surprise_bill: 'Does not apply to insured patients using their insurance.',
    applies_gfe_out_of_network: 'Does not apply to insured patients using their insurance.',
    applies_gfe_insurance_denied: 'Does not apply to insured patients using their insurance.',
    applies_appeal_uninsured: 'There is no insurer to appeal to.',
    applies_appeal_underinsured: 'Applies to any claim your plan denied or paid less than it should.',
    applies_appeal_surprise_bill: 'Applies if your plan processed the claim as out-of-network when the No Surprises Act required in-network cost sharing.',
    applies_appeal_out_of_network: 'Applies if your plan refused or underpaid the claim; surprise-billing disputes can go to external review.',
    applies_appeal_insurance_denied: 'Applies: your claim was denied.',
    applies_fap: 'Applies if the provider is a nonprofit (tax-exempt) hospital; eligibility depends on income and sometimes assets, and many policies cover middle incomes. Ask public and for-profit hospitals too.',
    nsa_not_in_force: 'The No Surprises Act protections apply from 2022-01-01; this date is before them.',
    action_itemized_bill: 'Do not pay yet: ask for the itemized bill and check it against the checklist.',
    reason_itemized_bill: 'Billing errors are common and easy to fix; you should not pay for something that was not done.',
    action_surprise_billing_rights: 'Tell the provider in writing that the No Surprises Act applies and pay only your in-network cost sharing; if they persist, call the No Surprises Help Desk at {phone}.',
    reason_surprise_billing_rights: 'The balance above in-network cost sharing is not owed for protected care; the provider and the plan settle it between them.',
    action_dispute_over_estimate: 'Compare the bill with your good-faith estimate; if it is {threshold} or more above it, start patient-provider dispute resolution within {days, plural, one {# day} other {# days}} of the bill.',
    reason_dispute_over_estimate: 'A federal reviewer then decides what you owe, and the provider may not send the bill to collections while the dispute is open.',
    action_self_pay_discount: 'Ask for the self-pay (cash) price and a prompt-pay discount before any payment plan.',
    reason_self_pay_discount: 'Uninsured patients are often billed list prices that insurers never pay; discounts are common.',
    action_appeal_denial: 'Appeal the denial in writing within {appeal_days, plural, one {# day} other {# days}} of the notice, with your doctor\u2019s letter of medical necessity; if the plan says no again, ask for external review.',
    reason_appeal_denial: 'Plans must reconsider, and an independent reviewer can overturn the denial; the decision binds the plan.',
    action_financial_assistance: 'Apply for the hospital\u2019s financial assistance (charity care) within {application_days, plural, one {# day} other {# days}} of the first bill after discharge, even if you think you earn too much.',
    reason_financial_assistance: 'It can cut the bill in part or in full, and a pending application stops extraordinary collection actions at nonprofit hospitals.',
    action_payment_plan: 'If you still owe something, ask the provider for an interest-free payment plan you can afford.',
    reason_payment_plan: 'Providers usually offer them; a plan keeps the account out of collections.',
    action_check_credit_reports: 'Check your credit reports a year from the bill and dispute any medical collection that should not be there.',
    reason_check_credit_reports: 'Paid and small medical collections should not appear, and state laws may bar medical debt from reports entirely.',
    action_avoid_credit_cards: 'Do not move the bill to a credit card or a medical credit card.',
    reason_avoid_credit_cards: 'It turns medical debt into ordinary debt with interest and loses the medical-debt protections (financial assistance, reporting limits).',
    ppdr_eligible: 'The bill is {excess} above your estimate, at least the {threshold} threshold: you can use the dispute process.',
    ppdr_not_eligible: 'The bill is {excess} above your estimate, less than the {threshold} threshold: the federal dispute process is not available, but you can still negotiate.',
    ppdr_unknown: 'If your good-faith estimate was {max_estimate} or less, the bill is at least {threshold} above it and you can dispute it.',
    ppdr_impossible: 'The bill is less than {threshold}, so it cannot exceed an estimate by that much: the federal dispute process cannot apply.',
    report_below_threshold: 'At {amount} the bill is under the {min} threshold below which Equifax, Experian and TransUnion do not report medical collections.',
    report_wait: 'An unpaid medical collection cannot appear on Equifax, Experian or TransUnion reports until {wait, plural, one {# day} other {# days}} after it became delinquent.',
    report_paid: 'Once paid (including by insurance or financial assistance), a medical collection is deleted from those reports.',
    report_no_policy: 'No bureau medical-debt policy is tabulated for this date.',
    report_cfpb_vacated: 'The CFPB\u2019s 2025 rule that would have removed most medical debt from credit reports was vacated by a federal court on 2025-07-11 and is not in force.',
    report_cfpb_pending: 'The CFPB issued a rule in January 2025 to remove most medical debt from credit reports; it had not taken effect on this date.',
    report_states: 'State laws in force on this date bar medical debt from credit reports in: {states}.',
    warn_federal_program: 'You mention {program}: Medicare, Medicaid, TRICARE and VA care have their own billing protections and appeal routes, and the good-faith estimate rules do not apply to them.',
    warn_not_advice: 'General information about US federal rules, not legal advice; state law may give you more protection.',
    narrative: 'For a {amount} medical bill ({situation}), start by checking the itemized bill, then use the protections that fit: {protections}. Apply for financial assistance before paying, and do not put the bill on a credit card.',
  },
  es: {
    ...CHECK_ES,
    protection_no_surprises_act: 'Ley No Surprises: en atención de emergencia, con médicos fuera de la red en un hospital o centro quirúrgico de la red y en ambulancias aéreas, solo debe su costo compartido dentro de la red; el proveedor no puede cobrarle el resto.',
    protection_good_faith_estimate: 'Estimación de buena fe: los pacientes sin seguro o que pagan por su cuenta deben recibir un presupuesto escrito antes de la atención programada; si la factura lo supera en al menos {threshold}, puede iniciar una disputa federal dentro de {days, plural, one {# día} other {# días}} desde la factura, con una tasa de {fee}.',
    protection_financial_assistance: 'Ayuda financiera hospitalaria: los hospitales sin fines de lucro deben tener una política escrita de ayuda financiera (atención caritativa), no pueden cobrar a los pacientes elegibles más de lo que pagan los asegurados, deben aceptar su solicitud durante {application_days, plural, one {# día} other {# días}} tras la primera factura posterior al alta y no pueden informarle a las agencias de crédito, demandarle ni vender la deuda durante {eca_days, plural, one {# día} other {# días}} (y solo tras avisarle por escrito con {notice_days, plural, one {# día} other {# días}}).',
    protection_insurance_appeal: 'Apelación al seguro: puede pedir a su plan que reconsidere una denegación dentro de {appeal_days, plural, one {# día} other {# días}} desde el aviso y luego pedir una revisión externa independiente dentro de {review_months, plural, one {# mes} other {# meses}} desde la denegación final ({expedited, plural, one {# hora} other {# horas}} si es urgente).',
    applies_nsa_uninsured: 'Su prohibición de facturación del saldo protege a los asegurados; los pacientes sin seguro se apoyan en la estimación de buena fe.',
    applies_nsa_underinsured: 'Se aplica si la factura es por atención de emergencia o de un proveedor fuera de la red en un centro de la red.',
    applies_nsa_surprise_bill: 'Una factura sorpresa por emergencia o de un proveedor fuera de la red en un centro de la red es justo lo que prohíbe.',
    applies_nsa_out_of_network: 'Se aplica a emergencias y a proveedores fuera de la red en centros de la red, salvo que firmara un aviso de consentimiento válido al menos 72 horas antes de una atención programada.',
    applies_nsa_insurance_denied: 'Se aplica si la reclamación denegada era por emergencia o por un proveedor fuera de la red en un centro de la red.',
    applies_gfe_uninsured: 'Se aplica a usted como paciente sin seguro para atención programada.',
    applies_gfe_underinsured: 'Solo se aplica si eligió pagar por su cuenta en vez de usar el seguro.',
    applies_gfe_surprise_bill: 'No se aplica a pacientes asegurados que usan su seguro.',
    applies_gfe_out_of_network: 'No se aplica a pacientes asegurados que usan su seguro.',
    applies_gfe_insurance_denied: 'No se aplica a pacientes asegurados que usan su seguro.',
    applies_appeal_uninsured: 'No hay aseguradora ante la que apelar.',
    applies_appeal_underinsured: 'Se aplica a toda reclamación que su plan denegó o pagó de menos.',
    applies_appeal_surprise_bill: 'Se aplica si su plan trató la reclamación como fuera de la red cuando la Ley No Surprises exigía el costo compartido dentro de la red.',
    applies_appeal_out_of_network: 'Se aplica si su plan rechazó o pagó de menos la reclamación; las disputas de facturación sorpresa pueden ir a revisión externa.',
    applies_appeal_insurance_denied: 'Se aplica: su reclamación fue denegada.',
    applies_fap: 'Se aplica si el proveedor es un hospital sin fines de lucro (exento de impuestos); la elegibilidad depende de los ingresos y a veces del patrimonio, y muchas políticas cubren ingresos medios. Pregunte también en hospitales públicos y privados.',
    nsa_not_in_force: 'Las protecciones de la Ley No Surprises rigen desde el 2022-01-01; esta fecha es anterior.',
    action_itemized_bill: 'No pague todavía: pida la factura detallada y revísela con la lista de comprobación.',
    reason_itemized_bill: 'Los errores de facturación son frecuentes y fáciles de corregir; no debe pagar por algo que no se hizo.',
    action_surprise_billing_rights: 'Comunique por escrito al proveedor que se aplica la Ley No Surprises y pague solo su costo compartido dentro de la red; si insiste, llame a la línea de ayuda No Surprises al {phone}.',
    reason_surprise_billing_rights: 'El saldo por encima del costo compartido dentro de la red no se debe en la atención protegida; el proveedor y el plan lo resuelven entre ellos.',
    action_dispute_over_estimate: 'Compare la factura con su estimación de buena fe; si la supera en {threshold} o más, inicie la resolución de disputas entre paciente y proveedor dentro de {days, plural, one {# día} other {# días}} desde la factura.',
    reason_dispute_over_estimate: 'Un revisor federal decide entonces cuánto debe, y el proveedor no puede enviar la factura a cobranza mientras la disputa esté abierta.',
    action_self_pay_discount: 'Pida el precio de pago por cuenta propia (al contado) y un descuento por pronto pago antes de cualquier plan de pagos.',
    reason_self_pay_discount: 'A los pacientes sin seguro se les suelen facturar precios de lista que las aseguradoras nunca pagan; los descuentos son habituales.',
    action_appeal_denial: 'Apele la denegación por escrito dentro de {appeal_days, plural, one {# día} other {# días}} desde el aviso, con una carta de su médico sobre la necesidad médica; si el plan vuelve a negarse, pida una revisión externa.',
    reason_appeal_denial: 'Los planes deben reconsiderar, y un revisor independiente puede anular la denegación; su decisión obliga al plan.',
    action_financial_assistance: 'Solicite la ayuda financiera (atención caritativa) del hospital dentro de {application_days, plural, one {# día} other {# días}} desde la primera factura tras el alta, aunque crea que gana demasiado.',
    reason_financial_assistance: 'Puede reducir la factura en parte o del todo, y una solicitud pendiente detiene las acciones de cobro extraordinarias en los hospitales sin fines de lucro.',
    action_payment_plan: 'Si aún debe algo, pida al proveedor un plan de pagos sin intereses que pueda asumir.',
    reason_payment_plan: 'Los proveedores suelen ofrecerlos; un plan mantiene la cuenta fuera de cobranza.',
    action_check_credit_reports: 'Revise sus informes de crédito un año después de la factura y dispute cualquier cobranza médica que no debería figurar.',
    reason_check_credit_reports: 'Las cobranzas médicas pagadas y pequeñas no deberían aparecer, y las leyes estatales pueden prohibir por completo la deuda médica en los informes.',
    action_avoid_credit_cards: 'No pase la factura a una tarjeta de crédito ni a una tarjeta de crédito médica.',
    reason_avoid_credit_cards: 'Convierte la deuda médica en deuda ordinaria con intereses y pierde las protecciones de la deuda médica (ayuda financiera, límites de información).',
    ppdr_eligible: 'La factura supera su estimación en {excess}, al menos el umbral de {threshold}: puede usar el proceso de disputa.',
    ppdr_not_eligible: 'La factura supera su estimación en {excess}, menos que el umbral de {threshold}: el proceso federal de disputa no está disponible, pero aún puede negociar.',
    ppdr_unknown: 'Si su estimación de buena fe fue de {max_estimate} o menos, la factura la supera en al menos {threshold} y puede disputarla.',
    ppdr_impossible: 'La factura es inferior a {threshold}, así que no puede superar una estimación en esa cantidad: el proceso federal de disputa no puede aplicarse.',
    report_below_threshold: 'Con {amount}, la factura está por debajo del umbral de {min} bajo el cual Equifax, Experian y TransUnion no informan cobranzas médicas.',
    report_wait: 'Una cobranza médica impagada no puede aparecer en los informes de Equifax, Experian o TransUnion hasta {wait, plural, one {# día} other {# días}} después de quedar en mora.',
    report_paid: 'Una vez pagada (también por el seguro o por ayuda financiera), la cobranza médica se borra de esos informes.',
    report_no_policy: 'No hay una política de las agencias sobre deuda médica tabulada para esta fecha.',
    report_cfpb_vacated: 'La regla de la CFPB de 2025 que habría retirado la mayor parte de la deuda médica de los informes de crédito fue anulada por un tribunal federal el 2025-07-11 y no está en vigor.',
    report_cfpb_pending: 'La CFPB dictó en enero de 2025 una regla para retirar la mayor parte de la deuda médica de los informes de crédito; en esta fecha aún no había entrado en vigor.',
    report_states: 'Leyes estatales vigentes en esta fecha prohíben la deuda médica en los informes de crédito en: {states}.',
    warn_federal_program: 'Menciona {program}: Medicare, Medicaid, TRICARE y la atención del VA tienen sus propias protecciones de facturación y vías de apelación, y las reglas de la estimación de buena fe no se les aplican.',
    warn_not_advice: 'Información general sobre normas federales de EE. UU., no asesoramiento legal; la ley estatal puede darle más protección.',
    narrative: 'Para una factura médica de {amount} ({situation}), empiece revisando la factura detallada y luego use las protecciones que correspondan: {protections}. Solicite ayuda financiera antes de pagar y no pase la factura a una tarjeta de crédito.',
  },
  de: PLAN_MEDICAL_BILL_MESSAGES_DE,
  fr: PLAN_MEDICAL_BILL_MESSAGES_FR,
};

/** Situation names for the narrative. */
export const MEDICAL_SITUATION_LABELS: MessageCatalogs<MedicalSituationKey> = {
  en: { uninsured: 'uninsured', underinsured: 'underinsured', surprise_bill: 'surprise bill', out_of_network: 'out-of-network care', insurance_denied: 'insurance denied the claim' },
  es: { uninsured: 'sin seguro', underinsured: 'seguro insuficiente', surprise_bill: 'factura sorpresa', out_of_network: 'atención fuera de la red', insurance_denied: 'el seguro denegó la reclamación' },
  de: MEDICAL_SITUATION_LABELS_DE,
  fr: MEDICAL_SITUATION_LABELS_FR,
};

/** Protection names for the narrative. */
export const MEDICAL_PROTECTION_LABELS: MessageCatalogs<MedicalProtectionId> = {
  en: { no_surprises_act: 'the No Surprises Act', good_faith_estimate: 'the good-faith estimate and its dispute process', financial_assistance: 'hospital financial assistance', insurance_appeal: 'an insurance appeal and external review' },
  es: { no_surprises_act: 'la Ley No Surprises', good_faith_estimate: 'la estimación de buena fe y su proceso de disputa', financial_assistance: 'la ayuda financiera hospitalaria', insurance_appeal: 'una apelación al seguro y la revisión externa' },
  de: MEDICAL_PROTECTION_LABELS_DE,
  fr: MEDICAL_PROTECTION_LABELS_FR,
};
