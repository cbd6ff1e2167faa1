import type { Fault } from '../harness.js';

/** An opened port and what to close after the test. */
export interface Opened<P> {
  readonly port: P;
  close(): Promise<void>;
}

/** How a contract suite reaches one implementation of a port: over recorded data, or with its sources misbehaving. */
export interface ContractHarness<P> {
  /** The port answering from recorded answers (real adapter on cassettes) or seeded data (fake). */
  open(): Promise<Opened<P>>;
  /** The port whose outside sources misbehave as `fault` says. */
  openFaulty(fault: Fault): Promise<Opened<P>>;
  /** The host a data-block entry of `source` names; null for a fake, which reaches no host. */
  hostOf(source: string): string | null;
}
