/**
 * Composes the report's text from the engine's own findings: the measured image features,
 * the style prediction, the valuation factors and the knowledge base. Every sentence is
 * specific to the piece or left out; nothing is random.
 */
import { findEra } from "./knowledge/art-eras";
import { findStyle } from "./knowledge/art-styles";
import { SUBMISSION_MEDIUM_LABELS } from "./knowledge/valuation-calibration";
import { describeObservations, describePalette } from "./observations";
import type { PixelFeatures } from "./pixel-analysis";
import { isFamousArtist } from "./quick-estimate";
import { marketNotes, recommendFor } from "./report-recommendations";
import type { StylePrediction } from "./style-classifier";
import { toSubmissionMedium, type Valuation } from "./valuation";

/** The statement every report carries (core spec, decision 19). */
export const ESTIMATE_DISCLAIMER =
  "This is an estimate based on the images and information supplied, not a formal authentication or a certified appraisal.";

/** What the report writer needs to know about the piece. */
export interface ReportInput {
  title?: string | null;
  artistName?: string | null;
  medium: string;
  yearCreated?: string | number | null;
  height?: string | null;
  width?: string | null;
  provenance?: string | null;
  documentsCount?: number;
  photosCount?: number;
  /** Features of the main image, when one was analysed. */
  features?: PixelFeatures;
  prediction?: StylePrediction;
  valuation: Valuation;
}

/** The report's text sections (core spec "Report" entity) and a summary paragraph. */
export interface ReportText {
  summary: string;
  historicalContext: string;
  marketAnalysis: string;
  authenticationIndicators: string;
  recommendations: string[];
}

const usd = (x: number) => `$${Math.round(x).toLocaleString("en-US")}`;
const pct = (x: number) => `${Math.round(x * 100)}%`;

function describePiece(input: ReportInput): { article: string; name: string; by: string; medium: string; date: string; size: string } {
  const title = (input.title ?? "").trim();
  const artist = (input.artistName ?? "").trim();
  const medium = SUBMISSION_MEDIUM_LABELS[toSubmissionMedium(input.medium)];
  const year = String(input.yearCreated ?? "").trim();
  const size = input.valuation.factors.find((f) => f.name === "Size")?.value ?? "Not given";
  return {
    article: /^[aeiou]/i.test(medium) ? "an" : "a",
    name: title ? `"${title}"` : "This untitled work",
    by: artist ? ` by ${artist}` : ", whose artist is not named,",
    medium: medium.toLowerCase(),
    date: year ? `dated ${year}` : "undated",
    size: size === "Not given" ? "of unrecorded size" : `measuring ${size}`,
  };
}

/** Writes all text sections of the report. */
export function composeReport(input: ReportInput): ReportText {
  const piece = describePiece(input);
  const p = input.prediction;
  const style = p ? findStyle(p.style) : undefined;
  const era = p ? findEra(p.eraId) : undefined;
  const v = input.valuation;

  const history: string[] = [`${piece.name}${piece.by} is ${piece.article} ${piece.medium}, ${piece.date}, ${piece.size}.`];
  if (p && style) {
    const runnerUp = p.topStyles[1];
    history.push(
      `Its measured features place it closest to ${style.name} (${pct(p.probability)} of the engine's style probability${runnerUp ? `; next ${runnerUp.style} at ${pct(runnerUp.probability)}` : ""}), a style of the ${p.era} era (${p.eraPeriod}).`,
    );
    if (era) history.push(era.description, `Typical of the era: ${era.characteristics.slice(0, 3).join(", ").toLowerCase()}; artists include ${era.keyArtists.slice(0, 3).join(", ")}.`);
    const year = Number(/\d{4}/.exec(String(input.yearCreated ?? ""))?.[0]);
    if (era && year > 0 && (year < era.yearStart - 25 || year > era.yearEnd + 25)) {
      history.push(`The stated date of ${year} lies outside the era's core period, so the resemblance is one of manner (a later work in the style, or a precursor) rather than a period attribution.`);
    }
  } else {
    history.push("No image could be analysed, so the style and era rest on the details supplied.");
  }

  const moved = v.factors.filter((f) => f.effect !== 1).sort((a, b) => Math.abs(Math.log(b.effect)) - Math.abs(Math.log(a.effect)));
  const market: string[] = [
    `The estimated range is ${usd(v.low)} to ${usd(v.high)} (USD). ${v.factors[0]?.explanation ?? ""}`,
    moved.length
      ? `The largest adjustments: ${moved.slice(0, 4).map((f) => `${f.name.toLowerCase()} ${f.value} (x${f.effect})`).join(", ")}.`
      : "No factor moved the estimate away from its starting point.",
    `The range spans ${(v.high / v.low).toFixed(1)}x, reflecting ${pct(v.certainty)} certainty from the details supplied; auction houses quote about 1.5x for works they have examined, and even their ranges contain the hammer price only about 40% of the time.`,
    ...marketNotes(input, p?.style),
  ];

  const auth: string[] = [];
  if (input.features) {
    const observed = describeObservations(input.features).map((s) => s.charAt(0).toLowerCase() + s.slice(1));
    auth.push(`Image analysis of the main photograph (${input.photosCount ?? 1} supplied) found: ${observed.join("; ")}.`);
    if (style && p) {
      // The model's ranking, not a claim that every trait matches: the signature is for comparison.
      const rank = p.probability >= 0.4 ? "ranks first" : "ranks first, without a clear margin,";
      auth.push(`Of the styles it has learnt, the model ${rank} ${style.name} (${pct(p.probability)}); for comparison, that style's typical look is ${style.signatureText}.`);
    }
    if (input.features.photographicScore > 0.85) auth.push("The smooth gradients suggest a photographic or printed surface; confirm whether the piece is an original or a reproduction.");
  } else {
    auth.push("No photograph could be analysed; the indicators below rest on the details supplied.");
  }
  const provenance = (input.provenance ?? "").trim();
  const quoted = provenance.length > 160 ? `${provenance.slice(0, 157)}...` : provenance.replace(/[.\s]+$/, "");
  auth.push(provenance ? `Provenance supplied: "${quoted}".` : "No provenance was supplied.");
  const docs = input.documentsCount ?? 0;
  auth.push(docs ? `${docs} supporting document(s) were provided and should be kept with the work.` : "No supporting documents were provided.");
  if (isFamousArtist(input.artistName)) auth.push(`An attribution to ${(input.artistName ?? "").trim()} carries a large premium and is the first thing a buyer will question.`);
  auth.push("Signatures, labels and materials cannot be verified from photographs.", ESTIMATE_DISCLAIMER);

  const palette = input.features ? ` Measured palette: ${describePalette(input.features).charAt(0).toLowerCase()}${describePalette(input.features).slice(1)}.` : "";
  const summary = `${piece.name}${piece.by} is ${piece.article} ${piece.medium}, ${piece.date}, ${piece.size}.${p ? ` The engine places it closest to ${p.style} (${p.era}, ${p.eraPeriod}) with ${pct(p.probability)} probability.` : ""}${palette} Estimated value ${usd(v.low)} to ${usd(v.high)}${provenance ? ", taking the supplied provenance into account" : ""}${docs ? ` and ${docs} supporting document(s)` : ""}. ${ESTIMATE_DISCLAIMER}`;

  return {
    summary,
    historicalContext: history.join(" "),
    marketAnalysis: market.join(" "),
    authenticationIndicators: auth.join(" "),
    recommendations: recommendFor(input, v),
  };
}
