import { and, desc, eq, isNotNull, like, or } from "drizzle-orm";
import { parseInches, parseYear } from "../../../contracts/parse-submission";
import { MAX_COMPARABLES, type ComparableSale } from "../../../contracts/reports";
import type { DbOrTx } from "../../db/client";
import { comparableSales, type ComparableSaleRow } from "../../db/schema";
import { MEDIUM_CATEGORIES, MEDIUM_CATEGORY_LABELS, mediumCategoryOf, toArtistKey, type MediumCategory } from "./sale-fields";

const CM_PER_INCH = 2.54;
/** Candidates scored per request: the artist's most recent sales in the medium. */
const CANDIDATE_LIMIT = 1500;
/** A lot more than six times larger or smaller, or painted 30 years apart, is not comparable. */
const MAX_AREA_LOG_RATIO = Math.log(6);
const MAX_YEAR_GAP = 30;

export interface ComparableQuery {
  artistName: string | null;
  medium: string;
  /** The submission's free-text height and width (inches unless a unit is written). */
  height: string | null;
  width: string | null;
  yearCreated: string | null;
}

/**
 * Up to six sold lots like the submission: same artist (full name, or the surname alone when
 * only one word was given), same medium category, closest in size and date of creation, recent
 * sales first among equals. No artist, no comparables: other hands' prices say nothing of it.
 */
export async function findComparableSales({
  db,
  query,
  now = new Date(),
}: {
  db: DbOrTx;
  query: ComparableQuery;
  now?: Date;
}): Promise<ComparableSale[]> {
  const key = query.artistName ? toArtistKey(query.artistName) : "";
  if (!key) return [];
  const artistMatch = key.includes(" ")
    ? eq(comparableSales.artistKey, key)
    : or(eq(comparableSales.artistKey, key), like(comparableSales.artistKey, `% ${key.replace(/[%_\\]/g, "\\$&")}`));
  const category = mediumCategoryOf(query.medium);
  const candidates = await db
    .select()
    .from(comparableSales)
    .where(
      and(
        artistMatch,
        eq(comparableSales.sold, true),
        isNotNull(comparableSales.priceUsd),
        category ? eq(comparableSales.mediumCategory, category) : undefined,
      ),
    )
    .orderBy(desc(comparableSales.saleDate))
    .limit(CANDIDATE_LIMIT);

  const heightCm = toCm(query.height);
  const widthCm = toCm(query.width);
  const area = heightCm && widthCm ? heightCm * widthCm : null;
  const year = parseYear(query.yearCreated, now.getUTCFullYear()) ?? null;

  const scored: { row: ComparableSaleRow; score: number }[] = [];
  for (const row of candidates) {
    let score = 0;
    const rowArea = row.heightCm && row.widthCm ? row.heightCm * row.widthCm : null;
    if (area && rowArea) {
      const gap = Math.abs(Math.log(rowArea / area));
      if (gap > MAX_AREA_LOG_RATIO) continue;
      score += gap;
    } else if (area) score += 0.8; // size unknown on the lot: a weaker match
    if (year && row.yearCreated) {
      const gap = Math.abs(row.yearCreated - year);
      if (gap > MAX_YEAR_GAP) continue;
      score += gap / 15;
    } else if (year) score += 0.6;
    const yearsAgo = (now.getTime() - new Date(row.saleDate).getTime()) / (365.25 * 24 * 3600 * 1000);
    score += Math.max(0, yearsAgo) / 10;
    scored.push({ row, score });
  }
  scored.sort((a, b) => a.score - b.score);
  return scored.slice(0, MAX_COMPARABLES).map(({ row }) => presentComparable(row));
}

function toCm(text: string | null): number | null {
  const inches = parseInches(text);
  return inches ? inches * CM_PER_INCH : null;
}

/** The only way a sales row becomes part of a report. */
export function presentComparable(row: ComparableSaleRow): ComparableSale {
  const category = MEDIUM_CATEGORIES.includes(row.mediumCategory as MediumCategory)
    ? MEDIUM_CATEGORY_LABELS[row.mediumCategory as MediumCategory]
    : row.mediumCategory;
  return {
    artist: row.artist,
    title: row.title,
    medium: row.mediumText || category,
    year: row.yearCreated,
    heightCm: row.heightCm,
    widthCm: row.widthCm,
    saleDate: row.saleDate,
    auctionHouse: row.auctionHouse,
    priceUsd: row.priceUsd!,
  };
}
