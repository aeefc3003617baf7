import { z } from "zod";
import { StylePredictionSchema } from "./appraisals";

/** How many analyses the Art Style Analyzer keeps per user (newest first); older ones are dropped. */
export const STYLE_ANALYSES_KEPT = 20;
/** Days an analysis is kept before it is dropped, even if fewer than STYLE_ANALYSES_KEPT exist. */
export const STYLE_ANALYSIS_RETENTION_DAYS = 90;

/** One kept analysis: the prediction as answered, when, and where its thumbnail is served. */
export const StyleAnalysisSchema = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  /** Owner-only WebP thumbnail of the whole analysed photo. */
  imageUrl: z.string(),
  /** Owner-only WebP thumbnail of the artwork cut out of the photo (issue 30), or null when none was. */
  cropUrl: z.string().nullable(),
  prediction: StylePredictionSchema,
});
export type StyleAnalysis = z.infer<typeof StyleAnalysisSchema>;

/** GET /api/style-analyses: the signed-in user's recent analyses, newest first. */
export const StyleAnalysisListSchema = z.object({ analyses: z.array(StyleAnalysisSchema) });
export type StyleAnalysisList = z.infer<typeof StyleAnalysisListSchema>;

/**
 * Query of POST /api/art-style-prediction: the analyzer page asks with keep=true so the answer
 * joins the user's recent analyses; the wizard's quick mode does not keep anything.
 */
export const StylePredictionQuerySchema = z.object({ keep: z.enum(["true", "false"]).optional() });
