import type { ListVeteranDiscountsMessageKey } from './listVeteranDiscounts.js';

/** German (de) text of LIST_VETERAN_DISCOUNTS_MESSAGES: formal register (Sie); see docs/languages.md for how it was reviewed. */
export const LIST_VETERAN_DISCOUNTS_MESSAGES_DE: Readonly<Record<ListVeteranDiscountsMessageKey, string>> = {
  private_caveat: 'Angebot eines privaten Unternehmens: hier nicht verifiziert, Änderung oder Rücknahme vorbehalten; bestätigen Sie es beim Unternehmen, bevor Sie sich darauf verlassen.',
  government_basis: 'Gewährt durch Gesetz oder staatliche Regelung.',
  needs_rating: 'Verlangt eine dienstbedingte Bewertung von mindestens {min}%; Ihre beträgt {rating}%.',
  needs_pt: 'Verlangt eine Bewertung von 100 %, die dauerhaft und vollständig (permanent and total, P&T) ist.',
  rating_unknown: 'Verlangt eine dienstbedingte Bewertung von mindestens {min}%{pt}: Senden Sie disability_rating zur Prüfung.',
  none_in_category: 'Für {country} sind {category, plural, one {keine Rabatte der Kategorie #} other {keine Rabatte der Kategorie #}} hinterlegt.',
  nz_none: 'Neuseeland hat kein landesweites, Veteranen vorbehaltenes Rabattprogramm; die SuperGold Card (ab 65 Jahren oder für einige Leistungsbeziehende) ist das am ehesten vergleichbare allgemeine Angebot, und einige RSAs vereinbaren örtliche Angebote.',
  unmapped: 'Für {country} sind keine Veteranenrabatte hinterlegt; US-Rabatte werden nicht angewendet.',
  summary: '{count, plural, one {# Rabatt} other {# Rabatte}} für {country}{category}, davon {eligible} nach Ihren Angaben nutzbar.',
  summary_none: 'Für {country}{category} sind keine Rabatte hinterlegt.',
};
