import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';

/** A member of a basket or a screen whose bars could not be read. */
export const memberFailureSchema = z
  .looseObject({
    ticker: z.string().describe('The member.'),
    reason: z.enum(['source_unavailable', 'unknown_at_source']).describe('Its source was down, or did not know the ticker.'),
    source: z.string().describe('The source.'),
    detail: prose(z.string()).describe("The source's words."),
  })
  .describe('A member whose bars could not be read.');
