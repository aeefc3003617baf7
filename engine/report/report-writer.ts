/**
 * Writes the report as an appraiser would (decision 29): what the photos show and cannot show,
 * style and period in plain words, market evidence from the fitted data, authentication
 * indicators specific to what was claimed and seen, the owner's notes taken up, and the method
 * with its measured accuracy. Every sentence comes from this piece's findings; nothing is random,
 * and no sentence appears twice in one report.
 */
import { findEra, findStyle } from "@engine/knowledge";
import { describeObservations } from "@engine/style";
import { isFamousArtist, type Valuation } from "@engine/valuation";
import { describeKnownWork, withKnownWork } from "./known-work";
import { describePrintedDots, withPrintedDots } from "./printed-dots";
import { recommendFor } from "./report-recommendations";
import { describeMarketTier } from "./report-market";
import { describeMethod, describeNarrowing, describeOwnerNotes, describeMarketEvidence, howToEstablish } from "./report-sections";
import { article, dedupeSentences, formatEffect, joinAnd, lowerFirst, usd, withoutBrushwork } from "./report-text";
import type { ReportInput, ReportText } from "./report-input";
import { OUTLINE_SET_BY_HAND_SENTENCE } from "../../contracts/artwork-photo";

/** The statement every report carries (core spec, decision 19). */
export const ESTIMATE_DISCLAIMER =
  "This is an estimate based on the images and information supplied, not a formal authentication or a certified appraisal.";

const MEDIUM_NOUN: Record<Valuation["medium"], string> = {
  painting: "painting",
  "work on paper": "work on paper",
  print: "print",
  photograph: "photograph",
  sculpture: "sculpture",
  other: "work",
};
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** A print, a photograph or a printed reproduction: nothing on it was put there with a brush. */
const isPrinted = (v: Valuation) => v.medium === "print" || v.medium === "photograph" || v.reproduction;

function describePiece(input: ReportInput): string {
  const v = input.valuation;
  const title = (input.title ?? "").trim();
  const artist = v.findings.artistName;
  // "a painting on panel": the support the owner named, when it is not the canvas a reader assumes.
  const support = v.medium === "painting" && v.findings.support && v.findings.support !== "canvas" ? ` on ${v.findings.support}` : "";
  const noun = v.reproduction ? "printed reproduction" : `${MEDIUM_NOUN[v.medium]}${support}`;
  const name = title ? `"${title}"` : "This untitled work";
  const attribution = v.findings.attribution;
  const by = artist
    ? v.reproduction
      ? `, after ${artist},`
      : attribution
        ? `, ${attribution.words.toLowerCase()} ${artist},`
        : ` by ${artist}`
    : attribution
      ? ` (${attribution.words})`
      : "";
  const size = v.factors.find((f) => f.name === "Size");
  // "an undated painting measuring ...", "a print dated 1973, measuring ...", "a painting of the 17th century, ...".
  const dated = v.year !== undefined;
  const described = dated
    ? `${article(noun)} ${noun} ${/century/.test(v.dateLabel ?? "") ? `of the ${v.dateLabel}` : `dated ${v.dateLabel ?? v.year}`},`
    : `an undated ${noun}`;
  const measured = size && size.value !== "Not given" ? `measuring ${size.value}` : "of unrecorded size";
  return `${name}${by} is ${described} ${measured}.`;
}

function describePhotos(input: ReportInput): string {
  const photos = input.photosCount ?? (input.features ? 1 : 0);
  const v = input.valuation;
  const out: string[] = [];
  if (input.features) {
    const seen = describeObservations(input.features, undefined, isPrinted(v)).map(lowerFirst);
    out.push(
      `${photos === 1 ? "One photograph was" : `${photos} photographs were`} supplied. In the main one we measured: ${seen.slice(0, 4).join("; ")}.`,
    );
    if (input.outlineSetByHand) out.push(OUTLINE_SET_BY_HAND_SENTENCE);
    if (input.features.photographicScore > 0.85 && v.medium !== "print" && v.medium !== "photograph") {
      out.push(
        "Its smooth, continuous gradients are more typical of a printed or photographic surface than of paint: under a magnifier a regular dot or inkjet pattern would mean a reproduction.",
      );
    }
  } else if (input.observations && input.observations.length > 0) {
    const seen = input.observations.slice(0, 4).map((o) => lowerFirst(o.trim().replace(/[.;]+$/, "")));
    out.push(`${photos === 1 ? "One photograph was" : `${photos} photographs were`} supplied. In them we noted: ${seen.join("; ")}.`);
    if (input.outlineSetByHand) out.push(OUTLINE_SET_BY_HAND_SENTENCE);
  } else {
    out.push("No photograph could be measured, so nothing here rests on the image.");
  }
  out.push(
    v.medium === "sculpture"
      ? "Photographs cannot show the weight, the casting or carving quality, marks under the base, or repairs to joins."
      : v.medium === "print" || v.medium === "work on paper" || v.medium === "photograph"
        ? "Photographs cannot show the back of the sheet, the paper and its watermark, a plate mark, or whether a signature is in pencil or printed."
        : `Photographs cannot show the back of the work, the ${v.findings.support ?? "canvas"}, old repairs under the varnish, or whether a signature is painted, printed or added later.`,
  );
  if (v.findings.condition && ["damaged", "heavilyDamaged", "restored"].includes(v.findings.condition.level)) {
    out.push("The damage described in the notes may not be visible in the photographs; it was taken from the owner's words.");
  }
  if (photos < 3) out.push("Views of the back, the signature and any labels would let more be said.");
  return out.join(" ");
}

function describeStyle(input: ReportInput): string {
  const p = input.prediction;
  const v = input.valuation;
  const out: string[] = [describePiece(input)];
  if (!p) {
    out.push("No photograph could be analysed, so style and period rest on the details supplied.");
    return out.join(" ");
  }
  const style = findStyle(p.style);
  const era = p.eraId ? findEra(p.eraId) : undefined;
  const uncertain = p.uncertain ?? p.probability < 0.4;
  const top = (p.topStyles ?? []).slice(0, 3);
  if (uncertain && top.length >= 2) {
    const list = top.map((s) => `${s.style} (${pct(s.probability)})`);
    // "About equally well" only when they are: a 43% beside an 11% is a lead, not a tie.
    // Only the candidates close to the first are "about equally" good; the rest trail behind.
    const close = top.filter((s) => top[0]!.probability < 1.5 * s.probability).length;
    const behind = list.slice(close);
    out.push(
      close >= 2
        ? `The photograph does not settle the style: ${joinAnd(list.slice(0, close))} fit about equally well${behind.length ? `, with ${joinAnd(behind)} behind` : ""}, so the period should be read from the work itself.`
        : `The photograph does not settle the style: it comes closest to ${list[0]}, ahead of ${joinAnd(list.slice(1))}, but not clearly enough to date the work from the photograph alone.`,
    );
  } else {
    const name = style?.name ?? p.style;
    // "Impressionism, a style of Impressionism" says nothing: name the era only when it differs,
    // and a movement with its own dates (Ukiyo-e) is dated by them, not called a style of its era.
    const period = p.eraPeriod
      ? p.era.toLowerCase() === name.toLowerCase() || style?.ownPeriod
        ? ` (${p.eraPeriod})`
        : `, a style of ${p.era} (${p.eraPeriod})`
      : "";
    out.push(`In manner the work is closest to ${name}${period}; our style analysis gives it ${pct(p.probability)}.`);
  }
  // A movement outside the timeline's eras (Ukiyo-e, Fauvism...) is described by itself and its own dates.
  const own = style?.ownPeriod;
  if (!uncertain && own && style) out.push(style.description);
  else if (era && !uncertain) out.push(era.description);
  const span = own ?? era;
  if (span && !uncertain && v.year !== undefined && (v.year < span.yearStart - 25 || v.year > span.yearEnd + 25)) {
    out.push(
      `The stated date of ${v.year} lies outside that period, so the resemblance is one of manner (a later work in the style, or a precursor) rather than a period attribution.`,
    );
  }
  return out.join(" ");
}

/** Why a factor lowers the value, as a clause ("it is unsigned"). */
function describeReason(f: Valuation["factors"][number], v: Valuation): string {
  switch (f.name) {
    case "Size":
      return "it is smaller than 50 x 60 cm";
    case "Signature":
      return f.value === "Unsigned" ? "it is unsigned" : "it is signed only in the plate";
    case "Reproduction":
    case "Known work":
    case "Printed dots":
      return f.value.includes("painted copy") ? "it is a copy by another hand" : "it is a printed reproduction";
    case "Market":
      return `pieces like it sell at general auction houses or online ${pct(v.market.probabilities.general)} of the time, for much less`;
    case "Condition":
      return `the condition described (${f.value.toLowerCase()}) lowers it`;
    case "Attribution":
      return "the attribution is qualified";
    case "Artist's sales record":
      return `${v.artistRecord?.name ?? "the artist"}'s own sales sit below this market`;
    case "Date": {
      // "2015 (2000 or later)": the year as given and the period the model prices.
      const [, given, period] = /^(.*?)\s*\(([^)]+)\)$/.exec(f.value) ?? [];
      return given && period ? `it dates from ${given}, and works of ${period} sold lower in our data` : "its date lowers it";
    }
    default:
      return `its ${lowerFirst(f.name)} (${f.value.toLowerCase()}) lowers it`;
  }
}

function describeMarket(input: ReportInput): string {
  const v = input.valuation;
  const out: string[] = [
    `We estimate the market value at ${usd(v.low)} to ${usd(v.high)}, with ${usd(v.midpoint)} as the central figure.`,
    ...describeMarketTier(v),
  ];
  const evidence = describeMarketEvidence(v);
  if (evidence) out.push(evidence);
  if (v.evidence && v.midpoint < v.evidence.medianUsd * 0.67) {
    const reasons = [
      !v.findings.artistName && !v.reproduction ? "no artist is named (anonymous works sell below named ones)" : "",
      ...v.factors.filter((f) => f.effect < 0.95).map((f) => describeReason(f, v)),
    ].filter(Boolean);
    if (reasons.length) out.push(`This work sits below that median because ${joinAnd(reasons.slice(0, 3))}.`);
  }
  if (v.artistRecord?.applied)
    out.push(`${v.artistRecord.name} has ${v.artistRecord.sales} sales in our data, and the range follows that record.`);
  const moved = v.factors
    .filter((f) => Math.abs(Math.log(f.effect)) >= 0.05)
    .sort((a, b) => Math.abs(Math.log(b.effect)) - Math.abs(Math.log(a.effect)));
  if (moved.length > 0) {
    // "the date, 17th century (x2.0)": the value without its own brackets, the effect rounded.
    const parts = moved.slice(0, 4).map((f) => {
      const value = f.value.replace(/\s*\([^)]*\)/g, "").trim();
      const shown = value.length > 40 ? `${value.slice(0, 37)}…` : value;
      return `the ${lowerFirst(f.name)}, ${/^[A-Z][a-z]/.test(shown) && !/^[A-Z][a-z]+ [A-Z]/.test(shown) ? lowerFirst(shown) : shown} (x${formatEffect(f.effect)})`;
    });
    out.push(`What moved the figure most: ${parts.join("; ")}.`);
  }
  out.push(
    "The range is wide because a work nobody has examined can sell across a wide span at auction; an auction house that has the work in hand usually quotes a range whose top is about 1.5 times its bottom.",
  );
  return out.join(" ");
}

function describeAuthentication(input: ReportInput): string {
  const v = input.valuation;
  const f = v.findings;
  const artist = f.artistName;
  const out: string[] = [];
  if (f.reproduction)
    out.push(
      `The words ${f.reproduction.words.map((w) => `"${w}"`).join(" and ")} describe a printed reproduction, not an original; an original print would show a plate mark, a pencil signature and an edition number.`,
    );
  if (f.attribution?.qualifier === "after")
    out.push(`"${f.attribution.words}" means a copy by another hand; nothing in the value rests on the named artist.`);
  else if (f.attribution)
    out.push(`The attribution is qualified ("${f.attribution.words}"): auction houses use such wording when a hand cannot be confirmed.`);
  if (artist && !f.reproduction && f.attribution?.qualifier !== "after") {
    if (v.ifAuthenticated)
      out.push(
        `The name ${artist} is not supported by documents, labels or a traceable provenance, so the range is the one the evidence supports; authenticated, ${artist}'s own sales would put it at ${usd(v.ifAuthenticated.low)} to ${usd(v.ifAuthenticated.high)}.`,
      );
    else if (isFamousArtist(artist) && !v.artistRecord)
      out.push(
        `An attribution to ${artist} is the first thing a buyer will question; without a certificate from the recognised authority it carries no premium here.`,
      );
  }
  if (f.signature)
    out.push(
      f.signature.kind === "hand"
        ? `The owner reports a signature ("${f.signature.words}"); compare it with documented signatures and check ${
            v.medium === "print" || v.medium === "work on paper" || v.medium === "photograph"
              ? "that it was written by hand in pencil or ink, not printed with the image"
              : "that it sits in the paint, not on top of the varnish"
          }.`
        : f.signature.kind === "plate"
          ? "A signature printed in the plate is part of the image and does not show the artist handled this impression."
          : "No signature is reported; many good works are unsigned, but it lowers what a buyer will pay for a named hand.",
    );
  else if (!f.reproduction)
    out.push(
      v.medium === "print" || v.medium === "work on paper" || v.medium === "photograph"
        ? "No signature is mentioned; look for one in the margins, in the image and on the back of the sheet."
        : "No signature is mentioned; look for one on the front, the back and the stretcher or mount.",
    );
  if (f.edition) out.push(`The edition mark (${f.edition.words}) should be in pencil and match the edition recorded for the print.`);
  if (f.labels.length > 0)
    out.push(
      `Labels or marks are mentioned (${f.labels.slice(0, 3).join(", ")}); a gallery or exhibition label can be traced in the gallery's records.`,
    );
  if (f.certificates.length > 0)
    out.push(
      `${article(f.certificates[0]!) === "an" ? "An" : "A"} ${f.certificates[0]} is mentioned; it helps only if issued by the recognised authority for the artist or a verifiable seller.`,
    );
  if (f.provenanceSupport.length > 0)
    out.push(
      `The provenance names ${f.provenanceSupport
        .slice(0, 2)
        .map((w) => `"${w}"`)
        .join(" and ")}, which can be checked against sale or gallery records.`,
    );
  else if ((input.provenance ?? "").trim())
    out.push("The provenance supplied cannot be checked against a sale or gallery record as it stands.");
  else out.push("No provenance was supplied.");
  const docs = input.documentsCount ?? 0;
  out.push(
    docs
      ? `${docs === 1 ? "One supporting document was" : `${docs} supporting documents were`} uploaded and should stay with the work.`
      : "No supporting documents were uploaded.",
  );
  out.push("Each of these indicators needs the work itself in hand to be confirmed.");
  return out.join(" ");
}

function describeSummary(input: ReportInput): string {
  const v = input.valuation;
  const out: string[] = [describePiece(input), `We estimate its market value at ${usd(v.low)} to ${usd(v.high)}.`];
  if (v.findings.condition && v.findings.condition.level !== "good") {
    const effect = v.factors.find((x) => x.name === "Condition")?.effect ?? 1;
    out.push(
      effect < 1
        ? `The condition the owner describes lowers the value to ${formatEffect(effect)} times that of a sound example.`
        : "The owner describes it in excellent condition, which adds a little.",
    );
  }
  if (v.findings.reproduction) out.push("It is valued as a printed reproduction.");
  if (v.ifAuthenticated)
    out.push(
      `If authenticated as the work of ${v.ifAuthenticated.artist}, it would be worth about ${usd(v.ifAuthenticated.low)} to ${usd(v.ifAuthenticated.high)}.`,
    );
  out.push(ESTIMATE_DISCLAIMER);
  return out.join(" ");
}

/** Writes all text sections of the report. */
export function composeReport(input: ReportInput): ReportText {
  const v = input.valuation;
  const seen = new Set<string>();
  // Summary first: a sentence already said there is not repeated further down.
  const summary = dedupeSentences(describeSummary(input), seen);
  const photoObservations = dedupeSentences(describePhotos(input), seen);
  const historicalContext = dedupeSentences(describeStyle(input), seen);
  const marketAnalysis = dedupeSentences(describeMarket(input), seen);
  const authenticationIndicators = dedupeSentences(describeAuthentication(input), seen);
  const ownerNotes = describeOwnerNotes(input);
  const method = describeMethod(v);
  const report: ReportText = {
    summary,
    historicalContext: historicalContext || describePiece(input),
    marketAnalysis,
    authenticationIndicators,
    recommendations: recommendFor(input, v),
    photoObservations,
    method,
    narrowing: describeNarrowing(input, v),
  };
  if (ownerNotes) report.ownerNotes = ownerNotes;
  if (isPrinted(v)) {
    for (const key of [
      "summary",
      "historicalContext",
      "marketAnalysis",
      "authenticationIndicators",
      "photoObservations",
      "method",
    ] as const)
      report[key] = withoutBrushwork(report[key]);
    if (report.ownerNotes) report.ownerNotes = withoutBrushwork(report.ownerNotes);
  }
  // The dots first, so a known work's sentence leads the summary when both are there.
  withPrintedDots(report, describePrintedDots(input));
  withKnownWork(report, describeKnownWork(input));
  if (v.ifAuthenticated)
    report.ifAuthenticated = {
      low: v.ifAuthenticated.low,
      high: v.ifAuthenticated.high,
      artist: v.ifAuthenticated.artist,
      howToEstablish: howToEstablish(v.ifAuthenticated.artist),
    };
  return report;
}
