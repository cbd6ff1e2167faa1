import type { RuleTable } from '../../core/ruleTable.js';
import { defineStateBenefits as s, dvPlates, hiringPreference, stateCemetery, type StateBenefitSet } from './stateBenefitsTypes.js';

/**
 * State veterans benefits of the Midwest (Census region: IL, IN, MI, OH, WI, IA, KS, MN, MO, NE, ND, SD). Every row
 * is `verified: null`: encoded from the cited statutes and agency pages, not checked on a date. Categories left out
 * mean "check with the state veterans department". Ohio's enhanced homestead amount follows inflation every tax year
 * (`cadence: 'annual'`).
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (state-benefits)
 */
export const STATE_BENEFITS_MIDWEST: readonly RuleTable<StateBenefitSet>[] = [
  s('IL', 'Illinois', "Illinois Department of Veterans' Affairs", 'https://veterans.illinois.gov/', {
    property_tax: [
      { kind: 'full', program: 'Standard Homestead Exemption for Veterans with Disabilities (70% or more)', law: '35 ILCS 200/15-169', min_rating: 70, source: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003502000K15-169' },
      {
        kind: 'partial', program: 'Standard Homestead Exemption for Veterans with Disabilities (30–69%)', law: '35 ILCS 200/15-169', min_rating: 30,
        tiers: [{ min_rating: 30, amount: '2500' }, { min_rating: 50, amount: '5000' }],
        source: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003502000K15-169',
      },
    ],
    tuition: [{ kind: 'full', program: 'Illinois Veteran Grant (IVG)', law: '110 ILCS 947/40', source: 'https://www.isac.org/' }],
    employment_preference: hiringPreference('https://veterans.illinois.gov/', '20 ILCS 415/8b.7'),
    motor_vehicle: dvPlates('https://www.ilsos.gov/'),
    veterans_home: [{ kind: 'program', program: "Illinois Veterans' Homes", source: 'https://veterans.illinois.gov/' }],
  }),
  s('IN', 'Indiana', 'Indiana Department of Veterans Affairs', 'https://www.in.gov/dva/', {
    property_tax: [{ kind: 'partial', program: 'Disabled veteran deduction', law: 'IC 6-1.1-12-13, 6-1.1-12-14', min_rating: 10, source: 'https://www.in.gov/dlgf/' }],
    tuition: [{ kind: 'program', program: 'Remission of Fees for children of disabled veterans', law: 'IC 21-14-4', beneficiary: 'dependents', source: 'https://www.in.gov/dva/' }],
    employment_preference: hiringPreference('https://www.in.gov/spd/'),
    motor_vehicle: dvPlates('https://www.in.gov/bmv/'),
    burial: stateCemetery('Indiana Veterans Memorial Cemetery (Madison)', 'https://www.in.gov/dva/'),
    veterans_home: [{ kind: 'program', program: "Indiana Veterans' Home (West Lafayette)", source: 'https://www.in.gov/dva/' }],
  }),
  s('MI', 'Michigan', 'Michigan Veterans Affairs Agency', 'https://www.michigan.gov/mvaa', {
    property_tax: [{ kind: 'full', program: 'Disabled Veterans Exemption', law: 'MCL 211.7b', min_rating: 100, source: 'https://www.michigan.gov/treasury/' }],
    tuition: [{ kind: 'program', program: 'Children of Veterans Tuition Grant', beneficiary: 'dependents', source: 'https://www.michigan.gov/mistudentaid' }],
    employment_preference: hiringPreference('https://www.michigan.gov/mdcs'),
    motor_vehicle: dvPlates('https://www.michigan.gov/sos'),
    veterans_home: [{ kind: 'program', program: 'Michigan Veteran Homes', source: 'https://www.michigan.gov/mvh' }],
  }),
  s('OH', 'Ohio', 'Ohio Department of Veterans Services', 'https://dvs.ohio.gov/', {
    property_tax: [{
      kind: 'partial', program: 'Enhanced homestead exemption for disabled veterans (market value exempted, indexed yearly)', law: 'Ohio Rev. Code § 323.152(A)(2)',
      min_rating: 100, figures: { exempt_market_value: '56000' }, source: 'https://tax.ohio.gov/',
    }],
    tuition: [{ kind: 'program', program: "Ohio War Orphans & Severely Disabled Veterans' Children Scholarship", law: 'Ohio Rev. Code § 5910.03', beneficiary: 'dependents', source: 'https://highered.ohio.gov/' }],
    employment_preference: hiringPreference('https://das.ohio.gov/', 'Ohio Rev. Code § 124.23'),
    motor_vehicle: dvPlates('https://bmv.ohio.gov/'),
    veterans_home: [{ kind: 'program', program: 'Ohio Veterans Homes (Sandusky, Georgetown)', source: 'https://dvs.ohio.gov/' }],
  }, {
    // Since 2023 the homestead amounts follow inflation every tax year: $52,300 (2023), $56,000 (2024, per the Wood
    // and Muskingum county auditors); the 2025 amount is not encoded, so the row is stale from 2025.
    cadence: 'annual',
  }),
  s('WI', 'Wisconsin', 'Wisconsin Department of Veterans Affairs', 'https://dva.wi.gov/', {
    property_tax: [{ kind: 'full', program: 'Veterans and Surviving Spouses Property Tax Credit (income tax credit equal to the tax paid)', law: 'Wis. Stat. § 71.07(6e)', min_rating: 100, source: 'https://www.revenue.wi.gov/' }],
    tuition: [{ kind: 'full', program: 'Wisconsin GI Bill', law: 'Wis. Stat. § 36.27(3n)', beneficiary: 'veteran_and_dependents', source: 'https://dva.wi.gov/' }],
    employment_preference: hiringPreference('https://dpm.wi.gov/'),
    motor_vehicle: dvPlates('https://wisconsindot.gov/'),
    burial: stateCemetery('Wisconsin Veterans Memorial Cemeteries (King, Spooner, Union Grove)', 'https://dva.wi.gov/'),
    veterans_home: [{ kind: 'program', program: 'Wisconsin Veterans Homes (King, Union Grove, Chippewa Falls)', source: 'https://dva.wi.gov/' }],
  }),
  s('IA', 'Iowa', 'Iowa Department of Veterans Affairs', 'https://va.iowa.gov/', {
    property_tax: [{ kind: 'full', program: 'Disabled Veteran Homestead Tax Credit', law: 'Iowa Code § 425.15', min_rating: 100, source: 'https://revenue.iowa.gov/' }],
    employment_preference: hiringPreference('https://das.iowa.gov/'),
    motor_vehicle: dvPlates('https://iowadot.gov/mvd'),
    burial: stateCemetery('Iowa Veterans Cemetery (Van Meter)', 'https://va.iowa.gov/'),
    veterans_home: [{ kind: 'program', program: 'Iowa Veterans Home (Marshalltown)', source: 'https://ivh.iowa.gov/' }],
  }),
  s('KS', 'Kansas', 'Kansas Commission on Veterans Affairs Office', 'https://www.kcva.ks.gov/', {
    property_tax: [{ kind: 'partial', program: 'Homestead property tax refund', law: 'K.S.A. 79-4501 et seq.', min_rating: 50, source: 'https://www.ksrevenue.gov/' }],
    employment_preference: hiringPreference('https://admin.ks.gov/'),
    motor_vehicle: dvPlates('https://www.ksrevenue.gov/dovindex.html'),
    burial: stateCemetery('Kansas Veterans Cemeteries', 'https://www.kcva.ks.gov/'),
    veterans_home: [{ kind: 'program', program: "Kansas Soldiers' Home (Fort Dodge) and Kansas Veterans' Home (Winfield)", source: 'https://www.kcva.ks.gov/' }],
  }),
  s('MN', 'Minnesota', 'Minnesota Department of Veterans Affairs', 'https://mn.gov/mdva/', {
    property_tax: [{
      kind: 'partial', program: "Disabled Veteran's Market Value Exclusion", law: 'Minn. Stat. § 273.13, subd. 34', min_rating: 70,
      tiers: [{ min_rating: 70, amount: '150000' }, { min_rating: 100, amount: '300000' }],
      source: 'https://www.revenue.state.mn.us/',
    }],
    tuition: [{ kind: 'program', program: 'Minnesota GI Bill', law: 'Minn. Stat. § 197.791', beneficiary: 'veteran_and_dependents', source: 'https://mn.gov/mdva/' }],
    employment_preference: hiringPreference('https://mn.gov/mmb/', 'Minn. Stat. § 43A.11'),
    motor_vehicle: dvPlates('https://dps.mn.gov/divisions/dvs/'),
    burial: stateCemetery('Minnesota State Veterans Cemeteries', 'https://mn.gov/mdva/'),
    veterans_home: [{ kind: 'program', program: 'Minnesota Veterans Homes', source: 'https://mn.gov/mdva/' }],
  }),
  s('MO', 'Missouri', 'Missouri Veterans Commission', 'https://mvc.dps.mo.gov/', {
    tuition: [{ kind: 'partial', program: "Missouri Returning Heroes' Education Act", law: 'RSMo § 173.900', source: 'https://dhewd.mo.gov/' }],
    employment_preference: hiringPreference('https://oa.mo.gov/'),
    motor_vehicle: dvPlates('https://dor.mo.gov/motor-vehicle/'),
    burial: stateCemetery('Missouri State Veterans Cemeteries', 'https://mvc.dps.mo.gov/'),
    veterans_home: [{ kind: 'program', program: 'Missouri Veterans Homes', source: 'https://mvc.dps.mo.gov/' }],
  }),
  s('NE', 'Nebraska', "Nebraska Department of Veterans' Affairs", 'https://veterans.nebraska.gov/', {
    property_tax: [{ kind: 'full', program: 'Homestead exemption for totally disabled veterans', law: 'Neb. Rev. Stat. § 77-3526', min_rating: 100, source: 'https://revenue.nebraska.gov/' }],
    tuition: [{ kind: 'program', program: 'Nebraska Waiver of Tuition', law: 'Neb. Rev. Stat. § 80-411', beneficiary: 'dependents', source: 'https://veterans.nebraska.gov/' }],
    employment_preference: hiringPreference('https://das.nebraska.gov/'),
    motor_vehicle: dvPlates('https://dmv.nebraska.gov/'),
    burial: stateCemetery('Nebraska Veterans Cemetery (Alliance)', 'https://veterans.nebraska.gov/'),
    veterans_home: [{ kind: 'program', program: 'Nebraska Veterans Homes', source: 'https://veterans.nebraska.gov/' }],
  }),
  s('ND', 'North Dakota', 'North Dakota Department of Veterans Affairs', 'https://www.veterans.nd.gov/', {
    property_tax: [{ kind: 'partial', program: 'Disabled veterans property tax credit', law: 'N.D.C.C. § 57-02-08.8', min_rating: 50, source: 'https://www.tax.nd.gov/' }],
    employment_preference: hiringPreference('https://www.nd.gov/omb/'),
    motor_vehicle: dvPlates('https://www.dot.nd.gov/'),
    burial: stateCemetery('North Dakota Veterans Cemetery (Mandan)', 'https://www.veterans.nd.gov/'),
    veterans_home: [{ kind: 'program', program: 'North Dakota Veterans Home (Lisbon)', source: 'https://www.veterans.nd.gov/' }],
  }),
  s('SD', 'South Dakota', 'South Dakota Department of Veterans Affairs', 'https://vetaffairs.sd.gov/', {
    property_tax: [{ kind: 'partial', program: 'Disabled veteran property tax exemption', law: 'SDCL 10-4-40', min_rating: 100, pt: true, source: 'https://dor.sd.gov/' }],
    employment_preference: hiringPreference('https://bhr.sd.gov/'),
    motor_vehicle: dvPlates('https://dor.sd.gov/'),
    burial: stateCemetery('South Dakota Veterans Cemetery (Sioux Falls)', 'https://vetaffairs.sd.gov/'),
    veterans_home: [{ kind: 'program', program: 'Michael J. Fitzmaurice South Dakota Veterans Home (Hot Springs)', source: 'https://vetaffairs.sd.gov/' }],
  }),
];
