/**
 * Known works (issue 50, decision 0036): of photos of catalogued works made by
 * scripts/research/known-works/photos.ts (seeded: framed on a wall, a framed poster, a pinned
 * poster), how many the product names (artist and title) with its own rule (the layout's
 * KNOWN_WORK_SHORTLIST checked by corners, KNOWN_WORK_MIN_INLIERS to name one); and how many photos of works the catalogue does not hold (the held-out fold
 * and every image it may not hold: on a wall, as posters, clean) it matches. Both halves of the
 * folds are read: the product's rule is fixed, not chosen here.
 */
import type { EvalScope } from "../fit/lib/scope";
import type { EvalSuiteResult } from "./suite";
import { KNOWN_WORK_MIN_INLIERS, KNOWN_WORK_SHORTLIST, matchKnownWork, rankKnownWorks } from "@engine/style";
import { knownWorkQueries } from "../research/known-works/measure";

/**
 * Floors a little short of what was measured when they were set (decision 0036, fifth session,
 * scope ci, 20 works a half, both halves: wall 92.5%, framed poster 92.5%, pinned poster 87.5%,
 * outside 0 of 160; the fourth session's layout alone: 85.0%, 87.5%, 60.0%, 1 of 160). The issue's
 * target (named >= 90%) is met on walls and framed posters in the larger run, not on pinned posters
 * (85.7%): these floors catch a regression.
 */
export const KNOWN_WORK_FLOORS = { wall: 0.88, "poster-framed": 0.88, "poster-pinned": 0.82, outsideCeiling: 0.01 } as const;

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export async function runEval(evaldataDir: string, scope: EvalScope): Promise<EvalSuiteResult> {
  process.env.EVALDATA_DIR ??= evaldataDir;
  const { queries, catalogue } = await knownWorkQueries(scope === "full" ? 150 : 20);
  const failures: string[] = [];
  console.log(
    `\nknown works: catalogue of ${catalogue.works.length}, the layout's best ${KNOWN_WORK_SHORTLIST} checked by corners, ${KNOWN_WORK_MIN_INLIERS} inliers to name one`,
  );
  for (const kind of ["wall", "poster-framed", "poster-pinned"] as const) {
    const photos = queries.filter((q) => q.kind === kind && q.truth >= 0);
    const named = photos.filter((q) => {
      const match = matchKnownWork(q, catalogue);
      const truth = catalogue.works[q.truth]!;
      return match !== null && match.artist === truth.artist && match.title === truth.title;
    }).length;
    const shortlisted = photos.filter((q) =>
      rankKnownWorks(q.descriptor, catalogue, KNOWN_WORK_SHORTLIST).some((r) => r.index === q.truth),
    ).length;
    const share = named / photos.length;
    console.log(`  ${kind}: named ${pct(share)} (${named}/${photos.length}; shortlisted ${pct(shortlisted / photos.length)})`);
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
