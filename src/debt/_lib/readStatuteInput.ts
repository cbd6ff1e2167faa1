import { GuidekitError } from '../../core/GuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import type { CheckStatuteOfLimitationsInput, StatuteDebtType } from '../checkStatuteOfLimitations.js';
import { readDebtCountry } from './readDebtCountry.js';

/** The statute input as the engine uses it (the state or province is resolved apart). */
export interface StatuteReading {
  readonly debtType: StatuteDebtType;
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  readonly studentLoanType: 'federal' | 'private';
  readonly lastPayment: string | undefined;
}

/**
 * Reads and checks the debt of a statute-of-limitations question: its type, country, student-loan kind (government
 * loans by default) and the last payment, which cannot come after the day the answer is for.
 *
 * @param input - The caller's input, unchecked.
 * @param options - `asOf` (checked ISO date), the debt types accepted and the engine's name (`fn`) for errors.
 * @returns The input as read.
 * @throws {@link GuidekitError} `invalid_value` (debt_type, country, student_loan_type), `invalid_date` or
 *   `out_of_range` (last_payment).
 */
export function readStatuteInput(
  input: CheckStatuteOfLimitationsInput,
  options: { readonly asOf: string; readonly debtTypes: readonly StatuteDebtType[]; readonly fn: string },
): StatuteReading {
  const { asOf, debtTypes, fn } = options;
  const debtType = input?.debt_type;
  if (!(debtTypes as readonly string[]).includes(debtType as string)) {
    throw new GuidekitError(`${fn}: debt_type must be one of ${debtTypes.join(', ')}`, { code: 'invalid_value', field: 'debt_type' });
  }
  const country = readDebtCountry(input.country, { fn });
  const studentLoanType = input.student_loan_type ?? 'federal';
  if (studentLoanType !== 'federal' && studentLoanType !== 'private') {
    throw new GuidekitError(`${fn}: student_loan_type must be federal or private`, { code: 'invalid_value', field: 'student_loan_type' });
  }
  let lastPayment: string | undefined;
  if (input.last_payment !== undefined) {
    lastPayment = parseIsoDate(input.last_payment, { fn, field: 'last_payment' });
    if (lastPayment > asOf) {
      throw new GuidekitError(`${fn}: last_payment ${lastPayment} is after asOf ${asOf}`, { code: 'out_of_range', field: 'last_payment' });
    }
  }
  return { debtType, country, studentLoanType, lastPayment };
}
