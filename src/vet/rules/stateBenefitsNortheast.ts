import type { RuleTable } from '../../core/ruleTable.js';
import { defineStateBenefits as s, dvPlates, hiringPreference, stateCemetery, type StateBenefitSet } from './stateBenefitsTypes.js';

/**
 * State veterans benefits of the Northeast (Census region: CT, ME, MA, NH, RI, VT, NJ, NY, PA). Every row is
 * `verified: null`: encoded from the cited statutes and agency pages, not checked on a date. Categories left out
 * mean "check with the state veterans department".
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (state-benefits)
 */
export const STATE_BENEFITS_NORTHEAST: readonly RuleTable<StateBenefitSet>[] = [
  s('CT', 'Connecticut', 'Connecticut Department of Veterans Affairs', 'https://portal.ct.gov/dva', {
    property_tax: [{ kind: 'partial', program: 'Additional exemption for disabled veterans (by rating)', law: 'Conn. Gen. Stat. § 12-81(20)', min_rating: 10, source: 'https://portal.ct.gov/dva' }],
    tuition: [{ kind: 'program', program: 'Tuition waiver for veterans at Connecticut public colleges', law: 'Conn. Gen. Stat. § 10a-77', source: 'https://portal.ct.gov/dva' }],
    employment_preference: hiringPreference('https://portal.ct.gov/das', 'Conn. Gen. Stat. § 5-224'),
    motor_vehicle: dvPlates('https://portal.ct.gov/dmv'),
    burial: stateCemetery('Connecticut State Veterans Cemeteries (Middletown)', 'https://portal.ct.gov/dva'),
    veterans_home: [{ kind: 'program', program: 'Connecticut Veterans Home (Rocky Hill)', source: 'https://portal.ct.gov/dva' }],
  }),
  s('ME', 'Maine', "Maine Bureau of Veterans' Services", 'https://www.maine.gov/veterans/', {
    property_tax: [{ kind: 'partial', program: 'Veteran exemption', law: '36 M.R.S. § 653', figures: { exempt_value: '6000' }, source: 'https://www.maine.gov/revenue/' }],
    tuition: [{ kind: 'program', program: 'Veterans Dependents Educational Benefits', law: '37-B M.R.S. § 505', min_rating: 100, pt: true, beneficiary: 'dependents', source: 'https://www.maine.gov/veterans/' }],
    employment_preference: hiringPreference('https://www.maine.gov/bhr/'),
    motor_vehicle: dvPlates('https://www.maine.gov/sos/bmv/'),
    burial: stateCemetery('Maine Veterans Memorial Cemetery System', 'https://www.maine.gov/veterans/'),
    veterans_home: [{ kind: 'program', program: "Maine Veterans' Homes", source: 'https://www.mainevets.org/' }],
  }),
  s('MA', 'Massachusetts', "Executive Office of Veterans' Services", 'https://www.mass.gov/orgs/executive-office-of-veterans-services', {
    property_tax: [
      { kind: 'partial', program: 'Clause 22 exemption', law: 'M.G.L. c. 59 § 5, cl. 22', min_rating: 10, figures: { exemption_amount: '400' }, source: 'https://www.mass.gov/info-details/property-tax-exemptions-for-veterans' },
      { kind: 'partial', program: 'Clause 22E exemption', law: 'M.G.L. c. 59 § 5, cl. 22E', min_rating: 100, figures: { exemption_amount: '1000' }, source: 'https://www.mass.gov/info-details/property-tax-exemptions-for-veterans' },
    ],
    tuition: [{ kind: 'full', program: 'Categorical tuition waiver for veterans at public colleges', law: 'M.G.L. c. 15A § 19', source: 'https://www.mass.edu/' }],
    employment_preference: hiringPreference('https://www.mass.gov/civil-service', 'M.G.L. c. 31 § 26'),
    motor_vehicle: dvPlates('https://www.mass.gov/orgs/massachusetts-registry-of-motor-vehicles'),
    burial: stateCemetery("Massachusetts Veterans' Memorial Cemeteries (Agawam, Winchendon)", 'https://www.mass.gov/orgs/executive-office-of-veterans-services'),
    veterans_home: [{ kind: 'program', program: "Massachusetts Veterans' Homes (Chelsea, Holyoke)", source: 'https://www.mass.gov/orgs/executive-office-of-veterans-services' }],
  }),
  s('NH', 'New Hampshire', 'New Hampshire Division of Veterans Services', 'https://www.dmavs.nh.gov/', {
    property_tax: [
      { kind: 'partial', program: 'Standard or optional veterans tax credit', law: 'RSA 72:28', source: 'https://www.revenue.nh.gov/' },
      { kind: 'partial', program: 'Service-connected total disability tax credit', law: 'RSA 72:35', min_rating: 100, pt: true, source: 'https://www.revenue.nh.gov/' },
    ],
    employment_preference: hiringPreference('https://das.nh.gov/', 'RSA 21-I:52'),
    motor_vehicle: dvPlates('https://www.dmv.nh.gov/'),
    burial: stateCemetery('New Hampshire State Veterans Cemetery (Boscawen)', 'https://www.dmavs.nh.gov/'),
    veterans_home: [{ kind: 'program', program: "New Hampshire Veterans' Home (Tilton)", source: 'https://www.nh.gov/veteranshome/' }],
  }),
  s('RI', 'Rhode Island', 'Rhode Island Office of Veterans Services', 'https://vets.ri.gov/', {
    property_tax: [{ kind: 'local', law: 'R.I. Gen. Laws § 44-3-4', source: 'https://vets.ri.gov/' }],
    employment_preference: hiringPreference('https://vets.ri.gov/'),
    motor_vehicle: dvPlates('https://dmv.ri.gov/'),
    burial: stateCemetery('Rhode Island Veterans Memorial Cemetery (Exeter)', 'https://vets.ri.gov/'),
    veterans_home: [{ kind: 'program', program: 'Rhode Island Veterans Home (Bristol)', source: 'https://vets.ri.gov/' }],
  }),
  s('VT', 'Vermont', 'Vermont Office of Veterans Affairs', 'https://veterans.vermont.gov/', {
    property_tax: [{ kind: 'partial', program: 'Veterans property tax exemption (towns may raise the amount)', law: '32 V.S.A. § 3802(11)', min_rating: 50, figures: { minimum_exempt_value: '10000' }, source: 'https://tax.vermont.gov/' }],
    employment_preference: hiringPreference('https://humanresources.vermont.gov/'),
    motor_vehicle: dvPlates('https://dmv.vermont.gov/'),
    burial: stateCemetery('Vermont Veterans Memorial Cemetery (Randolph)', 'https://veterans.vermont.gov/'),
    veterans_home: [{ kind: 'program', program: "Vermont Veterans' Home (Bennington)", source: 'https://vvh.vermont.gov/' }],
  }),
  s('NJ', 'New Jersey', 'New Jersey Department of Military and Veterans Affairs', 'https://www.nj.gov/military/', {
    property_tax: [
      { kind: 'full', program: '100% disabled veteran exemption', law: 'N.J.S.A. 54:4-3.30', min_rating: 100, pt: true, source: 'https://www.nj.gov/treasury/taxation/' },
      { kind: 'partial', program: 'Veteran deduction', law: 'N.J.S.A. 54:4-8.10', figures: { deduction_amount: '250' }, source: 'https://www.nj.gov/treasury/taxation/' },
    ],
    employment_preference: hiringPreference('https://www.nj.gov/csc/', 'N.J.S.A. 11A:5-1 et seq.'),
    motor_vehicle: dvPlates('https://www.nj.gov/mvc/'),
    burial: stateCemetery('Brigadier General William C. Doyle Veterans Memorial Cemetery', 'https://www.nj.gov/military/'),
    veterans_home: [{ kind: 'program', program: 'New Jersey Veterans Memorial Homes (Menlo Park, Paramus, Vineland)', source: 'https://www.nj.gov/military/' }],
  }),
  s('NY', 'New York', "New York State Department of Veterans' Services", 'https://veterans.ny.gov/', {
    property_tax: [{ kind: 'local', program: "Alternative veterans' exemption (extra for service-connected disability)", law: 'N.Y. Real Prop. Tax Law § 458-a', source: 'https://www.tax.ny.gov/pit/property/exemption/vetexempt.htm' }],
    tuition: [{ kind: 'program', program: 'Veterans Tuition Awards', law: 'N.Y. Educ. Law § 669-a', source: 'https://www.hesc.ny.gov/' }],
    employment_preference: hiringPreference('https://www.cs.ny.gov/', 'N.Y. Civ. Serv. Law § 85'),
    motor_vehicle: dvPlates('https://dmv.ny.gov/'),
    hunting_fishing: [{ kind: 'partial', program: 'Reduced-fee licenses for military-disabled veterans', min_rating: 40, source: 'https://dec.ny.gov/' }],
    burial: stateCemetery('New York State Veterans Cemeteries', 'https://veterans.ny.gov/'),
    veterans_home: [{ kind: 'program', program: 'New York State Veterans Homes', source: 'https://veterans.ny.gov/' }],
  }),
  s('PA', 'Pennsylvania', 'Pennsylvania Department of Military and Veterans Affairs', 'https://www.dmva.pa.gov/', {
    property_tax: [{ kind: 'full', program: "Disabled Veterans' Real Estate Tax Exemption (financial need test)", law: '51 Pa.C.S. § 8901 et seq.', min_rating: 100, source: 'https://www.dmva.pa.gov/' }],
    tuition: [{ kind: 'program', program: 'Educational Gratuity Program', law: '51 Pa.C.S. § 8501 et seq.', min_rating: 100, pt: true, beneficiary: 'dependents', source: 'https://www.dmva.pa.gov/' }],
    employment_preference: hiringPreference('https://www.dmva.pa.gov/', '51 Pa.C.S. § 7101 et seq.'),
    motor_vehicle: dvPlates('https://www.dmv.pa.gov/'),
    hunting_fishing: [
      { kind: 'full', program: 'Disabled veteran hunting license', min_rating: 100, source: 'https://www.pgc.pa.gov/' },
      { kind: 'partial', program: 'Disabled veteran hunting license (reduced fee)', min_rating: 60, source: 'https://www.pgc.pa.gov/' },
    ],
    veterans_home: [{ kind: 'program', program: 'Pennsylvania State Veterans Homes', source: 'https://www.dmva.pa.gov/' }],
  }),
];
