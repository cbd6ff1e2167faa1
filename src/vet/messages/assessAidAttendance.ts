import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { ASSESS_AID_ATTENDANCE_MESSAGES_DE } from './assessAidAttendance.de.js';
import { ASSESS_AID_ATTENDANCE_MESSAGES_FR } from './assessAidAttendance.fr.js';

/** Message keys of `assessAidAttendance`. */
export type AssessAidAttendanceMessageKey =
  | 'reason_wartime_service'
  | 'reason_age_met'
  | 'reason_age_under_65'
  | 'reason_age_unknown'
  | 'reason_surviving_spouse'
  | 'reason_care_aid_attendance'
  | 'reason_care_housebound'
  | 'reason_care_unknown'
  | 'reason_net_worth_within'
  | 'reason_net_worth_over'
  | 'reason_net_worth_unknown'
  | 'reason_income_met'
  | 'reason_income_none'
  | 'reason_income_over'
  | 'reason_income_unknown'
  | `period_${'mexican_border' | 'world_war_i' | 'world_war_ii' | 'korean_conflict' | 'vietnam_era' | 'gulf_war'}`
  | 'step_form_veteran'
  | 'step_form_survivor'
  | 'step_medical_form'
  | 'step_expenses'
  | 'step_assets'
  | 'step_advocate'
  | 'referral_us'
  | 'note_income_monthly'
  | 'note_care_cost_monthly'
  | 'note_two_veterans'
  | 'note_look_back'
  | 'note_non_us'
  | 'note_unmapped'
  | 'summary_likely'
  | 'summary_likely_max'
  | 'summary_possibly'
  | 'summary_unlikely'
  | 'summary_max_only'
  | 'summary_non_us'
  | 'summary_unmapped'
  | 'level_aid_attendance'
  | 'level_housebound'
  | 'level_basic';

/**
 * Narrative text of `assessAidAttendance`, in English and Spanish.
 *
 * @see https://www.va.gov/pension/aid-attendance-housebound/
 */
export const ASSESS_AID_ATTENDANCE_MESSAGES: MessageCatalogs<AssessAidAttendanceMessageKey> = {
  en: {
    reason_wartime_service:
      'Not checked: the veteran needs 90 days of active duty with at least one day in a period of war (38 CFR 3.2; 24 months or the full call-up for service that began after 1980-09-07) and a discharge other than dishonorable.',
    reason_age_met: 'Age {age} meets the age-65 condition for Veterans Pension (38 U.S.C. 1513).',
    reason_age_under_65: 'Under 65, the veteran must be permanently and totally disabled, in a nursing home for long-term care, or receiving Social Security disability or SSI.',
    reason_age_unknown: 'Age not given: the veteran must be 65 or older, or permanently and totally disabled, in a nursing home, or receiving Social Security disability or SSI.',
    reason_surviving_spouse: 'Survivors Pension has no age condition: the surviving spouse of a wartime veteran, not remarried, may qualify.',
    reason_care_aid_attendance: 'The needs listed ({needs}) point to Aid and Attendance: regular help with daily activities, protection from hazards, bed confinement, nursing-home care or qualifying blindness (38 CFR 3.351(c), 3.352(a)).',
    reason_care_housebound: 'The needs listed ({needs}) point to Housebound: substantially confined to the home by a permanent disability (38 CFR 3.351(d)).',
    reason_care_unknown: 'No listed need shows Aid and Attendance or Housebound; the basic pension rate is used. List needs such as bathing, dressing, dementia, nursing home or housebound.',
    reason_net_worth_within: 'Net worth {net_worth, money} (assets plus countable annual income) is within the {limit, money} limit (38 CFR 3.274).',
    reason_net_worth_over: 'Net worth {net_worth, money} (assets plus countable annual income) is over the {limit, money} limit (38 CFR 3.274); excess assets must be spent on needs, and transfers in the last 36 months are penalized (38 CFR 3.276).',
    reason_net_worth_unknown: 'Assets not given: assets (excluding the home and a lot of up to 2 acres) plus countable annual income must be at most {limit, money}.',
    reason_income_met: 'Countable annual income {countable, money} is below the {mapr, money} maximum annual pension rate, so a pension of {annual, money} a year is payable.',
    reason_income_none: 'No countable annual income, so the whole maximum annual pension rate is payable: {annual, money} a year.',
    reason_income_over: 'Countable annual income {countable, money} is at or above the {mapr, money} maximum annual pension rate, so no pension is payable; larger unreimbursed medical costs would lower countable income.',
    reason_income_unknown: 'Income not given: the pension is the maximum annual pension rate ({mapr, money}) minus countable income.',
    period_mexican_border: 'Mexican border period',
    period_world_war_i: 'World War I',
    period_world_war_ii: 'World War II',
    period_korean_conflict: 'Korean conflict',
    period_vietnam_era: 'Vietnam era (in the Republic of Vietnam from 1955-11-01)',
    period_gulf_war: 'Gulf War (no end date set yet)',
    step_form_veteran: 'File VA Form 21-527EZ (Application for Veterans Pension), online at va.gov or by mail.',
    step_form_survivor: 'File VA Form 21P-534EZ (Application for DIC, Survivors Pension and Accrued Benefits).',
    step_medical_form: 'Have a doctor complete VA Form 21-2680 (Examination for Housebound Status or Permanent Need for Regular Aid and Attendance); for a nursing home, VA Form 21-0779.',
    step_expenses: 'Report recurring unreimbursed medical and care costs (home care, assisted living, insurance premiums) on VA Form 21P-8416.',
    step_assets: 'List all assets and income of the household, and any transfers of assets in the last 36 months.',
    step_advocate: 'Ask an accredited representative for help; preparing an initial pension claim must be free (38 U.S.C. 5904), so avoid anyone charging a fee for it.',
    referral_us: 'A VA-accredited Veterans Service Organization (VSO) representative, attorney or claims agent; VSO help is free.',
    note_income_monthly: 'income is read as monthly household income and multiplied by 12.',
    note_care_cost_monthly: 'care_cost is read as monthly unreimbursed medical and care costs and multiplied by 12.',
    note_two_veterans: 'Rates for two veterans married to each other, protected pensions and the Spanish-American War rates are not included.',
    note_look_back: 'Assets given away or sold for less than fair value in the 36 months before the claim, and that would have put net worth over the limit, cause a penalty of up to 5 years: the amount transferred divided by {penalty_rate, money} is the number of months without pension (38 CFR 3.276).',
    note_non_us: 'The US care-needs pension (Aid and Attendance) and its dollar amounts do not apply in {country}. The closest program is {program}; ask {authority}.',
    note_unmapped: 'No care-needs program is mapped for {country}, and US rules were not applied. Ask {country}\'s national veterans authority or social-care services.',
    summary_likely: 'Likely eligible for {level}: estimated {monthly, money} a month (maximum {max, money} a month for this family status, rates effective {effective}). Wartime service must still be confirmed.',
    summary_likely_max: 'Likely eligible for {level}: estimated {monthly, money} a month, the maximum for this family status (rates effective {effective}). Wartime service must still be confirmed.',
    summary_possibly: 'Possibly eligible for {level}: up to {max, money} a month for this family status (rates effective {effective}); the open points are listed in reasons.',
    summary_unlikely: 'Unlikely to be eligible for {level} now: see reasons (maximum {max, money} a month for this family status, rates effective {effective}).',
    summary_max_only: 'Up to {max, money} a month for {level} for this family status (rates effective {effective}).',
    summary_non_us: '{country}: the closest care-needs program is {program}; the US care-needs pension does not apply.',
    summary_unmapped: 'No care-needs program is mapped for {country}; US rules were not applied.',
    level_aid_attendance: 'VA pension with Aid and Attendance',
    level_housebound: 'VA pension with Housebound',
    level_basic: 'basic VA pension',
  },
  es: {
    reason_wartime_service:
      'No comprobado: el veterano necesita 90 días de servicio activo con al menos un día en un período de guerra (38 CFR 3.2; 24 meses o todo el período de llamamiento si el servicio empezó después del 1980-09-07) y una baja que no sea deshonrosa.',
    reason_age_met: 'La edad de {age, plural, one {# año} other {# años}} cumple la condición de 65 años de la Pensión para Veteranos (38 U.S.C. 1513).',
    reason_age_under_65: 'Con menos de 65 años, el veterano debe tener una discapacidad total y permanente, estar en un hogar de ancianos para cuidados a largo plazo o recibir la discapacidad del Seguro Social o el SSI.',
    reason_age_unknown: 'No se indicó la edad: el veterano debe tener 65 años o más, o una discapacidad total y permanente, estar en un hogar de ancianos o recibir la discapacidad del Seguro Social o el SSI.',
    reason_surviving_spouse: 'La Pensión para Sobrevivientes no exige edad: puede calificar el cónyuge sobreviviente de un veterano de guerra que no se haya vuelto a casar.',
    reason_care_aid_attendance: 'Las necesidades indicadas ({needs}) apuntan a Ayuda y Asistencia: ayuda habitual con las actividades diarias, protección frente a peligros, confinamiento en cama, cuidados en un hogar de ancianos o ceguera que califica (38 CFR 3.351(c), 3.352(a)).',
    reason_care_housebound: 'Las necesidades indicadas ({needs}) apuntan a Confinamiento en el hogar: confinado sustancialmente en casa por una discapacidad permanente (38 CFR 3.351(d)).',
    reason_care_unknown: 'Ninguna necesidad indicada muestra Ayuda y Asistencia ni Confinamiento en el hogar; se usa la tarifa básica de pensión. Indique necesidades como bañarse, vestirse, demencia, hogar de ancianos o confinado en casa.',
    reason_net_worth_within: 'El patrimonio neto de {net_worth, money} (bienes más ingresos anuales computables) está dentro del límite de {limit, money} (38 CFR 3.274).',
    reason_net_worth_over: 'El patrimonio neto de {net_worth, money} (bienes más ingresos anuales computables) supera el límite de {limit, money} (38 CFR 3.274); los bienes en exceso deben gastarse en necesidades, y las transferencias de los últimos 36 meses se penalizan (38 CFR 3.276).',
    reason_net_worth_unknown: 'No se indicaron los bienes: los bienes (sin contar la vivienda y un terreno de hasta 2 acres) más los ingresos anuales computables deben ser como máximo {limit, money}.',
    reason_income_met: 'Los ingresos anuales computables de {countable, money} están por debajo de la tarifa máxima anual de pensión de {mapr, money}, así que corresponde una pensión de {annual, money} al año.',
    reason_income_none: 'Sin ingresos anuales computables, corresponde la tarifa máxima anual de pensión completa: {annual, money} al año.',
    reason_income_over: 'Los ingresos anuales computables de {countable, money} igualan o superan la tarifa máxima anual de pensión de {mapr, money}, así que no corresponde pensión; gastos médicos no reembolsados mayores reducirían los ingresos computables.',
    reason_income_unknown: 'No se indicaron los ingresos: la pensión es la tarifa máxima anual de pensión ({mapr, money}) menos los ingresos computables.',
    period_mexican_border: 'Período de la frontera mexicana',
    period_world_war_i: 'Primera Guerra Mundial',
    period_world_war_ii: 'Segunda Guerra Mundial',
    period_korean_conflict: 'Conflicto de Corea',
    period_vietnam_era: 'Era de Vietnam (en la República de Vietnam desde el 1955-11-01)',
    period_gulf_war: 'Guerra del Golfo (aún sin fecha de fin)',
    step_form_veteran: 'Presente el formulario VA 21-527EZ (solicitud de Pensión para Veteranos), en va.gov o por correo.',
    step_form_survivor: 'Presente el formulario VA 21P-534EZ (solicitud de DIC, Pensión para Sobrevivientes y beneficios acumulados).',
    step_medical_form: 'Pida a un médico que complete el formulario VA 21-2680 (examen de confinamiento en el hogar o necesidad permanente de ayuda y asistencia); para un hogar de ancianos, el formulario VA 21-0779.',
    step_expenses: 'Declare los gastos médicos y de cuidado recurrentes no reembolsados (cuidado en casa, residencia asistida, primas de seguro) en el formulario VA 21P-8416.',
    step_assets: 'Indique todos los bienes e ingresos del hogar y cualquier transferencia de bienes de los últimos 36 meses.',
    step_advocate: 'Pida ayuda a un representante acreditado; preparar una primera reclamación de pensión debe ser gratis (38 U.S.C. 5904), así que evite a quien cobre por ello.',
    referral_us: 'Un representante de una organización de servicio a veteranos (VSO), abogado o agente de reclamaciones acreditado por el VA; la ayuda de las VSO es gratuita.',
    note_income_monthly: 'income se interpreta como ingreso mensual del hogar y se multiplica por 12.',
    note_care_cost_monthly: 'care_cost se interpreta como gastos mensuales médicos y de cuidado no reembolsados y se multiplica por 12.',
    note_two_veterans: 'No se incluyen las tarifas para dos veteranos casados entre sí, las pensiones protegidas ni las tarifas de la Guerra Hispano-Estadounidense.',
    note_look_back: 'Los bienes regalados o vendidos por menos de su valor en los 36 meses anteriores a la reclamación, que habrían puesto el patrimonio por encima del límite, causan una penalización de hasta 5 años: el monto transferido dividido entre {penalty_rate, money} es el número de meses sin pensión (38 CFR 3.276).',
    note_non_us: 'La pensión de cuidados de EE. UU. (Aid and Attendance) y sus montos en dólares no se aplican en {country}. El programa más cercano es {program}; consulte a {authority}.',
    note_unmapped: 'No hay ningún programa de cuidados registrado para {country}, y no se aplicaron las normas de EE. UU. Consulte a la autoridad nacional de veteranos de {country} o a los servicios sociales.',
    summary_likely: 'Probablemente califica para {level}: unos {monthly, money} al mes (máximo {max, money} al mes para esta situación familiar, tarifas vigentes desde el {effective}). Falta confirmar el servicio en tiempo de guerra.',
    summary_likely_max: 'Probablemente califica para {level}: unos {monthly, money} al mes, el máximo para esta situación familiar (tarifas vigentes desde el {effective}). Falta confirmar el servicio en tiempo de guerra.',
    summary_possibly: 'Podría calificar para {level}: hasta {max, money} al mes para esta situación familiar (tarifas vigentes desde el {effective}); los puntos abiertos están en reasons.',
    summary_unlikely: 'Es poco probable que califique ahora para {level}: vea reasons (máximo {max, money} al mes para esta situación familiar, tarifas vigentes desde el {effective}).',
    summary_max_only: 'Hasta {max, money} al mes por {level} para esta situación familiar (tarifas vigentes desde el {effective}).',
    summary_non_us: '{country}: el programa de cuidados más cercano es {program}; la pensión de cuidados de EE. UU. no se aplica.',
    summary_unmapped: 'No hay ningún programa de cuidados registrado para {country}; no se aplicaron las normas de EE. UU.',
    level_aid_attendance: 'la pensión del VA con Ayuda y Asistencia (Aid and Attendance)',
    level_housebound: 'la pensión del VA con Confinamiento en el hogar (Housebound)',
    level_basic: 'la pensión básica del VA',
  },
  de: ASSESS_AID_ATTENDANCE_MESSAGES_DE,
  fr: ASSESS_AID_ATTENDANCE_MESSAGES_FR,
};
