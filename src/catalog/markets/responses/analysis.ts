import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';

const routeSchema = z
  .looseObject({
    operation_id: z.string().describe('The catalog operation routed to.'),
    params: z.record(z.string(), z.string()).describe('The parameters read from the question.'),
  })
  .describe('One endpoint call a question routes to.');

const entitySchema = z
  .looseObject({
    kind: z.string().describe('instrument, team, player, league, timeframe, threshold, deadline, event, city, theme, category, handle, course, race, tournament or market_title.'),
    text: z.string().describe('As written in the question.'),
    value: z.string().describe('What it was read as (canonical instrument id, sport key, timeframe, ...).'),
    span: z.array(z.number()).describe('Start and end offsets of `text` in the question.'),
  })
  .describe('One thing recognised in the question.');

/** The answer of the question endpoints (POST /api/analysis and GET /api/scan/ask share it). */
export const askReportSchema = z
  .looseObject({
    question: z.string().describe('The question as received (trimmed).'),
    understood: z
      .looseObject({
        intent: z.string().describe("The grammar's intent (docs/ask-analysis-event.md#intents)."),
        routes: z.array(routeSchema).describe('The endpoints called, the main one first.'),
        entities: z.array(entitySchema).describe('What was recognised, in order of position.'),
        confidence: z.number().describe('0 to 1: the share of the question the grammar accounted for, less 0.1 per defaulted or missing parameter.'),
        not_understood: z.array(z.string()).describe('Words not used, and parameters defaulted or missing.'),
        defaults: z.record(z.string(), z.string()).describe('Parameters filled by a default.'),
        corrections: z
          .array(z.looseObject({ text: z.string().describe('The word as written.'), read_as: z.string().describe('The lexicon word it was read as.'), span: z.array(z.number()).describe('Its offsets.') }))
          .describe('Misspelt words read as a lexicon word (each lowers confidence by 0.05).'),
        parsed_by: z.enum(['grammar', 'language_model']).describe('Who read the question.'),
      })
      .describe('The question as understood.'),
    engines: z
      .array(
        routeSchema.extend({
          endpoint: z.string().describe('METHOD and path.'),
          status: z.enum(['answered', 'unavailable', 'refused', 'data_unavailable', 'no_verdict', 'failed']).describe('What became of the call (no_verdict: the engine declined, its 409).'),
          answer: z.record(z.string(), z.unknown()).optional().describe("The endpoint's own answer (its schema is the endpoint's), when it answered."),
          problem: z
            .looseObject({
              status: z.number().describe('HTTP status of the refusal.'),
              title: z.string().describe('Problem title.'),
              detail: z.string().describe('Why.'),
              sources: z.array(z.string()).optional().describe('For a 503, the sources that were down.'),
            })
            .optional()
            .describe('Why it did not answer.'),
          figures: z
            .array(z.looseObject({ name: z.string().describe('Field path in the answer.'), value: z.union([z.number(), z.string(), z.boolean()]).describe('Its value.') }))
            .describe('Headline figures of the answer.'),
        }),
      )
      .describe('Each routed engine with its outcome.'),
    answered: z.number().describe('How many routed engines answered.'),
    explain: z
      .looseObject({
        question: z.string().describe('The question.'),
        intent: z.string().describe('The intent it was read as.'),
        routes: z.array(z.looseObject({ path: z.string().describe('The endpoint path.'), params: z.record(z.string(), z.string()).describe('The parameters read.') })).describe('The endpoints it routes to, the main one first.'),
        not_understood: z.array(z.string()).describe('Words not used, defaults, gaps, typos read through.'),
        confidence: z.number().describe('0 to 1.'),
      })
      .describe('How the question was read, as `guidekit ask --explain` prints it (also on the 400, 409 and 503 problems of these endpoints).'),
    narrative: z.array(prose(z.string())).describe("The report in sentences: templates over the engines' figures, or a language model's wording of them that adds no figure."),
    narrative_worded_by: z.enum(['template', 'language_model']).describe('Where the wording of the narrative came from.'),
    rejected_figures: z.array(z.string()).describe("Figures a language model's wording added that no engine gave; its wording was then rejected."),
    ...commonResponseShape,
  })
  .describe('The report of a question: how it was understood, what each engine answered, and a narrative over their figures.');

/** The 200 answer of marketAnalysis. */
export const analysisResponse = askReportSchema;
