import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import type { CreditNegativeItemId } from '../rules/creditNegativeItems.js';
import type { FicoBand } from '../rules/creditScoreScales.js';
import { PLAN_CREDIT_REPAIR_MESSAGES_DE } from './planCreditRepair.de.js';
import { PLAN_CREDIT_REPAIR_MESSAGES_FR } from './planCreditRepair.fr.js';

/** Actions of the credit-repair plan, in the order they are given. */
export type CreditRepairActionId =
  | 'get_reports'
  | 'dispute_errors'
  | 'catch_up_late'
  | 'lower_utilization'
  | 'handle_collections'
  | 'medical_rules'
  | 'public_records'
  | 'goodwill_letter'
  | 'pause_applications'
  | 'rebuild_after_bankruptcy'
  | 'add_positive_history'
  | 'let_time_work'
  | 'avoid_repair_scams'
  | 'identify_unknown';

/** Message keys of {@link planCreditRepair}. */
export type PlanCreditRepairKey =
  | `item_${CreditNegativeItemId}`
  | 'item_unknown'
  | `band_${FicoBand['band']}`
  | 'note_judgment_not_reported'
  | 'note_tax_lien_not_reported'
  | 'note_tax_lien_partial'
  | 'note_medical_policy'
  | 'note_medical_states'
  | 'note_inquiry_scored'
  | 'note_utilization'
  | 'note_unknown'
  | 'note_no_period'
  | 'action_get_reports_US'
  | 'action_get_reports_UK'
  | 'action_get_reports_CA'
  | 'action_get_reports_AU'
  | `action_${Exclude<CreditRepairActionId, 'get_reports'>}`
  | `reason_${Exclude<CreditRepairActionId, 'dispute_errors'>}`
  | 'reason_lower_utilization_flagged'
  | 'action_avoid_repair_scams_intl'
  | 'warn_points_editorial'
  | 'warn_no_points_outside_us'
  | 'warn_unknown'
  | 'goal_score'
  | 'goal_text'
  | 'narrative'
  | 'narrative_band'
  | 'narrative_none'
  | 'reason_dispute_errors_US'
  | 'reason_dispute_errors_UK'
  | 'reason_dispute_errors_CA'
  | 'reason_dispute_errors_AU'
  | 'reason_avoid_repair_scams_intl'
  | 'item_bankruptcy_ch7_intl'
  | 'item_bankruptcy_ch13_intl';

const ITEMS_EN: Record<`item_${CreditNegativeItemId}` | 'item_unknown', string> = {
  item_late_30: 'Late payment (30 days)',
  item_late_60: 'Late payment (60 days)',
  item_late_90: 'Late payment (90 days or more)',
  item_collection: 'Collection account',
  item_medical_collection: 'Medical collection',
  item_charge_off: 'Charge-off',
  item_repossession: 'Repossession',
  item_foreclosure: 'Foreclosure',
  item_default: 'Default',
  item_bankruptcy_ch7: 'Bankruptcy (Chapter 7 or a straight bankruptcy)',
  item_bankruptcy_ch13: 'Bankruptcy (Chapter 13 or a repayment arrangement: consumer proposal, IVA, debt agreement)',
  item_judgment: 'Civil judgment',
  item_tax_lien: 'Tax lien',
  item_hard_inquiry: 'Hard inquiry',
  item_high_utilization: 'High credit utilization',
  item_unknown: 'Not recognised',
};

const ITEMS_ES: Record<`item_${CreditNegativeItemId}` | 'item_unknown', string> = {
  item_late_30: 'Pago atrasado (30 días)',
  item_late_60: 'Pago atrasado (60 días)',
  item_late_90: 'Pago atrasado (90 días o más)',
  item_collection: 'Cuenta en cobranza',
  item_medical_collection: 'Cobranza de deuda médica',
  item_charge_off: 'Cuenta castigada (charge-off)',
  item_repossession: 'Embargo del vehículo (reposesión)',
  item_foreclosure: 'Ejecución hipotecaria',
  item_default: 'Impago registrado (default)',
  item_bankruptcy_ch7: 'Quiebra (capítulo 7 o quiebra ordinaria)',
  item_bankruptcy_ch13: 'Quiebra (capítulo 13 o un acuerdo de pago: propuesta al consumidor, IVA, acuerdo de deuda)',
  item_judgment: 'Sentencia civil',
  item_tax_lien: 'Gravamen fiscal',
  item_hard_inquiry: 'Consulta de crédito rigurosa',
  item_high_utilization: 'Uso alto del crédito disponible',
  item_unknown: 'No reconocido',
};

/** The credit-repair catalogs (English and Spanish). */
export const PLAN_CREDIT_REPAIR_MESSAGES: MessageCatalogs<PlanCreditRepairKey> = {
  en: {
    ...ITEMS_EN,
    band_poor: 'poor',
    band_fair: 'fair',
    band_good: 'good',
    band_very_good: 'very good',
    band_exceptional: 'exceptional',
    note_judgment_not_reported: 'Equifax, Experian and TransUnion stopped carrying civil judgments on 2017-07-01 (National Consumer Assistance Plan). If one still shows, dispute it.',
    note_tax_lien_not_reported: 'Equifax, Experian and TransUnion removed every tax lien in April 2018. If one still shows, dispute it; the lien itself may still bind your property.',
    note_tax_lien_partial: 'Since 2017-07-01 the bureaus carry only tax liens with full identifiers; many were removed.',
    note_medical_policy: 'The three bureaus delete paid medical collections, do not report medical collections whose first reported balance was under {min}, and wait {wait, plural, one {# day} other {# days}} before an unpaid one can appear.',
    note_medical_states: 'Colorado, New York, Minnesota, California and other states bar medical debt from credit reports altogether.',
    note_inquiry_scored: 'Shown for {shown, plural, one {# month} other {# months}} but counted in FICO scores for {scored, plural, one {# month} other {# months}}; several inquiries for the same mortgage, auto or student loan within a short shopping window count as one.',
    note_utilization: 'Not a record of the past: the score follows the balances last reported, so paying balances down helps within a month or two.',
    note_unknown: 'This item was not recognised; check what it is on the report itself (its type and its dates).',
    note_no_period: 'No retention period is tabulated for this item in this country.',
    action_get_reports_US: 'Get your free reports from all three bureaus at AnnualCreditReport.com (free weekly) and list every negative item with its dates.',
    action_get_reports_UK: 'Get your statutory credit reports from Experian, Equifax and TransUnion (free) and list every negative item with its dates.',
    action_get_reports_CA: 'Get your free credit reports from Equifax Canada and TransUnion Canada and list every negative item with its dates.',
    action_get_reports_AU: 'Get your free credit reports from Equifax, Experian and illion (free every three months) and list every negative item with its dates.',
    reason_get_reports: 'Each bureau holds a different file; you can only fix what you can see, and the dates tell you when each item must go.',
    action_dispute_errors: 'Dispute in writing any item that is wrong, not yours, duplicated or older than its reporting period, with the bureau and with the lender that reported it.',
    reason_dispute_errors_US: 'Inaccurate or obsolete items must be corrected or deleted (in the US the bureau must investigate within 30 days, FCRA § 611); this is the only way to remove an item early.',
    reason_dispute_errors_UK: 'Inaccurate items must be corrected (UK GDPR article 16), and a credit reference agency must answer a notice of correction within 28 days (Consumer Credit Act 1974 s 159); this is the only way to remove an item early.',
    reason_dispute_errors_CA: 'Inaccurate or obsolete items must be corrected or deleted: your province\'s consumer reporting law requires the bureau to investigate a dispute; this is the only way to remove an item early.',
    reason_dispute_errors_AU: 'A credit reporting body must correct inaccurate, out-of-date or incomplete information, usually within 30 days of your request (Privacy Act 1988 s 20T); this is the only way to remove an item early.',
    action_catch_up_late: 'Bring every late account current and set up automatic minimum payments.',
    reason_catch_up_late: 'Payment history weighs most in scores; each further month late adds a worse mark (30, 60, 90 days) and leads toward charge-off.',
    action_lower_utilization: 'Pay card balances below 30% of each limit, ideally below 10%, before the statement date.',
    reason_lower_utilization: 'Utilization is the fastest lever: scores read the balances last reported, so lower balances count within a billing cycle or two.',
    reason_lower_utilization_flagged: 'You listed high utilization; it is the fastest item to fix, because scores read only the balances last reported.',
    action_handle_collections: 'For each collection or charge-off: ask the collector to validate the debt, check the limitation period before paying, and get any deal (pay-for-delete or settlement) in writing before you pay.',
    reason_handle_collections: 'Newer scores (FICO 9 and 10, VantageScore 3.0 and 4.0) ignore paid collections, and a written agreement protects you; a payment does not restart the reporting clock but may restart the limitation period in some places.',
    action_medical_rules: 'Check each medical collection against the medical-debt rules: paid ones, ones under the threshold and ones less than a year old should not be on your report.',
    reason_medical_rules: 'Medical collections get special treatment; many can be removed by a simple dispute.',
    action_public_records: 'Dispute any civil judgment or tax lien shown on an Equifax, Experian or TransUnion report.',
    reason_public_records: 'The three bureaus no longer carry them, so one still shown is an error.',
    action_goodwill_letter: 'For an isolated late payment on an otherwise good account, write a goodwill letter asking the lender to remove it.',
    reason_goodwill_letter: 'Lenders are not obliged to, but some remove a single late payment for a customer with a good record.',
    action_pause_applications: 'Stop applying for new credit for at least six months, except for a planned mortgage or auto loan.',
    reason_pause_applications: 'Each application adds a hard inquiry and a new account lowers the average age of your accounts.',
    action_rebuild_after_bankruptcy: 'Check that every debt discharged in the bankruptcy shows a zero balance and "included in bankruptcy", then start rebuilding with a secured card.',
    reason_rebuild_after_bankruptcy: 'Discharged debts still reported as owed are a common error; new positive history is what lifts the score while the bankruptcy ages.',
    action_add_positive_history: 'Add positive history: keep old accounts open and, if you have few accounts, add a secured card or a credit-builder loan paid on time.',
    reason_add_positive_history: 'New on-time history offsets old negatives; the build-credit plan shows the steps.',
    action_let_time_work: 'Let accurate items age: their weight falls each year and they must leave the file at the end of their reporting period.',
    reason_let_time_work: 'Accurate negative items cannot be removed early, but scores weigh recent behaviour most.',
    action_avoid_repair_scams: 'Do not pay a credit repair company up front; you can do every step above yourself for free.',
    reason_avoid_repair_scams: 'The Credit Repair Organizations Act bars charging before the work is done (15 U.S.C. 1679b(b)), and no one can remove accurate, timely information.',
    reason_avoid_repair_scams_intl: 'No one can lawfully remove accurate, up-to-date information from your file, so paying someone to do it buys nothing.',
    item_bankruptcy_ch7_intl: 'Bankruptcy',
    item_bankruptcy_ch13_intl: 'Formal repayment arrangement (consumer proposal, IVA, debt relief order, debt agreement)',
    action_avoid_repair_scams_intl: 'Do not pay anyone who promises to remove accurate items; you can check and dispute your report yourself for free.',
    action_identify_unknown: 'Look up the items that were not recognised on the report itself and treat each as one of the kinds above.',
    reason_identify_unknown: 'They were kept in the list so that nothing is overlooked, but no period or impact could be given.',
    warn_points_editorial: 'Point ranges are editorial estimates for a FICO 300–850 score, not published figures (unverified); the real drop depends on the rest of your file, and higher scores fall further.',
    warn_no_points_outside_us: 'No point ranges are given outside the US: each bureau there uses its own scale and publishes no costs per item.',
    warn_unknown: 'Not recognised: {items}.',
    goal_score: 'Goal: {target} ({points} points from {score}).',
    goal_text: 'Goal: {goal}.',
    narrative: 'Your score of {score} sits on the {country} scale of {min}–{max}. You listed {count, plural, one {# negative item} other {# negative items}} ({unknown} not recognised). Start with your reports and disputes, then the levers that act fastest (late accounts and balances); accurate items fade with time.',
    narrative_band: 'Your score of {score} is {band} on the FICO 300–850 scale. You listed {count, plural, one {# negative item} other {# negative items}} ({unknown} not recognised). Start with your reports and disputes, then the levers that act fastest (late accounts and balances); accurate items fade with time.',
    narrative_none: 'Your score of {score} sits on the {country} scale of {min}–{max}. You listed no negative items, so the plan is to check your reports and to build positive history.',
  },
  es: {
    ...ITEMS_ES,
    band_poor: 'malo',
    band_fair: 'regular',
    band_good: 'bueno',
    band_very_good: 'muy bueno',
    band_exceptional: 'excepcional',
    note_judgment_not_reported: 'Equifax, Experian y TransUnion dejaron de incluir sentencias civiles el 2017-07-01 (National Consumer Assistance Plan). Si aún aparece una, dispútela.',
    note_tax_lien_not_reported: 'Equifax, Experian y TransUnion eliminaron todos los gravámenes fiscales en abril de 2018. Si aún aparece uno, dispútelo; el gravamen puede seguir afectando a su propiedad.',
    note_tax_lien_partial: 'Desde el 2017-07-01 las agencias solo incluyen gravámenes fiscales con identificación completa; muchos se eliminaron.',
    note_medical_policy: 'Las tres agencias borran las cobranzas médicas pagadas, no informan las cobranzas médicas cuyo primer saldo informado fue inferior a {min} y esperan {wait, plural, one {# día} other {# días}} antes de que una impagada pueda aparecer.',
    note_medical_states: 'Colorado, Nueva York, Minnesota, California y otros estados prohíben del todo la deuda médica en los informes de crédito.',
    note_inquiry_scored: 'Aparece durante {shown, plural, one {# mes} other {# meses}}, pero cuenta en la puntuación FICO durante {scored, plural, one {# mes} other {# meses}}; varias consultas para la misma hipoteca, préstamo de auto o préstamo estudiantil en un período corto de comparación cuentan como una.',
    note_utilization: 'No es un registro del pasado: la puntuación sigue los últimos saldos informados, así que reducir saldos ayuda en uno o dos meses.',
    note_unknown: 'No se reconoció esta partida; compruebe en el propio informe de qué se trata (su tipo y sus fechas).',
    note_no_period: 'No hay un plazo de conservación tabulado para esta partida en este país.',
    action_get_reports_US: 'Obtenga sus informes gratuitos de las tres agencias en AnnualCreditReport.com (gratis cada semana) y anote cada partida negativa con sus fechas.',
    action_get_reports_UK: 'Obtenga sus informes legales de crédito de Experian, Equifax y TransUnion (gratis) y anote cada partida negativa con sus fechas.',
    action_get_reports_CA: 'Obtenga sus informes gratuitos de Equifax Canadá y TransUnion Canadá y anote cada partida negativa con sus fechas.',
    action_get_reports_AU: 'Obtenga sus informes gratuitos de Equifax, Experian e illion (gratis cada tres meses) y anote cada partida negativa con sus fechas.',
    reason_get_reports: 'Cada agencia tiene un expediente distinto; solo puede corregir lo que ve, y las fechas le dicen cuándo debe desaparecer cada partida.',
    action_dispute_errors: 'Dispute por escrito toda partida errónea, ajena, duplicada o más antigua que su plazo de información, ante la agencia y ante el acreedor que la informó.',
    reason_dispute_errors_US: 'Las partidas inexactas u obsoletas deben corregirse o borrarse (en EE. UU. la agencia debe investigar en 30 días, FCRA § 611); es la única forma de quitar una partida antes de tiempo.',
    reason_dispute_errors_UK: 'Las partidas inexactas deben corregirse (artículo 16 del UK GDPR), y una agencia de referencia crediticia debe responder a un aviso de corrección en 28 días (Consumer Credit Act 1974, s. 159); es la única forma de quitar una partida antes de tiempo.',
    reason_dispute_errors_CA: 'Las partidas inexactas u obsoletas deben corregirse o eliminarse: la ley de informes de consumidores de su provincia obliga a la agencia a investigar una disputa; es la única forma de quitar una partida antes de tiempo.',
    reason_dispute_errors_AU: 'Un organismo de informes de crédito debe corregir la información inexacta, desactualizada o incompleta, normalmente en 30 días desde su solicitud (Privacy Act 1988, s. 20T); es la única forma de quitar una partida antes de tiempo.',
    action_catch_up_late: 'Ponga al día todas las cuentas atrasadas y programe pagos mínimos automáticos.',
    reason_catch_up_late: 'El historial de pagos es lo que más pesa; cada mes más de atraso añade una marca peor (30, 60, 90 días) y acerca el castigo de la cuenta.',
    action_lower_utilization: 'Reduzca el saldo de cada tarjeta por debajo del 30 % de su límite, idealmente del 10 %, antes de la fecha de corte.',
    reason_lower_utilization: 'El uso del crédito es la palanca más rápida: la puntuación lee los últimos saldos informados, así que unos saldos menores cuentan en uno o dos ciclos.',
    reason_lower_utilization_flagged: 'Indicó un uso alto del crédito; es lo más rápido de corregir, porque la puntuación solo lee los últimos saldos informados.',
    action_handle_collections: 'Para cada cobranza o cuenta castigada: pida al cobrador que valide la deuda, revise el plazo de prescripción antes de pagar y obtenga cualquier acuerdo (borrado a cambio de pago o liquidación) por escrito antes de pagar.',
    reason_handle_collections: 'Las puntuaciones más nuevas (FICO 9 y 10, VantageScore 3.0 y 4.0) ignoran las cobranzas pagadas, y un acuerdo escrito le protege; un pago no reinicia el plazo de información, pero en algunos lugares puede reiniciar la prescripción.',
    action_medical_rules: 'Revise cada cobranza médica según las reglas de deuda médica: las pagadas, las inferiores al umbral y las de menos de un año no deberían figurar en su informe.',
    reason_medical_rules: 'Las cobranzas médicas tienen un trato especial; muchas se eliminan con una simple disputa.',
    action_public_records: 'Dispute cualquier sentencia civil o gravamen fiscal que aparezca en un informe de Equifax, Experian o TransUnion.',
    reason_public_records: 'Las tres agencias ya no los incluyen, así que uno que siga apareciendo es un error.',
    action_goodwill_letter: 'Para un pago atrasado aislado en una cuenta por lo demás buena, escriba una carta de buena voluntad pidiendo al acreedor que lo retire.',
    reason_goodwill_letter: 'El acreedor no está obligado, pero algunos retiran un único atraso a un cliente con buen historial.',
    action_pause_applications: 'Deje de solicitar crédito nuevo durante al menos seis meses, salvo una hipoteca o un préstamo de auto ya planeados.',
    reason_pause_applications: 'Cada solicitud añade una consulta rigurosa y una cuenta nueva reduce la antigüedad media de sus cuentas.',
    action_rebuild_after_bankruptcy: 'Compruebe que cada deuda liberada en la quiebra figura con saldo cero e «incluida en la quiebra», y empiece a reconstruir con una tarjeta asegurada.',
    reason_rebuild_after_bankruptcy: 'Las deudas liberadas que siguen apareciendo como pendientes son un error frecuente; el nuevo historial positivo es lo que sube la puntuación mientras la quiebra envejece.',
    action_add_positive_history: 'Añada historial positivo: mantenga abiertas las cuentas antiguas y, si tiene pocas, añada una tarjeta asegurada o un préstamo para crear crédito pagado a tiempo.',
    reason_add_positive_history: 'El nuevo historial de pagos puntuales compensa las partidas negativas antiguas; el plan para crear crédito muestra los pasos.',
    action_let_time_work: 'Deje que las partidas exactas envejezcan: su peso baja cada año y deben salir del expediente al final de su plazo de información.',
    reason_let_time_work: 'Las partidas negativas exactas no se pueden quitar antes de tiempo, pero la puntuación pesa sobre todo el comportamiento reciente.',
    action_avoid_repair_scams: 'No pague por adelantado a una empresa de reparación de crédito; puede hacer usted mismo gratis cada paso anterior.',
    reason_avoid_repair_scams: 'La Credit Repair Organizations Act prohíbe cobrar antes de hacer el trabajo (15 U.S.C. 1679b(b)), y nadie puede quitar información exacta y vigente.',
    reason_avoid_repair_scams_intl: 'Nadie puede quitar legalmente de su expediente información exacta y actualizada, así que pagar a alguien para hacerlo no sirve de nada.',
    item_bankruptcy_ch7_intl: 'Quiebra',
    item_bankruptcy_ch13_intl: 'Acuerdo formal de pago (propuesta al consumidor, IVA, orden de alivio de deudas, acuerdo de deuda)',
    action_avoid_repair_scams_intl: 'No pague a nadie que prometa quitar partidas exactas; puede revisar y disputar su informe usted mismo gratis.',
    action_identify_unknown: 'Busque en el propio informe las partidas no reconocidas y trate cada una como uno de los tipos anteriores.',
    reason_identify_unknown: 'Se conservaron en la lista para no pasar nada por alto, pero no se pudo dar su plazo ni su impacto.',
    warn_points_editorial: 'Los rangos de puntos son estimaciones editoriales para una puntuación FICO de 300–850, no cifras publicadas (sin verificar); la caída real depende del resto de su expediente, y las puntuaciones altas caen más.',
    warn_no_points_outside_us: 'Fuera de EE. UU. no se dan rangos de puntos: cada agencia usa su propia escala y no publica costes por partida.',
    warn_unknown: 'No reconocidas: {items}.',
    goal_score: 'Meta: {target} ({points} puntos desde {score}).',
    goal_text: 'Meta: {goal}.',
    narrative: 'Su puntuación de {score} está en la escala de {country} de {min}–{max}. Indicó {count, plural, one {# partida negativa} other {# partidas negativas}} ({unknown} no reconocidas). Empiece por sus informes y las disputas, luego por lo que actúa más rápido (cuentas atrasadas y saldos); las partidas exactas pierden peso con el tiempo.',
    narrative_band: 'Su puntuación de {score} es {band} en la escala FICO de 300–850. Indicó {count, plural, one {# partida negativa} other {# partidas negativas}} ({unknown} no reconocidas). Empiece por sus informes y las disputas, luego por lo que actúa más rápido (cuentas atrasadas y saldos); las partidas exactas pierden peso con el tiempo.',
    narrative_none: 'Su puntuación de {score} está en la escala de {country} de {min}–{max}. No indicó partidas negativas, así que el plan es revisar sus informes y crear historial positivo.',
  },
  de: PLAN_CREDIT_REPAIR_MESSAGES_DE,
  fr: PLAN_CREDIT_REPAIR_MESSAGES_FR,
};
