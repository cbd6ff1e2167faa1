import { describe, expect, it } from 'vitest';
import { pickRule } from '../../../src/core/pickRule.js';
import { calculateGarnishment } from '../../../src/debt/calculateGarnishment.js';
import { US_STATE_MINIMUM_WAGES } from '../../../src/debt/rules/garnishmentUsStateMinimumWages.js';

const MID_2026 = '2026-06-01';
const CHECKED = '2026-11-25';

/**
 * Rows read on an official page on 2026-11-25: the figure, its first day, and the address the source must name.
 * - CA: DIR news release 2025-118 ("from $16.50 to $16.90 per hour on January 1, 2026").
 * - MN: DLI minimum-wage page (table: $11.13 as of Jan. 1, 2025; $11.41 as of Jan. 1, 2026).
 * - SD: DLR release of 2025-10-23 ("from $11.50/hour to $11.85/hour effective Jan. 1, 2026").
 * - NE: Neb. Rev. Stat. § 48-1203(1)(d)-(e) ($13.50 for 2025, $15.00 "on and after January 1, 2026, through December 31, 2026").
 */
const OFFICIAL_2026: readonly (readonly [state: string, hourly: string, effective: string, url: string])[] = [
  ['CA', '16.90', '2026-01-01', 'https://www.dir.ca.gov/DIRNews/2025/2025-118.html'],
  ['MN', '11.41', '2026-01-01', 'https://www.dli.mn.gov/minwage'],
  ['SD', '11.85', '2026-01-01', 'https://news.sd.gov/news?id=news_kb_article_view&sysparm_article=KB0045235'],
  ['NE', '15.00', '2026-01-01', 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=48-1203'],
];

/** 2025 rows read on the same official pages. */
const OFFICIAL_2025: readonly (readonly [state: string, hourly: string, url: string])[] = [
  ['MN', '11.13', 'https://www.dli.mn.gov/minwage'],
  ['NE', '13.50', 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=48-1203'],
];

/** Official hosts a verified row may cite: US government domains and the older state.xx.us ones. */
const OFFICIAL_HOST = /^https:\/\/(?:[a-z0-9-]+\.)*(?:gov|state\.[a-z]{2}\.us)(?:\/|$)/;

describe('US_STATE_MINIMUM_WAGES', () => {
  it('picks the officially confirmed 2026 wage on 2026-06-01, in the table and in calculateGarnishment', () => {
    for (const [state, hourly, effective, url] of OFFICIAL_2026) {
      const picked = pickRule(US_STATE_MINIMUM_WAGES[state]!, MID_2026);
      expect(picked?.value.hourly, state).toBe(hourly);
      expect(picked?.effective, state).toBe(effective);
      expect(picked?.verified, state).toBe(CHECKED);
      expect(picked?.unverified, state).toBe(false);
      expect(picked?.stale, state).toBe(false);
      expect(picked?.source, state).toContain(url);
      const answer = calculateGarnishment({ state, income: '3000' }, { asOf: MID_2026 });
      expect(answer.state_minimum_wage?.hourly.toFixed(2), state).toBe(hourly);
      expect(answer.state_minimum_wage?.effective, state).toBe(effective);
      expect(answer.rules_applied.find((r) => r.id === `us.${state.toLowerCase()}.minimum_wage`)?.verified, state).toBe(CHECKED);
    }
  });

  it('keeps the officially confirmed 2025 wages for a 2025 date', () => {
    for (const [state, hourly, url] of OFFICIAL_2025) {
      const picked = pickRule(US_STATE_MINIMUM_WAGES[state]!, '2025-06-01');
      expect(picked?.value.hourly, state).toBe(hourly);
      expect(picked?.effective, state).toBe('2025-01-01');
      expect(picked?.verified, state).toBe(CHECKED);
      expect(picked?.source, state).toContain(url);
    }
  });

  it('bounds Nebraska\'s statutory figures by the periods § 48-1203(1) gives them', () => {
    const ne = US_STATE_MINIMUM_WAGES.NE!;
    expect(ne.versions.find((v) => v.effective === '2025-01-01')?.expires).toBe('2025-12-31');
    expect(ne.versions.find((v) => v.effective === '2026-01-01')?.expires).toBe('2026-12-31');
    expect(pickRule(ne, '2026-12-31')).toMatchObject({ effective: '2026-01-01', stale: false });
    expect(pickRule(ne, '2027-01-01')).toMatchObject({ effective: '2026-01-01', stale: true, stale_since: '2027-01-01' });
  });

  it('keeps Missouri at $15.00 for 2026 (Proposition A as left by HB 567), unverified, and says why in its note', () => {
    const picked = pickRule(US_STATE_MINIMUM_WAGES.MO!, MID_2026);
    expect(picked?.value.hourly).toBe('15.00');
    expect(picked?.verified).toBeNull();
    expect(picked?.note).toMatch(/HB 567/);
    expect(picked?.note).toMatch(/Governing lists \$16/);
  });

  it('names an official https address in the source of every verified row, and says where an unverified 2026 row was read', () => {
    for (const table of Object.values(US_STATE_MINIMUM_WAGES)) {
      for (const version of table.versions) {
        if (version.verified !== null) {
          expect(version.verified, `${table.id}@${version.effective}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const urls = version.source.match(/https:\/\/\S+/g) ?? [];
          expect(urls.some((u) => OFFICIAL_HOST.test(u)), `${table.id}@${version.effective}: ${version.source}`).toBe(true);
        } else if (version.effective.startsWith('2026')) {
          // An unverified 2026 figure must say which secondary sources it rests on (source or note).
          expect(`${version.source} ${version.note ?? ''}`, `${table.id}@${version.effective}`).toMatch(/Governing|Business Insider|Ballotpedia|NFIB|republished|reported|reprinted|remotelaws|Kitchen Table/);
        }
      }
    }
  });
});
