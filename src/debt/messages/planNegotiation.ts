import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import type { NegotiationProgramId } from '../rules/negotiationPrograms.js';
import type { DelinquencyStage } from '../rules/negotiationOutcomes.js';
import { PLAN_NEGOTIATION_MESSAGES_DE } from './planNegotiation.de.js';
import { PLAN_NEGOTIATION_MESSAGES_FR } from './planNegotiation.fr.js';

/** Message keys of {@link planNegotiation}. */
export type PlanNegotiationKey =
  | `program_summary_${NegotiationProgramId}`
  | `program_description_${NegotiationProgramId}`
  | `opening_${DelinquencyStage}`
  | 'opening_suffix_UK'
  | 'opening_suffix_AU'
  | 'opening_close'
  | 'tactic_budget'
  | 'tactic_hardship_team'
  | 'tactic_cause'
  | 'tactic_specific_ask'
  | 'tactic_records'
  | 'tactic_in_writing'
  | 'tactic_affordable'
  | 'tactic_call_again'
  | 'tactic_lump_sum'
  | 'tactic_validation'
  | 'tactic_au_notice'
  | 'tactic_uk_adviser'
  | `outcome_${DelinquencyStage}`
  | 'outcome_hardship_apr'
  | 'outcome_settlement'
  | 'outcome_settlement_abroad'
  | 'outcome_dmp'
  | 'warn_reporting'
  | 'warn_dmp_accounts'
  | 'warn_for_profit'
  | 'warn_limitation'
  | 'warn_breathing_space_scope'
  | 'narrative'
  | 'country_US'
  | 'country_UK'
  | 'country_CA'
  | 'country_AU'
  | 'outcome_charged_off_abroad';

const PROGRAMS_EN: Record<`program_summary_${NegotiationProgramId}` | `program_description_${NegotiationProgramId}`, string> = {
  program_summary_hardship_plan: 'Hardship plan',
  program_description_hardship_plan:
    'A temporary plan (often 6 to 12 months) with a lower rate, a lower payment or waived fees while you recover from a job loss, illness or other setback.',
  program_summary_apr_reduction: 'Interest rate reduction',
  program_description_apr_reduction:
    'Ask for a lower APR on the existing account. Issuers grant it most often to customers who are still current and have paid on time.',
  program_summary_forbearance: 'Forbearance or skipped payments',
  program_description_forbearance:
    'A short pause or reduction of payments; interest may keep accruing, so ask how the missed amount will be repaid.',
  program_summary_re_aging: 'Re-aging the account',
  program_description_re_aging:
    'After about three consecutive on-time payments, a lender may bring a past-due account back to current. Bank policy limits this to once a year and twice in five years.',
  program_summary_debt_management_plan: 'Debt management plan (nonprofit credit counselling)',
  program_description_debt_management_plan:
    'A nonprofit credit counselling agency negotiates lower rates with your creditors and you make one monthly payment, usually over 3 to 5 years. Enrolled cards are usually closed.',
  program_summary_breathing_space: 'Breathing space (Debt Respite Scheme)',
  program_description_breathing_space:
    'In England and Wales a debt adviser can start a breathing space of up to {days, plural, one {# day} other {# days}}: most creditor action stops and interest, fees and charges are frozen on qualifying debts while you get advice.',
  program_summary_fca_forbearance: 'Forbearance required by the FCA',
  program_description_fca_forbearance:
    'Lenders regulated by the FCA must treat customers in arrears with forbearance and due consideration (CONC 7.3): for example reduced payments, frozen interest or time to get advice.',
  program_summary_payment_arrangement: 'Affordable payment arrangement',
  program_description_payment_arrangement:
    'Offer a payment you can keep up, based on a budget (the Standard Financial Statement is widely accepted), and ask the creditor to freeze interest and charges.',
  program_summary_free_debt_advice_dmp: 'Free debt advice and debt management plan',
  program_description_free_debt_advice_dmp:
    'Free advice agencies (MoneyHelper, StepChange, National Debtline) can set up a debt management plan with one monthly payment and ask creditors to freeze interest.',
  program_summary_credit_counselling_dmp: 'Credit counselling and debt management plan',
  program_description_credit_counselling_dmp:
    'A non-profit credit counselling agency can arrange a debt management plan with one monthly payment; creditors often reduce or stop interest.',
  program_summary_consumer_proposal: 'Consumer proposal (pointer)',
  program_description_consumer_proposal:
    'If the debt is too large to repay in full, a Licensed Insolvency Trustee can file a consumer proposal that settles unsecured debts for part of the balance under the Bankruptcy and Insolvency Act. It is a formal insolvency with credit consequences.',
  program_summary_hardship_variation: 'Hardship variation (National Credit Code s72)',
  program_description_hardship_variation:
    'Tell the lender, orally or in writing, that you cannot meet your repayments: that is a hardship notice under s72 of the National Credit Code. The lender may ask for information within {days, plural, one {# day} other {# days}} and must then tell you whether it agrees to change the contract, for example by extending the term or pausing payments.',
  program_summary_financial_counselling: 'Free financial counselling',
  program_description_financial_counselling:
    'The National Debt Helpline (1800 007 007) connects you to a free financial counsellor who can negotiate with creditors for you.',
  program_summary_afca_complaint: 'Complaint to AFCA',
  program_description_afca_complaint:
    'If the lender refuses a reasonable hardship request, you can complain to the Australian Financial Complaints Authority for free; lenders usually pause enforcement while a complaint is open.',
};

const PROGRAMS_ES: Record<`program_summary_${NegotiationProgramId}` | `program_description_${NegotiationProgramId}`, string> = {
  program_summary_hardship_plan: 'Plan de dificultad económica',
  program_description_hardship_plan:
    'Un plan temporal (a menudo de 6 a 12 meses) con una tasa más baja, una cuota menor o cargos condonados mientras se recupera de una pérdida de empleo, una enfermedad u otro contratiempo.',
  program_summary_apr_reduction: 'Reducción de la tasa de interés',
  program_description_apr_reduction:
    'Pida una APR más baja en la cuenta actual. Los emisores la conceden sobre todo a clientes que siguen al día y han pagado puntualmente.',
  program_summary_forbearance: 'Tolerancia o pagos omitidos',
  program_description_forbearance:
    'Una pausa o reducción breve de los pagos; los intereses pueden seguir acumulándose, así que pregunte cómo se devolverá lo no pagado.',
  program_summary_re_aging: 'Reajuste de antigüedad de la cuenta',
  program_description_re_aging:
    'Tras unos tres pagos puntuales seguidos, el prestamista puede volver a poner al día una cuenta atrasada. La política bancaria lo limita a una vez al año y dos veces en cinco años.',
  program_summary_debt_management_plan: 'Plan de manejo de deudas (asesoría crediticia sin fines de lucro)',
  program_description_debt_management_plan:
    'Una agencia de asesoría crediticia sin fines de lucro negocia tasas más bajas con sus acreedores y usted hace un solo pago mensual, normalmente durante 3 a 5 años. Las tarjetas incluidas suelen cerrarse.',
  program_summary_breathing_space: 'Respiro (Debt Respite Scheme)',
  program_description_breathing_space:
    'En Inglaterra y Gales un asesor de deudas puede iniciar un respiro de hasta {days, plural, one {# día} other {# días}}: se detiene la mayoría de las acciones de los acreedores y se congelan intereses, tarifas y cargos de las deudas incluidas mientras recibe asesoría.',
  program_summary_fca_forbearance: 'Tolerancia exigida por la FCA',
  program_description_fca_forbearance:
    'Los prestamistas regulados por la FCA deben tratar con tolerancia y la debida consideración a los clientes atrasados (CONC 7.3): por ejemplo, pagos reducidos, intereses congelados o tiempo para buscar asesoría.',
  program_summary_payment_arrangement: 'Acuerdo de pago asequible',
  program_description_payment_arrangement:
    'Ofrezca un pago que pueda mantener, basado en un presupuesto (el Standard Financial Statement es ampliamente aceptado), y pida al acreedor que congele intereses y cargos.',
  program_summary_free_debt_advice_dmp: 'Asesoría gratuita y plan de manejo de deudas',
  program_description_free_debt_advice_dmp:
    'Las agencias de asesoría gratuita (MoneyHelper, StepChange, National Debtline) pueden organizar un plan de manejo de deudas con un solo pago mensual y pedir a los acreedores que congelen los intereses.',
  program_summary_credit_counselling_dmp: 'Asesoría crediticia y plan de manejo de deudas',
  program_description_credit_counselling_dmp:
    'Una agencia de asesoría crediticia sin fines de lucro puede organizar un plan de manejo de deudas con un solo pago mensual; los acreedores suelen reducir o suspender los intereses.',
  program_summary_consumer_proposal: 'Propuesta de consumidor (referencia)',
  program_description_consumer_proposal:
    'Si la deuda es demasiado grande para pagarla completa, un Síndico Autorizado de Insolvencia puede presentar una propuesta de consumidor que liquida las deudas sin garantía por una parte del saldo según la Ley de Quiebras e Insolvencia. Es una insolvencia formal con consecuencias para su crédito.',
  program_summary_hardship_variation: 'Modificación por dificultad (National Credit Code s72)',
  program_description_hardship_variation:
    'Diga al prestamista, de palabra o por escrito, que no puede cumplir con sus pagos: eso es un aviso de dificultad según la sección 72 del National Credit Code. El prestamista puede pedirle información en un plazo de {days, plural, one {# día} other {# días}} y después debe decirle si acepta cambiar el contrato, por ejemplo ampliando el plazo o pausando los pagos.',
  program_summary_financial_counselling: 'Asesoría financiera gratuita',
  program_description_financial_counselling:
    'La National Debt Helpline (1800 007 007) le pone en contacto con un asesor financiero gratuito que puede negociar con los acreedores por usted.',
  program_summary_afca_complaint: 'Reclamación ante AFCA',
  program_description_afca_complaint:
    'Si el prestamista rechaza una solicitud razonable por dificultad, puede reclamar gratis ante la Australian Financial Complaints Authority; los prestamistas suelen pausar el cobro mientras la reclamación está abierta.',
};

/** English and Spanish text of {@link planNegotiation}. */
export const PLAN_NEGOTIATION_MESSAGES: MessageCatalogs<PlanNegotiationKey> = {
  en: {
    ...PROGRAMS_EN,
    opening_current:
      'Hello, I have been a customer of {creditor} and I have always paid on time. My balance is {balance}. My finances have changed and I want to keep paying, so I am calling to ask what hardship programs or rate reductions you can offer.',
    opening_early_delinquency:
      'Hello, I am calling about my {creditor} account with a balance of {balance}. I have fallen {months, plural, one {# month} other {# months}} behind because of [your hardship]. I want to catch up, and I am asking what hardship plan you can offer so I can do that.',
    opening_serious_delinquency: 'Hello, I am calling about my {creditor} account. I am {months, plural, one {# month} other {# months}} behind on a balance of {balance} because of [your hardship]. I want to resolve this before the account is written off: can you offer a hardship plan, a way to bring the account up to date after some on-time payments, or a reduced payoff?',
    opening_charged_off:
      'Hello, I am calling about the {creditor} account with a balance of {balance}. I cannot pay it in full. I would like to discuss resolving it with a reduced lump sum or a short payment plan, with the terms confirmed in writing.',
    opening_suffix_UK: 'I am in financial difficulty and I am asking you to treat me with forbearance while I get free debt advice.',
    opening_suffix_AU: 'Please treat this call as a hardship notice under section 72 of the National Credit Code.',
    opening_close: 'Can you tell me what options are available and send me the details in writing?',
    tactic_budget: 'Before calling, write a simple budget so you know exactly what you can afford each month; never agree to more.',
    tactic_hardship_team: 'Ask for the hardship, financial assistance or recovery team; front-line staff often cannot approve concessions.',
    tactic_cause: 'Explain the cause of the hardship briefly and honestly, and say whether it is temporary or permanent.',
    tactic_specific_ask: 'Make a specific request (a rate, a payment amount, a number of months) rather than asking "what can you do?".',
    tactic_records: 'Note the date, the name of the person you spoke to and any reference number for every call.',
    tactic_in_writing: 'Get every agreement in writing before you make the first payment under it.',
    tactic_affordable: 'Only agree to a plan you can keep: a broken plan often ends the concession and adds fees.',
    tactic_call_again: 'If the answer is no, thank them, call again another day or ask for a supervisor; offers differ between agents.',
    tactic_lump_sum: 'A lump sum is more persuasive than a long plan; start low and raise your offer in small steps.',
    tactic_validation:
      'If a debt collector contacts you, you can ask it to validate the debt (FDCPA, 15 U.S.C. 1692g) before you discuss payment.',
    tactic_au_notice: 'You do not need to use a form: telling the lender you cannot meet your repayments is enough to start the hardship process.',
    tactic_uk_adviser: 'Free debt advisers can negotiate for you and can start a breathing space; you never need to pay a debt management company.',
    outcome_current:
      'While you are current, issuers sometimes lower the rate or offer a short hardship plan; a settlement is unlikely.',
    outcome_early_delinquency:
      'In the first months behind, hardship plans, fee waivers and re-aging after on-time payments are the most common outcomes; a settlement is unlikely.',
    outcome_serious_delinquency:
      'At this stage many lenders offer longer workout plans with a reduced rate, and some accept a reduced payoff to avoid a charge-off.',
    outcome_charged_off:
      'After charge-off (about 180 days) rate concessions are rare; the realistic outcomes are a lump-sum settlement or a payment plan with the creditor or a collector.',
    outcome_charged_off_abroad: 'After the account is defaulted or written off (usually about six months behind) rate concessions are rare; the realistic outcomes are a lump-sum settlement or a payment plan with the creditor or a debt purchaser.',
    outcome_hardship_apr: 'Hardship plans commonly cut the rate to between {low}% and {high}% for {min} to {max, plural, one {# month} other {# months}}.',
    outcome_settlement: 'A lump-sum settlement commonly lands between {low}% and {high}% of the balance ({low_amount} to {high_amount}), about {typical}% typically.',
    outcome_settlement_abroad: 'For comparison only: in the US a lump-sum settlement commonly lands between {low}% and {high}% of the balance ({low_amount} to {high_amount}), about {typical}% typically; no settlement rates are published for {country}.',
    outcome_dmp: 'Illustration: a {term}-month debt management plan at {apr}% would cost about {payment} a month.',
    warn_reporting: 'A hardship plan or a debt management plan may be noted on your credit report; ask how the account will be reported.',
    warn_dmp_accounts: 'Cards enrolled in a debt management plan are usually closed, and missing a plan payment can end the concessions.',
    warn_for_profit:
      'Be wary of companies that charge fees to negotiate for you: nonprofit counsellors and creditors\' own hardship teams do the same for free or at low cost.',
    warn_limitation:
      'At {months, plural, one {# month} other {# months}} behind the limitation period may have run (the shortest in the country is about {threshold, plural, one {# month} other {# months}}). Check it before paying or acknowledging the debt: a payment can restart it.',
    warn_breathing_space_scope: 'Breathing space covers England and Wales; Scotland has its own moratorium through the Debt Arrangement Scheme.',
    narrative:
      'For your {creditor} account ({balance}, {months, plural, one {# month} other {# months}} behind), the strongest options are {programs}. {outcome}',
    country_US: 'the US',
    country_UK: 'the UK',
    country_CA: 'Canada',
    country_AU: 'Australia',
  },
  es: {
    ...PROGRAMS_ES,
    opening_current:
      'Hola, soy cliente de {creditor} y siempre he pagado a tiempo. Mi saldo es de {balance}. Mi situación económica ha cambiado y quiero seguir pagando, así que llamo para preguntar qué programas de dificultad económica o reducciones de tasa pueden ofrecerme.',
    opening_early_delinquency:
      'Hola, llamo por mi cuenta con {creditor}, con un saldo de {balance}. Me he atrasado {months, plural, one {# mes} other {# meses}} debido a [su dificultad]. Quiero ponerme al día y pregunto qué plan de dificultad económica pueden ofrecerme para lograrlo.',
    opening_serious_delinquency: 'Hola, llamo por mi cuenta con {creditor}. Llevo {months, plural, one {# mes} other {# meses}} de atraso en un saldo de {balance} debido a [su dificultad]. Quiero resolverlo antes de que la cuenta se dé por perdida: ¿pueden ofrecerme un plan de dificultad, una forma de poner la cuenta al día tras algunos pagos puntuales o un pago reducido?',
    opening_charged_off:
      'Hola, llamo por la cuenta de {creditor} con un saldo de {balance}. No puedo pagarla completa. Quisiera resolverla con un pago único reducido o un plan de pagos corto, con las condiciones confirmadas por escrito.',
    opening_suffix_UK: 'Estoy en dificultades económicas y les pido que me traten con tolerancia mientras recibo asesoría gratuita sobre deudas.',
    opening_suffix_AU: 'Les ruego que consideren esta llamada un aviso de dificultad según la sección 72 del National Credit Code.',
    opening_close: '¿Pueden decirme qué opciones hay y enviarme los detalles por escrito?',
    tactic_budget: 'Antes de llamar, haga un presupuesto sencillo para saber exactamente cuánto puede pagar cada mes; nunca acepte más.',
    tactic_hardship_team: 'Pida hablar con el equipo de dificultad económica, asistencia financiera o recuperación; el personal de primera línea a menudo no puede aprobar concesiones.',
    tactic_cause: 'Explique la causa de la dificultad de forma breve y honesta, y diga si es temporal o permanente.',
    tactic_specific_ask: 'Haga una petición concreta (una tasa, una cuota, un número de meses) en lugar de preguntar «¿qué pueden hacer?».',
    tactic_records: 'Anote la fecha, el nombre de la persona con quien habló y cualquier número de referencia de cada llamada.',
    tactic_in_writing: 'Obtenga cada acuerdo por escrito antes de hacer el primer pago según ese acuerdo.',
    tactic_affordable: 'Acepte solo un plan que pueda cumplir: un plan incumplido suele terminar la concesión y añade cargos.',
    tactic_call_again: 'Si la respuesta es no, dé las gracias y vuelva a llamar otro día o pida hablar con un supervisor; las ofertas varían entre agentes.',
    tactic_lump_sum: 'Un pago único convence más que un plan largo; empiece bajo y suba su oferta poco a poco.',
    tactic_validation:
      'Si un cobrador de deudas se pone en contacto con usted, puede pedirle que valide la deuda (FDCPA, 15 U.S.C. 1692g) antes de hablar de pagos.',
    tactic_au_notice: 'No necesita ningún formulario: decir al prestamista que no puede cumplir con sus pagos basta para iniciar el proceso por dificultad.',
    tactic_uk_adviser: 'Los asesores de deudas gratuitos pueden negociar por usted y pueden iniciar un respiro; nunca necesita pagar a una empresa de gestión de deudas.',
    outcome_current:
      'Mientras esté al día, los emisores a veces bajan la tasa u ofrecen un plan de dificultad breve; una liquidación es poco probable.',
    outcome_early_delinquency:
      'En los primeros meses de atraso, los resultados más comunes son planes de dificultad, condonación de cargos y reajuste de la cuenta tras pagos puntuales; una liquidación es poco probable.',
    outcome_serious_delinquency:
      'En esta etapa muchos prestamistas ofrecen planes de regularización más largos con tasa reducida, y algunos aceptan un pago reducido para evitar castigar la cuenta.',
    outcome_charged_off:
      'Tras el castigo de la cuenta (unos 180 días) las concesiones de tasa son raras; los resultados realistas son una liquidación con pago único o un plan de pagos con el acreedor o un cobrador.',
    outcome_charged_off_abroad: 'Una vez que la cuenta entra en incumplimiento o se da por perdida (normalmente a unos seis meses de atraso) las concesiones de tasa son raras; los resultados realistas son una liquidación con pago único o un plan de pagos con el acreedor o con un comprador de deuda.',
    outcome_hardship_apr: 'Los planes de dificultad suelen bajar la tasa a entre el {low} % y el {high} % durante {min} a {max, plural, one {# mes} other {# meses}}.',
    outcome_settlement: 'Una liquidación con pago único suele quedar entre el {low} % y el {high} % del saldo ({low_amount} a {high_amount}), normalmente alrededor del {typical} %.',
    outcome_settlement_abroad: 'Solo como comparación: en EE. UU. una liquidación con pago único suele quedar entre el {low} % y el {high} % del saldo ({low_amount} a {high_amount}), normalmente alrededor del {typical} %; para {country} no se publican tasas de liquidación.',
    outcome_dmp: 'Ejemplo: un plan de manejo de deudas de {term, plural, one {# mes} other {# meses}} al {apr} % costaría unos {payment} al mes.',
    warn_reporting: 'Un plan de dificultad o un plan de manejo de deudas puede anotarse en su informe de crédito; pregunte cómo se informará la cuenta.',
    warn_dmp_accounts: 'Las tarjetas incluidas en un plan de manejo de deudas suelen cerrarse, y dejar de pagar una cuota del plan puede acabar con las concesiones.',
    warn_for_profit:
      'Desconfíe de las empresas que cobran por negociar por usted: los asesores sin fines de lucro y los equipos de dificultad de los propios acreedores hacen lo mismo gratis o a bajo costo.',
    warn_limitation:
      'Con {months, plural, one {# mes} other {# meses}} de atraso, el plazo de prescripción puede haber vencido (el más corto del país es de unos {threshold, plural, one {# mes} other {# meses}}). Compruébelo antes de pagar o de reconocer la deuda: un pago puede reiniciarlo.',
    warn_breathing_space_scope: 'El respiro cubre Inglaterra y Gales; Escocia tiene su propia moratoria a través del Debt Arrangement Scheme.',
    narrative:
      'Para su cuenta con {creditor} ({balance}, {months, plural, one {# mes} other {# meses}} de atraso), las mejores opciones son: {programs}. {outcome}',
    country_US: 'EE. UU.',
    country_UK: 'el Reino Unido',
    country_CA: 'Canadá',
    country_AU: 'Australia',
  },
  de: PLAN_NEGOTIATION_MESSAGES_DE,
  fr: PLAN_NEGOTIATION_MESSAGES_FR,
};
