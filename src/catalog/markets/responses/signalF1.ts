import { z } from 'zod';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { f1ScanShape } from './_sportsShapes.js';

/** The 200 answer of signalF1. */
export const signalF1Response = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    ...f1ScanShape,
  })
  .describe('F1 race-weekend field scan: win, podium, top six, points, pole, constructors and team-mates\' head-to-heads from a results rating (no odds source prices F1).');
