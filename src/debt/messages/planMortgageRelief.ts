import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import type { MortgageOptionId } from '../rules/mortgageLossMitigation.js';
import { PLAN_MORTGAGE_RELIEF_MESSAGES_DE } from './planMortgageRelief.de.js';
import { PLAN_MORTGAGE_RELIEF_MESSAGES_FR } from './planMortgageRelief.fr.js';

/** Options outside the US. */
export type IntlMortgageOptionId =
  | 'uk_arrangement'
  | 'uk_smi_loan'
  | 'uk_pre_action_protocol'
  | 'uk_free_advice'
  | 'uk_voluntary_sale'
  | 'ca_default_management'
  | 'ca_credit_counselling'
  | 'ca_enforcement_route'
  | 'ca_sale_before_enforcement'
  | 'au_hardship_notice'
  | 'au_afca_complaint'
  | 'au_financial_counsellor'
  | 'au_sell_before_enforcement';

/** Steps of the mortgage-relief plan. */
export type MortgageStepId = 'call_servicer' | 'apply_complete' | 'counselor' | 'keep_records' | 'watch_deadlines' | 'avoid_scams' | 'keep_paying';

/** Message keys of {@link planMortgageRelief}. */
export type PlanMortgageReliefKey =
  | `option_${MortgageOptionId}`
  | `option_${IntlMortgageOptionId}`
  | `step_${MortgageStepId}_US`
  | `step_${MortgageStepId}_INTL`
  | `counsel_${'US' | 'UK' | 'CA' | 'AU'}`
  | `script_${'US' | 'UK' | 'CA' | 'AU'}`
  | 'default_servicer'
  | 'default_servicer_script'
  | 'assumption_first_missed'
  | 'timeline_running'
  | 'timeline_ended'
  | 'timeline_current'
  | 'loss_mit_37'
  | 'loss_mit_45'
  | 'loss_mit_early'
  | 'warn_loan_type_ignored'
  | 'warn_not_advice'
  | 'narrative_US'
  | 'narrative_INTL';

/** The mortgage-relief catalogs (English and Spanish). */
export const PLAN_MORTGAGE_RELIEF_MESSAGES: MessageCatalogs<PlanMortgageReliefKey> = {
  en: {
    option_forbearance: 'Forbearance: payments paused or reduced for a few months; the missed amount is then repaid, deferred or folded into a modification.',
    option_repayment_plan: 'Repayment plan: the regular payment plus a share of the arrears each month until you are current.',
    option_payment_deferral: 'Payment deferral (Fannie Mae/Freddie Mac): the missed payments move to a zero-interest balance due when the loan ends, is sold or refinanced.',
    option_flex_modification: 'Flex Modification (Fannie Mae/Freddie Mac): arrears added to the balance and the rate or term changed to lower the payment, targeting about 20% less.',
    option_fha_partial_claim: 'FHA partial claim: HUD pays the arrears through an interest-free second lien due when the loan ends or the home is sold.',
    option_fha_hamp_modification: 'FHA-HAMP modification: a new rate and a 30-year (or longer) term, often combined with a partial claim, to reach an affordable payment.',
    option_va_partial_claim: 'VA partial claim: VA pays the arrears through a subordinate loan so the first mortgage is brought current.',
    option_va_modification: 'VA loan modification: arrears added to the balance and the term or rate changed to an affordable payment.',
    option_usda_mortgage_recovery_advance: 'USDA Mortgage Recovery Advance: USDA advances the arrears (and sometimes principal) as an interest-free lien.',
    option_usda_modification: 'USDA loan modification: arrears capitalised and the term extended or rate reduced.',
    option_short_sale: 'Short sale: the home is sold for less than is owed with the servicer\u2019s approval; ask in writing that any shortfall is waived.',
    option_deed_in_lieu: 'Deed in lieu of foreclosure: you hand the home to the lender to cancel the debt, usually after trying to sell it; ask for relocation help and a deficiency waiver.',
    option_uk_arrangement: 'An arrangement with the lender: reduced payments for a time, a longer term, a switch to interest-only or arrears added to the balance (the FCA requires lenders to consider these, MCOB 13.3).',
    option_uk_smi_loan: 'Support for Mortgage Interest: a government loan toward the interest if you get Universal Credit or another qualifying benefit, after a {waiting, plural, one {# month} other {# months}} wait, repaid when the home is sold.',
    option_uk_pre_action_protocol: 'The pre-action protocol: before going to court the lender must give you the arrears figures, consider postponing action while you seek help or sell, and try to agree a plan.',
    option_uk_free_advice: 'Free debt advice (MoneyHelper, Shelter, Citizens Advice, StepChange) can negotiate with the lender and help at any court hearing.',
    option_uk_voluntary_sale: 'A voluntary sale before possession usually gets a better price and lower costs than a repossession sale.',
    option_ca_default_management: 'Default management: ask the lender for a payment deferral, a longer amortization, a special payment arrangement or adding arrears to the balance (the tools CMHC expects for insured loans).',
    option_ca_credit_counselling: 'A non-profit credit counsellor can budget with you and deal with your other debts so the mortgage comes first.',
    option_ca_enforcement_route: 'Enforcement depends on the province: power of sale (mostly {power_of_sale}), a court-supervised sale or foreclosure ({judicial}), or a hypothecary recourse in {hypothecary}; get legal advice as soon as you receive a notice.',
    option_ca_sale_before_enforcement: 'Selling the home yourself before enforcement usually leaves you more equity than a lender\u2019s sale.',
    option_au_hardship_notice: 'A hardship notice (National Credit Code s72), oral or written: the lender must consider changing the loan (a payment pause, lower payments, a longer term) and answer in writing.',
    option_au_afca_complaint: 'A free complaint to the Australian Financial Complaints Authority ({afca}); lenders generally pause enforcement while it is open.',
    option_au_financial_counsellor: 'A free financial counsellor through the National Debt Helpline ({helpline}).',
    option_au_sell_before_enforcement: 'Selling the home yourself before the lender takes possession; the lender must give a default notice with at least {notice, plural, one {# day} other {# days}} to fix the default first.',
    step_call_servicer_US: 'Call {servicer} now, say you are facing a hardship and ask for a loss-mitigation application.',
    step_call_servicer_INTL: 'Contact {servicer} now, explain the hardship and ask what help it offers.',
    step_apply_complete_US: 'Send a complete application (hardship letter, income, bank statements, tax returns) as early as possible and keep proof of delivery.',
    step_apply_complete_INTL: 'Put your request and a budget in writing and keep copies.',
    step_counselor_US: 'Get free help from a HUD-approved housing counselor before you sign anything.',
    step_counselor_INTL: 'Get free, independent debt advice before you agree to anything.',
    step_keep_records_US: 'Write down every call (date, name, what was said) and confirm each promise in writing.',
    step_keep_records_INTL: 'Write down every call (date, name, what was said) and confirm each promise in writing.',
    step_watch_deadlines_US: 'Watch the dates: no foreclosure filing before the 120-day date, and a complete application more than 37 days before any sale date stops the sale while it is reviewed.',
    step_watch_deadlines_INTL: 'Answer every letter and court paper by its deadline, and go to any hearing.',
    step_avoid_scams_US: 'Never pay anyone up front to save your home, and never sign the deed over to a \u201crescue\u201d company.',
    step_avoid_scams_INTL: 'Never pay anyone up front to save your home, and never sign the home over to a \u201crescue\u201d company.',
    step_keep_paying_US: 'Pay what you can while the application is reviewed, unless the servicer agrees otherwise in writing.',
    step_keep_paying_INTL: 'Pay what you can, even a part payment, to show good faith.',
    counsel_US: 'HUD-approved housing counselors give free foreclosure-prevention help: call {phone} or search {url}.',
    counsel_UK: 'Free advice: MoneyHelper, Shelter, Citizens Advice or StepChange; ask about legal aid if possession proceedings start.',
    counsel_CA: 'Free advice: a non-profit credit counselling agency (Credit Counselling Canada members) or a legal clinic in your province.',
    counsel_AU: 'Free advice: a financial counsellor through the National Debt Helpline on {helpline}.',
    script_US: 'Hello, I am calling about my {loan_type} mortgage with {servicer}. I am {months, plural, one {# month} other {# months}} behind because of a hardship and I want to keep my home. Please send me a loss-mitigation application and tell me every option you can review for an {loan_type} loan, including forbearance, a repayment plan and a modification. Please confirm in writing what documents you need and the date my application will be complete, and note that I am asking for help before any foreclosure referral.',
    script_UK: 'Hello, I am calling about my mortgage with {servicer}. I am {months, plural, one {# month} other {# months}} in arrears because of a change in my circumstances. I would like to discuss an arrangement under the FCA\u2019s rules for borrowers in arrears, such as reduced payments for a time or a longer term, and I am getting free debt advice. Please put any proposal in writing and hold any further action while we agree a plan.',
    script_CA: 'Hello, I am calling about my mortgage with {servicer}. I am {months, plural, one {# month} other {# months}} behind because of a hardship. I would like to review your default-management options, such as a payment deferral, a longer amortization or adding the arrears to the balance. Please confirm in writing what you need from me and hold any enforcement while we agree a plan.',
    script_AU: 'Hello, I am calling about my home loan with {servicer}. I am {months, plural, one {# month} other {# months}} behind and I am giving you a hardship notice under section 72 of the National Credit Code. I am asking for a change to my loan, such as a payment pause, lower payments or a longer term. Please confirm in writing what information you need and pause collection while you consider it.',
    default_servicer: 'your mortgage servicer',
    default_servicer_script: 'you',
    assumption_first_missed: 'Assumes the oldest unpaid payment fell due {months, plural, one {# month} other {# months}} before {as_of} (one month behind = 30 days past due).',
    timeline_running: 'The pre-foreclosure review period is running: no first foreclosure notice or filing before {date}.',
    timeline_ended: 'The 120-day pre-foreclosure period ended on {date}; a foreclosure referral is now possible unless a complete application is pending.',
    timeline_current: 'You are not behind yet: servicers can review you for help if a default is imminent.',
    loss_mit_37: 'If you send a complete application more than {days, plural, one {# day} other {# days}} before a scheduled sale, the servicer must evaluate it within {evaluation, plural, one {# day} other {# days}} and may not complete the sale meanwhile.',
    loss_mit_45: 'An application sent {days, plural, one {# day} other {# days}} or more before a sale must be acknowledged within {business, plural, one {# business day} other {# business days}}, saying what is missing.',
    loss_mit_early: 'By day {live} of delinquency the servicer must try to reach you, and by day {written} it must write to you about loss-mitigation options.',
    warn_loan_type_ignored: 'loan_type applies to US loans only; it was not used for {country}.',
    warn_not_advice: 'General information, not legal advice; options depend on the investor, the servicer and local law.',
    narrative_US: 'You are {months, plural, one {# month} other {# months}} behind on a {loan_type} loan. {timeline} The best fits now: {options}. Call {servicer}, apply completely and early, and get a free HUD-approved counselor.',
    narrative_INTL: 'You are {months, plural, one {# month} other {# months}} behind on your home loan in {country}. {count, plural, one {# option is} other {# options are}} listed below, gentlest first. Contact {servicer} early and get free advice.',
  },
  es: {
    option_forbearance: 'Indulgencia (forbearance): pagos suspendidos o reducidos durante unos meses; lo no pagado se devuelve luego, se aplaza o se incluye en una modificación.',
    option_repayment_plan: 'Plan de pago: el pago normal más una parte de los atrasos cada mes hasta ponerse al día.',
    option_payment_deferral: 'Aplazamiento de pagos (Fannie Mae/Freddie Mac): los pagos atrasados pasan a un saldo sin intereses que se paga al terminar, vender o refinanciar el préstamo.',
    option_flex_modification: 'Modificación Flex (Fannie Mae/Freddie Mac): los atrasos se suman al saldo y se cambian la tasa o el plazo para bajar el pago, buscando alrededor de un 20 % menos.',
    option_fha_partial_claim: 'Reclamación parcial FHA: HUD paga los atrasos mediante un segundo gravamen sin intereses que se paga al terminar el préstamo o vender la vivienda.',
    option_fha_hamp_modification: 'Modificación FHA-HAMP: una nueva tasa y un plazo de 30 años (o más), a menudo con una reclamación parcial, para lograr un pago asequible.',
    option_va_partial_claim: 'Reclamación parcial VA: el VA paga los atrasos mediante un préstamo subordinado para poner al día la primera hipoteca.',
    option_va_modification: 'Modificación de préstamo VA: los atrasos se suman al saldo y se cambian el plazo o la tasa hasta un pago asequible.',
    option_usda_mortgage_recovery_advance: 'Anticipo de recuperación hipotecaria USDA: el USDA adelanta los atrasos (y a veces capital) como un gravamen sin intereses.',
    option_usda_modification: 'Modificación de préstamo USDA: se capitalizan los atrasos y se alarga el plazo o se baja la tasa.',
    option_short_sale: 'Venta corta: la vivienda se vende por menos de lo que se debe con la aprobación del administrador; pida por escrito que se condone el faltante.',
    option_deed_in_lieu: 'Dación en pago: entrega la vivienda al prestamista para cancelar la deuda, normalmente tras intentar venderla; pida ayuda para la mudanza y la renuncia al saldo restante.',
    option_uk_arrangement: 'Un acuerdo con el prestamista: pagos reducidos por un tiempo, un plazo más largo, pasar a solo intereses o sumar los atrasos al saldo (la FCA exige a los prestamistas considerarlos, MCOB 13.3).',
    option_uk_smi_loan: 'Support for Mortgage Interest: un préstamo público para los intereses si recibe Universal Credit u otra prestación que dé derecho, tras una espera de {waiting, plural, one {# mes} other {# meses}}, que se devuelve al vender la vivienda.',
    option_uk_pre_action_protocol: 'El protocolo previo a la acción: antes de ir a juicio el prestamista debe darle las cifras de los atrasos, considerar aplazar la acción mientras busca ayuda o vende, e intentar acordar un plan.',
    option_uk_free_advice: 'El asesoramiento gratuito en deudas (MoneyHelper, Shelter, Citizens Advice, StepChange) puede negociar con el prestamista y ayudarle en cualquier audiencia.',
    option_uk_voluntary_sale: 'Una venta voluntaria antes de la toma de posesión suele lograr mejor precio y menos costes que una venta tras el embargo.',
    option_ca_default_management: 'Gestión del impago: pida al prestamista un aplazamiento de pagos, una amortización más larga, un acuerdo especial de pagos o sumar los atrasos al saldo (las herramientas que CMHC espera en préstamos asegurados).',
    option_ca_credit_counselling: 'Un asesor de crédito sin fines de lucro puede hacer un presupuesto con usted y ocuparse de sus otras deudas para que la hipoteca vaya primero.',
    option_ca_enforcement_route: 'La ejecución depende de la provincia: poder de venta (sobre todo {power_of_sale}), una venta o ejecución judicial ({judicial}) o un recurso hipotecario en {hypothecary}; busque asesoría legal en cuanto reciba un aviso.',
    option_ca_sale_before_enforcement: 'Vender usted mismo la vivienda antes de la ejecución suele dejarle más patrimonio que una venta del prestamista.',
    option_au_hardship_notice: 'Un aviso de dificultades (National Credit Code s72), oral o escrito: el prestamista debe considerar cambiar el préstamo (una pausa de pagos, pagos menores, un plazo más largo) y responder por escrito.',
    option_au_afca_complaint: 'Una queja gratuita ante la Australian Financial Complaints Authority ({afca}); los prestamistas suelen suspender la ejecución mientras está abierta.',
    option_au_financial_counsellor: 'Un consejero financiero gratuito a través de la National Debt Helpline ({helpline}).',
    option_au_sell_before_enforcement: 'Vender usted mismo la vivienda antes de que el prestamista tome posesión; antes, el prestamista debe darle un aviso de impago con al menos {notice, plural, one {# día} other {# días}} para corregirlo.',
    step_call_servicer_US: 'Llame ya a {servicer}, explique que atraviesa una dificultad y pida una solicitud de mitigación de pérdidas.',
    step_call_servicer_INTL: 'Contacte ya a {servicer}, explique la dificultad y pregunte qué ayuda ofrece.',
    step_apply_complete_US: 'Envíe una solicitud completa (carta de dificultad, ingresos, extractos bancarios, declaraciones de impuestos) lo antes posible y guarde prueba de la entrega.',
    step_apply_complete_INTL: 'Ponga por escrito su petición y un presupuesto, y guarde copias.',
    step_counselor_US: 'Obtenga ayuda gratuita de un asesor de vivienda aprobado por HUD antes de firmar nada.',
    step_counselor_INTL: 'Obtenga asesoramiento gratuito e independiente en deudas antes de aceptar nada.',
    step_keep_records_US: 'Anote cada llamada (fecha, nombre, lo que se dijo) y confirme por escrito cada promesa.',
    step_keep_records_INTL: 'Anote cada llamada (fecha, nombre, lo que se dijo) y confirme por escrito cada promesa.',
    step_watch_deadlines_US: 'Vigile las fechas: ninguna demanda de ejecución antes de la fecha de los 120 días, y una solicitud completa más de 37 días antes de una fecha de venta detiene la venta mientras se revisa.',
    step_watch_deadlines_INTL: 'Responda cada carta y documento judicial dentro de su plazo y acuda a toda audiencia.',
    step_avoid_scams_US: 'Nunca pague por adelantado a nadie para salvar su vivienda ni ceda la escritura a una empresa de «rescate».',
    step_avoid_scams_INTL: 'Nunca pague por adelantado a nadie para salvar su vivienda ni ceda la vivienda a una empresa de «rescate».',
    step_keep_paying_US: 'Pague lo que pueda mientras se revisa la solicitud, salvo que el administrador acuerde otra cosa por escrito.',
    step_keep_paying_INTL: 'Pague lo que pueda, aunque sea un pago parcial, para mostrar buena fe.',
    counsel_US: 'Los asesores de vivienda aprobados por HUD ayudan gratis a evitar la ejecución: llame al {phone} o busque en {url}.',
    counsel_UK: 'Asesoramiento gratuito: MoneyHelper, Shelter, Citizens Advice o StepChange; pregunte por la asistencia jurídica gratuita si empieza un proceso de toma de posesión.',
    counsel_CA: 'Asesoramiento gratuito: una agencia de asesoría de crédito sin fines de lucro (miembros de Credit Counselling Canada) o una clínica jurídica de su provincia.',
    counsel_AU: 'Asesoramiento gratuito: un consejero financiero a través de la National Debt Helpline en el {helpline}.',
    script_US: 'Hola, llamo por mi hipoteca {loan_type} con {servicer}. Tengo {months, plural, one {# mes} other {# meses}} de atraso por una dificultad y quiero conservar mi vivienda. Por favor, envíenme una solicitud de mitigación de pérdidas y díganme todas las opciones que pueden revisar para un préstamo {loan_type}, incluidas la indulgencia, un plan de pago y una modificación. Confirmen por escrito qué documentos necesitan y la fecha en que mi solicitud estará completa, y tomen nota de que pido ayuda antes de cualquier remisión a ejecución.',
    script_UK: 'Hola, llamo por mi hipoteca con {servicer}. Tengo {months, plural, one {# mes} other {# meses}} de atraso por un cambio en mis circunstancias. Quiero acordar un arreglo según las normas de la FCA para prestatarios atrasados, como pagos reducidos por un tiempo o un plazo más largo, y estoy recibiendo asesoramiento gratuito en deudas. Por favor, pongan cualquier propuesta por escrito y suspendan toda acción mientras acordamos un plan.',
    script_CA: 'Hola, llamo por mi hipoteca con {servicer}. Tengo {months, plural, one {# mes} other {# meses}} de atraso por una dificultad. Quiero revisar sus opciones de gestión del impago, como un aplazamiento de pagos, una amortización más larga o sumar los atrasos al saldo. Por favor, confirmen por escrito qué necesitan de mí y suspendan toda ejecución mientras acordamos un plan.',
    script_AU: 'Hola, llamo por mi préstamo hipotecario con {servicer}. Tengo {months, plural, one {# mes} other {# meses}} de atraso y les doy un aviso de dificultades según la sección 72 del National Credit Code. Pido un cambio en mi préstamo, como una pausa de pagos, pagos menores o un plazo más largo. Por favor, confirmen por escrito qué información necesitan y suspendan el cobro mientras lo consideran.',
    default_servicer: 'su administrador hipotecario',
    default_servicer_script: 'ustedes',
    assumption_first_missed: 'Supone que el pago impagado más antiguo venció {months, plural, one {# mes} other {# meses}} antes del {as_of} (un mes de atraso = 30 días vencido).',
    timeline_running: 'El período de revisión previo a la ejecución está en curso: ningún primer aviso o demanda de ejecución antes del {date}.',
    timeline_ended: 'El período de 120 días previo a la ejecución terminó el {date}; ya es posible la remisión a ejecución salvo que haya una solicitud completa pendiente.',
    timeline_current: 'Aún no tiene atrasos: los administradores pueden evaluarle para recibir ayuda si el impago es inminente.',
    loss_mit_37: 'Si envía una solicitud completa más de {days, plural, one {# día} other {# días}} antes de una venta programada, el administrador debe evaluarla en {evaluation, plural, one {# día} other {# días}} y no puede completar la venta mientras tanto.',
    loss_mit_45: 'Una solicitud enviada {days, plural, one {# día} other {# días}} o más antes de una venta debe acusarse en {business, plural, one {# día hábil} other {# días hábiles}}, indicando lo que falta.',
    loss_mit_early: 'Para el día {live} de atraso el administrador debe intentar contactarle, y para el día {written} debe escribirle sobre las opciones de mitigación de pérdidas.',
    warn_loan_type_ignored: 'loan_type solo se aplica a préstamos de EE. UU.; no se usó para {country}.',
    warn_not_advice: 'Información general, no asesoramiento legal; las opciones dependen del inversor, del administrador y de la ley local.',
    narrative_US: 'Tiene {months, plural, one {# mes} other {# meses}} de atraso en un préstamo {loan_type}. {timeline} Las opciones que mejor encajan ahora: {options}. Llame a {servicer}, presente una solicitud completa y temprana, y busque un asesor gratuito aprobado por HUD.',
    narrative_INTL: 'Tiene {months, plural, one {# mes} other {# meses}} de atraso en su préstamo hipotecario en {country}. Abajo {count, plural, one {se lista # opción} other {se listan # opciones}}, de la más suave a la más drástica. Contacte pronto a {servicer} y busque asesoramiento gratuito.',
  },
  de: PLAN_MORTGAGE_RELIEF_MESSAGES_DE,
  fr: PLAN_MORTGAGE_RELIEF_MESSAGES_FR,
};
