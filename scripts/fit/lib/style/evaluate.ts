/** Held-out measures of a style model: artists held out, collections held out, owner's photos, what is stated. */
import { STYLE_CLASSES } from "@engine/knowledge";
import { ensembleLogits, type HeldOut, sourceFolds } from "./held-out";
import { chooseTemperature, measure, type Measures } from "./measures";
import type { PreparedData } from "./prepare-data";
import { asModel, FOLDS, type HeadSetting, type ModelSetting } from "./settings";
import { sourceLogitsInChild } from "./source-folds";
import { assignFolds } from "./style-head";
import type { StyleImage } from "./style-images";

export interface SplitReport {
  temperature: number;
  artistHeldOut: Measures;
  perStyle: { style: string; measures: Measures }[];
  perSource: { source: string; measures: Measures }[];
  sourceHeldOut: { source: string; measures: Measures }[];
  sourceHeldOutAll: Measures;
  /** Artists held out, each held-out image's first owner's photo scored instead (null: none read). */
  ownerPhotoHeldOut: Measures | null;
  /** Sources held out, the same owner's photos (null: none read, or no source folds). */
  sourceOwnerPhotoHeldOut: Measures | null;
  /** Accuracy of the held-out predictions the product states (not uncertain) vs flags uncertain. */
  confident: Measures;
  uncertain: Measures;
  logits: number[][];
}

export const UNCERTAIN_BELOW = 0.5;

/**
 * Held-out measures of one model: artist-grouped folds and leave-one-source-out (in a child
 * process, side by side; STYLE_SERIAL=1 keeps both in this one).
 */
export async function evaluateSetting(
  data: PreparedData,
  setting: HeadSetting | ModelSetting,
  withSources = true,
  /**
   * Work for this process while the child still runs the source folds, given the temperature the
   * artist folds chose (with --write: the final fit, and the model file it needs no more for).
   */
  whileSourcesRun?: (temperature: number) => void,
): Promise<SplitReport> {
  const model = asModel(setting);
  const fold = assignFolds(
    data.images.map((i) => i.group),
    FOLDS,
  );
  const serial = process.env.STYLE_SERIAL === "1";
  // Started before the artist folds, which block this process until they are done.
  const inChild = withSources && !serial ? sourceLogitsInChild(data, model) : null;
  inChild?.catch(() => undefined);
  const heldOut = ensembleLogits(data, model, fold);
  const logits = heldOut.clean;
  const temperature = chooseTemperature(logits, data.y);
  whileSourcesRun?.(temperature);
  const rowsWhere = (f: (img: StyleImage) => boolean) => data.images.flatMap((img, i) => (f(img) ? [i] : []));
  const sources = [...new Set(data.images.map((i) => i.source))].sort();
  let sourceHeldOut: HeldOut = { clean: [], ownerPhoto: null };
  if (inChild) sourceHeldOut = await inChild;
  else if (withSources) sourceHeldOut = ensembleLogits(data, model, sourceFolds(data.images));
  const sourceLogits = sourceHeldOut.clean;
  const top = (l: number[]) => Math.max(...softmaxT(l, temperature));
  return {
    temperature,
    artistHeldOut: measure(logits, data.y, temperature),
    perStyle: STYLE_CLASSES.map((style) => ({
      style,
      measures: measure(
        logits,
        data.y,
        temperature,
        rowsWhere((i) => i.style === style),
      ),
    })),
    perSource: sources.map((source) => ({
      source,
      measures: measure(
        logits,
        data.y,
        temperature,
        rowsWhere((i) => i.source === source),
      ),
    })),
    sourceHeldOut: withSources
      ? sources.map((source) => ({
          source,
          measures: measure(
            sourceLogits,
            data.y,
            temperature,
            rowsWhere((i) => i.source === source),
          ),
        }))
      : [],
    sourceHeldOutAll: withSources ? measure(sourceLogits, data.y, temperature) : measure([], [], 1),
    ownerPhotoHeldOut: heldOut.ownerPhoto ? measure(heldOut.ownerPhoto, data.y, temperature) : null,
    sourceOwnerPhotoHeldOut: sourceHeldOut.ownerPhoto ? measure(sourceHeldOut.ownerPhoto, data.y, temperature) : null,
    confident: measure(
      logits,
      data.y,
      temperature,
      logits.flatMap((l, i) => (top(l) >= UNCERTAIN_BELOW ? [i] : [])),
    ),
    uncertain: measure(
      logits,
      data.y,
      temperature,
      logits.flatMap((l, i) => (top(l) < UNCERTAIN_BELOW ? [i] : [])),
    ),
    logits,
  };
}

function softmaxT(l: readonly number[], t: number): number[] {
  const m = Math.max(...l);
  const e = l.map((v) => Math.exp((v - m) / t));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}
