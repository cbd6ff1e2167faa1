import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsTranslator } from '../../../src/adapters/translate/createSettingsTranslator.js';
import { createTranslator, TranslationRejectedError } from '../../../src/adapters/translate/createTranslator.js';
import { debtPayoff } from '../../../src/catalog/debt/payoff.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';

/**
 * A stand-in translation service on loopback. It "translates" a masked text by reversing its word order and tagging
 * each word (so every word changes and tokens move), keeping each token once, unless `mode` says otherwise.
 */
type Mode = 'scramble' | 'drop-token' | 'add-digit' | 'fail';
const scramble = (text: string) => text.split(' ').reverse().map((w) => (/⟦\d+⟧/.test(w) ? w : `«${w}»`)).join(' ');
const answer = (text: string, mode: Mode) => (mode === 'drop-token' ? scramble(text).replace(/⟦\d+⟧/, '') : mode === 'add-digit' ? `${scramble(text)} 2` : scramble(text));

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

async function startService(kind: 'openai' | 'libretranslate') {
  const state = { mode: 'scramble' as Mode, received: [] as Received[] };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      state.received.push({ url: req.url ?? '', headers: req.headers, body });
      if (state.mode === 'fail') {
        res.writeHead(502).end('bad gateway');
        return;
      }
      res.setHeader('content-type', 'application/json');
      if (kind === 'libretranslate') {
        res.end(JSON.stringify({ translatedText: (body.q as string[]).map((t) => answer(t, state.mode)) }));
        return;
      }
      const messages = body.messages as { role: string; content: string }[];
      const user = JSON.parse(messages[1]!.content) as { texts: string[] };
      const content = JSON.stringify({ translations: user.texts.map((t) => answer(t, state.mode)) });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every figure-like span of a text (amounts, percents, dates, numbers), in order. */
const figures = (text: string) => (text.match(/[$£€]?\d[\d,.]*(?:\s?%)?/g) ?? []).sort();

const WORDS = ['pay', 'the', 'card', 'month', 'interest', 'Chase', 'VA', 'rating', 'about', 'by'];
const FIGURES = ['$401.95', '$1,234.56', '70 %', '2027-01-31', '14', '460.08%', '£12.00'];
const text = fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...FIGURES), fc.integer({ min: 0, max: 100_000 }).map(String)), { minLength: 1, maxLength: 16 }).map((p) => p.join(' '));

describe.each(['openai', 'libretranslate'] as const)('createTranslator (%s) against a loopback service', (kind) => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => (service = await startService(kind)));
  afterAll(() => service.close());
  const translator = () => createTranslator({ kind, url: service.url, apiKey: 'k-123', batchSize: 3 });

  it('sends only masked text, with the key, and changes no figure (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 7 }), async (texts) => {
        service.state.mode = 'scramble';
        service.state.received = [];
        const out = await translator().translate(texts, 'it');
        expect(out).toHaveLength(texts.length);
        texts.forEach((t, i) => expect(figures(out[i]!)).toEqual(figures(t)));
        for (const { body } of service.state.received) {
          const sent = kind === 'libretranslate' ? (body.q as string[]) : (JSON.parse((body.messages as { content: string }[])[1]!.content) as { texts: string[] }).texts;
          for (const masked of sent) expect(masked.replace(/⟦\d+⟧/g, '')).not.toMatch(/\d/);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('speaks the service API: path, target language, key', async () => {
    service.state.mode = 'scramble';
    service.state.received = [];
    const [out] = await translator().translate(['Pay $401.95 a month by 2027-01-31.'], 'it');
    const received = service.state.received[0]!;
    if (kind === 'libretranslate') {
      expect(received.url).toBe('/translate');
      expect(received.body).toMatchObject({ source: 'en', target: 'it', format: 'text', api_key: 'k-123', q: ['Pay ⟦0⟧ a month by ⟦1⟧.'] });
    } else {
      expect(received.url).toBe('/chat/completions');
      expect(received.headers.authorization).toBe('Bearer k-123');
      expect(received.body.model).toBe('gpt-4o-mini');
      expect(JSON.parse((received.body.messages as { content: string }[])[1]!.content)).toEqual({ target: 'it', texts: ['Pay ⟦0⟧ a month by ⟦1⟧.'] });
    }
    expect(out).toContain('$401.95');
    expect(out).toContain('2027-01-31');
    expect(out).not.toContain('Pay $401.95');
  });

  it.each(['drop-token', 'add-digit', 'fail'] as const)('rejects a service that answers %s', async (mode) => {
    service.state.mode = mode;
    await expect(translator().translate(['Pay $401.95 a month.'], 'it')).rejects.toBeInstanceOf(TranslationRejectedError);
  });

  it('keeps the English answer with a note when the service drops a figure (through invokeEndpoint)', async () => {
    const params = { debts: JSON.stringify([{ creditor: 'Card', balance: '5000', rate: 22.9, minPayment: '150' }, { creditor: 'Loan', balance: '3000', rate: 9, minPayment: '90' }]), extra_payment: '200' };
    const english = (await invokeEndpoint(debtPayoff, params, { asOf: '2026-12-02' })).body as Record<string, unknown>;
    service.state.mode = 'drop-token';
    const dropped = (await invokeEndpoint(debtPayoff, { ...params, lang: 'it' }, { asOf: '2026-12-02', translator: translator() })).body as Record<string, unknown>;
    expect(dropped.lang_note).toBe('Machine translation into it failed; the response is in English.');
    expect({ ...dropped, lang_note: undefined }).toEqual({ ...english, lang_note: undefined });
    service.state.mode = 'scramble';
    const translated = (await invokeEndpoint(debtPayoff, { ...params, lang: 'it' }, { asOf: '2026-12-02', translator: translator() })).body as Record<string, unknown>;
    expect(translated.lang_note).toBe('Machine-translated from English into it.');
    expect(translated.narrative).not.toBe(english.narrative);
    expect(figures(String(translated.narrative))).toEqual(figures(String(english.narrative)));
  });
});

describe('createSettingsTranslator', () => {
  it('is off without GUIDEKIT_TRANSLATE_URL, and refuses an unknown kind or a non-http URL naming the setting', () => {
    expect(createSettingsTranslator({})).toBeUndefined();
    expect(createSettingsTranslator({ GUIDEKIT_TRANSLATE_URL: 'http://127.0.0.1:5000', GUIDEKIT_TRANSLATE_KIND: 'libretranslate' })).toHaveProperty('translate');
    const bad = (settings: Record<string, string>) => {
      try {
        createSettingsTranslator(settings);
      } catch (error) {
        return error instanceof GuidekitError ? error.field : 'other';
      }
      return 'none';
    };
    expect(bad({ GUIDEKIT_TRANSLATE_URL: 'http://127.0.0.1:5000', GUIDEKIT_TRANSLATE_KIND: 'deepl' })).toBe('GUIDEKIT_TRANSLATE_KIND');
    expect(bad({ GUIDEKIT_TRANSLATE_URL: 'ftp://x' })).toBe('GUIDEKIT_TRANSLATE_URL');
  });

  it('says when no translator is configured: a language without a catalog gets English with a lang_note', async () => {
    const params = { debts: JSON.stringify([{ creditor: 'Card', balance: '5000', rate: 22.9, minPayment: '150' }]), lang: 'it' };
    const body = (await invokeEndpoint(debtPayoff, params, { asOf: '2026-12-02' })).body as Record<string, unknown>;
    expect(body.lang_note).toBe('No it catalog ships with guidekit; the response is in English.');
  });
});
