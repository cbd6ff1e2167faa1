import type { z } from 'zod';
import type { CoreLanguage, ResolvedLang, ShippedLanguage } from '../core/i18n/resolveLang.js';
import type { SourceRecorder } from '../core/sourceUse.js';
import type { PortName, Ports } from './ports.js';

/** Credit types of the market-signal service; a credit of one type never pays for the other. */
export type CreditType = 'analysis' | 'signal';

/** The domain an endpoint belongs to. */
export type Domain = 'debt' | 'vet' | 'markets' | 'backtest' | 'safety';

/**
 * The languages an engine of domain `D` may be called in: every shipped language for debt and veterans (German and
 * French where their catalogs are complete, see `listEndpointLanguages`), `en`/`es` elsewhere. For the union of all
 * domains it is the languages all share.
 */
export type DomainLanguage<D extends Domain> = [D] extends ['debt' | 'vet'] ? ShippedLanguage : CoreLanguage;

/**
 * What every engine call receives besides its parameters; adapters fill it in (engines never read the clock, and
 * reach outside data only through the ports the endpoint declared).
 *
 * @typeParam N - The ports the endpoint declared in `needs`.
 */
export interface EngineContext<N extends PortName = never, L extends ShippedLanguage = CoreLanguage> {
  /** ISO date the answer is computed for. */
  readonly asOf: string;
  /** The message catalog chosen for the request's `lang`: only a language the endpoint's catalogs have. */
  readonly lang: ResolvedLang<L>;
  /** Exactly the ports the endpoint declared in `needs`, nothing else. */
  readonly ports: Pick<Ports, N>;
  /** Pass to every port call: the answer's `data` block lists each source the call used. */
  readonly trace: SourceRecorder;
}

/**
 * What an endpoint's `precheck` receives. It runs before payment, so it never fetches the data an answer is computed
 * from: the ports are there only for the cheap look-ups that make a 400 certain (a DNS answer naming an internal
 * address, the list of symbols a bars source holds), each through a method the port offers for that purpose.
 *
 * @typeParam N - The ports the endpoint declared in `needs`.
 */
export interface PrecheckContext<N extends PortName = PortName> {
  readonly asOf: string;
  readonly lang: ResolvedLang;
  /**
   * The names of the ports the app has configured (not the ports themselves), so a precheck can tell whether an
   * optional reader exists, e.g. whether a question the grammar cannot read may still go to a language model.
   */
  readonly configuredPorts: readonly PortName[];
  /**
   * The endpoint's declared ports that the app has (a port may be missing: the call is then a 503 after the precheck).
   * Use only their pre-payment look-ups (e.g. `merchantProbe.screenTarget`, a bars source's `listSymbols`).
   */
  readonly ports: Partial<Pick<Ports, N>>;
}

/**
 * One endpoint of the three specification documents, declared once. The CLI, the HTTP routes, OpenAPI,
 * MCP tools, llms.txt and the manifests are all generated from these declarations.
 *
 * @typeParam S - The zod schema of the endpoint's parameters (query for GET, JSON body for POST).
 * @typeParam N - The ports the endpoint reads (see {@link Ports}).
 * @typeParam D - The endpoint's domain, which decides the languages its run receives ({@link DomainLanguage}).
 */
export interface EndpointDefinition<S extends z.ZodType = z.ZodType, N extends PortName = PortName, D extends Domain = Domain> {
  /** Operation id from the spec, or one of ours where the spec names none (documented in docs/catalog.md). */
  readonly operationId: string;
  readonly method: 'GET' | 'POST';
  /** Path as in the spec, e.g. `/api/debt/payoff`. */
  readonly path: string;
  /** Price per call in USD as an exact decimal string, e.g. `'0.10'`. */
  readonly priceUsd: string;
  /** Credit type where the spec names one. */
  readonly credit?: CreditType;
  readonly domain: D;
  /** One-line summary for listings, OpenAPI and tool descriptions. */
  readonly summary: string;
  /** Which spec document (and section) declares the endpoint. */
  readonly spec: string;
  /**
   * The parameters exactly as the spec gives them. GET query values arrive as strings and are coerced here;
   * unknown names are ignored.
   */
  readonly params: S;
  /**
   * The outside data the endpoint reads, by port name (see {@link Ports}); absent or empty for a pure engine. The run
   * receives exactly these in `context.ports`; an app that lacks one answers 503 `data-unavailable` naming it, never
   * charged. Listed by `guidekit list`, OpenAPI (`x-guidekit-reads`) and GET /health/data.
   */
  readonly needs?: readonly N[];
  /**
   * The declared ports one call actually reads, when that depends on its parameters (a backtest given its bars inline
   * reads no `bars` port). Default: every port in `needs`. Only a port listed here and missing from the app makes the
   * call a 503; the run still receives every declared port the app has.
   */
  readonly needsFor?: (params: z.output<S>) => readonly N[];
  /**
   * Checks of the parameters that need no engine and at most a cheap look-up (an address refused for SSRF, also when
   * its name resolves to one; a rule that does not compile; a symbol the bars source does not hold), run before payment
   * is asked for: a request that fails them is a 400, and a caller is never asked to pay for a
   * request that cannot succeed. Throws `GuidekitError` on a bad argument.
   */
  readonly precheck?: (params: z.output<S>, context: PrecheckContext<N>) => void | Promise<void>;
  /**
   * Runs the engine on validated parameters. Absent while the engine has not landed: the endpoint is then
   * unavailable (HTTP 501, never charged).
   */
  readonly run?: (params: z.output<S>, context: EngineContext<N, DomainLanguage<D>>) => unknown | Promise<unknown>;
  /**
   * The zod schema of the 200 answer's body. OpenAPI's 200 body and MCP's tool `outputSchema` are generated from it,
   * and the translator walks the fields it marks as prose (`.meta({ prose: true })`). Absent while not declared yet.
   */
  readonly response?: z.ZodType;
  /**
   * When the endpoint answers 409 instead of a verdict (nothing clears its cost floor, no verdict out of season), in
   * one sentence for OpenAPI. Absent: it never answers 409. A 409 is never charged.
   */
  readonly conflict?: string;
  /** Why the endpoint is unavailable, when `run` is absent. */
  readonly unavailableReason?: string;
}
