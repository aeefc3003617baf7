import { loadAnalysisPixels } from "../../modules/appraisals/image-processing";
import type { ArtworkCorners } from "../../../contracts/artwork-corners";
import type { AnalysisImage, RgbaPixels } from "./ai-provider";

/**
 * An AnalysisImage over bytes that are read when first needed; both forms are remembered.
 * `readForPixels` names other bytes for the pixel analysis: the pipeline sends a vision model the
 * light display rendition but measures the stored original, the same bytes the wizard measured.
 */
export function createAnalysisImage(
  contentType: string,
  read: () => Promise<Buffer>,
  readForPixels?: () => Promise<Buffer>,
  corners?: ArtworkCorners,
): AnalysisImage {
  let bytes: Promise<Buffer> | undefined;
  let pixels: Promise<RgbaPixels> | undefined;
  const load = () => (bytes ??= read());
  return {
    contentType,
    load,
    pixels: () => (pixels ??= (readForPixels ? readForPixels() : load()).then((data) => loadAnalysisPixels(data))),
    ...(corners ? { corners } : {}),
  };
}
