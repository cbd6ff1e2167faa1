import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { runCli } from '../../../src/cli/runCli.js';
import type { Translator } from '../../../src/core/i18n/Translator.js';

/** Marks what it translates, so a test sees the translator was reached. */
const marking: Translator = { translate: async (texts, lang) => texts.map((t) => `[${lang}] ${t}`) };
const DEBTS = JSON.stringify([{ creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' }]);

describe('the translator is wired where answers are served', () => {
  it('HTTP: createApp({ translator }) machine-translates a language with no catalog, and leaves French (shipped) alone', async () => {
    const app = createApp({ today: () => '2026-12-02', translator: marking });
    const it_ = (await (await app.request(`/api/debt/payoff?lang=it&debts=${encodeURIComponent(DEBTS)}`)).json()) as { narrative: string; lang_note: string };
    expect(it_.lang_note).toBe('Machine-translated from English into it.');
    expect(it_.narrative.startsWith('[it] ')).toBe(true);
    const fr = (await (await app.request(`/api/debt/payoff?lang=fr&debts=${encodeURIComponent(DEBTS)}`)).json()) as { narrative: string; lang_note?: string };
    expect(fr.lang_note).toBeUndefined();
    expect(fr.narrative).toMatch(/^Vous devez /);
  });

  it('CLI: call loads the translator for a language with no catalog, even for an endpoint that needs no port', async () => {
    let out = '';
    const io = { stdout: (t: string) => void (out += t), stderr: () => undefined, today: () => '2026-12-02', loadPorts: async () => ({ ports: {}, dataMode: { mode: 'live' as const }, translator: marking }) };
    expect(await runCli(['call', 'debtPayoff', `debts=${DEBTS}`, 'lang=it'], io)).toBe(0);
    const body = JSON.parse(out) as { narrative: string; lang_note: string };
    expect(body.lang_note).toBe('Machine-translated from English into it.');
    expect(body.narrative.startsWith('[it] ')).toBe(true);
  });
});
