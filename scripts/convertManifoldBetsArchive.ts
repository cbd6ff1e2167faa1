// One-off conversion of a public Manifold archive into the prediction-calibration archive format
// (scripts/evaluatePredictionCalibration.ts, `ArchiveRow`). Not run by npm run evaluate: it documents and reproduces the
// derived fixture test/fixtures/history/prediction-markets/manifold-metaculusbot.json (see test/fixtures/README.md).
//
// Input: the two CSV files of nikosbosse/Metaculus-data-analyses, comparison-manifold/manifold-data/ (Manifold's
// /v0/market/<id> and /v0/bets?contractId=<id> answers for the resolved binary markets created by MetaculusBot, reduced to
// a few columns by that repository's get-manifold.py):
//   metaculus-binary-markets.csv  id, createdTime, closeTime, probability, totalLiquidity, resolution, resolutionTime,
//                                 resolutionProbability, lastUpdatedTime, description
//   metaculus-binary-bets.csv     userId, probAfter, probBefore, contractId, createdTime
//
// Usage: npx tsx scripts/convertManifoldBetsArchive.ts <dir with the two CSVs> <out.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of named fields. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  const [head, ...body] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  return body.map((r) => Object.fromEntries(head!.map((h, j) => [h, r[j] ?? ''])));
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The archive rows: one per market, sorted by id. The close is the earlier of the market's close and its resolution
 * (a market resolved before its scheduled close must not be priced after it was resolved); the outcome is 1 for YES,
 * 0 for NO; MKT (resolved to a probability) and CANCEL are void, as guidekit's Manifold adapter reads them. The history is
 * the market probability after each bet (`probAfter`) at the bet's time, oldest first; the bettor ids are dropped.
 */
export function convertManifoldArchive(marketsCsv: string, betsCsv: string): unknown[] {
  const bets = new Map<string, { t: number; p: number }[]>();
  for (const b of parseCsv(betsCsv)) {
    const list = bets.get(b.contractId!) ?? [];
    list.push({ t: Number(b.createdTime), p: Number(b.probAfter) });
    bets.set(b.contractId!, list);
  }
  return parseCsv(marketsCsv)
    .map((m) => {
      const close = Number(m.closeTime);
      const resolved = m.resolutionTime === '' ? Number.NaN : Number(m.resolutionTime);
      const end = Number.isFinite(resolved) ? Math.min(close, resolved) : close;
      const won = m.resolution === 'YES' ? 1 : m.resolution === 'NO' ? 0 : null;
      const history = (bets.get(m.id!) ?? []).filter((b) => Number.isFinite(b.t) && Number.isFinite(b.p)).sort((a, b) => a.t - b.t);
      return {
        venue: 'manifold',
        id: m.id,
        close_time: iso(end),
        status: won === null ? 'void' : 'resolved',
        outcome: won,
        source: m.description,
        history: history.map((b) => ({ t: iso(b.t), price: b.p })),
      };
    })
    .sort((a, b) => (a.id! < b.id! ? -1 : a.id! > b.id! ? 1 : 0));
}

if (process.argv[1]?.endsWith('convertManifoldBetsArchive.ts')) {
  const [dir, out] = process.argv.slice(2);
  if (dir === undefined || out === undefined) throw new Error('usage: convertManifoldBetsArchive.ts <dir> <out.json>');
  const rows = convertManifoldArchive(readFileSync(join(dir, 'metaculus-binary-markets.csv'), 'utf8'), readFileSync(join(dir, 'metaculus-binary-bets.csv'), 'utf8'));
  writeFileSync(out, `${JSON.stringify(rows)}\n`);
  console.log(`${rows.length} markets -> ${out}`);
}
