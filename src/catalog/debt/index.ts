/** The 21 endpoints of the debt guidance service (spec: Debt Elimination Guidance Service), in the spec's order. */
import { debtPayoff } from './payoff.js';
import { debtSnapshot } from './snapshot.js';
import { debtNegotiate } from './negotiate.js';
import { debtSettle } from './settle.js';
import { debtCollections } from './collections.js';
import { debtStatute } from './statute.js';
import { debtGarnishment } from './garnishment.js';
import { debtStudent } from './student.js';
import { debtCredit } from './credit.js';
import { debtBuildCredit } from './buildCredit.js';
import { debtDispute } from './dispute.js';
import { debtInsolvency } from './insolvency.js';
import { debtMedical } from './medical.js';
import { debtTax } from './tax.js';
import { debtBNPL } from './bnpl.js';
import { debtPayday } from './payday.js';
import { debtMortgageRelief } from './mortgageRelief.js';
import { debtConsolidate } from './consolidate.js';
import { debtPriority } from './priority.js';
import { debtRights } from './rights.js';
import { debtFreedomRoadmap } from './freedomRoadmap.js';

export const DEBT_ENDPOINTS = [
  debtPayoff,
  debtSnapshot,
  debtNegotiate,
  debtSettle,
  debtCollections,
  debtStatute,
  debtGarnishment,
  debtStudent,
  debtCredit,
  debtBuildCredit,
  debtDispute,
  debtInsolvency,
  debtMedical,
  debtTax,
  debtBNPL,
  debtPayday,
  debtMortgageRelief,
  debtConsolidate,
  debtPriority,
  debtRights,
  debtFreedomRoadmap,
] as const;
