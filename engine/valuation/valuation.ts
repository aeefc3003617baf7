/**
 * The appraisal valuation (decisions 27 and 28): the model fitted on sold lots
 * (knowledge/valuation-model.ts) prices the work from its medium, size, date, signature, edition
 * and the artist's own sales record; the owner's words add condition, reproduction and
 * attribution; provenance and documents add the premiums appraisers cite. The range is the
 * prediction interval measured on auction houses the model was not fitted on. Every step is a
 * factor with its effect (decision 19). Pure and deterministic.
 */
import {
  findStyle,
  CONDITION_EFFECTS,
  DOCUMENT_EFFECT_EACH,
  MAX_DOCUMENTS_COUNTED,
  PROVENANCE_EFFECTS,
  QUALIFIED_ATTRIBUTION_SHARE,
  SUBMISSION_MEDIUM_LABELS,
  type SubmissionMedium,
  VALUATION_ARTIST_LEVELS,
  VALUATION_COEFFICIENTS,
  VALUATION_GROUP_TRANSFER,
  VALUATION_HALF_WIDTHS,
  VALUATION_MAX_HALF_WIDTHS,
  VALUATION_MODEL_DATA,
  VALUATION_RANGE_COVERAGE,
  VALUATION_RECALIBRATION,
  VALUATION_WIDE_HALF_WIDTHS,
  VALUATION_WIDTH_SCALES,
  type MediumCategory,
} from "@engine/knowledge";
import { findDimensionProblem, findYearProblem, parseInches, parseYear } from "../../contracts/parse-submission";
import {
  QUICK_ESTIMATE_STYLES,
  type QuickEstimateCondition,
  type QuickEstimateStyle,
  findInOwnerText,
  type ConditionLevel,
  type TextFindings,
} from "@engine/submission";
import { isFamousArtist, findArtistKey, toDisplayName } from "./valuation-names";
import { findMarketEvidence, type MarketEvidence } from "./valuation-evidence";
import { encodeLot, FEATURE_NAMES, REFERENCE_AREA_CM2, SALE_YEAR_RANGE, toPeriod, type LotDescription } from "./valuation-features";
import { curveCorrection, recalibrateLogPrice, toIntervalGroup, toTier, type IntervalGroup } from "./valuation-ranges";
import { artistLevelInMedium, MEDIUM_GROUP_LABEL, MEDIUM_GROUP_OF } from "./valuation-medium-groups";
import type { ValuationFactor } from "../../contracts/appraisals";

/** What the valuation needs from a submission and its analysis. */
export interface ValuationInput {
  /** The style the photo analysis found (used only in the text). */
  style: string;
  medium: SubmissionMedium | string;
  yearCreated?: string | number | null;
  height?: string | number | null;
  width?: string | number | null;
  artistName?: string | null;
  title?: string | null;
  /** The owner's additional notes. */
  notes?: string | null;
  provenance?: string | null;
  documentsCount?: number;
  photosCount?: number;
  /** Style probability from the image analysis, 0-1 (omit when no image was analysed). */
  analysisConfidence?: number;
  /** A condition chosen in a form (the quick estimate's scale); the owner's words take precedence. */
  condition?: QuickEstimateCondition;
  /** Year the valuation is made in; passed in to keep this pure. */
  asOfYear: number;
}

/** One step of the valuation: the report's factor as the contract states it (one definition). */
export type { ValuationFactor };

/** The range a claimed name would have if authenticated. */
export interface IfAuthenticated {
  low: number;
  high: number;
  artist: string;
  sales: number;
}

/** The valuation result. */
export interface Valuation {
  /** The likely range (holds about half of real prices; it is `estimatedValue` everywhere). */
  low: number;
  high: number;
  currency: "USD";
  /** Geometric midpoint of the likely range. */
  midpoint: number;
  /** The wider range: holds about four in five real prices on auction houses the model was not fitted on (decision 39). */
  wide: { low: number; high: number };
  /** Coverage each range was measured at, held out by house (0-1), as published in the model card. */
  coverage: { likely: number; wide: number };
  /** 0-1: how much the submission told us (kept for the report's wording). */
  certainty: number;
  factors: ValuationFactor[];
  medium: MediumCategory;
  group: IntervalGroup;
  findings: TextFindings;
  /** The artist's own record, when the name has one. */
  artistRecord?: { name: string; sales: number; applied: boolean };
  ifAuthenticated?: IfAuthenticated;
  evidence?: MarketEvidence;
  areaCm2?: number;
  year?: number;
  /** How the date reads in the text: "1915", "c. 1920" or "17th century" (not a false precise year). */
  dateLabel?: string;
  /** Values supplied but left out, with why (shown in the report). */
  ignored: string[];
}

const usd = (x: number) => `$${Math.round(x).toLocaleString("en-US")}`;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const CM_PER_INCH = 2.54;

/** Maps any style name to the quick estimate tier (kept for callers of the quick estimate's table). */
export function toQuickEstimateStyle(style: string): QuickEstimateStyle {
  const direct = QUICK_ESTIMATE_STYLES.find((s) => s.toLowerCase() === style.trim().toLowerCase());
  return direct ?? findStyle(style)?.quickEstimateStyle ?? "Other";
}

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

const MEDIUM_PLURAL: Record<MediumCategory, string> = {
  painting: "paintings",
  "work on paper": "works on paper",
  print: "prints",
  photograph: "photographs",
  sculpture: "sculptures",
  other: "objects and mixed media",
};

const CONDITION_LABELS: Record<ConditionLevel, string> = {
  excellent: "Excellent",
  good: "Good",
  minorWear: "Minor wear",
  restored: "Restored",
  damaged: "Damaged",
  heavilyDamaged: "Heavily damaged",
};

const FORM_CONDITION: Partial<Record<QuickEstimateCondition, ConditionLevel>> = {
  Excellent: "excellent",
  Good: "good",
  Fair: "minorWear",
  Poor: "damaged",
};

/**
 * At a house the model has not seen, the fitted differences between works by artists without a
 * record are a little too wide: held out, they hold at this share (in log terms). Every effect
 * learnt from the sales is scaled by it for those works (sales-validation.ts, fitRecalibration).
 */
const SLOPE = VALUATION_RECALIBRATION.slope;
const coefficient = (name: string) => SLOPE * (VALUATION_COEFFICIENTS[FEATURE_NAMES.indexOf(name)] ?? 0);
const rawLogPrice = (lot: LotDescription) => encodeLot(lot).reduce((s, v, i) => s + v * (VALUATION_COEFFICIENTS[i] ?? 0), 0);
/** Log price of a work without an artist's record, as held-out houses say it sells. */
const logPrice = (lot: LotDescription) =>
  recalibrateLogPrice(VALUATION_RECALIBRATION, rawLogPrice(lot), lot.medium, "no sales record, regional house");

/**
 * A range's half-width (log) for the group and medium, from a generated table, scaled for the
 * tier of the midpoint and the medium (a $300 print's range is not a $3,000 painting's), and never
 * past the cap the eval measures with (toHalfWidth in sales-validation.ts does the same).
 */
function halfWidthOf(
  table: Readonly<Record<string, number>>,
  scales: Readonly<Record<string, number>>,
  maxHalfWidth: number,
  group: IntervalGroup,
  medium: MediumCategory,
  midpoint: number,
): number {
  const tier = toTier(midpoint);
  const scale = scales[`${tier}|${medium}`] ?? scales[tier] ?? 1;
  return Math.min(maxHalfWidth, scale * (table[`${group}|${medium}`] ?? table[group] ?? table["no sales record, regional house"]!));
}

/** What held-out houses say is still left at a midpoint's price level (sales-validation.ts, Recalibration.curve). */
const levelCorrection = (midpoint: number) => Math.exp(curveCorrection(VALUATION_RECALIBRATION.curve, Math.log(midpoint)));

/** Rounds a price to two significant figures, as appraisers quote ranges. */
export function roundPrice(x: number): number {
  if (x < 10) return Math.max(1, Math.round(x));
  const magnitude = 10 ** (Math.floor(Math.log10(x)) - 1);
  return Math.round(x / magnitude) * magnitude;
}

const recordedKey = (key: string) => Object.prototype.hasOwnProperty.call(VALUATION_ARTIST_LEVELS, key);
const recordedKeys = () => Object.keys(VALUATION_ARTIST_LEVELS);

function findArtistRecord(name: string | undefined) {
  if (!name) return undefined;
  const key = findArtistKey(name, recordedKey, recordedKeys);
  const entry = key ? VALUATION_ARTIST_LEVELS[key] : undefined;
  return entry
    ? { level: entry[0], sales: entry[1], majorShare: entry[2], name: entry[3] || toDisplayName(key!), media: entry[4] }
    : undefined;
}

/** Values a submission: a USD range and the factors that produced it. */
export function computeValuation(input: ValuationInput): Valuation {
  const ignored: string[] = [];
  const wizardMedium = toSubmissionMedium(input.medium);
  const findings = findInOwnerText({ title: input.title, artistName: input.artistName, notes: input.notes, provenance: input.provenance });
  const artist = findings.artistName;
  const qualifier = findings.attribution?.qualifier;
  const reproduction = Boolean(findings.reproduction);
  let medium = toMediumCategory(wizardMedium, `${input.title ?? ""} ${input.notes ?? ""}`);
  if (reproduction && medium !== "photograph") medium = "print";

  // Numbers: anything unreadable or absurd is left out and said so, never valued.
  const heightText = input.height === null || input.height === undefined ? "" : String(input.height);
  const widthText = input.width === null || input.width === undefined ? "" : String(input.width);
  const heightProblem = findDimensionProblem(heightText, "Height");
  const widthProblem = findDimensionProblem(widthText, "Width");
  if (heightProblem) ignored.push(`${heightProblem} ("${heightText.slice(0, 30)}"), so the size was left out.`);
  if (widthProblem) ignored.push(`${widthProblem} ("${widthText.slice(0, 30)}"), so the size was left out.`);
  const height = heightProblem ? undefined : parseInches(heightText);
  const width = widthProblem ? undefined : parseInches(widthText);
  const areaCm2 = height !== undefined && width !== undefined ? height * CM_PER_INCH * width * CM_PER_INCH : undefined;
  const yearText = input.yearCreated === null || input.yearCreated === undefined ? "" : String(input.yearCreated);
  const yearProblem = findYearProblem(yearText, input.asOfYear);
  if (yearProblem) ignored.push(`${yearProblem} ("${yearText.slice(0, 30)}"), so the date was left out.`);
  const centuryText = /\b\d{1,2}(st|nd|rd|th)\s+century\b/i.exec(yearText || `${input.artistName ?? ""} ${input.title ?? ""}`)?.[0];
  // "Dutch school, 17th century" in the artist or title field dates the work when no year is given.
  const year = yearProblem
    ? undefined
    : (parseYear(yearText, input.asOfYear) ??
      (yearText
        ? undefined
        : parseYear(/\b\d{1,2}(st|nd|rd|th)\s+century\b/i.exec(`${input.artistName ?? ""} ${input.title ?? ""}`)?.[0], input.asOfYear)));

  // Short owner wording ("c. 1920", "1890s") is kept; anything longer reads as the parsed year.
  const ownWording = yearText.trim().length <= 12 ? yearText.trim() : "";
  const dateLabel = centuryText && !/\d{4}/.test(yearText) ? centuryText.toLowerCase() : ownWording || String(year);
  const found = reproduction || qualifier === "after" ? undefined : findArtistRecord(artist);
  // The owner's spelling when it keeps accents the sales data lost ("Dalí", not "Dali").
  const record = found && artist && /[\u0080-\uffff]/.test(artist) ? { ...found, name: artist } : found;
  const hasName = Boolean(artist) && qualifier !== "after" && !reproduction;
  const signed = findings.signature ? findings.signature.kind === "hand" : undefined;
  const saleYear = Math.min(SALE_YEAR_RANGE.max, input.asOfYear);
  const lot: LotDescription = {
    medium,
    areaCm2,
    yearCreated: year,
    signed,
    numbered: Boolean(findings.edition),
    reproduction,
    attributionQualified: hasName && !record && (qualifier === "attributed" || qualifier === "circle"),
    unattributed: !hasName,
    unrecorded: hasName,
    majorHouse: false,
    saleYear,
  };

  const factors: ValuationFactor[] = [];
  const marketLot: LotDescription = {
    medium,
    areaCm2: REFERENCE_AREA_CM2,
    majorHouse: false,
    saleYear,
    unattributed: !hasName,
    unrecorded: hasName,
  };
  const base = Math.exp(logPrice(marketLot));
  const marketName = hasName
    ? `${MEDIUM_PLURAL[medium]} by artists without an auction record`
    : `${MEDIUM_PLURAL[medium]} by unidentified hands`;
  factors.push({
    name: "Market",
    value: marketName.charAt(0).toUpperCase() + marketName.slice(1),
    effect: 1,
    explanation: `Starting point: ${usd(base)}, the fitted price at 50 x 60 cm in regional sales (model fitted on ${VALUATION_MODEL_DATA.lots.toLocaleString("en-US")} sold lots).`,
  });

  const sizeLot = { ...marketLot, areaCm2 };
  const sizeEffect = areaCm2 ? Math.exp(logPrice(sizeLot) - logPrice(marketLot)) : 1;
  factors.push(
    areaCm2
      ? {
          name: "Size",
          value: `${Math.round(height! * 10) / 10} x ${Math.round(width! * 10) / 10} in (${Math.round(height! * CM_PER_INCH)} x ${Math.round(width! * CM_PER_INCH)} cm)`,
          effect: sizeEffect,
          explanation:
            Math.abs(sizeEffect - 1) < 0.05
              ? `Close to the 50 x 60 cm of the starting point, so the size changes little.`
              : `At auction, ${MEDIUM_PLURAL[medium]} of this size sold at about ${sizeEffect < 1 ? `${Math.round(sizeEffect * 100)}% of` : `${Math.round(sizeEffect * 10) / 10} times`} the price of one of 50 x 60 cm.`,
        }
      : { name: "Size", value: "Not given", effect: 1, explanation: "No usable dimensions; the 50 x 60 cm reference size is assumed." },
  );
  if (year !== undefined) {
    const period = toPeriod(year);
    factors.push({
      name: "Date",
      value: `${dateLabel} (${period})`,
      effect: Math.exp(coefficient(`period:${period}`)),
      explanation: `Works of ${period} compared with undated ones in the fitted data.`,
    });
  } else {
    factors.push({
      name: "Date",
      value: "Not given",
      effect: 1,
      explanation: "No usable year of creation; the date is treated as neutral.",
    });
  }
  if (findings.signature) {
    // Relative to a signed work: the fitted gap between hand-signed and unsigned (or plate-signed)
    // lots. It is learnt mostly from prints, so for other media it is capped.
    const gap = Math.exp(coefficient("unsigned") - coefficient("signed"));
    const effect = signed ? 1 : medium === "print" ? Math.min(1, gap) : Math.min(1, Math.max(0.6, gap));
    const value =
      findings.signature.kind === "hand" ? "Signed" : findings.signature.kind === "plate" ? "Signed in the plate only" : "Unsigned";
    const why = signed
      ? "A signature by hand is what the market expects; its absence would lower the value."
      : medium === "print"
        ? "Prints signed only in the plate, or not at all, sold for a fraction of hand-signed impressions in the fitted data."
        : "Unsigned works sell below signed ones; the fitted gap is learnt mostly from prints and is limited here.";
    factors.push({ name: "Signature", value, effect, explanation: `From the owner's words ("${findings.signature.words}"). ${why}` });
  }
  if (findings.edition) {
    const e = findings.edition;
    const value = e.artistProof ? "Artist's proof" : e.size ? `Numbered ${e.number}/${e.size}` : "Numbered edition";
    factors.push({
      name: "Edition",
      value,
      effect: Math.exp(coefficient("numbered edition")),
      explanation: `From the owner's words ("${e.words}"). ${
        Math.abs(coefficient("numbered edition")) < 0.1
          ? "In the fitted data a numbered edition changes the price little on its own: the signature and the edition size matter more."
          : `In the fitted data numbered impressions sold at about ${Math.exp(coefficient("numbered edition")).toFixed(1)} times unnumbered ones of the same kind.`
      }`,
    });
  }
  if (reproduction) {
    factors.push({
      name: "Reproduction",
      value: findings.reproduction!.words.join(", "),
      effect: Math.exp(coefficient("reproduction")),
      explanation:
        "The owner's words describe a printed reproduction: it is priced as a decorative print, whatever the artist of the original.",
    });
  }
  if (findings.attribution && hasName && !record) {
    factors.push({
      name: "Attribution",
      value: findings.attribution.words,
      effect: Math.exp(coefficient("attribution qualified")),
      explanation: 'A qualified attribution ("attributed to", "circle of", "school of") sells below a firm one in the fitted data.',
    });
  } else if (qualifier === "after" && !reproduction) {
    factors.push({
      name: "Attribution",
      value: findings.attribution!.words,
      effect: 1,
      explanation:
        '"After" a named artist means a copy by another hand: it is priced as the work of an unidentified hand, without the named artist\'s market.',
    });
  }

  // The artist's own record: applied when supported, otherwise shown as what authentication would add.
  let ifAuthenticated: IfAuthenticated | undefined;
  let artistRecord: Valuation["artistRecord"];
  let group: IntervalGroup = "no sales record, regional house";
  const supported =
    (input.documentsCount ?? 0) > 0 ||
    findings.certificates.length > 0 ||
    findings.labels.length > 0 ||
    findings.provenanceSupport.length > 0;
  if (record) {
    const unrecordedLog = logPrice(lot);
    const recordedLot = { ...lot, unrecorded: false, attributionQualified: false };
    const inMedium = artistLevelInMedium(
      {
        level: record.level,
        majorShare: record.majorShare,
        mediumOffset: record.media[medium]?.[0],
        mediaSold: Object.keys(record.media) as MediumCategory[],
      },
      medium,
      VALUATION_GROUP_TRANSFER,
    );
    const recordedLog =
      inMedium.majorShare * rawLogPrice({ ...recordedLot, majorHouse: true }) +
      (1 - inMedium.majorShare) * rawLogPrice(recordedLot) +
      inMedium.level +
      VALUATION_RECALIBRATION.recorded;
    const share =
      qualifier === "attributed" ? QUALIFIED_ATTRIBUTION_SHARE.attributed : qualifier === "circle" ? QUALIFIED_ATTRIBUTION_SHARE.circle : 1;
    const premium = Math.exp((recordedLog - unrecordedLog) * share);
    const recordGroup = toIntervalGroup(
      record.sales,
      false,
      record.media[medium]?.[1] ?? (Object.keys(record.media).length ? 0 : record.sales),
    );
    // A premium beyond 1.5x needs something that supports the name before it is applied.
    const applied = premium <= 1.5 || supported;
    artistRecord = { name: record.name, sales: record.sales, applied };
    if (applied) {
      group = recordGroup;
      factors.push({
        name: "Artist's sales record",
        value: `${record.name} (${record.sales} sales)`,
        effect: premium,
        explanation: `${record.name}'s own level in the fitted data${inMedium.transferred ? `; none of the ${record.sales} recorded sales is ${MEDIUM_GROUP_LABEL[MEDIUM_GROUP_OF[medium]]}, so the level is carried over as it does for artists with sales of both` : ""}${share < 1 ? `, of which a qualified attribution keeps ${Math.round(share * 100)}% (in log terms)` : ""}${premium > 1.5 ? "; supported by the documents or provenance supplied" : ""}.`,
      });
    } else {
      factors.push({
        name: "Artist's sales record",
        value: `${record.name} (${record.sales} sales), not applied`,
        effect: 1,
        explanation: `Nothing supplied supports the attribution (no documents, labels, certificate or traceable provenance), so the range is the one the evidence supports; the value if authenticated is given separately.`,
      });
      const recordedMid = Math.exp(recordedLog) * levelCorrection(Math.exp(recordedLog));
      const h = halfWidthOf(
        VALUATION_HALF_WIDTHS,
        VALUATION_WIDTH_SCALES.likely,
        VALUATION_MAX_HALF_WIDTHS.likely,
        recordGroup,
        medium,
        recordedMid,
      );
      // Condition, provenance and documents are applied to these once they are known (below).
      ifAuthenticated = { artist: record.name, sales: record.sales, low: recordedMid * Math.exp(-h), high: recordedMid * Math.exp(h) };
    }
  } else if (hasName) {
    factors.push({
      name: "Artist's sales record",
      value: artist!,
      effect: 1,
      explanation: isFamousArtist(artist)
        ? `No sales of ${artist} are among the lots the model was fitted on, and nothing supplied establishes the attribution, so the work is priced as that of an artist without an auction record.`
        : `No auction record of ${artist} is among the ${VALUATION_MODEL_DATA.lots.toLocaleString("en-US")} sold lots; the work is priced in the market of artists without one.`,
    });
  }

  // The curve was learnt on what the sales model predicts (the work, its hand, its market), so it
  // is read there, before condition, provenance and documents, which the sales data do not record.
  const correction = levelCorrection(factors.reduce((v, f) => v * f.effect, base));
  if (Math.abs(Math.log(correction)) >= 0.01)
    factors.push({
      name: "Price level",
      value: correction > 1 ? "Works at this price sell higher" : "Works at this price sell lower",
      effect: correction,
      explanation:
        "Held out house by house, works the model prices at this level sold at about this factor of its figure, so the midpoint is corrected by it.",
    });
  const conditionLevel = findings.condition?.level ?? (input.condition ? FORM_CONDITION[input.condition] : undefined);
  const conditionEffect = conditionLevel ? CONDITION_EFFECTS[conditionLevel] : 1;
  factors.push(
    conditionLevel
      ? {
          name: "Condition",
          value: CONDITION_LABELS[conditionLevel],
          effect: conditionEffect,
          explanation: findings.condition
            ? `From the owner's words: ${findings.condition.words.map((w) => `"${w}"`).join(", ")}.`
            : "As stated in the form.",
        }
      : {
          name: "Condition",
          value: "Not described",
          effect: 1,
          explanation: "The owner did not describe the condition and photographs cannot show it reliably; none is assumed.",
        },
  );
  const provenance = (input.provenance ?? "").trim();
  const provenanceEffect =
    findings.provenanceSupport.length > 0 ? PROVENANCE_EFFECTS.documented : provenance ? PROVENANCE_EFFECTS.mentioned : 1;
  factors.push({
    name: "Provenance",
    value: findings.provenanceSupport.length > 0 ? "Traceable" : provenance ? "Family or private history" : "None given",
    effect: provenanceEffect,
    explanation:
      findings.provenanceSupport.length > 0
        ? `Mentions ${findings.provenanceSupport
            .slice(0, 3)
            .map((w) => `"${w}"`)
            .join(", ")}, which a buyer can check.`
        : provenance
          ? "A history that cannot be checked adds a little."
          : "No ownership history given.",
  });
  const documents = Math.min(MAX_DOCUMENTS_COUNTED, Math.max(0, Math.floor(input.documentsCount ?? 0)));
  const documentEffect = 1 + DOCUMENT_EFFECT_EACH * documents;
  factors.push({
    name: "Supporting documents",
    value: String(input.documentsCount ?? 0),
    effect: documentEffect,
    explanation: documents
      ? `Certificates, receipts or records, ${Math.round(DOCUMENT_EFFECT_EACH * 100)}% each (at most ${MAX_DOCUMENTS_COUNTED}).`
      : "No documents uploaded.",
  });
  if (findings.labels.length > 0 || findings.certificates.length > 0) {
    factors.push({
      name: "Labels and certificates",
      value: [...findings.labels, ...findings.certificates].slice(0, 4).join(", "),
      effect: 1,
      explanation: "Mentioned by the owner; they support an attribution once seen, and are counted through provenance and documents.",
    });
  }

  const mid = factors.reduce((v, f) => v * f.effect, base);
  const h = halfWidthOf(VALUATION_HALF_WIDTHS, VALUATION_WIDTH_SCALES.likely, VALUATION_MAX_HALF_WIDTHS.likely, group, medium, mid);
  const low = roundPrice(mid * Math.exp(-h));
  const high = Math.max(low + 1, roundPrice(mid * Math.exp(h)));
  const hWide = Math.max(
    h,
    halfWidthOf(VALUATION_WIDE_HALF_WIDTHS, VALUATION_WIDTH_SCALES.wide, VALUATION_MAX_HALF_WIDTHS.wide, group, medium, mid),
  );
  const wide = { low: Math.min(low, roundPrice(mid * Math.exp(-hWide))), high: Math.max(high, roundPrice(mid * Math.exp(hWide))) };
  if (ifAuthenticated) {
    const otherEffects = conditionEffect * provenanceEffect * documentEffect;
    ifAuthenticated.low = roundPrice(ifAuthenticated.low * otherEffects);
    ifAuthenticated.high = roundPrice(ifAuthenticated.high * otherEffects);
  }
  const certainty =
    Math.round(
      100 *
        ((hasName ? 0.25 : 0) +
          (areaCm2 ? 0.2 : 0) +
          (year !== undefined ? 0.15 : 0) +
          (provenance ? 0.15 : 0) +
          (documents ? 0.1 : 0) +
          (findings.condition ? 0.15 : 0)),
    ) / 100;
  return {
    low,
    high,
    currency: "USD",
    midpoint: roundPrice(Math.sqrt(low * high)),
    wide,
    coverage: { ...VALUATION_RANGE_COVERAGE },
    certainty,
    factors: factors.map((f) => ({ ...f, effect: round3(f.effect) })),
    medium,
    group,
    findings,
    artistRecord,
    ifAuthenticated,
    evidence: findMarketEvidence(medium, areaCm2),
    areaCm2,
    year,
    dateLabel: year === undefined ? undefined : dateLabel,
    ignored,
  };
}
