import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { localizeResponse, NARRATIVE_KEYS } from '../../../src/core/i18n/localizeResponse.js';
import { prose } from '../../../src/core/i18n/prose.js';
import type { Translator } from '../../../src/core/i18n/Translator.js';

/** Marks each text it translates, so a test sees exactly which strings went through it. */
const marking: Translator = { translate: async (texts, lang) => texts.map((t) => `[${lang}] ${t}`) };

describe('localizeResponse with a response schema', () => {
  const schema = z.looseObject({
    advice: prose(z.string()).describe('What to do.'),
    note: z.string().describe('A reference code, not prose.'),
    method: z.enum(['avalanche', 'snowball']),
    options: z.array(z.looseObject({ id: z.string(), talking_points: prose(z.array(z.string())).optional() })),
    letter: prose(z.looseObject({ subject: z.string(), body: z.string() })).nullable(),
    outcome: z.union([z.looseObject({ kind: z.literal('a'), why: prose(z.string()) }), z.looseObject({ kind: z.literal('b'), code: z.string() })]),
    by_state: z.record(z.string(), z.looseObject({ tip: prose(z.string()), state: z.string() })),
  });
  const body = {
    advice: 'Call the lender.',
    note: 'ref-12',
    method: 'avalanche',
    options: [{ id: 'hardship', talking_points: ['I lost my job.', 'I can pay 100 a month.'] }, { id: 'plain' }],
    letter: { subject: 'Hardship request', body: 'Dear lender,' },
    outcome: { kind: 'a', why: 'Highest rate first.' },
    by_state: { TX: { tip: 'Wages are protected.', state: 'TX' } },
    extra: 'undeclared text',
  };

  it('translates a prose field whose name is not in the old list, and leaves an unmarked `note` alone', async () => {
    // `advice` and `talking_points` were never NARRATIVE_KEYS; `note` was, and here it is a code.
    expect(NARRATIVE_KEYS.has('advice')).toBe(false);
    expect(NARRATIVE_KEYS.has('note')).toBe(true);
    const out = await localizeResponse(body, { lang: 'fr', translator: marking, schema });
    expect(out.advice).toBe('[fr] Call the lender.');
    expect(out.note).toBe('ref-12');
    expect(out.lang_note).toBe('Machine-translated from English into fr.');
  });

  it('follows arrays, optional and nullable members, unions and records, and translates every string under a prose object', async () => {
    const out = await localizeResponse(body, { lang: 'fr', translator: marking, schema });
    expect(out).toEqual({
      advice: '[fr] Call the lender.',
      note: 'ref-12',
      method: 'avalanche',
      options: [{ id: 'hardship', talking_points: ['[fr] I lost my job.', '[fr] I can pay 100 a month.'] }, { id: 'plain' }],
      letter: { subject: '[fr] Hardship request', body: '[fr] Dear lender,' },
      outcome: { kind: 'a', why: '[fr] Highest rate first.' },
      by_state: { TX: { tip: '[fr] Wages are protected.', state: 'TX' } },
      extra: 'undeclared text',
      lang_note: 'Machine-translated from English into fr.',
    });
    expect(body.advice).toBe('Call the lender.');
  });

  it('sends exactly the marked strings, once each, in document order', async () => {
    const seen: string[] = [];
    await localizeResponse(body, { lang: 'de', translator: { translate: async (texts) => (seen.push(...texts), texts) }, schema });
    expect(seen).toEqual(['Call the lender.', 'I lost my job.', 'I can pay 100 a month.', 'Hardship request', 'Dear lender,', 'Highest rate first.', 'Wages are protected.']);
  });

  it('returns the body unchanged, without a note, when the schema marks nothing present', async () => {
    const out = await localizeResponse({ note: 'x', method: 'snowball' }, { lang: 'fr', translator: marking, schema });
    expect(out).toEqual({ note: 'x', method: 'snowball' });
  });

  it('never translates a string the schema leaves unmarked (property)', async () => {
    const plain = z.looseObject({ id: z.string(), items: z.array(z.looseObject({ note: z.string(), narrative: z.string() })) });
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.array(fc.record({ note: fc.string(), narrative: fc.string() })), async (id, items) => {
        const input = { id, items };
        expect(await localizeResponse(input, { lang: 'fr', translator: marking, schema: plain })).toEqual(input);
      }),
    );
  });
});

describe('localizeResponse without a schema (fallback)', () => {
  const body = { narrative: 'Pay the card.', method: 'avalanche', steps: ['Call.', 'Write.'], nested: { reason: 'High APR.' }, advice: 'Not listed.' };

  it('translates the strings under NARRATIVE_KEYS only', async () => {
    const out = await localizeResponse(body, { lang: 'fr', translator: marking });
    expect(out).toMatchObject({ narrative: '[fr] Pay the card.', method: 'avalanche', steps: ['[fr] Call.', '[fr] Write.'], nested: { reason: '[fr] High APR.' }, advice: 'Not listed.' });
  });

  it('keeps the English answer with a note when the translator fails', async () => {
    const out = await localizeResponse(body, { lang: 'de', translator: { translate: () => Promise.reject(new Error('offline')) } });
    expect(out).toMatchObject({ narrative: 'Pay the card.', lang_note: 'Machine translation into de failed; the response is in English.' });
  });
});
