import type { RuleTable } from '../../core/ruleTable.js';

/** Census median family income used by the Chapter 7 means test (11 U.S.C. § 707(b)(6)–(7)), per state. */
export interface MedianIncomeTable {
  /** Annual median income in USD for a household of 1 (one earner), 2, 3 and 4 people, keyed by postal code. */
  readonly by_state: Readonly<Record<string, readonly [number, number, number, number]>>;
  /** Annual amount added per person above 4 (USD). */
  readonly per_extra_person: number;
  /** When the U.S. Trustee Program was expected to publish the next table (it refreshes about every April 1 and November 1). */
  readonly next_update_expected: string;
}

/**
 * Median family income tables of the U.S. Trustee Program, by filing date. The tables for cases filed from 2024-11-01
 * and 2025-11-01 are shipped; both were transcribed from third-party code that cites the U.S. Trustee Program, not from
 * justice.gov itself, so they are unverified. The 2025-04-01 and 2026 tables could not be found (the engine warns when
 * `asOf` is past `next_update_expected`).
 *
 * The Program re-publishes the figures about every six months (cases filed from 1 April and from 1 November), so the
 * table is semiannual and each version `expires` the day before the next table was due: from 2026-04-01 the
 * 2025-11-01 table is reported stale until a newer one is added.
 *
 * @see https://www.justice.gov/ust/means-testing
 */
export const US_MEANS_TEST_MEDIAN_INCOME: RuleTable<MedianIncomeTable> = {
  id: 'us.ust.means_test.median_family_income',
  jurisdiction: 'US',
  title: 'Census median family income by household size for the Chapter 7 means test (U.S. Trustee Program)',
  // New tables for cases filed from about 1 April and 1 November; each version states when its successor is due.
  cadence: 'semiannual',
  versions: [
    {
      effective: '2024-11-01',
      expires: '2025-03-31',
      source: 'https://www.justice.gov/ust/means-testing (table for cases filed on or after November 1, 2024), as transcribed in public code',
      verified: null,
      note: 'Not checked against justice.gov; superseded by the table of 2025-04-01 (not shipped).',
      value: {
        per_extra_person: 9900,
        next_update_expected: '2025-04-01',
        by_state: {
    AL: [59045, 70558, 80892, 98855],
    AK: [74714, 96165, 107354, 123984],
    AZ: [68887, 83027, 99961, 110040],
    AR: [53203, 65409, 79150, 94059],
    CA: [74007, 97073, 109312, 127096],
    CO: [80346, 102601, 118077, 142761],
    CT: [79982, 99480, 122723, 155190],
    DE: [70718, 89537, 101386, 122075],
    DC: [85663, 141171, 177438, 213223],
    FL: [63916, 78785, 91290, 104626],
    GA: [60613, 78980, 95740, 111334],
    HI: [79841, 94070, 113714, 133516],
    ID: [65732, 78779, 93883, 109634],
    IL: [67617, 86279, 105384, 128739],
    IN: [61711, 76626, 93279, 109564],
    IA: [61414, 82209, 97849, 112049],
    KS: [61551, 80399, 91268, 111876],
    KY: [56109, 67384, 81771, 102919],
    LA: [52139, 67303, 76364, 95232],
    ME: [66976, 81328, 98453, 113766],
    MD: [80278, 105930, 124939, 149759],
    MA: [81040, 105425, 133692, 167173],
    MI: [62161, 76158, 95969, 117799],
    MN: [71961, 92245, 119809, 140800],
    MS: [51284, 63068, 75901, 86673],
    MO: [61375, 77306, 95758, 105861],
    MT: [65175, 78743, 94941, 112592],
    NE: [63421, 86576, 100397, 116876],
    NV: [65815, 81519, 93366, 103947],
    NH: [84853, 98612, 134357, 146589],
    NJ: [81843, 99955, 127415, 158437],
    NM: [52666, 69068, 74763, 90946],
    NY: [66824, 86501, 105478, 130591],
    NC: [61789, 78014, 92035, 110533],
    ND: [71082, 89952, 110875, 133361],
    OH: [61148, 77214, 94173, 116462],
    OK: [57046, 71793, 82469, 94542],
    OR: [71243, 86378, 103758, 120252],
    PA: [65737, 80864, 100881, 122151],
    RI: [74189, 93444, 112856, 136909],
    SC: [59869, 75449, 87002, 100847],
    SD: [59274, 89820, 93257, 113040],
    TN: [60176, 76008, 90131, 106705],
    TX: [61630, 80658, 92658, 107547],
    UT: [80215, 90038, 106460, 120630],
    VT: [74744, 91816, 115552, 138410],
    VA: [75202, 95030, 113939, 141414],
    WA: [83033, 99852, 121292, 141177],
    WV: [55558, 63930, 76528, 93406],
    WI: [65536, 83439, 105864, 123078],
    WY: [61596, 80551, 91968, 107435],
        },
      },
    },
    {
      effective: '2025-11-01',
      expires: '2026-03-31',
      source: 'https://www.justice.gov/ust/means-testing (table for cases filed on or after November 1, 2025), as transcribed in public code',
      verified: null,
      note: 'Not checked against justice.gov; two copies of one public project agree. The $11,100 per extra person is as transcribed (the 2024-11-01 table had $9,900).',
      value: {
        per_extra_person: 11100,
        next_update_expected: '2026-04-01',
        by_state: {
          AL: [62672, 75465, 90321, 104003],
          AK: [83617, 109662, 109662, 138492],
          AZ: [72039, 86745, 102274, 118067],
          AR: [56923, 71742, 80218, 94566],
          CA: [77221, 100161, 113553, 135505],
          CO: [85685, 106690, 127495, 149566],
          CT: [82141, 103501, 131022, 155834],
          DE: [67733, 92445, 108420, 128854],
          DC: [83202, 157259, 157259, 162327],
          FL: [68085, 84305, 95039, 111819],
          GA: [66722, 82787, 98877, 120315],
          HI: [83068, 103479, 120289, 138536],
          ID: [71531, 83951, 95859, 116594],
          IL: [71304, 91526, 110712, 134366],
          IN: [62808, 79884, 93175, 112691],
          IA: [65883, 86523, 101463, 122826],
          KS: [67423, 85199, 101189, 122741],
          KY: [60071, 71998, 83027, 106637],
          LA: [57923, 70493, 82433, 100971],
          ME: [73946, 88126, 104083, 128204],
          MD: [84699, 111673, 132464, 161913],
          MA: [85941, 109818, 135837, 173947],
          MI: [65625, 81293, 100797, 119856],
          MN: [75704, 95807, 123244, 146039],
          MS: [52594, 68525, 80722, 94965],
          MO: [63306, 79971, 97658, 115491],
          MT: [69482, 89107, 100637, 118578],
          NE: [65206, 88402, 100754, 121867],
          NV: [70370, 85660, 99032, 111184],
          NH: [85049, 106521, 137902, 151224],
          NJ: [84938, 104136, 133620, 163817],
          NM: [64537, 77534, 85784, 96074],
          NY: [71393, 90520, 112616, 135475],
          NC: [65396, 82221, 98932, 113744],
          ND: [71663, 93882, 103951, 134284],
          OH: [64541, 81578, 99876, 120531],
          OK: [59611, 75229, 84618, 99188],
          OR: [77061, 91268, 113736, 136434],
          PA: [70378, 85290, 107327, 132379],
          RI: [75662, 96205, 116357, 133954],
          SC: [63146, 81614, 93219, 113332],
          SD: [67416, 87506, 98297, 127386],
          TN: [62339, 80722, 95011, 106775],
          TX: [65123, 84491, 96728, 114938],
          UT: [85644, 93302, 109860, 128363],
          VT: [70603, 94477, 111150, 134056],
          VA: [76479, 98577, 120001, 141113],
          WA: [86314, 104354, 128360, 152553],
          WV: [62270, 66833, 89690, 91270],
          WI: [69343, 87938, 105734, 129964],
          WY: [69906, 89156, 95951, 107469],
        },
      },
    },
  ],
};
