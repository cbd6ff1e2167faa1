// The question endpoints (POST /api/analysis, GET /api/scan/ask) and the event scanner (GET /api/scan/event) through the
// catalog: refusals before payment, routing through invokeEndpoint with the same ports and date, the report, and the
// rule that a language model never produces a figure.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { marketAnalysis } from '../../../src/catalog/markets/analysis.js';
import { scanAsk } from '../../../src/catalog/markets/scanAsk.js';
import { scanEvent } from '../../../src/catalog/markets/scanEvent.js';
import { defineEndpoint } from '../../../src/catalog/defineEndpoint.js';
import { prepareEndpointCall } from '../../../src/catalog/prepareEndpointCall.js';
import type { Ports } from '../../../src/catalog/ports.js';
import { NothingClearsError } from '../../../src/core/NothingClearsError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { explainQuestion } from '../../../src/catalog/markets/_ask/explainQuestion.js';
import { findForeignFigures } from '../../../src/markets/ask/findForeignFigures.js';
import type { QuestionParser } from '../../../src/markets/ask/QuestionParser.js';
import { MODEL_ONLY_QUESTION, scriptedParser, syntheticReleases, wavePrices, waveCrypto } from '../_askEventCases.js';
import { RESPONSE_CASES } from '../_responseCases.js';

// The 200 path of the gated signal endpoints: a SYNTHETIC markets.signal_edge under which every class sells (the real
// table's measured edges decline every class; test/catalog/markets/signalEdgeGate.test.ts tests those 409s).
vi.mock('../../../src/markets/rules/signalEdge.js', async (original) => (await import('./_lib/sellingSignalEdge.js')).withSellingEdge(await original<object>()));

const AS_OF = '2026-11-25';
const PORTS: Partial<Ports> = { macroReleases: syntheticReleases, prices: wavePrices, crypto: waveCrypto };
type Report = { narrative: string[]; narrative_worded_by: string; rejected_figures: string[]; engines: { status: string; answer?: unknown }[]; understood: { parsed_by: string }; question: string; data?: { sources: { source: string }[] } };

describe('marketAnalysis and scanAsk', () => {
  it('refuse a question the grammar cannot route before payment, saying what was understood', async () => {
    const prepared = await prepareEndpointCall(marketAnalysis, { question: 'tell me a joke' }, { asOf: AS_OF, ports: PORTS });
    expect(prepared.ok).toBe(false);
    const outcome = (prepared as unknown as { outcome: { status: number; body: { errors: { field: string; code: string; detail: string }[] } } }).outcome;
    expect(outcome.status).toBe(400);
    expect(outcome.body.errors[0]).toMatchObject({ field: 'question', code: 'unroutable_question' });
    expect(outcome.body.errors[0]!.detail).toContain('Try a form such as');
  });

  it('let such a question through to the language model when one is configured', async () => {
    expect((await prepareEndpointCall(marketAnalysis, { question: MODEL_ONLY_QUESTION }, { asOf: AS_OF, ports: { ...PORTS, questionParser: scriptedParser } })).ok).toBe(true);
    const out = await invokeEndpoint(marketAnalysis, { question: MODEL_ONLY_QUESTION }, { asOf: AS_OF, ports: { ...PORTS, questionParser: scriptedParser } });
    expect(out.status).toBe(200);
    const report = out.body as Report;
    expect(report.understood.parsed_by).toBe('language_model');
    expect(report.engines[0]!.status).toBe('answered');
  });

  it('ignore a language model reading that is not valid, and refuse the question (never charged)', async () => {
    const bad: QuestionParser[] = [
      { ...scriptedParser, parseQuestion: async () => '{"intent":"price_signal","routes":[{"operation_id":"debtPayoff","params":{}}]}' },
      { ...scriptedParser, parseQuestion: async () => '{"intent":"event_reaction","routes":[{"operation_id":"scanEvent","params":{"event":"nfp","instrument":"XAUUSD","threshold":"5000"}}]}' },
      { ...scriptedParser, parseQuestion: async () => 'not json at all' },
      { ...scriptedParser, parseQuestion: async () => Promise.reject(new SourceUnavailableError('llm', 'down')) },
    ];
    for (const questionParser of bad) {
      const out = await invokeEndpoint(marketAnalysis, { question: MODEL_ONLY_QUESTION }, { asOf: AS_OF, ports: { ...PORTS, questionParser } });
      expect(out.status).toBe(400);
    }
  });

  it('answer 503 before payment when nothing the question routes to is served yet', async () => {
    // The event scanner stands in for an engine that has not landed: its declaration without `run`.
    const declaration = scanEvent as { run?: unknown };
    const run = declaration.run;
    declaration.run = undefined;
    try {
      const prepared = await prepareEndpointCall(marketAnalysis, { question: 'How does gold react to NFP?' }, { asOf: AS_OF, ports: PORTS });
      expect(prepared.ok).toBe(false);
      const outcome = (prepared as unknown as { outcome: { status: number; body: { sources: string[]; detail: string } } }).outcome;
      expect(outcome.status).toBe(503);
      expect(outcome.body.sources).toEqual(['engines']);
      expect(outcome.body.detail).toContain('scanEvent');
    } finally {
      declaration.run = run;
    }
  });

  it('need only the ports of the route the question takes', async () => {
    expect(marketAnalysis.needsFor!({ question: 'How does gold react to NFP?' })).toEqual(['macroReleases', 'prices']);
    const missing = await invokeEndpoint(marketAnalysis, { question: 'How does gold react to NFP?' }, { asOf: AS_OF, ports: { prices: wavePrices } });
    expect(missing.status).toBe(503);
    expect((missing.body as { sources: string[] }).sources).toEqual(['macroReleases']);
  });

  it('run the routed endpoint with the same ports and date, and carry its sources in the data block', async () => {
    const out = await invokeEndpoint(marketAnalysis, { question: 'How does gold react to NFP?' }, { asOf: AS_OF, ports: PORTS });
    expect(out.status).toBe(200);
    const report = out.body as Report & { engines: { answer: { event: string; playbook: { instrument: string }[] } }[] };
    const direct = await invokeEndpoint(scanEvent, { event: 'nfp', instrument: 'XAUUSD' }, { asOf: AS_OF, ports: PORTS });
    const { data: _data, ...scan } = direct.body as Record<string, unknown>;
    expect(report.engines[0]!.answer).toEqual(scan);
    expect(report.data!.sources.map((s) => s.source).sort()).toEqual(['bls', 'yahoo']);
  });

  it('write a narrative whose every figure comes from an engine\'s answer or the routing, in every case', async () => {
    for (const endpoint of [marketAnalysis, scanAsk]) {
      for (const c of RESPONSE_CASES[endpoint.operationId]!) {
        const out = await invokeEndpoint(endpoint, c.params, { asOf: AS_OF, ...(c.ports === undefined ? {} : { ports: c.ports }) });
        expect(out.status, c.name).toBe(200);
        const { narrative, engines, understood, question } = out.body as Report;
        expect(findForeignFigures(narrative, [engines, understood, question]), c.name).toEqual([]);
      }
    }
  });

  it('reject a worded narrative that adds a figure, and keep the template', async () => {
    const injecting: QuestionParser = {
      ...scriptedParser,
      wordNarrative: async (request) => [...request.template, 'Gold will reach 5000 by Friday, a 12.5 % gain.'],
    };
    const plain = (await invokeEndpoint(marketAnalysis, { question: 'How does gold react to NFP?' }, { asOf: AS_OF, ports: PORTS })).body as Report;
    const out = (await invokeEndpoint(marketAnalysis, { question: 'How does gold react to NFP?' }, { asOf: AS_OF, ports: { ...PORTS, questionParser: injecting } })).body as Report;
    expect(out.narrative_worded_by).toBe('template');
    expect(out.rejected_figures).toEqual(['5000', '12.5']);
    expect(out.narrative).toEqual(plain.narrative);
    // A wording that keeps to the figures is used.
    const faithful = (await invokeEndpoint(marketAnalysis, { question: 'How does gold react to NFP?' }, { asOf: AS_OF, ports: { ...PORTS, questionParser: scriptedParser } })).body as Report;
    expect(faithful.narrative_worded_by).toBe('language_model');
    expect(faithful.rejected_figures).toEqual([]);
  });

  it('carry the explain block in every answer and in its 400, 409 and 503 problems', async () => {
    const question = 'How does gold react to NFP?';
    const explain = explainQuestion(question, { asOf: AS_OF });
    expect(explain).toEqual({
      question,
      intent: 'event_reaction',
      routes: [{ path: '/api/scan/event', params: { event: 'nfp', instrument: 'XAUUSD' } }],
      not_understood: [],
      confidence: 1,
    });
    const answered = await invokeEndpoint(marketAnalysis, { question }, { asOf: AS_OF, ports: PORTS });
    expect((answered.body as { explain: unknown }).explain).toEqual(explain);
    const refused = await prepareEndpointCall(marketAnalysis, { question: 'tell me a joke' }, { asOf: AS_OF, ports: PORTS });
    const problem = (refused as unknown as { outcome: { body: { explain: { refused: boolean; reason: string; suggestions: string[] } } } }).outcome.body;
    expect(problem.explain).toMatchObject({ question: 'tell me a joke', refused: true });
    expect(problem.explain.reason).toMatch(/^Understood: nothing routable\./);
    expect(problem.explain.suggestions).toContain('Who wins Arsenal v Chelsea?');
  });

  it('give one message per cause when the routed source is down, and the source it named', async () => {
    const down = { ...PORTS, prices: { ...wavePrices, loadBars: async () => Promise.reject(new SourceUnavailableError('yahoo', 'answered 429 Too Many Requests', { retryAfterSeconds: 30 })) } } as Partial<Ports>;
    const out = await invokeEndpoint(marketAnalysis, { question: 'How does gold react to NFP?' }, { asOf: AS_OF, ports: down });
    expect(out.status).toBe(503);
    const body = out.body as { detail: string; sources: string[]; retry_after_seconds: number; explain: { intent: string } };
    expect(body.sources).toEqual(['yahoo']);
    expect(body.detail.match(/gave no usable answer/g)).toHaveLength(1);
    expect(body.detail).toContain('(answered 429 Too Many Requests)');
    expect(body.retry_after_seconds).toBe(30);
    expect(body.explain.intent).toBe('event_reaction');
  });

  it("keep an engine's 409 a 409, with its members, never a 503", async () => {
    // The event scanner stands in for any engine that declines: its run throws the documented 409.
    const declaration = scanEvent as { run?: unknown };
    const run = declaration.run;
    declaration.run = async () => {
      throw new NothingClearsError('no measured edge over drift on held-out releases', { problem: 'no-edge', details: { measured: { edge: -0.01 } } });
    };
    try {
      const out = await invokeEndpoint(marketAnalysis, { question: 'How does gold react to NFP?' }, { asOf: AS_OF, ports: PORTS });
      expect(out.status).toBe(409);
      const body = out.body as { type: string; detail: string; measured: unknown; explain: { intent: string } };
      expect(body.type).toBe('https://guidekit.dev/problems/no-edge');
      expect(body.detail).toBe('no measured edge over drift on held-out releases Nothing was charged.');
      expect(body.measured).toEqual({ edge: -0.01 });
      expect(body.explain.intent).toBe('event_reaction');
    } finally {
      declaration.run = run;
    }
  });

  it('give the same report on GET /api/scan/ask as on POST /api/analysis', async () => {
    const a = await invokeEndpoint(marketAnalysis, { question: 'FOMC playbook for USDJPY', lang: 'es' }, { asOf: AS_OF, ports: PORTS });
    const b = await invokeEndpoint(scanAsk, { question: 'FOMC playbook for USDJPY', lang: 'es' }, { asOf: AS_OF, ports: PORTS });
    expect(b).toEqual(a);
  });
});

describe('scanEvent', () => {
  it('refuses an unknown instrument before payment, naming the nearest ids', async () => {
    const prepared = await prepareEndpointCall(scanEvent, { instrument: 'EURUSX' }, { asOf: AS_OF, ports: PORTS });
    expect(prepared.ok).toBe(false);
    expect((prepared as { outcome: { status: number; body: { detail: string } } }).outcome.status).toBe(400);
  });

  it('scans the next release on the calendar when no event is named, and reads crypto bars for a crypto pair', async () => {
    const out = (await invokeEndpoint(scanEvent, {}, { asOf: AS_OF, ports: PORTS })).body as { event: string; next_release: { date: string }; playbook: { instrument: string }[] };
    // At 2026-11-25 the next release on the tables is the Employment Situation of 4 December 2026.
    expect(out.event).toBe('nfp');
    expect(out.next_release.date).toBe('2026-12-04');
    expect(out.playbook.map((p) => p.instrument)).toEqual(['SPX', 'NDX', 'XAUUSD', 'EURUSD', 'USDJPY']);
    expect(scanEvent.needsFor!({ event: 'fomc', instrument: 'BTC-USD' })).toEqual(['macroReleases', 'crypto']);
  });
});

describe('prepareEndpointCall with a precheck', () => {
  it('tells the precheck which ports the app has, and passes a 503 it throws through, before payment', async () => {
    let seen: readonly string[] = [];
    const probe = defineEndpoint({
      operationId: 'probe',
      method: 'GET',
      path: '/api/probe',
      priceUsd: '0.01',
      domain: 'markets',
      spec: 'test',
      summary: 'test',
      params: z.object({}),
      precheck: (_p, ctx) => {
        seen = ctx.configuredPorts;
        throw new SourceUnavailableError('engines', 'nothing can answer');
      },
      run: () => ({}),
    });
    const prepared = await prepareEndpointCall(probe, {}, { asOf: AS_OF, ports: { prices: wavePrices, questionParser: scriptedParser } });
    expect(seen).toEqual(['prices', 'questionParser']);
    expect(prepared.ok).toBe(false);
    expect((prepared as { outcome: { status: number } }).outcome.status).toBe(503);
  });
});
