/**
 * The economic-event reaction scanner: the release calendar, surprises and the reaction playbook
 * (docs/ask-analysis-event.md#the-event-scanner).
 * @packageDocumentation
 */
export { scanEconomicEvent, type ScanEconomicEventInput, type ScanEconomicEventOptions, type ScanEconomicEventResult, type InstrumentPlaybook } from './scanEconomicEvent.js';
export { listEconomicReleases, type ListEconomicReleasesOptions, type ListedRelease, type EconomicReleaseList } from './listEconomicReleases.js';
export { measureReleaseSurprises, SURPRISE_BUCKETS, type MeasureReleaseSurprisesOptions, type ReleaseSurprise, type SurpriseBucket } from './measureReleaseSurprises.js';
export { measureEventReactions, type MeasureEventReactionsOptions, type EventReaction, type EventReactions, type ReactionBucketStats } from './measureEventReactions.js';
export type { MacroReleaseSource, MacroSeriesData, MacroSeriesRequest, MacroObservation } from './MacroReleaseSource.js';
export type { ScanEconomicEventKey } from './messages/scanEconomicEvent.js';
export {
  ECONOMIC_CALENDARS,
  ECONOMIC_EVENT_KINDS,
  CPI_RELEASE_CALENDAR,
  EMPLOYMENT_RELEASE_CALENDAR,
  FOMC_DECISION_CALENDAR,
  GDP_RELEASE_CALENDAR,
  type EconomicEventKind,
  type ScheduledRelease,
} from '../rules/economicCalendar.js';
export {
  EVENT_MEASURES,
  EVENT_SURPRISE_RULE,
  EVENT_REACTION_RULE,
  EVENT_PLAYBOOK_INSTRUMENTS,
  type MacroSeriesId,
  type EventMeasure,
  type SurpriseRule,
  type ReactionRule,
} from '../rules/eventPlaybook.js';
