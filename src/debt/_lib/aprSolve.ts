/** One cash flow placed on the Appendix J time line: `t` whole unit-periods and a fraction `f` from the term start. */
export interface PlacedFlow {
  readonly amount: number;
  readonly t: number;
  readonly f: number;
}

/** How the unit-period rate was found. */
export type AprSolverMethod = 'exact' | 'newton' | 'bisection';

/** The unit-period rate solving the Appendix J general equation, or why there is none. */
export type AprSolveOutcome =
  | { readonly ok: true; readonly rate: number; readonly iterations: number; readonly method: AprSolverMethod }
  | { readonly ok: false; readonly reason: 'never_repays' | 'no_root' };

/** Most iterations the solver may take: each either halves the bracket or is a Newton step inside it. */
export const MAX_APR_ITERATIONS = 300;
/** Largest unit-period rate searched (1e6 = 100,000,000 % per unit-period); beyond it nothing is a loan. */
const MAX_RATE = 1e6;

/** Present value at unit-period rate `i` of one flow: `amount / ((1 + f·i)(1 + i)^t)`, Appendix J (b)(8). */
function discount(flow: PlacedFlow, i: number): number {
  return flow.amount / ((1 + flow.f * i) * Math.pow(1 + i, flow.t));
}

/** Derivative of {@link discount} with respect to `i`. */
function discountSlope(flow: PlacedFlow, i: number): number {
  return -discount(flow, i) * (flow.f / (1 + flow.f * i) + flow.t / (1 + i));
}

/**
 * Solves Σ payments discounted = Σ advances discounted for the unit-period rate `i ≥ 0` (Appendix J (b)(8)):
 * Newton-Raphson kept inside a sign-change bracket, with bisection whenever a Newton step would leave it or
 * stall. Bounded by {@link MAX_APR_ITERATIONS}; never loops forever.
 *
 * @param advances - Advances on the time line (amounts > 0).
 * @param payments - Payments on the time line (amounts > 0).
 * @param exactlyRepaid - True when the payments total exactly the advances (the rate is then 0).
 * @returns The rate, or why the equation has no non-negative root.
 */
export function solveUnitPeriodRate(advances: readonly PlacedFlow[], payments: readonly PlacedFlow[], exactlyRepaid: boolean): AprSolveOutcome {
  const g = (i: number) => payments.reduce((s, p) => s + discount(p, i), 0) - advances.reduce((s, a) => s + discount(a, i), 0);
  const slope = (i: number) => payments.reduce((s, p) => s + discountSlope(p, i), 0) - advances.reduce((s, a) => s + discountSlope(a, i), 0);
  if (exactlyRepaid) return { ok: true, rate: 0, iterations: 0, method: 'exact' };
  if (!(g(0) > 0)) return { ok: false, reason: 'never_repays' };

  // Bracket: g(lo) > 0 ≥ g(hi).
  let lo = 0;
  let hi = 1;
  let iterations = 0;
  while (g(hi) > 0) {
    lo = hi;
    hi *= 4;
    iterations += 1;
    if (hi > MAX_RATE) return { ok: false, reason: 'no_root' };
  }

  // Start from the simple-interest guess: total charge over the amount, spread over the average time to payment.
  const paid = payments.reduce((s, p) => s + p.amount, 0);
  const lent = advances.reduce((s, a) => s + a.amount, 0);
  const meanTime = payments.reduce((s, p) => s + p.amount * (p.t + p.f), 0) / paid || 1;
  let x = (paid / lent - 1) / meanTime;
  if (!(x > lo && x < hi)) x = (lo + hi) / 2;
  let method: AprSolverMethod = 'newton';

  while (iterations < MAX_APR_ITERATIONS) {
    iterations += 1;
    const value = g(x);
    if (value === 0) return { ok: true, rate: x, iterations, method };
    if (value > 0) lo = x;
    else hi = x;
    const d = slope(x);
    let next = d !== 0 && Number.isFinite(d) ? x - value / d : Number.NaN;
    if (!(next > lo && next < hi)) {
      next = (lo + hi) / 2;
      method = 'bisection';
    }
    if (Math.abs(next - x) <= 1e-15 * Math.max(1, Math.abs(x)) || hi - lo <= 1e-15 * Math.max(1, hi)) {
      return { ok: true, rate: next, iterations, method };
    }
    x = next;
  }
  return { ok: true, rate: (lo + hi) / 2, iterations, method: 'bisection' };
}
