/**
 * The win probability at which a barrier trade breaks even after a round-trip spread: a win nets reward − spread, a
 * loss costs risk + spread, so p·(r·R − s) = (1 − p)·(R + s) gives p* = (R + s)/((1 + r)·R). With no spread this is the
 * driftless random walk's barrier probability 1/(1 + r). May exceed 1 when the spread eats the whole reward.
 */
export function breakevenProbability(risk: number, rewardRatio: number, spread: number): number {
  return (risk + spread) / ((1 + rewardRatio) * risk);
}
