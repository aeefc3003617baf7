/**
 * What the report writer is given and what it returns: their own file, so that the sections and
 * the recommendations the writer calls can name them without importing the writer back.
 */
import type { ReportSections } from "../../contracts/appraisals";
import type { PixelFeatures, PrintTexture } from "@engine/photo";
import type { Valuation } from "@engine/valuation";
import type { KnownWorkMatch } from "@engine/style";

/** What the report writer needs to know about the piece. */
export interface ReportInput {
  title?: string | null;
  artistName?: string | null;
  medium: string;
  yearCreated?: string | number | null;
  height?: string | number | null;
  width?: string | number | null;
  provenance?: string | null;
  /** The owner's additional notes. */
  notes?: string | null;
  documentsCount?: number;
  photosCount?: number;
  /** Features of the main image, when one was analysed. */
  features?: PixelFeatures;
  /** What a vision model saw in the photos, when one looked at them instead of the pixel measures. */
  observations?: string[];
  /** The owner set the outline of the work in the main photo by hand, instead of the one we found (issue 30). */
  outlineSetByHand?: boolean;
  /**
   * The printed-dot test on the located work at the photo's full resolution (decision 0039);
   * missing when it was not run (a vision model's report, an older appraisal).
   */
  printTexture?: PrintTexture;
  /** The style analysis; `uncertain` and `topStyles` may be missing on older analyses. */
  prediction?: ReportPrediction;
  valuation: Valuation;
}

/** What the report uses of the style analysis. */
export interface ReportPrediction {
  style: string;
  era: string;
  probability: number;
  eraId?: string;
  eraPeriod?: string;
  topStyles?: { style: string; probability: number }[];
  uncertain?: boolean;
  /** The known work the photo matched on the server (issue 50); null or missing when none. */
  knownWork?: KnownWorkMatch | null;
}

/**
 * The report's text sections (core spec "Report" entity plus decision 29's sections): the
 * contract's ReportSections, of which the engine always writes the photo observations and method.
 */
export type ReportText = ReportSections & Required<Pick<ReportSections, "photoObservations" | "method">>;
