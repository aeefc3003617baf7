/**
 * The styles-more/ images kept out of every fit: the photos eval's picks (both scopes) and the
 * images the photo temperature is chosen on (scripts/fit/photo-calibration.ts). The style model is
 * fitted on the rest of styles-more/, so these works stay unseen by it, and the figures measured
 * on them stay held-out figures.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { STYLE_CLASSES } from "@engine/knowledge";
import { seededRandom } from "@engine/test-support";
import { parseCsv } from "@engine/training";

export interface Sample {
  file: string;
  style: string;
}

/** Works per style the photos eval measures, by scope. */
export const PHOTO_EVAL_PER_STYLE = { ci: 2, full: 8 } as const;
/** Works per style the photo temperature is chosen on (fewer where a style has fewer left). */
export const CALIBRATION_PER_STYLE = 14;
export const CALIBRATION_SEED = 2323;
const PHOTO_EVAL_SEED = 30;

function rowsByStyle(evaldataDir: string, skip: ReadonlySet<string> = new Set()): Map<string, Sample[]> {
  const rows = parseCsv(readFileSync(path.join(evaldataDir, "styles-more", "labels.csv"), "utf8"));
  const byStyle = new Map<string, Sample[]>();
  for (const row of rows) {
    const style = row.style ?? "";
    if (!STYLE_CLASSES.includes(style) || !row.file || skip.has(row.file)) continue;
    byStyle.set(style, [...(byStyle.get(style) ?? []), { file: row.file, style }]);
  }
  return byStyle;
}

/** `perStyle` works of each style, drawn with `seed` in a fixed order. */
function draw(byStyle: Map<string, Sample[]>, perStyle: number, seed: number): Sample[] {
  const random = seededRandom(seed);
  const picked: Sample[] = [];
  for (const style of [...byStyle.keys()].sort()) {
    const list = byStyle.get(style)!.sort((a, b) => a.file.localeCompare(b.file));
    for (let i = 0; i < perStyle && list.length; i++) picked.push(list.splice(Math.floor(random() * list.length), 1)[0]!);
  }
  return picked;
}

/** A seeded few per style of styles-more/ (the 17 styles the model names): the photos eval's works. */
export function pickImages(evaldataDir: string, perStyle: number): Sample[] {
  return draw(rowsByStyle(evaldataDir), perStyle, PHOTO_EVAL_SEED);
}

/** Works of styles-more/ outside both of the photos eval's picks: the photo temperature's. */
export function pickCalibrationImages(evaldataDir: string): Sample[] {
  const used = new Set(
    [...pickImages(evaldataDir, PHOTO_EVAL_PER_STYLE.ci), ...pickImages(evaldataDir, PHOTO_EVAL_PER_STYLE.full)].map((s) => s.file),
  );
  return draw(rowsByStyle(evaldataDir, used), CALIBRATION_PER_STYLE, CALIBRATION_SEED);
}

/** Every styles-more/ file that no fit may read. */
export function heldOutPhotoFiles(evaldataDir: string): Set<string> {
  return new Set(
    [
      ...pickImages(evaldataDir, PHOTO_EVAL_PER_STYLE.ci),
      ...pickImages(evaldataDir, PHOTO_EVAL_PER_STYLE.full),
      ...pickCalibrationImages(evaldataDir),
    ].map((s) => s.file),
  );
}
