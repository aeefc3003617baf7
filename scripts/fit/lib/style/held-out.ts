/** Held-out logits of a style model: each image scored by heads fitted without its fold. */
import { STYLE_CLASSES } from "@engine/knowledge";
import { combineLogits } from "@engine/style";
import { classWeights, preconditionOf, project } from "./head-inputs";
import type { PreparedData } from "./prepare-data";
import type { HeadSetting, ModelSetting } from "./settings";
import { crossValidateViews } from "./style-head";
import type { StyleImage } from "./style-images";
import { viewPlan } from "./view-plan";

/** Held-out logits of the clean pictures and (when read) of their first owner's photos. */
export interface HeldOut {
  clean: number[][];
  ownerPhoto: number[][] | null;
}

/**
 * Held-out logits of one head: each image scored by a head fitted without its fold (`fold[i]`
 * is image i's fold), which was fitted without any view of that image, owner's photos included.
 */
function heldOutLogits(data: PreparedData, setting: HeadSetting, fold: readonly number[]): HeldOut {
  const X = project(data, setting);
  const weights = classWeights(data.y, setting.balance);
  const plan = viewPlan(setting, data.ownerPhotoCopies);
  const sets = [plan.clean, ...(plan.ownerPhoto ? [plan.ownerPhoto] : [])].map((views) => X.map(() => views));
  const [clean, ownerPhoto] = crossValidateViews(
    X,
    data.y,
    STYLE_CLASSES.length,
    fold,
    {
      lambda: setting.lambda,
      weights,
      trainViews: plan.train,
      precondition: preconditionOf(setting),
    },
    sets,
  );
  return { clean: clean!, ownerPhoto: ownerPhoto ?? null };
}

/** The members' held-out logits averaged with their weights, as the engine averages them (engine/style/style-classifier.ts). */
export function ensembleLogits(data: PreparedData, model: ModelSetting, fold: readonly number[]): HeldOut {
  const each = model.members.map((m) => heldOutLogits(data, m, fold));
  const weights = model.members.map((m) => m.weight ?? 1);
  const combine = (pick: (h: HeldOut) => number[][]) =>
    data.y.map((_, i) =>
      combineLogits(
        each.map((h) => pick(h)[i]!),
        weights,
      ),
    );
  return { clean: combine((h) => h.clean), ownerPhoto: each[0]!.ownerPhoto ? combine((h) => h.ownerPhoto!) : null };
}

/** Each image's fold when every source is held out in turn. */
export const sourceFolds = (images: readonly StyleImage[]) => {
  const sources = [...new Set(images.map((i) => i.source))].sort();
  return images.map((img) => sources.indexOf(img.source));
};
