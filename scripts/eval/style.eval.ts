/**
 * Style recognition measured honestly (decision 34): the committed setting (networks, layers,
 * penalties, class weights of engine/knowledge/style-model.ts) refitted on grouped folds so that no artist is
 * scored by a model that saw that artist, and separately no source by a model that saw that
 * source. Prints top-1, top-3 and calibration per style and per source; fails below the floors.
 * Features come from the /tmp cache (extracted on the first run, several minutes).
 */
import { STYLE_MODEL } from "../../engine/knowledge/style-model";
import { STYLE_MODEL_CARD } from "../../engine/knowledge/style-model-card";
import { softmax } from "../../engine/training/softmax-regression";
import { committedSetting, evaluateSetting, prepareStyleData, printReport } from "../fit/fit-style-model";
import type { EvalSuiteResult } from "./index";

/**
 * Committed floors, a little below what was measured when the model was fitted (see
 * docs/decisions/0004-learned-style-features.md): a regression fails CI, noise does not.
 */
export const STYLE_FLOORS = {
  artistHeldOutTop1: 0.535,
  artistHeldOutTop3: 0.795,
  sourceHeldOutTop1: 0.13,
  sourceHeldOutTop3: 0.3,
  /** Ceiling: the expected calibration error of the stated probability. */
  maxEce: 0.04,
};

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export async function runEval(evaldataDir: string): Promise<EvalSuiteResult> {
  const setting = committedSetting();
  const data = await prepareStyleData(
    evaldataDir,
    setting.members.map((m) => m.network ?? "mobilenet_v2"),
  );
  const report = await evaluateSetting(data, setting, true);
  printReport(
    `Style model (${STYLE_MODEL.classes.length} styles, ${data.images.length} images; committed ${STYLE_MODEL_CARD.modelDate})`,
    report,
  );
  // Calibration per style: when the model names a style first, the probability it states on
  // average against how often that style is right (calibrated: the two are close).
  console.log(
    `  artist held out ECE ${pct(report.artistHeldOut.ece)}; calibration per predicted style (mean stated probability / share right):`,
  );
  STYLE_MODEL.classes.forEach((style, c) => {
    let n = 0;
    let stated = 0;
    let right = 0;
    report.logits.forEach((logits, i) => {
      const p = softmax(logits, report.temperature);
      const best = p.indexOf(Math.max(...p));
      if (best !== c) return;
      n++;
      stated += p[best]!;
      if (data.y[i] === c) right++;
    });
    console.log(
      `    ${style.padEnd(20)} named ${String(n).padStart(4)} times: stated ${n ? pct(stated / n) : "-"}, right ${n ? pct(right / n) : "-"}`,
    );
  });
  const failures: string[] = [];
  const check = (label: string, value: number, floor: number) => {
    if (!(value >= floor)) failures.push(`${label} ${pct(value)} is below the floor ${pct(floor)}`);
  };
  check("artist-held-out top-1", report.artistHeldOut.top1, STYLE_FLOORS.artistHeldOutTop1);
  check("artist-held-out top-3", report.artistHeldOut.top3, STYLE_FLOORS.artistHeldOutTop3);
  check("source-held-out top-1", report.sourceHeldOutAll.top1, STYLE_FLOORS.sourceHeldOutTop1);
  check("source-held-out top-3", report.sourceHeldOutAll.top3, STYLE_FLOORS.sourceHeldOutTop3);
  if (!(report.artistHeldOut.ece <= STYLE_FLOORS.maxEce))
    failures.push(`calibration error ${pct(report.artistHeldOut.ece)} is above the ceiling ${pct(STYLE_FLOORS.maxEce)}`);
  return { name: "style", failures };
}
