import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { PLAN_SETTLEMENT_MESSAGES_DE } from './planSettlement.de.js';
import { PLAN_SETTLEMENT_MESSAGES_FR } from './planSettlement.fr.js';

/** Message keys of {@link planSettlement}. */
export type PlanSettlementKey =
  | 'narrative'
  | 'narrative_current'
  | 'script_open'
  | 'script_offer'
  | 'script_counter'
  | 'script_writing'
  | 'script_reporting'
  | 'script_reporting_UK'
  | 'script_time_barred'
  | 'hardship_summary_hardship_plan'
  | 'hardship_description_hardship_plan'
  | 'hardship_summary_debt_management_plan'
  | 'hardship_description_debt_management_plan'
  | 'hardship_summary_debt_management_plan_UK'
  | 'hardship_description_debt_management_plan_UK'
  | 'hardship_summary_debt_management_plan_CA'
  | 'hardship_description_debt_management_plan_CA'
  | 'hardship_summary_debt_management_plan_AU'
  | 'hardship_description_debt_management_plan_AU'
  | 'hardship_summary_payment_plan'
  | 'hardship_description_payment_plan'
  | 'tax_us_taxable'
  | 'tax_us_threshold'
  | 'tax_us_below_threshold'
  | 'tax_us_insolvency'
  | 'tax_us_other_exclusions'
  | 'tax_abroad'
  | 'limitation_check'
  | 'limitation_clear'
  | 'warn_reg_f'
  | 'warn_restart_clock_US'
  | 'warn_restart_clock_UK'
  | 'warn_restart_clock_CA'
  | 'warn_restart_clock_AU'
  | 'warn_in_writing'
  | 'warn_bank_access'
  | 'warn_advance_fee'
  | 'warn_credit_report'
  | 'warn_current'
  | 'warn_student_loan_US'
  | 'warn_student_loan_UK'
  | 'warn_student_loan_CA'
  | 'warn_student_loan_AU'
  | 'warn_secured'
  | 'warn_tax_debt_US'
  | 'warn_tax_debt_UK'
  | 'warn_tax_debt_CA'
  | 'warn_tax_debt_AU'
  | 'assumption_ranges'
  | 'assumption_ranges_abroad'
  | 'assumption_months'
  | 'type_credit_card'
  | 'type_medical'
  | 'type_student_loan'
  | 'type_auto'
  | 'type_personal_loan'
  | 'type_mortgage'
  | 'type_payday'
  | 'type_bnpl'
  | 'type_tax'
  | 'type_other'
  | 'country_US'
  | 'country_UK'
  | 'country_CA'
  | 'country_AU'
  | 'region_US'
  | 'region_UK'
  | 'region_CA'
  | 'region_AU';

/** English and Spanish text of {@link planSettlement}. */
export const PLAN_SETTLEMENT_MESSAGES: MessageCatalogs<PlanSettlementKey> = {
  en: {
    narrative:
      'For a {balance} {debt_type} debt {months, plural, one {# month} other {# months}} behind, creditors commonly settle for {low}–{high}% of the balance ({low_amount} to {high_amount}); about {typical}% ({typical_amount}) is typical. Get any agreement in writing before you pay.',
    narrative_current:
      'This {debt_type} account of {balance} is not behind. Creditors rarely settle accounts in good standing; if one does, expect {low}–{high}% of the balance ({low_amount} to {high_amount}). Ask about a hardship plan first.',
    script_open: 'Hello, I am calling about my {creditor} account. I cannot pay the full balance of {balance}, but I want to resolve this account.',
    script_offer:
      'Because of [your hardship: job loss, illness, reduced income], I can offer a one-time payment of {low_amount} ({low}% of the balance) to settle this account in full.',
    script_counter:
      'If they refuse: "I understand. What is the lowest amount you can accept to close the account today?" Raise your offer in small steps; about {typical_amount} ({typical}%) is a common outcome, and do not go above {high_amount} ({high}%).',
    script_writing:
      'Before paying: "Please send me a written agreement stating that this payment settles the account in full, that the rest of the balance is forgiven, and that it will not be sold or collected again."',
    script_reporting: 'Ask how the account will be reported to the credit bureaus and get that in writing too.',
    script_reporting_UK: 'Ask how the account will be reported to the credit reference agencies and get that in writing too.',
    script_time_barred:
      'Until you have checked whether the debt is time-barred, do not say the debt is yours, do not promise to pay, and do not make any payment.',
    hardship_summary_hardship_plan: 'Creditor hardship plan',
    hardship_description_hardship_plan:
      'Many creditors offer a temporary plan with a lower rate or payment, waived fees or a pause. It keeps the account open and costs less credit damage than a settlement.',
    hardship_summary_debt_management_plan: 'Debt management plan through a nonprofit counsellor',
    hardship_description_debt_management_plan:
      'A nonprofit credit counselling agency can negotiate lower rates and one monthly payment, usually over three to five years, and repays the full balance.',
    hardship_summary_debt_management_plan_UK: 'Debt management plan through free debt advice',
    hardship_description_debt_management_plan_UK: 'A free debt advice service (StepChange, National Debtline, Citizens Advice) can set up a debt management plan: one affordable monthly payment shared among your creditors, who are asked to freeze interest and charges. Fee-charging firms offer the same plan for a fee.',
    hardship_summary_debt_management_plan_CA: 'Debt management plan through a non-profit credit counsellor',
    hardship_description_debt_management_plan_CA: 'A non-profit credit counselling agency can arrange one monthly payment to your unsecured creditors, often with interest reduced or stopped, usually over up to five years; you repay the full balance. A consumer proposal through a Licensed Insolvency Trustee is the formal alternative.',
    hardship_summary_debt_management_plan_AU: 'Free financial counselling',
    hardship_description_debt_management_plan_AU: 'A free financial counsellor (National Debt Helpline, 1800 007 007) can negotiate payment arrangements or a waiver with your creditors for you. Be wary of paid "debt management" firms.',
    hardship_summary_payment_plan: 'Payment plan with the collector',
    hardship_description_payment_plan:
      'If a lump sum is out of reach, ask the creditor or collector for a settlement paid in a few instalments, with the terms in writing first.',
    tax_us_taxable:
      'In the US, forgiven debt is generally taxable income (26 U.S.C. 61(a)(11)) unless an exclusion applies. At the typical settlement about {cancelled} would be forgiven.',
    tax_us_threshold:
      'A creditor that forgives {threshold} or more in a year must send you and the IRS {form} (26 CFR 1.6050P-1). Your settlement is likely to cross that line.',
    tax_us_below_threshold:
      'A creditor must send {form} only when it forgives {threshold} or more (26 CFR 1.6050P-1); a smaller forgiven amount is still income unless an exclusion applies.',
    tax_us_insolvency:
      'Insolvency exclusion: if your debts exceeded the fair market value of your assets just before the debt was forgiven, you can exclude the forgiven amount up to the amount by which you were insolvent (26 U.S.C. 108(a)(1)(B) and (a)(3)). Use the insolvency worksheet in IRS Publication 4681 and file {exclusion_form} with your return.',
    tax_us_other_exclusions: 'Debt discharged in a bankruptcy case is also excluded (26 U.S.C. 108(a)(1)(A)). A tax professional can confirm what applies to you.',
    tax_abroad:
      'In {country}, forgiveness of a private individual\'s consumer debt is generally not treated as taxable income; business debts can be different. This is unverified: check with the tax authority.',
    limitation_check: 'At {months, plural, one {# month} other {# months}} behind, the limitation period may have run: the shortest one in {country} is about {threshold, plural, one {# month} other {# months}}. Check the period for your {region} before paying or acknowledging the debt.',
    limitation_clear:
      'At {months, plural, one {# month} other {# months}} behind the debt is most likely still within the limitation period (the shortest in {country} is about {threshold, plural, one {# month} other {# months}}), so the creditor can still sue.',
    warn_reg_f: 'A debt collector must not sue you, or threaten to sue you, on a time-barred debt (Regulation F, {citation}).',
    warn_restart_clock_US:
      'In many states a payment, even a small one, or a written promise to pay restarts the limitation period, giving the creditor a new right to sue. A few states do not allow that; check before paying.',
    warn_restart_clock_UK: 'In England, Wales and Northern Ireland a payment or a signed written acknowledgment restarts the limitation period only while it is still running; once the period has expired the debt cannot be revived. In Scotland a debt unclaimed for five years is extinguished. Check before paying.',
    warn_restart_clock_CA: 'In most provinces a payment or a written acknowledgment of the debt restarts the limitation period, giving the creditor a new right to sue. Check your province\'s rule before paying.',
    warn_restart_clock_AU: 'In most states and territories a part payment or a written acknowledgment restarts the limitation period; in New South Wales the right to the debt is extinguished when the period expires. Check before paying.',
    warn_in_writing:
      'Get the settlement in writing before you pay: the amount, that it settles the account in full, and how it will be reported. Keep proof of every payment.',
    warn_bank_access: 'Do not give a collector ongoing access to your bank account; pay by a method you control, such as a one-time payment.',
    warn_advance_fee:
      'A debt settlement company may not charge you any fee before it has settled a debt and you have made a payment under that settlement ({citation}).',
    warn_credit_report: 'A settled account is reported as settled for less than the full balance, which lowers your credit score for years.',
    warn_current:
      'Stopping payments to force a settlement adds late fees and interest, damages your credit and can lead to a lawsuit. Try a hardship plan first.',
    warn_student_loan_US:
      'Federal student loans are rarely settled; income-driven repayment, rehabilitation or consolidation usually work better. Private student loans can sometimes be settled.',
    warn_student_loan_UK: 'Student Loans Company loans are not settled: repayments follow your income, and what is left is written off at the end of the plan\'s term.',
    warn_student_loan_CA: 'Canada Student Loans are rarely settled; the Repayment Assistance Plan lowers or pauses payments when income is low. Private student lines of credit can sometimes be negotiated.',
    warn_student_loan_AU: 'HELP debts are repaid through the tax system as a share of income and are not settled with a collector.',
    warn_secured:
      'This debt is usually secured: the lender can take the collateral, and a settlement may not release the lien unless the agreement says so.',
    warn_tax_debt_US:
      'Tax debts are settled through the tax authority\'s own program (in the US an Offer in Compromise with the IRS), not by negotiating with a collector.',
    warn_tax_debt_UK: 'Tax debts are settled with HMRC (a Time to Pay arrangement), not by negotiating with a collector.',
    warn_tax_debt_CA: 'Tax debts are settled with the Canada Revenue Agency (a payment arrangement, or taxpayer relief of interest and penalties), not by negotiating with a collector.',
    warn_tax_debt_AU: 'Tax debts are settled with the ATO (a payment plan, or remission of the general interest charge), not by negotiating with a collector.',
    assumption_ranges:
      'Settlement percentages are industry observations, not law; no regulator publishes them. Each creditor decides case by case.',
    assumption_ranges_abroad: 'No regulator or industry body publishes settlement rates for {country}; the percentages are US industry observations, shown only as a comparison. A creditor in {country} decides case by case.',
    assumption_months:
      'months_behind counts months since the account fell behind; the endpoint\'s default of 90 is read as 90 months. Every count from 25 months up falls in the top band.',
    type_credit_card: 'credit card',
    type_medical: 'medical',
    type_student_loan: 'student loan',
    type_auto: 'auto loan',
    type_personal_loan: 'personal loan',
    type_mortgage: 'mortgage',
    type_payday: 'payday loan',
    type_bnpl: 'buy-now-pay-later',
    type_tax: 'tax',
    type_other: 'other',
    country_US: 'the US',
    country_UK: 'the UK',
    country_CA: 'Canada',
    country_AU: 'Australia',
    region_US: 'state',
    region_UK: 'part of the UK',
    region_CA: 'province or territory',
    region_AU: 'state or territory',
  },
  es: {
    narrative:
      'Para una deuda de {debt_type} de {balance} con {months, plural, one {# mes} other {# meses}} de atraso, los acreedores suelen aceptar entre el {low} % y el {high} % del saldo ({low_amount} a {high_amount}); lo típico es alrededor del {typical} % ({typical_amount}). Obtenga cualquier acuerdo por escrito antes de pagar.',
    narrative_current:
      'Esta cuenta de {debt_type} de {balance} no está atrasada. Los acreedores rara vez liquidan cuentas al día; si lo hacen, cuente con pagar entre el {low} % y el {high} % del saldo ({low_amount} a {high_amount}). Pregunte primero por un plan de dificultad económica.',
    script_open: 'Hola, llamo por mi cuenta con {creditor}. No puedo pagar el saldo completo de {balance}, pero quiero resolver esta cuenta.',
    script_offer:
      'Debido a [su dificultad: pérdida de empleo, enfermedad, menores ingresos], puedo ofrecer un pago único de {low_amount} (el {low} % del saldo) para liquidar esta cuenta por completo.',
    script_counter:
      'Si lo rechazan: «Entiendo. ¿Cuál es la cantidad mínima que pueden aceptar para cerrar la cuenta hoy?». Suba su oferta poco a poco; alrededor de {typical_amount} (el {typical} %) es un resultado habitual, y no pase de {high_amount} (el {high} %).',
    script_writing:
      'Antes de pagar: «Envíenme por escrito un acuerdo que diga que este pago liquida la cuenta por completo, que el resto del saldo queda perdonado y que no se venderá ni se volverá a cobrar».',
    script_reporting: 'Pregunte cómo se informará la cuenta a las agencias de crédito y obtenga también eso por escrito.',
    script_reporting_UK: 'Pregunte cómo se informará la cuenta a las agencias de referencia crediticia y obtenga también eso por escrito.',
    script_time_barred:
      'Mientras no haya comprobado si la deuda está prescrita, no reconozca que la deuda es suya, no prometa pagar y no haga ningún pago.',
    hardship_summary_hardship_plan: 'Plan de dificultad económica del acreedor',
    hardship_description_hardship_plan:
      'Muchos acreedores ofrecen un plan temporal con una tasa o una cuota más baja, cargos condonados o una pausa. Mantiene la cuenta abierta y daña menos su crédito que una liquidación.',
    hardship_summary_debt_management_plan: 'Plan de manejo de deudas con un asesor sin fines de lucro',
    hardship_description_debt_management_plan:
      'Una agencia de asesoría crediticia sin fines de lucro puede negociar tasas más bajas y un solo pago mensual, normalmente durante tres a cinco años, y se paga el saldo completo.',
    hardship_summary_debt_management_plan_UK: 'Plan de gestión de deudas con asesoría gratuita',
    hardship_description_debt_management_plan_UK: 'Un servicio gratuito de asesoría de deudas (StepChange, National Debtline, Citizens Advice) puede organizar un plan de gestión de deudas: un solo pago mensual asequible repartido entre sus acreedores, a quienes se pide congelar intereses y cargos. Las empresas que cobran ofrecen el mismo plan con comisión.',
    hardship_summary_debt_management_plan_CA: 'Plan de gestión de deudas con un asesor de crédito sin fines de lucro',
    hardship_description_debt_management_plan_CA: 'Una agencia de asesoría crediticia sin fines de lucro puede acordar un solo pago mensual a sus acreedores sin garantía, a menudo con los intereses reducidos o detenidos, normalmente en un máximo de cinco años; usted paga el saldo completo. La alternativa formal es una propuesta al consumidor (consumer proposal) con un Licensed Insolvency Trustee.',
    hardship_summary_debt_management_plan_AU: 'Asesoría financiera gratuita',
    hardship_description_debt_management_plan_AU: 'Un asesor financiero gratuito (National Debt Helpline, 1800 007 007) puede negociar por usted acuerdos de pago o una condonación con sus acreedores. Desconfíe de las empresas de «gestión de deudas» de pago.',
    hardship_summary_payment_plan: 'Plan de pagos con el cobrador',
    hardship_description_payment_plan:
      'Si no puede reunir un pago único, pida al acreedor o al cobrador una liquidación pagada en pocas cuotas, con las condiciones por escrito antes de empezar.',
    tax_us_taxable:
      'En EE. UU., la deuda perdonada suele ser ingreso sujeto a impuestos (26 U.S.C. 61(a)(11)) salvo que aplique una exclusión. Con la liquidación típica se perdonarían unos {cancelled}.',
    tax_us_threshold:
      'Un acreedor que perdona {threshold} o más en un año debe enviarle a usted y al IRS el {form} (26 CFR 1.6050P-1). Es probable que su liquidación supere ese límite.',
    tax_us_below_threshold:
      'El acreedor solo debe enviar el {form} cuando perdona {threshold} o más (26 CFR 1.6050P-1); una cantidad perdonada menor sigue siendo ingreso salvo que aplique una exclusión.',
    tax_us_insolvency:
      'Exclusión por insolvencia: si justo antes del perdón sus deudas superaban el valor justo de mercado de sus bienes, puede excluir la cantidad perdonada hasta el monto de su insolvencia (26 U.S.C. 108(a)(1)(B) y (a)(3)). Use la hoja de cálculo de insolvencia de la Publicación 4681 del IRS y presente el {exclusion_form} con su declaración.',
    tax_us_other_exclusions: 'La deuda cancelada en un caso de bancarrota también queda excluida (26 U.S.C. 108(a)(1)(A)). Un profesional de impuestos puede confirmar qué le aplica.',
    tax_abroad:
      'En {country}, el perdón de una deuda de consumo de un particular no suele tratarse como ingreso sujeto a impuestos; las deudas de negocio pueden ser distintas. Esto no está verificado: consulte con la autoridad tributaria.',
    limitation_check: 'Con {months, plural, one {# mes} other {# meses}} de atraso, el plazo de prescripción puede haber vencido: el más corto en {country} es de unos {threshold, plural, one {# mes} other {# meses}}. Compruebe el plazo de su {region} antes de pagar o de reconocer la deuda.',
    limitation_clear:
      'Con {months, plural, one {# mes} other {# meses}} de atraso, lo más probable es que la deuda siga dentro del plazo de prescripción (el más corto en {country} es de unos {threshold, plural, one {# mes} other {# meses}}), así que el acreedor todavía puede demandar.',
    warn_reg_f: 'Un cobrador de deudas no puede demandarle ni amenazarle con demandar por una deuda prescrita (Reglamento F, {citation}).',
    warn_restart_clock_US:
      'En muchos estados un pago, aunque sea pequeño, o una promesa de pago por escrito reinicia el plazo de prescripción y da al acreedor un nuevo derecho a demandar. Algunos estados no lo permiten; compruébelo antes de pagar.',
    warn_restart_clock_UK: 'En Inglaterra, Gales e Irlanda del Norte, un pago o un reconocimiento por escrito firmado reinicia el plazo de prescripción solo mientras todavía corre; una vez vencido, la deuda no puede revivir. En Escocia, una deuda no reclamada en cinco años se extingue. Compruébelo antes de pagar.',
    warn_restart_clock_CA: 'En la mayoría de las provincias, un pago o un reconocimiento por escrito de la deuda reinicia el plazo de prescripción y da al acreedor un nuevo derecho a demandar. Compruebe la regla de su provincia antes de pagar.',
    warn_restart_clock_AU: 'En la mayoría de los estados y territorios, un pago parcial o un reconocimiento por escrito reinicia el plazo de prescripción; en Nueva Gales del Sur el derecho a la deuda se extingue al vencer el plazo. Compruébelo antes de pagar.',
    warn_in_writing:
      'Obtenga la liquidación por escrito antes de pagar: la cantidad, que liquida la cuenta por completo y cómo se informará. Guarde comprobante de cada pago.',
    warn_bank_access: 'No dé a un cobrador acceso continuo a su cuenta bancaria; pague con un método que usted controle, como un pago único.',
    warn_advance_fee:
      'Una empresa de liquidación de deudas no puede cobrarle ninguna tarifa antes de haber liquidado una deuda y de que usted haya hecho un pago según esa liquidación ({citation}).',
    warn_credit_report: 'Una cuenta liquidada se informa como pagada por menos del saldo total, lo que reduce su puntaje de crédito durante años.',
    warn_current:
      'Dejar de pagar para forzar una liquidación suma cargos por mora e intereses, daña su crédito y puede acabar en una demanda. Pruebe primero un plan de dificultad económica.',
    warn_student_loan_US:
      'Los préstamos estudiantiles federales rara vez se liquidan; el pago según ingresos, la rehabilitación o la consolidación suelen funcionar mejor. Los préstamos estudiantiles privados a veces sí se pueden liquidar.',
    warn_student_loan_UK: 'Los préstamos de la Student Loans Company no se liquidan: los pagos dependen de sus ingresos y lo que quede se cancela al final del plazo del plan.',
    warn_student_loan_CA: 'Los préstamos Canada Student Loans rara vez se liquidan; el Repayment Assistance Plan reduce o suspende los pagos cuando los ingresos son bajos. Las líneas de crédito estudiantiles privadas a veces se pueden negociar.',
    warn_student_loan_AU: 'Las deudas HELP se pagan a través del sistema tributario como una parte de los ingresos y no se liquidan con un cobrador.',
    warn_secured:
      'Esta deuda suele estar garantizada: el prestamista puede quedarse con la garantía, y una liquidación puede no liberar el gravamen si el acuerdo no lo dice.',
    warn_tax_debt_US:
      'Las deudas tributarias se resuelven con el programa propio de la autoridad tributaria (en EE. UU., una Oferta de Transacción con el IRS), no negociando con un cobrador.',
    warn_tax_debt_UK: 'Las deudas tributarias se resuelven con HMRC (un acuerdo Time to Pay), no negociando con un cobrador.',
    warn_tax_debt_CA: 'Las deudas tributarias se resuelven con la Canada Revenue Agency (un acuerdo de pago, o el alivio de intereses y multas para contribuyentes), no negociando con un cobrador.',
    warn_tax_debt_AU: 'Las deudas tributarias se resuelven con la ATO (un plan de pagos, o la remisión del cargo general de intereses), no negociando con un cobrador.',
    assumption_ranges:
      'Los porcentajes de liquidación son observaciones del sector, no ley; ningún regulador los publica. Cada acreedor decide caso por caso.',
    assumption_ranges_abroad: 'Ningún regulador ni organismo del sector publica tasas de liquidación para {country}; los porcentajes son observaciones del sector en EE. UU., mostradas solo como comparación. Un acreedor en {country} decide caso por caso.',
    assumption_months:
      'months_behind cuenta los meses desde que la cuenta se atrasó; el valor por defecto del servicio, 90, se interpreta como 90 meses. Todo valor desde 25 meses cae en la franja superior.',
    type_credit_card: 'tarjeta de crédito',
    type_medical: 'gastos médicos',
    type_student_loan: 'préstamo estudiantil',
    type_auto: 'préstamo de auto',
    type_personal_loan: 'préstamo personal',
    type_mortgage: 'hipoteca',
    type_payday: 'préstamo de día de pago',
    type_bnpl: 'compra ahora y paga después',
    type_tax: 'impuestos',
    type_other: 'otro tipo',
    country_US: 'EE. UU.',
    country_UK: 'el Reino Unido',
    country_CA: 'Canadá',
    country_AU: 'Australia',
    region_US: 'estado',
    region_UK: 'parte del Reino Unido',
    region_CA: 'provincia o territorio',
    region_AU: 'estado o territorio',
  },
  de: PLAN_SETTLEMENT_MESSAGES_DE,
  fr: PLAN_SETTLEMENT_MESSAGES_FR,
};
