import type { PortName } from '../../ports.js';
import { routeByGrammar } from './routeByGrammar.js';
import { ROUTABLE_ENDPOINTS } from './routableEndpoints.js';

/**
 * The ports one question needs (a question endpoint's `needsFor`): those the served endpoints its routes name need
 * for the parameters read (their own `needsFor`), so a missing port fails only the questions that need it; or the
 * language model when the grammar cannot read it.
 *
 * @param question - The question.
 * @returns The port names.
 * @example
 * ```ts
 * portsForQuestion('How does gold react to NFP?') //=> ['macroReleases', 'prices']
 * ```
 * @see docs/ask-analysis-event.md#the-endpoints
 */
export function portsForQuestion(question: string): PortName[] {
  let reading: ReturnType<typeof routeByGrammar> | null;
  try {
    reading = routeByGrammar(question);
  } catch {
    reading = null;
  }
  if (reading === null || 'refused' in reading) return ['questionParser'];
  return [
    ...new Set(
      reading.served.flatMap((r) => {
        const endpoint = ROUTABLE_ENDPOINTS.get(r.operation_id)!;
        // The routed endpoint's own narrowing, on the parameters read from the question.
        const parsed = endpoint.params.safeParse(r.params);
        return (parsed.success && endpoint.needsFor !== undefined ? endpoint.needsFor(parsed.data as never) : (endpoint.needs ?? [])) as PortName[];
      }),
    ),
  ];
}
