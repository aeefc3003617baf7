/**
 * What the valuation reads from a submission before any price: the medium the market prices by,
 * the size and date (anything unreadable or absurd is left out and said so, never valued), the
 * owner's words, the artist's record and the lot description the sales model prices.
 */
import { SUBMISSION_MEDIUM_LABELS, type MediumCategory, type SubmissionMedium } from "@engine/knowledge";
import { findDimensionProblem, findYearProblem, parseInches, parseYear } from "../../contracts/parse-submission";
import { findInOwnerText, type TextFindings } from "@engine/submission";
import { SALE_YEAR_RANGE, type LotDescription } from "./valuation-features";
import { findArtistRecord, type ArtistRecordEntry } from "./valuation-pricing";
import type { KnownWork, ValuationInput } from "./valuation-types";

export const CM_PER_INCH = 2.54;

/** Normalises a wizard medium (value or label, any case) to its value; unknown -> "other". */
export function toSubmissionMedium(medium: string): SubmissionMedium {
  const key = medium.trim().toLowerCase();
  const entry = Object.entries(SUBMISSION_MEDIUM_LABELS).find(([value, label]) => value === key || label.toLowerCase() === key);
  return (entry?.[0] as SubmissionMedium | undefined) ?? "other";
}

/** The wizard's medium -> the category the market prices by. */
export function toMediumCategory(medium: SubmissionMedium, text: string): MediumCategory {
  if (medium === "oil" || medium === "acrylic") return "painting";
  if (medium === "watercolor" || medium === "pastel" || medium === "drawing") return "work on paper";
  if (medium === "print") return "print";
  if (medium === "sculpture") return "sculpture";
  return /\bphotograph|\bphoto\b|gelatin silver|c-print|chromogenic/i.test(text) ? "photograph" : "other";
}

/** The piece as the valuation's factors read it. */
export interface Piece {
  medium: MediumCategory;
  findings: TextFindings;
  artist?: string;
  qualifier?: string;
  /** Priced as a printed reproduction (the owner's words, a print's dots in the photo, or a known work that is not painted). */
  reproduction: boolean;
  knownWork?: KnownWork;
  /** The photo shows a printed-dot screen. */
  printedDots: boolean;
  height?: number;
  width?: number;
  areaCm2?: number;
  year?: number;
  dateLabel: string;
  /** The artist's record, when the name has one and is not "after" it or a reproduction of it. */
  record?: ArtistRecordEntry;
  /** A firm or qualified name of the hand (not "after", not a reproduction). */
  hasName: boolean;
  signed?: boolean;
  saleYear: number;
  /** The lot as the sales model prices it. */
  lot: LotDescription;
}

/** A form's answer on where the piece was bought, as the venue's words. */
const BOUGHT_IN_WORDS = {
  general: "a general auction, an online sale, a market or a shop",
  "fine-art": "a gallery, a dealer or a fine-art auction",
};

const textOf = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));
const CENTURY = /\b\d{1,2}(st|nd|rd|th)\s+century\b/i;

function readSize(input: ValuationInput, ignored: string[]) {
  const heightText = textOf(input.height);
  const widthText = textOf(input.width);
  const heightProblem = findDimensionProblem(heightText, "Height");
  const widthProblem = findDimensionProblem(widthText, "Width");
  if (heightProblem) ignored.push(`${heightProblem} ("${heightText.slice(0, 30)}"), so the size was left out.`);
  if (widthProblem) ignored.push(`${widthProblem} ("${widthText.slice(0, 30)}"), so the size was left out.`);
  const height = heightProblem ? undefined : parseInches(heightText);
  const width = widthProblem ? undefined : parseInches(widthText);
  const areaCm2 = height !== undefined && width !== undefined ? height * CM_PER_INCH * width * CM_PER_INCH : undefined;
  return { height, width, areaCm2 };
}

function readDate(input: ValuationInput, ignored: string[]) {
  const yearText = textOf(input.yearCreated);
  const yearProblem = findYearProblem(yearText, input.asOfYear);
  if (yearProblem) ignored.push(`${yearProblem} ("${yearText.slice(0, 30)}"), so the date was left out.`);
  const named = `${input.artistName ?? ""} ${input.title ?? ""}`;
  const centuryText = CENTURY.exec(yearText || named)?.[0];
  // "Dutch school, 17th century" in the artist or title field dates the work when no year is given.
  const year = yearProblem
    ? undefined
    : (parseYear(yearText, input.asOfYear) ?? (yearText ? undefined : parseYear(CENTURY.exec(named)?.[0], input.asOfYear)));
  // Short owner wording ("c. 1920", "1890s") is kept; anything longer reads as the parsed year.
  const ownWording = yearText.trim().length <= 12 ? yearText.trim() : "";
  const dateLabel = centuryText && !/\d{4}/.test(yearText) ? centuryText.toLowerCase() : ownWording || String(year);
  return { year, dateLabel };
}

/** Reads the submission; values left out are pushed to `ignored` with why. */
export function readPiece(input: ValuationInput, ignored: string[]): Piece {
  const findings = findInOwnerText({ title: input.title, artistName: input.artistName, notes: input.notes, provenance: input.provenance });
  if (input.boughtIn && !findings.venue) findings.venue = { market: input.boughtIn, words: BOUGHT_IN_WORDS[input.boughtIn] };
  const artist = findings.artistName;
  const printedDots = Boolean(input.printedDots);
  // A known work whose photo shows a print's dots is a reproduction of it, whatever medium was typed.
  const knownWork: KnownWork | undefined = input.knownWork && printedDots ? { kind: "reproduction" } : input.knownWork;
  // A copy of a known work is a copy "after" its artist, whatever name the owner typed.
  const qualifier = knownWork?.kind === "copy" ? "after" : findings.attribution?.qualifier;
  const reproduction = Boolean(findings.reproduction) || knownWork?.kind === "reproduction" || printedDots;
  let medium = toMediumCategory(toSubmissionMedium(input.medium), `${input.title ?? ""} ${input.notes ?? ""}`);
  if (reproduction && medium !== "photograph") medium = "print";
  const size = readSize(input, ignored);
  const date = readDate(input, ignored);
  const found = reproduction || qualifier === "after" ? undefined : findArtistRecord(artist);
  // The owner's spelling when it keeps accents the sales data lost ("Dalí", not "Dali").
  const record = found && artist && /[\u0080-\uffff]/.test(artist) ? { ...found, name: artist } : found;
  const hasName = Boolean(artist) && qualifier !== "after" && !reproduction;
  const signed = findings.signature ? findings.signature.kind === "hand" : undefined;
  const saleYear = Math.min(SALE_YEAR_RANGE.max, input.asOfYear);
  const lot: LotDescription = {
    medium,
    areaCm2: size.areaCm2,
    yearCreated: date.year,
    signed,
    numbered: Boolean(findings.edition),
    reproduction,
    attributionQualified: hasName && !record && (qualifier === "attributed" || qualifier === "circle"),
    unattributed: !hasName,
    unrecorded: hasName,
    majorHouse: false,
    saleYear,
  };
  return {
    medium,
    findings,
    artist,
    qualifier,
    reproduction,
    knownWork,
    printedDots,
    ...size,
    ...date,
    record,
    hasName,
    signed,
    saleYear,
    lot,
  };
}
