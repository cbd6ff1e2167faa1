import Decimal from 'decimal.js';

/** decimal.js, re-exported so callers hold the same constructor guidekit returns amounts in. */
export { Decimal };
