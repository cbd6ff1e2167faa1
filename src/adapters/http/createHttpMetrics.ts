import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DataSourceHandle } from '../ports/DataSourceHandle.js';

/** What one answered request tells the metrics. */
export interface ObservedRequest {
  /** The catalog path, a fixed route such as `/health`, or `other` (bounded label values only). */
  readonly endpoint: string;
  readonly method: string;
  readonly status: number;
  readonly seconds: number;
  /** The request carried `PAYMENT-SIGNATURE`. */
  readonly paymentSent: boolean;
  /** The answer carried `PAYMENT-RESPONSE` (x402 settled it). */
  readonly settled: boolean;
  /** `X-Credits-Spent` of the answer, when a credit gate answered. */
  readonly creditsSpent: string | null;
}

/** The metrics of one app: its registry (served at GET /metrics) and the recorder of each answered request. */
export interface HttpMetrics {
  readonly registry: Registry;
  record(request: ObservedRequest): void;
}

/** Options of {@link createHttpMetrics}. */
export interface CreateHttpMetricsOptions {
  /** The sources whose status and circuit breaker are reported at each scrape. Default none. */
  readonly dataSources?: readonly DataSourceHandle[];
  /** The clock of the source reports. Default `() => new Date()`. */
  readonly now?: () => Date;
  /** Also report Node's process metrics (CPU, memory, event loop lag). Default true. */
  readonly processMetrics?: boolean;
}

/**
 * Builds the Prometheus metrics of an app with prom-client, in a registry of its own (two apps in one process never
 * mix): `guidekit_http_requests_total{endpoint,method,status}`, `guidekit_http_request_duration_seconds`
 * (histogram), `guidekit_payments_total{outcome}` (`asked`: a 402 to a request without payment; `refused`: a 402 to
 * one with a payment; `verified`: a payment the handler ran for; `settled`: answered with `PAYMENT-RESPONSE`),
 * `guidekit_credits_total{outcome}` (`spent`, `refunded`), and per data source `guidekit_source_up` and
 * `guidekit_source_circuit_open` read from each source's own report at scrape time.
 *
 * @param options - {@link CreateHttpMetricsOptions}.
 * @returns The registry and the recorder.
 * @example
 * ```ts
 * const metrics = createHttpMetrics();
 * metrics.record({ endpoint: '/health', method: 'GET', status: 200, seconds: 0.001, paymentSent: false, settled: false, creditsSpent: null });
 * await metrics.registry.metrics(); // Prometheus text
 * ```
 * @see https://prometheus.io/docs/instrumenting/exposition_formats/
 */
export function createHttpMetrics(options: CreateHttpMetricsOptions = {}): HttpMetrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'guidekit_' });
  const requests = new Counter({ name: 'guidekit_http_requests_total', help: 'Requests answered, by endpoint, method and status.', labelNames: ['endpoint', 'method', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'guidekit_http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer, by endpoint.',
    labelNames: ['endpoint', 'method'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const payments = new Counter({ name: 'guidekit_payments_total', help: 'x402 payments: asked (402 without payment), refused (402 with one), verified (the handler ran), settled.', labelNames: ['outcome'], registers: [registry] });
  const credits = new Counter({ name: 'guidekit_credits_total', help: 'Prepaid credits spent on an answer, or refunded because the answer was an error.', labelNames: ['outcome'], registers: [registry] });
  for (const outcome of ['asked', 'refused', 'verified', 'settled']) payments.inc({ outcome }, 0);
  for (const outcome of ['spent', 'refunded']) credits.inc({ outcome }, 0);
  const sources = options.dataSources ?? [];
  const now = options.now ?? (() => new Date());
  const reports = async () => Promise.all(sources.map((s) => s.describe(now()).catch(() => undefined)));
  new Gauge({
    name: 'guidekit_source_up',
    help: 'A data source answers (1: ok or degraded; 0: unavailable), from its own report at scrape time.',
    labelNames: ['source', 'port', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [i, report] of (await reports()).entries()) {
        const source = sources[i]!;
        this.set({ source: source.id, port: source.port, status: report?.status ?? 'unavailable' }, report === undefined || report.status === 'unavailable' ? 0 : 1);
      }
    },
  });
  new Gauge({
    name: 'guidekit_source_circuit_open',
    help: 'A live source\'s circuit breaker is open (1) or half-open (0.5); closed is 0. Local sources are left out.',
    labelNames: ['source', 'port'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [i, report] of (await reports()).entries()) {
        if (report?.circuit === null || report?.circuit === undefined) continue;
        const source = sources[i]!;
        this.set({ source: source.id, port: source.port }, report.circuit === 'open' ? 1 : report.circuit === 'half-open' ? 0.5 : 0);
      }
    },
  });
  // Label sets are built once per series and reused (each answered request records two series and a payment outcome).
  const outcome = { asked: { outcome: 'asked' }, refused: { outcome: 'refused' }, verified: { outcome: 'verified' }, settled: { outcome: 'settled' }, spent: { outcome: 'spent' }, refunded: { outcome: 'refunded' } } as const;
  const requestLabels = new Map<string, { readonly endpoint: string; readonly method: string; readonly status: string }>();
  const durationLabels = new Map<string, { readonly endpoint: string; readonly method: string }>();
  return {
    registry,
    record(r) {
      const series = `${r.method} ${r.endpoint}`;
      let timed = durationLabels.get(series);
      if (timed === undefined) durationLabels.set(series, (timed = { endpoint: r.endpoint, method: r.method }));
      const answered = `${r.status} ${series}`;
      let counted = requestLabels.get(answered);
      if (counted === undefined) requestLabels.set(answered, (counted = { endpoint: r.endpoint, method: r.method, status: String(r.status) }));
      requests.inc(counted);
      duration.observe(timed, r.seconds);
      if (r.status === 402) payments.inc(r.paymentSent ? outcome.refused : outcome.asked);
      else if (r.paymentSent) payments.inc(outcome.verified);
      if (r.settled) payments.inc(outcome.settled);
      if (r.creditsSpent === '1') credits.inc(outcome.spent);
      else if (r.creditsSpent === '0') credits.inc(outcome.refunded);
    },
  };
}
