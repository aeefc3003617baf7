/**
 * The general house's sold lots (../shared/evaldata/sales/general/lots.csv, Cabral Moncada
 * Leiloes' online sales 2017-2019) as an owner would describe them to the product: the wizard's
 * medium from the catalogue's medium, the size in inches, the year, "signed"/"unsigned" in the
 * notes when the catalogue says so, the artist's name when there is one, no documents.
 * Read from ../shared at run time only; nothing of it is written into the repository.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "@engine/training";
import { type MediumCategory, type SubmissionMedium } from "@engine/knowledge";
import { type QuickEstimateMedium } from "@engine/submission";

/** The split the issue names: fit before it, score after it (and the reverse). */
export const TIME_SPLIT = "2019-07-01";

export interface GeneralLot {
  saleId: string;
  saleDate: string;
  category: MediumCategory;
  wizardMedium: SubmissionMedium;
  quickMedium: QuickEstimateMedium;
  /** Inches, as the wizard asks. */
  heightIn?: number;
  widthIn?: number;
  year?: number;
  signed?: boolean;
  artist?: string;
  notes: string;
  priceUsd: number;
}

/** The catalogue's Portuguese medium words -> the wizard's eight media. */
export function toWizardMedium(category: string, text: string): SubmissionMedium {
  const t = text.toLowerCase();
  if (category === "painting") return /acr[ií]lic/.test(t) ? "acrylic" : "oil";
  if (category === "work on paper") {
    if (/pastel/.test(t)) return "pastel";
    if (/aguarela|guache|gouache|watercolou?r/.test(t)) return "watercolor";
    return "drawing";
  }
  if (category === "print") return "print";
  if (category === "sculpture") return "sculpture";
  return "other";
}

const QUICK: Record<SubmissionMedium, QuickEstimateMedium> = {
  oil: "Oil",
  acrylic: "Acrylic",
  watercolor: "Watercolor",
  pastel: "Charcoal/Pencil",
  drawing: "Charcoal/Pencil",
  print: "Digital",
  sculpture: "Sculpture",
  other: "Mixed Media",
};

/** Sold lots with a USD price, in file order. */
export function loadGeneralLots(evaldataDir: string): GeneralLot[] {
  const rows = parseCsv(readFileSync(path.join(evaldataDir, "sales", "general", "lots.csv"), "utf8"));
  const out: GeneralLot[] = [];
  for (const r of rows) {
    const price = Number(r.price_usd);
    if (r.sold !== "1" || !(price > 0)) continue;
    const category = (r.medium_category || "other") as MediumCategory;
    const wizardMedium = toWizardMedium(category, r.medium_text ?? "");
    const h = Number(r.height_cm);
    const w = Number(r.width_cm);
    const y = Number(r.year_created);
    const signed = r.signed === "1" ? true : r.signed === "0" ? false : undefined;
    const artist = (r.artist ?? "").trim() || undefined;
    // A photograph is "other" in the wizard; the word in the notes is what makes it one.
    const notes = [signed === true ? "signed" : signed === false ? "unsigned" : "", category === "photograph" ? "photograph" : ""]
      .filter(Boolean)
      .join(", ");
    out.push({
      saleId: r.sale_id ?? "",
      saleDate: r.sale_date ?? "",
      category,
      wizardMedium,
      quickMedium: category === "photograph" ? "Photography" : QUICK[wizardMedium],
      heightIn: h > 0 && w > 0 ? h / 2.54 : undefined,
      widthIn: h > 0 && w > 0 ? w / 2.54 : undefined,
      year: y >= 1300 && y <= 2026 ? y : undefined,
      signed,
      artist,
      notes,
      priceUsd: price,
    });
  }
  return out;
}
