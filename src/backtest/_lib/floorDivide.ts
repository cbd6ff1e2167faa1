/**
 * Python's float floor division `x // y`, reproduced exactly (CPython `float_floor_div`): backtesting.py sizes
 * "all cash" orders with `int(cash // price_per_unit)`, and `Math.floor(x / y)` can differ from it by one unit
 * when `x / y` rounds up to an integer.
 *
 * @param x - Dividend.
 * @param y - Divisor, non-zero.
 * @returns The floor of the exact quotient as CPython computes it.
 * @see https://github.com/python/cpython/blob/main/Objects/floatobject.c (float_floor_div / _float_div_mod)
 */
export function floorDivide(x: number, y: number): number {
  // JavaScript's % is C fmod: exact, with the sign of the dividend.
  let mod = x % y;
  let div = (x - mod) / y;
  if (mod !== 0 && y < 0 !== mod < 0) {
    mod += y;
    div -= 1;
  }
  if (div === 0) return 0;
  let floored = Math.floor(div);
  if (div - floored > 0.5) floored += 1;
  return floored;
}
