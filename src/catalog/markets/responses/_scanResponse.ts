import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { scanAnswerShape, scanMetaSchema } from './_signalShapes.js';

/** The scanned list. */
const universeSchema = z
  .looseObject({
    id: z.string().describe('The list: market, forex, cmi, or futures.<category>.'),
    count: z.number().describe('Instruments in the list.'),
    symbols: z.array(z.string()).describe('Their canonical ids, in the list order.'),
  })
  .describe('The scanned list (dated and cited in rules_applied).');

/** A closed-session instrument of a session-aware scan. */
export const ineligibleSchema = z
  .looseObject({
    symbol: z.string().describe('Canonical instrument id.'),
    reason: z.enum(['session_closed']).describe('Its market is closed at the scan.'),
    next_open: z.number().nullable().describe('When its session next opens, epoch ms; null when unknown.'),
    message: prose(z.string()).describe('Why, in words.'),
  })
  .describe('An instrument not eligible now.');

/**
 * The 200 answer of a scanner with a style (market, forex, CMI) or a category (futures).
 *
 * @param options - `styled`: the answer names the style; `sessionAware`: it lists the ineligible instruments;
 *   `references`: it carries `_meta.reference`; `description`: the answer's description.
 * @returns The zod schema.
 */
export function scanResponse(options: { readonly styled: boolean; readonly sessionAware?: boolean; readonly references?: boolean; readonly description: string; readonly extra?: z.ZodRawShape }) {
  return z
    .looseObject({
      ...commonResponseShape,
      ...ruleCitationsShape,
      ...scanAnswerShape,
      universe: universeSchema,
      ...(options.styled
        ? {
            style: z.enum(['scalp', 'intraday', 'longterm']).describe('The style used: scalp reads 1h bars, intraday 4h, longterm 1d.'),
            style_defaulted: z.boolean().describe('True when no style was given and the default was used.'),
          }
        : {}),
      ...(options.sessionAware === true ? { ineligible: z.array(ineligibleSchema).describe('Instruments whose session is closed now: listed, not ranked.') } : {}),
      ...(options.references === true ? { _meta: scanMetaSchema } : {}),
      ...(options.extra ?? {}),
    })
    .describe(options.description);
}
