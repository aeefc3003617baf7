import type { KnownWork, StylePrediction } from "../../../contracts/appraisals";
import type { ArtworkAnalysis } from "@engine/analysis";
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
      return toStylePrediction(analysis, await matchKnownWork(analysis.knownWorkDescriptor));
    },
    async appraise({ images, details }) {
      const primary: AnalysisImage | undefined = images[0];
      if (!primary) throw new Error("an appraisal needs at least one photo");
      const analysis = await pool.analyse(await primary.pixels(), primary.corners, "job");
      // A known work (issue 50) is matched here, on the server, where the catalogue is.
      const knownWork = await matchKnownWork(analysis.knownWorkDescriptor);
      const { valuation, report } = valueAndReport(details, { ...analysis.prediction, knownWork }, { features: analysis.features });
      return {
        prediction: toStylePrediction(analysis, knownWork),
        features: { ...analysis.features, suggestedMedium: analysis.suggestedMedium },
        valuation,
        report,
        provider: "built-in",
      };
    },
  };
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
