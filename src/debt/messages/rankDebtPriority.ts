import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

/** Message keys of {@link rankDebtPriority}. */
export type RankDebtPriorityKey =
  | 'reason_lawsuit'
  | 'reason_tax'
  | 'reason_collections'
  | 'reason_secured'
  | 'reason_secured_behind'
  | 'reason_rate'
  | 'reason_behind'
  | 'reason_limitation'
  | 'reason_none'
  | 'collateral_home'
  | 'collateral_car'
  | 'collateral_generic'
  | 'limitation_check'
  | 'limitation_within'
  | 'limitation_unknown'
  | 'limitation_lawsuit'
  | 'recommendation_lawsuit'
  | 'recommendation_secured_behind'
  | 'recommendation_tax'
  | 'recommendation_collections'
  | 'recommendation_limitation'
  | 'recommendation_high_rate'
  | 'recommendation_behind'
  | 'recommendation_default'
  | 'note_limitation_placeholder'
  | 'note_weights'
  | 'note_minimums'
  | 'narrative';

/** English and Spanish text of {@link rankDebtPriority}. */
export const RANK_DEBT_PRIORITY_MESSAGES: MessageCatalogs<RankDebtPriorityKey> = {
  en: {
    reason_lawsuit: 'The creditor has sued or has a judgment: wages or bank accounts can be garnished.',
    reason_tax: 'Tax debt: the government can collect without suing first (for example IRS levies) and penalties keep growing.',
    reason_collections: 'The account is with a collector.',
    reason_secured: 'Secured by your {collateral}.',
    reason_secured_behind: 'Secured and {months} months behind: your {collateral} is at risk of repossession or foreclosure.',
    reason_rate: 'Interest rate of {rate}% a year.',
    reason_behind: '{months} months behind: late fees and credit damage keep building.',
    reason_limitation: 'The limitation period may have run: check it before paying, since a payment can restart it.',
    reason_none: 'Current, unsecured and not with a collector.',
    collateral_home: 'home',
    collateral_car: 'car',
    collateral_generic: 'collateral',
    limitation_check:
      'It has been {months} months since the last payment; the shortest limitation period in the country is about {threshold} months, so check the period that applies before paying or acknowledging the debt.',
    limitation_within:
      'It has been {months} months since the last payment, under the shortest limitation period in the country (about {threshold} months): the creditor can still sue.',
    limitation_unknown: 'No last payment date given, so the limitation period was not considered.',
    limitation_lawsuit: 'A lawsuit or judgment exists: judgments have their own, usually much longer, enforcement periods.',
    recommendation_lawsuit: 'Respond to the court papers before the deadline and get free legal help; ask about a payment plan or settlement.',
    recommendation_secured_behind: 'Call the lender now about catching up on the arrears to protect your {collateral}.',
    recommendation_tax: 'Contact the tax authority about a payment plan before enforcement starts.',
    recommendation_collections: 'Ask the collector to validate the debt in writing before paying, then negotiate.',
    recommendation_limitation: 'Check the limitation period before paying anything on this debt.',
    recommendation_high_rate: 'After the minimums on everything else, put any extra money here: it is the most expensive debt.',
    recommendation_behind: 'Bring this account current or ask for a hardship plan before it goes to collection.',
    recommendation_default: 'Keep paying at least the minimum on time.',
    note_limitation_placeholder:
      'The limitation check uses the shortest period found in the country as a generic placeholder (unverified); the real period depends on the state or province and the type of debt.',
    note_weights:
      'Scores add points for legal risk, collateral at risk, interest rate and months behind, and subtract points where the limitation period should be checked; the weights are guidekit\'s editorial choice.',
    note_minimums: 'Keep paying the minimum on every debt you can while you work down this list.',
    narrative: 'Deal first with {creditor}: {reason} Ranked {count} debts by legal risk, collateral, interest rate and account health.',
  },
  es: {
    reason_lawsuit: 'El acreedor le ha demandado o tiene una sentencia: pueden embargarle el salario o las cuentas bancarias.',
    reason_tax: 'Deuda tributaria: el gobierno puede cobrar sin demandar primero (por ejemplo, embargos del IRS) y las multas siguen creciendo.',
    reason_collections: 'La cuenta está en manos de un cobrador.',
    reason_secured: 'Garantizada con su {collateral}.',
    reason_secured_behind: 'Garantizada y con {months} meses de atraso: su {collateral} corre riesgo de embargo o ejecución.',
    reason_rate: 'Tasa de interés del {rate} % anual.',
    reason_behind: '{months} meses de atraso: los cargos por mora y el daño a su crédito siguen aumentando.',
    reason_limitation: 'El plazo de prescripción puede haber vencido: compruébelo antes de pagar, porque un pago puede reiniciarlo.',
    reason_none: 'Al día, sin garantía y sin cobrador.',
    collateral_home: 'vivienda',
    collateral_car: 'auto',
    collateral_generic: 'garantía',
    limitation_check:
      'Han pasado {months} meses desde el último pago; el plazo de prescripción más corto del país es de unos {threshold} meses, así que compruebe el plazo que aplica antes de pagar o de reconocer la deuda.',
    limitation_within:
      'Han pasado {months} meses desde el último pago, menos que el plazo de prescripción más corto del país (unos {threshold} meses): el acreedor todavía puede demandar.',
    limitation_unknown: 'No se indicó la fecha del último pago, así que no se consideró el plazo de prescripción.',
    limitation_lawsuit: 'Existe una demanda o sentencia: las sentencias tienen sus propios plazos de ejecución, normalmente mucho más largos.',
    recommendation_lawsuit: 'Responda a la demanda antes del plazo y busque ayuda legal gratuita; pregunte por un plan de pagos o una liquidación.',
    recommendation_secured_behind: 'Llame ya al prestamista para ponerse al día con los atrasos y proteger su {collateral}.',
    recommendation_tax: 'Contacte con la autoridad tributaria para acordar un plan de pagos antes de que empiece el cobro forzoso.',
    recommendation_collections: 'Pida al cobrador que valide la deuda por escrito antes de pagar, y después negocie.',
    recommendation_limitation: 'Compruebe el plazo de prescripción antes de pagar nada de esta deuda.',
    recommendation_high_rate: 'Después de los mínimos de todo lo demás, ponga aquí el dinero extra: es la deuda más cara.',
    recommendation_behind: 'Ponga esta cuenta al día o pida un plan de dificultad antes de que pase a cobranza.',
    recommendation_default: 'Siga pagando al menos el mínimo a tiempo.',
    note_limitation_placeholder:
      'La comprobación de prescripción usa como referencia genérica el plazo más corto encontrado en el país (no verificado); el plazo real depende del estado o la provincia y del tipo de deuda.',
    note_weights:
      'Las puntuaciones suman puntos por riesgo legal, garantía en riesgo, tasa de interés y meses de atraso, y restan puntos cuando conviene comprobar la prescripción; los pesos son una elección editorial de guidekit.',
    note_minimums: 'Siga pagando el mínimo de cada deuda que pueda mientras avanza en esta lista.',
    narrative: 'Atienda primero la deuda con {creditor}: {reason} Se ordenaron {count} deudas por riesgo legal, garantía, tasa de interés y estado de la cuenta.',
  },
};
