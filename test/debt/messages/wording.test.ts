import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessDebtSnapshot } from '../../../src/debt/assessDebtSnapshot.js';
import { planMortgageRelief } from '../../../src/debt/planMortgageRelief.js';
import { planPayoff } from '../../../src/debt/planPayoff.js';

// Wording traps people met in the answers: "1 debts", "Call my mortgage servicer" (advice addressed to the user in the
// first person), "partida(s)". Counts now go through plural placeholders (docs/architecture.md, Counts in text).
const asOf = '2026-11-22';
const ONE = [{ creditor: 'Card', balance: '5000', rate: 24, minPayment: '150' }];

describe('debt message wording', () => {
  it('says "1 debt" and "1 deuda" for a single debt', () => {
    expect(planPayoff(ONE, { asOf }).narrative).toContain('across 1 debt.');
    expect(planPayoff(ONE, { asOf, lang: 'es' }).narrative).toContain('en 1 deuda.');
    expect(assessDebtSnapshot(ONE, { asOf }).narrative).toContain('across 1 debt.');
    expect(planPayoff([...ONE, { creditor: 'Car', balance: '9000', rate: 6, minPayment: '250' }], { asOf }).narrative).toContain('across 2 debts.');
  });

  it('says "1 month behind" and "1 mes de atraso"', () => {
    expect(planMortgageRelief({ months_behind: 1 }, { asOf }).servicer_script).toContain('I am 1 month behind');
    expect(planMortgageRelief({ months_behind: 1 }, { asOf, lang: 'es' }).servicer_script).toContain('Tengo 1 mes de atraso');
    expect(planMortgageRelief({ months_behind: 3 }, { asOf }).servicer_script).toContain('I am 3 months behind');
  });

  it('addresses the user as "your mortgage servicer", and the script speaks to the servicer as "you"', () => {
    for (const lang of ['en', 'es'] as const) {
      const plan = planMortgageRelief({ months_behind: 2 }, { asOf, lang });
      const advice = [plan.narrative, ...plan.steps.map((s) => (typeof s === 'string' ? s : JSON.stringify(s)))].join(' ');
      expect(advice).not.toMatch(/\bmy mortgage servicer\b|\bmi administrador\b/i);
      expect(plan.servicer_script).not.toMatch(/with (my|your) mortgage servicer|con (mi|su) administrador/);
    }
    expect(planMortgageRelief({ months_behind: 2 }, { asOf }).narrative).toContain('Call your mortgage servicer');
    expect(planMortgageRelief({ months_behind: 2 }, { asOf }).servicer_script).toContain('mortgage with you.');
    expect(planMortgageRelief({ months_behind: 2, servicer: 'Acme Home Loans' }, { asOf }).servicer_script).toContain('with Acme Home Loans');
  });

  it('leaves no "(s)" or "(es)" plural hacks in any debt or veterans catalog', () => {
    for (const dir of ['src/debt/messages', 'src/vet/messages']) {
      for (const file of readdirSync(dir)) {
        const text = readFileSync(join(dir, file), 'utf8');
        expect(text.match(/[a-záéíóúñ]\((s|es)\)/gi), `${dir}/${file}`).toBeNull();
      }
    }
  });
});
