import { isGuidekitError } from '../core/isGuidekitError.js';
import { NothingClearsError } from '../core/NothingClearsError.js';
import { SourceUnavailableError } from '../core/SourceUnavailableError.js';

/** An RFC 9457 problem document, with guidekit's `errors` extension listing each bad field. */
export interface ProblemDocument {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance?: string;
  /** One entry per offending field (extension member). */
  readonly errors?: readonly { readonly field: string; readonly code: string; readonly detail: string }[];
  /** For `data-unavailable`: the sources (or ports) that gave no usable answer (extension member). */
  readonly sources?: readonly string[];
  /** For `data-unavailable`: seconds after which a retry may succeed, when known (also the `Retry-After` header). */
  readonly retry_after_seconds?: number;
  /** Other extension members (RFC 9457 §3.2), e.g. the near-miss ladder of a 409 `nothing-clears`. */
  readonly [extension: string]: unknown;
}

/** Base of the `type` URIs of guidekit's problem documents; each is documented in docs/errors.md. */
export const PROBLEM_TYPE_BASE = 'https://guidekit.dev/problems/';

/**
 * Turns anything an endpoint call threw into the problem document the HTTP API returns and the CLI prints:
 * a {@link GuidekitError} becomes a 400 naming each bad field; a {@link NothingClearsError} a 409 `nothing-clears`
 * (or `no-edge`) carrying its details (never charged); anything else is a 500 that reveals no internals.
 *
 * @param error - What was thrown.
 * @param options - `instance`: the request path, echoed as the problem's `instance`.
 * @returns The problem document.
 * @example
 * ```ts
 * problemFromError(new GuidekitError('planPayoff: no debts', { code: 'too_small', field: 'debts' })).status //=> 400
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 */
export function problemFromError(error: unknown, options: { readonly instance?: string } = {}): ProblemDocument {
  const instance = options.instance === undefined ? {} : { instance: options.instance };
  if (error instanceof NothingClearsError) {
    return {
      ...error.details,
      type: `${PROBLEM_TYPE_BASE}${error.problem}`,
      title: error.problem === 'no-edge' ? 'No measured edge' : 'Nothing clears',
      status: 409,
      detail: `${error.reason} Nothing was charged.`,
      ...instance,
    };
  }
  if (error instanceof SourceUnavailableError) {
    return withExtensions({
      type: `${PROBLEM_TYPE_BASE}data-unavailable`,
      title: 'Data source unavailable',
      status: 503,
      detail: `The data source ${error.source} gave no usable answer (${error.reason}), so no answer was computed from partial data.${
        error.retryAfterSeconds === undefined ? '' : ` Retry after ${error.retryAfterSeconds} s.`
      } Nothing was charged.`,
      ...instance,
      sources: [error.source],
      ...(error.retryAfterSeconds === undefined ? {} : { retry_after_seconds: error.retryAfterSeconds }),
    }, error.extensions);
  }
  if (isGuidekitError(error)) {
    const fields = error.issues.map((issue) => issue.field).filter((f) => f !== '');
    return withExtensions({
      type: `${PROBLEM_TYPE_BASE}invalid-parameters`,
      title: 'Invalid parameters',
      status: 400,
      detail: fields.length > 0 ? `Invalid value for ${[...new Set(fields)].join(', ')}.` : error.message,
      ...instance,
      errors: error.issues.map((issue) => ({ field: issue.field, code: issue.code, detail: issue.message })),
    }, error.extensions);
  }
  return {
    type: `${PROBLEM_TYPE_BASE}internal-error`,
    title: 'Internal error',
    status: 500,
    detail: 'The engine failed unexpectedly. Nothing was charged.',
    ...instance,
  };
}

/** The standard members, then the error's extension members (RFC 9457 §3.2) that do not collide with them. */
function withExtensions(problem: ProblemDocument, extensions: Readonly<Record<string, unknown>> | undefined): ProblemDocument {
  if (extensions === undefined) return problem;
  return { ...problem, ...Object.fromEntries(Object.entries(extensions).filter(([k]) => !(k in problem))) };
}
