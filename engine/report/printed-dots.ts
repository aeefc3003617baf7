/**
 * What the report says when the printed-dot test (engine/photo/print-texture.ts, decision 0039)
 * finds a print's dot screen in the photo of the work: the piece is most likely a printed
 * reproduction, and the range is priced so; the owner's claim is kept and answered with what would
 * show otherwise. When the photo is too small or too soft to show dots, the method says so, so
 * "no dots found" is never read as "not printed".
 */
import type { ReportInput, ReportText } from "./report-input";

export interface PrintedDotsText {
  /** Joins the summary (after a known work's sentence, when there is one). */
  summary?: string;
  /** Joins the authentication section. */
  authentication: string;
  recommendation?: string;
}

/** The owner's media that are themselves printed: dots there may be the edition's own process. */
const PRINTED_MEDIA = new Set(["print", "photograph"]);

export function describePrintedDots(input: ReportInput): PrintedDotsText | null {
  const texture = input.printTexture;
  if (!texture) return null;
  if (texture.verdict === "cannot-tell")
    return {
      authentication:
        "The photo is too small or too soft where the work is to show a printer's dots either way; a close-up photo of the surface, taken a hand's width away, would let us check.",
    };
  if (texture.verdict === "not-printed")
    return {
      authentication:
        "In the photo's close detail we found no regular dot screen of the kind offset posters and book plates are printed with (an inkjet print has no regular screen, so this does not rule one out).",
    };
  const claimed = input.artistName?.trim();
  const medium = input.medium.trim().toLowerCase();
  const described = PRINTED_MEDIA.has(medium) ? "" : ` You describe it as ${medium}; that is kept on this report.`;
  return {
    summary: `The photo's close detail shows the regular dot screen of a printed reproduction, so the piece is most likely one${claimed ? ` rather than an original by ${claimed}` : ""}, and the range is for a reproduction.${described}`,
    authentication:
      "What the photo shows: a regular grid of printed dots at one spacing across the work, as offset posters and book plates are printed; paint, drawing, etching and screenprint leave no such screen. What would show otherwise: under a magnifier, brushstrokes or paint relief, or a plate mark and a pencil signature and number for an original print.",
    recommendation:
      "Look at the surface under a magnifier or a phone's macro lens: a grid of tiny coloured dots is a printed reproduction; if you see brushwork or paint relief instead, send a close-up photo and an appraiser will look again.",
  };
}

/** Puts the printed-dot sentences into the written report. */
export function withPrintedDots(report: ReportText, text: PrintedDotsText | null): void {
  if (!text) return;
  if (text.summary) report.summary = `${text.summary} ${report.summary}`;
  report.authenticationIndicators = `${report.authenticationIndicators} ${text.authentication}`.trim();
  if (text.recommendation) report.recommendations = [text.recommendation, ...report.recommendations].slice(0, 12);
}
