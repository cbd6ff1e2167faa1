import { askReportSchema } from './analysis.js';

/** The 200 answer of scanAsk: the same report as POST /api/analysis. */
export const scanAskResponse = askReportSchema;
