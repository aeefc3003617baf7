import { createHash } from "node:crypto";
import { parseYear } from "../../../contracts/parse-submission";
import type { NewComparableSale } from "../../db/schema";
import { toArtistKey, toMediumCategory } from "./sale-fields";

/** The columns of sales_normalized.csv an import cannot do without; the others are optional. */
export const REQUIRED_COLUMNS = ["source", "artist", "medium_category", "sale_date", "sold", "price_usd"] as const;

/** The header's column positions, or the names of the required columns it lacks. */
export function readHeader(fields: string[]): { columns: Map<string, number> } | { missing: string[] } {
  const columns = new Map(fields.map((name, index) => [name.trim().toLowerCase(), index]));
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  return missing.length ? { missing } : { columns };
}

const MAX_CM = 100_000;
const MAX_PRICE_USD = 2_000_000_000;

/** One row as a table row, or the reason it cannot be imported (the caller adds the line number). */
export function parseSaleRow(
  fields: string[],
  columns: Map<string, number>,
  headerLength: number,
  today: Date,
): { sale: NewComparableSale } | { error: string } {
  if (fields.length !== headerLength) return { error: `expected ${headerLength} fields as in the header, found ${fields.length}` };
  const get = (name: string) => {
    const index = columns.get(name);
    return index === undefined ? "" : (fields[index] ?? "").trim();
  };
  const source = get("source");
  if (!source) return { error: "source is empty" };
  const artist = get("artist");
  if (!artist) return { error: "artist is empty" };
  if (artist.length > 200) return { error: "artist is longer than 200 characters" };

  const saleDate = get("sale_date");
  const parsedDate = /^\d{4}-\d{2}-\d{2}$/.test(saleDate) ? new Date(`${saleDate}T00:00:00Z`) : null;
  if (!parsedDate || Number.isNaN(parsedDate.getTime()) || parsedDate.toISOString().slice(0, 10) !== saleDate)
    return { error: `sale_date "${saleDate}" is not a date (YYYY-MM-DD)` };
  if (parsedDate > today) return { error: `sale_date ${saleDate} is in the future` };

  const soldText = get("sold").toLowerCase();
  if (!["1", "0", "true", "false"].includes(soldText)) return { error: `sold must be 1 or 0, not "${get("sold")}"` };
  const sold = soldText === "1" || soldText === "true";

  const numbers: Record<string, number | null> = {};
  for (const [name, max] of [
    ["price_usd", MAX_PRICE_USD],
    ["estimate_low_usd", MAX_PRICE_USD],
    ["estimate_high_usd", MAX_PRICE_USD],
    ["height_cm", MAX_CM],
    ["width_cm", MAX_CM],
  ] as const) {
    const text = get(name);
    if (!text) {
      numbers[name] = null;
      continue;
    }
    const value = Number(text);
    if (!Number.isFinite(value)) return { error: `${name} "${text}" is not a number` };
    if (value <= 0 || value > max) return { error: `${name} ${text} is out of range (above 0, at most ${max.toLocaleString("en-US")})` };
    numbers[name] = value;
  }
  if (sold && numbers.price_usd === null) return { error: "price_usd is empty for a sold lot" };

  // Years are free text in the source ("c. 1940", "1940s"); one after the sale is the source's own error and is left out.
  const year = parseYear(get("year_created"), Number(saleDate.slice(0, 4)));
  const title = get("title") || null;
  const lot = get("lot") || null;
  const identity = [source, get("source_file"), get("source_row"), get("sale_id"), lot, artist, title, saleDate].join("\u001f");
  const round = (n: number | null) => (n === null ? null : Math.round(n));

  return {
    sale: {
      recordKey: createHash("sha256").update(identity).digest("hex"),
      source,
      artist,
      artistKey: toArtistKey(artist),
      title,
      mediumCategory: toMediumCategory(get("medium_category")),
      mediumText: get("medium_text") || null,
      yearCreated: year ?? null,
      heightCm: numbers.height_cm ?? null,
      widthCm: numbers.width_cm ?? null,
      saleDate,
      auctionHouse: get("auction_house") || null,
      auctionLocation: get("auction_location") || null,
      lot,
      sold,
      priceUsd: sold ? round(numbers.price_usd!) : null,
      priceKind: get("price_kind") || null,
      estimateLowUsd: round(numbers.estimate_low_usd ?? null),
      estimateHighUsd: round(numbers.estimate_high_usd ?? null),
      lotUrl: get("lot_url") || null,
    },
  };
}
