/**
 * The artist's own sales record as a factor: applied when the premium is small or something
 * supplied supports the name, otherwise shown as what authentication would add (the
 * "if authenticated" range). A name without a record is priced in the market of artists without one.
 */
import {
  QUALIFIED_ATTRIBUTION_SHARE,
  VALUATION_GROUP_TRANSFER,
  VALUATION_HALF_WIDTHS,
  VALUATION_MAX_HALF_WIDTHS,
  VALUATION_MODEL_DATA,
  VALUATION_RECALIBRATION,
  VALUATION_WIDTH_SCALES,
  type MediumCategory,
} from "@engine/knowledge";
import type { ValuationFactor } from "../../contracts/appraisals";
import { isFamousArtist } from "./valuation-names";
import { artistLevelInMedium, MEDIUM_GROUP_LABEL, MEDIUM_GROUP_OF } from "./valuation-medium-groups";
import { toIntervalGroup, type IntervalGroup } from "./valuation-ranges";
import { halfWidthOf, levelCorrection, logPrice, rawLogPrice, type ArtistRecordEntry } from "./valuation-pricing";
import type { Piece } from "./valuation-piece";
import type { IfAuthenticated } from "./valuation-types";

export interface ArtistOutcome {
  factor?: ValuationFactor;
  group: IntervalGroup;
  artistRecord?: { name: string; sales: number; applied: boolean };
  ifAuthenticated?: IfAuthenticated;
}

/** Whether anything supplied supports an attribution: documents, a certificate, labels or traceable provenance. */
export function isNameSupported(piece: Piece, documentsCount: number | undefined): boolean {
  const f = piece.findings;
  return (documentsCount ?? 0) > 0 || f.certificates.length > 0 || f.labels.length > 0 || f.provenanceSupport.length > 0;
}

/** The recorded artist's log price for this lot: their level in the medium, partly at the majors. */
function recordedLogPrice(piece: Piece, record: ArtistRecordEntry) {
  const recordedLot = { ...piece.lot, unrecorded: false, attributionQualified: false };
  const inMedium = artistLevelInMedium(
    {
      level: record.level,
      majorShare: record.majorShare,
      mediumOffset: record.media[piece.medium]?.[0],
      mediaSold: Object.keys(record.media) as MediumCategory[],
    },
    piece.medium,
    VALUATION_GROUP_TRANSFER,
  );
  const log =
    inMedium.majorShare * rawLogPrice({ ...recordedLot, majorHouse: true }) +
    (1 - inMedium.majorShare) * rawLogPrice(recordedLot) +
    inMedium.level +
    VALUATION_RECALIBRATION.recorded;
  return { log, transferred: inMedium.transferred };
}

function recordedOutcome(piece: Piece, record: ArtistRecordEntry, supported: boolean): ArtistOutcome {
  const { qualifier, medium } = piece;
  const recorded = recordedLogPrice(piece, record);
  const share =
    qualifier === "attributed" ? QUALIFIED_ATTRIBUTION_SHARE.attributed : qualifier === "circle" ? QUALIFIED_ATTRIBUTION_SHARE.circle : 1;
  const premium = Math.exp((recorded.log - logPrice(piece.lot)) * share);
  const recordGroup = toIntervalGroup(
    record.sales,
    false,
    record.media[medium]?.[1] ?? (Object.keys(record.media).length ? 0 : record.sales),
  );
  // A premium beyond 1.5x needs something that supports the name before it is applied.
  const applied = premium <= 1.5 || supported;
  const artistRecord = { name: record.name, sales: record.sales, applied };
  if (applied)
    return {
      group: recordGroup,
      artistRecord,
      factor: {
        name: "Artist's sales record",
        value: `${record.name} (${record.sales} sales)`,
        effect: premium,
        explanation: `${record.name}'s own level in the fitted data${recorded.transferred ? `; none of the ${record.sales} recorded sales is ${MEDIUM_GROUP_LABEL[MEDIUM_GROUP_OF[medium]]}, so the level is carried over as it does for artists with sales of both` : ""}${share < 1 ? `, of which a qualified attribution keeps ${Math.round(share * 100)}% (in log terms)` : ""}${premium > 1.5 ? "; supported by the documents or provenance supplied" : ""}.`,
      },
    };
  const recordedMid = Math.exp(recorded.log) * levelCorrection(Math.exp(recorded.log));
  const h = halfWidthOf(
    VALUATION_HALF_WIDTHS,
    VALUATION_WIDTH_SCALES.likely,
    VALUATION_MAX_HALF_WIDTHS.likely,
    recordGroup,
    medium,
    recordedMid,
  );
  return {
    group: "no sales record, regional house",
    artistRecord,
    factor: {
      name: "Artist's sales record",
      value: `${record.name} (${record.sales} sales), not applied`,
      effect: 1,
      explanation: `Nothing supplied supports the attribution (no documents, labels, certificate or traceable provenance), so the range is the one the evidence supports; the value if authenticated is given separately.`,
    },
    // Condition, provenance and documents are applied to these once they are known (computeValuation).
    ifAuthenticated: { artist: record.name, sales: record.sales, low: recordedMid * Math.exp(-h), high: recordedMid * Math.exp(h) },
  };
}

/** The artist factor, the range group it sets and, for an unsupported record, the value if authenticated. */
export function artistFactor(piece: Piece, supported: boolean): ArtistOutcome {
  if (piece.record) return recordedOutcome(piece, piece.record, supported);
  const group: IntervalGroup = "no sales record, regional house";
  if (!piece.hasName) return { group };
  const artist = piece.artist!;
  return {
    group,
    factor: {
      name: "Artist's sales record",
      value: artist,
      effect: 1,
      explanation: isFamousArtist(artist)
        ? `No sales of ${artist} are among the lots the model was fitted on, and nothing supplied establishes the attribution, so the work is priced as that of an artist without an auction record.`
        : `No auction record of ${artist} is among the ${VALUATION_MODEL_DATA.lots.toLocaleString("en-US")} sold lots; the work is priced in the market of artists without one.`,
    },
  };
}
