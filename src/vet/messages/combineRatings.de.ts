import type { CombineRatingsMessageKey } from './combineRatings.js';

/** German (de) text of COMBINE_RATINGS_MESSAGES: formal register (Sie); see docs/languages.md for how it was reviewed. */
export const COMBINE_RATINGS_MESSAGES_DE: Readonly<Record<CombineRatingsMessageKey, string>> = {
  summary: 'Die Bewertungen ergeben zusammen {unrounded}%, was eine Gesamtbewertung von {combined}% ergibt (38 CFR 4.25).',
  summary_empty: 'Es wurden keine Bewertungen angegeben, daher beträgt die Gesamtbewertung 0 %.',
  limbs_arm: 'beider Arme',
  limbs_leg: 'beider Beine',
  limbs_all: 'aller vier Gliedmaßen',
  note_bilateral: 'Bilateralfaktor (38 CFR 4.26): Die Behinderungen {limbs} ergeben zusammen {group}%; 10 % davon ({factor}) hinzugerechnet ergibt {value}%, was dann als eine Behinderung behandelt wird.',
  note_exception_partial: '38 CFR 4.26(d): Werden {count} der paarigen Behinderungen aus dem Bilateralfaktor herausgenommen und gesondert kombiniert, ergibt das {combined}% statt {default}%; das ist daher das Ergebnis.',
  note_exception_all: '38 CFR 4.26(d): Die paarigen Behinderungen ohne Bilateralfaktor zu kombinieren ergibt {combined}% statt {default}%; der Faktor entfällt daher.',
  note_exception_not_in_force: 'Die Ausnahme nach 38 CFR 4.26(d), die den Bilateralfaktor weglässt, wenn das ein höheres Ergebnis bringt, gilt seit 2023-04-16 und wurde für {asOf} nicht angewendet.',
  note_incomplete_side: 'Eine Behinderung braucht sowohl eine Gliedmaße (Arm oder Bein) als auch eine Seite (links oder rechts), um für den Bilateralfaktor zu zählen; {count} hatten nicht beides und wurden als gewöhnliche Bewertungen kombiniert.',
  note_zero: 'Bewertungen von 0 % erhöhen den Gesamtwert nicht. Nach 38 CFR 3.324 kann bei mehreren nicht entschädigungspflichtigen Behinderungen trotzdem der Satz für 10 % gezahlt werden; diese Berechnung entscheidet darüber nicht.',
  note_noncompensable_pair: 'Der Bilateralfaktor verlangt auf jeder Seite eines Gliedmaßenpaares eine entschädigungspflichtige Behinderung (ab 10 %) (38 CFR 4.26(c)); das traf hier auf kein Paar zu.',
};
