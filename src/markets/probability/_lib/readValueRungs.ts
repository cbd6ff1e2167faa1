import { fail, readList } from './read.js';
import type { ValueRung } from './bucketProbabilities.js';

/** Validates rungs on a reported value: finite strikes, buckets with lower < upper (null for an open end). */
export function readValueRungs(fn: string, field: string, value: unknown): readonly ValueRung[] {
  const list = readList<ValueRung>(fn, field, value);
  list.forEach((rung, i) => {
    if (rung === null || typeof rung !== 'object') fail(fn, `${field}[${i}]`, 'must be a rung object', 'invalid_type');
    if (rung.kind === 'close-above' || rung.kind === 'close-below') {
      if (typeof rung.strike !== 'number' || !Number.isFinite(rung.strike)) fail(fn, `${field}[${i}].strike`, 'must be a finite number');
    } else if (rung.kind === 'bucket') {
      if (rung.lower !== null && (typeof rung.lower !== 'number' || !Number.isFinite(rung.lower))) fail(fn, `${field}[${i}].lower`, 'must be a finite number or null');
      if (rung.upper !== null && (typeof rung.upper !== 'number' || !Number.isFinite(rung.upper))) fail(fn, `${field}[${i}].upper`, 'must be a finite number or null');
      if (rung.lower !== null && rung.upper !== null && !(rung.upper > rung.lower)) fail(fn, `${field}[${i}].upper`, 'must be above lower');
    } else fail(fn, `${field}[${i}].kind`, 'must be close-above, close-below or bucket', 'invalid_enum');
  });
  return list;
}
