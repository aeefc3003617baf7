/** Which views of each image a style head is fitted on and scored on (the fit and the eval). */
import type { HeadSetting } from "./settings";

/**
 * Which views of each image a setting projects, fits on and scores. Views: the picture, its
 * mirror image (when fitted on or scored), then for each owner's photo read its crop and (when
 * fitted on or scored) the crop's mirror image. The owner's photos are projected even when the
 * head is not fitted on them, so the held-out owner's photo can be scored either way.
 */
export function viewPlan(setting: HeadSetting, ownerPhotoCopies: number) {
  const withMirror = setting.mirror || (setting.mirrorTraining ?? false);
  const views: { copy: number | null; mirrored: boolean }[] = [{ copy: null, mirrored: false }];
  if (withMirror) views.push({ copy: null, mirrored: true });
  for (let copy = 0; copy < ownerPhotoCopies; copy++) {
    views.push({ copy, mirrored: false });
    if (withMirror) views.push({ copy, mirrored: true });
  }
  const indexOf = (copy: number | null, mirrored: boolean) => views.findIndex((v) => v.copy === copy && v.mirrored === mirrored);
  const fitted = (copy: number | null) => [indexOf(copy, false), ...(withMirror ? [indexOf(copy, true)] : [])];
  const scored = (copy: number | null) => [indexOf(copy, false), ...(setting.mirror ? [indexOf(copy, true)] : [])];
  const copiesFitted = Math.min(setting.ownerPhotos ?? 0, ownerPhotoCopies);
  if ((setting.ownerPhotos ?? 0) > ownerPhotoCopies)
    throw new Error(`the head is fitted on ${setting.ownerPhotos} owner's photos an image, but ${ownerPhotoCopies} were read`);
  return {
    views,
    train: [...fitted(null), ...Array.from({ length: copiesFitted }, (_, c) => fitted(c)).flat()],
    clean: scored(null),
    /** The first owner's photo, scored as the clean picture is (null when none was read). */
    ownerPhoto: ownerPhotoCopies > 0 ? scored(0) : null,
  };
}
