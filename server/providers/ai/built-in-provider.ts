import type { StylePrediction } from "../../../contracts/appraisals";
import { analyseArtwork, type ArtworkAnalysis } from "@engine/analysis";
import type { AiProvider, AnalysisImage } from "./ai-provider";
import { valueAndReport } from "./value-and-report";

/**
 * The built-in, offline engine (decision 15): measures the pixels, scores styles and eras against
 * the knowledge base, values the work with the explainable model and writes the report from its
 * findings. Pure and deterministic: the same photos and details give the same report.
 */
export function createBuiltInAiProvider(): AiProvider {
  return {
    name: "built-in",
    async predictStyle(image) {
      return toStylePrediction(await analyseArtwork(await image.pixels(), { corners: image.corners }));
    },
    async appraise({ images, details }) {
      const primary: AnalysisImage | undefined = images[0];
      if (!primary) throw new Error("an appraisal needs at least one photo");
      const analysis = await analyseArtwork(await primary.pixels(), { corners: primary.corners });
      const { valuation, report } = valueAndReport(details, analysis.prediction, { features: analysis.features });
      return {
        prediction: toStylePrediction(analysis),
        features: { ...analysis.features, suggestedMedium: analysis.suggestedMedium },
        valuation,
        report,
        provider: "built-in",
      };
    },
  };
}

function toStylePrediction({ prediction }: ArtworkAnalysis): StylePrediction {
  return {
    style: prediction.style,
    era: prediction.era,
    probability: prediction.probability,
    characteristics: prediction.characteristics,
    similarArtists: prediction.similarArtists,
    description: prediction.description,
    topStyles: prediction.topStyles.slice(0, 3),
    uncertain: prediction.uncertain,
  };
}
