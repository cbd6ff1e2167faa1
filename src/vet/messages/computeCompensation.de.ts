import type { ComputeCompensationMessageKey } from './computeCompensation.js';

/** German (de) text of COMPUTE_COMPENSATION_MESSAGES: formal register (Sie); see docs/languages.md for how it was reviewed. */
export const COMPUTE_COMPENSATION_MESSAGES_DE: Readonly<Record<ComputeCompensationMessageKey, string>> = {
  summary: 'Geschätzte monatliche Entschädigung bei {rating}%: {amount, money}, nach den VA-Sätzen gültig ab {effective}.',
  summary_zero: 'Eine Gesamtbewertung von 0 % begründet keine monatliche Entschädigung.',
  line_flat: 'Monatssatz bei {rating}%',
  line_base: 'Monatlicher Grundsatz bei {rating}%: {status}',
  line_base_child: 'Monatlicher Grundsatz bei {rating}%: {status}, mit einem Kind unter 18 Jahren',
  line_additional_children: 'Jedes weitere Kind unter 18 Jahren: {count} × {unit, money}',
  line_school_children: 'Jedes Kind über 18 Jahren in einer anerkannten Ausbildung: {count} × {unit, money}',
  line_spouse_aid_attendance: 'Ehepartner mit Aid and Attendance (Pflegezuschlag)',
  status_alone: 'Veteran allein',
  status_spouse: 'Veteran mit Ehepartner',
  status_spouse_one_parent: 'Veteran mit Ehepartner und 1 unterhaltsberechtigten Elternteil',
  status_spouse_two_parents: 'Veteran mit Ehepartner und 2 unterhaltsberechtigten Elternteilen',
  status_one_parent: 'Veteran mit 1 unterhaltsberechtigten Elternteil',
  status_two_parents: 'Veteran mit 2 unterhaltsberechtigten Elternteilen',
  note_zero: 'Bei einer Gesamtbewertung von 0 % zahlt die VA keine monatliche Entschädigung, unabhängig von Angehörigen.',
  note_flat_dependents: 'Bei 10 % und 20 % zahlt die VA unabhängig von Angehörigen denselben Betrag, daher wurden keine hinzugerechnet.',
  note_scope: 'Special Monthly Compensation, Erwerbsunfähigkeit (Individual Unemployability), Anrechnungen (etwa Ruhegehalt oder Abfindung) und Aufteilungen (Apportionment) sind nicht enthalten.',
};
