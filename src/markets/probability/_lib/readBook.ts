import Decimal from 'decimal.js';
import type { BookLevelInput } from '../types.js';
import { readDecimal } from '../../_lib/readDecimal.js';
import { fail, readList } from './read.js';
import { sortSide, type BookSide } from './walkLevels.js';

/** Validates one side of a book (prices in (0, 1], sizes ≥ 0) and sorts it best first. */
export function readBookSide(fn: string, field: string, levels: unknown, action: 'buy' | 'sell'): BookSide {
  const list = readList<BookLevelInput>(fn, field, levels);
  const parsed = list.map((level, i) => {
    if (level === null || typeof level !== 'object') fail(fn, `${field}[${i}]`, 'must be { price, size }', 'invalid_type');
    const price = readDecimal(fn, `${field}[${i}].price`, level.price);
    const size = readDecimal(fn, `${field}[${i}].size`, level.size);
    if (price.lte(0) || price.gt(1)) fail(fn, `${field}[${i}].price`, `must be in (0, 1] dollars, got ${price.toString()}`);
    if (size.lt(0)) fail(fn, `${field}[${i}].size`, 'must not be negative');
    return { price, size };
  });
  return sortSide(parsed, action);
}

/** A fee the fee function returned, as a decimal ≥ 0 (a bad value is the caller's bug: a bad argument). */
export function feeReader(fn: string): (value: unknown) => Decimal {
  return (value) => {
    const d = readDecimal(fn, 'fee', value);
    if (d.lt(0)) fail(fn, 'fee', 'must return a fee ≥ 0 (or null when unknown)');
    return d;
  };
}

