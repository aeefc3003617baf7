/**
 * Known works (issue 50, decision 0036): of photos of catalogued works made by
 * scripts/research/known-works/photos.ts (seeded: framed on a wall, a framed poster, a pinned
 * poster), how many the product names (artist and title) at its own KNOWN_WORK_THRESHOLD and
 * KNOWN_WORK_MARGIN; and how many photos of works the catalogue does not hold (the held-out fold
 * and every image it may not hold: on a wall, as posters, clean) it matches. Both halves of the
 * folds are read: the product's threshold is fixed, not chosen here.
 */
import type { EvalScope } from "../fit/lib/scope";
import type { EvalSuiteResult } from "./suite";
import { KNOWN_WORK_MARGIN, KNOWN_WORK_THRESHOLD, matchKnownWork, nearestKnownWork } from "@engine/style";
import { knownWorkQueries } from "../research/known-works/measure";

/**
 * Floors a little short of what was measured when they were set (decision 0036, fourth session,
 * scope ci: at 0.74 and margin 0.15 with the candidate crops read at the jitter boxes, 20 works a
 * half, both halves: wall 85.0%, framed poster 87.5%, pinned poster 60.0%, outside 1 of 160; the
 * third session's crops as found: 80.0%, 75.0%, 50.0%, 1 of 160), not the targets (named
 * >= 90%, outside <= 1%), which are not reached yet: these catch a regression.
 */
export const KNOWN_WORK_FLOORS = { wall: 0.8, "poster-framed": 0.82, "poster-pinned": 0.55, outsideCeiling: 0.01 } as const;

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export async function runEval(evaldataDir: string, scope: EvalScope): Promise<EvalSuiteResult> {
  process.env.EVALDATA_DIR ??= evaldataDir;
  const { queries, catalogue } = await knownWorkQueries(scope === "full" ? 150 : 20);
  const failures: string[] = [];
  console.log(`\nknown works: catalogue of ${catalogue.works.length}, threshold ${KNOWN_WORK_THRESHOLD}, margin ${KNOWN_WORK_MARGIN}`);
  for (const kind of ["wall", "poster-framed", "poster-pinned"] as const) {
    const photos = queries.filter((q) => q.kind === kind && q.truth >= 0);
    const named = photos.filter((q) => {
      const match = matchKnownWork(q, catalogue);
      const truth = catalogue.works[q.truth]!;
      return match !== null && match.artist === truth.artist && match.title === truth.title;
    }).length;
    const nearest = photos.filter((q) => nearestKnownWork(q.descriptor, catalogue)!.index === q.truth).length;
    const share = named / photos.length;
    console.log(`  ${kind}: named ${pct(share)} (${named}/${photos.length}; nearest entry right ${pct(nearest / photos.length)})`);
    if (share < KNOWN_WORK_FLOORS[kind]) failures.push(`known works ${kind} named ${pct(share)} < ${pct(KNOWN_WORK_FLOORS[kind])}`);
  }
  const outside = queries.filter((q) => q.truth < 0);
  const matched = outside.filter((q) => matchKnownWork(q, catalogue) !== null);
  const byKind = ["wall", "poster-framed", "poster-pinned", "clean"].map((kind) => {
    const all = outside.filter((q) => q.kind === kind);
    return `${kind} ${all.filter((q) => matched.includes(q)).length}/${all.length}`;
  });
  const falseShare = matched.length / outside.length;
  console.log(`  outside the catalogue matched: ${pct(falseShare)} (${matched.length}/${outside.length}: ${byKind.join(", ")})`);
  if (falseShare > KNOWN_WORK_FLOORS.outsideCeiling)
    failures.push(`known works: outside works matched ${pct(falseShare)} > ${pct(KNOWN_WORK_FLOORS.outsideCeiling)}`);
  return { name: "known-works", failures };
}
