/** The ten veterans endpoints, by their path's last segment. */
export type VetEndpointSlug =
  | 'disability'
  | 'aid-attendance'
  | 'tdiu'
  | 'claim-builder'
  | 'caregiver'
  | 'education'
  | 'state-benefits'
  | 'healthcare'
  | 'home-loan'
  | 'discounts';

/**
 * The suggested call order of the veterans document (rule 3): disability, then claim-builder and tdiu;
 * state-benefits paired with disability; healthcare after caregiver; state-benefits after education and after
 * home-loan. Endpoints the rule does not place suggest disability, where every claim starts.
 *
 * @see spec: Veterans Benefits Guidance Service, Endpoints (rule 3)
 */
const NEXT_CALLS: Readonly<Record<VetEndpointSlug, readonly string[]>> = {
  disability: ['/api/vet/claim-builder', '/api/vet/tdiu', '/api/vet/state-benefits'],
  'claim-builder': ['/api/vet/tdiu', '/api/vet/state-benefits'],
  tdiu: ['/api/vet/state-benefits'],
  caregiver: ['/api/vet/healthcare'],
  education: ['/api/vet/state-benefits'],
  'home-loan': ['/api/vet/state-benefits'],
  'state-benefits': ['/api/vet/disability'],
  healthcare: ['/api/vet/disability'],
  'aid-attendance': ['/api/vet/disability'],
  discounts: ['/api/vet/disability'],
};

/**
 * The endpoints a caller should try after this one, from the veterans document's suggested call order.
 *
 * @param endpoint - The endpoint just answered.
 * @returns Paths to call next, most useful first.
 * @example
 * ```ts
 * suggestNextCalls('caregiver') //=> ['/api/vet/healthcare']
 * ```
 * @see spec: Veterans Benefits Guidance Service, Endpoints (rule 3)
 */
export function suggestNextCalls(endpoint: VetEndpointSlug): readonly string[] {
  return NEXT_CALLS[endpoint];
}
