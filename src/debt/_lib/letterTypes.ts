/** Shared result shapes of the rights, collections and dispute engines (private to the debt domain). */

/** Unit of a legal period. */
export type PeriodUnit = 'calendar_days' | 'business_days' | 'working_days' | 'weeks' | 'months' | 'years';

/** One legal deadline, with the date it falls on if its trigger happens on `asOf`. */
export interface LegalDeadline {
  /** Stable id, e.g. `validation_period`. */
  readonly id: string;
  /** What must happen by when, in the reader's language. */
  readonly description: string;
  readonly period: number;
  readonly unit: PeriodUnit;
  /** The date the period ends if its trigger (named in `description`) happens on `asOf`; `null` when not computed. */
  readonly due_date: string | null;
  /** Always true: the real trigger date (receipt, mailing, complaint) decides the actual deadline. */
  readonly estimate: true;
  /** The rule the period comes from. */
  readonly rule_id: string;
}

/** A letter ready to send, with the placeholders the caller still has to fill. */
export interface LetterTemplate {
  /** Stable id, e.g. `debt_validation_request`. */
  readonly id: string;
  readonly title: string;
  /** Who to send it to, in the reader's language. */
  readonly send_to: string;
  /** Full text; what the caller gave is filled in, the rest stays visible as `{your_name}`. */
  readonly body: string;
  /** Placeholders still in `body`, each one of `LETTER_PLACEHOLDERS` (letterPlaceholders.ts). */
  readonly placeholders_to_fill: readonly string[];
}

/** One right the consumer has, with the provision it comes from. */
export interface ConsumerRight {
  readonly id: string;
  readonly summary: string;
  readonly citation: string;
  readonly rule_id: string;
}

/** A body to complain to, as returned in responses. */
export interface ComplaintBody {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  /** What the body does for the consumer, in the reader's language. */
  readonly role: string;
  readonly rule_id: string;
}
