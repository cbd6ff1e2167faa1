import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import type { MedicalAbroadProtectionId } from '../rules/medicalBillingAbroad.js';
import { PLAN_MEDICAL_BILL_ABROAD_MESSAGES_DE } from './planMedicalBillAbroad.de.js';
import { PLAN_MEDICAL_BILL_ABROAD_MESSAGES_FR } from './planMedicalBillAbroad.fr.js';

/** Actions of a medical-bill answer outside the US. */
export type MedicalAbroadActionId = 'itemized_bill' | 'check_public_cover' | 'complain' | 'payment_plan' | 'answer_letters' | 'avoid_credit_cards';

/** Message keys of the medical-bill answer for the UK, Canada and Australia. */
export type PlanMedicalBillAbroadKey =
  | `protection_${MedicalAbroadProtectionId}`
  | `name_${MedicalAbroadProtectionId}`
  | `action_${MedicalAbroadActionId}`
  | `reason_${MedicalAbroadActionId}`
  | `check_${1 | 2 | 3 | 4 | 5 | 6}`
  | 'report_UK'
  | 'report_CA'
  | 'report_AU'
  | 'report_below_au_minimum'
  | 'warn_not_advice_UK'
  | 'warn_not_advice_CA'
  | 'warn_not_advice_AU'
  | 'warn_us_rules_not_applied'
  | 'narrative'
  | 'situation_uninsured'
  | 'situation_underinsured'
  | 'situation_surprise_bill'
  | 'situation_out_of_network'
  | 'situation_insurance_denied'
  | 'country_UK'
  | 'country_CA'
  | 'country_AU'
  | 'fit_yes'
  | 'fit_depends'
  | 'fit_no';

/** English and Spanish text of the medical-bill answer outside the US. */
export const PLAN_MEDICAL_BILL_ABROAD_MESSAGES: MessageCatalogs<PlanMedicalBillAbroadKey> = {
  en: {
    protection_nhs_free_care:
      'NHS hospital, GP and emergency care is free at the point of use for anyone ordinarily resident in the UK. A bill for NHS treatment is unusual: check whether it is really for private care, or for a charge the NHS may make (prescriptions, dental, overseas visitors).',
    protection_overseas_visitor_charges:
      'If an NHS hospital charged you as an overseas visitor (150% of the cost), ask its overseas visitors team to review your residence status and the exemptions (emergency department care, some infectious diseases and other services are free). An unpaid NHS debt of {nhs_debt, money} or more can count against a later immigration application.',
    protection_private_care_complaint:
      'For a private hospital or clinic bill, complain to the provider first; if it subscribes to the Independent Sector Complaints Adjudication Service (ISCAS), you can then ask ISCAS for an independent review.',
    protection_insurance_ombudsman_uk:
      'If your private medical insurer refused or cut a claim, complain to the insurer; after its final response, or 8 weeks, you can take the complaint to the Financial Ombudsman Service for free within 6 months.',
    protection_pre_action_protocol:
      'Before suing you for the bill in England and Wales, the provider must send a letter of claim with an information sheet and reply form and give you 30 days to answer; reply, say if you dispute the bill or need time, and ask for documents.',
    protection_public_health_insurance_ca:
      'Medically necessary hospital and doctor services are covered by your provincial or territorial health plan with no charge to you; user charges and extra-billing for them are barred under the Canada Health Act. Ask which items on the bill are insured services.',
    protection_uninsured_services_ca:
      'Services outside the plan (for example ambulance fees in some provinces, private or semi-private rooms, most drugs and dental care, and care before your coverage starts) can be billed; ask for the itemised bill and whether the hospital reduces fees in hardship.',
    protection_insurance_ombudsman_ca:
      'If a private or workplace health insurer refused a claim, use its complaint process; once it has answered, the OmbudService for Life & Health Insurance (OLHI) reviews the complaint for free.',
    protection_collection_agency_law_ca:
      'A collection agency chasing the bill must be licensed by your province and follow its collection law (for example limits on when and how often it contacts you); ask for the agency\'s licence and the account details in writing.',
    protection_medicare_public_patient_au:
      'As a public patient in a public hospital you pay nothing for your treatment under Medicare. If you were billed as a private patient, check that you chose that in writing after being told the costs.',
    protection_informed_financial_consent_au:
      'Doctors and private hospitals are expected to tell you their fees and your likely out-of-pocket cost before treatment (informed financial consent); query any gap fee you were not told about.',
    protection_insurance_ombudsman_au:
      'If your private health insurer refused or underpaid a claim, complain to the insurer; if that fails, the Private Health Insurance Ombudsman (part of the Commonwealth Ombudsman) takes complaints for free.',
    protection_health_complaints_au:
      'Billing complaints about a doctor or hospital can go to your state or territory health complaints body (in New South Wales, the Health Care Complaints Commission).',
    name_nhs_free_care: 'free NHS care',
    name_overseas_visitor_charges: 'the overseas-visitor charging rules',
    name_private_care_complaint: 'a complaint to the private provider and ISCAS',
    name_insurance_ombudsman_uk: 'the Financial Ombudsman Service',
    name_pre_action_protocol: 'the Pre-Action Protocol for Debt Claims',
    name_public_health_insurance_ca: 'your provincial health plan',
    name_uninsured_services_ca: 'a review of uninsured charges',
    name_insurance_ombudsman_ca: 'OLHI',
    name_collection_agency_law_ca: 'your province\'s collection agency law',
    name_medicare_public_patient_au: 'free public-patient care under Medicare',
    name_informed_financial_consent_au: 'informed financial consent',
    name_insurance_ombudsman_au: 'the Private Health Insurance Ombudsman',
    name_health_complaints_au: 'your state\'s health complaints body',
    check_1: 'Ask for an itemised invoice showing each service, its date and its price, not a summary.',
    check_2: 'Look for duplicate charges: the same test, drug or consultation billed twice.',
    check_3: 'Check that every item was actually provided (cancelled tests, drugs you refused, supplies never used).',
    check_4: 'Check which items the public health system or your insurer should have paid, and why they did not.',
    check_5: 'Compare the prices with any quote or estimate you were given before treatment.',
    check_6: 'Ask in writing for any error to be corrected and for collection to be put on hold while it is reviewed.',
    action_itemized_bill: 'Do not pay yet: ask for the itemised invoice and check it against the checklist.',
    reason_itemized_bill: 'Billing errors happen and are easy to fix; you should not pay for something that was not done.',
    action_check_public_cover: 'Check whether the care should have been covered by the public health system before paying anything.',
    reason_check_public_cover: 'Most hospital and doctor care is publicly funded there; a bill often means a coverage or residence question to settle first.',
    action_complain: 'If the bill or an insurer\'s decision is wrong, use the complaint route that fits: {routes}.',
    reason_complain: 'These routes are free and can correct or cancel a charge without going to court.',
    action_payment_plan: 'If you still owe something, ask the provider for an interest-free payment plan you can afford.',
    reason_payment_plan: 'Providers usually agree to one; a plan keeps the account away from collectors.',
    action_answer_letters: 'Answer every letter about the bill in writing and keep copies; never ignore court papers.',
    reason_answer_letters: 'A debt is enforced only through the courts, and a judgment you do not defend is what damages your credit file.',
    action_avoid_credit_cards: 'Do not move the bill to a credit card or a loan.',
    reason_avoid_credit_cards: 'It turns an interest-free bill into debt with interest.',
    report_UK: 'A medical bill is not reported to the credit reference agencies as credit; it reaches your credit file only if the provider wins a county court judgment, which stays for 6 years unless you pay it within a month.',
    report_CA: 'An unpaid bill passed to a collection agency can be reported to Equifax and TransUnion Canada as a collection account, which stays for about 6 years from the last activity.',
    report_AU: 'An overdue bill of {minimum, money} or more, unpaid {days, plural, one {# day} other {# days}} after a written notice, can be listed as a default on your credit report for 5 years.',
    report_below_au_minimum: 'This bill is under the {minimum, money} minimum for a default listing.',
    warn_not_advice_UK: 'General information about UK rules, not legal advice; Scotland and Northern Ireland have their own court procedures.',
    warn_not_advice_CA: 'General information about Canadian rules, not legal advice; each province runs its own health plan and collection law.',
    warn_not_advice_AU: 'General information about Australian rules, not legal advice; state and territory bodies differ.',
    warn_us_rules_not_applied: 'US medical-billing laws (surprise-billing, estimate-dispute and nonprofit-hospital rules) do not apply here and are not used.',
    narrative: 'For your {amount} medical bill ({situation}) in {country}, first check the itemised invoice and whether the public health system should have paid, then use the routes that fit: {protections}.',
    situation_uninsured: 'no insurance',
    situation_underinsured: 'insurance that covered part of it',
    situation_surprise_bill: 'an unexpected bill',
    situation_out_of_network: 'a provider outside your insurer\'s arrangements',
    situation_insurance_denied: 'an insurer\'s refusal',
    country_UK: 'the UK',
    country_CA: 'Canada',
    country_AU: 'Australia',
    fit_yes: 'This route fits your situation.',
    fit_depends: 'Whether it helps depends on facts not given here (your residence or cover, the provider, the insurer).',
    fit_no: 'It does not fit this situation.',
  },
  es: {
    protection_nhs_free_care:
      'La atención hospitalaria, de médico de cabecera y de urgencias del NHS es gratuita en el momento de usarla para toda persona con residencia habitual en el Reino Unido. Una factura por tratamiento del NHS es poco común: compruebe si en realidad es por atención privada o por un cargo que el NHS puede cobrar (recetas, dentista, visitantes extranjeros).',
    protection_overseas_visitor_charges:
      'Si un hospital del NHS le cobró como visitante extranjero (el 150 % del coste), pida a su equipo de visitantes extranjeros que revise su condición de residente y las exenciones (la atención en urgencias, algunas enfermedades infecciosas y otros servicios son gratuitos). Una deuda impagada con el NHS de {nhs_debt, money} o más puede pesar en contra de una futura solicitud de inmigración.',
    protection_private_care_complaint:
      'Ante la factura de un hospital o clínica privados, reclame primero al proveedor; si está adherido al Independent Sector Complaints Adjudication Service (ISCAS), puede pedir después a ISCAS una revisión independiente.',
    protection_insurance_ombudsman_uk:
      'Si su seguro médico privado rechazó o recortó una reclamación, reclame a la aseguradora; tras su respuesta definitiva, o a las 8 semanas, puede llevar la queja gratis al Financial Ombudsman Service en un plazo de 6 meses.',
    protection_pre_action_protocol:
      'Antes de demandarle por la factura en Inglaterra y Gales, el proveedor debe enviarle una carta de reclamación con una hoja informativa y un formulario de respuesta y darle 30 días para contestar; responda, diga si discute la factura o necesita tiempo, y pida los documentos.',
    protection_public_health_insurance_ca:
      'Los servicios hospitalarios y médicos necesarios los cubre el plan de salud de su provincia o territorio sin coste para usted; la Canada Health Act prohíbe cobrar cargos al usuario o facturación adicional por ellos. Pregunte qué partidas de la factura son servicios asegurados.',
    protection_uninsured_services_ca:
      'Los servicios fuera del plan (por ejemplo, la ambulancia en algunas provincias, las habitaciones privadas o semiprivadas, la mayoría de los medicamentos y la atención dental, y la atención antes de que empiece su cobertura) pueden facturarse; pida la factura detallada y si el hospital reduce los importes en caso de dificultad.',
    protection_insurance_ombudsman_ca:
      'Si un seguro de salud privado o de empresa rechazó una reclamación, use su proceso de quejas; cuando la aseguradora haya respondido, el OmbudService for Life & Health Insurance (OLHI) revisa la queja gratis.',
    protection_collection_agency_law_ca:
      'Una agencia de cobranza que reclame la factura debe tener licencia de su provincia y cumplir su ley de cobranza (por ejemplo, límites sobre cuándo y con qué frecuencia le contacta); pida por escrito la licencia de la agencia y los datos de la cuenta.',
    protection_medicare_public_patient_au:
      'Como paciente público en un hospital público no paga nada por su tratamiento gracias a Medicare. Si le facturaron como paciente privado, compruebe que lo eligió por escrito después de que le informaran de los costes.',
    protection_informed_financial_consent_au:
      'Se espera que los médicos y los hospitales privados le informen de sus honorarios y de lo que probablemente pagará de su bolsillo antes del tratamiento (consentimiento financiero informado); cuestione cualquier diferencia que no le hayan comunicado.',
    protection_insurance_ombudsman_au:
      'Si su seguro de salud privado rechazó o pagó de menos una reclamación, reclame a la aseguradora; si no se resuelve, el Private Health Insurance Ombudsman (parte del Commonwealth Ombudsman) atiende quejas gratis.',
    protection_health_complaints_au:
      'Las quejas sobre la facturación de un médico o un hospital pueden presentarse ante el organismo de quejas sanitarias de su estado o territorio (en Nueva Gales del Sur, la Health Care Complaints Commission).',
    name_nhs_free_care: 'la atención gratuita del NHS',
    name_overseas_visitor_charges: 'las normas de cobro a visitantes extranjeros',
    name_private_care_complaint: 'una queja al proveedor privado y a ISCAS',
    name_insurance_ombudsman_uk: 'el Financial Ombudsman Service',
    name_pre_action_protocol: 'el Pre-Action Protocol for Debt Claims',
    name_public_health_insurance_ca: 'el plan de salud de su provincia',
    name_uninsured_services_ca: 'una revisión de los cargos no asegurados',
    name_insurance_ombudsman_ca: 'el OLHI',
    name_collection_agency_law_ca: 'la ley de agencias de cobranza de su provincia',
    name_medicare_public_patient_au: 'la atención gratuita como paciente público de Medicare',
    name_informed_financial_consent_au: 'el consentimiento financiero informado',
    name_insurance_ombudsman_au: 'el Private Health Insurance Ombudsman',
    name_health_complaints_au: 'el organismo de quejas sanitarias de su estado',
    check_1: 'Pida una factura detallada con cada servicio, su fecha y su precio, no un resumen.',
    check_2: 'Busque cargos duplicados: la misma prueba, medicamento o consulta facturados dos veces.',
    check_3: 'Compruebe que recibió cada partida (pruebas canceladas, medicamentos que rechazó, materiales no usados).',
    check_4: 'Compruebe qué partidas debía pagar el sistema público de salud o su aseguradora, y por qué no lo hicieron.',
    check_5: 'Compare los precios con cualquier presupuesto o estimación que le dieron antes del tratamiento.',
    check_6: 'Pida por escrito que se corrija cualquier error y que se suspenda el cobro mientras se revisa.',
    action_itemized_bill: 'No pague todavía: pida la factura detallada y revísela con la lista de comprobación.',
    reason_itemized_bill: 'Los errores de facturación ocurren y son fáciles de corregir; no debe pagar por algo que no se hizo.',
    action_check_public_cover: 'Antes de pagar nada, compruebe si la atención debía cubrirla el sistema público de salud.',
    reason_check_public_cover: 'Allí la mayor parte de la atención hospitalaria y médica se financia con fondos públicos; una factura suele plantear primero una cuestión de cobertura o de residencia.',
    action_complain: 'Si la factura o la decisión de una aseguradora es errónea, use la vía de queja que corresponda: {routes}.',
    reason_complain: 'Estas vías son gratuitas y pueden corregir o anular un cargo sin ir a juicio.',
    action_payment_plan: 'Si aún debe algo, pida al proveedor un plan de pagos sin intereses que pueda asumir.',
    reason_payment_plan: 'Los proveedores suelen aceptarlo; un plan mantiene la cuenta lejos de los cobradores.',
    action_answer_letters: 'Responda por escrito a cada carta sobre la factura y guarde copias; nunca ignore los documentos judiciales.',
    reason_answer_letters: 'Una deuda solo se cobra por la fuerza a través de los tribunales, y una sentencia que no se defiende es lo que daña su historial de crédito.',
    action_avoid_credit_cards: 'No pase la factura a una tarjeta de crédito ni a un préstamo.',
    reason_avoid_credit_cards: 'Convierte una factura sin intereses en una deuda con intereses.',
    report_UK: 'Una factura médica no se comunica a las agencias de referencia crediticia como crédito; solo llega a su historial si el proveedor obtiene una sentencia de un tribunal de condado, que permanece 6 años salvo que la pague en el plazo de un mes.',
    report_CA: 'Una factura impagada que pasa a una agencia de cobranza puede comunicarse a Equifax y TransUnion Canadá como cuenta en cobranza, que permanece unos 6 años desde la última actividad.',
    report_AU: 'Una factura vencida de {minimum, money} o más, impagada {days, plural, one {# día} other {# días}} después de un aviso por escrito, puede registrarse como impago en su informe de crédito durante 5 años.',
    report_below_au_minimum: 'Esta factura no llega al mínimo de {minimum, money} para registrar un impago.',
    warn_not_advice_UK: 'Información general sobre normas del Reino Unido, no asesoramiento legal; Escocia e Irlanda del Norte tienen sus propios procedimientos judiciales.',
    warn_not_advice_CA: 'Información general sobre normas de Canadá, no asesoramiento legal; cada provincia tiene su propio plan de salud y su ley de cobranza.',
    warn_not_advice_AU: 'Información general sobre normas de Australia, no asesoramiento legal; los organismos de cada estado y territorio son distintos.',
    warn_us_rules_not_applied: 'Las leyes de facturación médica de EE. UU. (facturas sorpresa, disputa de estimaciones y normas de hospitales sin fines de lucro) no se aplican aquí y no se usan.',
    narrative: 'Para su factura médica de {amount} ({situation}) en {country}, revise primero la factura detallada y si el sistema público de salud debía pagarla, y luego use las vías que correspondan: {protections}.',
    situation_uninsured: 'sin seguro',
    situation_underinsured: 'con un seguro que cubrió una parte',
    situation_surprise_bill: 'una factura inesperada',
    situation_out_of_network: 'un proveedor fuera de los acuerdos de su aseguradora',
    situation_insurance_denied: 'un rechazo de la aseguradora',
    country_UK: 'el Reino Unido',
    country_CA: 'Canadá',
    country_AU: 'Australia',
    fit_yes: 'Esta vía corresponde a su situación.',
    fit_depends: 'Que le sirva depende de datos que no se indicaron (su residencia o cobertura, el proveedor, la aseguradora).',
    fit_no: 'No corresponde a esta situación.',
  },
  de: PLAN_MEDICAL_BILL_ABROAD_MESSAGES_DE,
  fr: PLAN_MEDICAL_BILL_ABROAD_MESSAGES_FR,
};
