import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';

/** The `country_scope` every veterans answer carries: which country's system was assessed, and how it was chosen. */
export const countryScopeSchema = z
  .looseObject({
    country: z.string().describe('The country assessed: a mapped key (`US`, `UK`, `Canada`, `Australia`, `NewZealand`, `Germany`) or the caller\'s text.'),
    country_name: z.string().describe('The country\'s name in the response language (the caller\'s text for an unmapped country).'),
    mapped: z.boolean().describe('True when the country has a mapped veterans-benefits system.'),
    assumed: z.boolean().describe('True when the country was not given and no region identified it, so US rules were assumed as a fallback.'),
    basis: z.enum(['given', 'inferred_from_region', 'default_us']).describe('How the country was chosen.'),
    region: z.string().nullable().describe('The region that identified the country, when it was inferred.'),
    authority: z.string().nullable().describe('The national authority that decides claims, or null for an unmapped country.'),
    note: prose(z.string().nullable()).describe('Why the country was chosen this way, or what is missing; null when the caller named a mapped country.'),
  })
  .describe('The country whose veterans-benefits system the answer assesses, and how it was chosen.');

/** One rule row of the `abroad` section, with its provenance. */
export const abroadRuleRowSchema = z
  .looseObject({
    id: z.string().describe('Stable id of the rule row.'),
    statement: prose(z.string()).describe('What the row says, in the response language.'),
    status: z.enum(['unknown', 'not_available', 'payable', 'limited']).nullable().describe("The row's verdict on payability abroad, or null when it adds a condition without a verdict."),
    source: z.string().describe('The statute, regulation or official page it comes from.'),
    effective: z.string().describe('ISO date from which it is in force.'),
    verified: z.string().nullable().describe('ISO date the row was checked against its source, or null when unverified.'),
  })
  .describe('One rule row of the `abroad` section, with its provenance.');

/** The `abroad` section of a veterans answer: whether the benefit reaches a veteran living outside the paying country. */
export const abroadSectionSchema = z
  .looseObject({
    residence: z.string().describe("The caller's `residence`, trimmed."),
    residence_country: z.string().describe("The mapped country key of the residence, or the caller's text when unmapped."),
    paying_country: z.string().describe('The paying country (`country_scope.country`).'),
    topic: z.enum(['disability', 'pension', 'tdiu', 'healthcare', 'caregiver']).describe('The benefit the section is about.'),
    status: z.enum(['unknown', 'not_available', 'payable', 'limited']).describe('From the first row for the topic that carries a status; `unknown` when none does.'),
    rules: z.array(abroadRuleRowSchema).describe('The rule rows for the topic, with their sources.'),
    summary: prose(z.string()).describe('The section in words.'),
  })
  .describe('Whether the benefit reaches a veteran living outside the paying country; present when the veteran lives abroad.');

/**
 * A program named in a plan (a state home-loan program, a country's education or housing program), as vetEducation
 * and vetHomeLoan list them.
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ local_programs: z.array(namedProgramSchema) });
 * ```
 * @see src/vet/planHomeLoan.ts
 * @see src/vet/compareEducationBenefits.ts
 */
export const namedProgramSchema = z.looseObject({
  name: z.string().describe('Name of the program.'),
  authority: z.string().describe('Authority that runs it.'),
  veteran_specific: z.boolean().describe('True when the program is only for veterans.'),
  summary: prose(z.string()).describe('The program in words.'),
  url: z.string().describe('Its official web page.'),
  figures: z.record(z.string(), z.string()).describe('Key figures of the program, by name, as text.'),
  verified: z.boolean().describe('ISO date it was checked against its source; null when it was not.'),
}).describe('A program named in the plan.');

/**
 * One national disability-compensation scheme as a response lists it (vetDisability and vetTdiu outside the US).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ schemes: z.array(schemeEntrySchema) });
 * ```
 * @see src/vet/assessDisabilityClaim.ts
 * @see src/vet/assessTdiu.ts
 */
export const schemeEntrySchema = z.looseObject({
  id: z.string().describe('Rule id (`uk.afcs.tariff`).'),
  name: z.string().describe('The scheme\'s proper name.'),
  law: z.string().describe('The statute or instrument.'),
  basis: prose(z.string()).describe('What the award is based on (rating scale, tariff, salary), in the response language; no amounts.'),
  effective: z.string().describe('ISO date from which it is in force.'),
  source: z.string().describe('The statute, regulation or official page it comes from.'),
  verified: z.string().nullable().describe('ISO date checked against the source, or null when unverified.'),
}).describe('One national scheme as a response lists it.');

/**
 * A presumptive program a condition falls under for the service era (vetDisability and vetClaimBuilder, US only).
 *
 * @example
 * ```ts
 * const condition = z.looseObject({ presumptive: z.array(conditionPresumptionSchema) });
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-3/subpart-A/section-3.309
 * @see src/vet/buildClaimPlan.ts
 */
export const conditionPresumptionSchema = z.looseObject({
  program: z.enum(['agent_orange', 'pact_burn_pit', 'gulf_war_illness', 'radiation', 'camp_lejeune']).describe('Which presumptive program: Agent Orange, PACT Act burn pits, Gulf War illness, radiation, Camp Lejeune.'),
  term: z.string().describe('The regulation\'s term for the condition.'),
}).describe('A presumptive program a condition falls under.');
