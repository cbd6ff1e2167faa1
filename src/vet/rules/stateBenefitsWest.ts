import type { RuleTable } from '../../core/ruleTable.js';
import { defineStateBenefits as s, dvPlates, hiringPreference, stateCemetery, type BenefitFact, type StateBenefitSet } from './stateBenefitsTypes.js';

const CA_205_5 = 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC&sectionNum=205.5';
const CA_BOE = 'https://www.boe.ca.gov/proptaxes/dv_exemption.htm';

/** California's disabled veterans' exemption for one lien year (amounts indexed under § 205.5(h)). */
const caExemption = (basic: string, lowIncome: string, householdLimit: string): BenefitFact => ({
  kind: 'partial', program: "Disabled Veterans' Exemption (100% or paid at 100% for unemployability)", law: 'Cal. Rev. & Tax. Code § 205.5', min_rating: 100,
  figures: { basic_exemption: basic, low_income_exemption: lowIncome, low_income_household_limit: householdLimit }, source: CA_BOE,
});

/** Arizona's exemption for one tax year; a disabled veteran gets the share of the maximum equal to the VA rating. */
const azExemption = (maxExemption: string, assessmentLimit: string, source: string): BenefitFact => ({
  kind: 'partial', program: 'Exemption for widows, widowers, persons with a total and permanent disability and disabled veterans (veterans: the share of the maximum equal to the rating; income and value limits)',
  law: 'A.R.S. § 42-11111', figures: { max_exemption_assessed_value: maxExemption, total_assessment_limit: assessmentLimit }, source,
});

/**
 * State veterans benefits of the West (Census region: AZ, CO, ID, MT, NV, NM, UT, WY, AK, CA, HI, OR, WA). Every
 * row is `verified: null`: encoded from the cited statutes and agency pages, not checked on a date. Categories left
 * out mean "check with the state veterans department". Rows whose figures the state re-sets every year (California's
 * disabled veterans' exemption, Rev. & Tax. Code § 205.5(h); Oregon's exemption, ORS 307.250, up 3% a year; New
 * Mexico's veteran exemption from 2026; Arizona's exemption and assessment limit, A.R.S. § 42-11111) carry one
 * version per year encoded and `cadence: 'annual'`, so a year with no newer version is reported stale.
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (state-benefits)
 */
export const STATE_BENEFITS_WEST: readonly RuleTable<StateBenefitSet>[] = [
  s('AZ', 'Arizona', "Arizona Department of Veterans' Services", 'https://dvs.az.gov/', {
    property_tax: [{ kind: 'partial', program: 'Disabled persons exemption (income and value limits)', law: 'A.R.S. § 42-11111', source: 'https://azdor.gov/' }],
    employment_preference: hiringPreference('https://hr.az.gov/'),
    motor_vehicle: dvPlates('https://azdot.gov/motor-vehicles'),
    burial: stateCemetery("Arizona Veterans' Memorial Cemeteries", 'https://dvs.az.gov/'),
    veterans_home: [{ kind: 'program', program: 'Arizona State Veteran Homes', source: 'https://dvs.az.gov/' }],
  }, {
    cadence: 'annual',
    versions: [
      {
        effective: '2025-01-01',
        note: 'Tax year 2025: exemption $4,476 if the total assessment does not exceed $31,347, read in the Arizona Senate fact sheet for H.C.R. 2023 (azleg.gov, 2025), which also says a veteran gets the share of it equal to the VA rating and that ADOR indexes both amounts every year.',
        benefits: { property_tax: [azExemption('4476', '31347', 'https://azleg.gov/legtext/57leg/1R/summary/S.HCR2023FIN.DOCX.htm')] },
      },
      {
        effective: '2026-01-01',
        note: 'Tax year 2026: $4,873 and $36,865 from one third-party page (legalclarity.org, citing Cochise County); not confirmed with ADOR.',
        benefits: { property_tax: [azExemption('4873', '36865', 'https://azdor.gov/')] },
      },
    ],
  }),
  s('CO', 'Colorado', 'Colorado Division of Veterans Affairs', 'https://vets.colorado.gov/', {
    property_tax: [{
      kind: 'partial', program: 'Disabled Veteran Property Tax Exemption (50% of the first USD 200,000 of actual value)', law: 'Colo. Const. art. X § 3.5; C.R.S. § 39-3-203',
      min_rating: 100, pt: true, figures: { exempt_share_percent: '50', actual_value_cap: '200000' }, source: 'https://dpt.colorado.gov/',
    }],
    tuition: [{ kind: 'program', program: 'Colorado Dependents Tuition Assistance Program', beneficiary: 'dependents', source: 'https://cdhe.colorado.gov/' }],
    employment_preference: hiringPreference('https://dhr.colorado.gov/'),
    motor_vehicle: dvPlates('https://dmv.colorado.gov/'),
    hunting_fishing: [{ kind: 'full', program: 'Disabled Veteran Lifetime Small Game and Fishing License', min_rating: 50, source: 'https://cpw.state.co.us/' }],
    burial: stateCemetery('Veterans Memorial Cemetery of Western Colorado (Grand Junction)', 'https://vets.colorado.gov/'),
    veterans_home: [{ kind: 'program', program: 'Colorado State Veterans Community Living Centers', source: 'https://cdhs.colorado.gov/' }],
  }),
  s('ID', 'Idaho', 'Idaho Division of Veterans Services', 'https://www.veterans.idaho.gov/', {
    property_tax: [{ kind: 'partial', program: 'Property tax relief for 100% service-connected disabled veterans', law: 'Idaho Code § 63-705', min_rating: 100, source: 'https://tax.idaho.gov/' }],
    employment_preference: hiringPreference('https://dhr.idaho.gov/'),
    motor_vehicle: dvPlates('https://itd.idaho.gov/dmv/'),
    hunting_fishing: [{ kind: 'partial', program: 'Disabled American Veteran licenses (reduced fee)', min_rating: 40, source: 'https://idfg.idaho.gov/' }],
    burial: stateCemetery('Idaho State Veterans Cemeteries', 'https://www.veterans.idaho.gov/'),
    veterans_home: [{ kind: 'program', program: 'Idaho State Veterans Homes', source: 'https://www.veterans.idaho.gov/' }],
  }),
  s('MT', 'Montana', 'Montana Veterans Affairs Division', 'https://montanadma.org/montana-veterans-affairs', {
    property_tax: [{ kind: 'partial', program: 'Disabled Veteran Property Tax Assistance (income-based)', law: 'MCA 15-6-311', min_rating: 100, source: 'https://mtrevenue.gov/' }],
    employment_preference: hiringPreference('https://hr.mt.gov/'),
    motor_vehicle: dvPlates('https://dojmt.gov/driving/'),
    burial: stateCemetery('Montana State Veterans Cemeteries', 'https://montanadma.org/montana-veterans-affairs'),
    veterans_home: [{ kind: 'program', program: "Montana Veterans' Homes (Columbia Falls, Glendive, Butte)", source: 'https://dphhs.mt.gov/' }],
  }),
  s('NV', 'Nevada', 'Nevada Department of Veterans Services', 'https://veterans.nv.gov/', {
    property_tax: [{ kind: 'partial', program: "Disabled veteran's exemption (amount by rating tier)", law: 'NRS 361.091', min_rating: 60, source: 'https://tax.nv.gov/' }],
    employment_preference: hiringPreference('https://hr.nv.gov/'),
    motor_vehicle: dvPlates('https://dmv.nv.gov/'),
    burial: stateCemetery('Nevada State Veterans Memorial Cemeteries (Boulder City, Fernley)', 'https://veterans.nv.gov/'),
    veterans_home: [{ kind: 'program', program: 'Nevada State Veterans Homes (Boulder City, Reno)', source: 'https://veterans.nv.gov/' }],
  }),
  s('NM', 'New Mexico', 'New Mexico Department of Veterans Services', 'https://www.nmdvs.org/', {
    property_tax: [
      { kind: 'full', program: '100% disabled veteran exemption', law: 'N.M. Const. art. VIII § 15; NMSA § 7-37-5.1', min_rating: 100, source: 'https://www.nmdvs.org/' },
      { kind: 'partial', program: "Veterans' exemption", law: 'NMSA § 7-37-5', figures: { exempt_taxable_value: '4000' }, source: 'https://www.nmdvs.org/' },
    ],
    employment_preference: hiringPreference('https://www.spo.state.nm.us/'),
    motor_vehicle: dvPlates('https://www.mvd.newmexico.gov/'),
    burial: stateCemetery('New Mexico State Veterans Cemeteries (Gallup, Fort Stanton, Angel Fire)', 'https://www.nmdvs.org/'),
    veterans_home: [{ kind: 'program', program: "New Mexico State Veterans' Home (Truth or Consequences)", source: 'https://www.nmdoh.org/' }],
  }, {
    // From tax year 2026 the veteran exemption is indexed every year (NMSA § 7-37-5(B) as amended in 2025).
    cadence: 'annual',
    versions: [{
      effective: '2025-01-01',
      note: 'Constitutional amendments 1 and 2 of 2024 and 2025 House Bill 47 (enrolled text read in a legiplex.com copy): the veteran exemption is $10,000 for tax year 2025 and inflation-adjusted from 2026 (that amount is not encoded); disabled veterans below 100% are exempt in proportion to their rating.',
      benefits: {
        property_tax: [
          { kind: 'full', program: '100% disabled veteran exemption', law: 'N.M. Const. art. VIII § 15; NMSA § 7-37-5.1', min_rating: 100, source: 'https://www.nmdvs.org/' },
          {
            kind: 'partial', program: 'Disabled veteran exemption in proportion to the rating', law: 'N.M. Const. art. VIII § 15 (2024 amendment); NMSA § 7-37-5.1',
            min_rating: 10, source: 'https://www.nmdvs.org/',
          },
          { kind: 'partial', program: "Veterans' exemption", law: 'N.M. Const. art. VIII § 5 (2024 amendment); NMSA § 7-37-5', figures: { exempt_taxable_value: '10000' }, source: 'https://www.nmdvs.org/' },
        ],
      },
    }],
  }),
  s('UT', 'Utah', 'Utah Department of Veterans and Military Affairs', 'https://veterans.utah.gov/', {
    property_tax: [{ kind: 'partial', program: 'Disabled veteran exemption (proportional to rating)', law: 'Utah Code § 59-2-1104', min_rating: 10, source: 'https://propertytax.utah.gov/' }],
    employment_preference: hiringPreference('https://dhrm.utah.gov/'),
    motor_vehicle: dvPlates('https://dmv.utah.gov/'),
    burial: stateCemetery('Utah Veterans Memorial Park (Bluffdale)', 'https://veterans.utah.gov/'),
    veterans_home: [{ kind: 'program', program: 'Utah State Veterans Homes', source: 'https://veterans.utah.gov/' }],
  }),
  s('WY', 'Wyoming', 'Wyoming Veterans Commission', 'https://www.wyomilitary.wyo.gov/veterans/', {
    property_tax: [{ kind: 'partial', program: "Veterans' property tax exemption", law: 'W.S. 39-11-105(a)(xxiv)', source: 'https://revenue.wyo.gov/' }],
    tuition: [{ kind: 'program', program: 'Wyoming Overseas Combat Veteran Tuition Benefit', law: 'W.S. 21-16-1301 et seq.', beneficiary: 'veteran_and_dependents', source: 'https://www.wyomilitary.wyo.gov/veterans/' }],
    employment_preference: hiringPreference('https://ai.wyo.gov/'),
    motor_vehicle: dvPlates('https://www.dot.state.wy.us/'),
    burial: stateCemetery('Oregon Trail State Veterans Cemetery (Evansville)', 'https://www.wyomilitary.wyo.gov/veterans/'),
    veterans_home: [{ kind: 'program', program: "Veterans' Home of Wyoming (Buffalo)", source: 'https://health.wyo.gov/' }],
  }),
  s('AK', 'Alaska', 'Alaska Office of Veterans Affairs', 'https://veterans.alaska.gov/', {
    property_tax: [{ kind: 'partial', program: 'Disabled veteran exemption', law: 'AS 29.45.030(a)(2), (e)', min_rating: 50, figures: { exempt_assessed_value: '150000' }, source: 'https://www.commerce.alaska.gov/' }],
    employment_preference: hiringPreference('https://doa.alaska.gov/dop/'),
    motor_vehicle: dvPlates('https://doa.alaska.gov/dmv/'),
    hunting_fishing: [{ kind: 'full', program: 'Disabled Veteran hunting and fishing license', min_rating: 50, source: 'https://www.adfg.alaska.gov/' }],
    veterans_home: [{ kind: 'program', program: 'Alaska Veterans and Pioneers Home (Palmer)', source: 'https://health.alaska.gov/' }],
  }),
  s('CA', 'California', 'California Department of Veterans Affairs (CalVet)', 'https://www.calvet.ca.gov/', {
    property_tax: [{
      kind: 'partial', program: "Disabled Veterans' Exemption (100% or paid at 100% for unemployability)", law: 'Cal. Rev. & Tax. Code § 205.5', min_rating: 100,
      figures: { basic_exemption: '169769', low_income_exemption: '254656', low_income_household_limit: '76235' }, source: CA_205_5,
    }],
    tuition: [{ kind: 'full', program: 'CalVet College Fee Waiver', law: 'Cal. Educ. Code § 66025.3', beneficiary: 'dependents', source: 'https://www.calvet.ca.gov/VetServices/Pages/College-Fee-Waiver.aspx' }],
    employment_preference: hiringPreference('https://www.calhr.ca.gov/', 'Cal. Gov. Code § 18973'),
    motor_vehicle: dvPlates('https://www.dmv.ca.gov/', { law: 'Cal. Veh. Code § 5007' }),
    hunting_fishing: [{ kind: 'partial', program: 'Disabled Veteran Reduced-Fee Hunting and Sport Fishing Licenses', min_rating: 50, source: 'https://wildlife.ca.gov/' }],
    burial: stateCemetery('California Veterans Cemeteries (Igo, Fort Ord)', 'https://www.calvet.ca.gov/'),
    veterans_home: [{ kind: 'program', program: 'CalVet Veterans Homes', source: 'https://www.calvet.ca.gov/VetHomes' }],
  }, {
    // § 205.5(h): both amounts and the income limit are compounded every year by the California CPI (BOE, 1 January).
    cadence: 'annual',
    versions: [
      {
        effective: '2025-01-01',
        benefits: { property_tax: [caExemption('175298', '262950', '78718')] },
      },
      {
        effective: '2026-01-01',
        note: '2026 amounts from a third-party table (valoannetwork.com, "2026 exemption tiers"); the BOE letter to assessors for 2026 was not found. Each equals the 2025 amount times 1.03065, one inflation factor, as § 205.5(h) requires.',
        benefits: { property_tax: [caExemption('180671', '271009', '81131')] },
      },
    ],
  }),
  s('HI', 'Hawaii', "Hawaii Office of Veterans' Services", 'https://dod.hawaii.gov/ovs/', {
    property_tax: [{ kind: 'local', program: 'County exemption for totally disabled veterans', min_rating: 100, source: 'https://dod.hawaii.gov/ovs/' }],
    employment_preference: hiringPreference('https://dhrd.hawaii.gov/'),
    motor_vehicle: dvPlates('https://dod.hawaii.gov/ovs/'),
    burial: stateCemetery('Hawaii State Veterans Cemeteries', 'https://dod.hawaii.gov/ovs/'),
    veterans_home: [{ kind: 'program', program: 'Yukio Okutsu State Veterans Home (Hilo)', source: 'https://dod.hawaii.gov/ovs/' }],
  }),
  s('OR', 'Oregon', "Oregon Department of Veterans' Affairs", 'https://www.oregon.gov/odva/', {
    property_tax: [{ kind: 'partial', program: 'Disabled Veteran Exemption (amount indexed yearly)', law: 'ORS 307.250', min_rating: 40, source: 'https://www.oregon.gov/dor/' }],
    employment_preference: hiringPreference('https://www.oregon.gov/das/', 'ORS 408.230'),
    motor_vehicle: dvPlates('https://www.oregon.gov/odot/dmv/'),
    veterans_home: [{ kind: 'program', program: "Oregon Veterans' Homes (The Dalles, Lebanon)", source: 'https://www.oregon.gov/odva/' }],
  }, {
    // ORS 307.250: the exempt amounts rise 3% for each tax year (July 1); later years are not encoded, so the row is stale after 2024-25.
    cadence: 'annual',
    versions: [{
      effective: '2024-07-01',
      note: 'Tax year 2024-25: $25,537 (40% disabled) or $30,646 (40% service-connected) of assessed value, from a copy of Oregon DOR form 150-310-676 (rev. 12-19-23); the 2021 figures ($23,370 / $28,045) times 1.03³ give the same amounts.',
      benefits: {
        property_tax: [{
          kind: 'partial', program: 'Disabled Veteran Exemption (amount indexed 3% a year)', law: 'ORS 307.250', min_rating: 40,
          figures: { exempt_assessed_value: '25537', exempt_assessed_value_service_connected: '30646' },
          source: 'https://www.oregon.gov/dor/forms/FormsPubs/veteran-spouse-exemption_310-676.pdf',
        }],
      },
    }],
  }),
  s('WA', 'Washington', 'Washington State Department of Veterans Affairs', 'https://www.dva.wa.gov/', {
    property_tax: [{ kind: 'partial', program: 'Exemption for seniors and disabled persons (includes veterans rated 80% or more; income-limited)', law: 'RCW 84.36.381', min_rating: 80, source: 'https://dor.wa.gov/' }],
    tuition: [{ kind: 'program', program: 'Veteran tuition waivers (at each college’s option)', law: 'RCW 28B.15.621', source: 'https://wsac.wa.gov/' }],
    employment_preference: hiringPreference('https://ofm.wa.gov/', 'RCW 41.04.010'),
    motor_vehicle: dvPlates('https://www.dol.wa.gov/'),
    hunting_fishing: [{ kind: 'partial', program: 'Reduced-fee licenses for disabled veterans', min_rating: 30, source: 'https://wdfw.wa.gov/' }],
    burial: stateCemetery('Washington State Veterans Cemetery (Medical Lake)', 'https://www.dva.wa.gov/'),
    veterans_home: [{ kind: 'program', program: 'Washington State Veterans Homes', source: 'https://www.dva.wa.gov/' }],
  }),
];
