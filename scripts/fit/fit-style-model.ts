/**
 * Fits and measures the style model (decision 25) on ../shared/evaldata/styles-large + styles + styles-more:
 * step 2 of `npm run fit:style` (scripts/fit/style.ts), which runs it with --write and STYLE_SERIAL=1.
 *
 *   npx tsx scripts/fit/fit-style-model.ts            measure the committed setting, or the
 *                                                     candidates in STYLE_CANDIDATES (JSON: heads,
 *                                                     or { members: [heads] } for an ensemble; or
 *                                                     @file, e.g. @scripts/fit/candidates/three-networks.json)
 *   npx tsx scripts/fit/fit-style-model.ts --write    fit the first candidate on everything and write
 *                                                     engine/knowledge/style-model.ts, style-model-card.ts
 *                                                     and (for an InceptionV3 head) inception-v3-stem.ts
 *   --owner-photos=N                                  also read N augmented owner's photos of every image
 *                                                     (lib/photos/owner-photo.ts; extracted the first time), fit every
 *                                                     head that does not say otherwise ("ownerPhotos" in a
 *                                                     candidate) on them too, and score the held-out images'
 *                                                     first owner's photo beside the clean picture
 *   --gradient-tolerance=G                            fit every head that does not say otherwise
 *                                                     ("gradientTolerance") preconditioned, stopping at
 *                                                     gradient norm G (decision 0022; 0.003 for the
 *                                                     refit on owner's photos)
 *
 * STYLE_SERIAL=1 runs the leave-one-source-out folds in this process rather than in a second one
 * beside it: at 400 images a style the two processes would need more memory than the machine has
 * (decision 0028). Features are extracted once and cached in /tmp (lib/style/feature-cache.ts).
 * Only coefficients and aggregate figures are written into the repository, never rows of the data.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluateSetting } from "./lib/style/evaluate";
import { writeModelCard } from "./lib/style/model-card";
import { prepareStyleData } from "./lib/style/prepare-data";
import { printReport } from "./lib/style/report";
import { asModel, committedSetting, describeHead, type HeadSetting, type ModelSetting } from "./lib/style/settings";
import { fitMember, writeStyleModel } from "./lib/style/write-model";

const EVALDATA = path.resolve(process.argv.find((a) => a.startsWith("--evaldata="))?.slice(11) ?? "../shared/evaldata");
const WRITE = process.argv.includes("--write");
const OWNER_PHOTOS = Number(process.argv.find((a) => a.startsWith("--owner-photos="))?.slice(15) ?? 0);
const GRADIENT_TOLERANCE = Number(process.argv.find((a) => a.startsWith("--gradient-tolerance="))?.slice(21) ?? 0) || undefined;

async function main() {
  const given = process.env.STYLE_CANDIDATES?.startsWith("@")
    ? readFileSync(process.env.STYLE_CANDIDATES.slice(1), "utf8")
    : (process.env.STYLE_CANDIDATES ?? "null");
  // --owner-photos=N: every head that does not say otherwise is fitted on N owner's photos an image.
  const candidates = ((JSON.parse(given) as (HeadSetting | ModelSetting)[] | null) ?? [committedSetting()]).map(asModel).map((c) => ({
    ...c,
    members: c.members.map((m) => ({
      ...m,
      ownerPhotos: m.ownerPhotos ?? OWNER_PHOTOS,
      gradientTolerance: m.gradientTolerance ?? GRADIENT_TOLERANCE,
    })),
  }));
  const networks = [...new Set(candidates.flatMap((c) => c.members.map((m) => m.network ?? "mobilenet_v2")))];
  const copies = Math.max(OWNER_PHOTOS, ...candidates.flatMap((c) => c.members.map((m) => m.ownerPhotos)));
  const data = await prepareStyleData(EVALDATA, networks, "full", copies);
  console.log(`${data.images.length} images, ${new Set(data.images.map((i) => i.group)).size} groups`);
  for (const c of WRITE ? [] : candidates) {
    const t = Date.now();
    printReport(c.members.map(describeHead).join(" & "), await evaluateSetting(data, c, process.env.STYLE_SOURCES === "1"));
    console.log(`  (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  }
  if (WRITE) {
    const chosen = candidates[0]!;
    // The source folds take longer than the artist folds: the final heads are fitted on this
    // process's core while the child finishes them, rather than after, on one core, and the model
    // (which needs only the artist folds' temperature) is written at once, so that what reads it
    // next (scripts/fit/photo-calibration.ts, step 3) can start; the card follows with the source figures.
    const report = await evaluateSetting(data, chosen, true, (temperature) =>
      writeStyleModel(
        data,
        chosen,
        chosen.members.map((m) => fitMember(data, m)),
        temperature,
      ),
    );
    printReport("committed setting", report);
    await writeModelCard(data, chosen, report);
  }
}

await main();
