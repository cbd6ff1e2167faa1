import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { PLAN_HOME_LOAN_MESSAGES_DE } from './planHomeLoan.de.js';
import { PLAN_HOME_LOAN_MESSAGES_FR } from './planHomeLoan.fr.js';

/** Message keys of `planHomeLoan`. */
export type PlanHomeLoanMessageKey =
  | 'fee_computed' | 'fee_exempt' | 'fee_needs_price' | 'fee_not_encoded' | 'fee_exemption_unknown' | 'fee_zero_rating'
  | 'exempt_compensation' | 'exempt_retired_pay_instead' | 'exempt_dic_spouse' | 'exempt_pre_discharge_rating' | 'exempt_purple_heart'
  | 'use_first' | 'use_subsequent' | 'use_unknown' | 'manufactured_exception'
  | 'pmi_savings' | 'pmi_no_price'
  | 'entitlement_full' | 'entitlement_partial'
  | 'coe_1' | 'coe_2' | 'coe_3' | 'coe_4'
  | 'restore_1' | 'restore_2' | 'restore_3'
  | 'state_programs' | 'state_none' | 'state_tax_hint'
  | 'abroad_specific' | 'abroad_none' | 'abroad_unmapped' | 'abroad_uk_veterans'
  | 'summary_us' | 'summary_abroad_specific' | 'summary_abroad_none' | 'summary_unmapped';

/**
 * Narrative text of `planHomeLoan`, in English and Spanish.
 *
 * @see https://www.law.cornell.edu/uscode/text/38/3729
 */
export const PLAN_HOME_LOAN_MESSAGES: MessageCatalogs<PlanHomeLoanMessageKey> = {
  en: {
    fee_computed: 'Funding fee {rate}% of a {loan, money} loan ({use}, {down}% down): {fee, money}. It can be paid at closing or financed into the loan.',
    fee_exempt: 'No funding fee: a veteran receiving compensation for a service-connected disability (a {rating}% rating) is exempt under 38 U.S.C. 3729(c). Without the exemption it would be {fee, money}.',
    fee_needs_price: 'Send purchase_price (and down_payment if any) to compute the fee in dollars; the rates in force are listed in the schedule.',
    fee_not_encoded: 'The fee schedule for loans closing on or after {date} is not encoded here; check va.gov for the rates then in force.',
    fee_exemption_unknown: 'Exempt if you receive VA disability compensation (any rating of 10% or more), are a surviving spouse receiving DIC, or are an active-duty Purple Heart recipient: send disability_rating to check.',
    fee_zero_rating: 'A 0% rating that pays no compensation does not exempt you from the fee.',
    exempt_compensation: 'You receive VA compensation for a service-connected disability.',
    exempt_retired_pay_instead: 'You are eligible for compensation but receive retirement or active-duty pay instead.',
    exempt_dic_spouse: 'You are a surviving spouse receiving Dependency and Indemnity Compensation (DIC).',
    exempt_pre_discharge_rating: 'You are a service member with a proposed or memorandum rating before closing (pre-discharge claim).',
    exempt_purple_heart: 'You are an active-duty service member who received the Purple Heart and show it at or before closing.',
    use_first: 'first use',
    use_subsequent: 'subsequent use',
    use_unknown: 'first use assumed; send prior_va_loan=true if you used a VA loan before',
    manufactured_exception: 'The higher subsequent-use rate does not apply when the only earlier VA loan was for a manufactured home.',
    pmi_savings: 'A VA loan has no mortgage insurance. A conventional loan with less than 20% down would likely carry PMI; at an assumed {rate}% a year that is about {monthly, money} a month ({annual, money} the first year) saved. The assumption is editorial; actual PMI varies.',
    pmi_no_price: 'A VA loan has no mortgage insurance; send purchase_price to estimate what PMI on a conventional loan would cost.',
    entitlement_full: 'With full entitlement there is no VA loan limit (since 2020-01-01, Blue Water Navy Vietnam Veterans Act of 2019): VA guarantees up to 25% of the loan, so lenders usually need no down payment. Basic entitlement is {basic, money}.',
    entitlement_partial: 'With entitlement still tied to an earlier VA loan, the county limit applies again: VA guarantees 25% of the county conforming limit (baseline {limit, money} in {year}, higher in high-cost counties) minus the entitlement already used; a lender may ask for a down payment on the difference.',
    coe_1: 'Request a Certificate of Eligibility (COE): through your lender (fastest), online at va.gov, or by mail with VA Form 26-1880.',
    coe_2: 'Have proof of service ready: DD Form 214 for veterans; a statement of service signed by your commander for active duty; retirement points or NGB Form 22 for Guard and Reserve.',
    coe_3: 'Surviving spouses apply with VA Form 26-1817 (or through DIC records) and the veteran\'s DD 214.',
    coe_4: 'Service minimums: generally 90 continuous days in wartime, 181 days in peacetime, 6 years in the Guard or Reserve, or discharge for a service-connected disability.',
    restore_1: 'Entitlement is restored after you sell the home and the VA loan is paid off (VA Form 26-1880).',
    restore_2: 'If you paid off the loan but kept the home, you can get a one-time restoration.',
    restore_3: 'A veteran buyer who assumes your VA loan can substitute their entitlement for yours, freeing your entitlement.',
    state_programs: '{state} has veteran home-buying programs that may stack with or replace a VA loan (examples, not verified here):',
    state_none: 'No state veteran home-buying program is encoded for {state}; ask the state veterans agency and housing finance agency.',
    state_tax_hint: 'Disabled veterans often get a property-tax exemption from the state: call /api/vet/state-benefits.',
    abroad_specific: '{country}: {program} is the military home-buying program.',
    abroad_none: '{country} has no veteran-specific home-buying program. The closest real program is {program}.',
    abroad_unmapped: 'No home-buying program is mapped for {country}; US home-loan rules are not applied.',
    abroad_uk_veterans: 'Forces Help to Buy is for serving personnel only; veterans who have left use the general schemes (for example shared ownership), with Armed Forces Covenant priority in some areas.',
    summary_us: 'VA home loan: {fee_line} No mortgage insurance. {entitlement_line}',
    summary_abroad_specific: '{country}: {program}.',
    summary_abroad_none: '{country}: no veteran-specific home-buying program; closest: {program}.',
    summary_unmapped: 'No home-buying program is mapped for {country}.',
  },
  es: {
    fee_computed: 'Tarifa de financiamiento del {rate}% de un préstamo de {loan, money} ({use}, {down}% de enganche): {fee, money}. Se puede pagar al cierre o financiar dentro del préstamo.',
    fee_exempt: 'Sin tarifa de financiamiento: el veterano que recibe compensación por una discapacidad relacionada con el servicio (calificación del {rating}%) está exento según 38 U.S.C. 3729(c). Sin la exención sería {fee, money}.',
    fee_needs_price: 'Envíe purchase_price (y down_payment si lo hay) para calcular la tarifa en dólares; las tasas vigentes figuran en la tabla.',
    fee_not_encoded: 'La tabla de tarifas para préstamos que cierran a partir del {date} no está codificada aquí; consulte va.gov.',
    fee_exemption_unknown: 'Está exento si recibe compensación por discapacidad del VA (cualquier calificación del 10% o más), es cónyuge sobreviviente que recibe DIC o es miembro en servicio activo con Corazón Púrpura: envíe disability_rating para comprobarlo.',
    fee_zero_rating: 'Una calificación del 0% que no paga compensación no exime de la tarifa.',
    exempt_compensation: 'Recibe compensación del VA por una discapacidad relacionada con el servicio.',
    exempt_retired_pay_instead: 'Tiene derecho a compensación pero recibe en su lugar pago de retiro o de servicio activo.',
    exempt_dic_spouse: 'Es cónyuge sobreviviente y recibe Dependency and Indemnity Compensation (DIC).',
    exempt_pre_discharge_rating: 'Es miembro en servicio con una calificación propuesta o memorando antes del cierre (reclamo previo a la baja).',
    exempt_purple_heart: 'Es miembro en servicio activo condecorado con el Corazón Púrpura y lo acredita al cierre o antes.',
    use_first: 'primer uso',
    use_subsequent: 'uso posterior',
    use_unknown: 'se supone primer uso; envíe prior_va_loan=true si ya usó un préstamo del VA',
    manufactured_exception: 'La tasa más alta de uso posterior no se aplica si el único préstamo anterior del VA fue para una casa prefabricada.',
    pmi_savings: 'Un préstamo del VA no tiene seguro hipotecario. Un préstamo convencional con menos del 20% de enganche probablemente llevaría PMI; con un {rate}% anual supuesto son unos {monthly, money} al mes ({annual, money} el primer año) de ahorro. El supuesto es editorial; el PMI real varía.',
    pmi_no_price: 'Un préstamo del VA no tiene seguro hipotecario; envíe purchase_price para estimar lo que costaría el PMI de un préstamo convencional.',
    entitlement_full: 'Con el derecho completo no hay límite de préstamo del VA (desde el 2020-01-01, Blue Water Navy Vietnam Veterans Act of 2019): el VA garantiza hasta el 25% del préstamo, así que los prestamistas no suelen pedir enganche. El derecho básico es de {basic, money}.',
    entitlement_partial: 'Si parte del derecho sigue ligado a un préstamo anterior del VA, vuelve a aplicarse el límite del condado: el VA garantiza el 25% del límite conforme del condado (base {limit, money} en {year}, más en condados de alto costo) menos el derecho ya usado; el prestamista puede pedir enganche por la diferencia.',
    coe_1: 'Solicite el Certificado de Elegibilidad (COE): por medio de su prestamista (lo más rápido), en línea en va.gov o por correo con el formulario VA 26-1880.',
    coe_2: 'Tenga a mano la prueba de servicio: DD Form 214 para veteranos; una declaración de servicio firmada por su comandante en servicio activo; puntos de retiro o NGB Form 22 para Guardia y Reserva.',
    coe_3: 'Los cónyuges sobrevivientes lo solicitan con el formulario VA 26-1817 (o con los registros de DIC) y el DD 214 del veterano.',
    coe_4: 'Servicio mínimo: en general 90 días continuos en tiempo de guerra, 181 días en tiempo de paz, 6 años en la Guardia o la Reserva, o baja por una discapacidad relacionada con el servicio.',
    restore_1: 'El derecho se restablece cuando vende la vivienda y el préstamo del VA queda pagado (formulario VA 26-1880).',
    restore_2: 'Si pagó el préstamo pero conserva la vivienda, puede obtener un restablecimiento único.',
    restore_3: 'Un comprador veterano que asume su préstamo del VA puede sustituir su derecho por el de usted y liberar el suyo.',
    state_programs: '{state} tiene programas de vivienda para veteranos que pueden sumarse a un préstamo del VA o sustituirlo (ejemplos, no verificados aquí):',
    state_none: 'No hay ningún programa estatal de vivienda para veteranos codificado para {state}; consulte la agencia estatal de veteranos y la agencia de financiamiento de vivienda.',
    state_tax_hint: 'Los veteranos discapacitados suelen tener una exención estatal del impuesto predial: consulte /api/vet/state-benefits.',
    abroad_specific: '{country}: {program} es el programa militar de compra de vivienda.',
    abroad_none: '{country} no tiene un programa de compra de vivienda específico para veteranos. Lo más cercano es {program}.',
    abroad_unmapped: 'No hay ningún programa de vivienda registrado para {country}; no se aplican las reglas de préstamos hipotecarios de EE. UU.',
    abroad_uk_veterans: 'Forces Help to Buy es solo para personal en servicio; los veteranos ya licenciados usan los programas generales (por ejemplo, propiedad compartida), con prioridad del Armed Forces Covenant en algunas zonas.',
    summary_us: 'Préstamo hipotecario del VA: {fee_line} Sin seguro hipotecario. {entitlement_line}',
    summary_abroad_specific: '{country}: {program}.',
    summary_abroad_none: '{country}: sin programa de vivienda específico para veteranos; lo más cercano: {program}.',
    summary_unmapped: 'No hay ningún programa de vivienda mapeado para {country}.',
  },
  de: PLAN_HOME_LOAN_MESSAGES_DE,
  fr: PLAN_HOME_LOAN_MESSAGES_FR,
};
