import type { RuleTable } from '../../core/ruleTable.js';

/** Ids of the presumptive service-connection programs the disability engine checks. */
export type PresumptiveProgramId = 'agent_orange' | 'pact_burn_pit' | 'gulf_war_illness' | 'radiation' | 'camp_lejeune';

/** One presumptive condition as the regulation names it. */
export interface PresumptiveCondition {
  /** The regulation's term (quoted, English). */
  readonly term: string;
  /** Plain-word phrases that name it (matched after `normalizeWords`). */
  readonly keywords: readonly string[];
  /** Condition-catalog ids that fall under it. */
  readonly catalog_ids?: readonly string[];
}

/** A presumption of service connection: who qualifies and for which conditions. */
export interface PresumptiveProgram {
  readonly id: PresumptiveProgramId;
  /** Regulation and statute. */
  readonly cfr: string;
  /** Phrases of `service_era` that point to the qualifying service (matched after `normalizeWords`). */
  readonly era_keywords: readonly string[];
  /** Qualifying service locations and dates, as the regulation states them (English). */
  readonly service_requirement: string;
  /** The same in German (answers with lang=de); English is used where it is missing. */
  readonly service_requirement_de?: string;
  /** Minimum days of qualifying service, when the regulation sets one. */
  readonly minimum_days: number | null;
  readonly conditions: readonly PresumptiveCondition[];
}

const UNVERIFIED =
  'Condition list and service criteria recalled from the regulation and VA PACT Act pages; not checked against the eCFR in this session.';

/**
 * Herbicide (Agent Orange) presumptions, 38 CFR 3.307(a)(6) and 3.309(e), as extended by the PACT Act (Pub. L. 117-168,
 * 2022-08-10: hypertension, MGUS, and service in Thailand, Laos, Cambodia, Guam, American Samoa and Johnston Atoll).
 *
 * @see https://www.ecfr.gov/current/title-38/section-3.309
 * @see https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/
 */
export const AGENT_ORANGE_PRESUMPTIONS: RuleTable<PresumptiveProgram> = {
  id: 'us.va.presumptive.agent_orange',
  jurisdiction: 'US',
  title: 'Herbicide-exposure presumptive conditions and qualifying service (38 CFR 3.307(a)(6), 3.309(e); 38 U.S.C. 1116, 1116A)',
  versions: [
    {
      effective: '2022-08-10',
      source: 'https://www.ecfr.gov/current/title-38/section-3.309',
      verified: null,
      note: UNVERIFIED,
      value: {
        id: 'agent_orange',
        cfr: '38 CFR 3.307(a)(6), 3.309(e); 38 U.S.C. 1116, 1116A',
        era_keywords: ['vietnam', 'nam', 'blue water navy', 'thailand', 'laos', 'cambodia', 'guam', 'american samoa', 'johnston atoll', 'korea dmz', 'korean dmz', 'dmz', 'agent orange', 'herbicide'],
        service_requirement:
          'Republic of Vietnam (including its inland waters and offshore waters within 12 nautical miles) 1962-01-09 to 1975-05-07; Korean DMZ units 1967-09-01 to 1971-08-31; Thai bases 1962-01-09 to 1976-06-30; Laos 1965-12-01 to 1969-09-30; Mimot or Krek, Cambodia 1969-04-16 to 1969-04-30; Guam or American Samoa (or their waters) 1962-01-09 to 1980-07-31; Johnston Atoll 1972-01-01 to 1977-09-30.',
        service_requirement_de: 'Republik Vietnam (einschließlich ihrer Binnengewässer und der Küstengewässer bis 12 Seemeilen) 1962-01-09 bis 1975-05-07; Einheiten an der koreanischen DMZ 1967-09-01 bis 1971-08-31; Stützpunkte in Thailand 1962-01-09 bis 1976-06-30; Laos 1965-12-01 bis 1969-09-30; Mimot oder Krek, Kambodscha 1969-04-16 bis 1969-04-30; Guam oder Amerikanisch-Samoa (oder ihre Gewässer) 1962-01-09 bis 1980-07-31; Johnston-Atoll 1972-01-01 bis 1977-09-30.',
        minimum_days: null,
        conditions: [
          { term: 'AL amyloidosis', keywords: ['amyloidosis'] },
          { term: 'Bladder cancer', keywords: ['bladder cancer'] },
          { term: 'Chronic B-cell leukemias', keywords: ['b cell leukemia', 'chronic lymphocytic leukemia', 'cll', 'hairy cell leukemia'] },
          { term: 'Chloracne (or similar acneform disease)', keywords: ['chloracne'] },
          { term: 'Diabetes mellitus type 2', keywords: ['type 2 diabetes'], catalog_ids: ['diabetes_type2'] },
          { term: "Hodgkin's disease", keywords: ['hodgkin', 'hodgkin lymphoma'] },
          { term: 'Hypertension (high blood pressure)', keywords: ['high blood pressure'], catalog_ids: ['hypertension'] },
          { term: 'Hypothyroidism', keywords: ['hypothyroidism'], catalog_ids: ['hypothyroidism'] },
          { term: 'Ischemic heart disease', keywords: ['ischemic heart disease', 'coronary artery disease'], catalog_ids: ['ischemic_heart_disease'] },
          { term: 'Monoclonal gammopathy of undetermined significance (MGUS)', keywords: ['mgus', 'monoclonal gammopathy'] },
          { term: 'Multiple myeloma', keywords: ['multiple myeloma', 'myeloma'] },
          { term: "Non-Hodgkin's lymphoma", keywords: ['non hodgkin', 'non hodgkin lymphoma', 'nhl'] },
          { term: "Parkinson's disease and parkinsonism", keywords: ['parkinson', 'parkinsonism'], catalog_ids: ['parkinsons'] },
          { term: 'Early-onset peripheral neuropathy', keywords: ['early onset peripheral neuropathy'], catalog_ids: ['peripheral_neuropathy'] },
          { term: 'Porphyria cutanea tarda', keywords: ['porphyria', 'porphyria cutanea tarda'] },
          { term: 'Prostate cancer', keywords: ['prostate cancer'], catalog_ids: ['prostate_cancer'] },
          { term: 'Respiratory cancers (lung, bronchus, larynx, trachea)', keywords: ['lung cancer', 'bronchus cancer', 'larynx cancer', 'laryngeal cancer', 'trachea cancer', 'tracheal cancer', 'respiratory cancer'] },
          { term: 'Soft-tissue sarcomas (other than osteosarcoma, chondrosarcoma, Kaposi sarcoma or mesothelioma)', keywords: ['soft tissue sarcoma', 'sarcoma'] },
        ],
      },
    },
  ],
};

/**
 * Burn-pit and other toxic-exposure presumptions of the PACT Act (38 U.S.C. 1120, in force 2022-08-10; 38 CFR 3.320):
 * Gulf War and post-9/11 veterans who served in the covered locations.
 *
 * @see https://www.law.cornell.edu/uscode/text/38/1120
 * @see https://www.va.gov/resources/the-pact-act-and-your-va-benefits/
 */
export const PACT_BURN_PIT_PRESUMPTIONS: RuleTable<PresumptiveProgram> = {
  id: 'us.va.presumptive.pact_burn_pit',
  jurisdiction: 'US',
  title: 'PACT Act burn-pit and airborne-hazard presumptive conditions (38 U.S.C. 1120; 38 CFR 3.320)',
  versions: [
    {
      effective: '2022-08-10',
      source: 'https://www.law.cornell.edu/uscode/text/38/1120',
      verified: null,
      note: `${UNVERIFIED} Later additions by VA (for example leukemias and multiple myeloma announced in 2024-2025) are not encoded.`,
      value: {
        id: 'pact_burn_pit',
        cfr: '38 U.S.C. 1120; 38 CFR 3.320',
        era_keywords: [
          'gulf war', 'desert storm', 'desert shield', 'iraq', 'afghanistan', 'oef', 'oif', 'ond', 'post 9 11', '9 11', 'gwot', 'global war terror',
          'syria', 'kuwait', 'djibouti', 'burn pit', 'southwest asia', 'enduring freedom', 'iraqi freedom', 'new dawn', 'persian gulf',
          'saudi arabia', 'bahrain', 'qatar', 'oman', 'yemen', 'jordan', 'egypt', 'lebanon', 'uzbekistan', 'somalia', 'uae', 'united arab emirate',
        ],
        service_requirement:
          'On or after 1990-08-02 in Bahrain, Iraq, Kuwait, Oman, Qatar, Saudi Arabia, Somalia or the United Arab Emirates (or their airspace); or on or after 2001-09-11 in Afghanistan, Djibouti, Egypt, Jordan, Lebanon, Syria, Uzbekistan or Yemen (or their airspace).',
        service_requirement_de: 'Am oder nach dem 1990-08-02 in Bahrain, Irak, Kuwait, Oman, Katar, Saudi-Arabien, Somalia oder den Vereinigten Arabischen Emiraten (oder ihrem Luftraum); oder am oder nach dem 2001-09-11 in Afghanistan, Dschibuti, Ägypten, Jordanien, Libanon, Syrien, Usbekistan oder Jemen (oder ihrem Luftraum).',
        minimum_days: null,
        conditions: [
          { term: 'Asthma diagnosed after service', keywords: ['asthma'], catalog_ids: ['asthma'] },
          { term: 'Chronic bronchitis', keywords: ['chronic bronchitis'] },
          { term: 'Chronic obstructive pulmonary disease (COPD)', keywords: ['copd'], catalog_ids: ['copd'] },
          { term: 'Chronic rhinitis', keywords: ['rhinitis'], catalog_ids: ['rhinitis'] },
          { term: 'Chronic sinusitis', keywords: ['sinusitis'], catalog_ids: ['sinusitis'] },
          { term: 'Constrictive or obliterative bronchiolitis', keywords: ['bronchiolitis', 'constrictive bronchiolitis', 'obliterative bronchiolitis'] },
          { term: 'Emphysema', keywords: ['emphysema'] },
          { term: 'Granulomatous disease', keywords: ['granulomatous'] },
          { term: 'Interstitial lung disease (ILD)', keywords: ['interstitial lung disease', 'ild'] },
          { term: 'Pleuritis', keywords: ['pleuritis', 'pleurisy'] },
          { term: 'Pulmonary fibrosis', keywords: ['pulmonary fibrosis'] },
          { term: 'Sarcoidosis', keywords: ['sarcoidosis'] },
          { term: 'Brain cancer (including glioblastoma)', keywords: ['brain cancer', 'glioblastoma', 'brain tumor'] },
          { term: 'Gastrointestinal cancer of any type', keywords: ['gastrointestinal cancer', 'colon cancer', 'colorectal cancer', 'rectal cancer', 'stomach cancer', 'esophageal cancer', 'gi cancer'] },
          { term: 'Head cancer of any type', keywords: ['head cancer'] },
          { term: 'Neck cancer of any type', keywords: ['neck cancer', 'throat cancer', 'thyroid cancer'] },
          { term: 'Kidney cancer', keywords: ['kidney cancer', 'renal cancer'] },
          { term: 'Lymphatic cancer or lymphoma of any type', keywords: ['lymphoma', 'lymphatic cancer'] },
          { term: 'Melanoma', keywords: ['melanoma'] },
          { term: 'Pancreatic cancer', keywords: ['pancreatic cancer'] },
          { term: 'Reproductive cancer of any type', keywords: ['reproductive cancer', 'ovarian cancer', 'testicular cancer', 'uterine cancer', 'cervical cancer', 'prostate cancer'], catalog_ids: ['prostate_cancer'] },
          { term: 'Respiratory cancer of any type', keywords: ['lung cancer', 'respiratory cancer', 'laryngeal cancer', 'tracheal cancer'] },
        ],
      },
    },
  ],
};

/**
 * Persian Gulf War presumptions, 38 CFR 3.317: undiagnosed illness and medically unexplained chronic multisymptom
 * illness (chronic fatigue syndrome, fibromyalgia, functional gastrointestinal disorders such as IBS) manifest to 10%
 * by 2026-12-31, and the nine infectious diseases of 3.317(c).
 *
 * @see https://www.ecfr.gov/current/title-38/section-3.317
 */
export const GULF_WAR_PRESUMPTIONS: RuleTable<PresumptiveProgram> = {
  id: 'us.va.presumptive.gulf_war_illness',
  jurisdiction: 'US',
  title: 'Persian Gulf War undiagnosed-illness and infectious-disease presumptions (38 CFR 3.317; 38 U.S.C. 1117, 1118)',
  versions: [
    {
      effective: '2022-08-10',
      source: 'https://www.ecfr.gov/current/title-38/section-3.317',
      verified: null,
      note: `${UNVERIFIED} The 2026-12-31 manifestation deadline of 3.317(a)(1)(i) is recalled, not checked.`,
      value: {
        id: 'gulf_war_illness',
        cfr: '38 CFR 3.317; 38 U.S.C. 1117, 1118',
        era_keywords: ['gulf war', 'desert storm', 'desert shield', 'iraq', 'kuwait', 'southwest asia', 'persian gulf', 'saudi arabia', 'oif', 'iraqi freedom', 'ond', 'new dawn', 'gulf war illness'],
        service_requirement:
          'Active service in the Southwest Asia theater of operations (Iraq, Kuwait, Saudi Arabia, the neutral zone, Bahrain, Qatar, the UAE, Oman, the Gulf of Aden, Gulf of Oman, Persian Gulf, Arabian Sea, Red Sea and their airspace) on or after 1990-08-02; the infectious diseases also cover Afghanistan on or after 2001-09-19.',
        service_requirement_de: 'Aktiver Dienst im südwestasiatischen Operationsgebiet (Irak, Kuwait, Saudi-Arabien, die neutrale Zone, Bahrain, Katar, die VAE, Oman, Golf von Aden, Golf von Oman, Persischer Golf, Arabisches Meer, Rotes Meer und ihr Luftraum) am oder nach dem 1990-08-02; die Infektionskrankheiten erfassen auch Afghanistan am oder nach dem 2001-09-19.',
        minimum_days: null,
        conditions: [
          { term: 'Undiagnosed illness', keywords: ['undiagnosed', 'undiagnosed illness', 'gulf war illness', 'gulf war syndrome', 'unexplained'] },
          { term: 'Medically unexplained chronic multisymptom illness: chronic fatigue syndrome', keywords: ['chronic fatigue'], catalog_ids: ['chronic_fatigue'] },
          { term: 'Medically unexplained chronic multisymptom illness: fibromyalgia', keywords: ['fibromyalgia'], catalog_ids: ['fibromyalgia'] },
          { term: 'Medically unexplained chronic multisymptom illness: functional gastrointestinal disorders (such as IBS)', keywords: ['functional gastrointestinal', 'functional dyspepsia', 'ibs'], catalog_ids: ['ibs'] },
          { term: 'Multisymptom illness', keywords: ['multisymptom', 'chronic multisymptom illness'] },
          { term: 'Infectious diseases of 3.317(c) (brucellosis, Campylobacter jejuni, Coxiella burnetii (Q fever), malaria, Mycobacterium tuberculosis, nontyphoid Salmonella, Shigella, visceral leishmaniasis, West Nile virus)', keywords: ['brucellosis', 'campylobacter', 'q fever', 'coxiella', 'malaria', 'tuberculosis', 'salmonella', 'shigella', 'leishmaniasis', 'west nile'] },
        ],
      },
    },
  ],
};

/**
 * Radiation-exposed veterans, 38 CFR 3.309(d) (38 U.S.C. 1112(c)), with the PACT Act's added cleanup sites
 * (Enewetak Atoll 1977-1980, Palomares 1966-1967, Thule 1968).
 *
 * @see https://www.ecfr.gov/current/title-38/section-3.309
 */
export const RADIATION_PRESUMPTIONS: RuleTable<PresumptiveProgram> = {
  id: 'us.va.presumptive.radiation',
  jurisdiction: 'US',
  title: 'Radiation-risk activity presumptive cancers (38 CFR 3.309(d); 38 U.S.C. 1112(c))',
  versions: [
    {
      effective: '2022-08-10',
      source: 'https://www.ecfr.gov/current/title-38/section-3.309',
      verified: null,
      note: UNVERIFIED,
      value: {
        id: 'radiation',
        cfr: '38 CFR 3.309(d); 38 U.S.C. 1112(c)',
        era_keywords: ['atomic', 'atomic veteran', 'radiation', 'nuclear', 'nuclear test', 'hiroshima', 'nagasaki', 'enewetak', 'palomares', 'thule', 'amchitka', 'bikini'],
        service_requirement:
          'A radiation-risk activity: on-site participation in an atmospheric nuclear test (1945-1962), occupation of Hiroshima or Nagasaki (1945-08-06 to 1946-07-01), internment as a POW in Japan with comparable exposure, service at gaseous diffusion plants or Amchitka Island, and (PACT Act) the Enewetak Atoll cleanup 1977-01-01 to 1980-12-31, the Palomares response 1966-01-17 to 1967-03-31 and the Thule response 1968-01-21 to 1968-09-25.',
        service_requirement_de: 'Eine Tätigkeit mit Strahlenrisiko: Teilnahme vor Ort an einem atmosphärischen Kernwaffentest (1945-1962), Besatzung von Hiroshima oder Nagasaki (1945-08-06 bis 1946-07-01), Internierung als Kriegsgefangener in Japan mit vergleichbarer Belastung, Dienst in Gasdiffusionsanlagen oder auf Amchitka Island sowie (PACT Act) die Aufräumarbeiten auf dem Enewetak-Atoll 1977-01-01 bis 1980-12-31, der Einsatz in Palomares 1966-01-17 bis 1967-03-31 und der Einsatz in Thule 1968-01-21 bis 1968-09-25.',
        minimum_days: null,
        conditions: [
          { term: 'Leukemia (other than chronic lymphocytic leukemia)', keywords: ['leukemia', 'leukaemia'] },
          { term: 'Cancer of the thyroid', keywords: ['thyroid cancer'] },
          { term: 'Cancer of the breast', keywords: ['breast cancer'] },
          { term: 'Cancer of the pharynx', keywords: ['pharynx cancer', 'pharyngeal cancer', 'throat cancer'] },
          { term: 'Cancer of the esophagus', keywords: ['esophageal cancer', 'esophagus cancer'] },
          { term: 'Cancer of the stomach', keywords: ['stomach cancer', 'gastric cancer'] },
          { term: 'Cancer of the small intestine', keywords: ['small intestine cancer'] },
          { term: 'Cancer of the pancreas', keywords: ['pancreatic cancer', 'pancreas cancer'] },
          { term: 'Multiple myeloma', keywords: ['multiple myeloma', 'myeloma'] },
          { term: "Lymphomas (except Hodgkin's disease)", keywords: ['lymphoma', 'non hodgkin'] },
          { term: 'Cancer of the bile ducts', keywords: ['bile duct cancer'] },
          { term: 'Cancer of the gall bladder', keywords: ['gallbladder cancer', 'gall bladder cancer'] },
          { term: 'Primary liver cancer', keywords: ['liver cancer'] },
          { term: 'Cancer of the salivary gland', keywords: ['salivary gland cancer', 'salivary cancer'] },
          { term: 'Cancer of the urinary tract', keywords: ['urinary tract cancer', 'bladder cancer', 'kidney cancer', 'renal cancer'] },
          { term: 'Bronchiolo-alveolar carcinoma', keywords: ['bronchiolo alveolar', 'bronchioloalveolar'] },
          { term: 'Cancer of the bone', keywords: ['bone cancer'] },
          { term: 'Cancer of the brain', keywords: ['brain cancer'] },
          { term: 'Cancer of the colon', keywords: ['colon cancer'] },
          { term: 'Cancer of the lung', keywords: ['lung cancer'] },
          { term: 'Cancer of the ovary', keywords: ['ovarian cancer', 'ovary cancer'] },
        ],
      },
    },
  ],
};

/**
 * Camp Lejeune contaminated-water presumptions, 38 CFR 3.307(a)(7) and 3.309(f): at least 30 days (consecutive or not)
 * at Camp Lejeune or MCAS New River from 1953-08-01 to 1987-12-31 (final rule effective 2017-03-14).
 *
 * @see https://www.ecfr.gov/current/title-38/section-3.309
 * @see https://www.va.gov/disability/eligibility/hazardous-materials-exposure/camp-lejeune-water-contamination/
 */
export const CAMP_LEJEUNE_PRESUMPTIONS: RuleTable<PresumptiveProgram> = {
  id: 'us.va.presumptive.camp_lejeune',
  jurisdiction: 'US',
  title: 'Camp Lejeune contaminated-water presumptive conditions (38 CFR 3.307(a)(7), 3.309(f))',
  versions: [
    {
      effective: '2017-03-14',
      source: 'https://www.ecfr.gov/current/title-38/section-3.309',
      verified: null,
      note: UNVERIFIED,
      value: {
        id: 'camp_lejeune',
        cfr: '38 CFR 3.307(a)(7), 3.309(f)',
        era_keywords: ['camp lejeune', 'lejeune', 'new river', 'mcas new river'],
        service_requirement: 'At least 30 days, consecutive or not, at Camp Lejeune or MCAS New River, North Carolina, from 1953-08-01 to 1987-12-31.',
        service_requirement_de: 'Mindestens 30 Tage, zusammenhängend oder nicht, in Camp Lejeune oder MCAS New River, North Carolina, zwischen 1953-08-01 und 1987-12-31.',
        minimum_days: 30,
        conditions: [
          { term: 'Adult leukemia', keywords: ['leukemia', 'leukaemia'] },
          { term: 'Aplastic anemia and other myelodysplastic syndromes', keywords: ['aplastic anemia', 'myelodysplastic', 'mds'] },
          { term: 'Bladder cancer', keywords: ['bladder cancer'] },
          { term: 'Kidney cancer', keywords: ['kidney cancer', 'renal cancer'] },
          { term: 'Liver cancer', keywords: ['liver cancer'] },
          { term: 'Multiple myeloma', keywords: ['multiple myeloma', 'myeloma'] },
          { term: "Non-Hodgkin's lymphoma", keywords: ['non hodgkin', 'non hodgkin lymphoma', 'lymphoma'] },
          { term: "Parkinson's disease", keywords: ['parkinson'], catalog_ids: ['parkinsons'] },
        ],
      },
    },
  ],
};

/** Every presumptive program the disability engine checks, in the order it reports them. */
export const PRESUMPTIVE_PROGRAMS: readonly RuleTable<PresumptiveProgram>[] = [
  AGENT_ORANGE_PRESUMPTIONS,
  PACT_BURN_PIT_PRESUMPTIONS,
  GULF_WAR_PRESUMPTIONS,
  RADIATION_PRESUMPTIONS,
  CAMP_LEJEUNE_PRESUMPTIONS,
];
