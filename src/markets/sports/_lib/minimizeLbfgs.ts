/** Result of {@link minimizeLbfgs}. */
export interface LbfgsResult {
  readonly x: Float64Array;
  readonly value: number;
  readonly iterations: number;
  readonly converged: boolean;
  /** Largest absolute gradient component at `x`. */
  readonly gradientNorm: number;
}

/**
 * Minimises a smooth function with limited-memory BFGS (Nocedal's two-loop recursion, m pairs) and a backtracking
 * Armijo line search. `evaluate` writes the gradient into `grad` and returns the value (Infinity outside the domain,
 * which the line search backs away from). Stops when the largest gradient component is below `gradientTolerance` or
 * the value stops falling (relative change below `valueTolerance` on three successive steps).
 *
 * @see J. Nocedal, S. J. Wright, Numerical Optimization (2nd ed., 2006), algorithms 7.4 and 7.5.
 */
export function minimizeLbfgs(
  evaluate: (x: Float64Array, grad: Float64Array) => number,
  start: Float64Array,
  options: { readonly memory?: number; readonly maxIterations?: number; readonly gradientTolerance?: number; readonly valueTolerance?: number } = {},
): LbfgsResult {
  const n = start.length;
  const m = options.memory ?? 10;
  const maxIterations = options.maxIterations ?? 1000;
  const gtol = options.gradientTolerance ?? 1e-8;
  const ftol = options.valueTolerance ?? 1e-15;
  let x = Float64Array.from(start);
  let g = new Float64Array(n);
  let f = evaluate(x, g);
  const sList: Float64Array[] = [];
  const yList: Float64Array[] = [];
  const rho: number[] = [];
  const alpha = new Float64Array(m);
  const d = new Float64Array(n);
  const xNew = new Float64Array(n);
  const gNew = new Float64Array(n);
  const norm = (v: Float64Array) => v.reduce((s, a) => Math.max(s, Math.abs(a)), 0);
  let stalls = 0;
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    if (norm(g) < gtol) return { x, value: f, iterations, converged: true, gradientNorm: norm(g) };
    // Two-loop recursion: d = −H·g.
    for (let i = 0; i < n; i++) d[i] = -g[i]!;
    for (let k = sList.length - 1; k >= 0; k--) {
      let dot = 0;
      for (let i = 0; i < n; i++) dot += sList[k]![i]! * d[i]!;
      alpha[k] = rho[k]! * dot;
      for (let i = 0; i < n; i++) d[i] = d[i]! - alpha[k]! * yList[k]![i]!;
    }
    if (sList.length > 0) {
      const last = sList.length - 1;
      let sy = 0;
      let yy = 0;
      for (let i = 0; i < n; i++) {
        sy += sList[last]![i]! * yList[last]![i]!;
        yy += yList[last]![i]! * yList[last]![i]!;
      }
      const gamma = sy / yy;
      for (let i = 0; i < n; i++) d[i] = d[i]! * gamma;
    } else {
      const scale = 1 / Math.max(1, norm(g));
      for (let i = 0; i < n; i++) d[i] = d[i]! * scale;
    }
    for (let k = 0; k < sList.length; k++) {
      let dot = 0;
      for (let i = 0; i < n; i++) dot += yList[k]![i]! * d[i]!;
      const beta = rho[k]! * dot;
      for (let i = 0; i < n; i++) d[i] = d[i]! + sList[k]![i]! * (alpha[k]! - beta);
    }
    let slope = 0;
    for (let i = 0; i < n; i++) slope += g[i]! * d[i]!;
    if (!(slope < 0)) {
      // Not a descent direction (curvature lost): restart from steepest descent.
      sList.length = 0;
      yList.length = 0;
      rho.length = 0;
      for (let i = 0; i < n; i++) d[i] = -g[i]! / Math.max(1, norm(g));
      slope = 0;
      for (let i = 0; i < n; i++) slope += g[i]! * d[i]!;
    }
    let step = 1;
    let fNew = Infinity;
    for (let tries = 0; tries < 60; tries++) {
      for (let i = 0; i < n; i++) xNew[i] = x[i]! + step * d[i]!;
      fNew = evaluate(xNew, gNew);
      if (Number.isFinite(fNew) && fNew <= f + 1e-4 * step * slope) break;
      step /= 2;
    }
    if (!Number.isFinite(fNew) || fNew > f) return { x, value: f, iterations, converged: norm(g) < gtol * 1e3, gradientNorm: norm(g) };
    const s = new Float64Array(n);
    const y = new Float64Array(n);
    let sy = 0;
    for (let i = 0; i < n; i++) {
      s[i] = xNew[i]! - x[i]!;
      y[i] = gNew[i]! - g[i]!;
      sy += s[i]! * y[i]!;
    }
    if (sy > 1e-12) {
      if (sList.length === m) {
        sList.shift();
        yList.shift();
        rho.shift();
      }
      sList.push(s);
      yList.push(y);
      rho.push(1 / sy);
    }
    const relative = Math.abs(f - fNew) / Math.max(1, Math.abs(f));
    x = Float64Array.from(xNew);
    g = Float64Array.from(gNew);
    f = fNew;
    stalls = relative < ftol ? stalls + 1 : 0;
    if (stalls >= 3) return { x, value: f, iterations: iterations + 1, converged: true, gradientNorm: norm(g) };
  }
  return { x, value: f, iterations, converged: norm(g) < gtol, gradientNorm: norm(g) };
}
