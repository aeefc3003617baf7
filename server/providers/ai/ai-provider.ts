import type { ReportSections, StylePrediction, ValuationFactor } from "../../../contracts/appraisals";

/** A photo prepared for analysis: the stored bytes and a small RGBA copy for pixel measures. */
export interface AnalysisImage {
  encoded: Buffer;
  contentType: string;
  pixels: { data: Uint8Array; width: number; height: number };
}

/** What the owner told us about the piece. */
export interface ArtworkDetails {
  medium: string;
  artistName: string | null;
  artworkTitle: string | null;
  yearCreated: string | null;
  height: string | null;
  width: string | null;
  provenance: string | null;
  additionalNotes: string | null;
  documentCount: number;
  imageCount: number;
}

/** Everything the pipeline writes into the report. */
export interface AppraisalDraft {
  prediction: StylePrediction;
  /** Measured image features (kept with the report for review and audit). */
  features: Record<string, unknown>;
  valuation: { low: number; high: number; factors: ValuationFactor[] };
  report: ReportSections;
  /** Which provider produced it: "built-in" or the model's name. */
  provider: string;
}

/** The AI engine (decision 15): the built-in offline provider, or an OpenAI-compatible model. */
export interface AiProvider {
  readonly name: string;
  predictStyle(image: AnalysisImage): Promise<StylePrediction>;
  appraise(input: { images: AnalysisImage[]; details: ArtworkDetails }): Promise<AppraisalDraft>;
}
