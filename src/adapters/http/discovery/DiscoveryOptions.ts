import type { EndpointDefinition } from '../../../catalog/types.js';
import type { PaymentOptions } from '../../x402/PaymentOptions.js';

/**
 * What the discovery documents (OpenAPI, llms.txt, agent card, health reply, manifest) are generated from: the
 * catalog the app serves, how it is paid, and where it is reached. Every document is a pure function of these, so
 * they never disagree with each other or with the routes.
 */
export interface DiscoveryOptions {
  /** The endpoints the app serves. */
  readonly endpoints: readonly EndpointDefinition[];
  /** The app's payment setup; absent when nothing is charged (library use, tests). */
  readonly payment?: PaymentOptions;
  /** Origin the documents link to, without a trailing slash, e.g. `https://api.example.com`. */
  readonly baseUrl: string;
  /** Version of the interface (the package version). */
  readonly version: string;
}
