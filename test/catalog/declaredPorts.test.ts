import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { PORT_NAMES, type PortName, type Ports } from '../../src/catalog/ports.js';
import { RESPONSE_CASES } from './_responseCases.js';

// The 200 path of the gated signal endpoints: a SYNTHETIC markets.signal_edge under which every class sells (the real
// table's measured edges decline every class; test/catalog/markets/signalEdgeGate.test.ts tests those 409s).
vi.mock('../../src/markets/rules/signalEdge.js', async (original) => (await import('./markets/_lib/sellingSignalEdge.js')).withSellingEdge(await original<object>()));

const AS_OF = '2026-11-25';

/** Wraps each port so the test sees which ones a run touched. */
function watched(ports: Partial<Ports>, touched: Set<PortName>): Partial<Ports> {
  const out: Partial<Record<PortName, unknown>> = {};
  for (const name of PORT_NAMES) {
    const port = ports[name];
    if (port === undefined) continue;
    out[name] =
      typeof port === 'function'
        ? (...args: unknown[]) => {
            touched.add(name);
            return (port as (...a: unknown[]) => unknown)(...args);
          }
        : new Proxy(port as object, {
            get(target, key, receiver) {
              touched.add(name);
              return Reflect.get(target, key, receiver);
            },
          });
  }
  return out as Partial<Ports>;
}

describe("each endpoint's declared ports", () => {
  const served = ENDPOINTS.filter((e) => e.run !== undefined);

  it('name only known ports', () => {
    for (const endpoint of served) for (const name of endpoint.needs ?? []) expect(PORT_NAMES, endpoint.operationId).toContain(name);
  });

  for (const endpoint of served) {
    const cases = RESPONSE_CASES[endpoint.operationId] ?? [];
    it(`match what ${endpoint.operationId} reads (${cases.length} cases)`, async () => {
      expect(cases.length, `no realistic cases for ${endpoint.operationId}`).toBeGreaterThan(0);
      const declared = new Set<PortName>(endpoint.needs ?? []);
      const touchedOverall = new Set<PortName>();
      for (const c of cases) {
        // The app offers every port the case brings; the run may reach only the declared ones.
        const touched = new Set<PortName>();
        const outcome = await invokeEndpoint(endpoint, c.params, { asOf: AS_OF, ports: watched(c.ports ?? {}, touched) });
        expect(outcome.status, `${endpoint.operationId} ${c.name}: ${JSON.stringify(outcome.body).slice(0, 300)}`).toBe(200);
        for (const name of touched) {
          expect(declared.has(name), `${endpoint.operationId} ${c.name} read the undeclared port ${name}`).toBe(true);
          touchedOverall.add(name);
        }
      }
      // A declared port that no realistic call reads is a declaration that lies about what the endpoint needs.
      for (const name of declared) expect(touchedOverall.has(name), `${endpoint.operationId} declares ${name} but never read it`).toBe(true);
    });
  }

  it('are all an endpoint receives: a run never sees a port it did not declare', async () => {
    const pure = served.find((e) => (e.needs ?? []).length === 0 && RESPONSE_CASES[e.operationId] !== undefined)!;
    const everything: Partial<Ports> = Object.fromEntries(PORT_NAMES.map((name) => [name, () => {
      throw new Error(`${pure.operationId} reached ${name}`);
    }]));
    const outcome = await invokeEndpoint(pure, RESPONSE_CASES[pure.operationId]![0]!.params, { asOf: AS_OF, ports: everything });
    expect(outcome.status).toBe(200);
  });
});
