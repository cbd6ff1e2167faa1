/**
 * Benchmark of matchRecalls against an index of 10,000 recall records: one product (barcode, brand, model and name)
 * per call, after indexing.
 *
 * Run standalone with `npx tsx bench/recalls.bench.ts`, or import {@link runRecallsBench}.
 *
 * The floor is a plain `Map.get` of the product's 14-digit GTIN in a map of the same 10,000 records: the ratio says what
 * the engine's other tiers, evidence and source checks cost over the bare lookup.
 */
import { createRecallIndex } from '../src/safety/createRecallIndex.js';
import { computeGtinCheckDigit } from '../src/safety/computeGtinCheckDigit.js';
import { matchRecalls } from '../src/safety/matchRecalls.js';
import type { RecallRecord } from '../src/safety/recallTypes.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule } from './_lib/printBenchRows.js';
import { mulberry32 } from './_lib/mulberry32.js';
import { timeMedian } from './_lib/timeMedian.js';

/** What the recalls benchmark reports: the median of one matchRecalls call on the prebuilt index against the plain Map lookup floor. */
export type RecallsBenchResult = BenchRow;

/** Target median of one match against 10,000 indexed recalls. */
export const RECALLS_BENCH_TARGET_MS = 1;

const BRANDS = ['Acme', 'Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Wingtip', 'Litware', 'Proseware', 'Adatum', 'Woodgrove'];
const NOUNS = ['kettle', 'heater', 'stroller', 'charger', 'dresser', 'helmet', 'toaster', 'lamp', 'blender', 'scooter', 'crib', 'battery'];

function gtinFor(n: number): string {
  const body = `0${String(100000000000 + n).slice(1)}`;
  const b13 = body.padStart(13, '0');
  return `${b13}${computeGtinCheckDigit(b13)}`;
}

/** 10,000 synthetic recalls: a third with a barcode, most with a model number, all with a brand and a name. */
export function benchRecalls(count = 10_000): RecallRecord[] {
  const next = mulberry32(7);
  const out: RecallRecord[] = [];
  for (let i = 0; i < count; i++) {
    const brand = BRANDS[Math.floor(next() * BRANDS.length)]!;
    const noun = NOUNS[Math.floor(next() * NOUNS.length)]!;
    out.push({
      source: 'cpsc',
      id: String(20000 + i),
      date: '2026-06-01',
      title: `${brand} Recalls ${noun}s Due to Fire Hazard`,
      products: [`${brand} ${noun} series ${i % 97}`],
      brands: [`${brand} Inc., of Somewhere`],
      model_numbers: next() < 0.8 ? [`${brand.slice(0, 2).toUpperCase()}${1000 + i}X`] : [],
      gtins: next() < 0.33 ? [gtinFor(i)] : [],
      invalid_codes: [],
      hazards: ['Fire hazard'],
      remedies: ['Refund'],
      url: null,
      jurisdictions: ['US'],
    });
  }
  return out;
}

/**
 * Runs the recalls benchmark.
 *
 * @returns The median time per matchRecalls call, the floor's median and their ratio.
 * @example
 * ```ts
 * const r = await runRecallsBench(); r.medianMs <= r.targetMs;
 * ```
 */
export async function runRecallsBench(): Promise<RecallsBenchResult> {
  const recalls = benchRecalls();
  const index = createRecallIndex(recalls);
  const target = recalls.find((r) => r.gtins.length > 0 && r.model_numbers.length > 0)!;
  const brand = target.brands[0]!.split(' ')[0]!;
  const query = { upc: target.gtins[0]!, brand, model: target.model_numbers[0]!, product: target.products[0]! };
  const options = { asOf: '2026-07-01', sources: { cpsc: { status: 'ok' as const, fetched_at: '2026-06-30' } } };
  const floorMap = new Map<string, RecallRecord>();
  for (const r of recalls) for (const g of r.gtins) floorMap.set(g, r);
  const call = () => matchRecalls(query, index, options);
  if (call().status !== 'recalled') throw new Error('recalls bench: the target product should be recalled');
  const floor = () => floorMap.get(query.upc);
  const settings = { warmup: 500, batches: 41, perBatch: 200 };
  const medianMs = timeMedian(call, settings);
  const floorMedianMs = timeMedian(floor, settings);
  return benchRow('matchRecalls: one product (barcode, brand, model, name) against 10,000 indexed recalls', {
    medianMs,
    floorMedianMs,
    targetMs: RECALLS_BENCH_TARGET_MS,
    iterations: settings.batches * settings.perBatch,
  });
}

export default runRecallsBench;

if (isMainModule(import.meta.url)) {
  const r = await runRecallsBench();
  console.log(
    `${r.name}: median ${r.medianMs.toFixed(4)} ms (target ${r.targetMs} ms, ${r.withinTarget ? 'met' : 'MISSED'}); ` +
      `floor ${r.floorMedianMs.toFixed(6)} ms; ratio ${r.ratio.toFixed(1)}; ${r.iterations} timed calls`,
  );
}
