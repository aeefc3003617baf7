/**
 * Why is the style model weak on collections it never saw, and does weighing the collections
 * inside each style evenly help? (issue 30, decision record 0029.) One head of the committed
 * setting, on the clean pictures and their mirror images (no owner's photos: the question is the
 * collections' look, and the clean features of every image are a 25-minute cache), fitted with
 * each row weighing:
 *
 * - `none`: 1, as the committed model (balance 0);
 * - `powG`: (images of its style in its collection)^-G, so a style's big collection counts less per image;
 * - `cell`: 1 / (images of its style in its collection x collections holding its style): every
 *   style weighs the same, and inside it every collection weighs the same.
 *
 * Each is measured with collections held out (7 folds, each collection scored by a head that never
 * saw it: pooled, mean over the seven and per collection) and with artists held out (5 grouped
 * folds), top-1 / top-3. `--confusion` prints, per collection held out, which style each true style
 * was taken for (first variant only).
 *
 *   npx tsx scripts/fit/collection-weight-experiment.ts [--network=mobilenet_v2] [--weights=none,pow0.5,cell]
 *     [--lambda=L] [--splits=collections,artists] [--confusion]
 *
 * Build the caches first (`build-feature-cache.ts`, no owner's photos needed).
 */
import path from "node:path";
import { STYLE_CLASSES, type StyleNetworkName } from "@engine/knowledge";
import { committedSetting, prepareStyleData, project, sourceFolds } from "./fit-style-model";
import type { StyleImage } from "./style-dataset";
import { assignFolds, crossValidateViews } from "./style-head";
import { viewPlan } from "./view-plan";

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const EVALDATA = path.resolve(option("evaldata") ?? "../shared/evaldata");
const NETWORK = (option("network") ?? "mobilenet_v2") as StyleNetworkName;
const ARTIST_FOLDS = 5;

const pct = (v: number) => (100 * v).toFixed(1);

/** Row weights of one variant, scaled to average 1 so the penalty means what it does unweighted. */
function collectionWeights(images: readonly Pick<StyleImage, "style" | "source">[], variant: string): number[] {
  const cellOf = (img: Pick<StyleImage, "style" | "source">) => `${img.style}\u0000${img.source}`;
  const inCell = new Map<string, number>();
  for (const img of images) inCell.set(cellOf(img), (inCell.get(cellOf(img)) ?? 0) + 1);
  const collectionsOfStyle = new Map<string, number>();
  for (const key of inCell.keys()) {
    const style = key.split("\u0000")[0]!;
    collectionsOfStyle.set(style, (collectionsOfStyle.get(style) ?? 0) + 1);
  }
  const raw = images.map((img) => {
    const n = inCell.get(cellOf(img))!;
    if (variant === "none") return 1;
    if (variant === "cell") return 1 / n / collectionsOfStyle.get(img.style)!;
    const power = /^pow(\d+(\.\d+)?)$/.exec(variant);
    if (power) return n ** -Number(power[1]);
    throw new Error(`unknown weighting "${variant}" (none, powG or cell)`);
  });
  const mean = raw.reduce((a, b) => a + b, 0) / raw.length;
  return raw.map((w) => w / mean);
}

/** How many classes score above the true one (0: right first). */
const rankOfTruth = (logits: readonly number[], truth: number) => logits.filter((v) => v > logits[truth]!).length;

function topK(logits: readonly number[][], y: readonly number[], rows: readonly number[]): [number, number] {
  const ranks = rows.map((i) => rankOfTruth(logits[i]!, y[i]!));
  return [ranks.filter((r) => r < 1).length / rows.length, ranks.filter((r) => r < 3).length / rows.length];
}

function printConfusion(logits: readonly number[][], y: readonly number[], images: readonly StyleImage[], source: string): void {
  const rows = images.flatMap((img, i) => (img.source === source ? [i] : []));
  const argmax = (l: readonly number[]) => l.indexOf(Math.max(...l));
  const short = (s: string) => s.slice(0, 4).padStart(5);
  console.log(`\n${source} held out: true style (rows) taken for (columns)\n${"".padEnd(18)}${STYLE_CLASSES.map(short).join("")}`);
  for (const truth of [...new Set(rows.map((i) => y[i]!))].sort((a, b) => a - b)) {
    const counts = STYLE_CLASSES.map(() => 0);
    for (const i of rows) if (y[i] === truth) counts[argmax(logits[i]!)]!++;
    console.log(`${STYLE_CLASSES[truth]!.padEnd(18)}${counts.map((c) => String(c).padStart(5)).join("")}`);
  }
}

async function main() {
  const member = committedSetting().members.find((m) => (m.network ?? "mobilenet_v2") === NETWORK);
  if (!member) throw new Error(`the committed model has no ${NETWORK} head`);
  const setting = { ...member, ownerPhotos: 0 };
  const lambda = option("lambda") ? Number(option("lambda")) : setting.lambda;
  const data = await prepareStyleData(EVALDATA, [NETWORK], "full", 0);
  const X = project(data, setting);
  const plan = viewPlan(setting, 0);
  const all = data.images.map((_, i) => i);
  const sources = [...new Set(data.images.map((i) => i.source))].sort();
  const splits = (option("splits") ?? "collections,artists").split(",");
  const results: string[] = [];
  for (const [v, variant] of (option("weights") ?? "none,pow0.5,cell").split(",").entries()) {
    const weights = collectionWeights(data.images, variant);
    const heldOut = (fold: readonly number[]) =>
      crossValidateViews(
        X,
        data.y,
        STYLE_CLASSES.length,
        fold,
        { lambda, weights, trainViews: plan.train, precondition: { gradientTolerance: setting.gradientTolerance ?? 0.003 } },
        [X.map(() => plan.clean)],
      )[0]!;
    if (splits.includes("collections")) {
      const logits = heldOut(sourceFolds(data.images));
      const each = sources.map(
        (s) =>
          [
            s,
            topK(
              logits,
              data.y,
              all.filter((i) => data.images[i]!.source === s),
            )[0],
          ] as const,
      );
      const [top1, top3] = topK(logits, data.y, all);
      results.push(
        `${variant.padEnd(7)} collections held out: pooled ${pct(top1)} / ${pct(top3)}, mean of the seven ${pct(each.reduce((a, [, t]) => a + t, 0) / each.length)} ` +
          `(${each.map(([s, t]) => `${s} ${pct(t)}`).join(", ")})`,
      );
      if (v === 0 && process.argv.includes("--confusion")) for (const s of sources) printConfusion(logits, data.y, data.images, s);
    }
    if (splits.includes("artists")) {
      const [top1, top3] = topK(
        heldOut(
          assignFolds(
            data.images.map((i) => i.group),
            ARTIST_FOLDS,
          ),
        ),
        data.y,
        all,
      );
      results.push(`${variant.padEnd(7)} artists held out: ${pct(top1)} / ${pct(top3)}`);
    }
  }
  console.log(`\n${NETWORK} head, lambda ${lambda}, ${data.images.length} images, top-1 / top-3:\n${results.join("\n")}`);
}

await main();
