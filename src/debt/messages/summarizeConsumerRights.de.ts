import type { SummarizeConsumerRightsKey } from './summarizeConsumerRights.js';

/** German (de) text of SUMMARIZE_CONSUMER_RIGHTS_MESSAGES: formal register (Sie); see docs/languages.md for how it was reviewed. */
export const SUMMARIZE_CONSUMER_RIGHTS_MESSAGES_DE: Readonly<Record<SummarizeConsumerRightsKey, string>> = {
  narrative_US: 'In den USA begrenzen FDCPA und Regulation F, wie Inkassounternehmen Sie kontaktieren dürfen, und erlauben Ihnen, einen Nachweis der Forderung zu verlangen; nach dem Fair Credit Reporting Act können Sie Fehler in Ihrer Kreditauskunft kostenlos bestreiten. Beschwerdestellen: {bodies}.',
  narrative_UK: 'Im Vereinigten Königreich verpflichten die Regeln der FCA in CONC 7 Kreditgeber und Inkassounternehmen, Sie bei Zahlungsrückständen fair zu behandeln, nach dem Consumer Credit Act können Sie Ihren Vertrag anfordern, und nach der UK GDPR können Sie Ihre Kreditakte berichtigen lassen. Beschwerdestellen: {bodies}.',
  narrative_CA: 'In Kanada lizenzieren die Gesetze der Provinzen Inkassobüros und Auskunfteien, begrenzen den Inkassokontakt und erlauben Ihnen, Fehler in Ihrer Kreditakte zu bestreiten. Beschwerdestellen: {bodies}.',
  narrative_AU: 'In Australien begrenzen die Debt Collection Guideline von ACCC/ASIC und das Australian Consumer Law den Inkassokontakt, der National Credit Code gibt Ihnen das Recht, um Härtefallhilfe zu bitten, und nach dem Privacy Act können Sie Ihre Kreditauskunft berichtigen lassen. Beschwerdestellen: {bodies}.',
  warn_estimates: 'Die Daten sind Schätzungen unter der Annahme, dass das auslösende Ereignis (eine Mitteilung, ein Schreiben, eine Beschwerde) heute eintritt.',
};
