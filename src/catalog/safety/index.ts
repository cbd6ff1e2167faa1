/** The 3 endpoints of the shopping-safety service (spec: Market Signal Service and Shopping Safety Service, Shopping safety service), in the spec's order. */
import { shopperTrip } from './shopperTrip.js';
import { safetyRecalls } from './recalls.js';
import { safetyMerchant } from './merchant.js';

export const SAFETY_ENDPOINTS = [shopperTrip, safetyRecalls, safetyMerchant] as const;
