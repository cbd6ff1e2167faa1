/**
 * guidekit/safety: its engines land with issue #7; until then this entry exports nothing.
 * @packageDocumentation
 */
export {};
