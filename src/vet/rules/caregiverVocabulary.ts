/** The seven activities of daily living of 38 CFR 71.15 ("inability to perform an activity of daily living"). */
export type Adl = 'dressing' | 'bathing' | 'grooming' | 'toileting' | 'feeding' | 'mobility' | 'prosthetic';

/*
 * Plain words (English and Spanish, after normalizeWords) that name each activity of daily living, a need for
 * supervision, protection or instruction, its continuous form (Level 2), and the caregiver relationships of
 * 38 CFR 71.25 (family member, or someone living with the veteran full-time). Matching vocabulary, not rates.
 */

/** Words naming each activity of daily living. */
export const ADL_WORDS: Readonly<Record<Adl, readonly string[]>> = {
  dressing: ['dress', 'dressing', 'undress', 'clothe', 'vestir', 'vestirse', 'desvestirse'],
  bathing: ['bath', 'bathing', 'bathe', 'shower', 'banarse', 'bano', 'ducha', 'ducharse'],
  grooming: ['grooming', 'groom', 'shave', 'shaving', 'hygiene', 'aseo', 'asearse', 'afeitarse', 'higiene'],
  toileting: ['toilet', 'toileting', 'incontinence', 'bathroom', 'inodoro', 'incontinencia'],
  feeding: ['feeding', 'eating', 'eat', 'feed', 'tube feeding', 'comer', 'alimentarse', 'alimentacion'],
  mobility: ['mobility', 'walking', 'walk', 'transfer', 'transferring', 'stair', 'wheelchair', 'caminar', 'movilidad', 'silla rueda', 'escalera'],
  prosthetic: ['prosthetic', 'prosthesis', 'orthopedic appliance', 'brace', 'protesis', 'ortesis'],
};
/** Words naming a need for supervision, protection or instruction. */
export const SUPERVISION = ['supervision', 'supervise', 'protection', 'instruction', 'safety', 'wandering', 'dementia', 'memory', 'seizure', 'supervisar', 'proteccion', 'instruccion', 'seguridad', 'demencia', 'memoria'];
/** Words that make that need continuous (Level 2). */
export const CONTINUOUS = ['continuous', 'constant', '24 7', 'around clock', 'continua', 'continuo', 'constante'];
/** Family relationships that can be a Family Caregiver. */
export const FAMILY = ['spouse', 'wife', 'husband', 'partner', 'son', 'daughter', 'child', 'parent', 'mother', 'father', 'mom', 'dad', 'sibling', 'brother', 'sister', 'grandchild', 'grandson', 'granddaughter', 'grandparent', 'grandmother', 'grandfather', 'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'in law', 'stepson', 'stepdaughter', 'stepmother', 'stepfather', 'esposa', 'esposo', 'conyuge', 'pareja', 'hijo', 'hija', 'madre', 'padre', 'hermano', 'hermana', 'nieto', 'nieta', 'abuelo', 'abuela', 'tio', 'tia', 'primo', 'prima', 'sobrino', 'sobrina', 'suegra', 'suegro'];
/** Non-family relationships that qualify only by living with the veteran full-time. */
export const HOUSEHOLD = ['friend', 'neighbor', 'neighbour', 'roommate', 'caregiver', 'amigo', 'amiga', 'vecino', 'vecina', 'companero'];
