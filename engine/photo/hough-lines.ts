/** Straight edges of a photo by a Hough transform that lets each edge pixel vote only along its own direction. */
import { edgeRidges, type Gradient } from "./gray-gradient";

/** A line x cos(theta) + y sin(theta) = rho (theta in [-pi/4, 3pi/4)), with its number of supporting edge pixels. */
export interface Line {
  theta: number;
  rho: number;
  votes: number;
}

const THETA_BINS = 180; // 1 degree each over [-pi/4, 3pi/4)
// The range starts at -45 degrees so that near-vertical and near-horizontal lines, the ones a
// framed work has, sit in its middle: over [0, pi) a vertical line's votes split between 0 and pi
// (with opposite rho) and its peak halves.
const THETA_START = -Math.PI / 4;
const VOTE_SPREAD = 3; // an edge pixel votes within +-3 degrees of its gradient's normal

/** The strength above which a pixel counts as an edge: the 85th percentile, never below a faint floor. */
export function edgeThreshold(gradient: Gradient): number {
  const sorted = Float32Array.from(gradient.magnitude).sort();
  return Math.max(4, sorted[Math.floor(sorted.length * 0.85)] ?? 0);
}

/** The strongest distinct lines (local maxima of the vote map), strongest first. */
export function houghLines(gradient: Gradient, threshold: number, minVotes: number, maxLines: number): Line[] {
  const { width: w, height: h, magnitude, direction } = gradient;
  const diag = Math.ceil(Math.hypot(w, h));
  const rhoBins = 2 * diag + 1;
  const votes = new Float32Array(THETA_BINS * rhoBins);
  const ridge = edgeRidges(gradient);
  const cos = new Float64Array(THETA_BINS);
  const sin = new Float64Array(THETA_BINS);
  for (let t = 0; t < THETA_BINS; t++) {
    cos[t] = Math.cos(THETA_START + (t * Math.PI) / THETA_BINS);
    sin[t] = Math.sin(THETA_START + (t * Math.PI) / THETA_BINS);
  }
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (!ridge[i] || magnitude[i]! < threshold * 0.5) continue;
      let theta = direction[i]! - THETA_START;
      while (theta < 0) theta += Math.PI;
      while (theta >= Math.PI) theta -= Math.PI;
      const centre = Math.round((theta / Math.PI) * THETA_BINS);
      for (let d = -VOTE_SPREAD; d <= VOTE_SPREAD; d++) {
        const t = (((centre + d) % THETA_BINS) + THETA_BINS) % THETA_BINS;
        const rho = Math.round(x * cos[t]! + y * sin[t]!) + diag;
        votes[t * rhoBins + rho]! += 1;
      }
    }
  }
  const peaks: Line[] = [];
  for (let t = 0; t < THETA_BINS; t++) {
    for (let r = 0; r < rhoBins; r++) {
      const v = votes[t * rhoBins + r]!;
      if (v < minVotes || !isLocalMaximum(votes, t, r, rhoBins, v)) continue;
      peaks.push({ theta: THETA_START + (t * Math.PI) / THETA_BINS, rho: r - diag, votes: v });
    }
  }
  peaks.sort((a, b) => b.votes - a.votes);
  // Near-duplicates (the two sides of one thick edge, one edge split across bins) count once.
  const kept: Line[] = [];
  for (const line of peaks) {
    if (kept.some((k) => sameLine(k, line))) continue;
    kept.push(line);
    if (kept.length >= maxLines) break;
  }
  return kept;
}

function isLocalMaximum(votes: Float32Array, t: number, r: number, rhoBins: number, v: number): boolean {
  for (let dt = -2; dt <= 2; dt++) {
    const tt = (((t + dt) % THETA_BINS) + THETA_BINS) % THETA_BINS;
    // Across the range's ends the same line has rho negated.
    const wrapped = t + dt < 0 || t + dt >= THETA_BINS;
    for (let dr = -2; dr <= 2; dr++) {
      if (dt === 0 && dr === 0) continue;
      const rr = wrapped ? rhoBins - 1 - (r + dr) : r + dr;
      if (rr < 0 || rr >= rhoBins) continue;
      const other = votes[tt * rhoBins + rr]!;
      // Ties go to the first bin in scan order, so a flat top gives one peak.
      if (other > v || (other === v && (dt < 0 || (dt === 0 && dr < 0)))) return false;
    }
  }
  return true;
}

function sameLine(a: Line, b: Line): boolean {
  let dTheta = Math.abs(a.theta - b.theta);
  let rhoB = b.rho;
  if (dTheta > Math.PI / 2) {
    dTheta = Math.PI - dTheta;
    rhoB = -rhoB;
  }
  return dTheta < (4 * Math.PI) / 180 && Math.abs(a.rho - rhoB) < 3;
}

/** Where two lines cross, or null when they are (nearly) parallel. */
export function intersect(a: Line, b: Line): { x: number; y: number } | null {
  const ca = Math.cos(a.theta);
  const sa = Math.sin(a.theta);
  const cb = Math.cos(b.theta);
  const sb = Math.sin(b.theta);
  const det = ca * sb - sa * cb;
  if (Math.abs(det) < 1e-6) return null;
  return { x: (a.rho * sb - b.rho * sa) / det, y: (ca * b.rho - cb * a.rho) / det };
}
