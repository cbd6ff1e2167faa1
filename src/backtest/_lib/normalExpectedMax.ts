import { normalInverseCdf } from './normalInverseCdf.js';

/** The Euler–Mascheroni constant γ. */
const EULER_GAMMA = 0.5772156649015329;

/**
 * The expected maximum of N standard normal draws, (1 − γ)·Φ⁻¹(1 − 1/N) + γ·Φ⁻¹(1 − 1/(N·e)); 0 for N = 1 (no selection).
 * @see Bailey & López de Prado (2014), "The Deflated Sharpe Ratio", eq. for SR₀ (after Embrechts, Klüppelberg and Mikosch).
 */
export function expectedMaxStandardNormal(trials: number): number {
  if (trials <= 1) return 0;
  return (1 - EULER_GAMMA) * normalInverseCdf(1 - 1 / trials) + EULER_GAMMA * normalInverseCdf(1 - 1 / (trials * Math.E));
}
