import { describe, expect, it } from 'vitest';
import { readGameLine } from '../../../../src/markets/ask/_lib/readGameLine.js';
import type { NumberHit } from '../../../../src/markets/ask/_lib/recognizeEntities.js';

const at = (text: string, n: string): NumberHit => {
  const i = text.indexOf(n);
  return { value: Number(n), text: n, span: [i, i + n.length], unit: null, comparator: null, comparatorSpan: null };
};

describe('readGameLine', () => {
  it('reads a signed number as a spread, its sign kept', () => {
    expect(readGameLine('Chiefs -3.5 against the Bills', [at('Chiefs -3.5 against the Bills', '3.5')])).toMatchObject({ market: 'spreads', line: '-3.5' });
    expect(readGameLine('cowboys +7 at eagles', [])).toMatchObject({ market: 'spreads', line: '+7' });
  });

  it('reads over/under, o/u and total with the number after them as a total', () => {
    const text = 'over/under 47.5 in the bills game';
    expect(readGameLine(text, [at(text, '47.5')])).toMatchObject({ market: 'totals', line: '47.5' });
    const total = 'total goals over 2.5 liverpool v everton';
    expect(readGameLine(total, [at(total, '2.5')])).toMatchObject({ market: 'totals', line: '2.5' });
  });

  it('reads a moneyline as the match winner, and a spread word without a number as a spread', () => {
    expect(readGameLine('Ravens ML this week', [])).toMatchObject({ market: 'h2h' });
    expect(readGameLine('yankees moneyline tonight', [])).toMatchObject({ market: 'h2h' });
    expect(readGameLine('who covers the spread tonight', [])).toMatchObject({ market: 'spreads' });
  });

  it('reads no line in a score, a dash or a plain question', () => {
    expect(readGameLine('arsenal won 3-1', [])).toBeNull();
    expect(readGameLine('Apple stock - buy the dip?', [])).toBeNull();
    expect(readGameLine('who wins lakers v celtics', [])).toBeNull();
  });
});
