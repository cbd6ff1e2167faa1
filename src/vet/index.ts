/**
 * guidekit/vet: its engines land with issue #5; until then this entry exports nothing.
 * @packageDocumentation
 */
export {};
