import { utc } from '@date-fns/utc';
import { differenceInCalendarDays } from 'date-fns';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { SPORTS_DIXON_COLES } from '../rules/sportsRatings.js';
import { fail, readInteger, readNumber, readOptions, readRule } from './_lib/readInput.js';
import { minimizeLbfgs } from './_lib/minimizeLbfgs.js';

/** One played match. */
export interface MatchResult {
  /** ISO date (YYYY-MM-DD) the match was played. */
  readonly date: string;
  readonly home: string;
  readonly away: string;
  readonly home_goals: number;
  readonly away_goals: number;
}

/** Options of {@link fitDixonColes}. */
export interface FitDixonColesOptions {
  /** ISO date of the fit: matches weigh exp(−ξ·days before asOf); matches after it are left out. Required. */
  readonly asOf: string;
  /** Time-decay rate per day (0 = every match counts the same). Default: the rule `markets.sports.dixon_coles` (0.0018). */
  readonly xi?: number;
  /** Most optimiser iterations. Default 2,000. */
  readonly maxIterations?: number;
  /** Stop when the largest gradient component of the weighted log-likelihood is below this. Default 1e-7. */
  readonly gradientTolerance?: number;
  readonly lang?: 'en' | 'es';
}

/** A fitted Dixon–Coles model: log λ = attack_home + defence_away + home_advantage, log μ = attack_away + defence_home. */
export interface DixonColesModel extends RuleCitations {
  /** Teams, alphabetical. */
  readonly teams: readonly string[];
  /** Attack parameter by team; they sum to 0. */
  readonly attack: Readonly<Record<string, number>>;
  /** Defence parameter by team (higher concedes more). */
  readonly defence: Readonly<Record<string, number>>;
  readonly home_advantage: number;
  /** Dixon–Coles low-score dependence ρ. */
  readonly rho: number;
  /** Weighted log-likelihood at the fit (Poisson terms with log k!, plus log τ), each match times its weight. */
  readonly log_likelihood: number;
  readonly xi: number;
  readonly matches_used: number;
  /** Matches dated after asOf, left out. */
  readonly matches_after_as_of: number;
  readonly converged: boolean;
  readonly iterations: number;
  readonly as_of: string;
}

/**
 * Fits Dixon and Coles' bivariate Poisson model with low-score correction and time decay by maximum likelihood.
 *
 * @remarks Home goals ~ Poisson(λ), away goals ~ Poisson(μ), with λ = exp(α_home + β_away + γ), μ = exp(α_away + β_home),
 * and the joint probability of 0–0, 1–0, 0–1 and 1–1 multiplied by τ (1 − λμρ, 1 + μρ, 1 + λρ, 1 − ρ). Each match's
 * log-likelihood is weighted by exp(−ξ·days before asOf). The weighted log-likelihood is maximised by L-BFGS with the
 * analytic gradient; the model is identified by Σα = 0 (the likelihood only sees α + β sums, so the fit is re-centred).
 * Compared with penaltyblog's published fit on the same three Premier League seasons (docs/sports-models.md).
 *
 * @param matches - Played matches; goals are integers ≥ 0; a team must not play itself.
 * @param options - {@link FitDixonColesOptions}; `asOf` is required.
 * @returns {@link DixonColesModel}.
 * @throws {@link GuidekitError} `too_small` when fewer than two matches precede asOf; `invalid_number`, `invalid_date`
 *   or `invalid_type` naming the match field; `required`/`invalid_date` on `asOf`.
 * @example
 * ```ts
 * const model = fitDixonColes(results, { asOf: '2024-05-19', xi: 0.001 });
 * model.home_advantage; // ≈ 0.21
 * ```
 * @see M. J. Dixon, S. G. Coles (1997), Modelling association football scores and inefficiencies in the football betting market, JRSS C 46(2).
 * @see docs/sports-models.md
 */
export function fitDixonColes(matches: readonly MatchResult[], options: FitDixonColesOptions): DixonColesModel {
  const fn = 'fitDixonColes';
  const opts = readOptions(fn, options);
  const rule = readRule(fn, SPORTS_DIXON_COLES, opts.asOf);
  const asOf = opts.asOf as string;
  const xi = readNumber(fn, opts.xi, 'xi', rule.value.xi_per_day, 0, 1);
  const maxIterations = readInteger(fn, opts.maxIterations, 'maxIterations', 2000, 1, 1_000_000);
  const gtol = readNumber(fn, opts.gradientTolerance, 'gradientTolerance', 1e-7, 1e-14, 1);
  if (!Array.isArray(matches)) fail(fn, 'matches', 'invalid_type', 'matches must be an array');
  const used: { h: string; a: string; x: number; y: number; w: number }[] = [];
  let after = 0;
  matches.forEach((m, i) => {
    if (m === null || typeof m !== 'object') fail(fn, `matches[${i}]`, 'invalid_type', `matches[${i}] must be an object`);
    const date = parseIsoDate(m.date, { fn, field: `matches[${i}].date` });
    if (typeof m.home !== 'string' || typeof m.away !== 'string' || m.home === m.away) fail(fn, `matches[${i}].home`, 'invalid_type', `matches[${i}] needs two different team names`);
    for (const k of ['home_goals', 'away_goals'] as const) {
      if (!Number.isInteger(m[k]) || m[k] < 0) fail(fn, `matches[${i}].${k}`, 'invalid_number', `matches[${i}].${k} must be an integer ≥ 0`);
    }
    if (date > asOf) {
      after++;
      return;
    }
    const days = differenceInCalendarDays(asOf, date, { in: utc });
    used.push({ h: m.home, a: m.away, x: m.home_goals, y: m.away_goals, w: Math.exp(-xi * days) });
  });
  if (used.length < 2) fail(fn, 'matches', 'too_small', 'at least two matches on or before asOf are needed');
  const teams = [...new Set(used.flatMap((m) => [m.h, m.a]))].sort();
  const index = new Map(teams.map((t, i) => [t, i]));
  const n = teams.length;
  const count = used.length;
  const hi = Int32Array.from(used, (m) => index.get(m.h)!);
  const ai = Int32Array.from(used, (m) => index.get(m.a)!);
  const gx = Int32Array.from(used, (m) => m.x);
  const gy = Int32Array.from(used, (m) => m.y);
  const w = Float64Array.from(used, (m) => m.w);
  let logFactorials = 0;
  const logFact = (k: number) => {
    let s = 0;
    for (let j = 2; j <= k; j++) s += Math.log(j);
    return s;
  };
  for (let i = 0; i < count; i++) logFactorials += w[i]! * (logFact(gx[i]!) + logFact(gy[i]!));
  // Parameters: α (n), β (n), γ, ρ. The objective is the negative weighted log-likelihood.
  const objective = (p: Float64Array, grad: Float64Array): number => {
    grad.fill(0);
    const gamma = p[2 * n]!;
    const rho = p[2 * n + 1]!;
    let nll = logFactorials;
    for (let i = 0; i < count; i++) {
      const h = hi[i]!;
      const a = ai[i]!;
      const x = gx[i]!;
      const y = gy[i]!;
      const wi = w[i]!;
      const logL = p[h]! + p[n + a]! + gamma;
      const logM = p[a]! + p[n + h]!;
      const lam = Math.exp(logL);
      const mu = Math.exp(logM);
      let tau = 1;
      let dTauLam = 0;
      let dTauMu = 0;
      let dTauRho = 0;
      if (x === 0 && y === 0) {
        tau = 1 - lam * mu * rho;
        dTauLam = -mu * rho;
        dTauMu = -lam * rho;
        dTauRho = -lam * mu;
      } else if (x === 0 && y === 1) {
        tau = 1 + lam * rho;
        dTauLam = rho;
        dTauRho = lam;
      } else if (x === 1 && y === 0) {
        tau = 1 + mu * rho;
        dTauMu = rho;
        dTauRho = mu;
      } else if (x === 1 && y === 1) {
        tau = 1 - rho;
        dTauRho = -1;
      }
      if (!(tau > 0)) return Infinity;
      nll -= wi * (-lam + x * logL - mu + y * logM + Math.log(tau));
      // d(ll)/d(log λ) = λ·(−1 + x/λ + τ_λ/τ) = x − λ + λ·τ_λ/τ.
      const dl = wi * (x - lam + (lam * dTauLam) / tau);
      const dm = wi * (y - mu + (mu * dTauMu) / tau);
      grad[h] = grad[h]! - dl;
      grad[n + a] = grad[n + a]! - dl;
      grad[2 * n] = grad[2 * n]! - dl;
      grad[a] = grad[a]! - dm;
      grad[n + h] = grad[n + h]! - dm;
      grad[2 * n + 1] = grad[2 * n + 1]! - (wi * dTauRho) / tau;
    }
    return nll;
  };
  const start = new Float64Array(2 * n + 2);
  const fit = minimizeLbfgs(objective, start, { maxIterations, gradientTolerance: gtol });
  const p = fit.x;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += p[i]! / n;
  const attack: Record<string, number> = {};
  const defence: Record<string, number> = {};
  teams.forEach((t, i) => {
    attack[t] = p[i]! - mean;
    defence[t] = p[n + i]! + mean;
  });
  return {
    teams,
    attack,
    defence,
    home_advantage: p[2 * n]!,
    rho: p[2 * n + 1]!,
    log_likelihood: -fit.value,
    xi,
    matches_used: count,
    matches_after_as_of: after,
    converged: fit.converged,
    iterations: fit.iterations,
    as_of: asOf,
    ...citeRules(opts.xi === undefined ? [rule] : [], { lang: opts.lang ?? 'en' }),
  };
}
