import { GuidekitError } from '../../../core/GuidekitError.js';
import { parseIsoDate } from '../../../core/parseIsoDate.js';
import { pickRule } from '../../../core/pickRule.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import { SIGNAL_MODEL, type SignalModel } from '../rules/signalModel.js';

/**
 * The signal-model version in force on `asOf`.
 *
 * @throws {@link GuidekitError} `required`, `invalid_date` or `out_of_range` on field `asOf`, the message starting with `fn`.
 */
export function readSignalModel(fn: string, asOf: unknown): AppliedRule<SignalModel> {
  if (asOf === undefined) throw new GuidekitError(`${fn}: options.asOf is required`, { code: 'required', field: 'asOf' });
  const date = parseIsoDate(asOf as string, { fn, field: 'asOf' });
  const rule = pickRule(SIGNAL_MODEL, date);
  if (rule === undefined) {
    throw new GuidekitError(`${fn}: no version of ${SIGNAL_MODEL.id} is in force on ${date} (the first is effective ${SIGNAL_MODEL.versions[0]?.effective})`, {
      code: 'out_of_range',
      field: 'asOf',
    });
  }
  return rule;
}
