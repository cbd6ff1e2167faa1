import type { RuleTable } from '../../core/ruleTable.js';
import { defineStateBenefits as s, dvPlates, hiringPreference, stateCemetery, type BenefitFact, type StateBenefitSet } from './stateBenefitsTypes.js';

/** Georgia's disabled veteran homestead exemption for one tax year (O.C.G.A. § 48-5-48, indexed to 38 U.S.C. 2102). */
const gaExemption = (amount: string): BenefitFact => ({
  kind: 'partial', program: 'Disabled veteran homestead exemption', law: 'O.C.G.A. § 48-5-48 (amount indexed yearly)', min_rating: 100,
  figures: { exemption_amount: amount }, source: 'https://dor.georgia.gov/',
});

/**
 * State veterans benefits of the South (Census region: DE, DC, FL, GA, MD, NC, SC, VA, WV, AL, KY, MS, TN, AR, LA,
 * OK, TX). Every row is `verified: null`: encoded from the cited statutes and agency pages, not checked on a date.
 * Categories left out mean "check with the state veterans department". Georgia's exemption amount is re-set every
 * year, so its row carries one version per tax year encoded and `cadence: 'annual'`.
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (state-benefits)
 */
export const STATE_BENEFITS_SOUTH: readonly RuleTable<StateBenefitSet>[] = [
  s('DE', 'Delaware', 'Delaware Office of Veterans Services', 'https://vets.delaware.gov/', {
    employment_preference: hiringPreference('https://vets.delaware.gov/'),
    motor_vehicle: dvPlates('https://dmv.de.gov/'),
    burial: stateCemetery('Delaware Veterans Memorial Cemeteries (Bear, Millsboro)', 'https://vets.delaware.gov/'),
    veterans_home: [{ kind: 'program', program: 'Delaware Veterans Home (Milford)', source: 'https://vets.delaware.gov/' }],
  }),
  s('DC', 'District of Columbia', "Mayor's Office of Veterans Affairs", 'https://ova.dc.gov/', {
    employment_preference: hiringPreference('https://dchr.dc.gov/'),
    motor_vehicle: dvPlates('https://dmv.dc.gov/'),
    burial: [{ kind: 'none', source: 'https://ova.dc.gov/' }, { kind: 'national', program: 'VA national cemeteries; Arlington National Cemetery (Army)', source: 'https://www.arlingtoncemetery.mil/' }],
    veterans_home: [{ kind: 'national', program: 'Armed Forces Retirement Home – Washington', source: 'https://www.afrh.gov/' }],
  }),
  s('FL', 'Florida', "Florida Department of Veterans' Affairs", 'https://www.floridavets.org/', {
    property_tax: [
      { kind: 'full', law: 'Fla. Stat. § 196.081', min_rating: 100, pt: true, source: 'https://www.flsenate.gov/Laws/Statutes/2024/196.081' },
      { kind: 'partial', law: 'Fla. Stat. § 196.24', min_rating: 10, figures: { exemption_amount: '5000' }, source: 'https://www.flsenate.gov/Laws/Statutes/2024/196.24' },
    ],
    tuition: [{ kind: 'program', program: 'Out-of-state fee waiver for honorably discharged veterans', law: 'Fla. Stat. § 1009.26', source: 'https://www.flsenate.gov/Laws/Statutes/2024/1009.26' }],
    employment_preference: hiringPreference('https://www.flsenate.gov/Laws/Statutes/2024/295.07', 'Fla. Stat. ch. 295'),
    motor_vehicle: dvPlates('https://www.flhsmv.gov/', { law: 'Fla. Stat. § 320.084' }),
    veterans_home: [{ kind: 'program', program: "Florida State Veterans' Homes", source: 'https://www.floridavets.org/locations/' }],
  }),
  s('GA', 'Georgia', 'Georgia Department of Veterans Service', 'https://veterans.georgia.gov/', {
    property_tax: [{ kind: 'partial', law: 'O.C.G.A. § 48-5-48 (amount indexed yearly)', min_rating: 100, source: 'https://veterans.georgia.gov/' }],
    employment_preference: hiringPreference('https://veterans.georgia.gov/', 'O.C.G.A. § 45-2-21'),
    motor_vehicle: dvPlates('https://dor.georgia.gov/', { law: 'O.C.G.A. § 40-2-69' }),
    burial: stateCemetery('Georgia Veterans Memorial Cemeteries (Milledgeville, Glennville)', 'https://veterans.georgia.gov/'),
    veterans_home: [{ kind: 'program', program: 'Georgia War Veterans Homes (Milledgeville, Augusta)', source: 'https://veterans.georgia.gov/' }],
  }, {
    // O.C.G.A. § 48-5-48(b): the greater of $32,500 or VA's specially adapted housing maximum (38 U.S.C. 2102), re-set every year.
    cadence: 'annual',
    versions: [
      {
        effective: '2025-01-01',
        note: 'Tax year 2025: $121,812, the figure a third-party page (appealwatch.com) quotes from the Georgia Department of Revenue homestead exemption page.',
        benefits: { property_tax: [gaExemption('121812')] },
      },
      {
        effective: '2026-01-01',
        note: 'Tax year 2026: $126,526, which the same page quotes from a Department of Revenue Local Government Services memorandum of 2025-12-31; not read on dor.georgia.gov.',
        benefits: { property_tax: [gaExemption('126526')] },
      },
    ],
  }),
  s('MD', 'Maryland', 'Maryland Department of Veterans and Military Families', 'https://veterans.maryland.gov/', {
    property_tax: [{ kind: 'full', law: 'Md. Code, Tax–Property § 7-208', min_rating: 100, pt: true, source: 'https://dat.maryland.gov/' }],
    tuition: [{ kind: 'program', program: 'Edward T. and Mary A. Conroy Memorial Scholarship', law: 'Md. Code, Educ. § 18-601', beneficiary: 'veteran_and_dependents', source: 'https://mhec.maryland.gov/' }],
    employment_preference: hiringPreference('https://veterans.maryland.gov/'),
    motor_vehicle: dvPlates('https://mva.maryland.gov/'),
    burial: stateCemetery('Maryland Veterans Cemeteries', 'https://veterans.maryland.gov/'),
    veterans_home: [{ kind: 'program', program: 'Charlotte Hall Veterans Home', source: 'https://veterans.maryland.gov/' }],
  }),
  s('NC', 'North Carolina', 'North Carolina Department of Military and Veterans Affairs', 'https://www.milvets.nc.gov/', {
    property_tax: [{ kind: 'partial', program: 'Disabled Veteran Homestead Exclusion', law: 'N.C.G.S. § 105-277.1C', min_rating: 100, pt: true, figures: { excluded_appraised_value: '45000' }, source: 'https://www.ncdor.gov/' }],
    tuition: [{ kind: 'program', program: 'Scholarships for Children of Wartime Veterans', beneficiary: 'dependents', source: 'https://www.milvets.nc.gov/' }],
    employment_preference: hiringPreference('https://oshr.nc.gov/', 'N.C.G.S. § 126-80'),
    motor_vehicle: dvPlates('https://www.ncdot.gov/dmv/'),
    hunting_fishing: [{ kind: 'partial', program: 'Disabled Veteran Lifetime Sportsman License', min_rating: 50, source: 'https://www.ncwildlife.org/' }],
    burial: stateCemetery('North Carolina State Veterans Cemeteries', 'https://www.milvets.nc.gov/'),
    veterans_home: [{ kind: 'program', program: 'North Carolina State Veterans Homes', source: 'https://www.milvets.nc.gov/' }],
  }),
  s('SC', 'South Carolina', "South Carolina Department of Veterans' Affairs", 'https://scdva.sc.gov/', {
    property_tax: [{ kind: 'full', law: 'S.C. Code § 12-37-220(B)(1) (home and up to two vehicles)', min_rating: 100, pt: true, source: 'https://dor.sc.gov/' }],
    tuition: [{ kind: 'program', program: 'Free tuition for children of certain veterans', law: 'S.C. Code § 59-111-20', beneficiary: 'dependents', source: 'https://scdva.sc.gov/' }],
    employment_preference: hiringPreference('https://scdva.sc.gov/'),
    motor_vehicle: dvPlates('https://scdmvonline.com/'),
    burial: stateCemetery('M.J. "Dolly" Cooper Veterans Cemetery (Anderson)', 'https://scdva.sc.gov/'),
    veterans_home: [{ kind: 'program', program: 'South Carolina State Veterans Homes', source: 'https://scdva.sc.gov/' }],
  }),
  s('VA', 'Virginia', 'Virginia Department of Veterans Services', 'https://www.dvs.virginia.gov/', {
    property_tax: [{ kind: 'full', law: 'Va. Const. art. X § 6-A; Va. Code § 58.1-3219.5', min_rating: 100, pt: true, source: 'https://law.lis.virginia.gov/vacode/title58.1/chapter32/section58.1-3219.5/' }],
    tuition: [{ kind: 'program', program: 'Virginia Military Survivors and Dependents Education Program (VMSDEP)', law: 'Va. Code § 23.1-608', min_rating: 90, beneficiary: 'dependents', source: 'https://www.dvs.virginia.gov/' }],
    employment_preference: hiringPreference('https://www.dhrm.virginia.gov/', 'Va. Code § 2.2-2903'),
    motor_vehicle: dvPlates('https://www.dmv.virginia.gov/'),
    burial: stateCemetery('Virginia Veterans Cemeteries (Amelia, Suffolk, Dublin)', 'https://www.dvs.virginia.gov/'),
    veterans_home: [{ kind: 'program', program: 'Virginia Veterans Care Centers', source: 'https://www.dvs.virginia.gov/' }],
  }),
  s('WV', 'West Virginia', 'West Virginia Department of Veterans Assistance', 'https://veterans.wv.gov/', {
    employment_preference: hiringPreference('https://personnel.wv.gov/'),
    motor_vehicle: dvPlates('https://transportation.wv.gov/DMV/'),
    burial: stateCemetery('Donel C. Kinnard Memorial State Veterans Cemetery', 'https://veterans.wv.gov/'),
    veterans_home: [{ kind: 'program', program: 'West Virginia Veterans Home and Veterans Nursing Facility', source: 'https://veterans.wv.gov/' }],
  }),
  s('AL', 'Alabama', 'Alabama Department of Veterans Affairs', 'https://va.alabama.gov/', {
    tuition: [{ kind: 'program', program: "Alabama G.I. Dependents' Educational Benefit Program", law: 'Ala. Code § 31-6-1 et seq.', min_rating: 20, beneficiary: 'dependents', source: 'https://va.alabama.gov/' }],
    employment_preference: hiringPreference('https://personnel.alabama.gov/'),
    motor_vehicle: dvPlates('https://www.revenue.alabama.gov/motor-vehicle/'),
    burial: stateCemetery('Alabama State Veterans Memorial Cemetery at Spanish Fort', 'https://va.alabama.gov/'),
    veterans_home: [{ kind: 'program', program: 'Alabama State Veterans Homes', source: 'https://va.alabama.gov/' }],
  }),
  s('KY', 'Kentucky', 'Kentucky Department of Veterans Affairs', 'https://www.veterans.ky.gov/', {
    property_tax: [{ kind: 'partial', program: 'Homestead exemption for totally disabled owners', law: 'Ky. Const. § 170', min_rating: 100, pt: true, source: 'https://revenue.ky.gov/' }],
    tuition: [{ kind: 'program', program: 'Kentucky Tuition Waiver for veterans’ dependents', law: 'KRS 164.507', beneficiary: 'dependents', source: 'https://www.veterans.ky.gov/' }],
    employment_preference: hiringPreference('https://personnel.ky.gov/'),
    motor_vehicle: dvPlates('https://drive.ky.gov/'),
    burial: stateCemetery('Kentucky Veterans Cemeteries', 'https://www.veterans.ky.gov/'),
    veterans_home: [{ kind: 'program', program: 'Kentucky State Veterans Centers', source: 'https://www.veterans.ky.gov/' }],
  }),
  s('MS', 'Mississippi', 'Mississippi Veterans Affairs', 'https://www.msva.ms.gov/', {
    property_tax: [{ kind: 'full', law: 'Miss. Code § 27-33-67', min_rating: 100, source: 'https://www.dor.ms.gov/' }],
    employment_preference: hiringPreference('https://www.mspb.ms.gov/'),
    motor_vehicle: dvPlates('https://www.dor.ms.gov/'),
    burial: stateCemetery('Mississippi State Veterans Memorial Cemetery (Newton)', 'https://www.msva.ms.gov/'),
    veterans_home: [{ kind: 'program', program: 'Mississippi State Veterans Homes', source: 'https://www.msva.ms.gov/' }],
  }),
  s('TN', 'Tennessee', 'Tennessee Department of Veterans Services', 'https://www.tn.gov/veteran.html', {
    property_tax: [{ kind: 'partial', program: 'Property Tax Relief for disabled veterans', law: 'Tenn. Code § 67-5-704', min_rating: 100, pt: true, source: 'https://comptroller.tn.gov/' }],
    employment_preference: hiringPreference('https://www.tn.gov/dohr.html', 'Tenn. Code § 8-30-307'),
    motor_vehicle: dvPlates('https://www.tn.gov/revenue/title-and-registration.html'),
    burial: stateCemetery('Tennessee State Veterans Cemeteries', 'https://www.tn.gov/veteran.html'),
    veterans_home: [{ kind: 'program', program: 'Tennessee State Veterans Homes', source: 'https://www.tsvh.org/' }],
  }),
  s('AR', 'Arkansas', 'Arkansas Department of Veterans Affairs', 'https://www.veterans.arkansas.gov/', {
    property_tax: [{ kind: 'full', law: 'Ark. Code § 26-3-306', min_rating: 100, source: 'https://www.veterans.arkansas.gov/' }],
    tuition: [{ kind: 'program', program: 'Arkansas Military Dependents Scholarship', law: 'Ark. Code § 6-82-501 et seq.', beneficiary: 'dependents', source: 'https://dhe.arkansas.gov/' }],
    employment_preference: hiringPreference('https://www.veterans.arkansas.gov/'),
    motor_vehicle: dvPlates('https://www.dfa.arkansas.gov/'),
    burial: stateCemetery('Arkansas State Veterans Cemeteries (North Little Rock, Birdeye)', 'https://www.veterans.arkansas.gov/'),
    veterans_home: [{ kind: 'program', program: 'Arkansas State Veterans Homes', source: 'https://www.veterans.arkansas.gov/' }],
  }),
  s('LA', 'Louisiana', 'Louisiana Department of Veterans Affairs', 'https://www.vetaffairs.la.gov/', {
    property_tax: [{ kind: 'partial', program: 'Additional homestead exemption for disabled veterans', law: 'La. Const. art. VII § 21(K)', source: 'https://www.vetaffairs.la.gov/' }],
    tuition: [{ kind: 'program', program: 'Title 29 Dependent Education Benefits', law: 'La. R.S. 29:36.1', beneficiary: 'dependents', source: 'https://www.vetaffairs.la.gov/' }],
    employment_preference: hiringPreference('https://www.civilservice.louisiana.gov/'),
    motor_vehicle: dvPlates('https://www.expresslane.org/'),
    burial: stateCemetery('Louisiana State Veterans Cemeteries', 'https://www.vetaffairs.la.gov/'),
    veterans_home: [{ kind: 'program', program: 'Louisiana Veterans Homes', source: 'https://www.vetaffairs.la.gov/' }],
  }),
  s('OK', 'Oklahoma', 'Oklahoma Department of Veterans Affairs', 'https://oklahoma.gov/veterans.html', {
    property_tax: [{ kind: 'full', law: '68 O.S. § 2888', min_rating: 100, pt: true, source: 'https://oklahoma.gov/tax.html' }],
    employment_preference: hiringPreference('https://oklahoma.gov/omes.html'),
    motor_vehicle: dvPlates('https://oklahoma.gov/service.html'),
    veterans_home: [{ kind: 'program', program: 'Oklahoma Veterans Centers', source: 'https://oklahoma.gov/veterans.html' }],
  }),
  s('TX', 'Texas', 'Texas Veterans Commission', 'https://www.tvc.texas.gov/', {
    property_tax: [
      { kind: 'full', program: '100% disabled veteran homestead exemption', law: 'Tex. Tax Code § 11.131', min_rating: 100, source: 'https://statutes.capitol.texas.gov/Docs/TX/htm/TX.11.htm#11.131' },
      {
        kind: 'partial', program: 'Disabled veteran exemption by rating', law: 'Tex. Tax Code § 11.22', min_rating: 10,
        tiers: [{ min_rating: 10, amount: '5000' }, { min_rating: 30, amount: '7500' }, { min_rating: 50, amount: '10000' }, { min_rating: 70, amount: '12000' }],
        source: 'https://statutes.capitol.texas.gov/Docs/TX/htm/TX.11.htm#11.22',
      },
    ],
    tuition: [{ kind: 'program', program: 'Hazlewood Act', law: 'Tex. Educ. Code § 54.341', beneficiary: 'veteran_and_dependents', source: 'https://www.tvc.texas.gov/education/hazlewood/' }],
    employment_preference: hiringPreference('https://statutes.capitol.texas.gov/Docs/GV/htm/GV.657.htm', "Tex. Gov't Code ch. 657"),
    motor_vehicle: dvPlates('https://www.txdmv.gov/', { law: 'Tex. Transp. Code § 504.202', min_rating: 50 }),
    hunting_fishing: [{ kind: 'full', program: 'Super Combo Hunting and All-Water Fishing Package', min_rating: 60, source: 'https://tpwd.texas.gov/' }],
    burial: stateCemetery('Texas State Veterans Cemeteries (Veterans Land Board)', 'https://vlb.texas.gov/'),
    veterans_home: [{ kind: 'program', program: 'Texas State Veterans Homes (Veterans Land Board)', source: 'https://vlb.texas.gov/' }],
  }),
];
