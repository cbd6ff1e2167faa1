/**
 * guidekit/backtest: its engines land with issue #6; until then this entry exports nothing.
 * @packageDocumentation
 */
export {};
