// Loads the real recall records under test/fixtures (see each folder's PROVENANCE.md) and maps them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mapAcccRecall } from '../../src/safety/mapAcccRecall.js';
import { mapCpscRecall } from '../../src/safety/mapCpscRecall.js';
import { mapHealthCanadaRecall } from '../../src/safety/mapHealthCanadaRecall.js';
import { mapNhtsaRecall } from '../../src/safety/mapNhtsaRecall.js';
import { mapSafetyGateAlert } from '../../src/safety/mapSafetyGateAlert.js';
import type { RecallRecord } from '../../src/safety/recallTypes.js';

export function loadFixture<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url)), 'utf8')) as T;
}

export const rawCpsc = loadFixture<Record<string, unknown>[]>('cpsc/recalls-2026-06.json');
export const rawHealthCanada = loadFixture<Record<string, unknown>[]>('health-canada/recalls-2026-07.json');
export const rawSafetyGate = loadFixture<Record<string, unknown>[]>('safety-gate/alerts-2026-07.json');
export const rawAccc = loadFixture<Record<string, unknown>[]>('accc/recalls-2026-07.json');
export const rawNhtsa = loadFixture<{ results: Record<string, unknown>[] }>('nhtsa/recalls-by-vehicle-2012-acura-rdx.json').results;

/** Every fixture record, mapped. */
export function allRecalls(): RecallRecord[] {
  return [
    ...rawCpsc.map((r) => mapCpscRecall(r)!),
    ...rawHealthCanada.map((r) => mapHealthCanadaRecall(r)),
    ...rawSafetyGate.map((r) => mapSafetyGateAlert(r)),
    ...rawAccc.map((r) => mapAcccRecall(r)),
    ...rawNhtsa.map((r) => mapNhtsaRecall(r)),
  ];
}

/** Every source fresh on 2026-07-05. */
export const ALL_OK = {
  cpsc: { status: 'ok', fetched_at: '2026-07-04' },
  'health-canada': { status: 'ok', fetched_at: '2026-07-05' },
  'safety-gate': { status: 'ok', fetched_at: '2026-07-02T03:31:37Z' },
  accc: { status: 'ok', fetched_at: '2026-07-04' },
  nhtsa: { status: 'ok', fetched_at: '2026-07-04' },
} as const;
export const AS_OF = '2026-07-05';
