/**
 * The factors the sales record prices (decision 19: each step is a factor with its effect): the
 * starting point for the medium and the hand, the size, the date, the signature, the edition, a
 * reproduction and a qualified or "after" attribution. One small function per factor.
 */
import { VALUATION_MODEL_DATA } from "@engine/knowledge";
import type { ValuationFactor } from "../../contracts/appraisals";
import { REFERENCE_AREA_CM2, toPeriod, type LotDescription } from "./valuation-features";
import { CM_PER_INCH, type Piece } from "./valuation-piece";
import { coefficient, logPrice, MEDIUM_PLURAL, usd } from "./valuation-pricing";

/** The lot at the reference size, undated: the starting point the other factors move. */
export function referenceLot(piece: Piece): LotDescription {
  return {
    medium: piece.medium,
    areaCm2: REFERENCE_AREA_CM2,
    majorHouse: false,
    saleYear: piece.saleYear,
    unattributed: !piece.hasName,
    unrecorded: piece.hasName,
  };
}

/** The starting point: the fitted price at 50 x 60 cm (its effect is 1; `base` carries the price). */
export function startingPointFactor(piece: Piece): { base: number; factor: ValuationFactor } {
  const base = Math.exp(logPrice(referenceLot(piece)));
  const name = piece.hasName
    ? `${MEDIUM_PLURAL[piece.medium]} by artists without an auction record`
    : `${MEDIUM_PLURAL[piece.medium]} by unidentified hands`;
  return {
    base,
    factor: {
      name: "Starting point",
      value: name.charAt(0).toUpperCase() + name.slice(1),
      effect: 1,
      explanation: `Starting point: ${usd(base)}, the fitted price at 50 x 60 cm in regional sales (model fitted on ${VALUATION_MODEL_DATA.lots.toLocaleString("en-US")} sold lots).`,
    },
  };
}

export function sizeFactor(piece: Piece): ValuationFactor {
  const { areaCm2, height, width, medium } = piece;
  if (!areaCm2 || height === undefined || width === undefined)
    return { name: "Size", value: "Not given", effect: 1, explanation: "No usable dimensions; the 50 x 60 cm reference size is assumed." };
  const reference = referenceLot(piece);
  const effect = Math.exp(logPrice({ ...reference, areaCm2 }) - logPrice(reference));
  return {
    name: "Size",
    value: `${Math.round(height * 10) / 10} x ${Math.round(width * 10) / 10} in (${Math.round(height * CM_PER_INCH)} x ${Math.round(width * CM_PER_INCH)} cm)`,
    effect,
    explanation:
      Math.abs(effect - 1) < 0.05
        ? `Close to the 50 x 60 cm of the starting point, so the size changes little.`
        : `At auction, ${MEDIUM_PLURAL[medium]} of this size sold at about ${effect < 1 ? `${Math.round(effect * 100)}% of` : `${Math.round(effect * 10) / 10} times`} the price of one of 50 x 60 cm.`,
  };
}

export function dateFactor(piece: Piece): ValuationFactor {
  if (piece.year === undefined)
    return { name: "Date", value: "Not given", effect: 1, explanation: "No usable year of creation; the date is treated as neutral." };
  const period = toPeriod(piece.year);
  return {
    name: "Date",
    value: `${piece.dateLabel} (${period})`,
    effect: Math.exp(coefficient(`period:${period}`)),
    explanation: `Works of ${period} compared with undated ones in the fitted data.`,
  };
}

export function signatureFactor(piece: Piece): ValuationFactor | undefined {
  const signature = piece.findings.signature;
  if (!signature) return undefined;
  // Relative to a signed work: the fitted gap between hand-signed and unsigned (or plate-signed)
  // lots. It is learnt mostly from prints, so for other media it is capped.
  const gap = Math.exp(coefficient("unsigned") - coefficient("signed"));
  const { signed, medium } = piece;
  const effect = signed ? 1 : medium === "print" ? Math.min(1, gap) : Math.min(1, Math.max(0.6, gap));
  const value = signature.kind === "hand" ? "Signed" : signature.kind === "plate" ? "Signed in the plate only" : "Unsigned";
  const why = signed
    ? "A signature by hand is what the market expects; its absence would lower the value."
    : medium === "print"
      ? "Prints signed only in the plate, or not at all, sold for a fraction of hand-signed impressions in the fitted data."
      : "Unsigned works sell below signed ones; the fitted gap is learnt mostly from prints and is limited here.";
  return { name: "Signature", value, effect, explanation: `From the owner's words ("${signature.words}"). ${why}` };
}

export function editionFactor(piece: Piece): ValuationFactor | undefined {
  const e = piece.findings.edition;
  if (!e) return undefined;
  const value = e.artistProof ? "Artist's proof" : e.size ? `Numbered ${e.number}/${e.size}` : "Numbered edition";
  const effect = Math.exp(coefficient("numbered edition"));
  return {
    name: "Edition",
    value,
    effect,
    explanation: `From the owner's words ("${e.words}"). ${
      Math.abs(coefficient("numbered edition")) < 0.1
        ? "In the fitted data a numbered edition changes the price little on its own: the signature and the edition size matter more."
        : `In the fitted data numbered impressions sold at about ${effect.toFixed(1)} times unnumbered ones of the same kind.`
    }`,
  };
}

export function reproductionFactor(piece: Piece): ValuationFactor | undefined {
  // A reproduction known only from the photo is priced by knownWorkFactor (the effect once).
  if (!piece.reproduction || !piece.findings.reproduction) return undefined;
  return {
    name: "Reproduction",
    value: piece.findings.reproduction.words.join(", "),
    effect: Math.exp(coefficient("reproduction")),
    explanation:
      "The owner's words describe a printed reproduction: it is priced as a decorative print, whatever the artist of the original.",
  };
}

/**
 * The photo matches a famous museum work. Not painted: a printed reproduction, priced as the
 * owner's words describing one are (their factor carries the effect when they say so too).
 * Painted: a copy by another hand, priced as the work of an unidentified hand.
 */
export function knownWorkFactor(piece: Piece): ValuationFactor | undefined {
  const known = piece.knownWork;
  if (!known) return undefined;
  if (known.kind === "copy")
    return {
      name: "Known work",
      value: "A painted copy of a famous work",
      effect: 1,
      explanation:
        "The photo matches a famous work in a museum collection, and the owner says this one is painted: it is a copy by another hand, priced as the work of an unidentified painter, without the original artist's market.",
    };
  const saidByOwner = Boolean(piece.findings.reproduction);
  return {
    name: "Known work",
    value: "A printed reproduction of a famous work",
    effect: saidByOwner ? 1 : Math.exp(coefficient("reproduction")),
    explanation: `The photo matches a famous work in a museum collection${saidByOwner ? ", as the owner's words say" : ""}: the original is not for sale, so this is a printed reproduction of it, priced as a decorative print whoever painted the original.`,
  };
}

/**
 * The photo shows a printed-dot screen (decision 0039): a printed reproduction, priced as the
 * owner's words describing one are. The effect is taken once: when the owner's words or a known
 * work already price it as one, this factor only says that the photo agrees.
 */
export function printedDotsFactor(piece: Piece): ValuationFactor | undefined {
  if (!piece.printedDots) return undefined;
  const already = Boolean(piece.findings.reproduction) || piece.knownWork?.kind === "reproduction";
  return {
    name: "Printed dots",
    value: "A print's dot screen in the photo",
    effect: already ? 1 : Math.exp(coefficient("reproduction")),
    explanation: `The photo's close detail shows the regular dot screen of a printed reproduction${already ? ", as said above" : ""}: it is priced as a decorative print, whatever the artist of the original.`,
  };
}

export function attributionFactor(piece: Piece): ValuationFactor | undefined {
  const attribution = piece.findings.attribution;
  if (attribution && piece.hasName && !piece.record)
    return {
      name: "Attribution",
      value: attribution.words,
      effect: Math.exp(coefficient("attribution qualified")),
      explanation: 'A qualified attribution ("attributed to", "circle of", "school of") sells below a firm one in the fitted data.',
    };
  if (attribution && piece.qualifier === "after" && !piece.reproduction && !piece.knownWork)
    return {
      name: "Attribution",
      value: attribution.words,
      effect: 1,
      explanation:
        '"After" a named artist means a copy by another hand: it is priced as the work of an unidentified hand, without the named artist\'s market.',
    };
  return undefined;
}
