/**
 * What the report says when the photo matches a known work (issue 50, decision 0036): the picture
 * is a well-known work whose original is elsewhere, so what the owner has is most likely a printed
 * reproduction of it, or a copy after it when the owner says it is painted. The owner's claim is
 * kept and answered, not dropped: what would show that it is the original after all.
 */
import { knownWorkLine } from "../../contracts/known-work";
import type { ReportInput, ReportText } from "./report-input";

/** The owner's media that are put on by hand: a match then means a painted (or drawn) copy. */
const HAND_MEDIA = new Set(["oil", "acrylic", "watercolor", "pastel", "drawing"]);

/** What a piece matched to a known work most likely is, from the medium the owner gave. */
export function knownWorkKind(medium: string): "reproduction" | "copy" {
  return HAND_MEDIA.has(medium.trim().toLowerCase()) ? "copy" : "reproduction";
}

export interface KnownWorkText {
  /** Leads the summary. */
  summary: string;
  /** Joins the authentication section: what would prove otherwise. */
  authentication: string;
  recommendation: string;
}

/** The report's sentences about a matched known work, or null when the photo matched none. */
export function describeKnownWork(input: ReportInput): KnownWorkText | null {
  const work = input.prediction?.knownWork;
  if (!work) return null;
  const kind = knownWorkKind(input.medium);
  const what =
    kind === "copy"
      ? `a painted copy after it (you describe it as ${input.medium.toLowerCase()}), not the original`
      : "a printed reproduction of it, not the original";
  const claimed = input.artistName?.trim();
  const claim = claimed
    ? ` You attribute it to ${claimed}; that is kept on this report, and the range is for what the piece most likely is until the points under "Authentication" show otherwise.`
    : "";
  return {
    summary: `The photo looks like ${knownWorkLine(work)}. So the piece is most likely ${what}.${claim} (The match is on the picture's details: landmarks in the photo sit where they sit in the catalogued work, which a merely similar picture does not do.)`,
    authentication: `What would show this is the original ${work.title} after all: a provenance that reaches the collection or the sale records of the original, and an examination in hand by a specialist in ${work.artist}. Under a magnifier a printed reproduction shows a regular dot or inkjet pattern or an even ink film with no paint relief; a painted copy shows its own brushwork, and its size, support and signature usually differ from the original's.`,
    recommendation: `Compare the piece with the original's published size and details (${work.title}, ${work.artist}); before insuring or selling it as the original, have a specialist examine it.`,
  };
}

/** Puts the known-work sentences into the written report: first in the summary and the recommendations. */
export function withKnownWork(report: ReportText, text: KnownWorkText | null): void {
  if (!text) return;
  report.summary = `${text.summary} ${report.summary}`;
  report.authenticationIndicators = `${text.authentication} ${report.authenticationIndicators}`;
  report.recommendations = [text.recommendation, ...report.recommendations].slice(0, 12);
}
