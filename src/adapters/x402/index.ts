/**
 * guidekit/adapters/x402: x402 payments and credits land with issue #4; until then this entry exports nothing.
 * @packageDocumentation
 */
export {};
