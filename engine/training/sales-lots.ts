/**
 * Sold auction lots (rows of evaldata/sales/*.csv as parsed by parseCsv) turned into what the
 * valuation model learns from. Pure: scripts do the file reading.
 */
import { toArtistKey, type LotDescription } from "@engine/valuation";
import type { MediumCategory } from "@engine/knowledge";

/** One auction record (column names of sales_normalized.csv and sales_more.csv). */
export type SaleRecord = Record<string, string>;

/** A sold lot ready for fitting or measuring. */
export interface TrainingLot {
  source: string;
  artistKey: string;
  /** Unattributed lots ("French school", "Unknown") have no artist of their own. */
  hasArtist: boolean;
  lot: LotDescription;
  /** log of the price a buyer paid, premium included (hammer prices x PREMIUM_FACTOR). */
  logPrice: number;
  /** The house's own pre-sale estimate, on the hammer basis, when the source gives it. */
  estimate?: { low: number; high: number };
  /** Hammer-basis price (premium-inclusive prices / PREMIUM_FACTOR), to compare with estimates. */
  hammerUsd: number;
  /** A bought-in lot counted at UNSOLD_SHARE_OF_LOW_ESTIMATE: fitted on, never measured. */
  imputed?: boolean;
}

/**
 * A lot that failed to sell did not reach its reserve, which houses set at or just below the
 * low estimate: it is counted as sold at half the low estimate. Leaving bought-in lots out
 * would price every work as if it were among the half that sold (Veritas sold 66 of 134).
 */
export const UNSOLD_SHARE_OF_LOW_ESTIMATE = 0.5;

/**
 * A buyer's premium of about 25% on lower lots (Christie's, Sotheby's and Bonhams charge 25-28%
 * up to their first threshold, Veritas and Catawiki 9-25%): one factor puts every price on the
 * premium-inclusive basis a buyer pays.
 */
export const PREMIUM_FACTOR = 1.25;

// Bonhams' online sales were tried as an international house: held-out error at the regional
// houses rose from 1.18 to 1.41 (log), as the regional level then rests on two small sources.
const MAJOR_HOUSE = /christie|sotheby|phillips/i;
const CENTURY = /\b(1[3-9]|20)(st|nd|rd|th)[\s-]+century\b/i;
const UNATTRIBUTED =
  /^(unknown|anonymous|unidentified)\b|\bschool\b|^american school|^(french|italian|dutch|flemish|european|portuguese|chinese|english|spanish)\b/i;
const QUALIFIED = /\b(attributed to|circle of|school of|manner of|follower of|workshop of|studio of|after)\b|\(after\)|\bschool\b/i;
const REPRODUCTION = /\b(offset|giclee|giclée|gicl|poster|reproduction|photogravure|heliogravure|phototype|facsimile)\b/i;
/** Agra-Art's silver, glass, porcelain, books and crafts: objects, not the artworks the product appraises. */
const DECORATIVE_OBJECT = /srebr|szkło|szklo|kryształ|krysztal|porcelan|książka|ksiazka|rzemiosło|rzemioslo|album|mapa|sizal|wełna|welna/i;
const NUMBERED = /\b\d{1,4}\s*\/\s*\d{1,4}\b|\bnumbered\b|\bedition of\b|\bnumérotée?\b/i;

/** The source's medium category -> the model's six. */
export function toMediumCategory(category: string, mediumText = ""): MediumCategory {
  const c = category.toLowerCase();
  if (c.startsWith("paint")) return "painting";
  if (c.startsWith("print") || c === "poster") return "print";
  if (c.startsWith("photo")) return "photograph";
  if (c.startsWith("sculpt")) return "sculpture";
  if (c === "work on paper" || c === "works on paper" || /drawing|watercolor|pastel/.test(c)) return "work on paper";
  if (c === "mixed media" && /canvas|panel|board/i.test(mediumText)) return "painting";
  return "other";
}

/** Signed by hand (true), known unsigned or signed only in the plate (false), not stated (undefined). */
export function toSigned(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (!v || v === "unavailable") return undefined;
  if (/not signed|unsigned|^plate signed/.test(v)) return false;
  if (/sign|seal|monogram|initials|stamped/.test(v)) return true;
  return undefined;
}

function toYear(value: string): number | undefined {
  const y = Number(/\d{4}/.exec(value)?.[0]);
  return y >= 1300 && y <= 2026 ? y : undefined;
}

/** "French school, 19th century" dates a lot as surely as a year column: mid-century. */
function toCenturyYear(text: string): number | undefined {
  const m = CENTURY.exec(text);
  return m ? (Number(m[1]) - 1) * 100 + 50 : undefined;
}

/**
 * Price kinds whose prices are not prices: AskArt's Paris and London rows lost their leading
 * digit in the source's parser (SOURCES.md); they are never fitted on or measured.
 */
export const UNUSABLE_PRICE_KINDS: readonly string[] = ["usd_cpi_adjusted_2018_leading_digit_lost"];
/** Kinds already on the basis a buyer pays (premium included, or as the aggregator published it). */
const PAID_PRICE_KINDS = /^premium_incl|^askart_reported_usd$|^usd_cpi_adjusted_2018$/;
/** Flags that make a row's size unusable (Haus areas from 2007 mix units; areas over 6 m2 or under 20 cm2). */
const SIZE_UNUSABLE = /area_unit_suspect|area_implausible/;

/** Surface in cm2: height x width, or the area the Tallinn and AskArt rows give alone. */
function toAreaCm2(r: SaleRecord): number | undefined {
  if (SIZE_UNUSABLE.test(r.qc_flags ?? "")) return undefined;
  const h = Number(r.height_cm);
  const w = Number(r.width_cm);
  if (h > 0 && w > 0) return h * w;
  const area = Number(/\barea ([\d.]+) cm2/.exec(r.dimensions_text ?? "")?.[1]);
  return area > 0 ? area : undefined;
}

/** A sold row with a positive USD price -> a training lot; undefined for anything else. */
export function toTrainingLot(r: SaleRecord, { includeUnsold = false } = {}): TrainingLot | undefined {
  if (UNUSABLE_PRICE_KINDS.includes(r.price_kind ?? "")) return undefined;
  if (r.medium_category === "other" && DECORATIVE_OBJECT.test(r.medium_text ?? "")) return undefined;
  const lowEstimate = Number(r.estimate_low_usd);
  const unsold = r.sold === "0" && includeUnsold && lowEstimate > 0;
  const price = unsold ? lowEstimate * UNSOLD_SHARE_OF_LOW_ESTIMATE : Number(r.price_usd);
  if ((r.sold !== "1" && !unsold) || !(price > 0)) return undefined;
  const artist = (r.artist ?? "").trim();
  const qc = r.qc_flags ?? "";
  const text = `${r.title ?? ""} ${r.medium_text ?? ""} ${r.signed ?? ""} ${artist}`;
  const kind = r.price_kind ?? "";
  // Estimates are on the hammer basis, so an imputed price takes the premium like a hammer price.
  const premiumIncluded = !unsold && PAID_PRICE_KINDS.test(kind);
  const paid = premiumIncluded ? price : price * PREMIUM_FACTOR;
  const saleYear = Number((r.sale_date ?? "").slice(0, 4)) || 2020;
  const hasArtist =
    artist !== "" &&
    artist !== "-" &&
    !UNATTRIBUTED.test(artist) &&
    !/artist_from_title_or_unknown|unattributed_school|artist_unknown/.test(qc);
  // AskArt keeps only the average estimate: a point, not a range, so it is not compared.
  const pointEstimate = qc.includes("estimate_is_average_only");
  const estLow = pointEstimate ? 0 : Number(r.estimate_low_usd);
  const estHigh = Number(r.estimate_high_usd);
  return {
    source: r.source ?? "",
    artistKey: hasArtist ? toArtistKey(artist) : "",
    hasArtist,
    lot: {
      medium: toMediumCategory(r.medium_category ?? "", r.medium_text ?? ""),
      areaCm2: toAreaCm2(r),
      yearCreated: qc.includes("implausible_year")
        ? undefined
        : (toYear(r.year_created ?? "") ?? toCenturyYear(`${artist} ${r.title ?? ""}`)),
      signed: toSigned(r.signed ?? ""),
      numbered: NUMBERED.test(text),
      reproduction: qc.includes("after_artist_reproduction") || REPRODUCTION.test(text),
      attributionQualified: hasArtist && QUALIFIED.test(artist),
      unattributed: !hasArtist,
      majorHouse:
        MAJOR_HOUSE.test(`${r.auction_house ?? ""} ${r.source ?? ""}`) ||
        r.source?.startsWith("askart_") === true ||
        r.source === "arthena",
      saleYear,
    },
    logPrice: Math.log(paid),
    estimate: estLow > 0 && estHigh >= estLow ? { low: estLow, high: estHigh } : undefined,
    hammerUsd: premiumIncluded ? price / PREMIUM_FACTOR : price,
    imputed: unsold || undefined,
  };
}
