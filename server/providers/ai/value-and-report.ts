import { composeReport, knownWorkKind, type ReportPrediction } from "@engine/report";
import { computeValuation } from "@engine/valuation";
import { type PixelFeatures, type PrintTexture } from "@engine/photo";
import type { AppraisalDraft, ArtworkDetails } from "./ai-provider";

/** What was seen in the photos: the engine's pixel measures, or a vision model's observations. */
export type SeenInPhotos = { features: PixelFeatures; printTexture?: PrintTexture } | { observations: string[] };

/**
 * The range and the report, whichever provider looked at the photos: computeValuation prices
 * the work from the owner's details, and the report writer writes everything about value. One place, so both providers value and word
 * a submission alike.
 */
export function valueAndReport(
  details: ArtworkDetails,
  prediction: ReportPrediction,
  seen: SeenInPhotos,
): Pick<AppraisalDraft, "valuation" | "report"> {
  const owner = {
    medium: details.medium,
    yearCreated: details.yearCreated,
    height: details.height,
    width: details.width,
    artistName: details.artistName,
    provenance: details.provenance,
    documentsCount: details.documentCount,
    title: details.artworkTitle,
    notes: details.additionalNotes,
  };
  const knownWork = prediction.knownWork ? { kind: knownWorkKind(details.medium) } : undefined;
  const printedDots = "printTexture" in seen && seen.printTexture?.verdict === "printed";
  const valuation = computeValuation({ ...owner, asOfYear: new Date().getUTCFullYear(), knownWork, printedDots });
  const report = composeReport({
    ...owner,
    ...seen,
    photosCount: details.imageCount,
    prediction,
    valuation,
    outlineSetByHand: details.outlineSetByHand,
  });
  const { low, high, wide, coverage, factors } = valuation;
  return { valuation: { low, high, wide, coverage, factors }, report };
}
