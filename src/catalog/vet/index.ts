/** The 10 endpoints of the veterans benefits service (spec: Veterans Benefits Guidance Service), in the spec's order. */
import { vetDisability } from './disability.js';
import { vetAidAttendance } from './aidAttendance.js';
import { vetTdiu } from './tdiu.js';
import { vetClaimBuilder } from './claimBuilder.js';
import { vetCaregiver } from './caregiver.js';
import { vetEducation } from './education.js';
import { vetStateBenefits } from './stateBenefits.js';
import { vetHealthcare } from './healthcare.js';
import { vetHomeLoan } from './homeLoan.js';
import { vetDiscounts } from './discounts.js';

export const VET_ENDPOINTS = [
  vetDisability,
  vetAidAttendance,
  vetTdiu,
  vetClaimBuilder,
  vetCaregiver,
  vetEducation,
  vetStateBenefits,
  vetHealthcare,
  vetHomeLoan,
  vetDiscounts,
] as const;
