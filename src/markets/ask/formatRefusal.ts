import { QUESTION_FORMS } from './readQuestion.js';

/**
 * The message of a question no intent fits, as every refusal of the router and the question endpoints words it: who
 * refused, what was understood and lacked, and forms that would work.
 *
 * @param fn - The refusing function's name (the message starts with it).
 * @param reason - The reading's reason (`UnroutedQuestion.reason`).
 * @returns The message.
 * @example
 * ```ts
 * formatRefusal('routeQuestion', 'Understood: nothing routable.') //=> 'routeQuestion: could not route the question. Understood: nothing routable. Try a form such as: "Is EURUSD a buy this week?"; ...'
 * ```
 * @see docs/ask-analysis-event.md#intents
 */
export function formatRefusal(fn: string, reason: string): string {
  return `${fn}: could not route the question. ${reason} Try a form such as: ${QUESTION_FORMS.map((f) => `"${f}"`).join('; ')}.`;
}
