import type { ArtworkCorners } from "../../../contracts/artwork-corners";
import type { RangeCoverage, ReportSections, StylePrediction, ValuationFactor, ValueRange } from "../../../contracts/appraisals";

export interface RgbaPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * A photo for analysis. Both forms are produced on demand: the built-in engine needs only the
 * primary photo's pixels, a vision model only the bytes, and neither should pay for the other.
 */
export interface AnalysisImage {
  contentType: string;
  /** The photo's bytes (its display rendition when there is one). */
  load(): Promise<Buffer>;
  /** A small RGBA copy for pixel measures; computed once. */
  pixels(): Promise<RgbaPixels>;
  /**
   * The photo at up to 2,048 px a side, for the printed-dot test (decision 0039), which needs the
   * detail the small copy loses; read when first asked and not kept.
   */
  detailPixels(): Promise<RgbaPixels>;
  /** The owner's outline of the work in this photo (issue 30): the analysis crops to it instead of locating the work. */
  corners?: ArtworkCorners;
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
  /** The owner set the outline of the work in the main photo by hand (the report says so). */
  outlineSetByHand: boolean;
}

/** Everything the pipeline writes into the report. */
export interface AppraisalDraft {
  prediction: StylePrediction;
  /** Measured image features (kept with the report for review and audit). */
  features: Record<string, unknown>;
  /** The likely range (estimatedValue), the wider range and the coverage each was measured at (decision 39). */
  valuation: { low: number; high: number; wide: ValueRange; coverage: RangeCoverage; factors: ValuationFactor[] };
  report: ReportSections;
  /** Which provider produced it: "built-in" or the model's name. */
  provider: string;
}

/** What the pipeline hands the AI provider: the appraisal's photos and what the owner told. */
export interface AppraisalInput {
  images: AnalysisImage[];
  details: ArtworkDetails;
}

/** The AI engine (decision 15): the built-in offline provider, or an OpenAI-compatible model. */
export interface AiProvider {
  readonly name: string;
  predictStyle(image: AnalysisImage): Promise<StylePrediction>;
  appraise(input: AppraisalInput): Promise<AppraisalDraft>;
}
