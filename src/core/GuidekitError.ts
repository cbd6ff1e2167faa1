/** One problem with one input field. */
export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `debts[2].balance`. Empty for the request as a whole. */
  readonly field: string;
  /** Stable machine-readable code, e.g. `invalid_number`, `too_big`, `required`. */
  readonly code: string;
  /** Human-readable explanation in English. */
  readonly message: string;
}

/**
 * The one error type of guidekit. Thrown only for bad arguments (expected outcomes are values).
 *
 * @remarks
 * `code` is stable and machine-readable; `field` names the first offending input; `issues` lists
 * every offending input when several were wrong at once. Adapters turn it into RFC 9457 problem
 * JSON (HTTP 400) or exit code 2 (CLI).
 *
 * @example
 * ```ts
 * throw new GuidekitError('planPayoff: balance must not be negative', { code: 'too_small', field: 'debts[0].balance' });
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 */
export class GuidekitError extends Error {
  /** Stable machine-readable code. */
  readonly code: string;
  /** The first offending field, or undefined when the error concerns no single field. */
  readonly field: string | undefined;
  /** Every offending field. */
  readonly issues: readonly FieldIssue[];
  /**
   * Extension members of the problem document this error becomes (RFC 9457 §3.2), e.g. how a question was read
   * (`explain`). Never overrides the standard members. Default none.
   */
  readonly extensions: Readonly<Record<string, unknown>>;

  constructor(message: string, options: { code: string; field?: string; issues?: readonly FieldIssue[]; extensions?: Readonly<Record<string, unknown>> }) {
    super(message);
    this.name = 'GuidekitError';
    this.code = options.code;
    this.field = options.field ?? options.issues?.[0]?.field;
    this.issues = options.issues ?? [{ field: options.field ?? '', code: options.code, message }];
    this.extensions = options.extensions ?? {};
  }
}

