import type { ComputeCompensationMessageKey } from './computeCompensation.js';

/**
 * French text of computeCompensation (vouvoiement): the US VA disability compensation tables, named as such.
 *
 * @see ./computeCompensation.ts
 */
export const COMPUTE_COMPENSATION_MESSAGES_FR: Readonly<Record<ComputeCompensationMessageKey, string>> = {
  summary: 'Indemnité mensuelle estimée à {rating}% : {amount, money}, selon les taux du VA en vigueur depuis le {effective}.',
  summary_zero: 'Un taux combiné de 0% ne donne droit à aucune indemnité mensuelle.',
  line_flat: 'Taux mensuel à {rating}%',
  line_base: 'Taux mensuel de base à {rating}% : {status}',
  line_base_child: 'Taux mensuel de base à {rating}% : {status}, avec un enfant de moins de 18 ans',
  line_additional_children: 'Chaque enfant supplémentaire de moins de 18 ans : {count} × {unit, money}',
  line_school_children: 'Chaque enfant de plus de 18 ans inscrit dans un programme d’études admissible : {count} × {unit, money}',
  line_spouse_aid_attendance: 'Conjoint bénéficiant de l’Aid and Attendance',
  status_alone: 'vétéran seul',
  status_spouse: 'vétéran avec conjoint',
  status_spouse_one_parent: 'vétéran avec conjoint et un parent à charge',
  status_spouse_two_parents: 'vétéran avec conjoint et deux parents à charge',
  status_one_parent: 'vétéran avec un parent à charge',
  status_two_parents: 'vétéran avec deux parents à charge',
  note_zero: 'Le VA ne verse aucune indemnité mensuelle pour un taux combiné de 0%, quelles que soient les personnes à charge.',
  note_flat_dependents: 'À 10% et 20%, le VA verse le même montant quelles que soient les personnes à charge : aucune n’a donc été ajoutée.',
  note_scope:
    'L’indemnité mensuelle spéciale (SMC), l’inaptitude individuelle au travail (TDIU), les compensations (comme la pension de retraite militaire ou l’indemnité de départ) et la répartition ne sont pas incluses.',
};
