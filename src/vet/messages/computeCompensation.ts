import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { COMPUTE_COMPENSATION_MESSAGES_DE } from './computeCompensation.de.js';
import { COMPUTE_COMPENSATION_MESSAGES_FR } from './computeCompensation.fr.js';

/** Message keys of `computeCompensation`. */
export type ComputeCompensationMessageKey =
  | 'summary'
  | 'summary_zero'
  | 'line_flat'
  | 'line_base'
  | 'line_base_child'
  | 'line_additional_children'
  | 'line_school_children'
  | 'line_spouse_aid_attendance'
  | 'status_alone'
  | 'status_spouse'
  | 'status_spouse_one_parent'
  | 'status_spouse_two_parents'
  | 'status_one_parent'
  | 'status_two_parents'
  | 'note_zero'
  | 'note_flat_dependents'
  | 'note_scope';

/**
 * Narrative text of `computeCompensation`, in English and Spanish.
 *
 * @see https://www.va.gov/disability/compensation-rates/veteran-rates/
 */
export const COMPUTE_COMPENSATION_MESSAGES: MessageCatalogs<ComputeCompensationMessageKey> = {
  en: {
    summary: 'Estimated monthly compensation at {rating}%: {amount, money}, using VA rates effective {effective}.',
    summary_zero: 'A 0% combined rating pays no monthly compensation.',
    line_flat: 'Monthly rate at {rating}%',
    line_base: 'Basic monthly rate at {rating}%: {status}',
    line_base_child: 'Basic monthly rate at {rating}%: {status}, with one child under 18',
    line_additional_children: 'Each additional child under 18: {count} × {unit, money}',
    line_school_children: 'Each child over 18 in a qualifying school program: {count} × {unit, money}',
    line_spouse_aid_attendance: 'Spouse receiving Aid and Attendance',
    status_alone: 'veteran alone',
    status_spouse: 'veteran with spouse',
    status_spouse_one_parent: 'veteran with spouse and 1 dependent parent',
    status_spouse_two_parents: 'veteran with spouse and 2 dependent parents',
    status_one_parent: 'veteran with 1 dependent parent',
    status_two_parents: 'veteran with 2 dependent parents',
    note_zero: 'VA pays no monthly compensation at a 0% combined rating, whatever the dependents.',
    note_flat_dependents: 'At 10% and 20% VA pays the same amount whatever the dependents, so none were added.',
    note_scope:
      'Special monthly compensation, individual unemployability, offsets (such as retired pay or severance pay) and apportionment are not included.',
  },
  es: {
    summary: 'Compensación mensual estimada con un {rating}%: {amount, money}, según las tarifas del VA vigentes desde el {effective}.',
    summary_zero: 'Una calificación combinada del 0% no paga compensación mensual.',
    line_flat: 'Tarifa mensual con un {rating}%',
    line_base: 'Tarifa mensual básica con un {rating}%: {status}',
    line_base_child: 'Tarifa mensual básica con un {rating}%: {status}, con un hijo menor de 18 años',
    line_additional_children: 'Cada hijo adicional menor de 18 años: {count} × {unit, money}',
    line_school_children: 'Cada hijo mayor de 18 años en un programa escolar que califica: {count} × {unit, money}',
    line_spouse_aid_attendance: 'Cónyuge que recibe Ayuda y Asistencia (Aid and Attendance)',
    status_alone: 'veterano solo',
    status_spouse: 'veterano con cónyuge',
    status_spouse_one_parent: 'veterano con cónyuge y 1 padre o madre a cargo',
    status_spouse_two_parents: 'veterano con cónyuge y 2 padres a cargo',
    status_one_parent: 'veterano con 1 padre o madre a cargo',
    status_two_parents: 'veterano con 2 padres a cargo',
    note_zero: 'El VA no paga compensación mensual con una calificación combinada del 0%, tenga o no dependientes.',
    note_flat_dependents: 'Con un 10% o un 20% el VA paga lo mismo sin importar los dependientes, así que no se sumó nada por ellos.',
    note_scope:
      'No se incluyen la compensación mensual especial (SMC), la incapacidad individual para trabajar (TDIU), las compensaciones por otros pagos (como el retiro militar o la indemnización por separación) ni los prorrateos.',
  },
  de: COMPUTE_COMPENSATION_MESSAGES_DE,
  fr: COMPUTE_COMPENSATION_MESSAGES_FR,
};
