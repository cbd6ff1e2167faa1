import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { CHECK_STATUTE_OF_LIMITATIONS_MESSAGES_DE } from './checkStatuteOfLimitations.de.js';
import { CHECK_STATUTE_OF_LIMITATIONS_MESSAGES_FR } from './checkStatuteOfLimitations.fr.js';

/** Message keys of checkStatuteOfLimitations. */
export type CheckStatuteOfLimitationsMessageKey =
  | 'summary_active'
  | 'summary_expiring_soon'
  | 'summary_expired'
  | 'summary_disputed'
  | 'summary_range'
  | 'summary_transition'
  | 'summary_transition_expired'
  | 'status_expired_extinguished'
  | 'summary_unknown_date'
  | 'summary_unknown_jurisdiction'
  | 'summary_no_limit'
  | 'summary_government_student_loan'
  | 'missing_state'
  | 'missing_province'
  | 'status_expired'
  | 'status_expiring_soon'
  | 'status_shorter_ends_soon'
  | 'status_disputed'
  | 'period_range'
  | 'law_changed'
  | 'law_changed_transition'
  | 'accrual_offset'
  | 'uk_assumed_ew'
  | 'unverified_period'
  | 'accrual_proxy'
  | 'no_last_payment'
  | 'extinguished'
  | 'revival_never'
  | 'revival_signed_writing_only'
  | 'revival_debt_buyers'
  | 'revival_possible'
  | 'revival_unknown'
  | 'uk_restart_before_expiry'
  | 'scotland_interruption'
  | 'ca_discovery'
  | 'reg_f'
  | 'borrowing_statute'
  | 'judgment_differs'
  | 'az_card_accrual'
  | 'medical_mapping'
  | 'auto_mapping'
  | 'federal_student_no_limit'
  | 'government_student_loan'
  | 'reporting_US'
  | 'reporting_UK'
  | 'reporting_CA'
  | 'reporting_AU'
  | 'reporting_proxy'
  | 'reporting_unverified';

/** English and Spanish text of checkStatuteOfLimitations. */
export const CHECK_STATUTE_OF_LIMITATIONS_MESSAGES: MessageCatalogs<CheckStatuteOfLimitationsMessageKey> = {
  en: {
    summary_active: 'In {jurisdiction} the limitation period for this debt is {years, plural, one {# year} other {# years}}; counted from {last_payment} it runs until {expiry}.',
    summary_expiring_soon: 'In {jurisdiction} the limitation period for this debt is {years, plural, one {# year} other {# years}}; counted from {last_payment} it ends on {expiry}, within six months.',
    summary_expired: 'In {jurisdiction} the limitation period for this debt ({years, plural, one {# year} other {# years}}) ended on {expiry}, counted from {last_payment}. The debt is time-barred.',
    summary_disputed: 'In {jurisdiction} the period for this debt is {shortest} or {years, plural, one {# year} other {# years}} depending on how the law is read; counted from {last_payment} it ended on {shortest_expiry} under the shorter reading but runs until {expiry} under the longer one.',
    summary_range: 'In {jurisdiction} the period for this debt is {shortest} or {years, plural, one {# year} other {# years}} depending on how the law is read; counted from {last_payment} it ends between {shortest_expiry} and {expiry}.',
    summary_transition: 'In {jurisdiction} this debt arose before the period changed on {changed_on}: it keeps the old {years}-year period counted from {last_payment}, but a suit must be filed by {expiry}, the earlier of the two.',
    summary_transition_expired: 'In {jurisdiction} this debt arose before the period changed on {changed_on}: it kept the old {years}-year period counted from {last_payment}, but only until {expiry}, the earlier of the two. The debt is time-barred.',
    status_expired_extinguished: 'The limitation period ran out on {expiry}, and here that extinguishes the debt: it is no longer owed, and a collector who demands it may be breaking the law. Keep proof of the dates.',
    summary_unknown_date: 'In {jurisdiction} the limitation period for this debt is {years, plural, one {# year} other {# years}}. Without the date of the last payment the expiry date cannot be worked out.',
    summary_unknown_jurisdiction: 'The limitation period depends on where you live or where the debt was made; give the {field} to get an answer.',
    summary_no_limit: 'Federal student loans have no statute of limitations: the government can collect them at any time.',
    summary_government_student_loan: 'Government student loans in {country} follow their own collection rules; no limitation period is given here.',
    missing_state: 'No state was given, so no period can be stated: periods range from 3 to 15 years between states. Give the state (one of {codes}).',
    missing_province: 'No {field} was given, so no period can be stated. Give one of {codes}.',
    status_expired: 'The limitation period ran out on {expiry}. A collector can still ask you to pay, but you have a complete defense if you are sued: you must raise it in your answer, or the court may enter judgment anyway.',
    status_expiring_soon: 'The limitation period ends on {expiry}, within six months. A lawsuit filed before then is on time; check carefully before making any payment or written promise.',
    status_shorter_ends_soon: 'Under the shorter reading ({shortest, plural, one {# year} other {# years}}) the period ends on {shortest_expiry}, within six months; under the longer one ({longest, plural, one {# year} other {# years}}) it runs to {expiry}. Until a court decides which applies, treat the debt as still suable and check carefully before making any payment or written promise.',
    status_disputed: 'Sources or courts disagree on the period: {shortest, plural, one {# year} other {# years}} (ended {shortest_expiry}) or {longest, plural, one {# year} other {# years}} (runs to {expiry}). Treat the debt as possibly still suable until {expiry} and get legal advice before relying on the shorter period.',
    period_range: 'The period is {shortest} or {longest, plural, one {# year} other {# years}} depending on how a court classifies this debt ({basis}); the longer period is shown as sol_years.',
    law_changed: 'The law changed between the date of the last payment and today ({old, plural, one {# year} other {# years}} then, {new, plural, one {# year} other {# years}} now). Transition rules decide which applies; both were considered.',
    law_changed_transition: 'The period changed on {changed_on} ({old, plural, one {# year} other {# years}} before, {new, plural, one {# year} other {# years}} since). For a claim that arose before that day the old period still runs from then, but no suit may be brought after {latest}, whichever comes first ({source}).',
    accrual_offset: 'Here the claim arises {days, plural, one {# day} other {# days}} after the last payment (or after the last charge, if that was later), so the period is counted from {accrual} ({source}).',
    uk_assumed_ew: 'No UK nation was given, so this answer uses England and Wales. Scotland (5 years, after which the debt is extinguished) and Northern Ireland are shown in other_jurisdictions; give province (ENG, WLS, SCT or NIR) for the nation whose law applies.',
    unverified_period: 'This period could not be checked against the statute text ({rules}). Verify it with the statute or a lawyer before acting on it.',
    accrual_proxy: 'The period is counted from last_payment as a stand-in for the date the claim accrued (usually the first missed payment or the default). The true start may be later, which would move the expiry later too.',
    no_last_payment: 'Give last_payment (YYYY-MM-DD) to get an expiry date and a status.',
    extinguished: 'In {jurisdiction}, when the period runs out the debt itself is extinguished, not just the right to sue ({source}).',
    revival_never: 'In {jurisdiction}, once the period has run out, a payment or an acknowledgment does not revive the debt ({source}).',
    revival_signed_writing_only: 'In {jurisdiction} a payment alone does not revive a time-barred debt, but a signed written acknowledgment or promise to pay can ({source}). Do not sign anything about an old debt without advice.',
    revival_debt_buyers: 'In {jurisdiction} a debt buyer cannot sue on a time-barred consumer debt and a payment does not revive it ({source}). The original creditor may be treated differently.',
    revival_possible: 'In many states a payment, or a written acknowledgment or promise to pay, restarts or revives the limitation period, even after it has run out. Do not pay on or acknowledge an old debt before checking the rule in {jurisdiction}.',
    revival_unknown: 'What a payment or acknowledgment does in {jurisdiction} after the period has run out was not researched here. Get advice before paying on or acknowledging an old debt.',
    uk_restart_before_expiry: 'Until the 6 years have run, a part payment or a signed written acknowledgment restarts them (Limitation Act 1980 s 29(5), s 30; NI Order 1989 Part IV).',
    scotland_interruption: 'Before the 5 years run, a relevant claim (such as court action) or a relevant acknowledgment, including a payment, interrupts prescription and the 5 years start again (1973 Act s 6, s 10).',
    ca_discovery: 'The {years}-year period runs from the day the claim was discovered (for an unpaid debt, usually the default) and an ultimate period caps it. Before it ends, an acknowledgment or part payment can restart it (e.g. Ontario Limitations Act, 2002 s 13).',
    reg_f: 'Federal law: a debt collector must not sue or threaten to sue you on a time-barred debt (12 CFR 1006.26(b)). Report threats to the CFPB.',
    borrowing_statute: 'If the debt arose in another state, or the contract chooses another state\'s law, that state\'s period may apply; many states "borrow" the shorter period of the state where the claim arose.',
    judgment_differs: 'If a court has already entered a judgment on this debt, these periods no longer apply: judgments can be enforced for much longer and can often be renewed.',
    az_card_accrual: 'Arizona: a missed credit-card payment does not start the period unless the creditor accelerated the debt (Mertola v. Santos, 2017).',
    medical_mapping: 'Medical bills are sued either as an open account or, if you signed a financial agreement, as a written contract; both periods were considered.',
    auto_mapping: 'A car loan is a written contract; a car bought on a dealer\'s retail instalment contract may fall under the 4-year sale-of-goods period (UCC 2-725); both were considered.',
    federal_student_no_limit: 'Federal student loans have no limitation period (20 U.S.C. 1091a(a)): wage garnishment, tax-refund offset and lawsuits remain possible at any time. Private student loans follow the state contract period; pass student_loan_type=private for those.',
    government_student_loan: 'Government student loans in {country} are collected under their own rules (often through the tax or benefits system) rather than by a lawsuit subject to the ordinary limitation period. Pass student_loan_type=private for a loan from a private lender.',
    reporting_US: 'Credit reports: a collection or charge-off can be reported for 7 years after 180 days from the first missed payment that led to it (FCRA § 605(c), 15 U.S.C. 1681c(c)). Paying, settling or selling the debt does not restart that clock.',
    reporting_UK: 'Credit files: a default stays for 6 years from the default date, paid or not.',
    reporting_CA: 'Credit reports: collection items usually stay about 6 years from the date of last activity; the period varies by bureau and province.',
    reporting_AU: 'Credit reports: default information stays 5 years and repayment history 2 years.',
    reporting_proxy: 'The estimated removal date uses last_payment as a stand-in for the start of the delinquency; the real date is usually a little later.',
    reporting_unverified: 'This credit-reporting period is bureau practice reported by secondary sources and was not checked against an official text.',
  },
  es: {
    summary_active: 'En {jurisdiction} el plazo de prescripción de esta deuda es de {years, plural, one {# año} other {# años}}; contado desde {last_payment}, vence el {expiry}.',
    summary_expiring_soon: 'En {jurisdiction} el plazo de prescripción de esta deuda es de {years, plural, one {# año} other {# años}}; contado desde {last_payment}, vence el {expiry}, dentro de seis meses.',
    summary_expired: 'En {jurisdiction} el plazo de prescripción de esta deuda ({years, plural, one {# año} other {# años}}) venció el {expiry}, contado desde {last_payment}. La deuda está prescrita.',
    summary_disputed: 'En {jurisdiction} el plazo de esta deuda es de {shortest} o de {years, plural, one {# año} other {# años}} según cómo se interprete la ley; contado desde {last_payment}, venció el {shortest_expiry} según la lectura más corta, pero sigue vigente hasta el {expiry} según la más larga.',
    summary_range: 'En {jurisdiction} el plazo de esta deuda es de {shortest} o de {years, plural, one {# año} other {# años}} según cómo se interprete la ley; contado desde {last_payment}, vence entre el {shortest_expiry} y el {expiry}.',
    summary_transition: 'En {jurisdiction} esta deuda nació antes de que el plazo cambiara el {changed_on}: conserva el plazo anterior de {years, plural, one {# año} other {# años}} contado desde {last_payment}, pero la demanda debe presentarse a más tardar el {expiry}, lo que ocurra primero.',
    summary_transition_expired: 'En {jurisdiction} esta deuda nació antes de que el plazo cambiara el {changed_on}: conservó el plazo anterior de {years, plural, one {# año} other {# años}} contado desde {last_payment}, pero solo hasta el {expiry}, lo que ocurrió primero. La deuda está prescrita.',
    status_expired_extinguished: 'El plazo de prescripción venció el {expiry} y aquí eso extingue la deuda: ya no se debe, y un cobrador que la exija puede estar infringiendo la ley. Conserve pruebas de las fechas.',
    summary_unknown_date: 'En {jurisdiction} el plazo de prescripción de esta deuda es de {years, plural, one {# año} other {# años}}. Sin la fecha del último pago no se puede calcular la fecha de vencimiento.',
    summary_unknown_jurisdiction: 'El plazo de prescripción depende de dónde vive usted o de dónde se contrajo la deuda; indique {field} para obtener una respuesta.',
    summary_no_limit: 'Los préstamos estudiantiles federales no prescriben: el gobierno puede cobrarlos en cualquier momento.',
    summary_government_student_loan: 'Los préstamos estudiantiles públicos de {country} siguen sus propias reglas de cobro; aquí no se indica ningún plazo de prescripción.',
    missing_state: 'No se indicó el estado, así que no se puede dar un plazo: según el estado va de 3 a 15 años. Indique el estado (uno de {codes}).',
    missing_province: 'No se indicó {field}, así que no se puede dar un plazo. Indique uno de {codes}.',
    status_expired: 'El plazo de prescripción venció el {expiry}. Un cobrador todavía puede pedirle el pago, pero si lo demandan usted tiene una defensa completa: debe alegarla en su contestación, o el tribunal puede dictar sentencia de todos modos.',
    status_expiring_soon: 'El plazo de prescripción vence el {expiry}, dentro de seis meses. Una demanda presentada antes de esa fecha está en plazo; piénselo bien antes de hacer cualquier pago o promesa por escrito.',
    status_shorter_ends_soon: 'Según la lectura más corta ({shortest, plural, one {# año} other {# años}}) el plazo termina el {shortest_expiry}, dentro de seis meses; según la más larga ({longest, plural, one {# año} other {# años}}) llega hasta el {expiry}. Mientras un tribunal no decida cuál se aplica, considere que la deuda todavía puede reclamarse judicialmente y tenga mucho cuidado antes de pagar o prometer algo por escrito.',
    status_disputed: 'Las fuentes o los tribunales no coinciden en el plazo: {shortest, plural, one {# año} other {# años}} (venció el {shortest_expiry}) o {longest, plural, one {# año} other {# años}} (hasta el {expiry}). Considere que la deuda aún podría reclamarse judicialmente hasta el {expiry} y consulte a un abogado antes de confiar en el plazo más corto.',
    period_range: 'El plazo es de {shortest} o de {longest, plural, one {# año} other {# años}} según cómo un tribunal califique esta deuda ({basis}); en sol_years se muestra el plazo más largo.',
    law_changed: 'La ley cambió entre la fecha del último pago y hoy ({old, plural, one {# año} other {# años}} entonces, {new, plural, one {# año} other {# años}} ahora). Las normas transitorias deciden cuál se aplica; se tuvieron en cuenta ambos.',
    law_changed_transition: 'El plazo cambió el {changed_on} ({old, plural, one {# año} other {# años}} antes, {new, plural, one {# año} other {# años}} desde entonces). Para una reclamación nacida antes de ese día sigue corriendo el plazo anterior desde entonces, pero no se puede demandar después del {latest}, lo que ocurra primero ({source}).',
    accrual_offset: 'Aquí la acción nace {days, plural, one {# día} other {# días}} después del último pago (o del último cargo, si fue posterior), así que el plazo se cuenta desde el {accrual} ({source}).',
    uk_assumed_ew: 'No se indicó la nación del Reino Unido, así que esta respuesta usa Inglaterra y Gales. Escocia (5 años, tras los cuales la deuda se extingue) e Irlanda del Norte se muestran en other_jurisdictions; indique province (ENG, WLS, SCT o NIR) para la nación cuya ley se aplica.',
    unverified_period: 'Este plazo no se pudo comprobar con el texto de la ley ({rules}). Verifíquelo con la ley o con un abogado antes de actuar.',
    accrual_proxy: 'El plazo se cuenta desde last_payment como sustituto de la fecha en que nació la acción (normalmente el primer pago no realizado o el incumplimiento). El inicio real puede ser posterior, lo que también retrasaría el vencimiento.',
    no_last_payment: 'Indique last_payment (AAAA-MM-DD) para obtener la fecha de vencimiento y el estado.',
    extinguished: 'En {jurisdiction}, al vencer el plazo se extingue la deuda misma, no solo el derecho a demandar ({source}).',
    revival_never: 'En {jurisdiction}, una vez vencido el plazo, ni un pago ni un reconocimiento reviven la deuda ({source}).',
    revival_signed_writing_only: 'En {jurisdiction} un pago por sí solo no revive una deuda prescrita, pero un reconocimiento o una promesa de pago por escrito y firmada sí puede hacerlo ({source}). No firme nada sobre una deuda antigua sin asesoría.',
    revival_debt_buyers: 'En {jurisdiction} un comprador de deudas no puede demandar por una deuda de consumo prescrita y un pago no la revive ({source}). El acreedor original puede recibir otro trato.',
    revival_possible: 'En muchos estados un pago, o un reconocimiento o promesa de pago por escrito, reinicia o revive el plazo de prescripción, incluso después de vencido. No pague ni reconozca una deuda antigua sin comprobar antes la regla de {jurisdiction}.',
    revival_unknown: 'Aquí no se investigó qué efecto tiene en {jurisdiction} un pago o un reconocimiento después de vencido el plazo. Busque asesoría antes de pagar o reconocer una deuda antigua.',
    uk_restart_before_expiry: 'Mientras no hayan pasado los 6 años, un pago parcial o un reconocimiento por escrito y firmado los reinicia (Limitation Act 1980 s 29(5), s 30; NI Order 1989 Parte IV).',
    scotland_interruption: 'Antes de que pasen los 5 años, una reclamación pertinente (como una acción judicial) o un reconocimiento pertinente, incluido un pago, interrumpe la prescripción y los 5 años empiezan de nuevo (Ley de 1973 s 6, s 10).',
    ca_discovery: 'El plazo de {years, plural, one {# año} other {# años}} corre desde el día en que se descubrió la reclamación (para una deuda impaga, normalmente el incumplimiento) y un plazo máximo lo limita. Antes de que venza, un reconocimiento o un pago parcial puede reiniciarlo (p. ej., Limitations Act, 2002 de Ontario, s 13).',
    reg_f: 'Ley federal: un cobrador de deudas no puede demandarle ni amenazarle con demandarle por una deuda prescrita (12 CFR 1006.26(b)). Denuncie las amenazas ante la CFPB.',
    borrowing_statute: 'Si la deuda nació en otro estado, o el contrato elige la ley de otro estado, puede aplicarse el plazo de ese estado; muchos estados toman el plazo más corto del estado donde nació la reclamación.',
    judgment_differs: 'Si un tribunal ya dictó sentencia sobre esta deuda, estos plazos dejan de aplicarse: las sentencias pueden ejecutarse durante mucho más tiempo y a menudo pueden renovarse.',
    az_card_accrual: 'Arizona: un pago de tarjeta no realizado no inicia el plazo salvo que el acreedor haya declarado vencida toda la deuda (Mertola v. Santos, 2017).',
    medical_mapping: 'Las facturas médicas se reclaman como cuenta abierta o, si usted firmó un acuerdo financiero, como contrato escrito; se tuvieron en cuenta ambos plazos.',
    auto_mapping: 'Un préstamo para un auto es un contrato escrito; un auto comprado con un contrato de venta a plazos del concesionario puede regirse por el plazo de 4 años de la compraventa de bienes (UCC 2-725); se tuvieron en cuenta ambos.',
    federal_student_no_limit: 'Los préstamos estudiantiles federales no prescriben (20 U.S.C. 1091a(a)): el embargo de salario, la retención del reembolso de impuestos y las demandas siguen siendo posibles en cualquier momento. Los préstamos estudiantiles privados siguen el plazo contractual del estado; indique student_loan_type=private para ellos.',
    government_student_loan: 'Los préstamos estudiantiles públicos de {country} se cobran según sus propias reglas (a menudo a través del sistema tributario o de prestaciones) y no mediante una demanda sujeta al plazo ordinario de prescripción. Indique student_loan_type=private si el préstamo es de un prestamista privado.',
    reporting_US: 'Informes de crédito: una cuenta en cobranza o castigada puede aparecer durante 7 años contados a partir de 180 días desde el primer pago no realizado que la originó (FCRA § 605(c), 15 U.S.C. 1681c(c)). Pagar, liquidar o vender la deuda no reinicia ese plazo.',
    reporting_UK: 'Historial crediticio: un impago (default) permanece 6 años desde la fecha del impago, se pague o no.',
    reporting_CA: 'Informes de crédito: las cuentas en cobranza suelen permanecer unos 6 años desde la fecha de la última actividad; el plazo varía según la agencia y la provincia.',
    reporting_AU: 'Informes de crédito: la información de impago permanece 5 años y el historial de pagos 2 años.',
    reporting_proxy: 'La fecha estimada de eliminación usa last_payment como sustituto del inicio de la morosidad; la fecha real suele ser algo posterior.',
    reporting_unverified: 'Este plazo de los informes de crédito es una práctica de las agencias descrita por fuentes secundarias y no se comprobó con un texto oficial.',
  },
  de: CHECK_STATUTE_OF_LIMITATIONS_MESSAGES_DE,
  fr: CHECK_STATUTE_OF_LIMITATIONS_MESSAGES_FR,
};
