import type { CheckIncomePeriodMessageKey } from './checkIncomePeriod.js';

/** German (de) text of CHECK_INCOME_PERIOD_MESSAGES: formal register (Sie); see docs/languages.md for how it was reviewed. */
export const CHECK_INCOME_PERIOD_MESSAGES_DE: Readonly<Record<CheckIncomePeriodMessageKey, string>> = {
  looks_annual_outgoings: 'Ein Einkommen von {income} im Monat wäre mehr als das {ratio}-Fache der angegebenen monatlichen Raten und Kosten ({outgoings}); es wurde daher als Jahreswert gelesen: {monthly_if_annual} im Monat. Ist es wirklich monatlich, senden Sie income_period=monthly.',
  looks_annual_alone: 'Ein Einkommen von {income} im Monat ({annual} im Jahr) wäre ungewöhnlich hoch; es wurde daher als Jahreswert gelesen: {monthly_if_annual} im Monat. Ist es wirklich monatlich, senden Sie income_period=monthly.',
  converted: 'Das Einkommen von {income} {period} wurde in {monthly} im Monat umgerechnet.',
  read_monthly: 'Das Einkommen von {income} wurde als Monatswert gelesen, die Einkommenseinheit dieses Dienstes; senden Sie income_period=annual, biweekly oder weekly für eine andere.',
  period_annual: 'im Jahr',
  period_biweekly: 'alle zwei Wochen',
  period_weekly: 'pro Woche',
  period_monthly: 'im Monat',
};
