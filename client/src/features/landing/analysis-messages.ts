import type { ArtworkAnalysis } from "@engine/analysis";

/** The longest side the browser analyses at: the networks read 224 px, the pixel measures a little more. */
export const MAX_ANALYSIS_SIDE = 512;

/** The page asks the analysis worker to analyse one photo; `id` pairs the reply with the request. */
export interface AnalysisRequest {
  id: number;
  file: Blob;
}

/** The worker's answer: the analysis, or why it failed. */
export type AnalysisReply =
  { id: number; analysis: ArtworkAnalysis; error?: undefined } | { id: number; error: string; analysis?: undefined };
