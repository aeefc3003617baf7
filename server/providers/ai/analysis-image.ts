import { loadAnalysisPixels } from "../../modules/appraisals/image-processing";
import type { AnalysisImage, RgbaPixels } from "./ai-provider";

/** An AnalysisImage over bytes that are read when first needed; both forms are remembered. */
export function createAnalysisImage(contentType: string, read: () => Promise<Buffer>): AnalysisImage {
  let bytes: Promise<Buffer> | undefined;
  let pixels: Promise<RgbaPixels> | undefined;
  const load = () => (bytes ??= read());
  return {
    contentType,
    load,
    pixels: () => (pixels ??= load().then((data) => loadAnalysisPixels(data))),
  };
}
