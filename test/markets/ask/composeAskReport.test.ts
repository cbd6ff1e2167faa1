import { describe, expect, it } from 'vitest';
import { composeAskReport, type EngineCall } from '../../../src/markets/ask/composeAskReport.js';
import { findForeignFigures } from '../../../src/markets/ask/findForeignFigures.js';
import { routeQuestion } from '../../../src/markets/ask/routeQuestion.js';

const routed = routeQuestion('EURUSD or GBPUSD this week?', {}, { asOf: '2026-11-25' });
const answered: EngineCall = {
  ...routed.routes[0]!,
  endpoint: 'GET /api/signal/generate',
  status: 'answered',
  answer: { signal: { direction: 'long', probability: 0.5812, entry: 1.15234, factors: [{ name: 'trend' }] }, rules_applied: [], instrument: { id: 'EURUSD' } },
};
const down: EngineCall = { ...routed.routes[1]!, endpoint: 'GET /api/signal/generate', status: 'data_unavailable', problem: { status: 503, title: 'Data source unavailable', detail: 'yahoo down', sources: ['yahoo'] } };

describe('composeAskReport', () => {
  it('reports each engine with its headline figures, the call first, and says what could not be answered', () => {
    const report = composeAskReport(routed, [answered, down]);
    expect(report.answered).toBe(1);
    expect(report.engines[0]!.figures.slice(0, 3)).toEqual([
      { name: 'signal.direction', value: 'long' },
      { name: 'signal.probability', value: 0.5812 },
      { name: 'signal.entry', value: 1.15234 },
    ]);
    expect(report.narrative[0]).toBe('Your question was read as a price signal for an instrument (confidence 1) and sent to GET /api/signal/generate, GET /api/signal/generate.');
    expect(report.narrative.at(-1)).toBe('GET /api/signal/generate could not reach its data (yahoo), so this part of the question is not answered.');
  });

  it('puts only the engines\' and the routing\'s figures in the narrative, in English and Spanish', () => {
    for (const lang of ['en', 'es'] as const) {
      const report = composeAskReport(routed, [answered, down], { lang });
      expect(findForeignFigures(report.narrative, [report.engines, report.understood, report.question])).toEqual([]);
    }
  });

  it('takes an engine\'s own narrative sentences when it gives them, and says when none answered', () => {
    const own: EngineCall = { ...answered, answer: { narrative: ['The next CPI release is on 2026-12-10.'], event: 'cpi' } };
    expect(composeAskReport(routed, [own]).narrative).toContain('The next CPI release is on 2026-12-10.');
    expect(composeAskReport(routed, [{ ...answered, status: 'unavailable', answer: undefined }]).narrative.at(-1)).toBe('No engine could answer this question.');
  });
});
