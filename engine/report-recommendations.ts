/** Recommendations and market notes for a report, chosen by rules on what the submission lacks. */
import type { ReportInput } from "./report-writer";
import { isFamousArtist } from "./quick-estimate";
import { toSubmissionMedium, type Valuation } from "./valuation";

const PAPER_MEDIA = new Set(["watercolor", "pastel", "drawing", "print"]);

/** Medium- and attribution-specific market notes. */
export function marketNotes(input: ReportInput, style: string | undefined): string[] {
  const medium = toSubmissionMedium(input.medium);
  const artist = (input.artistName ?? "").trim();
  const notes: string[] = [];
  if (medium === "print") notes.push("Prints are sold as editions: edition size, the impression's number, signature in pencil and publisher's blindstamp weigh more than sheet size (at auction, print prices rose only 0.14% per 1% of area).");
  else if (medium === "sculpture") notes.push("For sculpture, the casting or carving, foundry marks and the edition (for bronzes) drive value as much as size.");
  else if (PAPER_MEDIA.has(medium)) notes.push("Works on paper sell at a fraction of comparable paintings by the same hand (about 0.3x at auction for the same artists), and condition of the sheet matters greatly.");
  else notes.push("Paintings are the most liquid category; at auction their prices rose about 0.7% for each 1% of surface area.");
  if (isFamousArtist(artist)) notes.push(`Works by ${artist} trade in a specialist market where results vary by orders of magnitude with attribution, period and subject; only a confirmed attribution supports a figure in that market.`);
  else if (artist) notes.push(`The engine holds no sales record for ${artist}; recent results for this name at auction are the best check on this range.`);
  else notes.push("Unattributed works sell chiefly on decorative quality, subject and condition.");
  if (style) notes.push(`Comparable ${style} works of similar size and medium are the natural benchmark.`);
  return notes;
}

/** Recommendations for the owner, most useful first. */
export function recommendFor(input: ReportInput, valuation: Valuation): string[] {
  const medium = toSubmissionMedium(input.medium);
  const artist = (input.artistName ?? "").trim();
  const out: string[] = [];
  if (isFamousArtist(artist)) out.push(`Before any sale, seek authentication from the recognised authority or catalogue raisonné for ${artist}.`);
  if (!artist) out.push("Look for a signature, monogram or studio stamp (front, back and stretcher) and record it; an attribution changes the value more than any other factor.");
  if (!(input.provenance ?? "").trim()) out.push("Write down the ownership history you know (who owned it, when and where it was bought) and keep receipts or letters that support it.");
  if (!(input.documentsCount ?? 0)) out.push("Gather supporting documents such as certificates, purchase receipts, exhibition labels or earlier appraisals.");
  if (valuation.factors.some((f) => f.name === "Size" && f.value === "Not given")) out.push("Measure the work (height and width in inches, without the frame); size changes the estimate.");
  if (valuation.factors.some((f) => f.name === "Age" && f.value === "Not given")) out.push("Record the year of creation, or the approximate decade, if it is known.");
  if ((input.photosCount ?? 0) < 3) out.push("Add photographs of the back, the signature, any labels and a raking-light detail of the surface.");
  if (PAPER_MEDIA.has(medium)) out.push("Keep the work out of direct sunlight and frame it with UV-filtering glazing and acid-free mounts; paper and pigments fade.");
  else if (medium === "sculpture") out.push("Check the base and joins for cracks or repairs and keep any foundry or maker's marks visible in photographs.");
  else out.push("Have a conservator check the paint surface for cracking, flaking or old retouching before sale or insurance.");
  if (valuation.high >= 10000) out.push("For insurance or sale at this level, commission a formal appraisal by a certified appraiser who can examine the work in person.");
  out.push("Compare the range with recent auction results for similar works before setting a price.");
  return out;
}
