// The scan layer over the signal engine: bars prepared per timeframe, positioning and sentiment aligned, calls priced at the reference, equity type gates, crypto-lite and entry grading (docs/market-endpoints.md).
export { assembleContinuousFutures, type LoadedContract, type ContinuousFuturesInput, type AssembleContinuousFuturesOptions, type FrontMonthCause, type ContinuousFuturesOutcome } from './assembleContinuousFutures.js';
export { alignFearGreed, type AlignFearGreedOptions, type AlignFearGreedResult } from './alignFearGreed.js';
export { alignPositioning, type AlignPositioningOptions, type PositioningReading, type AlignPositioningResult } from './alignPositioning.js';
export { assembleSignalScan, type ScanSkipReason, type ScanEntry, type ScanInputSummary, type AssembleSignalScanOptions, type ScanFactorSummary, type ScanRow, type ScanSkip, type ScanIneligible, type AssembleSignalScanResult } from './assembleSignalScan.js';
export { gateEquitySignalTypes, type GateEquitySignalTypesOptions, type GateFailure, type SignalTypeGate, type GateEquitySignalTypesResult } from './gateEquitySignalTypes.js';
export { generateInstrumentSignal, type MissingInputReason, type OptionalInput, type InstrumentSignalInputs, type GenerateInstrumentSignalOptions, type FactorInput, type InstrumentSignal } from './generateInstrumentSignal.js';
export { gradeEntryError, type CapturedEntry, type GradeEntryErrorOptions, type EntryGrade } from './gradeEntryError.js';
export { prepareSignalBars, type PrepareSignalBarsOptions, type PreparedBars, type UnusableBars } from './prepareSignalBars.js';
export { priceCallAtReference, type ReferenceQuotedLevels } from './priceCallAtReference.js';
export { readFundingReading, type ReadFundingReadingOptions, type FundingReading } from './readFundingReading.js';
export { snapshotCryptoLite, type CryptoLiteAssetInput, type SnapshotCryptoLiteOptions, type CryptoLiteAsset, type SnapshotCryptoLiteResult } from './snapshotCryptoLite.js';
