import type { RuleCadence, RuleTable } from '../../core/ruleTable.js';

/**
 * Shapes of the state and sub-national veterans-benefit tables (spec: Veterans Benefits Guidance Service, state-benefits: property
 * tax exemptions, tuition waivers, employment preference, motor-vehicle, hunting and fishing, burial benefits, state
 * veterans homes). The facts are structured (kind, threshold, law, source) so the narrative comes from the message
 * catalog in English and Spanish; program names and citations are proper nouns and stay as written.
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (state-benefits)
 */

/** The seven content areas the spec lists for state-benefits, in its order. */
export const STATE_BENEFIT_CATEGORIES = [
  'property_tax',
  'tuition',
  'employment_preference',
  'motor_vehicle',
  'hunting_fishing',
  'burial',
  'veterans_home',
] as const;
/** One content area of state-benefits. */
export type StateBenefitCategory = (typeof STATE_BENEFIT_CATEGORIES)[number];

/**
 * What a benefit is: `full` a full exemption or fee waiver; `partial` a partial exemption or reduced fee; `program`
 * a named program (eligibility set by its law); `local` set or run by counties, cities or councils; `national` run by
 * the national government rather than the region; `none` no program known at this level; `check` not confirmed in
 * this dataset (ask the veterans department).
 */
export type BenefitKind = 'full' | 'partial' | 'program' | 'local' | 'national' | 'none' | 'check';

/** Who the benefit is for. */
export type BenefitBeneficiary = 'veteran' | 'dependents' | 'veteran_and_dependents';

/** One benefit fact. Thresholds are the lowest service-connected rating the law names. */
export interface BenefitFact {
  readonly kind: BenefitKind;
  /** Program or plate name, as the law or agency writes it (a proper noun; not translated). */
  readonly program?: string;
  /** Statute or regulation citation. */
  readonly law?: string;
  /** Lowest service-connected disability rating (percent) that qualifies; absent when the benefit is not rating-gated. */
  readonly min_rating?: number;
  /** True when the rating must also be permanent and total (P&T) or paid at the 100% rate through TDIU as the law says. */
  readonly pt?: boolean;
  /** Who benefits; default `veteran`. */
  readonly beneficiary?: BenefitBeneficiary;
  /** Dollar figures (exact decimal strings, in the jurisdiction's currency), e.g. `{ basic_exemption: '175298' }`. */
  readonly figures?: Readonly<Record<string, string>>;
  /** Amounts by rating tier, lowest tier first. */
  readonly tiers?: readonly { readonly min_rating: number; readonly amount: string }[];
  /** Statute or official page for this fact; defaults to the jurisdiction's veterans department. */
  readonly source?: string;
}

/** Every category of one jurisdiction, each with one or more facts. */
export type JurisdictionBenefits = Readonly<Record<StateBenefitCategory, readonly BenefitFact[]>>;

/** One US state (or DC) and its benefits. */
export interface StateBenefitSet {
  /** USPS code (`TX`). */
  readonly code: string;
  /** Name in English (`Texas`). */
  readonly name: string;
  /** The state's veterans department. */
  readonly agency: string;
  /** Its official site. */
  readonly agency_url: string;
  readonly benefits: JurisdictionBenefits;
}

/** Effective date given to state rows whose first version is the law as encoded in 2024 (not a date of enactment). */
export const STATE_BENEFITS_EFFECTIVE = '2024-01-01';

/** Categories a jurisdiction row may leave out: they default to a `check` fact citing the veterans department. */
export type PartialBenefits = Partial<Record<StateBenefitCategory, readonly BenefitFact[]>>;

const NCA = 'https://www.cem.va.gov/';

/** A later dated version of a state's row: the categories it replaces, with its own provenance when it has one. */
export interface StateBenefitsVersion {
  /** First day (ISO) the version is in force, e.g. the lien date of an indexed exemption amount. */
  readonly effective: string;
  /** Categories replaced from this date (the others carry over from the previous version). */
  readonly benefits: PartialBenefits;
  /** Last day (ISO) the version's figures are known to be in force (a biennial amount), when the source says so. */
  readonly expires?: string;
  /** Where this version's figures come from and how sure they are; defaults to the row note. */
  readonly note?: string;
}

/** Options of {@link defineStateBenefits}. */
export interface DefineStateBenefitsOptions {
  /** Later dated versions, newest facts replacing the base ones by category (e.g. indexed amounts). Default none. */
  readonly versions?: readonly StateBenefitsVersion[];
  /**
   * How often the state re-sets the figures in the row (`'annual'` for an exemption amount indexed every year), so a
   * year with no newer version is reported stale. Default none: the row stays current until the law changes.
   */
  readonly cadence?: RuleCadence;
}

const ROW_NOTE = 'Encoded from the cited statutes and agency pages without a dated check; confirm with the state veterans department.';

/**
 * Builds one state's dated rule table. Categories left out become a `check` fact pointing at the state veterans
 * department, except burial, which also names VA national cemeteries (open to every eligible veteran).
 *
 * @param code - USPS code.
 * @param name - State name.
 * @param agency - Veterans department name.
 * @param agencyUrl - Veterans department URL (the row's source).
 * @param benefits - Facts by category.
 * @param options - See {@link DefineStateBenefitsOptions}: later versions and the cadence of indexed figures.
 * @returns A rule table `us.state_benefits.<code>` with `verified: null` (not checked against the sources).
 * @example
 * ```ts
 * defineStateBenefits('VT', 'Vermont', 'Office of Veterans Affairs', 'https://veterans.vermont.gov/', {}).id
 * //=> 'us.state_benefits.vt'
 * ```
 */
export function defineStateBenefits(
  code: string,
  name: string,
  agency: string,
  agencyUrl: string,
  benefits: PartialBenefits,
  options: DefineStateBenefitsOptions = {},
): RuleTable<StateBenefitSet> {
  const complete = (b: PartialBenefits): JurisdictionBenefits => {
    const out = {} as Record<StateBenefitCategory, readonly BenefitFact[]>;
    for (const c of STATE_BENEFIT_CATEGORIES) {
      const given = b[c];
      out[c] =
        given !== undefined && given.length > 0
          ? given
          : c === 'burial'
            ? [{ kind: 'check', source: agencyUrl }, { kind: 'national', program: 'VA national cemeteries', source: NCA }]
            : [{ kind: 'check', source: agencyUrl }];
    }
    return out;
  };
  const row = (effective: string, b: PartialBenefits, extra: { readonly expires?: string; readonly note?: string } = {}) => ({
    value: { code, name, agency, agency_url: agencyUrl, benefits: complete(b) },
    source: agencyUrl,
    effective,
    verified: null,
    note: extra.note === undefined ? ROW_NOTE : `${extra.note} ${ROW_NOTE}`,
    ...(extra.expires === undefined ? {} : { expires: extra.expires }),
  });
  let merged: PartialBenefits = benefits;
  const later = [...(options.versions ?? [])].sort((x, y) => (x.effective < y.effective ? -1 : 1)).map((v) => {
    merged = { ...merged, ...v.benefits };
    return row(v.effective, merged, v);
  });
  return {
    id: `us.state_benefits.${code.toLowerCase()}`,
    jurisdiction: `US-${code}`,
    title: `${name}: state veterans benefits (property tax, tuition, employment, vehicles, licences, burial, homes)`,
    versions: [row(STATE_BENEFITS_EFFECTIVE, benefits), ...later],
    ...(options.cadence === undefined ? {} : { cadence: options.cadence }),
  };
}

/**
 * A state's veterans' preference in civil-service hiring (every state grants one; points and rules differ).
 *
 * @param source - Statute or agency URL.
 * @param law - Citation, when known.
 * @returns The employment-preference fact.
 * @example
 * ```ts
 * hiringPreference('https://www.tvc.texas.gov/', "Tex. Gov't Code ch. 657").kind //=> 'program'
 * ```
 */
export function hiringPreference(source: string, law?: string): readonly BenefitFact[] {
  return [{ kind: 'program', source, ...(law === undefined ? {} : { law }) }];
}

/**
 * Disabled-veteran license plates, which every state issues; eligibility and fee relief vary by state law.
 *
 * @param source - Motor-vehicle agency or veterans department URL.
 * @param extra - Threshold or citation when known.
 * @returns The motor-vehicle fact.
 * @example
 * ```ts
 * dvPlates('https://www.txdmv.gov/', { min_rating: 50 })[0]?.min_rating //=> 50
 * ```
 */
export function dvPlates(source: string, extra: Partial<BenefitFact> = {}): readonly BenefitFact[] {
  return [{ kind: 'program', program: 'Disabled Veteran (DV) license plates', source, ...extra }];
}

/**
 * A state-run veterans cemetery (state programs often built with VA grants), plus VA national cemeteries.
 *
 * @param program - The cemetery or system name.
 * @param source - Operating agency URL.
 * @returns The burial facts.
 * @example
 * ```ts
 * stateCemetery('Texas State Veterans Cemeteries', 'https://vlb.texas.gov/')[1]?.kind //=> 'national'
 * ```
 */
export function stateCemetery(program: string, source: string): readonly BenefitFact[] {
  return [{ kind: 'program', program, source }, { kind: 'national', program: 'VA national cemeteries', source: NCA }];
}
