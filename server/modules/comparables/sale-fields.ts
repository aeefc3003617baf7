import type { Medium } from "../../../contracts/appraisals";

/** The medium categories comparables are matched on. */
export const MEDIUM_CATEGORIES = ["painting", "work_on_paper", "print", "photograph", "sculpture", "other"] as const;
export type MediumCategory = (typeof MEDIUM_CATEGORIES)[number];

/** Readable names for the report's table. */
export const MEDIUM_CATEGORY_LABELS: Record<MediumCategory, string> = {
  painting: "painting",
  work_on_paper: "work on paper",
  print: "print",
  photograph: "photograph",
  sculpture: "sculpture",
  other: "other medium",
};

/**
 * A sales record's medium category (sales_normalized.csv spells it "Paintings", "Works on
 * Paper", "print", "watercolor"...) as one of ours; an unknown word is read by its keywords.
 */
export function toMediumCategory(text: string): MediumCategory {
  const value = text.trim().toLowerCase();
  if (/poster|print|lithograph|screenprint|etching|engraving|woodcut|serigraph/.test(value)) return "print";
  if (/photo/.test(value)) return "photograph";
  if (/sculpt|bronze|ceramic/.test(value)) return "sculpture";
  if (/paper|drawing|watercolou?r|gouache|pastel|ink|charcoal/.test(value)) return "work_on_paper";
  if (/paint|oil|acrylic|tempera/.test(value)) return "painting";
  return "other";
}

/** The category a submission's medium is matched against; "other" matches any. */
export function mediumCategoryOf(medium: Medium | string): MediumCategory | null {
  switch (medium) {
    case "oil":
    case "acrylic":
      return "painting";
    case "watercolor":
    case "pastel":
    case "drawing":
      return "work_on_paper";
    case "print":
      return "print";
    case "sculpture":
      return "sculpture";
    default:
      return null;
  }
}

/** "Claude  Monet", "claude monet", "Cláude Monet" all read "claude monet". */
export function toArtistKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
