import type { PortCall } from '../../core/sourceUse.js';

/** Posts of one account per day (in the source's day, UTC unless the source says otherwise). */
export interface DailyPostCounts {
  readonly handle: string;
  /** ISO dates, ascending, each with the posts counted that day. */
  readonly days: readonly { readonly date: string; readonly count: number }[];
}

/**
 * The `postCounts` port: how many posts an account made per day. No keyless public API gives post counts for X
 * accounts, so guidekit ships no adapter: the port exists only when an application passes one (docs/prediction-endpoints.md),
 * and the attention scan answers 503 naming it otherwise. An unknown handle is a 400 naming `handle`.
 */
export interface PostCountSource {
  dailyPostCounts(request: { readonly handle: string; readonly from: string; readonly to: string }, call?: PortCall): Promise<DailyPostCounts>;
}
