/**
 * The appraisal valuation (decisions 27 and 28): the model fitted on sold lots
 * (knowledge/valuation-model.ts) prices the work from its medium, size, date, signature, edition
 * and the artist's own sales record; the owner's words add condition, reproduction and
 * attribution; provenance and documents add the premiums appraisers cite. The range is the
 * prediction interval measured on auction houses the model was not fitted on. Every step is a
 * factor with its effect (decision 19), each drawn by its own function. Pure and deterministic.
 */
import {
  VALUATION_HALF_WIDTHS,
  VALUATION_MAX_HALF_WIDTHS,
  MARKET_RANGE_COVERAGE,
  VALUATION_WIDE_HALF_WIDTHS,
  VALUATION_WIDTH_SCALES,
  type MediumCategory,
} from "@engine/knowledge";
import type { ValuationFactor } from "../../contracts/appraisals";
import { findMarketEvidence } from "./valuation-evidence";
import type { IntervalGroup } from "./valuation-ranges";
import { halfWidthOf, roundPrice } from "./valuation-pricing";
import { readPiece } from "./valuation-piece";
import {
  attributionFactor,
  dateFactor,
  editionFactor,
  knownWorkFactor,
  printedDotsFactor,
  startingPointFactor,
  reproductionFactor,
  signatureFactor,
  sizeFactor,
} from "./valuation-work-factors";
import { artistFactor, isNameSupported } from "./valuation-artist";
import { applyMarket } from "./valuation-market";
import {
  conditionFactor,
  countedDocuments,
  documentsFactor,
  labelsFactor,
  priceLevelFactor,
  provenanceFactor,
} from "./valuation-owner-factors";
import type { Valuation, ValuationInput } from "./valuation-types";

export type { ValuationFactor };
export type { IfAuthenticated, KnownWork, MarketOutcome, Valuation, ValuationInput, ValuationMarket } from "./valuation-types";
export { roundPrice } from "./valuation-pricing";
export { toMediumCategory, toSubmissionMedium } from "./valuation-piece";

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const product = (factors: readonly ValuationFactor[], base: number) => factors.reduce((v, f) => v * f.effect, base);
const present = (f: ValuationFactor | undefined): f is ValuationFactor => f !== undefined;

/** Both ranges around a midpoint, as the held-out houses measured them for the group and medium. */
function drawRanges(mid: number, group: IntervalGroup, medium: MediumCategory) {
  const h = halfWidthOf(VALUATION_HALF_WIDTHS, VALUATION_WIDTH_SCALES.likely, VALUATION_MAX_HALF_WIDTHS.likely, group, medium, mid);
  const low = roundPrice(mid * Math.exp(-h));
  const high = Math.max(low + 1, roundPrice(mid * Math.exp(h)));
  const hWide = Math.max(
    h,
    halfWidthOf(VALUATION_WIDE_HALF_WIDTHS, VALUATION_WIDTH_SCALES.wide, VALUATION_MAX_HALF_WIDTHS.wide, group, medium, mid),
  );
  const wide = { low: Math.min(low, roundPrice(mid * Math.exp(-hWide))), high: Math.max(high, roundPrice(mid * Math.exp(hWide))) };
  return { low, high, wide };
}

/** Values a submission: a USD range and the factors that produced it. */
export function computeValuation(input: ValuationInput): Valuation {
  const ignored: string[] = [];
  const piece = readPiece(input, ignored);
  const { base, factor: start } = startingPointFactor(piece);
  const artist = artistFactor(piece, isNameSupported(piece, input.documentsCount));
  const work = [
    start,
    sizeFactor(piece),
    dateFactor(piece),
    signatureFactor(piece),
    editionFactor(piece),
    reproductionFactor(piece),
    knownWorkFactor(piece),
    printedDotsFactor(piece),
    attributionFactor(piece),
    artist.factor,
  ].filter(present);
  const condition = conditionFactor(piece, input.condition);
  const provenance = provenanceFactor(piece, input.provenance);
  const documents = documentsFactor(input.documentsCount);
  const factors = [...work, priceLevelFactor(product(work, base)), condition, provenance, documents, labelsFactor(piece)].filter(present);
  const mid = product(factors, base);
  const fineArt = drawRanges(mid, artist.group, piece.medium);
  const { low, high, wide, market, factor } = applyMarket(piece, artist.artistRecord, countedDocuments(input.documentsCount), fineArt, mid);
  factors.push(factor);
  // What authentication would add is scaled by what the owner told, as the range is; it stays the
  // fine-art range (a recorded, authenticated name is sold there).
  const otherEffects = condition.effect * provenance.effect * documents.effect;
  const ifAuthenticated = artist.ifAuthenticated && {
    ...artist.ifAuthenticated,
    low: roundPrice(artist.ifAuthenticated.low * otherEffects),
    high: roundPrice(artist.ifAuthenticated.high * otherEffects),
  };
  return {
    low,
    high,
    currency: "USD",
    midpoint: roundPrice(Math.sqrt(low * high)),
    wide,
    // The share of prices such a range held, measured in the market it mostly describes (decision 0035).
    coverage: { ...MARKET_RANGE_COVERAGE[market.tier] },
    factors: factors.map((f) => ({ ...f, effect: round3(f.effect) })),
    medium: piece.medium,
    group: artist.group,
    findings: piece.findings,
    artistRecord: artist.artistRecord,
    ifAuthenticated,
    evidence: findMarketEvidence(piece.medium, piece.areaCm2),
    areaCm2: piece.areaCm2,
    year: piece.year,
    dateLabel: piece.year === undefined ? undefined : piece.dateLabel,
    ignored,
    reproduction: piece.reproduction,
    knownWork: piece.knownWork,
    printedDots: piece.printedDots,
    market,
  };
}
