import { GuidekitError } from '../../core/GuidekitError.js';

/** What the free-text `situation` of the tax endpoint says, read by keywords (English and Spanish). */
export interface TaxSituationFlags {
  /** The text as sent (trimmed), or `null`. */
  readonly text: string | null;
  /** An installment agreement / payment plan is in place (US failure-to-pay drops to 0.25 %/month). */
  readonly installment_agreement: boolean;
  /** A return is not filed (failure-to-file penalty). */
  readonly unfiled_returns: boolean;
  /** The taxpayer cannot meet basic living costs. */
  readonly hardship: boolean;
  /** UK: the taxpayer is in Making Tax Digital for Income Tax (the reformed late-payment penalties apply). */
  readonly making_tax_digital: boolean;
}

const MAX_SITUATION = 500;
const INSTALLMENT = /install?ment|payment plan|time to pay|plan de pagos?|acuerdo de pagos?|pago a plazos/i;
const UNFILED = /unfiled|not filed|n[o']t file|haven'?t filed|never filed|sin declarar|no (he )?(presentado|declarado)|no present[eé]/i;
const MTD = /making tax digital|\bmtd\b/i;
const HARDSHIP = /hardship|unemploy|laid off|can'?t pay|cannot pay|unable to pay|desemplead|sin trabajo|no puedo pagar|dificultad/i;

/**
 * Reads the free-text `situation` of the tax endpoint into flags by keyword.
 *
 * @param situation - The text, or `undefined`.
 * @param fn - Calling engine, for the message.
 * @returns The flags.
 * @throws {@link GuidekitError} `too_long` on `situation` above 500 characters, `invalid_value` when not a string.
 * @example
 * ```ts
 * readTaxSituation('on a payment plan, 2023 return not filed', 'projectTaxDebt').unfiled_returns //=> true
 * ```
 */
export function readTaxSituation(situation: unknown, fn: string): TaxSituationFlags {
  if (situation === undefined) return { text: null, installment_agreement: false, unfiled_returns: false, hardship: false, making_tax_digital: false };
  if (typeof situation !== 'string') throw new GuidekitError(`${fn}: situation must be text`, { code: 'invalid_value', field: 'situation' });
  const text = situation.trim();
  if (text.length > MAX_SITUATION) throw new GuidekitError(`${fn}: situation must be at most ${MAX_SITUATION} characters`, { code: 'too_long', field: 'situation' });
  return {
    text: text === '' ? null : text,
    installment_agreement: INSTALLMENT.test(text),
    unfiled_returns: UNFILED.test(text),
    hardship: HARDSHIP.test(text),
    making_tax_digital: MTD.test(text),
  };
}
