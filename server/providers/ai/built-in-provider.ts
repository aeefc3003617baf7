import type { KnownWork, StylePrediction } from "../../../contracts/appraisals";
import type { ArtworkAnalysis } from "@engine/analysis";
import { measurePrintTextureInOutline, type PrintTexture } from "@engine/photo";
import type { AnalysisPool } from "../../analysis-pool/analysis-pool";
import type { AiProvider, AnalysisImage } from "./ai-provider";
import { valueAndReport } from "./value-and-report";
import { createKnownWorkMatcher, type KnownWorkMatcher } from "./known-works";

/**
 * The built-in, offline engine (decision 15): measures the pixels, scores styles and eras against
 * the knowledge base, values the work with the explainable model and writes the report from its
 * findings. Pure and deterministic: the same photos and details give the same report. The
 * analysis (the engine's heavy part) runs on the pool's threads, off the event loop (decision 0034):
 * the analyzer's requests are refused past the pool's bound, the appraisal jobs wait their turn.
 */
export function createBuiltInAiProvider(pool: AnalysisPool, matchKnownWork: KnownWorkMatcher = createKnownWorkMatcher()): AiProvider {
  return {
    name: "built-in",
    async predictStyle(image) {
      const analysis = await pool.analyse(await image.pixels(), image.corners, "request");
      return toStylePrediction(analysis, await matchKnownWork(knownWorkQuery(analysis)));
    },
    async appraise({ images, details }) {
      const primary: AnalysisImage | undefined = images[0];
      if (!primary) throw new Error("an appraisal needs at least one photo");
      const analysis = await pool.analyse(await primary.pixels(), primary.corners, "job");
      // A known work (issue 50) is matched here, on the server, where the catalogue is.
      const knownWork = await matchKnownWork(knownWorkQuery(analysis));
      const printTexture = await readPrintTexture(images, analysis);
      const { valuation, report } = valueAndReport(
        details,
        { ...analysis.prediction, knownWork },
        { features: analysis.features, printTexture },
      );
      return {
        prediction: toStylePrediction(analysis, knownWork),
        features: { ...analysis.features, suggestedMedium: analysis.suggestedMedium, printTexture },
        valuation,
        report,
        provider: "built-in",
      };
    },
  };
}

const knownWorkQuery = (analysis: ArtworkAnalysis) => ({
  descriptor: analysis.knownWorkDescriptor,
  keypoints: analysis.knownWorkKeypoints,
});

const WHOLE_PHOTO = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];
const VERDICT_ORDER: PrintTexture["verdict"][] = ["printed", "not-printed", "cannot-tell"];

/**
 * The printed-dot test (decision 0039) on every photo of the appraisal, at the detail resolution:
 * on the main one inside the outline the analysis located (carried across as shares of the photo),
 * on the others (often a close-up of the surface) inside the owner's outline or over the whole
 * photo. Dots in any photo mean printed; else a photo that could show dots and shows none means
 * not printed. A decode each (tens of ms); only appraisals pay it, not the analyzer.
 */
async function readPrintTexture(images: AnalysisImage[], analysis: ArtworkAnalysis): Promise<PrintTexture> {
  const readings: PrintTexture[] = [];
  for (const [i, image] of images.entries()) {
    let corners: readonly { x: number; y: number }[] = image.corners ?? WHOLE_PHOTO;
    if (i === 0) {
      const small = await image.pixels();
      corners = analysis.location.outline.map((p) => ({ x: p.x / small.width, y: p.y / small.height }));
    }
    readings.push(measurePrintTextureInOutline(await image.detailPixels(), corners));
  }
  return VERDICT_ORDER.map((verdict) => readings.find((r) => r.verdict === verdict)).find(Boolean) ?? readings[0]!;
}

function toStylePrediction({ prediction }: ArtworkAnalysis, knownWork: KnownWork | null): StylePrediction {
  return {
    style: prediction.style,
    era: prediction.era,
    probability: prediction.probability,
    characteristics: prediction.characteristics,
    similarArtists: prediction.similarArtists,
    description: prediction.description,
    topStyles: prediction.topStyles.slice(0, 3),
    uncertain: prediction.uncertain,
    knownWork,
  };
}
