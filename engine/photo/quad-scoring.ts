/** How well a candidate quad matches edges in the photo, and how plain the band just outside it is. */
import type { Gradient } from "./gray-gradient";
import type { Point, Quad } from "./homography";

/** Share of points along each side that sit on an edge running the side's way (0-1). */
export function sideSupport(gradient: Gradient, threshold: number, quad: Quad): number[] {
  return [0, 1, 2, 3].map((i) => supportAlong(gradient, threshold, quad[i]!, quad[(i + 1) % 4]!));
}

function supportAlong(gradient: Gradient, threshold: number, a: Point, b: Point): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const samples = Math.max(12, Math.round(length / 2));
  const nx = -(b.y - a.y) / length;
  const ny = (b.x - a.x) / length;
  let hits = 0;
  for (let s = 0; s < samples; s++) {
    // The ends are left out: corners are where frames are mitred and lines meet at an angle.
    const f = 0.05 + (0.9 * (s + 0.5)) / samples;
    const x = a.x + (b.x - a.x) * f;
    const y = a.y + (b.y - a.y) * f;
    if (edgeNear(gradient, threshold, x, y, nx, ny)) hits++;
  }
  return hits / samples;
}

/** An edge pixel within 1.5 px across the side whose gradient runs along the side's normal (+-20 degrees). */
function edgeNear(gradient: Gradient, threshold: number, x: number, y: number, nx: number, ny: number): boolean {
  const { width: w, height: h, magnitude, direction } = gradient;
  for (const o of [0, -1, 1, -1.5, 1.5]) {
    const px = Math.round(x + nx * o);
    const py = Math.round(y + ny * o);
    if (px < 1 || py < 1 || px >= w - 1 || py >= h - 1) continue;
    const i = py * w + px;
    if (magnitude[i]! < threshold * 0.7) continue;
    const d = direction[i]!;
    if (Math.abs(Math.cos(d) * nx + Math.sin(d) * ny) > 0.94) return true;
  }
  return false;
}

/**
 * Mean edge strength across the grain of the side, in a band just outside the quad (`offset`
 * pixels out), over the threshold:
 * a painting's own edge has mat, frame or wall outside it (plain), a shape inside a painting has
 * more painting (busy). Points that fall off the photo are skipped.
 */
export function outsideBusyness(gradient: Gradient, threshold: number, quad: Quad, offset: number): number {
  return bandBusyness(gradient, threshold, quad, offset);
}

/** The same measure in a band just inside the quad: a work is busier than its mat or frame. */
export function insideBusyness(gradient: Gradient, threshold: number, quad: Quad, offset: number): number {
  return bandBusyness(gradient, threshold, quad, -offset);
}

function bandBusyness(gradient: Gradient, threshold: number, quad: Quad, offset: number): number {
  const { width: w, height: h, magnitude, direction } = gradient;
  const cx = quad.reduce((s, p) => s + p.x, 0) / 4;
  const cy = quad.reduce((s, p) => s + p.y, 0) / 4;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    let nx = -(b.y - a.y) / length;
    let ny = (b.x - a.x) / length;
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    if (nx * (mx - cx) + ny * (my - cy) < 0) {
      nx = -nx;
      ny = -ny;
    }
    const samples = Math.max(8, Math.round(length / 3));
    for (let s = 0; s < samples; s++) {
      const f = 0.1 + (0.8 * (s + 0.5)) / samples;
      for (const depth of [offset, offset * 1.5]) {
        const px = Math.round(a.x + (b.x - a.x) * f + nx * depth);
        const py = Math.round(a.y + (b.y - a.y) * f + ny * depth);
        if (px < 1 || py < 1 || px >= w - 1 || py >= h - 1) continue;
        // Only the gradient's part along the side counts: edges parallel to it (the mat's own
        // edge, the frame's rails) are outline, not texture, however close they run.
        const d = direction[py * w + px]!;
        sum += magnitude[py * w + px]! * Math.abs(Math.cos(d) * ny - Math.sin(d) * nx);
        n++;
      }
    }
  }
  return n === 0 ? 0 : sum / n / threshold;
}

/** Twice the signed area (shoelace); positive for clockwise corners in image coordinates. */
export function quadArea(quad: Quad): number {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

/** Convex, clockwise, with every corner between 45 and 135 degrees: a photographed rectangle. */
export function isPlausibleQuad(quad: Quad): boolean {
  for (let i = 0; i < 4; i++) {
    const prev = quad[(i + 3) % 4]!;
    const p = quad[i]!;
    const next = quad[(i + 1) % 4]!;
    const ax = prev.x - p.x;
    const ay = prev.y - p.y;
    const bx = next.x - p.x;
    const by = next.y - p.y;
    const cross = bx * ay - by * ax;
    if (cross <= 0) return false;
    const cosAngle = (ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by));
    if (Math.abs(cosAngle) > Math.cos((45 * Math.PI) / 180)) return false;
  }
  return true;
}
